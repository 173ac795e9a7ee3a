import { QueryError } from './errors';

let zones: Set<string> | undefined;

/**
 * The canonical IANA time zones: `Intl.supportedValuesOf('timeZone')` plus 'UTC'. Built once.
 */
export function supportedZones(): ReadonlySet<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/** Shape of an IANA zone name: letters, digits, `_`, `+`, `-`, up to three `/`-separated parts. */
const zoneShape = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

/**
 * Checks a request's time zone against the canonical IANA list ({@link supportedZones}), also
 * accepting an IANA link name that the platform resolves to a listed zone (ICU lists
 * 'Asia/Calcutta' as canonical; 'Asia/Kolkata' is its link). The zone still reaches SQL only as a
 * bound parameter; this check gives a clear 400 instead of a database error.
 *
 * @throws {QueryError} 400 when the zone is missing or not an IANA zone.
 * @example assertZone('America/Chicago') // 'America/Chicago'
 */
export function assertZone(zone: unknown): string {
  if (typeof zone === 'string' && (supportedZones().has(zone) || isLinkToListedZone(zone))) return zone;
  throw new QueryError(`Unknown time zone: ${JSON.stringify(zone)}; use an IANA time zone such as America/Chicago or UTC`);
}

function isLinkToListedZone(zone: string): boolean {
  if (!zoneShape.test(zone)) return false;
  try {
    return supportedZones().has(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}
