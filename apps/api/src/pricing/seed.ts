import { fileLiteral, type StepContext } from '../seed/tables';
import { MARKET_LABELS } from '../seed/markets';
import { COMPONENTS, ISO, RESIDENTIAL_ANNUAL_KWH, STATED_ADDERS, WEATHER_ZONE_TO_LOAD_ZONE } from './constants';

/**
 * Seeds pricing (apps/api/seed/SOURCES.md "Pricing"): hourly price curves, derived load profiles,
 * TDU tariffs and the eight configuration tables of spec part 2 §3, from the committed
 * pricing_*.parquet files and the load and meter seed files. Reads only committed seed files.
 *
 * @module
 */

/** Tables written by {@link seedPricing} (all replaced on re-seed). */
export const PRICING_SEED_TABLES = [
  'pricing_curve_prices', 'pricing_load_profile_hourly', 'pricing_tdu_tariffs',
  'pricing_products', 'pricing_product_component', 'pricing_component_curve', 'pricing_components',
  'pricing_formulae', 'pricing_attributes', 'pricing_curves', 'pricing_load_profiles',
] as const;

/** Profile hours seeded: the span of the day-ahead prices (2020-01-01 .. 2025-05-17 local). */
const PROFILE_FROM = '2020-01-01 06:00:00';
const PROFILE_TO = '2025-05-18 05:00:00';

const CLASSES = [
  { code: 'RESLOWR', name: 'Residential low winter ratio' },
  { code: 'RESHIWR', name: 'Residential high winter ratio' },
] as const;

