import {
  CALCULATOR_NAME_MAX,
  TEXT_CALCULATOR_NAME_TOO_LONG,
  TEXT_NEW_CALCULATOR,
  dataSeriesSchema,
  type Calculator,
  type Card,
  type DataSeries,
  type Filter,
  type SeriesType,
} from '@loadline/core';
import { expressionStatus } from '../expression/expressionStatus';
import type { ExpressionOption } from '../expression/expressionTokens';
import type { RuleResult } from './cardRules';

/**
 * Calculators of a dashboard (spec part 1 §3 "Calculator / calculated series": uid, name default
 * 'New Calculator' at most 20 characters, expression, expressionDataIdMap, unit) and the
 * calculated series a calculator puts on a card (`groupedItems`). Pure.
 *
 * @module
 */

/**
 * A new calculator named 'New Calculator'.
 *
 * @example newCalculator(crypto.randomUUID())
 */
export function newCalculator(uid: string): Calculator {
  return { uid, name: TEXT_NEW_CALCULATOR, expression: '', expressionDataIdMap: {} };
}

/**
 * A calculator name as stored: trimmed, empty falls back to 'New Calculator', longer than 20
 * characters refused with 'Calculator name must be 20 characters or fewer' (spec part 1 §5).
 */
export function calculatorName(input: string): RuleResult<string> {
  const name = input.trim();
  if (name.length > CALCULATOR_NAME_MAX) return { ok: false, error: TEXT_CALCULATOR_NAME_TOO_LONG };
  return { ok: true, value: name || TEXT_NEW_CALCULATOR };
}

/** The default selected option of a series in an expression: its own calculation, else its first option, else Sum. */
function defaultOption(series: DataSeries): string {
  return series.selectedCalculation ?? series.calculationOptions[0] ?? 'Sum';
}

/**
 * The series an expression may reference: every series on the dashboard's cards (calculated ones
 * aside: a calculation of calculations is not offered), once each, with their default option;
 * and, when the dashboard's market filter selects several markets, each load series per market
 * ('COAST Stitched Actual', 'ERCOT Stitched Actual'), so a share of one market in another can be
 * written.
 */
export function expressionSeries(
  cards: readonly Pick<Card, 'dataSeries'>[],
  market?: Pick<Filter, 'name' | 'title' | 'items'> | null,
): { options: ExpressionOption[]; byId: Map<string, DataSeries> } {
  const byId = new Map<string, DataSeries>();
  const checked = market?.items.filter((i) => i.isChecked) ?? [];
  for (const card of cards) {
    for (const s of card.dataSeries) {
      if (s.groupedItems || byId.has(s.id)) continue;
      byId.set(s.id, s);
      const perMarket = market && checked.length > 1 && s.type !== 'temperature' && !s.selectedFilters.some((f) => f.name === market.name);
      if (!perMarket) continue;
      for (const item of checked) {
        const id = `${s.id}@${market.name}=${item.id}`;
        if (byId.has(id)) continue;
        byId.set(id, {
          ...s,
          id,
          label: `${item.label} ${s.label}`,
          selectedFilters: [...s.selectedFilters, { name: market.name, title: market.title, items: [{ ...item, isChecked: true }] }],
        });
      }
    }
  }
  const options = [...byId.values()].map((s) => ({ id: s.id, label: s.extras.legendText ?? s.label, defaultOption: defaultOption(s), group: 'Series' }));
  return { options, byId };
}

/**
 * The calculated series of a calculator, to drop on a card: label the calculator's name, type
 * the derived unit type (or custom with the calculator's explicit unit), members the referenced
 * series; null while the expression is empty or invalid.
 */
export function calculatedSeries(calculator: Calculator, byId: ReadonlyMap<string, DataSeries>): DataSeries | null {
  const status = expressionStatus(calculator, (id) => {
    const s = byId.get(id);
    return s ? { type: s.type, label: s.label } : undefined;
  });
  if (status.state !== 'valid' || !status.type) return null;
  const ids = new Set(Object.values(calculator.expressionDataIdMap).map((e) => e.id));
  const members = [...ids].flatMap((id) => {
    const s = byId.get(id);
    return s ? [{ ...s, groupedItems: undefined }] : [];
  });
  const type: SeriesType = calculator.unit ? 'custom' : status.type;
  return dataSeriesSchema.parse({
    id: `calc|${calculator.uid}`,
    label: calculator.name,
    type,
    ...(calculator.unit ? { customUnit: calculator.unit } : {}),
    groupedItems: {
      expression: calculator.expression,
      expressionDataIdMap: calculator.expressionDataIdMap,
      dataSeries: members.map(({ groupedItems: _g, ...m }) => m),
      key: calculator.uid,
    },
  });
}
