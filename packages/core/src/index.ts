/**
 * @loadline/core: the headless core of Loadline. No DOM, no styles, no React (React lives under
 * the `./react` subpath; memory adapter and real-data fixtures under `./testing`). Every export is
 * named here (no `export *`); the list is pinned by etc/index.exports.txt
 * (scripts/publicExports.test.ts).
 *
 * @packageDocumentation
 */
export {
  dashboardNotFoundText, HTTP_STATUS_LABELS, importSkippedText, JOB_TABLE_COLUMNS, jobCompletedText, jobCreatedText,
  noConfigurationText, noDatasourceText, TEXT_ADJUSTMENT_CREATE_FAILED, TEXT_ADJUSTMENT_CREATED,
  TEXT_ADJUSTMENT_NAME_REQUIRED, TEXT_AT_LEAST_ONE_COLUMN, TEXT_BUILDING_SOMETHING_AWESOME,
  TEXT_CALCULATOR_NAME_TOO_LONG, TEXT_CANNOT_DELETE_DASHBOARD, TEXT_CANNOT_DELETE_SHARED, TEXT_CANNOT_DELETE_TITLE,
  TEXT_CANNOT_GROUP_BY_SELECTION, TEXT_CANNOT_SAVE_SHARED, TEXT_CARD_COPIED, TEXT_CARD_COPY_FAILED,
  TEXT_CARD_TITLE_TOO_LONG, TEXT_CLEAR_ALL, TEXT_COPY_DASHBOARD, TEXT_COPY_PREFIX, TEXT_CREATE_NEW_DASHBOARD,
  TEXT_DASHBOARD_INVALID_CONFIGURATION, TEXT_DASHBOARD_NAME_REQUIRED, TEXT_DASHBOARD_NAME_TOO_LONG,
  TEXT_DASHBOARD_SAVED, TEXT_DASHBOARD_SHARED, TEXT_DASHBOARD_SHARED_SUCCESSFULLY, TEXT_DASHBOARD_UNSHARED,
  TEXT_DATA_CANNOT_BE_FORMATTED, TEXT_DATASET_TOO_LARGE, TEXT_DATE_FORMAT, TEXT_DESCRIPTION_TOO_LONG,
  TEXT_DOLLARS_UNIT, TEXT_DOWNLOAD_MONTHLY, TEXT_DOWNLOAD_SUMMARY, TEXT_EMPTY_CARD, TEXT_END_BEFORE_START,
  TEXT_FIELD_REQUIRED, TEXT_FILE_INCORRECT_HEADERS, TEXT_FILE_TOO_BIG, TEXT_FILTERS_PREVENT_ITEMS,
  TEXT_FORECAST_MUST_BE_SELECTED, TEXT_GRID_MANAGEMENT_IN_DEVELOPMENT, TEXT_GROUP_FETCH_ERROR,
  TEXT_GROUPING_NOT_SUPPORTED, TEXT_IN_QUEUE, TEXT_INPUT_VALUES_NOT_LOADED, TEXT_INVALID_USER,
  TEXT_JOBS_QUEUE_RATE_REACHED, TEXT_LAYOUT_SAVE_FAILED, TEXT_LAYOUT_SAVED, TEXT_LOAD_AXIS_LABEL,
  TEXT_METER_ID_ALPHANUMERIC, TEXT_METER_ID_REQUIRED, TEXT_MIN_MAX_FAILED, TEXT_NEW_CALCULATOR,
  TEXT_NO_ADJUSTMENT_DATA, TEXT_NO_AS_OF_DATE, TEXT_NO_CALCULATION, TEXT_NO_DASHBOARD_SELECTED,
  TEXT_NO_DATA_FOR_SERIES, TEXT_NO_DATE_RANGE_FOR_REQUEST, TEXT_NO_DATE_RANGE_SET, TEXT_NO_DATE_RANGE_SPECIFIED,
  TEXT_NO_DESCRIPTION_PROVIDED, TEXT_NO_DISTINCT_FIELDS, TEXT_NO_ITEMS_FOUND, TEXT_NO_LEVELS_AVAILABLE,
  TEXT_NO_OPTIONS_AVAILABLE, TEXT_NO_PROCESS_TIME, TEXT_NO_SETTLEMENT_DATA, TEXT_NO_STATIONS, TEXT_NOT_ENOUGH_DATA,
  TEXT_NOTIFICATIONS_TITLE, TEXT_OVERVIEW_ADD_FAILED, TEXT_OVERVIEW_REMOVE_FAILED, TEXT_PAGE_NOT_FOUND,
  TEXT_PASTE_COUNT_MISMATCH, TEXT_PAYLOAD_TOO_LARGE, TEXT_PLEASE_UNSHARE, TEXT_RERUN, TEXT_ROW_ALREADY_EXISTS,
  TEXT_RUN_NAME_REQUIRED, TEXT_RUN_NAME_TOO_LONG, TEXT_RUN_NOTES_TOO_LONG, TEXT_SAVE_BEFORE_OVERVIEW, TEXT_SEE_JOB,
  TEXT_SERIES_CANNOT_BE_SPLIT, TEXT_SERIES_ONE_GROUP_ONLY, TEXT_SOMETHING_WENT_WRONG, TEXT_TOO_MANY_SERIES,
  TEXT_UNRECOGNIZABLE_FORMAT, TEXT_UNTITLED, TEXT_UNTITLED_CARD, TEXT_VIEW, TEXT_WORKING_ON_PREVIOUS_ACTION,
  TEXT_YOUR_DASHBOARDS, unitsMismatchText,
} from './texts';
export {
  ADJUSTMENT_PAGE_SIZE, adjustmentAuditEntrySchema, adjustmentAuditResponseSchema, adjustmentCalculationSchema,
  adjustmentIdResponseSchema, adjustmentListResponseSchema, adjustmentPointSchema, adjustmentReasonCodeSchema,
  adjustmentRowSchema, adjustmentSchema, adjustmentStatusSchema, adjustmentSummaryPointSchema,
  adjustmentVersionRequestSchema, adjustmentVersionResponseSchema, authRedirectResponseSchema, authUserResponseSchema,
  axisIdSchema, baseDataSeriesSchema, calculationInputRowSchema, calculationParameterSchema,
  calculationParametersResponseSchema, calculationSchema, CALCULATOR_NAME_MAX, calculatorSchema, canDownloadJob,
  CARD_TITLE_MAX, cardLayoutSchema, cardSchema, cardTitleSchema, commoditySchema, CONFIG_FILTER_NAMES,
  CONFIG_TABLE_FILTERS, CONFIG_TABLE_LABELS, CONFIG_TABLES, configColumnSchema, configCountResponseSchema,
  configDistinctResponseSchema, configItemSchema, configItemsResponseSchema, configRowSchemas, configTableSchema,
  createAdjustmentRequestSchema, createDashboardRequestSchema, createJobRequestSchema, createJobResponseSchema,
  DASHBOARD_DESCRIPTION_MAX, DASHBOARD_NAME_MAX, dashboardCategorySchema, dashboardContentSchema,
  dashboardDescriptionSchema, dashboardIdResponseSchema, dashboardListResponseSchema, dashboardNameSchema,
  dashboardSchema, dashboardSettingsSchema, dashboardVersionSchema, dataSeriesSchema, dateBoundSchema, DAY_TYPES,
  DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, DEFAULT_PAGE_SIZE, expandMods, expressionDataIdEntrySchema,
  expressionDataIdMapSchema, filterItemSchema, filterSchema, FORECAST_PAGE_SIZE, forecastCategorySchema,
  forecastPointSchema, forecastSummarySchema, GRID_COLUMNS, groupConfigItemsByType, groupingSchema, isValidUser,
  JOB_MILESTONES, JOB_TYPE_LABELS, jobListResponseSchema, jobResultKindSchema, jobSchema, jobStateSchema,
  jobStatusSchema, jobTypeOfRun, jobTypeSchema, LEGEND_POSITIONS, legendPositionSchema, mapSettingsSchema,
  marketOptionSchema, MAX_SERIES_PER_CARD, meterTableOptionsSchema, MODULE_PRODUCTS, notificationKindSchema,
  notificationSchema, notificationsQuerySchema, organizationSchema, overviewCardSchema, PAGE_SIZE_OPTIONS,
  PREVIOUS_FORECAST_COUNT, rangeFilterSchema, RUN_NAME_MAX, RUN_NOTES_MAX, runSchema, runTypeSchema,
  scenarioConfigSchema, seriesExtrasSchema, seriesTypeSchema, serverNotificationSchema, shareUserSchema, sharingState,
  sortOrderSchema, startJobResponseSchema, stitchedVersionResponseSchema, TABLE_CELL_CAP, tableGroupSchema,
  timeFiltersSchema, UNSAVED_DASHBOARD_ID, updateDashboardRequestSchema, urlResponseSchema, userSchema,
  VISUALIZATION_LABELS, VISUALIZATION_MAX, VISUALIZATIONS, visualizationSchema, weatherStationSchema, type Adjustment,
  type AdjustmentAuditEntry, type AdjustmentCalculation, type AdjustmentPoint, type AdjustmentReasonCode,
  type AdjustmentRow, type AdjustmentVersionRequest, type AuthRedirectResponse, type AuthUserResponse, type AxisId,
  type BuiltInVisualization, type Calculation, type CalculationInputRow, type CalculationParameter,
  type CalculationParameters, type Calculator, type Card, type CardInput, type CardLayout, type ConfigDistinct,
  type ConfigFilterName, type ConfigItem, type ConfigQuery, type ConfigRow, type ConfigTable,
  type CreateAdjustmentRequest, type CreateAdjustmentRequestInput, type CreateDashboardRequest,
  type CreateDashboardRequestInput, type CreateJobRequest, type CreateJobResponse, type Dashboard,
  type DashboardCategory, type DashboardInput, type DashboardSettings, type DataSeries, type DataSeriesInput,
  type DateBound, type Filter, type FilterItem, type ForecastCategory, type ForecastPoint, type ForecastSummary,
  type Grouping, type Job, type JobResultKind, type JobState, type JobStatus, type JobType, type LegendPosition,
  type MapSettings, type MarketOption, type MeterTableOptions, type Notification, type NotificationKind,
  type NotificationsQuery, type Organization, type OverviewCard, type RangeFilter, type Run, type RunType,
  type ScenarioConfig, type SeriesType, type ServerNotification, type ShareUser, type SharingState,
  type StartJobResponse, type TimeFilters, type UpdateDashboardRequest, type UpdateDashboardRequestInput, type User,
  type Visualization, type WeatherStation,
} from './schemas/index';
export {
  areUnitsCompatible, areUnitsCompatibleOverInterval, BTU_PER_THERM, convertUnit, convertUnitOverInterval,
  defaultUnitOf, formatUnitLabel, isUnitId, JOULES_PER_BTU, THERMS_PER_CCF, THERMS_PER_GJ, THERMS_PER_M3,
  timeAggregationOf, UNIT_CATALOGUE, UNIT_TYPES, UnitConversionError, unitFromMetadata, UNITS, unitsOfType,
  type MetadataUnit, type TimeAggregation, type UnitConversionErrorCode, type UnitDefinition, type UnitId,
  type UnitType, type UnitTypeDefinition,
} from './units/index';
export {
  evaluateExpression, EXPRESSION_FUNCTIONS, expressionUnit, formatExpression, MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH, MissingSeriesError, parseExpression, type ExpressionFunction, type ExpressionUnitResult,
  type ExprNode, type ExprValue, type ParsedExpression, type ReferencedUnit, type SeriesPoints,
} from './expression/index';
export {
  addLocalDays, bucketKey, bucketSeries, bucketStart, compareLocalDates, cyclicGroupKey, DAY_MS, DEFAULT_DATE_RANGE,
  defaultGroupInterval, ELEVEN_DAYS_BACK_DATE_RANGE, fixedDateRange, formatLocalDate, formatOffset, GRANULARITY_CODES,
  granularityOfGrouping, GROUPING_CHOICES, groupingOf, groupingOfGranularity, GROUPINGS, HOUR_MS,
  hourBeginningToEnding, hourEndingLabel, hourEndingNumber, hourEndingOf, hourEndingToBeginning, hoursInLocalDay,
  isGranularityCode, LAST_MONTH_OF_DATA_DATE_RANGE, localDayHours, matchesTimeFilters, nextBucketStart, parseLocalDate,
  relativeDateBound, resolveDateBound, resolveDateRange, startOfLocalDate, startOfLocalDay, startOfLocalMonth,
  startOfLocalWeek, startOfLocalYear, timeFilterGroups, toHourBeginningInstant, toHourEndingInstant, toLocalDate,
  toLocalDateTime, wallTimeToInstant, zoneOffsetMs, type AmbiguityChoice, type DateBoundContext,
  type DateBoundIdentifier, type DateBoundInput, type DateBoundType, type DayType, type GranularityCode,
  type GroupingDefinition, type GroupingId, type HourSlot, type LocalDate, type LocalDateTime, type LocalHour,
  type ResolvedDateRange, type SeriesBucket, type TimedValue, type TimeFilterGroup, type TimeFilterItem,
  type TimeFilterName, type TimeFilterSelection,
} from './time/index';
export {
  aggregationSchema, asOfDatesResponseSchema, bucketText, civilDateText, ColumnarAnswerError, columnarAnswerSchema,
  ColumnarQueryResponse, columnMeasureSchema, COLUMNS_MEDIA_TYPE, customMeasureSchema, datasourceMetadataSchema,
  dateRangeSchema, dateTimeStringSchema, decodeColumnarAnswer, dimensionSplitSchema, dimensionsRequestSchema,
  dimensionValueSchema, distinctRequestSchema, distinctResponseSchema, filterTypeSchema, granularitySchema,
  identifierSchema, isCalendarDateTime, isKnownTimeZone, isoDateSchema, isValidQueryRequest, keepTimeParts,
  MAX_FILTER_VALUES, MAX_IDENTIFIER_LENGTH, MAX_QUERY_ITEMS, MAX_QUERY_LIMIT, maxTimeResponseSchema, measureResultName,
  minMaxItemSchema, minMaxResponseSchema, minTimeResponseSchema, multiDistinctResponseSchema, nativeQueryRequestSchema,
  normalsResponseSchema, orderBySchema, QUERY_BATCH_MAX_QUERIES, QUERY_BATCH_MEDIA_TYPE, queryBatchItemSchema,
  queryBatchLineSchema, queryBatchRequestSchema, queryColumnsOf, queryFilterSchema, queryRangeFilterSchema,
  queryRequestSchema, queryResponseSchema, queryRowSchema, queryRowsSchema, riskAggregationSchema,
  riskDistinctResponseSchema, riskFieldsRequestSchema, riskMinMaxResponseSchema, riskQueryRequestSchema,
  riskQueryResponseSchema, riskRangeFilterSchema, riskSelectedFilterSchema, runsOfMask, selectedMeasureSchema,
  spatialFilterSchema, splitSchema, TIME_PARTS, timeBoundaryResponseSchema, timeBoundRequestSchema, timeFilterSchema,
  timePartFilterSchema, timePartMask, timePartOf, timePartRuns, timePartSchema, timePartSplitSchema, timeSplitSchema,
  timeZoneSchema, toQueryDateRange, toQueryFilters, toQueryRangeFilters, toTimePartFilter, validateQueryRequest,
  validateRiskQueryRequest, weatherForecastResponseSchema, weatherRequestSchema, weatherResponseSchema,
  weatherRowSchema, type Aggregation, type ColumnarAnswer, type DatasourceMetadata, type DimensionsRequest,
  type DimensionsRequestInput, type DimensionValue, type DistinctRequest, type DistinctRequestInput,
  type DistinctResponse, type Granularity, type MinMaxItem, type MultiDistinctResponse, type NativeQueryRequest,
  type QueryBatchLine, type QueryBatchRequest, type QueryColumn, type QueryColumns, type QueryDateRange,
  type QueryFilter, type QueryRangeFilter, type QueryRequest, type QueryRequestInput, type QueryResponse,
  type QueryRow, type QueryValidationOptions, type RiskFieldsRequest, type RiskQueryRequest,
  type RiskQueryRequestInput, type RowRuns, type SelectedMeasure, type SpatialFilter, type Split, type TimeBoundary,
  type TimeBoundRequest, type TimeBoundRequestInput, type TimeFilter, type TimePart, type TimePartFilter,
  type ValidationResult, type ValidQueryRequest, type WeatherRequest, type WeatherRow,
} from './query/index';
export {
  mapeHorizonOf, mapeHoursText, mapeRequest, mapeScores, type MapeRequestOptions, type MapeRun, type MapeScopeColumns, type MapeScopeKind,
  type MapeScore, type MapeSource,
} from './query/mape';
export {
  actionErrorMessage, buildForecastSummaries, createHttpAdapter, FORECAST_COLUMNS, httpErrorMessage, isAbortError,
  LOADLINE_REQUEST_HEADER, LoadlineFormatError, LoadlineHttpError, LoadlineValidationError, type ActionToast,
  type AdjustmentsApi, type AuthApi, type DashboardsApi, type DataAdapter, type ErrorContext, type FailedAction,
  type ForecastRowsShape, type ForecastsApi, type ForecastSummariesParams, type HttpAdapterOptions,
  type NotificationsApi, type OverviewApi, type PricingApi, type QueryApi, type RequestOptions, type RiskApi,
  type ShareUsersChange, type SharingApi, type UsersApi, type WeatherApi,
} from './adapter/index';
export {
  ActionInProgressError, actionStateReducer, createActionStore, describeError, IDLE_ACTION_STATE, type ActionEvent,
  type ActionState, type ActionStore,
} from './actionState';
export {
  isProductActive, MOD_IDS, MOD_PRODUCTS, MODULES, PRODUCT_IDS, PRODUCTS, productsForMods, type ModId, type ModuleName,
  type Product, type ProductId,
} from './products';
export { naturalCompare } from './naturalOrder';
export { csvCell, csvQuote, csvValue } from './csv/index';
export {
  editedPoints, isEdited, stitchIntervals, stitchVersion, type ForecastInterval, type IntervalEdit, type StitchedInterval,
} from './adjustments/index';