/** Loads pricing; see {@link PRICING_SEED_TABLES}. */
export async function seedPricing(ctx: StepContext): Promise<void> {
  const { db } = ctx;
  const zoneValues = Object.entries(WEATHER_ZONE_TO_LOAD_ZONE).map(([w, l]) => `('${w}', '${l}')`).join(', ');

  // Curves: DAM load-zone prices 2020-2022 (ercot_prices.parquet) and 2023..2025-05-17, Henry Hub daily.
  await db.run(`CREATE OR REPLACE TABLE pricing_curve_prices AS
    SELECT __time, 'ERCOT_DAM_' || settlement_point AS curve, price FROM (
      SELECT __time, settlement_point, price FROM read_parquet(${fileLiteral(ctx, 'ercot_prices.parquet')})
        WHERE market = 'DAM' AND settlement_point LIKE 'LZ\\_%' ESCAPE '\\'
      UNION ALL
      SELECT __time, settlement_point, price FROM read_parquet(${fileLiteral(ctx, 'pricing_dam_lz.parquet')}))
    UNION ALL
    SELECT timezone('UTC', timezone('America/Chicago', day::TIMESTAMP)), 'HENRY_HUB_SPOT', price FROM read_parquet(${fileLiteral(ctx, 'pricing_henry_hub.parquet')})
    ORDER BY curve, __time`);

  // Load profiles (derived): class x weather zone = half the zone's real load shape, half the mean
  // household shape of the class by local month, weekday/weekend and hour; scaled to the ERCOT
  // residential average annual usage over the full years 2020-2024.
  await db.run(`CREATE OR REPLACE TABLE pricing_load_profile_hourly AS
    WITH zl AS (
      SELECT __time, market, load, year(timezone('America/Chicago', timezone('UTC', __time))) AS y, timezone('America/Chicago', timezone('UTC', __time)) AS lt
      FROM read_parquet(${fileLiteral(ctx, 'ercot_native_load.parquet')})
      WHERE market <> 'ERCOT' AND __time >= TIMESTAMP '${PROFILE_FROM}' AND __time < TIMESTAMP '${PROFILE_TO}'),
    zs AS (SELECT __time, market, lt, load / avg(load) OVER (PARTITION BY market, y) AS zshape FROM zl),
    hh AS (
      SELECT l.meter_id, split_part(i.profile, '_', 1) AS cls, timezone('America/Chicago', timezone('UTC', l.__time)) AS lt, l.load
      FROM read_parquet(${fileLiteral(ctx, 'meter_load.parquet')}) l JOIN read_parquet(${fileLiteral(ctx, 'meter_info.parquet')}) i USING (meter_id)),
    hn AS (SELECT cls, month(lt) AS m, isodow(lt) >= 6 AS we, hour(lt) AS h, load / avg(load) OVER (PARTITION BY meter_id) AS s FROM hh),
    cs AS (SELECT cls, m, we, h, avg(s) AS cshape FROM hn GROUP BY ALL),
    blend AS (
      SELECT zs.__time, cs.cls || '_' || zs.market AS profile, 0.5 * zs.zshape + 0.5 * cs.cshape AS b, year(zs.lt) AS y
      FROM zs JOIN cs ON cs.m = month(zs.lt) AND cs.we = (isodow(zs.lt) >= 6) AND cs.h = hour(zs.lt))
    SELECT __time, profile,
      ${RESIDENTIAL_ANNUAL_KWH} * b / (sum(b) FILTER (WHERE y BETWEEN 2020 AND 2024) OVER (PARTITION BY profile) / 5) AS kwh
    FROM blend ORDER BY profile, __time`);

  await db.run(`CREATE OR REPLACE TABLE pricing_tdu_tariffs AS SELECT code, name, service_area AS serviceArea,
      monthly_base_charge AS customerChargeUsdPerMonth, per_kwh_rate AS deliveryCentsPerKwh, effective_date AS effectiveDate
    FROM read_parquet(${fileLiteral(ctx, 'pricing_tdu.parquet')}) ORDER BY code`);

  // Products: every Power to Choose plan of a TDU with a tariff in tdu-rates.json.
  await db.run(`CREATE OR REPLACE TABLE pricing_products AS SELECT 'PTC-' || p.plan_id AS code, p.plan_name AS name,
      p.rep_name || ', ' || p.tdu_area || ', ' || lower(p.rate_type) || CASE WHEN p.term_months > 0 THEN ' ' || p.term_months || ' months' ELSE ' month to month' END
        || ', ' || p.renewable_pct::INTEGER || ' % renewable, ' || printf('%.1f', p.price_kwh_1000) || ' cents/kWh at 1,000 kWh (EFL)'
        || CASE WHEN p.is_prepaid THEN ', prepaid' ELSE '' END || CASE WHEN p.is_tou THEN ', time of use' ELSE '' END AS description,
      p.tdu_area AS edc, p.rep_name AS repName, p.rate_type AS rateType, p.term_months AS termMonths, p.renewable_pct AS renewablePct,
      p.price_kwh_1000 AS priceCentsPerKwh1000, p.base_charge_monthly AS baseChargeUsdPerMonth
    FROM read_parquet(${fileLiteral(ctx, 'pricing_plans.parquet')}) p JOIN pricing_tdu_tariffs t ON t.code = p.tdu_area
    ORDER BY p.tdu_area, p.plan_id::INTEGER`);

  await db.run(`CREATE OR REPLACE TABLE pricing_components (code VARCHAR, name VARCHAR, description VARCHAR, granularity VARCHAR,
    level VARCHAR, uom VARCHAR, inputType VARCHAR, componentGroup VARCHAR, formula VARCHAR, ord INTEGER)`);
  for (const [i, c] of COMPONENTS.entries()) {
    await db.run('INSERT INTO pricing_components VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      c.code, c.name, c.description, c.granularity, c.level, c.uom, c.inputType, c.componentGroup, c.formula, i,
    ]);
  }
  await db.run(`CREATE OR REPLACE TABLE pricing_product_component AS SELECT p.code AS product, c.code AS component, c.granularity, c.uom,
      c.componentGroup FROM pricing_products p CROSS JOIN pricing_components c ORDER BY p.code, c.ord`);
  await db.run(`CREATE OR REPLACE TABLE pricing_formulae AS SELECT c.code AS component, p.code AS product,
      replace(replace(replace(replace(c.formula, '{tdu}', p.edc), '{tduCustomer}', printf('%.2f', t.customerChargeUsdPerMonth)),
        '{tduPerKwh}', printf('%.4f', t.deliveryCentsPerKwh)), '{renewablePct}', p.renewablePct::INTEGER::VARCHAR) AS formula
    FROM pricing_products p JOIN pricing_tdu_tariffs t ON t.code = p.edc CROSS JOIN pricing_components c ORDER BY p.code, c.ord`);

  await db.run(`CREATE OR REPLACE TABLE pricing_curves AS SELECT curve AS name,
      CASE WHEN curve = 'HENRY_HUB_SPOT' THEN 'Henry Hub natural gas spot price (EIA NG.RNGWHHD.D), $/MMBtu, trading days'
        ELSE 'ERCOT day-ahead settlement point price, load zone ' || replace(curve, 'ERCOT_DAM_', '') || ', hourly, $/MWh' END AS description,
      CASE WHEN curve = 'HENRY_HUB_SPOT' THEN 'gas_spot' ELSE 'power_day_ahead' END AS curveType,
      CASE WHEN curve = 'HENRY_HUB_SPOT' THEN 'P1D' ELSE 'PT1H' END AS granularity,
      CASE WHEN curve = 'HENRY_HUB_SPOT' THEN '$/MMBtu' ELSE '$/MWh' END AS uom,
      min(__time) AS firstTime, max(__time) AS lastTime
    FROM pricing_curve_prices GROUP BY curve ORDER BY curve`);
  await db.run(`CREATE OR REPLACE TABLE pricing_component_curve AS SELECT c.code AS component, v.name AS curve,
      strftime(v.lastTime, '%Y-%m-%dT%H:%M:%SZ') AS asOfDatetime
    FROM pricing_components c JOIN pricing_curves v ON v.curveType = 'power_day_ahead'
    WHERE c.code IN ('ENERGY', 'LOSSES') ORDER BY c.ord, v.name`);

  await db.run(`CREATE OR REPLACE TABLE pricing_load_profiles AS
    WITH z(market, loadZone) AS (VALUES ${zoneValues}),
    cls(cls, clsName) AS (VALUES ${CLASSES.map((c) => `('${c.code}', '${c.name}')`).join(', ')})
    SELECT cls || '_' || market AS code, clsName || ', weather zone ' || market AS name,
      'Derived, not measured: half the ' || market || ' zone''s ERCOT native load shape, half the mean ' || cls
        || ' household shape (SGSC households) by month, day type and hour; ${RESIDENTIAL_ANNUAL_KWH.toLocaleString('en-US')} kWh a year (EIA-861 2019 ERCOT residential average). Priced at ' || loadZone AS description,
      market, loadZone, cls AS profileClass
    FROM z CROSS JOIN cls WHERE cls || '_' || market IN (SELECT DISTINCT profile FROM pricing_load_profile_hourly) ORDER BY code`);

  await db.run(`CREATE OR REPLACE TABLE pricing_attributes (attributeName VARCHAR, attributeValue VARCHAR, attributeValueDisplay VARCHAR,
    description VARCHAR, numericValue DOUBLE)`);
  const attr = (name: string, value: string, display: string, description: string, numeric: number | null = null) =>
    db.run('INSERT INTO pricing_attributes VALUES (?, ?, ?, ?, ?)', [name, value, display, description, numeric]);
  await attr('iso', ISO, 'ERCOT', 'Electric Reliability Council of Texas');
  for (const [zone, lz] of Object.entries(WEATHER_ZONE_TO_LOAD_ZONE)) {
    await attr('market', zone, MARKET_LABELS[zone as keyof typeof MARKET_LABELS], `ERCOT weather zone; energy priced at ${lz} (approximate mapping)`);
  }
  await db.run(`INSERT INTO pricing_attributes SELECT 'edc', code, name, serviceArea || '; tariff effective ' || effectiveDate || ': '
      || printf('%.2f', customerChargeUsdPerMonth) || ' $/month, ' || printf('%.4f', deliveryCentsPerKwh) || ' cents/kWh', NULL FROM pricing_tdu_tariffs`);
  for (const a of STATED_ADDERS) await attr(a.attributeName, String(a.value), a.display, a.description, a.value);
  await attr('annual_usage_kwh', String(RESIDENTIAL_ANNUAL_KWH), `${RESIDENTIAL_ANNUAL_KWH.toLocaleString('en-US')} kWh`,
    'ERCOT residential average annual usage, EIA-861 2019 (sales / customers); the scale of every load profile', RESIDENTIAL_ANNUAL_KWH);
}
