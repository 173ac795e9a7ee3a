import { DATA_INSIGHTS, DEMAND_ANALYTICS, LOAD_FORECAST, RISK_MANAGEMENT } from '../pages/dashboards/dashboardKinds';

/**
 * The GET calls the first screen of a path makes at once, asked by a few hundred bytes of script
 * that runs before the portal's code (React and the router, ~120 KiB gzipped) has loaded and
 * started: a dashboard's config items and the dashboard list of its area, the Overview's cards.
 * The portal's HTTP adapter then takes each answer instead of asking again ({@link earlyFetch}),
 * so the screen's card queries start as soon as its code runs, not a round trip later.
 *
 * @module
 */

/** The name of the registry of early calls on `window`: URL to the pending response. */
export const EARLY_CALLS_KEY = '__loadlineEarlyCalls';

/** The registry: each URL's response, taken once, and when it was asked (ms, `Date.now()`). */
export type EarlyCalls = Map<string, { response: Promise<Response>; at: number }>;

/**
 * How long an early answer may be used (ms): the first screen takes it within a second or two; an
 * answer nobody took (a screen that did not ask) is never served later, when it would be stale.
 */
export const EARLY_CALL_TTL_MS = 10_000;

const KINDS = [LOAD_FORECAST, DEMAND_ANALYTICS, RISK_MANAGEMENT, DATA_INSIGHTS];

/**
 * The URLs (under `base`) a path's first screen asks for at once, exactly as the HTTP adapter
 * writes them (core's buildUrl: segments URL-encoded; the list's trailing slash).
 *
 * @example earlyCallUrls('/demand/load-forecast/dashboard/4f1c...') // ['/api/user/v1/user/config/dashboards', '/api/user/v1/user/dashboards/?type=prod_load_forecast']
 */
export function earlyCallUrls(pathname: string, base = '/api'): string[] {
  if (pathname === '/overview') return [`${base}/user/v1/user/config/dashboards`, `${base}/user/v1/user/cards/overview`];
  const kind = KINDS.find((k) => pathname === k.basePath || pathname.startsWith(`${k.basePath}/`));
  if (!kind) return [];
  return [`${base}/user/v1/user/config/dashboards`, `${base}/user/v1/user/dashboards/?type=${encodeURIComponent(kind.type)}`];
}

/**
 * The product whose module a path's early calls and screen belong to: a dashboard area's product
 * (its dashboard type, e.g. 'prod_risk_management'); null for the Overview and every other path.
 * The early entry asks for them only when the kept grants include it (grantedProducts.ts).
 *
 * @example earlyProductOf('/risk/risk-management/dashboard') // 'prod_risk_management'
 */
export function earlyProductOf(pathname: string): string | null {
  return KINDS.find((k) => pathname === k.basePath || pathname.startsWith(`${k.basePath}/`))?.type ?? null;
}

/**
 * The screen whose code the early entry preloads for a path (see earlyScreens.ts): 'dashboard'
 * for a dashboard of any area (`{basePath}/{dashboardId}`, 'unsaved' included), 'dashboards' for
 * an area's dashboard list (`{basePath}`), 'overview' for the Overview, 'home' for Home; null for
 * every other path.
 *
 * @example earlyScreenOf('/demand/load-forecast/dashboard/4f1c...') // 'dashboard'
 */
export function earlyScreenOf(pathname: string): 'dashboard' | 'dashboards' | 'overview' | 'home' | null {
  if (pathname === '/') return 'home';
  if (pathname === '/overview') return 'overview';
  if (KINDS.some((k) => pathname === k.basePath)) return 'dashboards';
  return KINDS.some((k) => pathname.startsWith(`${k.basePath}/`) && pathname.length > k.basePath.length + 1) ? 'dashboard' : null;
}

/**
 * Starts a path's early calls (same credentials and headers as the adapter's) and keeps their
 * pending responses in the registry on `window`.
 */
export function startEarlyCalls(pathname: string, target: Record<string, unknown> = window as unknown as Record<string, unknown>, doFetch: typeof fetch = fetch): void {
  for (const url of earlyCallUrls(pathname)) startEarlyCall(target, url, {}, doFetch);
}

/**
 * Asks one GET early, as the HTTP adapter would (credentials and its headers, plus `init`), and
 * keeps its pending response in the registry on `target`.
 */
export function startEarlyCall(target: Record<string, unknown>, url: string, init: RequestInit, doFetch: typeof fetch): void {
  const response = doFetch(url, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json', 'X-Loadline-Request': '1' }, ...init });
  // A call that cannot connect is asked again by the adapter: not an unhandled rejection.
  response.catch(() => undefined);
  earlyCallsOf(target).set(url, { response, at: Date.now() });
}

/** The registry of early calls on `target`, made empty there when it has none yet. */
export function earlyCallsOf(target: Record<string, unknown>): EarlyCalls {
  const calls = (target[EARLY_CALLS_KEY] as EarlyCalls | undefined) ?? new Map();
  target[EARLY_CALLS_KEY] = calls;
  return calls;
}

/** The user's own state (dashboards, shares, Overview cards): what the early calls read. */
const USER_STATE = /\/user\/v1\/user\//;

/**
 * A `fetch` for the HTTP adapter that answers a GET of a URL called early with that call's
 * response, once and within {@link EARLY_CALL_TTL_MS}, and never after a change to the user's
 * state (a non-GET call under `/user/v1/user/`: a share answered, then its list refetched, must
 * not get the list as it was at page load); everything else (and an early call that failed to
 * connect) is fetched as asked.
 */
export function earlyFetch(source: Record<string, unknown> = window as unknown as Record<string, unknown>, doFetch: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return (input, init) => {
    const calls = source[EARLY_CALLS_KEY] as EarlyCalls | undefined;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
    // A change to the user's own state (a save, a share, a delete: any other method under /user/)
    // makes every early answer of that state stale: none is served after it.
    if (method !== 'GET' && method !== 'HEAD' && USER_STATE.test(url)) calls?.clear();
    const early = method === 'GET' ? calls?.get(url) : undefined;
    if (!early) return doFetch(input, init);
    calls?.delete(url);
    if (Date.now() - early.at > EARLY_CALL_TTL_MS) return doFetch(input, init);
    return early.response.catch(() => doFetch(input, init));
  };
}
