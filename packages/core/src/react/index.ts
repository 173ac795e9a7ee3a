/**
 * `@loadline/core/react`: the provider and data hooks of Loadline over TanStack Query.
 *
 * @packageDocumentation
 */
export {
  createLoadlineQueryClient,
  DEFAULT_GC_TIME_MS,
  DEFAULT_RETRY_COUNT,
  DEFAULT_STALE_TIME_MS,
  isRetryableError,
} from './createLoadlineQueryClient';
export {
  LoadlineProvider,
  useAdapter,
  useAdapterDomain,
  useLoadlineContext,
  useLoadlineQueryClient,
  type LoadlineContextValue,
  type LoadlineProviderProps,
} from './LoadlineProvider';
export { loadlineKeys, type AdjustmentListParams, type WeatherKind } from './queryKeys';
export { loadlineQueries } from './queryOptions';
export type { LoadlineQueryOptions } from './hookOptions';
export {
  useClearNotifications,
  useCurrentUser,
  useMarkAllNotificationsRead,
  useNotifications,
  useOrganizationUsers,
  type CurrentUserOptions,
} from './useSession';
export {
  useConfigItems,
  useCreateDashboard,
  useDashboard,
  useDashboards,
  useDeleteDashboard,
  useOverviewCards,
  useSetCardOverview,
  useShareDashboard,
  useShareDashboardWithOrganization,
  useUnshareDashboardFromOrganization,
  useUpdateDashboard,
  useUpdateOverviewLayout,
} from './useDashboards';
export {
  useDatasourceMetadata,
  useDatasourceQuery,
  useDistinct,
  useMaxTime,
  useMinMax,
  useTimeBoundary,
  type DatasourceQueryOptions,
} from './useDatasource';
export {
  useDatasourceQueries,
  useDatasourcesMetadata,
  type DatasourceMetadataState,
  type DatasourceQueryItem,
  type DatasourceQueryState,
} from './useDatasourceQueries';
export {
  useAdjustment,
  useAdjustments,
  useForecastSummaries,
  useJobs,
  useRiskAsOfDates,
  useRiskQuery,
  useWeather,
} from './useDomainData';
