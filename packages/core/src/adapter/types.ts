import type { DimensionValue, MinMaxItem, QueryFilter, QueryRow } from '../query/common.schema';
import type {
  DatasourceMetadata,
  DimensionsRequestInput,
  DistinctRequestInput,
  TimeBoundary,
  TimeBoundRequestInput,
} from '../query/datasource.schema';
import type { QueryRequestInput, QueryResponse } from '../query/query.schema';
import type { RiskFieldsRequest, RiskQueryRequestInput } from '../query/risk.schema';
import type { WeatherRequest, WeatherRow } from '../query/weather.schema';
import type {
  Adjustment,
  AdjustmentAuditEntry,
  AdjustmentPoint,
  AdjustmentVersionRequest,
  CreateAdjustmentRequestInput,
} from '../schemas/adjustment.schema';
import type { CardLayout, OverviewCard } from '../schemas/card.schema';
import type { ConfigItem } from '../schemas/config.schema';
import type {
  CreateDashboardRequestInput,
  Dashboard,
  UpdateDashboardRequestInput,
} from '../schemas/dashboard.schema';
import type { ForecastCategory, ForecastSummary } from '../schemas/forecast.schema';
import type {
  CalculationParameter,
  CalculationParameters,
  CreateJobRequest,
  CreateJobResponse,
  Job,
  JobResultKind,
  StartJobResponse,
} from '../schemas/job.schema';
import type { ServerNotification } from '../schemas/notification.schema';
import type { ConfigDistinct, ConfigQuery, ConfigRow, ConfigTable } from '../schemas/pricingConfig.schema';
import type { AuthRedirectResponse, AuthUserResponse, ShareUser } from '../schemas/user.schema';

/**
 * Options every adapter call takes: an `AbortSignal` so an unmounted component cancels its
 * request (spec part 2 §7 "Requests can be cancelled on unmount"). An aborted call rejects with
 * the signal's reason (a `DOMException` named 'AbortError' by default).
 */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Login and session (spec part 2 §7 "Authentication and user"). */
export interface AuthApi {
  /**
   * GET /auth/redirect?state=...[&redirectTo=/path]: where to send the browser (the identity
   * provider, or `redirectTo` when already signed in), and the user when signed in.
   */
  redirect(params: { state: string; redirectTo?: string }, options?: RequestOptions): Promise<AuthRedirectResponse>;
  /**
   * GET /auth/user?code=...[&state=...][&iss=...]: completes the login (the server checks state and
   * expiry) and returns the user, with the saved `redirectTo` path when the server keeps it.
   */
  user(params: { code: string; state?: string; iss?: string }, options?: RequestOptions): Promise<AuthUserResponse>;
  /** POST /auth/logout: ends the session. */
  logout(options?: RequestOptions): Promise<void>;
}

/** Users of the organisation (GET user/v1/org/users; spec part 2 §7). */
export interface UsersApi {
  /** The signed-in user's organisation's users, for the share dialog. */
  listOrganizationUsers(options?: RequestOptions): Promise<ShareUser[]>;
}

/** The notification bell (spec part 2 §7). */
export interface NotificationsApi {
  /** GET user/v1/user/notifications/?isRead=false&isGlobal=true: unread notifications. */
  list(options?: RequestOptions): Promise<ServerNotification[]>;
  /** PATCH user/v1/user/notifications/mark-all-as-read. */
  markAllAsRead(options?: RequestOptions): Promise<void>;
  /** DELETE user/v1/user/notifications: Clear All (path chosen by us; spec: "not fully shown"). */
  clear(options?: RequestOptions): Promise<void>;
}

/** Saved dashboards and their configurations (spec part 2 §7 "Dashboards, sharing and overview"). */
export interface DashboardsApi {
  /** GET user/v1/user/config/dashboards: every config item, each with its dashboard type. */
  listConfigs(options?: RequestOptions): Promise<ConfigItem[]>;
  /** GET user/v1/user/dashboards/?type=...: the dashboards of one type the user owns or sees shared. */
  list(params: { type: string }, options?: RequestOptions): Promise<Dashboard[]>;
  /** POST user/v1/user/dashboards: creates a dashboard, returns its id. */
  create(body: CreateDashboardRequestInput, options?: RequestOptions): Promise<{ dashboardId: string }>;
  /**
   * PATCH user/v1/user/dashboards/{id}: partial update. Rejects with status 404 when the
   * dashboard was shared with the user (spec part 1 §6) and 413 when too large.
   */
  update(dashboardId: string, patch: UpdateDashboardRequestInput, options?: RequestOptions): Promise<void>;
  /** DELETE user/v1/user/dashboards/{id}. Rejects with status 409 while shared (spec part 2 §8). */
  delete(dashboardId: string, options?: RequestOptions): Promise<void>;
}

