/**
 * The authorisation matrix: for every route of the API (as Fastify registers it, `/api` prefix
 * included), the status each kind of caller must get. `matrix.test.ts` enumerates the routes
 * through Fastify's onRoute hook and fails when a route is missing here, so a new route cannot
 * ship without an access decision. Whoever adds a route adds its row.
 *
 * Callers: anonymous (no session), owner (of the fixture dashboard), shared (a user of the same
 * organisation it is shared with by name), sameOrg (a colleague it is not shared with),
 * otherOrg (a user of another organisation). Rows that decide by module also name what
 * {@link EXTRA_CALLER} gets: a colleague of the owner whose mods hold no load forecast module.
 */

/** A Gulf Coast Power user whose mods are mod_pricing only (no Load Forecast, no Meter Insights). */
export const EXTRA_CALLER = 'noModule' as const;

/** The kinds of caller. */
export const ROLES = ['anonymous', 'owner', 'shared', 'sameOrg', 'otherOrg'] as const;
/** A kind of caller. */
export type Role = (typeof ROLES)[number];

/** An exact status, one of several, or 'signedIn': any 2xx-4xx but 401 (and no 5xx). */
export type Expectation = number | readonly number[] | 'signedIn';

/**
 * Ids the fixture makes fresh for every call: a dashboard of the owner, shared by name with
 * `shared`, card `c1` pinned by the owner; a draft adjustment of the owner with version `v1`.
 */
export interface MatrixFixture {
  dashboardId: string;
  cardId: string;
  adjustmentId: string;
}

/** One row: the route key, how to call it, and what each caller gets. */
export interface MatrixEntry {
  /** `METHOD /api/path/:param`, exactly as registered. */
  route: string;
  /** URL (with params filled and query) and JSON body of the call. */
  request: (f: MatrixFixture) => { url: string; payload?: unknown };
  expect: Readonly<Record<Role, Expectation>>;
  /** Rows of routes another area registers: skipped (not failed) while that route does not exist yet. */
  optional?: boolean;
  /** What {@link EXTRA_CALLER} gets, for rows whose answer depends on a module. */
  noModule?: Expectation;
  /**
   * Row-level access: a text of the owner organisation's rows that the answer holds for `readers`
   * and must not hold for any other signed-in caller (meter-level data across organisations).
   */
  reveals?: { text: string; readers: readonly Role[] };
}

const everyone = (status: Expectation): Record<Role, Expectation> => ({
  anonymous: status,
  owner: status,
  shared: status,
  sameOrg: status,
  otherOrg: status,
});
/** Behind requireUser: 401 anonymous, `status` for every signed-in caller. */
const signedIn = (status: Expectation = 200): Record<Role, Expectation> => ({ ...everyone(status), anonymous: 401 });
/** Owner-only action on the fixture dashboard: everyone else 404 (no probing of ids). */
const ownerOnly = (ownerStatus: number): Record<Role, Expectation> => ({
  anonymous: 401,
  owner: ownerStatus,
  shared: 404,
  sameOrg: 404,
  otherOrg: 404,
});
/** Readers of the fixture dashboard (owner and shared) get `status`; colleagues and outsiders 404. */
const readers = (status: number): Record<Role, Expectation> => ({ ...ownerOnly(status), shared: status });

const dashboardBody = {
  name: 'Houston load zone',
  configId: 'ercot-power-short-term',
  cards: [{ id: 'c1' }],
};

