import type { FastifyRequest } from 'fastify';

/** Custom request header the HTTP adapter of `@loadline/core` sends on every call. */
export const REQUEST_HEADER = 'x-loadline-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for methods that must not change state (GET, HEAD, OPTIONS). */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Cross-site request check for state-changing requests that carry a session cookie
 * (OWASP CSRF cheat sheet: custom request header plus Origin verification).
 *
 * Passes when the request has `X-Loadline-Request: 1` (a cross-site page cannot send a custom
 * header without a CORS preflight, which this server never grants) and, when the browser sent an
 * `Origin`, that origin is one of `trustedOrigins`.
 */
export function passesCsrfCheck(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  if (request.headers[REQUEST_HEADER] !== '1') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return trustedOrigins.includes(origin);
}
