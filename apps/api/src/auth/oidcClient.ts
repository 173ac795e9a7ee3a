import * as client from 'openid-client';

/** Where and who the API is as an OpenID Connect relying party. */
export interface OidcClientSettings {
  /** Issuer URL (discovery at `{issuer}/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Redirect URI registered at the identity provider, e.g. {origin}/authorization-code/callback. */
  redirectUri: string;
  /** Fetch used for discovery and the token call (the embedded provider is reached in-process). */
  fetch?: client.CustomFetch;
}

/** The claims the API uses from a verified ID token. */
export interface VerifiedIdentity {
  sub: string;
  email?: string;
  name?: string;
  /** Every claim of the ID token (a deployment's IdP may carry mods and organisation). */
  claims: Record<string, unknown>;
}

/** Authorization code flow with PKCE (RFC 7636) and nonce, on openid-client 6. */
export interface OidcClient {
  /** The authorization URL to send the browser to. */
  authorizationUrl(params: { state: string; nonce: string; codeChallenge: string }): Promise<string>;
  /**
   * Exchanges a code. Checks the state, the issuer (`iss` response parameter and ID token `iss`),
   * the audience (ID token `aud` is this client), the nonce and the PKCE verifier.
   * @throws an openid-client error when any check fails or the provider refuses the code.
   */
  exchange(params: { code: string; state: string; iss?: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity>;
}

/** A PKCE pair and a nonce, freshly random. */
export async function newPkce(): Promise<{ codeVerifier: string; codeChallenge: string; nonce: string }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  return { codeVerifier, codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier), nonce: client.randomNonce() };
}

/**
 * A relying party for the settings `settings()` returns on first use (discovery is done once
 * and kept; a failed discovery is retried on the next call). Plain-HTTP issuers are allowed only
 * for loopback and the embedded provider's in-process fetch.
 */
export function createOidcClient(settings: () => OidcClientSettings): OidcClient {
  let config: Promise<client.Configuration> | undefined;
  const configuration = (): Promise<client.Configuration> => {
    if (!config) {
      const s = settings();
      const issuer = new URL(s.issuer);
      const insecure = issuer.protocol === 'http:' && (s.fetch !== undefined || ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname));
      config = client
        .discovery(issuer, s.clientId, undefined, client.ClientSecretBasic(s.clientSecret), {
          execute: insecure ? [client.allowInsecureRequests] : [],
          ...(s.fetch ? { [client.customFetch]: s.fetch } : {}),
        })
        .catch((err: unknown) => {
          config = undefined;
          throw err;
        });
    }
    return config;
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings().redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async exchange({ code, state, iss, nonce, codeVerifier }) {
      const cfg = await configuration();
      const callback = new URL(settings().redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      // Single configured issuer: when the client did not forward `iss`, the expected one is used;
      // the ID token's own `iss` and `aud` are still verified.
      callback.searchParams.set('iss', iss ?? cfg.serverMetadata().issuer);
      const tokens = await client.authorizationCodeGrant(cfg, callback, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('No ID token in the token response');
      let claims: Record<string, unknown> = { ...idToken };
      // Providers that keep profile claims out of the ID token (OIDC Core 5.4) answer them at userinfo.
      if (typeof claims.email !== 'string' && tokens.access_token) {
        claims = { ...(await client.fetchUserInfo(cfg, tokens.access_token, idToken.sub)), ...claims };
      }
      return {
        sub: idToken.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        claims,
      };
    },
  };
}
