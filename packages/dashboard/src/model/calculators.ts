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
import type { ExpressionOption, ExpressionValue } from '../expression/expressionTokens';
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

const REFERENCE = /@\{([^{}]*)\}/g;

/** The calculators a calculator references directly (chips whose series id is `calc|{uid}`). */
function calculatorRefs(calculator: Calculator): string[] {
  return Object.values(calculator.expressionDataIdMap).flatMap((e) => (e.id.startsWith(CALC_PREFIX) ? [e.id.slice(CALC_PREFIX.length)] : []));
}

const CALC_PREFIX = 'calc|';

/**
 * A calculator's expression with every chip of another calculator replaced by that calculator's
 * own (already flattened) expression in parentheses, its tokens prefixed with the chip's token:
 * `@{a} * 2` where `a` is 'COAST share' = `@{c} / @{e} * 100` becomes
 * `(@{a.c} / @{a.e} * 100) * 2`. The stored series then references base series only, so a card
 * fetches and merges them like any calculated series (spec part 1 §3 `groupedItems`, §4).
 */
function inlineCalculators(calculator: Calculator, byId: ReadonlyMap<string, DataSeries>): { value: ExpressionValue; members: Map<string, DataSeries> } {
  const expressionDataIdMap: ExpressionValue['expressionDataIdMap'] = {};
  const members = new Map<string, DataSeries>();
  const expression = calculator.expression.replace(REFERENCE, (whole, token: string) => {
    const entry = calculator.expressionDataIdMap[token];
    if (!entry) return whole;
    const series = byId.get(entry.id);
    const inner = series?.groupedItems;
    if (!inner) {
      expressionDataIdMap[token] = entry;
      if (series) members.set(series.id, series);
      return whole;
    }
    const innerMembers = new Map(inner.dataSeries.map((m) => [m.id, m]));
    const text = inner.expression.replace(REFERENCE, (w, t: string) => {
      const e = inner.expressionDataIdMap[t];
      if (!e) return w;
      expressionDataIdMap[`${token}.${t}`] = e;
      const member = byId.get(e.id) ?? innerMembers.get(e.id);
      if (member) members.set(member.id, member);
      return `@{${token}.${t}}`;
    });
    return `(${text})`;
  });
  return { value: { expression, expressionDataIdMap }, members };
}

/**
 * The calculated series of a calculator, to drop on a card: label the calculator's name, type
 * the derived unit type (or custom with the calculator's explicit unit), members the referenced
 * series, other calculators' chips flattened into their expressions (see
 * {@link calculatorCatalogue}); null while the expression is empty or invalid.
 */
export function calculatedSeries(calculator: Calculator, byId: ReadonlyMap<string, DataSeries>): DataSeries | null {
  const status = expressionStatus(calculator, (id) => {
    const s = byId.get(id);
    return s ? { type: s.type, label: s.label } : undefined;
  });
  if (status.state !== 'valid' || !status.type) return null;
  const { value, members } = inlineCalculators(calculator, byId);
  const type: SeriesType = calculator.unit ? 'custom' : status.type;
  return dataSeriesSchema.parse({
    id: `${CALC_PREFIX}${calculator.uid}`,
    label: calculator.name,
    type,
    ...(calculator.unit ? { customUnit: calculator.unit } : {}),
    groupedItems: {
      expression: value.expression,
      expressionDataIdMap: value.expressionDataIdMap,
      dataSeries: [...members.values()].map(({ groupedItems: _g, ...m }) => m),
      key: calculator.uid,
    },
  });
}

/** The dashboard's calculators resolved against its series: what '@' offers each one, and the series each one gives. */
export interface CalculatorCatalogue {
  /** The dashboard's series by id (as {@link expressionSeries}) and each valid calculator's series under `calc|{uid}`. */
  byId: Map<string, DataSeries>;
  /** The calculated series of each calculator uid; null while its expression is empty, invalid or refers in a circle. */
  series: Map<string, DataSeries | null>;
  /**
   * The '@' options of a calculator: the dashboard's series (group 'Series'), then every other
   * valid calculator that does not use it, directly or through another (group 'Calculators'),
   * so no calculation ever refers to itself.
   */
  optionsFor(uid: string): ExpressionOption[];
}

/**
 * The dashboard's calculators resolved in dependency order (spec part 1 §2 "Typing '@' opens a
 * menu of the dashboard's series and calculators", §3): a calculator may use another one; each
 * calculated series is flattened to base series (a chip of a calculator becomes its expression),
 * and a calculator is never offered to itself or to one it depends on. Pure.
 *
 * @example calculatorCatalogue(state.settings.calculators, state.cards, marketFilter).optionsFor(uid)
 */
export function calculatorCatalogue(
  calculators: readonly Calculator[],
  cards: readonly Pick<Card, 'dataSeries'>[],
  market?: Pick<Filter, 'name' | 'title' | 'items'> | null,
): CalculatorCatalogue {
  const { options, byId } = expressionSeries(cards, market);
  const series = new Map<string, DataSeries | null>();
  const pending = new Map(calculators.map((c) => [c.uid, c]));
  for (let progress = true; progress; ) {
    progress = false;
    for (const [uid, c] of pending) {
      if (!calculatorRefs(c).every((r) => series.has(r))) continue;
      const s = calculatedSeries(c, byId);
      series.set(uid, s);
      if (s) byId.set(s.id, s);
      pending.delete(uid);
      progress = true;
    }
  }
  // What is left refers to a missing calculator or in a circle.
  for (const uid of pending.keys()) series.set(uid, null);
  const refs = new Map(calculators.map((c) => [c.uid, calculatorRefs(c)]));
  const uses = (from: string, target: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop() as string;
      if (at === target) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(refs.get(at) ?? []));
    }
    return false;
  };
  const calculatorOptions = (uid: string): ExpressionOption[] =>
    calculators.flatMap((c) => {
      const s = series.get(c.uid);
      if (!s || c.uid === uid || uses(c.uid, uid)) return [];
      return [{ id: s.id, label: c.name, defaultOption: defaultOption(s), group: 'Calculators' }];
    });
  return { byId, series, optionsFor: (uid) => [...options, ...calculatorOptions(uid)] };
}

/**
 * A card series refreshed from its calculator's new series (label, expression and members), its
 * place on the card (axis, colour, legend) kept. A series whose unit type or unit would change
 * stays as it is: the card's axis was checked for the old unit, so the user adds it again.
 */
export function refreshCalculatedSeries(series: DataSeries, calculated: ReadonlyMap<string, DataSeries>): DataSeries {
  const next = series.groupedItems ? calculated.get(series.id) : undefined;
  if (!next || next.type !== series.type || next.customUnit !== series.customUnit) return series;
  return { ...series, label: next.label, groupedItems: next.groupedItems };
}

/**
 * The error of the first calculator whose name cannot be saved (over 20 characters: 'Calculator
 * name must be 20 characters or fewer', spec part 1 §5), or null when every name can.
 *
 * @example invalidCalculatorName([{ ...calc, name: 'A name much too long for it' }]) // 'Calculator name must be 20 characters or fewer'
 */
export function invalidCalculatorName(calculators: readonly Pick<Calculator, 'name'>[]): string | null {
  for (const c of calculators) {
    const checked = calculatorName(c.name);
    if (!checked.ok) return checked.error;
  }
  return null;
}
