import { hoursBetween } from '../forecast/inputs';
import type { ForecastSummary } from '../forecast/run';
import { predictVanilla } from '../forecast/vanilla';
import { kMeans } from './kmeans';
import { appendRows, processTimeIso, type StepContext } from './tables';

/** Weather scenarios: offsets added to the hourly normal temperature, degF. */
export const SCENARIOS = [
  { name: 'Normal weather', offset: 0 },
  { name: 'Hot (+3 degF)', offset: 3 },
  { name: 'Cold (-3 degF)', offset: -3 },
] as const;

/**
 * Scenario analysis (derived): each market's latest long-term model run over the latest long-term
 * horizon under hourly normals, normals + 3 degF and normals - 3 degF. Long format as the spec's
 * scenario config expects: `Item` ('Load' MWh, 'Temperature' degF) and `value`.
 */
export async function seedScenarios(ctx: StepContext, summary: ForecastSummary): Promise<void> {
  await ctx.db.run('CREATE OR REPLACE TABLE scenario_analysis (__time TIMESTAMP, market VARCHAR, scenario VARCHAR, Item VARCHAR, value DOUBLE)');
  const run = summary.longTerm[summary.longTerm.length - 1];
  if (!run) return;
  const hours = hoursBetween(run.from, run.to);
  const rows: (string | number | null)[][] = [];
  const normalsByStation = new Map<string, Map<number, number>>();
  for (const [market, { model, station }] of summary.models) {
    let normals = normalsByStation.get(station);
    if (!normals) {
      const r = await ctx.db.all<{ t: number; v: number }>(
        `SELECT epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM weather_hourly WHERE series = 'normal' AND station = ?`,
        [station],
      );
      normals = new Map(r.map((x) => [x.t, x.v]));
      normalsByStation.set(station, normals);
    }
    for (const s of SCENARIOS) {
      const temps = hours.map((t) => (normals.get(t) ?? NaN) + s.offset);
      const load = predictVanilla(model, hours.map((t, i) => ({ t, temperature: temps[i]! })));
      hours.forEach((t, i) => {
        rows.push([t, market, s.name, 'Load', load[i]!]);
        rows.push([t, market, s.name, 'Temperature', temps[i]!]);
      });
    }
  }
  await appendRows(ctx.db, 'scenario_analysis', ['timestamp', 'varchar', 'varchar', 'varchar', 'double'], rows);
}

/**
 * Risk positions are marked at DAM prices before this instant (UTC; 2023-01-01 00:00 Central) and at
 * RTM prices after: one price per hour and load zone, although `ercot_prices` also holds DAM
 * load-zone prices 2023-01..2025-05.
 */
export const RISK_DAM_BEFORE_UTC = '2023-01-01 06:00:00';

/** Hedge ratio of the stated hedge blocks. */
export const HEDGE_RATIO = 0.8;

/**
 * Risk positions (derived): per ERCOT load zone (LZ_HOUSTON = COAST; LZ_NORTH = NCENT + NORTH +
 * EAST; LZ_SOUTH = SOUTH + SCENT; LZ_WEST = WEST + FWEST) and hour with a real price:
 * demand = real native load (MWh); supply = stated hedge blocks, an on-peak (weekdays HE07-HE22)
 * and an off-peak block of 80% of the same month's average load one year earlier (MW x 1 h);
 * position (net open position) = demand - supply; volume = |position|; mark_to_market =
 * position x the real price ($, DAM 2020-2022, RTM from 2023-12; never both, see
 * {@link RISK_DAM_BEFORE_UTC}): the cost of buying the open
 * position (negative when surplus hedge is sold). asOfDate = first day of the delivery month.
 */