/** Data query rows (spec part 2 section 7 "Data queries", "Risk", weather): signed-in users only. */
const DS = 'matrix_unknown_ds';
const dataRows: MatrixEntry[] = [
  { route: 'GET /api/druid/api/v2/datasources/:ds', request: () => ({ url: `/api/druid/api/v2/datasources/${DS}` }), expect: signedIn('signedIn') },
  ...['distinct', 'multi-distinct', 'min-max', 'max-time', 'min-time', 'query', 'query-native'].map(
    (p): MatrixEntry => ({
      route: `POST /api/druid/api/v2/datasources/:ds/${p}`,
      request: () => ({ url: `/api/druid/api/v2/datasources/${DS}/${p}`, payload: {} }),
      expect: signedIn('signedIn'),
    }),
  ),
  { route: 'GET /api/druid/api/v2/datasources/:ds/time-boundary', request: () => ({ url: `/api/druid/api/v2/datasources/${DS}/time-boundary` }), expect: signedIn('signedIn') },
  // Several query calls in one request: each item gets the datasource authorisation of its own
  // call (403/404 on its line; routes/dataBatch.test.ts checks every user), the batch itself 401 or 400 here.
  { route: 'POST /api/druid/api/v2/query-batch', request: () => ({ url: '/api/druid/api/v2/query-batch', payload: {} }), expect: signedIn('signedIn') },
  ...['weather', 'normals', 'forecast'].map(
    (p): MatrixEntry => ({ route: `GET /api/weather/${p}`, request: () => ({ url: `/api/weather/${p}` }), expect: signedIn('signedIn'), optional: true }),
  ),
  { route: 'GET /api/risk/v1/risk-data/:datasource/as-of-date', request: () => ({ url: `/api/risk/v1/risk-data/${DS}/as-of-date` }), expect: signedIn('signedIn'), optional: true },
  ...['query', 'distinct', 'min-max'].map(
    (p): MatrixEntry => ({
      route: `POST /api/risk/v1/risk-data/:datasource/${p}`,
      request: () => ({ url: `/api/risk/v1/risk-data/${DS}/${p}`, payload: {} }),
      expect: signedIn('signedIn'),
      optional: true,
    }),
  ),
];

/**
 * Datasources the matrix test registers on the fixture table: one limited to Risk Management
 * (mod_risk: only the owner, usr-gcp-analyst, has it) and one imported by another organisation
 * (Lone Star Gas: only otherOrg sees it; everyone else is told it does not exist).
 */
export const MATRIX_RISK_DS = 'matrix_risk_only';
export const MATRIX_IMPORT_DS = 'matrix_lonestar_import';
/** Organisation owning {@link MATRIX_IMPORT_DS}. */
export const MATRIX_IMPORT_ORG = 'org-lonestar-gas';

/** Module denial: a user whose mods grant no product of the datasource gets 403. */
const riskOnly: Record<Role, Expectation> = { anonymous: 401, owner: 'signedIn', shared: 403, sameOrg: 403, otherOrg: 403 };
/** Another organisation's imported data: 404 as if unknown. */
const lonestarOnly: Record<Role, Expectation> = { anonymous: 401, owner: 404, shared: 404, sameOrg: 404, otherOrg: 'signedIn' };

/** The data and risk routes again, on the datasources of {@link MATRIX_RISK_DS} and {@link MATRIX_IMPORT_DS}. */
const accessRows: MatrixEntry[] = [MATRIX_RISK_DS, MATRIX_IMPORT_DS].flatMap((ds): MatrixEntry[] => {
  const expect = ds === MATRIX_RISK_DS ? riskOnly : lonestarOnly;
  return [
    { route: 'GET /api/druid/api/v2/datasources/:ds', request: () => ({ url: `/api/druid/api/v2/datasources/${ds}` }), expect },
    { route: 'GET /api/druid/api/v2/datasources/:ds/time-boundary', request: () => ({ url: `/api/druid/api/v2/datasources/${ds}/time-boundary` }), expect },
    ...['distinct', 'multi-distinct', 'min-max', 'max-time', 'min-time', 'query', 'query-native'].map(
      (p): MatrixEntry => ({ route: `POST /api/druid/api/v2/datasources/:ds/${p}`, request: () => ({ url: `/api/druid/api/v2/datasources/${ds}/${p}`, payload: {} }), expect }),
    ),
    { route: 'GET /api/risk/v1/risk-data/:datasource/as-of-date', request: () => ({ url: `/api/risk/v1/risk-data/${ds}/as-of-date` }), expect, optional: true },
    ...['query', 'distinct', 'min-max'].map(
      (p): MatrixEntry => ({ route: `POST /api/risk/v1/risk-data/:datasource/${p}`, request: () => ({ url: `/api/risk/v1/risk-data/${ds}/${p}`, payload: {} }), expect, optional: true }),
    ),
  ];
});

/**
 * Meter-level data across organisations (issue #32): a datasource of owned rows
 * (`ownedRows`, like `meters` and `meter_clusters`) on the fixture's meters, every row Gulf Coast
 * Power's. Every signed-in caller gets 200; Gulf Coast's users (owner, shared, sameOrg) read the
 * meters, their bounds and values, Lone Star Gas (otherOrg) none of them.
 */
