import type { AxisId, Calculator, Card, DataSeries, Filter } from '@loadline/core';
import { Button } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { ExpressionEditor } from '../expression/ExpressionEditor/ExpressionEditor';
import { expressionStatus } from '../expression/expressionStatus';
import { calculatorCatalogue, calculatorName, newCalculator, type CalculatorCatalogue } from '../model/calculators';
import type { DashboardAction } from '../model/dashboardReducer';
import { newId } from '../editor/newId';
import * as css from './panels.css';
import { SeriesItem } from './SeriesItem';

/** Texts of the calculator panel (the spec names the entity and its limits, not the panel's words). */
export const calculatorTexts = {
  heading: 'Calculators',
  add: 'Add Calculator',
  name: 'Name',
  expression: 'Expression',
  remove: (name: string) => `Delete ${name}`,
  none: 'No calculator yet: add one, then type @ to use the dashboard\'s series',
} as const;

/** Props of {@link CalculatorPanel}. */
export interface CalculatorPanelProps {
  /** The dashboard's calculators (editor state `settings.calculators`). */
  calculators: readonly Calculator[];
  /** The dashboard's cards: their series are what '@' offers, and the targets of 'Add {name} to a card'. */
  cards: readonly Card[];
  /** The dashboard's market filter: with several markets checked, '@' offers each load series per market. @default none */
  market?: Filter | null;
  dispatch: (action: DashboardAction) => void;
  /** Called when the user adds a calculator's series to a card axis. */
  onAddSeries: (cardId: string, series: DataSeries, axisId: AxisId) => void;
}

function CalculatorItem({ calculator, cards, catalogue, onChange, dispatch, onAddSeries }: {
  calculator: Calculator;
  cards: readonly { id: string; title: string }[];
  catalogue: CalculatorCatalogue;
  onChange: (uid: string, patch: Partial<Omit<Calculator, 'uid'>>) => void;
  dispatch: (action: DashboardAction) => void;
  onAddSeries: CalculatorPanelProps['onAddSeries'];
}) {
  const { byId } = catalogue;
  const options = useMemo(() => catalogue.optionsFor(calculator.uid), [catalogue, calculator.uid]);
  const nameId = useId();
  const [name, setName] = useState(calculator.name);
  const checked = calculatorName(name);
  const status = expressionStatus(calculator, (id) => {
    const s = byId.get(id);
    return s ? { type: s.type, label: s.extras.legendText ?? s.label } : undefined;
  });
  const series = catalogue.series.get(calculator.uid) ?? null;
  return (
    <li className={css.calculator} data-calculator-id={calculator.uid}>
      <label className={css.label} htmlFor={nameId}>{calculatorTexts.name}</label>
      <input
        id={nameId}
        className={css.search}
        value={name}
        maxLength={40}
        aria-invalid={!checked.ok || undefined}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => {
          // An invalid name is kept too (with its error), so it is not lost and the save refuses it.
          const next = checked.ok ? checked.value : name;
          if (checked.ok) setName(next);
          if (next !== calculator.name) onChange(calculator.uid, { name: next });
        }}
      />
      {!checked.ok ? <p role="alert" className={css.error}>{checked.error}</p> : null}
      <ExpressionEditor
        label={calculatorTexts.expression}
        value={calculator}
        onValueChange={(v) => onChange(calculator.uid, v)}
        options={options}
        status={status}
      />
      <div className={css.calculatorActions}>
        {series ? <ul className={css.list}><SeriesItem series={series} cards={cards} onAddSeries={onAddSeries} /></ul> : null}
        <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'removeCalculator', uid: calculator.uid })}>
          {calculatorTexts.remove(calculator.name)}
        </Button>
      </div>
    </li>
  );
}

/**
 * The dashboard's calculators (spec part 1 §1, §2 "Expression editor", §3 "Calculator"): Add
 * Calculator ('New Calculator'), rename (at most 20 characters, 'Calculator name must be 20
 * characters or fewer'), edit the expression with '@' chips of the dashboard's series, delete;
 * a valid calculator is a series like any other, dragged onto a card or added with 'Add {name}
 * to a card'.
 *
 * @example <CalculatorPanel calculators={state.settings.calculators} cards={state.cards} dispatch={dispatch} onAddSeries={add} />
 */
export function CalculatorPanel({ calculators, cards, market = null, dispatch, onAddSeries }: CalculatorPanelProps) {
  const headingId = useId();
  const catalogue = useMemo(() => calculatorCatalogue(calculators, cards, market), [calculators, cards, market]);
  // A change refreshes the cards' copies of every calculated series it affects (a calculator used by another included).
  const onChange = (uid: string, patch: Partial<Omit<Calculator, 'uid'>>) => {
    const next = calculators.map((c) => (c.uid === uid ? { ...c, ...patch } : c));
    const calculated = [...calculatorCatalogue(next, cards, market).series.values()].filter((x): x is DataSeries => x !== null);
    dispatch({ type: 'updateCalculator', uid, patch, calculated });
  };
  const refs = useMemo(() => cards.map((c) => ({ id: c.id, title: c.title })), [cards]);
  return (
    <section aria-labelledby={headingId} className={`${css.panel} ${css.section}`} data-part="ll_calculator-panel">
      <h2 id={headingId} className={css.heading}>{calculatorTexts.heading}</h2>
      {calculators.length === 0 ? <p className={css.muted}>{calculatorTexts.none}</p> : null}
      <ul className={css.list}>
        {calculators.map((c) => (
          <CalculatorItem key={c.uid} calculator={c} cards={refs} catalogue={catalogue} onChange={onChange} dispatch={dispatch} onAddSeries={onAddSeries} />
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'addCalculator', calculator: newCalculator(newId()) })}>
        {calculatorTexts.add}
      </Button>
    </section>
  );
}
