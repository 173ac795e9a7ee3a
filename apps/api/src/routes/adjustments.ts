import {
  ADJUSTMENT_PAGE_SIZE,
  adjustmentReasonCodeSchema,
  adjustmentStatusSchema,
  adjustmentSummaryPointSchema,
  adjustmentVersionRequestSchema,
  createAdjustmentRequestSchema,
  isCalendarDateTime,
  isKnownTimeZone,
  startOfLocalDate,
  type Adjustment,
  type AdjustmentPoint,
  type ConfigItem,
} from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { requireUser, type SessionUser } from '../auth/requireUser';
import { parseOr400 } from '../auth/validation';
import type { Database } from '../db/database';
import { mirrorAdjustedForecastToClickhouse } from '../import/mirror';
import { invalidateAnswers } from '../query/answerCache';
import type { RoutePlugin } from '../server';
import { timeseriesOf } from '../timeseries/backend';
import { adjustmentState, appState } from '../appState';
import { readShortTermForecast, stitch, type AdjustmentRecord, type AdjustmentStats, type AdjustmentStore, type EditedRow, type ForecastPoint, type SummaryPoint } from '../stores/adjustments';
import { hasUnsafeChars } from './dashboards';

/**
 * Largest version save or summary accepted (bytes); above it the answer is 413 with the spec's
 * text (part 2 §8, "saving chunks"). A week of hourly intervals is about 25 KB of JSON; a year of
 * hourly edits (8,760 rows, `pnpm bench adjustments`) about 1.3 MB, so 2 MiB lets a planner save a
 * whole year at once.
 */
export const ADJUSTMENT_BODY_LIMIT = 2 * 1024 * 1024;
/** Largest page of the adjustment list. */
export const MAX_ADJUSTMENT_PAGE = 100;
/** Module whose users adjust load forecasts (spec part 2 §6). */
export const ADJUSTMENT_MODULE = 'mod_load_forecast';
/** Source of the config items; the adjustable ones are the short-term forecasts (spec part 1 §3 "Status values"). */
export type AdjustmentConfigSource = () => readonly ConfigItem[] | Promise<readonly ConfigItem[]>;

/** Options of {@link adjustmentRoutes}. */
export interface AdjustmentRoutesOptions {
  /** Config items; an adjustment's `configId` must name one of category shortTermForecast. */
  configItems: AdjustmentConfigSource;
}

/** Messages of the adjustment answers. */
export const ADJUSTMENT_TEXTS = {
  /** 404: unknown, or of another organisation. */
  notFound: 'Adjustment not found',
  versionNotFound: 'Adjustment version not found',
  /** 403 */
  notGranted: 'Your modules do not include Load Forecast',
  /** 403: a colleague may read and approve, only the author edits. */
  authorOnly: 'Only the author of an adjustment can change it',
  /** 403: four eyes. */
  selfApproval: 'An adjustment must be approved by a colleague, not by its author',
  /** 409 */
  alreadyApproved: 'This adjustment is approved and can no longer be changed',
  badPage: `limit and skip: whole numbers, limit from 1 to ${MAX_ADJUSTMENT_PAGE}`,
  configRequired: 'configId: a config id is required',
  notAdjustable: 'configId: only short-term forecasts can be adjusted',
  badTimeZone: 'timezone: Unknown IANA time zone',
  badDates: 'dateRange: from and to must be calendar dates (YYYY-MM-DD), from not after to',
  noForecast: 'No forecast of this market, process time and date range',
  badText: 'name: must not contain control or bidirectional-override characters',
  /** 400: a version comment (line breaks and tabs are text). */
  badComment: 'comment: must not contain control or bidirectional-override characters',
  /** 400, after the field: an adjusted load or adjustment value beyond {@link MAX_ADJUSTED_LOAD_MWH}. */
  outOfBounds: 'must be within 0..200,000 MWh (adjusted load) or -200,000..200,000 (adjustment value): the plausible load of an hour of an ERCOT market',
  duplicate: 'is given twice',
  notInterval: 'is not an interval of this adjustment\'s forecast',
  patchBody: 'Send { summary } or { status: "approved" }',
} as const;

