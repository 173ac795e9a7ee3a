import { TEXT_FILE_TOO_BIG, TEXT_JOBS_QUEUE_RATE_REACHED, productsForMods } from '@loadline/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { appState } from '../appState';
import { requireUser } from '../auth/requireUser';
import { answerError } from '../http/errors';
import { DEFAULT_MAX_BYTES, IMPORT_KINDS, type HourConvention, type ImportKind } from '../import/formats';
import { checkImportLabels } from '../import/importCsv';
import { createImportValidator } from '../import/importThread';
import { createImportUploads, type ImportUploads, type UploadStatus } from '../import/uploads';
import type { RoutePlugin } from '../server';

/**
 * The product each kind of import needs among the uploader's mods (spec part 2 §6): load, weather
 * and forecast runs feed Load Forecast; meter readings feed Meter Insights (meter-level insights).
 * Both come with mod_load_forecast.
 */
export const IMPORT_PRODUCTS: Readonly<Record<ImportKind, string>> = {
  load: 'prod_load_forecast',
  weather: 'prod_load_forecast',
  forecast: 'prod_load_forecast',
  meter: 'prod_meter_level_insights',
};

/** Message of the 403 answer to a user whose mods do not grant the kind's product. */
export const IMPORT_NOT_GRANTED = 'Your modules do not include the product this data is for';

/**
 * Largest upload, bytes: LOADLINE_IMPORT_MAX_MB (MiB) when set, else 3 MiB (spec part 2 §9, CSV
 * import max file size 3 MiB by default).
 * @throws Error for a value that is not a positive number
 */
export function importMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LOADLINE_IMPORT_MAX_MB?.trim();
  if (!raw) return DEFAULT_MAX_BYTES;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0 || mb > 1024) throw new Error(`LOADLINE_IMPORT_MAX_MB must be a number of MiB in (0, 1024], not ${JSON.stringify(raw)}`);
  return Math.round(mb * 1024 * 1024);
}

type UploadQuery = { kind?: string; source?: string; timezone?: string; hourConvention?: string };

/** A 4xx answer of this plugin, with our own message. */
class ImportRequestError extends Error {
  constructor(message: string, readonly statusCode: number) {
    super(message);
  }
}

const kindOf = (value: string | undefined): ImportKind | undefined => IMPORT_KINDS.find((k) => k === value);

/** onRequest after requireUser: 400 for an unknown kind, 403 unless the user's mods grant the kind's product. */
async function requireKindProduct(request: FastifyRequest<{ Querystring: UploadQuery }>, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = request.user;
  if (!user) return undefined;
  const kind = kindOf(request.query.kind);
  if (!kind) return reply.code(400).send({ message: `kind must be one of ${IMPORT_KINDS.join(', ')}` });
  if (!(productsForMods(user.mods) as ReadonlySet<string>).has(IMPORT_PRODUCTS[kind])) return reply.code(403).send({ message: IMPORT_NOT_GRANTED });
  return undefined;
}

/** Reads a request body up to `maxBytes`; a longer body is refused (413) without being read further. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > maxBytes) throw new ImportRequestError(`${TEXT_FILE_TOO_BIG} (limit ${maxBytes} bytes)`, 413);
    parts.push(buf);
  }
  return Buffer.concat(parts);
}

/** Options of {@link createImportRoutes}. */
export interface ImportRoutesOptions {
  /** Largest upload, bytes. @default importMaxBytes() */
  maxBytes?: number;
  /** Receives the uploads once made (tests wait for `idle()`). */
  onReady?: (uploads: ImportUploads) => void;
}