export const MATRIX_METER_DS = 'matrix_owned_meters';
/** Organisation owning every row of {@link MATRIX_METER_DS}. */
export const MATRIX_METER_ORG = 'org-gulfcoast-power';
const meterReaders: readonly Role[] = ['owner', 'shared', 'sameOrg'];
const meterRange = { dateRange: { fromDate: '2018-12-25', toDate: '2018-12-26' } };
const METER_URL = `/api/druid/api/v2/datasources/${MATRIX_METER_DS}`;
const meterRows: MatrixEntry[] = [
  ['query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'dimension', columnName: 'meter_id' }], timezone: 'UTC', timeFilter: meterRange }, 'M-001'],
  ['query-native', { selectedMeasures: [], splits: [{ type: 'dimension', columnName: 'meter_id' }], timezone: 'UTC', timeFilter: meterRange }, 'M-001'],
  ['distinct', { distinctDimension: { columnName: 'meter_id' } }, 'M-001'],
  ['multi-distinct', { dimensions: ['meter_id'] }, 'M-001'],
  ['min-max', { dimensions: ['kwh'] }, '"minValue":0'],
  ['max-time', {}, '2018-12-25T'],
  ['min-time', {}, '2018-12-25T'],
].map(([p, payload, text]): MatrixEntry => ({
  route: `POST /api/druid/api/v2/datasources/:ds/${p as string}`,
  request: () => ({ url: `${METER_URL}/${p as string}`, payload }),
  expect: signedIn(200),
  reveals: { text: text as string, readers: meterReaders },
}));
meterRows.push({
  route: 'GET /api/druid/api/v2/datasources/:ds/time-boundary',
  request: () => ({ url: `${METER_URL}/time-boundary` }),
  expect: signedIn(200),
  reveals: { text: '2018-12-25T', readers: meterReaders },
});

/**
 * Pricing (spec part 2 §7 "Pricing"): Pricing Management only (mod_pricing: the owner and
 * otherOrg have it; shared and sameOrg do not, 403). Each call is refused by validation (400)
 * before any table is read, so the row checks the access decision alone; routes.test of pricing
 * covers the answers.
 */
const pricingOnly = (status: number): Record<Role, Expectation> => ({ anonymous: 401, owner: status, shared: 403, sameOrg: 403, otherOrg: status });
const pricingRows: MatrixEntry[] = [
  { route: 'GET /api/pricing/v1/config/:table', request: () => ({ url: '/api/pricing/v1/config/products?sortBy=matrix' }), expect: pricingOnly(400) },
  { route: 'GET /api/pricing/v1/config/:table/count', request: () => ({ url: '/api/pricing/v1/config/matrix/count' }), expect: pricingOnly(404) },
  { route: 'GET /api/pricing/v1/config/:table/distinct/', request: () => ({ url: '/api/pricing/v1/config/products/distinct/' }), expect: pricingOnly(400) },
  { route: 'GET /api/pricing/v1/calculation-parameters/distinct', request: () => ({ url: '/api/pricing/v1/calculation-parameters/distinct?fields[]=matrix' }), expect: pricingOnly(400) },
  // Jobs: a user's own only (another's job is 404 as if unknown; pricing/jobs.test covers it with real jobs).
  { route: 'POST /api/pricing/v1/jobs', request: () => ({ url: '/api/pricing/v1/jobs', payload: { name: 'Matrix', type: 'check_status' } }), expect: pricingOnly(200) },
  { route: 'GET /api/pricing/v1/jobs', request: () => ({ url: '/api/pricing/v1/jobs' }), expect: pricingOnly(200) },
  { route: 'POST /api/pricing/v1/jobs/:jobId', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job' }), expect: pricingOnly(404) },
  { route: 'DELETE /api/pricing/v1/jobs/:jobId', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job' }), expect: pricingOnly(404) },
  { route: 'PUT /api/pricing/v1/jobs/:jobId/input/:token', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job/input/forged', payload: {} }), expect: pricingOnly(404) },
  { route: 'GET /api/pricing/v1/jobs/:jobId/results/:kind', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job/results/monthly_price' }), expect: pricingOnly(404) },
  { route: 'GET /api/pricing/v1/jobs/:jobId/input/', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job/input/' }), expect: pricingOnly(404) },
  { route: 'GET /api/pricing/v1/jobs/:jobId/files/:file', request: () => ({ url: '/api/pricing/v1/jobs/matrix-job/files/input.csv' }), expect: pricingOnly(404) },
];

/**
 * Imports through the API (issue #36): an upload needs the kind's product (load, weather and
 * forecast runs Load Forecast, meters Meter Insights; both from mod_load_forecast), checked before
 * the body is read: noModule 403, everyone signed in with the module reaches the body check (415:
 * the row sends JSON, not a file); a status of an unknown (or another user's) upload is 404.
 * routes/imports.test covers the uploads themselves.
 */
const uploadRow = (kind: string): MatrixEntry => ({
  route: 'POST /api/imports',
  request: () => ({ url: `/api/imports?kind=${kind}`, payload: {} }),
  expect: signedIn(415),
  noModule: 403,
});
const importRows: MatrixEntry[] = [
  ...['load', 'weather', 'forecast', 'meter'].map(uploadRow),
  { route: 'POST /api/imports', request: () => ({ url: '/api/imports?kind=matrix', payload: {} }), expect: signedIn(400), noModule: 400 },
  { route: 'GET /api/imports/:importId', request: () => ({ url: '/api/imports/matrix-import' }), expect: signedIn(404), noModule: 404 },
];

/**
 * Adjustments (spec part 2 section 7 "Adjustments"): the owner's organisation reads them, the
 * author edits (colleagues 403), a colleague approves (the author 403), another organisation gets
 * 404 as for an unknown id. The matrix database has no forecast, so a creation answers 400 to
 * every signed-in caller and a stitched version is empty.
 */
const orgReaders = (ownerStatus: number, colleagueStatus: number): Record<Role, Expectation> => ({
  anonymous: 401,
  owner: ownerStatus,
  shared: colleagueStatus,
  sameOrg: colleagueStatus,
  otherOrg: 404,
});
const ADJ = '/api/user/v1/user/adjustments';
const adjustmentRows: MatrixEntry[] = [
  { route: 'GET /api/user/v1/user/adjustments', request: () => ({ url: `${ADJ}?configId=ercot-power-short-term&limit=5&skip=0` }), expect: signedIn() },
  {
    route: 'POST /api/user/v1/user/adjustments',
    request: () => ({
      url: ADJ,
      payload: { name: 'Matrix', configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z', dateRange: { from: '2024-07-02', to: '2024-07-02' }, timezone: 'America/Chicago', isHourEnding: true },
    }),
    expect: signedIn(400),
  },
  { route: 'GET /api/user/v1/user/adjustments/:id', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}` }), expect: orgReaders(200, 200) },
  { route: 'GET /api/user/v1/user/adjustments/:id/audit', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}/audit` }), expect: orgReaders(200, 200) },
  { route: 'GET /api/user/v1/user/adjustments/:id/versions/:v/stitched', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}/versions/v1/stitched` }), expect: orgReaders(200, 200) },
  { route: 'POST /api/user/v1/user/adjustments/:id/versions', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}/versions`, payload: { data: [] } }), expect: orgReaders(200, 403) },
  { route: 'PUT /api/user/v1/user/adjustments/:id/versions/:v', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}/versions/v1`, payload: { data: [] } }), expect: orgReaders(200, 403) },
  { route: 'PATCH /api/user/v1/user/adjustments/:id', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}`, payload: { summary: [] } }), expect: orgReaders(200, 403) },
  { route: 'PATCH /api/user/v1/user/adjustments/:id', request: (f) => ({ url: `${ADJ}/${f.adjustmentId}`, payload: { status: 'approved' } }), expect: orgReaders(403, 200) },
];

