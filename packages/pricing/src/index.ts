/**
 * Retail pricing management (spec part 2 §1-§9): the configuration browser, the calculation
 * input rows and their CSV import, and the job table; the pure models behind them and the
 * package's texts.
 *
 * @module
 */
export { pricingTexts, pricingConstants } from './texts';
export {
  changeConfigFilters,
  changeConfigPage,
  changeConfigPageSize,
  changeConfigSort,
  compactFilters,
  configPageCount,
  initialConfigGrid,
  selectConfigTable,
  shownRange,
  tableFilters,
  toConfigQuery,
  type ConfigFilterValues,
  type ConfigGridState,
  type ConfigPageSize,
  type ConfigSort,
} from './model/configGrid';
export { Configurations, type ConfigurationsProps } from './components/Configurations/Configurations';
export { ConfigGrid, type ConfigGridProps } from './components/Configurations/ConfigGrid';
export { FiltersPanel, type FiltersPanelProps } from './components/Configurations/FiltersPanel';
export { useConfigurations, type ConfigurationsOptions, type ConfigurationsState } from './components/Configurations/useConfigurations';
export { useDebouncedValue } from './components/Configurations/useDebouncedValue';
export {
  INPUT_FIELDS,
  LISTED_FIELDS,
  TEXT_NOT_IN_LIST,
  firstRowError,
  rowKey,
  toInputCsv,
  upsertRow,
  validateInputRow,
  type InputCandidate,
  type InputField,
  type InputRow,
  type InputRowErrors,
  type UpsertResult,
  type ValidatedRow,
} from './model/inputRows';
export {
  checkFileSize,
  checkHeaders,
  importCsv,
  importReport,
  type ImportOutcome,
  type ImportProgress,
  type ImportRowError,
  type ImportSettings,
} from './model/importCsv';
export type { ImportWorkerReply, ImportWorkerRequest } from './model/importProtocol';
export { defaultRunName } from './model/runDefaults';
export { Calculations, type CalculationsProps } from './components/Calculations/Calculations';
export { RowForm, type RowFormProps } from './components/Calculations/RowForm';
export { RunForm, type RunFormProps } from './components/Calculations/RunForm';
export { useCalculations, type CalculationsOptions, type CalculationsState, type RunInput } from './components/Calculations/useCalculations';
export { useCsvImport, defaultImportWorker, type CsvImportState, type ImportWorker } from './components/Calculations/useCsvImport';
export { formatJobTime, jobProgressView, jobTypeLabel, canDownload, hasUnfinishedJobs, sortJobs, type JobProgressView } from './model/jobView';
export { costStackOf, costDifference, type CostStack, type CostComponent, type CostDifference } from './model/costStack';
export { JobStatus, type JobStatusProps } from './components/JobStatus/JobStatus';
export { JobTable, type JobTableProps } from './components/JobStatus/JobTable';
export { CostStackPanel, type CostStackPanelProps } from './components/JobStatus/CostStackPanel';
export { useJobStatus, useJobCost, type JobStatusOptions, type JobStatusState, type JobCostState } from './components/JobStatus/useJobStatus';