/**
 * A change of a dashboard's named users: `add` are shared with (the spec's payload), `remove` are
 * no longer shared with. Users named in neither keep their share.
 */
export interface ShareUsersChange {
  add: ShareUser[];
  /** Users to unshare (by id). @default [] */
  remove?: Pick<ShareUser, 'id'>[];
}

/** Sharing a dashboard (spec part 2 §7). */
export interface SharingApi {
  /**
   * POST user/v1/user/share/dashboard/{id}/users with body `{ add }` (spec part 2 §7), plus
   * `remove` when users are unshared (`{ add, remove }`, our backwards-compatible extension: a
   * server without it ignores the key). A plain list is `{ add: users }`: it adds, never removes.
   */
  shareWithUsers(dashboardId: string, users: ShareUser[] | ShareUsersChange, options?: RequestOptions): Promise<{ dashboardId: string }>;
  /** POST user/v1/user/share/dashboard/{id}/org. */
  shareWithOrganization(dashboardId: string, options?: RequestOptions): Promise<{ dashboardId: string }>;
  /** DELETE user/v1/user/share/dashboard/{id}/org. */
  unshareFromOrganization(dashboardId: string, options?: RequestOptions): Promise<{ dashboardId: string }>;
}

/** The Overview page's cards (spec part 2 §7; the two PATCH paths are chosen by us, see docs/api-paths.md). */
export interface OverviewApi {
  /** GET user/v1/user/cards/overview. */
  listCards(options?: RequestOptions): Promise<OverviewCard[]>;
  /**
   * PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview with `{ isOverview }`: adds the card
   * to or removes it from Overview. Rejects with 404 for an unsaved dashboard (spec part 2 §8).
   */
  setOverview(dashboardId: string, cardId: string, isOverview: boolean, options?: RequestOptions): Promise<void>;
  /** PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview with `{ layout }`: the card's Overview layout. */
  updateLayout(dashboardId: string, cardId: string, layout: CardLayout, options?: RequestOptions): Promise<void>;
}

/** Datasource calls under /druid/api/v2/datasources/{ds} (spec part 2 §7 "Data queries"). */
export interface QueryApi {
  /** GET .../{ds}: dimensions, metrics, interval, meter id column. */
  metadata(datasource: string, options?: RequestOptions): Promise<DatasourceMetadata>;
  /**
   * POST .../{ds}/distinct: the distinct values of one column, from `result.data[0].SPLIT.data`.
   * An unreadable answer rejects with 'The data retrieved cannot be formatted'.
   */
  distinct(datasource: string, body: DistinctRequestInput, options?: RequestOptions): Promise<DimensionValue[]>;
  /** POST .../{ds}/multi-distinct: each column to its distinct values. */
  multiDistinct(datasource: string, body: DimensionsRequestInput, options?: RequestOptions): Promise<Record<string, DimensionValue[]>>;
  /** POST .../{ds}/min-max: min and max of each column. */
  minMax(datasource: string, body: DimensionsRequestInput, options?: RequestOptions): Promise<MinMaxItem[]>;
  /** POST .../{ds}/max-time: the latest `__time` (ISO 8601) of the filtered rows, or null. */
  maxTime(datasource: string, body: TimeBoundRequestInput, options?: RequestOptions): Promise<string | null>;
  /** POST .../{ds}/min-time: the earliest `__time` (ISO 8601) of the filtered rows, or null. */
  minTime(datasource: string, body: TimeBoundRequestInput, options?: RequestOptions): Promise<string | null>;
  /** GET .../{ds}/time-boundary: earliest and latest `__time`. */
  timeBoundary(datasource: string, options?: RequestOptions): Promise<TimeBoundary>;
  /** POST .../{ds}/query: aggregated rows. A `ValidQueryRequest` (from `validateQueryRequest`) is sent without checking it again; any other body is checked first. */
  query(datasource: string, body: QueryRequestInput, options?: RequestOptions): Promise<QueryResponse>;
  /** POST .../{ds}/query-native: rows with spatial filters and paging (`total` = rows before paging). */
  queryNative(datasource: string, body: QueryRequestInput, options?: RequestOptions): Promise<QueryResponse>;
}