/**
 * Largest plausible load of one hour of an ERCOT market, MWh: the bound of the CSV import's
 * `load_mwh` (src/import/formats.ts), above ERCOT's record peak (about 85,500 MWh in an hour, 2023)
 * with room for growth. An adjusted forecast lies in 0..this; an adjustment value (MWh added,
 * a factor, a percent) in -this..this. Beyond it a value is a typo or an attack (2^63 used to reach
 * the database and answer 500).
 */
export const MAX_ADJUSTED_LOAD_MWH = 200_000;

/**
 * The first load of a summary (forecast or adjusted forecast, MWh) outside
 * 0..{@link MAX_ADJUSTED_LOAD_MWH}, as the 400 message `summary.{i}.{field}: ...`; undefined when
 * every load is null or plausible.
 */
export function summaryOutOfBounds(summary: readonly { forecast: number | null; adjustedForecast: number | null }[]): string | undefined {
  for (const [i, p] of summary.entries()) {
    for (const field of ['forecast', 'adjustedForecast'] as const) {
      const v = p[field];
      if (v !== null && !(v >= 0 && v <= MAX_ADJUSTED_LOAD_MWH)) return `summary.${i}.${field}: ${ADJUSTMENT_TEXTS.outOfBounds}`;
    }
  }
  return undefined;
}

/** Body of PATCH .../{id}: the spec's summary, or (additive) the approval of a draft. */
const patchSchema = z.union([
  z.object({ summary: z.array(adjustmentSummaryPointSchema).max(100_000) }).strict(),
  z.object({ status: z.literal('approved') }).strict(),
]);

const versionBodySchema = adjustmentVersionRequestSchema.extend({ reasonCode: adjustmentReasonCodeSchema.default('other') });

const iso = (t: number) => new Date(t).toISOString();

/** Local date parts of YYYY-MM-DD (or the date of an ISO date-time), or undefined. */
function localDate(text: string): { year: number; month: number; day: number } | undefined {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isCalendarDateTime(day)) return undefined;
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
}

/** UTC bounds [from, to) of the local days `from`..`to` (inclusive) in `timeZone`, or undefined. */
function rangeBounds(from: string, to: string, timeZone: string): { fromMs: number; toMs: number } | undefined {
  const a = localDate(from);
  const b = localDate(to);
  if (!a || !b) return undefined;
  const fromMs = startOfLocalDate(a, timeZone).getTime();
  const last = new Date(Date.UTC(b.year, b.month - 1, b.day + 1));
  const toMs = startOfLocalDate({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() }, timeZone).getTime();
  return fromMs < toMs ? { fromMs, toMs } : undefined;
}

/** Min, max and count of the loads (MWh), and the local days they fall on. */
function statsOf(points: readonly { t: number; load: number | null }[], timeZone: string): AdjustmentStats {
  const values = points.map((p) => p.load).filter((v): v is number => v !== null && Number.isFinite(v));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    count: values.length,
    dayCount: new Set(points.map((p) => day.format(p.t))).size,
  };
}

/** The adjustment as answered (core `Adjustment`). */
export function adjustmentView(a: AdjustmentRecord): Adjustment {
  return {
    adjustmentId: a.adjustmentId,
    name: a.name,
    configId: a.configId,
    market: a.market,
    processTime: a.processTime,
    dateRange: { from: a.dateFrom, to: a.dateTo },
    summary: a.summary,
    timezone: a.timezone,
    isHourEnding: a.isHourEnding,
    status: a.status,
    versions: a.versions.map((v) => ({ versionId: v.versionId, createdAt: iso(v.createdAt) })),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    createdBy: a.ownerId,
    approvedBy: a.approvedBy,
    approvedOn: a.approvedOn === null ? null : iso(a.approvedOn),
    ...a.stats,
  };
}

