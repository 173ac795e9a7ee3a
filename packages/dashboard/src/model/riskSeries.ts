import { dataSeriesSchema, type DashboardCategory, type DataSeries, type Filter } from '@loadline/core';
import type { RiskMapping, RiskSeriesId } from './dataMapping';

/**
 * Risk series (spec part 1 §2 "Risk-type dashboards", §3 "Data series": supply, demand,
 * position (net open position); volume, mark_to_market in the mapping's money unit) and the As Of Date a risk
 * dashboard charts them at. Pure functions, shared by the risk editor, the query plan and tests.
 *
 * @module
 */

/** Marker of a risk series in `extras.series`. */
export const RISK_SERIES_MARKER = 'risk';

/** Labels of the risk series. */
export const RISK_SERIES_LABELS: Readonly<Record<RiskSeriesId, string>> = {
  supply: 'Supply',
  demand: 'Demand',
  position: 'Net Open Position',
  volume: 'Volume',
  mark_to_market: 'Mark To Market',
};

/**
 * The risk series a category offers: nop charts supply, demand and the net open position;
 * supplyAndMarkToMarket charts supply, volume and mark to market. Other categories: none.
 */
export function riskSeriesOfCategory(category: DashboardCategory | string): readonly RiskSeriesId[] {
  if (category === 'nop') return ['supply', 'demand', 'position'];
  if (category === 'supplyAndMarkToMarket') return ['supply', 'volume', 'mark_to_market'];
  return [];
}

/**
 * A risk series: id `risk|{id}`, summed by default (Sum, Avg, Min, Max offered); supply, demand,
 * position and volume are power load, mark to market a custom series in the risk mapping's
 * `markToMarketUnit` (none without one). `extras.series` is 'risk' and `extras.columnName` the
 * series id.
 *
 * @param risk - the data mapping's risk mapping (its `markToMarketUnit`).
 * @example riskSeries('mark_to_market', { markToMarketUnit: 'GBP' }).customUnit // 'GBP'
 */
export function riskSeries(id: RiskSeriesId, risk?: Pick<RiskMapping, 'markToMarketUnit'> | null): DataSeries {
  const money = id === 'mark_to_market';
  const moneyUnit = money ? risk?.markToMarketUnit : undefined;
  return dataSeriesSchema.parse({
    id: `risk|${id}`,
    label: RISK_SERIES_LABELS[id],
    type: money ? 'custom' : 'power load',
    calculationOptions: ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: 'Sum',
    extras: { series: RISK_SERIES_MARKER, columnName: id },
    ...(moneyUnit ? { customUnit: moneyUnit } : {}),
  });
}

/** Whether `series` is a risk series ({@link riskSeries}). */
export function isRiskSeries(series: Pick<DataSeries, 'extras'>): boolean {
  return series.extras.series === RISK_SERIES_MARKER && typeof series.extras.columnName === 'string';
}

/** The as-of date chosen in the dashboard's filters (the one checked value of `column`), or null. */
export function asOfDateOf(filters: readonly Filter[], column: string): string | null {
  const checked = filters.find((f) => f.name === column)?.items.filter((i) => i.isChecked) ?? [];
  return checked.length === 1 && checked[0] ? checked[0].id : null;
}

/**
 * The dashboard's filters with `date` as the one as-of date (a filter on `column` with one checked
 * item), or without any when `date` is null. Other filters are kept in their order.
 *
 * @example withAsOfDate(filters, 'asOfDate', '2024-05-01')
 */
export function withAsOfDate(filters: readonly Filter[], column: string, date: string | null): Filter[] {
  const others = filters.filter((f) => f.name !== column);
  if (date === null) return others;
  return [...others, { name: column, title: 'As Of Date', items: [{ id: date, label: date, isChecked: true, isDisabled: false }] }];
}

/**
 * The `datesBefore` of the as-of-date call: the day after the dashboard's end date (ISO
 * `YYYY-MM-DD`), so the dates offered are those up to and including the end; null without an end.
 *
 * @example datesBeforeOf('2024-05-31') // '2024-06-01'
 */
export function datesBeforeOf(endDate: string | null): string | null {
  if (!endDate || !/^\d{4}-\d{2}-\d{2}/.test(endDate)) return null;
  const t = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(t)) return null;
  return new Date(t + 86_400_000).toISOString().slice(0, 10);
}
