import type { DataAdapter } from '../adapter/types';
import type { DatasourceMetadata } from '../query/datasource.schema';
import type { QueryRow } from '../query/common.schema';
import { adjustmentSchema, type Adjustment } from '../schemas/adjustment.schema';
import { configItemSchema, type ConfigItem } from '../schemas/config.schema';
import { dashboardSchema, type DashboardInput } from '../schemas/dashboard.schema';
import type { CalculationParameters, Job } from '../schemas/job.schema';
import type { ServerNotification } from '../schemas/notification.schema';
import type { ConfigTable } from '../schemas/pricingConfig.schema';
import type { User } from '../schemas/user.schema';
import {
  FIXTURE_CONFIGS, FIXTURE_DASHBOARDS, FIXTURE_DATASOURCES, FIXTURE_NOTIFICATIONS, FIXTURE_TIME_ZONE, FIXTURE_USERS, fixtureDatasources,
} from './defaultFixtures';
import { memoryAuth, memoryNotifications, memoryUsers } from './memory/account';
import { memoryAdjustments } from './memory/adjustments';
import type { MemoryRow, MemoryRuntime } from './memory/common';
import { memoryDashboards, memoryOverview, memorySharing } from './memory/dashboards';
import { memoryForecasts, memoryQuery, memoryWeather, type MemoryWeatherSources } from './memory/queryDomains';
import type { MemoryDatasource } from './memory/queryEngine';
import { memoryPricing, memoryRisk } from './memory/riskPricing';
import type { MemoryState } from './memory/state';

/**
 * What a memory adapter starts with. Every key is optional; a key given replaces that part of the
 * default content (real 2019 ERCOT load and ERCOT day-ahead forecasts in `ercot_load` and
 * `ercot_forecast`, Houston temperature in `weather`, MAPE of the reference forecasts (2021), the
 * fixture config items, users, dashboards and notifications), a key left out keeps it.
 */
export interface MemoryFixtures {
  /** The signed-in user; null starts signed out. @default the first of `users` */
  currentUser?: User | null;
  /** Every user (the share dialog lists those of the signed-in user's organisation). */
  users?: readonly User[];
  notifications?: readonly ServerNotification[];
  /** Config items (validated with `configItemSchema`). */
  configs?: readonly ConfigItem[];
  /** Saved dashboards (validated with `dashboardSchema`; defaults filled in). */
  dashboards?: readonly DashboardInput[];
  /** Datasources by name: metadata and rows (`__time` = interval start, epoch ms). Sorted on load. */
  datasources?: Readonly<Record<string, { metadata: DatasourceMetadata; rows: readonly MemoryRow[] }>>;
  /** Which datasources answer the weather calls (rows need a `station` column). */
  weather?: MemoryWeatherSources;
  adjustments?: readonly Adjustment[];
  /** Risk datasources by name: rows with an `asOfDate` column. @default none */
  risk?: Readonly<Record<string, { rows: readonly QueryRow[] }>>;
  /** Pricing: distinct calculation parameters, configuration tables and existing jobs. @default empty */
  pricing?: {
    parameters?: CalculationParameters;
    configTables?: Partial<Record<ConfigTable, Record<string, unknown>[]>>;
    jobs?: readonly Job[];
    /** Files of the fixture jobs by job id: the input CSV and the result CSVs. @default none */
    jobFiles?: Readonly<Record<string, { input?: string; monthly_price?: string; summary_price?: string }>>;
  };
}

/** Behaviour of a memory adapter. */
export interface MemoryAdapterOptions {
  /** Artificial latency of every call in ms, e.g. 400 in stories to show loading states. @default 0 */
  latencyMs?: number;
  /** The clock for `addedOn`, `createdAt` and job times. @default () => new Date() */
  now?: () => Date;
}

/**
 * A `DataAdapter` held in memory, for stories, component tests and demos: every domain of the
 * interface, the owner/sharing rules of spec part 1 §6, query answers shaped like the reference
 * API's (see `runQuery`), forecast summaries like the HTTP adapter's, and weather rows. Every
 * call honours its `AbortSignal` (rejects with the signal's reason) and waits `latencyMs`.
 * State lives in the returned object only; answers are copies.
 *
 * Errors mirror the HTTP adapter: `LoadlineHttpError` with status 400 (invalid body), 401 (signed
 * out), 404 (unknown or not visible; 'You cannot save a dashboard that was shared with you'),
 * 409 ('Please unshare deleting').
 *
 * @example
 * const adapter = createMemoryAdapter(undefined, { latencyMs: 400 });
 * <LoadlineProvider adapter={adapter}>...</LoadlineProvider>
 */
export function createMemoryAdapter(fixtures: MemoryFixtures = {}, options: MemoryAdapterOptions = {}): DataAdapter {
  let counter = 0;
  const runtime: MemoryRuntime = {
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    now: options.now ?? (() => new Date()),
    nextId: (prefix) => `${prefix}-${(counter += 1)}`,
  };
  const users = [...(fixtures.users ?? FIXTURE_USERS)];
  const initialUser = fixtures.currentUser === undefined ? (users[0] ?? null) : fixtures.currentUser;
  const state: MemoryState = {
    currentUser: initialUser,
    users,
    notifications: [...(fixtures.notifications ?? FIXTURE_NOTIFICATIONS)],
    configs: (fixtures.configs ?? FIXTURE_CONFIGS).map((c) => configItemSchema.parse(c)),
    dashboards: (fixtures.dashboards ?? FIXTURE_DASHBOARDS).map((d) => dashboardSchema.parse(d)),
    overviewLayouts: new Map(),
    adjustments: (fixtures.adjustments ?? []).map((a) => adjustmentSchema.parse(a)),
    adjustmentVersions: new Map(),
    risk: new Map(Object.entries(fixtures.risk ?? {})),
    calculationParameters: fixtures.pricing?.parameters ?? {},
    configTables: fixtures.pricing?.configTables ?? {},
    jobs: [...(fixtures.pricing?.jobs ?? [])],
    jobInputs: new Map(Object.entries(fixtures.pricing?.jobFiles ?? {}).flatMap(([id, f]) => (f.input === undefined ? [] : [[id, f.input] as const]))),
    jobResults: new Map(Object.entries(fixtures.pricing?.jobFiles ?? {}).map(([id, f]) => [id, { monthly_price: f.monthly_price, summary_price: f.summary_price }] as const)),
  };
  const datasources = new Map<string, MemoryDatasource>(
    Object.entries(fixtures.datasources ?? fixtureDatasources())
      .map(([name, ds]) => [name, { metadata: ds.metadata, rows: [...ds.rows].sort((a, b) => a.__time - b.__time) }]),
  );
  const weatherSources: MemoryWeatherSources = fixtures.weather
    ?? (fixtures.datasources ? {} : { actual: FIXTURE_DATASOURCES.weather, timeZone: FIXTURE_TIME_ZONE });
  const query = memoryQuery(runtime, datasources);
  return {
    auth: memoryAuth(runtime, state, initialUser),
    users: memoryUsers(runtime, state),
    notifications: memoryNotifications(runtime, state),
    dashboards: memoryDashboards(runtime, state),
    sharing: memorySharing(runtime, state),
    overview: memoryOverview(runtime, state),
    query,
    forecasts: memoryForecasts(runtime, datasources),
    weather: memoryWeather(runtime, datasources, weatherSources),
    risk: memoryRisk(runtime, state),
    adjustments: memoryAdjustments(runtime, state),
    pricing: memoryPricing(runtime, state),
  };
}

