/**
 * Data adapters: the `DataAdapter` interface every backend implements, the HTTP adapter over the
 * calls of spec part 2 §7, and their errors.
 *
 * @module
 */
export type {
  AdjustmentsApi,
  AuthApi,
  DashboardsApi,
  DataAdapter,
  ForecastSummariesParams,
  ForecastsApi,
  NotificationsApi,
  OverviewApi,
  PricingApi,
  QueryApi,
  RequestOptions,
  RiskApi,
  SharingApi,
  UsersApi,
  WeatherApi,
} from './types';
export { LoadlineFormatError, LoadlineHttpError, httpErrorMessage } from './errors';
export type { ErrorContext } from './errors';
