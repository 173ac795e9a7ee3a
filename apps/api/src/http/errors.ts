import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One error answer for every route of the API: `{ message, requestId }` with the status, and the
 * request id in the `X-Request-Id` header of every answer. Messages are the spec's texts (part 2
 * section 8) or a generic one: an unexpected error (a database error with its SQL, a stack
 * overflow) answers 500 'Something went wrong' and its detail goes to the log only, under the
 * same request id.
 */

/** Texts of the generic answers. */
export const ERROR_TEXTS = {
  /** 500: anything unexpected (details in the log, found by the answer's requestId). */
  internal: 'Something went wrong',
  /** 413 (spec part 2 section 8). */
  tooLarge: 'Payload too large... try reducing the amount saved by saving chunks (i.e. multiple times)',
  /** 415 */
  mediaType: 'Unsupported media type: send JSON (application/json)',
  /** 400: a body Fastify could not read. */
  badBody: 'The request body could not be read',
  /** 404 */
  notFound: 'Not found',
} as const;

/** Header carrying the request id on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The message a client error (4xx) answers with: ours as thrown, Fastify's own mapped to plain texts. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return ERROR_TEXTS.tooLarge;
  if (status === 415) return ERROR_TEXTS.mediaType;
  // Errors of Fastify itself (FST_*) may quote parser internals; ours carry a readable message.
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) {
    return status === 404 ? ERROR_TEXTS.notFound : ERROR_TEXTS.badBody;
  }
  return error.message;
}

/** The error handler: 4xx with a client-facing message, anything else 500 with the generic one (logged). */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.code(status).send({ message: clientMessage(error, status), requestId: request.id });
  }
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  return reply.code(500).send({ message: ERROR_TEXTS.internal, requestId: request.id });
}

/**
 * Installs the request-id header, the error handler and the `requestId` of every JSON error
 * answer on the root instance (so route plugins that set their own handler still answer with it).
 */
export function installErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setErrorHandler(answerError);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) void reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode < 400 || typeof payload !== 'string' || payload.length > 65_536) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (body === null || typeof body !== 'object' || Array.isArray(body) || 'requestId' in body) return payload;
      return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      return payload;
    }
  });
}