/**
 * Forecast summaries for the forecast summary card and the Available Forecasts list (spec part 1
 * §2-3). Built on the query calls by the HTTP adapter (see `createHttpAdapter`).
 */
export interface ForecastsApi {
  /**
   * The latest forecasts (newest process time first) of a forecast datasource: one summary per
   * market and process time, `count` process times per market (default 5, spec part 2 §9)
   * after skipping `skip` (Load More).
   */
  summaries(params: ForecastSummariesParams, options?: RequestOptions): Promise<ForecastSummary[]>;
}

/** Parameters of `ForecastsApi.summaries`. */
export interface ForecastSummariesParams {
  /** The config item's datasource. */
  datasource: string;
  /** Short term asks hourly values (PT1H), long term monthly (P1M) (spec part 2 §9). */
  category: ForecastCategory;
  /** Markets kept; empty or absent means all markets (spec part 1 §4). */
  markets?: readonly string[];
  /** Settlement level name copied into each summary. */
  level?: string | null;
  /** Process times per market (default 5). */
  count?: number;
  /** Process times skipped per market (default 0). */
  skip?: number;
  /** IANA zone of the days and hours (default 'UTC'). */
  timezone?: string;
  /**
   * Column names of the forecast datasource; defaults `market`, `processTime` (ISO 8601 string
   * dimension) and `forecast` (metric, kWh). `source`, when given, is a dimension whose value
   * each summary carries (the first of a run's rows, in `ForecastSummary.source`).
   */
  columns?: { market?: string; processTime?: string; forecast?: string; source?: string };
  /**
   * Extra filters selecting the forecast rows of a shared table, e.g. for the reference API's
   * `ercot_load`: `[{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
   * { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }]` with
   * `columns: { forecast: 'load' }`.
   */
  filters?: readonly QueryFilter[];
}

/** Weather (spec part 2 §7). Rows carry `weather_day` and `weather_hour`. */
export interface WeatherApi {
  /** GET /weather/weather: actual weather, from `adjusted_weather`. */
  actual(params: WeatherRequest, options?: RequestOptions): Promise<WeatherRow[]>;
  /** GET /weather/normals: normals, from `normals`. */
  normals(params: WeatherRequest, options?: RequestOptions): Promise<WeatherRow[]>;
  /** GET /weather/forecast: weather forecast, from `adjusted_forecast`. */
  forecast(params: WeatherRequest, options?: RequestOptions): Promise<WeatherRow[]>;
}

/** Risk (spec part 2 §7 "Risk"), under /risk/v1/risk-data/{datasource}. */
export interface RiskApi {
  /** GET .../as-of-date[?datesBefore=YYYY-MM-DD]: available as-of dates, YYYY-MM-DD. */
  asOfDates(datasource: string, params?: { datesBefore?: string }, options?: RequestOptions): Promise<string[]>;
  /** POST .../query: rows. Rejects client-side with 'No as of date specified' without asOfDate. */
  query(datasource: string, body: RiskQueryRequestInput, options?: RequestOptions): Promise<QueryRow[]>;
  /** POST .../distinct: each field to its values. */
  distinct(datasource: string, body: RiskFieldsRequest, options?: RequestOptions): Promise<Record<string, DimensionValue[]>>;
  /** POST .../min-max: min and max per field. */
  minMax(datasource: string, body: RiskFieldsRequest, options?: RequestOptions): Promise<MinMaxItem[]>;
}

/** Forecast adjustments (spec part 2 §7 "Adjustments"), under user/v1/user/adjustments. */
export interface AdjustmentsApi {
  /** GET ...?configId&limit&skip[&status]: a page of adjustments. */
  list(
    params: { configId: string; limit?: number; skip?: number; status?: 'draft' | 'approved' },
    options?: RequestOptions,
  ): Promise<Adjustment[]>;
  /** GET .../{id}. */
  get(adjustmentId: string, options?: RequestOptions): Promise<Adjustment>;
  /** GET .../{id}/versions/{v}/stitched: the forecast stitched with that version. */
  stitched(adjustmentId: string, versionId: string, options?: RequestOptions): Promise<AdjustmentPoint[]>;
  /** POST .../{id}/versions: saves a new version. Rejects with 413 when too large. */
  createVersion(adjustmentId: string, body: AdjustmentVersionRequest, options?: RequestOptions): Promise<{ versionId: string }>;
  /** PUT .../{id}/versions/{v}: overwrites a version. Rejects with 413 when too large. */
  updateVersion(adjustmentId: string, versionId: string, body: AdjustmentVersionRequest, options?: RequestOptions): Promise<void>;
  /** PATCH .../{id} with `{ summary }`. */
  updateSummary(adjustmentId: string, summary: Adjustment['summary'], options?: RequestOptions): Promise<void>;
  /**
   * PATCH .../{id} with `{ status: 'approved' }` (beyond the spec): a colleague of the author
   * approves a draft. Rejects 403 for the author, 409 when already approved, 404 outside the
   * organisation.
   */
  approve(adjustmentId: string, options?: RequestOptions): Promise<void>;
  /** GET .../{id}/audit (beyond the spec): the audit trail, oldest first. */
  audit(adjustmentId: string, options?: RequestOptions): Promise<AdjustmentAuditEntry[]>;
  /** POST user/v1/user/adjustments: creates an adjustment, returns its id. */
  create(body: CreateAdjustmentRequestInput, options?: RequestOptions): Promise<{ adjustmentId: string }>;
}