/**
 * Import through the API while the server runs (the CSV import of spec part 2 §5, for a
 * utility's own load, weather, meter readings and forecast runs):
 *
 * - `POST /imports?kind=load|weather|meter|forecast&source=&timezone=&hourConvention=ending|beginning`,
 *   body the CSV file (`text/csv` or `application/octet-stream`, at most {@link importMaxBytes}):
 *   202 with the upload's status ({@link UploadStatus}); the file is checked in a worker thread
 *   and written in one transaction, as the uploader's organisation's rows. 400 for a bad label,
 *   413 'file size bigger than expected', 409 'Jobs in queue rate has been reached' beyond
 *   three unfinished uploads of a user.
 * - `GET /imports/:importId`: the status, for its uploader only (anyone else 404): rows checked and
 *   written so far, then `done` with the rows imported, or `rejected` with every bad line by line
 *   number and the spec's summary (nothing written), or `failed` ('Something went wrong').
 *
 * Statuses and the limit live in the application state's import store (PostgreSQL with
 * `LOADLINE_DATABASE_URL`: a poll may reach any instance); with PostgreSQL every instance applies
 * every upload to its own DuckDB file through the import event log (import/uploads.ts).
 *
 * Every call needs a session (401); an upload needs the kind's product among the user's mods
 * ({@link IMPORT_PRODUCTS}, else 403), checked before the body is read.
 */
export function createImportRoutes(options: ImportRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    const maxBytes = options.maxBytes ?? importMaxBytes();
    const validator = createImportValidator();
    const stores = await appState(ctx.db);
    const uploads = createImportUploads({
      db: ctx.db,
      validator,
      statuses: stores.imports,
      ...(stores.importEvents ? { events: stores.importEvents } : {}),
      onError: (err, importId) => api.log.error({ err, importId }, 'import failed'),
      onApplyError: (err, event) => api.log.error({ err, ...event }, 'import event not applied'),
    });
    options.onReady?.(uploads);
    api.addHook('onClose', async () => {
      await uploads.close();
      await validator.close();
    });
    api.addHook('onRequest', requireUser);
    api.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ImportRequestError) return reply.code(error.statusCode).send({ message: error.message });
      return answerError(error, request, reply);
    });
    // The file as the body, read here up to the cap (never buffered beyond it).
    for (const type of ['text/csv', 'application/octet-stream']) {
      api.addContentTypeParser(type, (_request, payload, done) => {
        readCapped(payload, maxBytes).then((body) => done(null, body), (err: Error) => done(err, undefined));
      });
    }

    api.post<{ Querystring: UploadQuery }>('/imports', { onRequest: requireKindProduct }, async (req, reply) => {
      const user = req.user!;
      const kind = kindOf(req.query.kind)!;
      if (!Buffer.isBuffer(req.body)) throw new ImportRequestError('Send the file as the body (text/csv)', 415);
      const hourConvention = req.query.hourConvention ?? 'ending';
      if (hourConvention !== 'ending' && hourConvention !== 'beginning') throw new ImportRequestError('hourConvention must be ending or beginning', 400);
      let source: string;
      const timezone = req.query.timezone ?? 'America/Chicago';
      try {
        source = checkImportLabels({ timezone, source: req.query.source ?? 'CSV import', orgId: user.orgId });
      } catch (err) {
        throw new ImportRequestError((err as Error).message, 400);
      }
      const status = await uploads.start({ userId: user.userId, orgId: user.orgId, kind, source, timezone, hourConvention: hourConvention as HourConvention, bytes: req.body, maxBytes });
      if (!status) throw new ImportRequestError(TEXT_JOBS_QUEUE_RATE_REACHED, 409);
      return reply.code(202).send(status);
    });

    api.get<{ Params: { importId: string } }>('/imports/:importId', async (req): Promise<UploadStatus> => {
      const status = await uploads.get(req.params.importId, { userId: req.user!.userId, orgId: req.user!.orgId });
      if (!status) throw new ImportRequestError('Import not found', 404);
      return status;
    });
  };
}

/** The import routes with the server's settings; see {@link createImportRoutes}. */
export const importRoutes: RoutePlugin = createImportRoutes();
