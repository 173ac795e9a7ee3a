import type { DataAdapter } from './types';
import { httpAuth, httpNotifications, httpUsers } from './http/account';
import { httpAdjustments } from './http/adjustments';
import { httpDashboards, httpOverview, httpSharing } from './http/dashboards';
import { httpForecasts } from './http/forecasts';
import { httpPricing } from './http/pricing';
import { httpQuery, httpRisk, httpWeather } from './http/query';
import { createTransport, type HttpAdapterOptions } from './http/request';

/**
 * The `DataAdapter` over HTTP: every call of spec part 2 §7 with its method, path and payload,
 * under `baseUrl` (spec: base /api). Every request is sent with `credentials: 'include'`, the
 * `X-Loadline-Request: 1` header (the reference API's CSRF check) and the caller's AbortSignal;
 * path segments are URL-encoded; request bodies are checked with the zod schemas of core and
 * answers validated with them.
 *
 * Errors: `LoadlineHttpError` (status and the spec's message: 409 on job creation 'Jobs in queue
 * rate has been reached', 413 'Payload too large...' (on a data query 'Current dataset is to large
 * to display here :( ...', the card's message for an answer above the server's row cap), else the
 * server's message or 'Something went wrong'); `LoadlineFormatError` for a malformed answer ("The retrieved data isn't in a
 * recognizable format."); `LoadlineValidationError` for a request rejected before sending (e.g.
 * 'No date range specified'); an aborted call rejects with the signal's reason.
 *
 * With `batchQueries`, the query calls made together travel as one `POST /druid/api/v2/query-batch`
 * (the reference API's addition; see HttpAdapterOptions).
 *
 * Paths the spec leaves unshown are documented in docs/api-paths.md.
 *
 * @example
 * const adapter = createHttpAdapter({ baseUrl: '/api' });
 * const jobs = await adapter.pricing.listJobs({ signal });
 */
export function createHttpAdapter(options: HttpAdapterOptions): DataAdapter {
  const transport = createTransport(options);
  const { call } = transport;
  const batching = options.batchQueries;
  const query = httpQuery(call, batching ? { send: transport.send, maxQueries: typeof batching === 'object' ? batching.maxQueries : undefined } : undefined);
  return {
    auth: httpAuth(call),
    users: httpUsers(call),
    notifications: httpNotifications(call),
    dashboards: httpDashboards(call),
    sharing: httpSharing(call),
    overview: httpOverview(call),
    query,
    forecasts: httpForecasts(query),
    weather: httpWeather(call),
    risk: httpRisk(call),
    adjustments: httpAdjustments(call),
    pricing: httpPricing({ ...transport, baseUrl: options.baseUrl }),
  };
}