/** Pricing management (spec part 2 §7 "Pricing"), under /pricing/v1. */
export interface PricingApi {
  /**
   * GET /pricing/v1/calculation-parameters/distinct?fields[]=market...: values per field.
   * An empty field list rejects client-side (spec part 2 §5).
   */
  calculationParameters(fields: readonly CalculationParameter[], options?: RequestOptions): Promise<CalculationParameters>;
  /** POST /pricing/v1/jobs: creates the job record. Rejects with 409 'Jobs in queue rate has been reached'. */
  createJob(body: CreateJobRequest, options?: RequestOptions): Promise<CreateJobResponse>;
  /** PUT {url returned by createJob}: uploads the rows as CSV (text/csv). */
  uploadJobInput(url: string, csv: string, options?: RequestOptions): Promise<void>;
  /** POST /pricing/v1/jobs/{id}: starts the job. */
  startJob(jobId: string, options?: RequestOptions): Promise<StartJobResponse>;
  /** GET /pricing/v1/jobs. */
  listJobs(options?: RequestOptions): Promise<Job[]>;
  /** GET /pricing/v1/jobs/{jobId}/results/{kind}: the URL of the result file (opened in a new window). */
  jobResultUrl(jobId: string, kind: JobResultKind, options?: RequestOptions): Promise<string>;
  /** GET /pricing/v1/jobs/{jobId}/input/ then GET that URL: the job's input CSV, for Rerun. */
  jobInputCsv(jobId: string, options?: RequestOptions): Promise<string>;
  /**
   * GET /pricing/v1/jobs/{jobId}/results/{kind} then GET that URL: the result file's CSV text
   * (the Job Status cost stack reads summary_price). Rejects 404 while the job has no results.
   */
  jobResultCsv(jobId: string, kind: JobResultKind, options?: RequestOptions): Promise<string>;
  /** GET /pricing/v1/config/{table}?limit&skip&sortOrder&sortBy&{filter}[]=...: a page of rows. */
  configRows<T extends ConfigTable>(table: T, query?: ConfigQuery, options?: RequestOptions): Promise<ConfigRow<T>[]>;
  /** GET /pricing/v1/config/{table}/count?{filter}[]=...: the number of rows kept by the filters. */
  configCount(table: ConfigTable, filters?: ConfigQuery['filters'], options?: RequestOptions): Promise<number>;
  /** GET /pricing/v1/config/{table}/distinct/?distinct[]=field: filter options per field. */
  configDistinct(table: ConfigTable, fields: readonly string[], options?: RequestOptions): Promise<ConfigDistinct>;
}

/**
 * Everything Loadline asks of a backend, one member per domain (spec part 2 §7). Features ask
 * only for their slice, e.g. `Pick<DataAdapter, 'forecasts' | 'query'>`. Implemented over HTTP
 * by `createHttpAdapter` and in memory by `createMemoryAdapter` (`@loadline/core/testing`).
 *
 * Errors: a failed call rejects with `LoadlineHttpError` (status, message); a malformed answer
 * rejects with `LoadlineFormatError` ("The retrieved data isn't in a recognizable format.").
 */
export interface DataAdapter {
  auth: AuthApi;
  users: UsersApi;
  notifications: NotificationsApi;
  dashboards: DashboardsApi;
  sharing: SharingApi;
  overview: OverviewApi;
  query: QueryApi;
  forecasts: ForecastsApi;
  weather: WeatherApi;
  risk: RiskApi;
  adjustments: AdjustmentsApi;
  pricing: PricingApi;
}
