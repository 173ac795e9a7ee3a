import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type * as z from 'zod';
import { forViewer, getDatasource, type DatasourceMeta } from '../data/registry';
import { QueryError, unknownDatasource } from './errors';

/**
 * Helpers shared by the data, weather and risk route plugins: request validation with the zod
 * schemas of @loadline/core, datasource lookup, and one error answer `{ message }`.
 */

/** What the data, weather and risk plugins take: the guard run before every route (e.g. `requireUser`). */
export interface GuardedRoutesOptions {
  /** preHandler of every route of the plugin; none for an open plugin (tests of the engine alone). */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * Parses a request part with a schema of @loadline/core.
 * @throws {QueryError} 400 listing each problem as `path: message`.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join('.') : what}: ${i.message}`);
  throw new QueryError(`Invalid ${what}: ${problems.join('; ')}`);
}

/**
 * The registered datasource of that name, as `viewer` reads it ({@link forViewer}: a datasource
 * holding imported rows keeps the viewer's organisation's rows besides the public ones; no
 * viewer, public rows only).
 * @throws {QueryError} 404 when there is none.
 */
export function datasourceOr404(name: string, viewer?: { orgId: string } | null): DatasourceMeta {
  const meta = getDatasource(name);
  if (!meta) throw new QueryError(unknownDatasource(name), 404);
  return forViewer(meta, viewer);
}

/**
 * Installs the plugin's guard and its error answer: a {@link QueryError} (with its headers, e.g.
 * Retry-After) or a Fastify client error
 * (malformed JSON, body too large) answers its status with `{ message }`; anything else is a 500
 * with a generic message, the details going to the log only (no SQL or stack reaches the caller).
 */
export function installGuardAndErrors(api: FastifyInstance, options: GuardedRoutesOptions): void {
  if (options.preHandler) api.addHook('preHandler', options.preHandler);
  api.setErrorHandler((error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const answer = errorAnswer(error, request);
    return reply.code(answer.status).headers(answer.headers).send({ message: answer.message });
  });
}

/** What a failed call answers: its status, headers (Retry-After) and `{ message }` text. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  message: string;
}

/**
 * The answer of a failed call (the plugins' error handler, and each refused item of a query
 * batch): a {@link QueryError} with its status and headers, a Fastify client error (4xx) with its
 * message, anything else 500 'Something went wrong' with the details in the log only (no SQL or
 * stack reaches the caller).
 */
export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof QueryError) return { status: error.statusCode, headers: error.headers, message: error.message };
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return { status, headers: {}, message: error.message };
  request.log.error(error);
  return { status: 500, headers: {}, message: 'Something went wrong' };
}
