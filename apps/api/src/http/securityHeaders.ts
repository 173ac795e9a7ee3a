import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of every answer. The portal is a Vite build: module scripts and CSS
 * files from its own origin, no inline script. Styles allow 'unsafe-inline' for the style
 * attributes the SDK's components set at run time (vanilla-extract runtime variables, chart
 * sizes); scripts never do. Framing only by the same origin: hosts embed the SDK, not the portal.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers set on every answer (OWASP Secure Headers). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Sets {@link SECURITY_HEADERS} on every answer (a route may still set its own CSP, as the
 * embedded identity provider's pages do), and `Cache-Control: no-store` on every `/api` answer
 * that does not set its own caching: signed-in JSON must not be kept by a shared cache or the
 * browser's back-forward history.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) void reply.header(name, value);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
