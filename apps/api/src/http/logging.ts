import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Structured logs of the server (Fastify's pino): one JSON line per request with its request id
 * (`reqId`, the `X-Request-Id` of the answer), and every 500 with its error and stack
 * (`http/errors.ts`). Nothing secret reaches a line: no header is logged (cookies, authorization),
 * the query string is left out (the sign-in callback carries `code` and `state`), and the token of
 * a pricing upload URL is masked.
 */

/** Levels of pino, quietest last. */
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
/** A log level. */
export type LogLevel = (typeof LEVELS)[number];

/**
 * The log level: `LOADLINE_LOG_LEVEL` when it names a level, else `silent` under vitest (tests
 * stay quiet unless asked) and `info` otherwise.
 * @param env the process environment
 * @example logLevel({ LOADLINE_LOG_LEVEL: 'debug' }) // 'debug'
 */
export function logLevel(env: Readonly<Record<string, string | undefined>> = process.env): LogLevel {
  const asked = env.LOADLINE_LOG_LEVEL?.trim().toLowerCase();
  if (asked && (LEVELS as readonly string[]).includes(asked)) return asked as LogLevel;
  return env.VITEST ? 'silent' : 'info';
}

/**
 * The path of a request URL as logged: no query string, and the secret token of a pricing upload
 * URL (`/pricing/v1/jobs/{id}/input/{token}`) masked.
 * @example loggedPath('/api/auth/user?code=abc') // '/api/auth/user'
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/(\/pricing\/v1\/jobs\/[^/]+\/input\/)[^/]+/, '$1[token]');
}

/** Where log lines go (a pino destination): stdout unless given, e.g. a test's collector. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify logger options of the server: {@link logLevel}, Fastify's two lines per request turned
 * off for {@link installRequestLog}'s one, request serialised as method and {@link loggedPath}.
 * @param options `env` for the level, `stream` for the destination (default stdout)
 */
export function serverLogger(options: { env?: Readonly<Record<string, string | undefined>>; stream?: LogStream } = {}): FastifyServerOptions['logger'] {
  return {
    level: logLevel(options.env),
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: loggedPath(request.url ?? '') }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** The health check's path (`GET /api/health`), which load balancers call every few seconds. */
export const HEALTH_PATH = '/api/health';

/**
 * One line per request when its answer is sent: `reqId`, method, path ({@link loggedPath}), status
 * and response time (ms), at info (warn for 4xx is noise: a 401 is routine; 5xx are logged with
 * their error by the error handler); a health check ({@link HEALTH_PATH}) answered 200 at debug.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    // A proxy's or orchestrator's health check (every few seconds) answered 200 is logged at debug.
    const level = reply.statusCode === 200 && loggedPath(request.url) === HEALTH_PATH ? 'debug' : 'info';
    request.log[level](
      { method: request.method, url: loggedPath(request.url), statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
