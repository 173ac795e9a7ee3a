import { TEXT_SERIES_ONE_GROUP_ONLY, dataSeriesSchema, scenarioConfigSchema, type ConfigItem, type DataSeries, type ScenarioConfig } from '@loadline/core';
import type { ScenarioMapping } from './dataMapping';
import { meterMapColumn } from './meterMapCard';
import type { LoadSeriesType, LoadUnitType } from './seriesCatalog';

/**
 * Scenario series of scenario analysis dashboards (spec part 1 §2 "Scenario dashboard: Data series
 * panel with Type choice (Load or Meter Count), scenario items, weather series per station...,
 * optional Meter Map card"; §3 "Scenario config: valueTypeColumn (default Item), valueColumn
 * (default value), meterIdColumn, hasMeterMap"; §5 "A scenario series cannot have more than one
 * group ('Dataseries cannot have more than one group')"). Pure functions.
 *
 * A scenario datasource is in long format: each row holds one item (the `valueTypeColumn`, e.g.
 * 'Load' or 'Temperature') of one scenario (the mapping's `scenarioColumn`, e.g. 'Normal weather')
 * and its value in `valueColumn`. A scenario series reads one item under one or more scenarios; with
 * several scenarios it is grouped by the scenario column (one line per scenario), which is its one
 * group.
 *
 * @module
 */

/** Marker of a scenario series in `extras.series`. */
export const SCENARIO_SERIES_MARKER = 'scenario';

/** The scenario columns of a config item: its scenario config (defaults Item and value) and the mapping's scenario column. */
export interface ScenarioColumns extends ScenarioConfig {
  /** Dimension column naming the scenario, e.g. 'scenario'. */
  scenarioColumn: string;
}

/**
 * The scenario column of a mapping's scenario series: its `scenarioColumn`, else 'scenario' (the
 * default `DashboardDataMapping.scenario` documents, named here only).
 *
 * @example scenarioColumnOf({ scenarioColumn: 'case' }) // 'case'
 */
export function scenarioColumnOf(mapping: ScenarioMapping | null | undefined): string {
  return mapping?.scenarioColumn ?? 'scenario';
}

/**
 * The scenario columns of `config` under `mapping`: `config.scenarioConfig` with the spec's defaults
 * (valueTypeColumn 'Item', valueColumn 'value', no meter map), its meter id column falling back to
 * the config's `dynamicColumnsConfig.meterIdColumn`, then to the host mapping's `meterIdColumn`
 * (`hostMeterIdColumn`).
 *
 * @example scenarioColumnsOf({ scenarioConfig: undefined }, { scenarioColumn: 'scenario' }).valueColumn // 'value'
 */
export function scenarioColumnsOf(
  config: Pick<ConfigItem, 'scenarioConfig' | 'dynamicColumnsConfig'>,
  mapping: ScenarioMapping | null | undefined,
  hostMeterIdColumn?: string | null,
): ScenarioColumns {
  const parsed = scenarioConfigSchema.parse(config.scenarioConfig ?? {});
  const meterIdColumn = parsed.meterIdColumn ?? config.dynamicColumnsConfig?.meterIdColumn ?? hostMeterIdColumn ?? undefined;
  return { ...parsed, ...(meterIdColumn ? { meterIdColumn } : {}), scenarioColumn: scenarioColumnOf(mapping) };
}

const pick = (name: string, values: readonly string[]) => ({
  name,
  title: name,
  items: values.map((v) => ({ id: v, label: v, isChecked: true, isDisabled: false })),
});

/** What a scenario series is made of. */
export interface ScenarioSeriesInput {
  /** The item, a value of the valueTypeColumn (e.g. 'Load'). */
  item: string;
  /** The scenarios read, values of the scenario column; more than one groups the series by scenario. */
  scenarios: readonly string[];
  /** Load (the item's value) or Meter Count (distinct meters of the item's rows; needs a meter id column). @default 'load' */
  type?: LoadSeriesType;
  /** Dimension column the series is also split by (e.g. 'market'); null for none. @default null */
  split?: string | null;
}

