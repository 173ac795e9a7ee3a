const BASE = 'http://loadline.invalid';

/**
 * Makes a post-login redirect target safe: a path on this origin, or '/'.
 *
 * Refused (answered '/'): anything not starting with a single '/', protocol-relative targets
 * ('//evil', '/\evil'), backslashes, control characters (tab, CR, LF...), targets whose
 * percent-decoding would start with '//' or hold a backslash ('%2F%2F'), and any target that does
 * not resolve to this origin (WHATWG URL parsing, as a browser would).
 *
 * @example safeRedirectPath('/demand/load-forecast/dashboard/42?x=1') // '/demand/load-forecast/dashboard/42?x=1'
 * @example safeRedirectPath('//evil.example') // '/'
 */
export function safeRedirectPath(target: unknown): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return '/';
  if (!target.startsWith('/') || target.startsWith('//')) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return '/';
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return '/';
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  // Dot segments are resolved by the URL parser ('/./%2F' becomes '/%2F'): check the result too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === target || safeRedirectPath(path) === path ? path : '/';
}
