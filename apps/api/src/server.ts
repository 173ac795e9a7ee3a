import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './db/database';

/** What every route plugin receives: the one DuckDB file and the server's settings. */
export interface AppContext {
  db: Database;
  /** Public origin of the server, e.g. http://localhost:3000 (used for redirects and cookies). */
  origin: string;
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
  /** Fastify logger on or off. @default false */
  logger?: boolean;
}

/**
 * Builds the reference API: every call of spec part 2 section 7 under `/api`, and the built
 * portal on the same origin.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 5 * 1024 * 1024 });

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
      api.get('/health', async () => ({ status: 'ok' }));
      for (const plugin of options.routes ?? []) await api.register(plugin, { ctx: options.ctx });
    },
    { prefix: '/api' },
  );

  const portalDir = options.portalDir && resolve(options.portalDir);
  if (portalDir && existsSync(resolve(portalDir, 'index.html'))) {
    // preCompressed: the portal build writes .br and .gz copies of its assets.
    await app.register(fastifyStatic, { root: portalDir, wildcard: false, preCompressed: true });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.code(404).send({ message: 'Not found' });
    });
  }
  return app;
}