/**
 * A scenario series: the `valueColumn` of the rows whose `valueTypeColumn` is `item` and whose
 * scenario is one of `scenarios` (series filters), of the item's unit type from the mapping's
 * `items` (absent: `unitType`, the config's load type), summed by default (temperatures averaged);
 * Meter Count counts distinct meters (type 'dimensionless'). With several scenarios the series is
 * split by the scenario column. Id `scenario|{type}|{item}|{scenarios joined by ','}`; label
 * '{item} {scenario}' for one scenario, '{item}' for several (each line is named by its scenario);
 * Meter Count adds ' Meter Count'.
 *
 * @throws Error 'Dataseries cannot have more than one group' (spec part 1 §5) when several scenarios
 *   (grouped by scenario) are asked together with a `split` on another column.
 * @example scenarioSeries({ item: 'Load', scenarios: ['Normal weather'] }, cols).label // 'Load Normal weather'
 */
export function scenarioSeries(input: ScenarioSeriesInput, columns: ScenarioColumns, mapping?: ScenarioMapping | null, unitType: LoadUnitType = 'power load'): DataSeries {
  const type = input.type ?? 'load';
  const count = type === 'meterCount';
  const scenarios = [...input.scenarios];
  const split = scenarioSplit(scenarios, input.split ?? null, columns.scenarioColumn);
  if (!split.ok) throw new Error(split.error);
  const itemType = mapping?.items?.[input.item];
  const seriesType = count ? 'dimensionless' : (itemType?.unitType ?? unitType);
  const averaged = seriesType === 'temperature';
  return dataSeriesSchema.parse({
    id: `${SCENARIO_SERIES_MARKER}|${type}|${input.item}|${scenarios.join(',')}`,
    // Several scenarios are told apart by the split (the chart appends each scenario's name).
    label: `${scenarios.length > 1 ? input.item : `${input.item} ${scenarios[0] ?? ''}`.trim()}${count ? ' Meter Count' : ''}`,
    type: seriesType,
    ...(seriesType === 'custom' && itemType?.unit ? { customUnit: itemType.unit } : {}),
    calculationOptions: count ? ['CountDistinct'] : averaged ? ['Avg', 'Min', 'Max'] : ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: count ? 'CountDistinct' : averaged ? 'Avg' : 'Sum',
    selectedFilters: [pick(columns.valueTypeColumn, [input.item]), ...(scenarios.length > 0 ? [pick(columns.scenarioColumn, scenarios)] : [])],
    selectedSplit: split.value,
    extras: { series: SCENARIO_SERIES_MARKER, scenarios, ...(count ? { columnName: 'meterCount' } : {}) },
  });
}

/** Whether a series is a scenario series. */
export function isScenarioSeries(series: Pick<DataSeries, 'extras'>): boolean {
  return series.extras.series === SCENARIO_SERIES_MARKER;
}

/**
 * The one group of a scenario series of `scenarios` asked with `split` (spec part 1 §5): several
 * scenarios group by the scenario column, so another split would be a second group and is refused
 * with 'Dataseries cannot have more than one group'; one scenario takes `split` as its group.
 *
 * @example scenarioSplit(['Hot', 'Cold'], 'market', 'scenario') // { ok: false, error: 'Dataseries cannot have more than one group' }
 */
export function scenarioSplit(scenarios: readonly string[], split: string | null, scenarioColumn: string): { ok: true; value: string | null } | { ok: false; error: string } {
  if (scenarios.length > 1) {
    if (split !== null && split !== scenarioColumn) return { ok: false, error: TEXT_SERIES_ONE_GROUP_ONLY };
    return { ok: true, value: scenarioColumn };
  }
  return { ok: true, value: split };
}

/**
 * A split of an existing series, checked for scenario series (spec part 1 §5): a scenario series
 * holding several scenarios is grouped by scenario already, and a split on another column is
 * refused with 'Dataseries cannot have more than one group'. Null for any other series (no rule).
 */
export function scenarioSplitError(series: Pick<DataSeries, 'extras' | 'selectedSplit'>, split: string | null): string | null {
  if (!isScenarioSeries(series)) return null;
  const scenarios = series.extras.scenarios ?? [];
  if (scenarios.length > 1 && split !== null && split !== series.selectedSplit) return TEXT_SERIES_ONE_GROUP_ONLY;
  return null;
}

/**
 * Whether a scenario dashboard of `config` gets a Meter Map card (spec part 1 §2 "optional Meter
 * Map card", §3 hasMeterMap): its scenario config says `hasMeterMap` and names a meter id column.
 */
export function offersMeterMap(config: Pick<ConfigItem, 'scenarioConfig' | 'dynamicColumnsConfig'>): boolean {
  return meterMapColumn(config) !== null;
}