export async function seedRisk(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE risk_positions AS
    WITH zone_map(market, loadZone) AS (VALUES ('COAST','LZ_HOUSTON'), ('NCENT','LZ_NORTH'), ('NORTH','LZ_NORTH'), ('EAST','LZ_NORTH'),
      ('SOUTH','LZ_SOUTH'), ('SCENT','LZ_SOUTH'), ('WEST','LZ_WEST'), ('FWEST','LZ_WEST')),
    lz AS (SELECT l.__time, z.loadZone, sum(l.load) AS demand, count(*) AS zones FROM ercot_load l JOIN zone_map z USING (market)
      WHERE l.series = 'actual' GROUP BY ALL),
    classed AS (SELECT *, timezone('America/Chicago', timezone('UTC', __time)) AS lt FROM lz),
    peaked AS (SELECT *, (isodow(lt) <= 5 AND hour(lt) BETWEEN 6 AND 21) AS onPeak, date_trunc('month', lt) AS month FROM classed),
    blocks AS (SELECT loadZone, month + INTERVAL 1 YEAR AS deliveryMonth, onPeak, ${HEDGE_RATIO} * avg(demand) AS blockMw FROM peaked GROUP BY ALL)
    SELECT p.__time, strftime(p.month, '%Y-%m-%d') AS asOfDate, p.loadZone AS market, pr.priceMarket,
      b.blockMw AS supply, p.demand, p.demand - b.blockMw AS position, abs(p.demand - b.blockMw) AS volume,
      (p.demand - b.blockMw) * pr.price AS mark_to_market, pr.price
    FROM peaked p
    JOIN blocks b ON b.loadZone = p.loadZone AND b.deliveryMonth = p.month AND b.onPeak = p.onPeak
    JOIN ercot_prices pr ON pr.__time = p.__time AND pr.settlementPoint = p.loadZone
      AND (pr.priceMarket = 'RTM' OR (pr.priceMarket = 'DAM' AND pr.__time < TIMESTAMP '${RISK_DAM_BEFORE_UTC}'))
    ORDER BY p.__time, market`);
}

/** Clustering runs look back this many days. */
export const CLUSTER_LOOKBACK_DAYS = 28;

/**
 * Meter clusters (derived): on the 1st of each month at 06:00 local, k-means (k = 3; ml-kmeans with
 * a fixed seed, see {@link kMeans}) on each
 * meter's mean local-hour profile over the previous 28 days, scaled by its mean; clusters are
 * named Cluster 1..3 by ascending peak hour. The table holds the clustered hours with the
 * assignment, so clusterProfile = average load by clusterItem, meterProfile = a meter's load and
 * meterCount = distinct meters per clusterItem. Each row carries its meter's coordinates, for the
 * Meter Map of a cluster dashboard, and its meters' organisation (`orgId`): each utility's meters are
 * clustered apart and read by that utility only (issue #32).
 */
export async function seedClusters(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE meter_clusters (__time TIMESTAMP, processTime VARCHAR, clusterName VARCHAR,
    clusterItem VARCHAR, meterId VARCHAR, market VARCHAR, profile VARCHAR, load DOUBLE, latitude DOUBLE, longitude DOUBLE, orgId VARCHAR)`);
  const months = await ctx.db.all<{ pt: number }>(`SELECT DISTINCT epoch_ms(timezone('UTC', timezone('America/Chicago',
      date_trunc('month', timezone('America/Chicago', timezone('UTC', __time))) + INTERVAL 1 MONTH + INTERVAL 6 HOUR)))::DOUBLE AS pt
    FROM meters ORDER BY pt`);
  // Each utility's meters are clustered among themselves: one organisation's meters never move another's clusters.
  const orgs = (await ctx.db.all<{ orgId: string }>('SELECT DISTINCT orgId FROM meters WHERE orgId IS NOT NULL ORDER BY orgId')).map((r) => r.orgId);
  const assignments: (string | number | null)[][] = [];
  for (const orgId of orgs) {
    for (const { pt } of months) {
      const from = pt - CLUSTER_LOOKBACK_DAYS * 86_400_000;
      const rows = await ctx.db.all<{ meterId: string; h: number; v: number }>(
        `SELECT meterId, hour(timezone('America/Chicago', timezone('UTC', __time)))::INTEGER AS h, avg(load) AS v FROM meters
         WHERE orgId = ? AND __time >= make_timestamp(?::BIGINT * 1000) AND __time < make_timestamp(?::BIGINT * 1000) GROUP BY ALL`,
        [orgId, Math.round(from), Math.round(pt)],
      );
      const profiles = new Map<string, number[]>();
      for (const r of rows) {
        const p = profiles.get(r.meterId) ?? new Array<number>(24).fill(NaN);
        p[r.h] = r.v;
        profiles.set(r.meterId, p);
      }
      const ids = [...profiles.keys()].filter((id) => profiles.get(id)!.every(Number.isFinite)).sort();
      if (ids.length < 3) continue;
      const vectors = ids.map((id) => {
        const p = profiles.get(id)!;
        const mean = p.reduce((s, v) => s + v, 0) / 24 || 1;
        return p.map((v) => v / mean);
      });
      const labels = kMeans(vectors, 3);
      ids.forEach((id, i) => assignments.push([processTimeIso(pt), pt, `Cluster ${labels[i]! + 1}`, id, orgId]));
    }
  }
  await ctx.db.run('CREATE OR REPLACE TABLE cluster_assignments (processTime VARCHAR, pt TIMESTAMP, clusterItem VARCHAR, meterId VARCHAR, orgId VARCHAR)');
  await appendRows(ctx.db, 'cluster_assignments', ['varchar', 'timestamp', 'varchar', 'varchar', 'varchar'], assignments);
  await ctx.db.run(`INSERT INTO meter_clusters SELECT m.__time, a.processTime, 'Daily shape (k-means, k=3)', a.clusterItem, m.meterId,
      m.market, m.profile, m.load, m.latitude, m.longitude, a.orgId
    FROM meters m JOIN cluster_assignments a ON m.meterId = a.meterId AND m.orgId = a.orgId
      AND m.__time >= a.pt - INTERVAL ${CLUSTER_LOOKBACK_DAYS} DAY AND m.__time < a.pt
    ORDER BY a.processTime, m.__time, m.meterId`);
  await ctx.db.run('DROP TABLE cluster_assignments');
}
