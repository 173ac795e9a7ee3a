/**
 * Zod schemas and types of every Loadline entity (spec part 1 §3, part 2 §3), with the spec's
 * defaults, limits and validation texts.
 *
 * @module
 */
export {
  ADJUSTMENT_PAGE_SIZE,
  adjustmentCalculationSchema,
  adjustmentIdResponseSchema,
  adjustmentListResponseSchema,
  adjustmentPointSchema,
  adjustmentReasonCodeSchema,
  adjustmentRowSchema,
  adjustmentSchema,
  adjustmentStatusSchema,
  adjustmentSummaryPointSchema,
  adjustmentVersionRequestSchema,
  adjustmentVersionResponseSchema,
  createAdjustmentRequestSchema,
  stitchedVersionResponseSchema,
} from './adjustment.schema';
export type {
  Adjustment,
  AdjustmentCalculation,
  AdjustmentPoint,
  AdjustmentReasonCode,
  AdjustmentRow,
  AdjustmentVersionRequest,
  CreateAdjustmentRequest,
  CreateAdjustmentRequestInput,
} from './adjustment.schema';
export {
  CARD_TITLE_MAX,
  DEFAULT_MAP_CENTRE,
  DEFAULT_MAP_ZOOM,
  DEFAULT_PAGE_SIZE,
  GRID_COLUMNS,
  LEGEND_POSITIONS,
  MAX_SERIES_PER_CARD,
  PAGE_SIZE_OPTIONS,
  TABLE_CELL_CAP,
  VISUALIZATIONS,
  VISUALIZATION_LABELS,
  cardLayoutSchema,
  cardSchema,
  cardTitleSchema,
  legendPositionSchema,
  mapSettingsSchema,
  meterTableOptionsSchema,
  overviewCardSchema,
  tableGroupSchema,
  visualizationSchema,
} from './card.schema';
export type {
  Card,
  CardInput,
  CardLayout,
  LegendPosition,
  MapSettings,
  MeterTableOptions,
  OverviewCard,
  Visualization,
} from './card.schema';
export {
  DAY_TYPES,
  commoditySchema,
  configColumnSchema,
  configItemSchema,
  configItemsResponseSchema,
  dashboardCategorySchema,
  filterItemSchema,
  filterSchema,
  groupConfigItemsByType,
  rangeFilterSchema,
  scenarioConfigSchema,
  timeFiltersSchema,
  weatherStationSchema,
} from './config.schema';
export type {
  ConfigItem,
  DashboardCategory,
  Filter,
  FilterItem,
  RangeFilter,
  ScenarioConfig,
  TimeFilters,
  WeatherStation,
} from './config.schema';
export {
  DASHBOARD_DESCRIPTION_MAX,
  DASHBOARD_NAME_MAX,
  UNSAVED_DASHBOARD_ID,
  createDashboardRequestSchema,
  dashboardContentSchema,
  dashboardDescriptionSchema,
  dashboardIdResponseSchema,
  dashboardVersionSchema,
  dashboardListResponseSchema,
  dashboardNameSchema,
  dashboardSchema,
  dashboardSettingsSchema,
  dateBoundSchema,
  sharingState,
  updateDashboardRequestSchema,
} from './dashboard.schema';
export type {
  CreateDashboardRequest,
  CreateDashboardRequestInput,
  Dashboard,
  DashboardInput,
  DashboardSettings,
  DateBound,
  SharingState,
  UpdateDashboardRequest,
  UpdateDashboardRequestInput,
} from './dashboard.schema';
export {
  CALCULATOR_NAME_MAX,
  axisIdSchema,
  baseDataSeriesSchema,
  calculationSchema,
  calculatorSchema,
  dataSeriesSchema,
  expressionDataIdEntrySchema,
  expressionDataIdMapSchema,
  groupingSchema,
  seriesExtrasSchema,
  seriesTypeSchema,
} from './dataSeries.schema';
export type {
  AxisId,
  Calculation,
  Calculator,
  DataSeries,
  DataSeriesInput,
  Grouping,
  SeriesType,
} from './dataSeries.schema';
export {
  FORECAST_PAGE_SIZE,
  PREVIOUS_FORECAST_COUNT,
  forecastCategorySchema,
  forecastPointSchema,
  forecastSummarySchema,
} from './forecast.schema';
export type {
  ForecastCategory,
  ForecastPoint,
  ForecastSummary,
} from './forecast.schema';
export {
  JOB_MILESTONES,
  JOB_TYPE_LABELS,
  RUN_NAME_MAX,
  RUN_NOTES_MAX,
  calculationInputRowSchema,
  calculationParameterSchema,
  calculationParametersResponseSchema,
  canDownloadJob,
  createJobRequestSchema,
  createJobResponseSchema,
  jobListResponseSchema,
  jobResultKindSchema,
  jobSchema,
  jobStateSchema,
  jobStatusSchema,
  jobTypeOfRun,
  jobTypeSchema,
  runSchema,
  runTypeSchema,
  startJobResponseSchema,
  urlResponseSchema,
} from './job.schema';
export type {
  CalculationInputRow,
  CalculationParameter,
  CalculationParameters,
  CreateJobRequest,
  CreateJobResponse,
  Job,
  JobResultKind,
  JobState,
  JobStatus,
  JobType,
  Run,
  RunType,
  StartJobResponse,
} from './job.schema';
export {
  notificationKindSchema,
  notificationSchema,
  notificationsQuerySchema,
  serverNotificationSchema,
} from './notification.schema';
export type {
  Notification,
  NotificationKind,
  NotificationsQuery,
  ServerNotification,
} from './notification.schema';
export {
  CONFIG_FILTER_NAMES,
  CONFIG_TABLES,
  CONFIG_TABLE_LABELS,
  configCountResponseSchema,
  configDistinctResponseSchema,
  configRowSchemas,
  configTableSchema,
  sortOrderSchema,
} from './pricingConfig.schema';
export type {
  ConfigDistinct,
  ConfigQuery,
  ConfigRow,
  ConfigTable,
} from './pricingConfig.schema';
export {
  MODULE_PRODUCTS,
  authRedirectResponseSchema,
  authUserResponseSchema,
  expandMods,
  isValidUser,
  organizationSchema,
  shareUserSchema,
  userSchema,
} from './user.schema';
export type {
  AuthRedirectResponse,
  AuthUserResponse,
  Organization,
  ShareUser,
  User,
} from './user.schema';
