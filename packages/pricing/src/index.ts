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
