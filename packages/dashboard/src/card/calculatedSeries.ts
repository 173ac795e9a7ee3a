import {
  TEXT_GROUP_FETCH_ERROR,
  UNIT_CATALOGUE,
  defaultUnitOf,
  evaluateExpression,
  expressionUnit,
  formatUnitLabel,
  isUnitId,
  type DataSeries,
  type SeriesPoints,
  type SeriesType,
} from '@loadline/core';
import type { CardSeriesPlan, CardXAxis, SeriesRequestPlan } from '../model/queryPlan';
import { affineConversion, rowsToSeriesData, type AnswerRows, type CardSeriesData, type SourceUnit } from './cardData';
import type { RowRuns } from '@loadline/core';

/** A member request's answer, as the card reads it. */
export type MemberAnswer =
  | { status: 'ready'; rows: AnswerRows; unit: Extract<SourceUnit, { ok: true }>; keep: RowRuns | null }
  | { status: 'loading' }
  | { status: 'error'; message: string };

/** What a calculated series gives: its drawn data, or that it is loading, or why it cannot be drawn. */
export type CalculatedResult = { status: 'ready'; data: CardSeriesData } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * The data of a calculated series (spec part 1 §3 "Calculator / calculated series", §4 "a grouped
 * series merges its member fetches", §8): each member's answer converted to the base unit of its
 * unit type (kWh, therm, degF...), the units of the expression checked ('{label} does not share
 * units with {label}'), the expression evaluated point by point where every member has a point,
 * and the result converted to the axis unit. A member whose request failed stops the series with
 * 'One or more of the groups had an error while fetching'.
 */
export function calculatedSeriesData(
  plan: Extract<CardSeriesPlan, { kind: 'calculated' }>,
  read: (r: SeriesRequestPlan, member: DataSeries) => MemberAnswer,
  xAxis: CardXAxis,
  axisUnit: string,
): CalculatedResult {
  const points = new Map<string, SeriesPoints>();
  let loading = false;
  for (const m of plan.members) {
    const answer = read(m, m.series);
    if (answer.status === 'error') return { status: 'error', message: TEXT_GROUP_FETCH_ERROR };
    if (answer.status === 'loading') {
      loading = true;
      continue;
    }
    const base = baseUnit(m.series.type);
    const [drawn] = rowsToSeriesData(answer.rows, { series: { ...m.series, selectedSplit: null }, measure: m.measure, sourceUnit: answer.unit.unit, intervalMinutes: answer.unit.intervalMinutes }, xAxis, base, answer.keep);
    if (drawn) points.set(m.token, drawn.points);
  }
  if (loading) return { status: 'loading' };
  const unit = expressionUnit(plan.ast, (token) => {
    const member = plan.members.find((m) => m.token === token);
    return member ? { type: member.series.type, label: member.series.label } : undefined;
  });
  if (!unit.ok) return { status: 'error', message: unit.error };
  const value = evaluateExpression(plan.ast, points);
  if (typeof value === 'number') return { status: 'error', message: 'The expression references no series' };
  // The series' own type and unit win (a calculator's explicit unit); else the derived one.
  const derived: SeriesType = unit.type === 'power demand' ? 'power load' : unit.type;
  const type: SeriesType = plan.series.type === 'custom' || plan.series.type === derived ? plan.series.type : derived;
  const from = baseUnit(type);
  const to = type === plan.series.type ? axisUnit : from;
  const { factor, add, divisor } = affineConversion(from, to, null);
  const y = factor === 1 && add === 0 && divisor === 1 ? value.y : value.y.map((v) => (v * factor + add) / divisor);
  return {
    status: 'ready',
    data: {
      id: plan.series.id,
      seriesId: plan.series.id,
      label: plan.series.extras.legendText ?? plan.series.label,
      axisId: plan.series.axisId,
      unit: to,
      unitLabel: formatUnitLabel(to, plan.series.customUnit),
      points: { x: value.x, y },
    },
  };
}

/** The unit members are evaluated in: the default (base) unit of the series type. */
function baseUnit(type: SeriesType): string {
  const unit = defaultUnitOf(type);
  return isUnitId(unit) && (UNIT_CATALOGUE[type].units as readonly string[]).includes(unit) ? unit : 'custom';
}
