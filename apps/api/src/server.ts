import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { storeKindOf } from './appState';
import type { Database } from './db/database';
import { ERROR_TEXTS, installErrorAnswers } from './http/errors';
import { parseGuardedJson } from './http/jsonGuard';
import { installRequestLog, serverLogger } from './http/logging';
import { installSecurityHeaders } from './http/securityHeaders';
import { timeseriesOf, type TimeseriesBackend } from './timeseries/backend';

/** What every route plugin receives: the one DuckDB file and the server's settings. */
export interface AppContext {
  db: Database;
  /** Public origin of the server, e.g. http://localhost:3000 (used for redirects and cookies). */
  origin: string;
  /**
   * Where pricing jobs run, as `GET /api/health` names it: 'worker-thread' (the embedded default,
   * one job at a time in a worker thread of this process) or 'bullmq' (worker processes on Redis,
   * `LOADLINE_REDIS_URL`); the pricing routes set it once their queue is made.
   * @default 'none' (no pricing routes mounted)
   */
  queue?: string;
}

/** What `GET /api/health` answers: this instance and the stores it uses. */
export interface HealthAnswer {
  status: 'ok';
  /** This instance: `LOADLINE_INSTANCE`, else the host name and process id. */
  instance: string;
  /** Where the application state lives: the DuckDB file or PostgreSQL (`LOADLINE_DATABASE_URL`). */
  store: 'duckdb' | 'postgres';
  /** The pricing job queue ({@link AppContext.queue}). */
  queue: string;
  /**
   * Where the data calls run: the DuckDB file, ClickHouse in-process (`chdb`,
   * LOADLINE_TIMESERIES=chdb:<folder>) or a ClickHouse server (`server`, LOADLINE_CLICKHOUSE_URL).
   */
  timeseries: TimeseriesBackend['kind'];
}

/** The health answer of a server on `ctx`. */
export function healthOf(ctx: AppContext, env: Record<string, string | undefined> = process.env): HealthAnswer {
  return {
    status: 'ok',
    instance: env.LOADLINE_INSTANCE || `${hostname()}:${process.pid}`,
    store: storeKindOf(ctx.db),
    queue: ctx.queue ?? 'none',
    timeseries: timeseriesOf(ctx.db).kind,
  };
}

/** A group of routes mounted under `/api`. */
export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Options of {@link createServer}. */
export interface ServerOptions {
  ctx: AppContext;
  /** Route plugins, each mounted under `/api`. */
  routes?: RoutePlugin[];
  /** Folder of the built portal to serve on the same origin (index.html fallback for client routes). */
  portalDir?: string;
  /**
   * Trust `X-Forwarded-For` from these proxies (Fastify's `trustProxy`: true, or comma-separated
   * addresses and CIDR ranges), so per-address limits (sign-in) see the client, not the proxy.
   * @default false
   */
  trustProxy?: boolean | string;
  /**
   * Fastify logger: on, off, or pino options (e.g. `serverLogger({ stream })` in tests).
   * @default serverLogger(): level from LOADLINE_LOG_LEVEL (info; silent under vitest), no secrets
   */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the reference API: every call of spec part 2 section 7 under `/api`, and the built
 * portal on the same origin.
 *
 * Every answer carries a request id (`X-Request-Id`, and `requestId` in error bodies, the key to
 * the log line of a 500), the security headers and, under `/api`, `Cache-Control: no-store`.
 * JSON bodies are parsed by the guarded parser (bounded depth and arrays, well-formed Unicode).
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const settings: FastifyServerOptions = {
    logger: options.logger ?? serverLogger(),
    // One line per request (installRequestLog) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 5 * 1024 * 1024,
    // Ours, never the client's: a request id chosen by a caller could forge log lines.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
  };
  const app: FastifyInstance = Fastify(settings);
  installErrorAnswers(app);
  installRequestLog(app);
  installSecurityHeaders(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseGuardedJson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  await app.register(
    async (api) => {
      // Answers over 1 KiB go out Brotli- or gzip-compressed when the client accepts it: query
      // answers (a dashboard's series, forecast runs) are JSON of up to a few MB.
      // Fast settings: Brotli quality 1 and gzip level 1 compress a year of hourly rows (~500 KiB)
      // about 8x in ~1 ms, where the defaults (Brotli 4) cost several ms of CPU per answer and
      // delay the dozens of answers a dashboard asks for at once.
      await api.register(fastifyCompress, {
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
        zlibOptions: { level: 1 },
      });
      // Public, no session: a load balancer's probe. Names the instance and its stores, nothing more.
      api.get('/health', async (): Promise<HealthAnswer> => healthOf(options.ctx));
      for (const plugin of options.routes ?? []) await api.register(plugin, { ctx: options.ctx });
    },
    { prefix: '/api' },
  );

  const portalDir = options.portalDir && resolve(options.portalDir);
  const servesPortal = Boolean(portalDir && existsSync(resolve(portalDir, 'index.html')));
  if (portalDir && servesPortal) {
    // preCompressed: the portal build writes .br and .gz copies of its assets.
    await app.register(fastifyStatic, { root: portalDir, wildcard: false, preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    if (servesPortal && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply.code(404).send({ message: ERROR_TEXTS.notFound });
  });
  return app;
}
