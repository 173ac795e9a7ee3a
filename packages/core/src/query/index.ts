/**
 * The query model of spec part 2 §7 "Data queries": requests and answers of the datasource,
 * weather and risk calls, and client-side validation.
 *
 * @module
 */
export {
  MAX_FILTER_VALUES,
  MAX_IDENTIFIER_LENGTH,
  MAX_QUERY_ITEMS,
  dateRangeSchema,
  dateTimeStringSchema,
  dimensionValueSchema,
  filterTypeSchema,
  identifierSchema,
  isoDateSchema,
  minMaxItemSchema,
  queryFilterSchema,
  queryRangeFilterSchema,
  queryRowSchema,
  queryRowsSchema,
  timeFilterSchema,
  timePartFilterSchema,
  timePartSchema,
  timeZoneSchema,
  isKnownTimeZone,
  isCalendarDateTime,
  toQueryDateRange,
} from './common.schema';
export type {
  DimensionValue,
  MinMaxItem,
  QueryDateRange,
  QueryFilter,
  QueryRangeFilter,
  QueryRow,
  TimeFilter,
  TimePart,
  TimePartFilter,
} from './common.schema';
export {
  datasourceMetadataSchema,
  dimensionsRequestSchema,
  distinctRequestSchema,
  distinctResponseSchema,
  maxTimeResponseSchema,
  minMaxResponseSchema,
  minTimeResponseSchema,
  multiDistinctResponseSchema,
  timeBoundRequestSchema,
  timeBoundaryResponseSchema,
} from './datasource.schema';
export type {
  DatasourceMetadata,
  DimensionsRequest,
  DimensionsRequestInput,
  DistinctRequest,
  DistinctRequestInput,
  DistinctResponse,
  MultiDistinctResponse,
  TimeBoundRequest,
  TimeBoundRequestInput,
  TimeBoundary,
} from './datasource.schema';
export {
  COLUMNS_MEDIA_TYPE,
  ColumnarAnswerError,
  ColumnarQueryResponse,
  bucketText,
  civilDateText,
  columnarAnswerSchema,
  decodeColumnarAnswer,
  queryColumnsOf,
} from './columnarAnswer';
export type { ColumnarAnswer, QueryColumn, QueryColumns } from './columnarAnswer';
export {
  QUERY_BATCH_MAX_QUERIES,
  QUERY_BATCH_MEDIA_TYPE,
  queryBatchItemSchema,
  queryBatchLineSchema,
  queryBatchRequestSchema,
} from './queryBatch';
export type { QueryBatchLine, QueryBatchRequest } from './queryBatch';
export {
  MAX_QUERY_LIMIT,
  aggregationSchema,
  columnMeasureSchema,
  customMeasureSchema,
  dimensionSplitSchema,
  granularitySchema,
  measureResultName,
  nativeQueryRequestSchema,
  orderBySchema,
  queryRequestSchema,
  queryResponseSchema,
  selectedMeasureSchema,
  spatialFilterSchema,
  splitSchema,
  timePartSplitSchema,
  timeSplitSchema,
} from './query.schema';
export type {
  Aggregation,
  Granularity,
  NativeQueryRequest,
  QueryRequest,
  QueryRequestInput,
  QueryResponse,
  SelectedMeasure,
  SpatialFilter,
  Split,
} from './query.schema';
export {
  asOfDatesResponseSchema,
  riskAggregationSchema,
  riskDistinctResponseSchema,
  riskFieldsRequestSchema,
  riskMinMaxResponseSchema,
  riskQueryRequestSchema,
  riskQueryResponseSchema,
  riskRangeFilterSchema,
  riskSelectedFilterSchema,
} from './risk.schema';
export type {
  RiskFieldsRequest,
  RiskQueryRequest,
  RiskQueryRequestInput,
} from './risk.schema';
export {
  TIME_PARTS,
  keepTimeParts,
  runsOfMask,
  timePartMask,
  timePartOf,
  timePartRuns,
} from './timePartRows';
export type { RowRuns } from './timePartRows';
export {
  toQueryFilters,
  toQueryRangeFilters,
  toTimePartFilter,
} from './toQueryFilters';
export {
  isValidQueryRequest,
  validateQueryRequest,
  validateRiskQueryRequest,
} from './validateQueryRequest';
export type {
  QueryValidationOptions,
  ValidQueryRequest,
  ValidationResult,
} from './validateQueryRequest';
export {
  normalsResponseSchema,
  weatherForecastResponseSchema,
  weatherRequestSchema,
  weatherResponseSchema,
  weatherRowSchema,
} from './weather.schema';
export type {
  WeatherRequest,
  WeatherRow,
} from './weather.schema';
