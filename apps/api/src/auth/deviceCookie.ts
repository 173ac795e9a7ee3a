import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a signed cookie naming a random device id, bound to that account.
 * A sign-in presenting a valid one for the account it signs in to is from a known device: it is
 * throttled by its own failures (per device) and passes the account-wide throttle that untrusted
 * clients share, so a guesser spread over many addresses cannot keep the owner out.
 */

/** Name of the device cookie. */
export const DEVICE_COOKIE = 'loadline_device';
/** Lifetime of a device cookie: 180 days, in ms. */
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Issues and checks device cookies with an HMAC-SHA256 key (random per process unless given). */
export class DeviceCookies {
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  private sign(account: string, device: string): string {
    return createHmac('sha256', this.key).update(`${account}\u0000${device}`).digest('base64url');
  }

  /**
   * A new cookie value for `account` (a lowercased e-mail): `{device id}.{signature}`; the account
   * itself is not in the cookie, only bound by the signature.
   */
  issue(account: string): string {
    const device = randomBytes(16).toString('base64url');
    return `${device}.${this.sign(account, device)}`;
  }

  /**
   * The device id of `value` when it is a cookie this server issued for `account`, else undefined
   * (absent, forged, or another account's).
   */
  deviceOf(value: string | undefined, account: string): string | undefined {
    if (!value || value.length > 200) return undefined;
    const [device, signature, ...rest] = value.split('.');
    if (!device || !signature || rest.length) return undefined;
    const expected = Buffer.from(this.sign(account, device));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
  }
}
