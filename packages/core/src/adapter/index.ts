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
  ShareUsersChange,
  UsersApi,
  WeatherApi,
} from './types';
export { LoadlineFormatError, LoadlineHttpError, LoadlineValidationError, httpErrorMessage } from './errors';
export type { ErrorContext } from './errors';
export { createHttpAdapter } from './createHttpAdapter';
export { LOADLINE_REQUEST_HEADER } from './http/request';
export type { HttpAdapterOptions } from './http/request';
export { FORECAST_COLUMNS, buildForecastSummaries } from './http/forecasts';
export type { ForecastRowsShape } from './http/forecasts';
export { actionErrorMessage, isAbortError } from './actionErrorMessage';
export type { ActionToast, FailedAction } from './actionErrorMessage';
