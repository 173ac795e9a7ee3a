import {
  TEXT_NO_DISTINCT_FIELDS,
  calculationParameterSchema,
  configRowSchemas,
  configTableSchema,
  productsForMods,
  sortOrderSchema,
  type CalculationParameter,
  type ConfigTable,
} from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { requireUser } from '../auth/requireUser';
import type { Executor } from '../db/database';
import { PricingRequestError, configCount, requireConfiguration, configDistinct, configRows, type ConfigFilters } from '../pricing/configTables';
import type { RoutePlugin } from '../server';
import { registerJobRoutes, type JobRoutesOptions } from './pricingJobs';

/** Product a pricing call needs among the user's mods (spec part 2 §6: mod_pricing grants it). */
export const PRICING_PRODUCT = 'prod_pricing_management';
/** Message of the 403 answer to a user whose mods do not grant Pricing Management. */
export const PRICING_NOT_GRANTED = 'Your modules do not include Pricing Management';

/** onRequest after requireUser: 403 unless the user's mods grant Pricing Management. */
async function requirePricing(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = request.user;
  if (!user) return undefined;
  if (!(productsForMods(user.mods) as ReadonlySet<string>).has(PRICING_PRODUCT)) {
    return reply.code(403).send({ message: PRICING_NOT_GRANTED });
  }
  return undefined;
}

type Query = Record<string, string | string[] | undefined>;

/** Values of a repeated query key, sent as `key[]=v` (or `key=v`). */
function listOf(query: Query, key: string): string[] {
  const values = [query[`${key}[]`], query[key]].flat().filter((v): v is string => typeof v === 'string');
  if (values.length > 1000) throw new PricingRequestError(`Too many values for ${key}`);
  return values;
}

/** Filters of a request: every `name[]` key except the paging ones. */
function filtersOf(query: Query): ConfigFilters {
  // No prototype: a `__proto__[]` key is a filter name like any other (and refused as unknown).
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const key of Object.keys(query)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (['limit', 'skip', 'sortBy', 'sortOrder', 'distinct'].includes(name)) continue;
    out[name] = listOf(query, name);
  }
  return out;
}

function tableOf(value: string): ConfigTable {
  const parsed = configTableSchema.safeParse(value);
  if (!parsed.success) throw new PricingRequestError(`Unknown configuration table: ${value.slice(0, 100)}`, 404);
  return parsed.data;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  sortBy: z.string().min(1).max(100).optional(),
  sortOrder: sortOrderSchema.default('asc'),
});

function parsePage(query: Query) {
  const result = pageSchema.safeParse({ limit: one(query.limit), skip: one(query.skip), sortBy: one(query.sortBy), sortOrder: one(query.sortOrder) });
  if (!result.success) throw new PricingRequestError(`Invalid paging: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return result.data;
}

/** Values of each calculation parameter (spec part 2 §5: input rows must use them). */
const PARAMETER_SQL: Record<CalculationParameter, string> = {
  market: `SELECT attributeValue AS v FROM pricing_attributes WHERE attributeName = 'market' ORDER BY v`,
  iso: `SELECT attributeValue AS v FROM pricing_attributes WHERE attributeName = 'iso' ORDER BY v`,
  edc: `SELECT attributeValue AS v FROM pricing_attributes WHERE attributeName = 'edc' ORDER BY v`,
  product: 'SELECT code AS v FROM pricing_products ORDER BY v',
  profile: 'SELECT code AS v FROM pricing_load_profiles ORDER BY v',
};

/** Options of {@link createPricingRoutes}. */
export interface PricingRoutesOptions {
  /** Runs the SQL; defaults to the app's database. */
  db?: Executor;
  /** Job queue and hooks (see registerJobRoutes). */
  jobs?: Omit<JobRoutesOptions, 'db'>;
}

/**
 * Pricing routes (spec part 2 §7 "Pricing"), under `/api`, for signed-in users whose mods grant
 * Pricing Management (else 401 / 403, checked before anything is read):
 *
 * - GET /pricing/v1/config/{table}?limit&skip&sortBy&sortOrder&{filter}[]=v: a page of rows (the
 *   table's displayed columns as text), sorted by the server (text in natural order, digits as
 *   numbers: PTC-621 < PTC-35893, as the front end's filter lists); limit 1-100 (default 25).
 * - GET /pricing/v1/config/{table}/count?{filter}[]=v: `{ count }`.
 * - GET /pricing/v1/config/{table}/distinct/?distinct[]=field: `{ [field]: values }` (a filter
 *   name such as productCode, or a column of the table).
 * - GET /pricing/v1/calculation-parameters/distinct?fields[]=market|iso|edc|product|profile.
 *
 * Unknown table, or no pricing configuration in the database: 404. Unknown filter, sort or distinct field, bad paging: 400 naming it.
 * The job calls are in ./pricingJobs.ts, behind the same checks.
 */
export function createPricingRoutes(options: PricingRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    const db = options.db ?? ctx.db;
    api.addHook('onRequest', requireUser);
    api.addHook('onRequest', requirePricing);
    api.setErrorHandler((error, _request, reply) => {
      if (error instanceof PricingRequestError) return reply.code(error.statusCode).send({ message: error.message });
      throw error;
    });

    api.get<{ Params: { table: string }; Querystring: Query }>('/pricing/v1/config/:table', async (req) => {
      const table = tableOf(req.params.table);
      const rows = await configRows(db, table, parsePage(req.query), filtersOf(req.query));
      // The answer is the core contract: every row parses with the table's row schema.
      return z.array(configRowSchemas[table]).parse(rows);
    });

    api.get<{ Params: { table: string }; Querystring: Query }>('/pricing/v1/config/:table/count', async (req) => {
      const table = tableOf(req.params.table);
      return { count: await configCount(db, table, filtersOf(req.query)) };
    });

    api.get<{ Params: { table: string }; Querystring: Query }>('/pricing/v1/config/:table/distinct/', async (req) => {
      const table = tableOf(req.params.table);
      const fields = listOf(req.query, 'distinct');
      if (fields.length === 0) throw new PricingRequestError(TEXT_NO_DISTINCT_FIELDS);
      return configDistinct(db, table, [...new Set(fields)]);
    });

    api.get<{ Querystring: Query }>('/pricing/v1/calculation-parameters/distinct', async (req) => {
      const fields = listOf(req.query, 'fields');
      if (fields.length === 0) throw new PricingRequestError(TEXT_NO_DISTINCT_FIELDS);
      const asked = [...new Set(fields)].map((f) => {
        const parsed = calculationParameterSchema.safeParse(f);
        if (!parsed.success) throw new PricingRequestError(`Unknown calculation parameter: ${f.slice(0, 100)}`);
        return parsed.data;
      });
      await requireConfiguration(db);
      const out: Partial<Record<CalculationParameter, string[]>> = {};
      for (const f of asked) out[f] = (await db.all<{ v: string }>(PARAMETER_SQL[f])).map((r) => r.v);
      return out;
    });

    await registerJobRoutes(api, {
      ...options.jobs,
      db: ctx.db,
      onReady: (store, queue) => {
        // GET /api/health names where jobs run: BullMQ workers, or this process's worker thread.
        ctx.queue = queue.kind === 'bullmq' ? 'bullmq' : 'worker-thread';
        options.jobs?.onReady?.(store, queue);
      },
    });
  };
}

/** The pricing routes on the app's database; see {@link createPricingRoutes}. */
export const pricingRoutes: RoutePlugin = createPricingRoutes();
