import type { Executor } from '../../db/database';
import { ISO, STATED_ADDERS, WEATHER_ZONE_TO_LOAD_ZONE } from '../constants';
import { monthsOf } from './monthsOf';
import { RowPricingError, type Adders, type PricingRow, type RowInputs } from './priceRow';

/**
 * Reads what {@link priceRow} needs for one input row from the seeded pricing tables, checking the
 * row against the configuration (spec part 2 §5: every value one of the server's lists).
 *
 * @module
 */

/** The adders of the Attributes table. @throws Error when one is missing (a broken seed). */
export async function loadAdders(db: Executor): Promise<Adders> {
  const rows = await db.all<{ name: string; v: number }>(
    `SELECT attributeName AS name, numericValue AS v FROM pricing_attributes WHERE attributeName IN (${STATED_ADDERS.map(() => '?').join(', ')})`,
    STATED_ADDERS.map((a) => a.attributeName),
  );
  const value = (name: string) => {
    const v = rows.find((r) => r.name === name)?.v;
    if (typeof v !== 'number') throw new Error(`Pricing attribute ${name} is missing`);
    return v;
  };
  return {
    ancillaryUsdPerMwh: value('ancillary_services_usd_per_mwh'),
    lossFactor: value('loss_factor'),
    recUsdPerMwh: value('rec_price_usd_per_mwh'),
    marginUsdPerMwh: value('margin_usd_per_mwh'),
  };
}

/**
 * Reads already made during one job, by query and parameters: rows of a job share products,
 * tariffs, profiles, curves and periods (a 10,000-row job otherwise asks the same three lookups
 * 10,000 times).
 */
export type HourlyCache = Map<string, Promise<unknown>>;

function once<T>(cache: HourlyCache | undefined, sql: string, params: readonly (string | number)[], read: () => Promise<T>): Promise<T> {
  const id = `${sql}\u0000${params.join('\u0000')}`;
  const hit = cache?.get(id) as Promise<T> | undefined;
  if (hit) return hit;
  const p = read();
  cache?.set(id, p);
  return p;
}

function hourly(db: Executor, sql: string, key: string, fromMs: number, toMs: number, cache?: HourlyCache): Promise<Map<number, number>> {
  return once(cache, sql, [key, fromMs, toMs], () =>
    db.all<{ t: number; v: number }>(sql, [key, fromMs, toMs]).then((rows) => new Map(rows.map((r) => [Number(r.t), r.v]))));
}

/** First row of a lookup, read once per job when a cache is given. */
function lookup<T>(db: Executor, sql: string, param: string, cache?: HourlyCache): Promise<T | undefined> {
  return once(cache, sql, [param], () => db.all<T>(sql, [param]).then((rows) => rows[0]));
}

/**
 * The inputs of one row.
 * @throws RowPricingError naming the first value that is not in the configuration, or a product of another TDU
 */
export async function loadRowInputs(db: Executor, row: PricingRow, adders: Adders, cache?: HourlyCache): Promise<RowInputs> {
  if (row.iso !== ISO) throw new RowPricingError(`Unknown iso: ${row.iso}`);
  const loadZone = WEATHER_ZONE_TO_LOAD_ZONE[row.market];
  if (!loadZone) throw new RowPricingError(`Unknown market: ${row.market}`);
  const product = await lookup<{ edc: string; renewablePct: number }>(db, 'SELECT edc, renewablePct FROM pricing_products WHERE code = ?', row.product, cache);
  if (!product) throw new RowPricingError(`Unknown product: ${row.product}`);
  const tariff = await lookup<{ c: number; d: number }>(
    db,
    'SELECT customerChargeUsdPerMonth AS c, deliveryCentsPerKwh AS d FROM pricing_tdu_tariffs WHERE code = ?',
    row.edc,
    cache,
  );
  if (!tariff) throw new RowPricingError(`Unknown edc: ${row.edc}`);
  if (product.edc !== row.edc) throw new RowPricingError(`Product ${row.product} is offered in ${product.edc}, not ${row.edc}`);
  const profile = await lookup<{ market: string }>(db, 'SELECT market FROM pricing_load_profiles WHERE code = ?', row.profile, cache);
  if (!profile) throw new RowPricingError(`Unknown profile: ${row.profile}`);
  if (profile.market !== row.market) throw new RowPricingError(`Profile ${row.profile} belongs to market ${profile.market}, not ${row.market}`);

  const slices = monthsOf(row.startDate, row.endDate);
  const fromMs = slices[0]!.startMs;
  const toMs = slices[slices.length - 1]!.endMs;
  const curve = `ERCOT_DAM_${loadZone}`;
  const range = '__time >= epoch_ms(?::BIGINT) AND __time < epoch_ms(?::BIGINT)';
  const [volumes, prices] = [
    await hourly(db, `SELECT epoch_ms(__time)::DOUBLE AS t, kwh AS v FROM pricing_load_profile_hourly WHERE profile = ? AND ${range}`, row.profile, fromMs, toMs, cache),
    await hourly(db, `SELECT epoch_ms(__time)::DOUBLE AS t, price AS v FROM pricing_curve_prices WHERE curve = ? AND ${range}`, curve, fromMs, toMs, cache),
  ];
  return {
    curve,
    volumes,
    prices,
    tariff: { customerChargeUsdPerMonth: tariff.c, deliveryCentsPerKwh: tariff.d },
    renewablePct: product.renewablePct,
    adders,
  };
}