/** The forecast of an adjustment over its date range. */
export async function forecastOf(
  db: Database,
  a: Pick<AdjustmentRecord, 'market' | 'processTime' | 'dateFrom' | 'dateTo' | 'timezone' | 'ownerOrgId'>,
): Promise<ForecastPoint[]> {
  const bounds = rangeBounds(a.dateFrom, a.dateTo, a.timezone);
  return bounds ? readShortTermForecast(db, a.market, a.processTime, bounds.fromMs, bounds.toMs, a.ownerOrgId) : [];
}

/**
 * The edited rows of a version body: intervals whose calculation is not 'none' or whose new load
 * differs from the forecast. Every timestamp must be an interval of the forecast, once; an edited
 * adjusted load (MWh) must lie in 0..{@link MAX_ADJUSTED_LOAD_MWH} and its adjustment value in
 * -{@link MAX_ADJUSTED_LOAD_MWH}..{@link MAX_ADJUSTED_LOAD_MWH}.
 * @returns the rows, or the 400 message (`data.{i}.{field}: ...`)
 */
export function editedRows(data: readonly AdjustmentPoint[], forecast: readonly ForecastPoint[]): EditedRow[] | string {
  const loads = new Map(forecast.map((p) => [p.t, p.load]));
  const seen = new Set<number>();
  const rows: EditedRow[] = [];
  for (const [i, p] of data.entries()) {
    const t = Date.parse(p.timestamp);
    if (!loads.has(t)) return `data.${i}.timestamp: ${p.timestamp} ${ADJUSTMENT_TEXTS.notInterval}`;
    if (seen.has(t)) return `data.${i}.timestamp: ${p.timestamp} ${ADJUSTMENT_TEXTS.duplicate}`;
    seen.add(t);
    const edited = p.adjustmentCalculation !== 'none' || (p.adjustedForecast !== null && p.adjustedForecast !== loads.get(t));
    if (!edited) continue;
    if (p.adjustedForecast !== null && !Number.isFinite(p.adjustedForecast)) return `data.${i}.adjustedForecast: not a number`;
    if (p.adjustedForecast !== null && (p.adjustedForecast < 0 || p.adjustedForecast > MAX_ADJUSTED_LOAD_MWH)) {
      return `data.${i}.adjustedForecast: ${ADJUSTMENT_TEXTS.outOfBounds}`;
    }
    if (p.adjustmentValue !== null && !(Math.abs(p.adjustmentValue) <= MAX_ADJUSTED_LOAD_MWH)) return `data.${i}.adjustmentValue: ${ADJUSTMENT_TEXTS.outOfBounds}`;
    rows.push({ t, adjustedForecast: p.adjustedForecast, calculation: p.adjustmentCalculation, value: p.adjustmentValue });
  }
  return rows.sort((a, b) => a.t - b.t);
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type VersionRequest = FastifyRequest<{ Params: { id: string; v: string } }>;

/** `v{n}` to n, or undefined. */
const versionNo = (v: string) => (/^v[1-9]\d{0,8}$/.test(v) ? Number(v.slice(1)) : undefined);

/** How often an instance on a shared (PostgreSQL) application state writes approvals made through other instances into its own load table, ms. */
export const ADJUSTED_SERIES_SYNC_MS = 15_000;

/**
 * Writes the adjusted forecast of every approved adjustment whose series is missing from `db`'s
 * load table (a re-seed replaced it; or, on a shared PostgreSQL state, it was approved through
 * another instance, whose DuckDB file is not this one) and forgets the cached answers when it
 * wrote any. Returns how many it wrote.
 */
export async function syncAdjustedSeries(store: AdjustmentStore, db: Database): Promise<number> {
  let written = 0;
  for (const a of await store.approvedWithoutSeries()) {
    if (await store.restoreAdjustedSeries(a.adjustmentId, await forecastOf(db, a))) written++;
  }
  if (written > 0) invalidateAnswers(db);
  return written;
}

/**
 * Forecast adjustments (spec part 2 §7 "Adjustments"), every route behind `requireUser` and the
 * Load Forecast module (`mod_load_forecast`, else 403):
 * - GET user/v1/user/adjustments?configId&limit&skip[&status]: the organisation's adjustments, newest first (page size 5 by default).
 * - GET .../{id}; GET .../{id}/versions/{v}/stitched: the forecast with that version's edits.
 * - POST .../{id}/versions: a new version `{ versionId, createdAt }`; PUT .../{id}/versions/{v}: overwrites v and discards later versions.
 * - PATCH .../{id}: `{ summary }` by the author, or `{ status: 'approved' }` by a colleague (recorded in approvedBy).
 *   An approval writes the adjusted forecast (the latest version over the run) into `ercot_load` as
 *   series 'adjusted' of the run (source = adjustment id, the organisation's rows only), so load
 *   forecast dashboards chart it; the answer cache forgets the load answers.
 * - POST user/v1/user/adjustments: `{ adjustmentId }`.
 * - GET .../{id}/audit (additive): the audit trail.
 * Anyone outside the author's organisation gets 404, as for an unknown id. Only the author edits
 * (a colleague 403). Bodies are validated with the core schemas (400 `{ message }`); saves over
 * 2 MiB answer 413; each save is one transaction.
 */
export const adjustmentRoutes = ({ configItems }: AdjustmentRoutesOptions): RoutePlugin => async (api, { ctx }) => {
  const store: AdjustmentStore = await adjustmentState(ctx.db);
  // A re-seed replaces the load table: approved adjustments get their adjusted forecast back.
  await syncAdjustedSeries(store, ctx.db);
  if ((await appState(ctx.db)).kind === 'postgres') {
    // Other instances approve too, into their own DuckDB files: this one catches up on a timer.
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      syncAdjustedSeries(store, ctx.db)
        .catch((err: unknown) => api.log.error({ err }, 'adjusted series sync failed'))
        .finally(() => (running = false));
    }, ADJUSTED_SERIES_SYNC_MS);
    timer.unref();
    api.addHook('onClose', async () => clearInterval(timer));
  }
  api.addHook('onRequest', requireUser);
  api.addHook('onRequest', async (request, reply) => {
    if (request.user && !request.user.mods.includes(ADJUSTMENT_MODULE)) return reply.code(403).send({ message: ADJUSTMENT_TEXTS.notGranted });
    return undefined;
  });

  /** The adjustment if `viewer`'s organisation owns it, else answers 404. */
  const find = async (viewer: SessionUser, id: string, reply: FastifyReply): Promise<AdjustmentRecord | undefined> => {
    const a = await store.get(id);
    if (a && a.ownerOrgId === viewer.orgId) return a;
    void reply.code(404).send({ message: ADJUSTMENT_TEXTS.notFound });
    return undefined;
  };

  const BASE = '/user/v1/user/adjustments';

  api.get(BASE, async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
    const viewer = request.user as SessionUser;
    const { configId, limit, skip, status } = request.query;
    if (typeof configId !== 'string' || configId === '') return reply.code(400).send({ message: ADJUSTMENT_TEXTS.configRequired });
    const int = (v: string | undefined, fallback: number) => (v === undefined ? fallback : /^\d{1,6}$/.test(v) ? Number(v) : NaN);
    const page = { limit: int(limit, ADJUSTMENT_PAGE_SIZE), skip: int(skip, 0) };
    if (!(page.limit >= 1 && page.limit <= MAX_ADJUSTMENT_PAGE && page.skip >= 0)) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.badPage });
    const parsedStatus = status === undefined ? undefined : parseOr400(adjustmentStatusSchema, status, reply);
    if (status !== undefined && !parsedStatus) return reply;
    const list = await store.list(viewer.orgId, configId, { ...page, ...(parsedStatus ? { status: parsedStatus } : {}) });
    return list.map(adjustmentView);
  });

  api.post(BASE, { bodyLimit: ADJUSTMENT_BODY_LIMIT }, async (request, reply) => {
    const viewer = request.user as SessionUser;
    const body = parseOr400(createAdjustmentRequestSchema, request.body, reply);
    if (!body) return reply;
    if (hasUnsafeChars(body.name)) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.badText });
    const badSummary = summaryOutOfBounds(body.summary);
    if (badSummary) return reply.code(400).send({ message: badSummary });
    const config = (await configItems()).find((c) => c.configId === body.configId);
    if (config?.category.name !== 'shortTermForecast') return reply.code(400).send({ message: ADJUSTMENT_TEXTS.notAdjustable });
    if (!isKnownTimeZone(body.timezone)) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.badTimeZone });
    const dateFrom = body.dateRange.from.slice(0, 10);
    const dateTo = body.dateRange.to.slice(0, 10);
    if (!rangeBounds(dateFrom, dateTo, body.timezone)) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.badDates });
    const forecast = await forecastOf(ctx.db, { ...body, dateFrom, dateTo, ownerOrgId: viewer.orgId });
    if (forecast.length === 0) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.noForecast });
    const summary: SummaryPoint[] = body.summary.length
      ? body.summary
      : forecast.map((p) => ({ timestamp: iso(p.t), forecast: p.load, adjustedForecast: p.load }));
    const adjustmentId = randomUUID();
    await store.create({
      adjustmentId,
      ownerId: viewer.userId,
      ownerOrgId: viewer.orgId,
      configId: body.configId,
      market: body.market,
      processTime: body.processTime,
      name: body.name,
      dateFrom,
      dateTo,
      timezone: body.timezone,
      isHourEnding: body.isHourEnding,
      summary,
      stats: statsOf(forecast, body.timezone),
      createdAt: Date.now(),
    });
    return { adjustmentId };
  });

  api.get(`${BASE}/:id`, async (request: IdRequest, reply) => {
    const a = await find(request.user as SessionUser, request.params.id, reply);
    return a ? adjustmentView(a) : reply;
  });

  api.get(`${BASE}/:id/audit`, async (request: IdRequest, reply) => {
    const a = await find(request.user as SessionUser, request.params.id, reply);
    if (!a) return reply;
    return (await store.audit(a.adjustmentId)).map((e) => ({ ...e, at: iso(e.at) }));
  });

  api.get(`${BASE}/:id/versions/:v/stitched`, async (request: VersionRequest, reply) => {
    const a = await find(request.user as SessionUser, request.params.id, reply);
    if (!a) return reply;
    const n = versionNo(request.params.v);
    const rows = n === undefined ? null : await store.versionRows(a.adjustmentId, n);
    if (!rows) return reply.code(404).send({ message: ADJUSTMENT_TEXTS.versionNotFound });
    return stitch(await forecastOf(ctx.db, a), rows).map(
      (p): AdjustmentPoint => ({ timestamp: iso(p.t), forecast: p.forecast, adjustedForecast: p.adjustedForecast, adjustmentCalculation: p.calculation, adjustmentValue: p.value }),
    );
  });

  /** POST and PUT of a version: the author only, a draft only, one transaction. */
  const saveVersion = async (request: VersionRequest | IdRequest, reply: FastifyReply, v?: string) => {
    const viewer = request.user as SessionUser;
    const a = await find(viewer, request.params.id, reply);
    if (!a) return reply;
    if (a.ownerId !== viewer.userId) return reply.code(403).send({ message: ADJUSTMENT_TEXTS.authorOnly });
    const n = v === undefined ? undefined : versionNo(v);
    if (v !== undefined && (n === undefined || !a.versions.some((x) => x.versionNo === n))) return reply.code(404).send({ message: ADJUSTMENT_TEXTS.versionNotFound });
    const body = parseOr400(versionBodySchema, request.body, reply);
    if (!body) return reply;
    // Comments are multi-line text: line breaks and tabs pass, other controls and bidi overrides do not (as names).
    if (body.comment !== undefined && hasUnsafeChars(body.comment, true)) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.badComment });
    const forecast = await forecastOf(ctx.db, a);
    const rows = editedRows(body.data, forecast);
    if (typeof rows === 'string') return reply.code(400).send({ message: rows });
    const saved = await store.saveVersion({
      adjustmentId: a.adjustmentId,
      ownerId: viewer.userId,
      ...(n === undefined ? {} : { versionNo: n }),
      rows,
      forecast,
      reasonCode: body.reasonCode,
      comment: body.comment ?? null,
      at: Date.now(),
    });
    if (saved.outcome === 'missing') return reply.code(404).send({ message: ADJUSTMENT_TEXTS.notFound });
    if (saved.outcome === 'approved') return reply.code(409).send({ message: ADJUSTMENT_TEXTS.alreadyApproved });
    return { versionId: saved.versionId, createdAt: iso(saved.createdAt) };
  };

  api.post(`${BASE}/:id/versions`, { bodyLimit: ADJUSTMENT_BODY_LIMIT }, (request: IdRequest, reply) => saveVersion(request, reply));
  api.put(`${BASE}/:id/versions/:v`, { bodyLimit: ADJUSTMENT_BODY_LIMIT }, (request: VersionRequest, reply) => saveVersion(request, reply, request.params.v));

  api.patch(`${BASE}/:id`, { bodyLimit: ADJUSTMENT_BODY_LIMIT }, async (request: IdRequest, reply) => {
    const viewer = request.user as SessionUser;
    const a = await find(viewer, request.params.id, reply);
    if (!a) return reply;
    const parsed = patchSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: ADJUSTMENT_TEXTS.patchBody });
    const now = Date.now();
    if ('status' in parsed.data) {
      if (a.ownerId === viewer.userId) return reply.code(403).send({ message: ADJUSTMENT_TEXTS.selfApproval });
      const done = await store.approve(a.adjustmentId, viewer, now, await forecastOf(ctx.db, a));
      if (done === 'missing') return reply.code(404).send({ message: ADJUSTMENT_TEXTS.notFound });
      if (done === 'approved') return reply.code(409).send({ message: ADJUSTMENT_TEXTS.alreadyApproved });
      // The adjusted forecast is now a series of its run: answers of the load table are stale,
      // and a server on ClickHouse gets the series there too.
      invalidateAnswers(ctx.db);
      const backend = timeseriesOf(ctx.db);
      if (backend.engine) {
        try {
          await mirrorAdjustedForecastToClickhouse(ctx.db, backend.engine, a.adjustmentId, backend.cluster);
        } catch (err) {
          // The approval stands (DuckDB holds the series); the next start copies the table again.
          request.log.error({ err, adjustmentId: a.adjustmentId }, 'the adjusted forecast could not be copied to ClickHouse');
        }
      }
      return { adjustmentId: a.adjustmentId };
    }
    if (a.ownerId !== viewer.userId) return reply.code(403).send({ message: ADJUSTMENT_TEXTS.authorOnly });
    if (a.status === 'approved') return reply.code(409).send({ message: ADJUSTMENT_TEXTS.alreadyApproved });
    const summary = parsed.data.summary;
    const badSummary = summaryOutOfBounds(summary);
    if (badSummary) return reply.code(400).send({ message: badSummary });
    const stats = statsOf(summary.map((p) => ({ t: Date.parse(p.timestamp), load: p.forecast })).filter((p) => Number.isFinite(p.t)), a.timezone);
    await store.updateSummary(a.adjustmentId, viewer.userId, summary, stats, now);
    return { adjustmentId: a.adjustmentId };
  });
};