/** Every row. */
export const AUTHZ_MATRIX: readonly MatrixEntry[] = [
  // Sign-in (public by nature).
  { route: 'GET /api/auth/redirect', request: () => ({ url: '/api/auth/redirect?state=matrix' }), expect: everyone(200) },
  { route: 'GET /api/auth/user', request: () => ({ url: '/api/auth/user?code=forged' }), expect: everyone(400) },
  { route: 'POST /api/auth/logout', request: () => ({ url: '/api/auth/logout' }), expect: everyone(204) },
  { route: 'GET /api/oidc/*', request: () => ({ url: '/api/oidc/.well-known/openid-configuration' }), expect: everyone(200) },
  { route: 'POST /api/oidc/*', request: () => ({ url: '/api/oidc/token', payload: {} }), expect: everyone([400, 401]) },
  { route: 'GET /api/oidc/interaction/:uid', request: () => ({ url: '/api/oidc/interaction/forged' }), expect: everyone(400) },
  { route: 'POST /api/oidc/interaction/:uid/login', request: () => ({ url: '/api/oidc/interaction/forged/login', payload: {} }), expect: everyone(400) },
  // Users and configurations.
  { route: 'GET /api/user/v1/org/users', request: () => ({ url: '/api/user/v1/org/users' }), expect: signedIn() },
  { route: 'GET /api/user/v1/user/config/dashboards', request: () => ({ url: '/api/user/v1/user/config/dashboards' }), expect: signedIn() },
  // Dashboards.
  { route: 'GET /api/user/v1/user/dashboards/', request: () => ({ url: '/api/user/v1/user/dashboards/?type=prod_load_forecast' }), expect: signedIn() },
  { route: 'POST /api/user/v1/user/dashboards', request: () => ({ url: '/api/user/v1/user/dashboards', payload: dashboardBody }), expect: signedIn() },
  { route: 'PATCH /api/user/v1/user/dashboards/:id', request: (f) => ({ url: `/api/user/v1/user/dashboards/${f.dashboardId}`, payload: { name: 'Renamed' } }), expect: ownerOnly(200) },
  { route: 'DELETE /api/user/v1/user/dashboards/:id', request: (f) => ({ url: `/api/user/v1/user/dashboards/${f.dashboardId}` }), expect: ownerOnly(409) },
  // Sharing.
  { route: 'POST /api/user/v1/user/share/dashboard/:id/users', request: (f) => ({ url: `/api/user/v1/user/share/dashboard/${f.dashboardId}/users`, payload: { add: [{ id: 'usr-gcp-scheduler' }] } }), expect: ownerOnly(200) },
  { route: 'POST /api/user/v1/user/share/dashboard/:id/org', request: (f) => ({ url: `/api/user/v1/user/share/dashboard/${f.dashboardId}/org` }), expect: ownerOnly(200) },
  { route: 'DELETE /api/user/v1/user/share/dashboard/:id/org', request: (f) => ({ url: `/api/user/v1/user/share/dashboard/${f.dashboardId}/org` }), expect: ownerOnly(200) },
  // Overview.
  { route: 'GET /api/user/v1/user/cards/overview', request: () => ({ url: '/api/user/v1/user/cards/overview' }), expect: signedIn() },
  { route: 'POST /api/user/v1/user/cards/:dashboardId/:cardId/overview', request: (f) => ({ url: `/api/user/v1/user/cards/${f.dashboardId}/${f.cardId}/overview`, payload: { isOverview: true } }), expect: readers(200) },
  { route: 'PATCH /api/user/v1/user/cards/:dashboardId/:cardId/overview', request: (f) => ({ url: `/api/user/v1/user/cards/${f.dashboardId}/${f.cardId}/overview`, payload: { isOverview: false } }), expect: readers(200) },
  // Notifications.
  { route: 'GET /api/user/v1/user/notifications/', request: () => ({ url: '/api/user/v1/user/notifications/?isRead=false&isGlobal=true' }), expect: signedIn() },
  { route: 'PATCH /api/user/v1/user/notifications/mark-all-as-read', request: () => ({ url: '/api/user/v1/user/notifications/mark-all-as-read' }), expect: signedIn() },
  { route: 'DELETE /api/user/v1/user/notifications', request: () => ({ url: '/api/user/v1/user/notifications' }), expect: signedIn() },
  ...adjustmentRows,
  ...dataRows,
  ...accessRows,
  ...meterRows,
  ...pricingRows,
  ...importRows,
];

/** True when `status` meets `expectation`. */
export function meets(status: number, expectation: Expectation): boolean {
  if (expectation === 'signedIn') return status >= 200 && status < 500 && status !== 401;
  return typeof expectation === 'number' ? status === expectation : expectation.includes(status);
}
