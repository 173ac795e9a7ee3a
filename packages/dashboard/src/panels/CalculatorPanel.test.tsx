/// <reference types="@testing-library/jest-dom/vitest" />
import type { Calculator } from '@loadline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JULY_CONTEXT, LOAD, fixtureCard } from '../card/cardFixtures';
import { invalidCalculatorName } from '../model/calculators';
import { dashboardReducer, type DashboardAction } from '../model/dashboardReducer';
import { emptyEditorState } from '../model/editorState';
import { CalculatorPanel } from './CalculatorPanel';

const twoMarkets = { ...JULY_CONTEXT.filters[0]!, items: JULY_CONTEXT.filters[0]!.items.map((i) => ({ ...i, isChecked: true })) };
const cards = [fixtureCard({ id: 'c1', title: 'Load', dataSeries: [LOAD] })];

function Harness({ onAdd }: { onAdd: (...args: unknown[]) => void }) {
  const [state, setState] = useState(() => ({ ...emptyEditorState('d', 'UTC'), cards }));
  const dispatch = (a: DashboardAction) => setState((s) => dashboardReducer(s, a));
  return <CalculatorPanel calculators={state.settings.calculators} cards={state.cards} market={twoMarkets} dispatch={dispatch} onAddSeries={onAdd} />;
}

describe('CalculatorPanel', () => {
  it("adds 'New Calculator', renames it, writes COAST share with '@' per market, and adds it to a card as a calculated series", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Harness onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add Calculator' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('New Calculator');
    await user.clear(name);
    await user.type(name, 'COAST share');
    await user.tab();
    const expression = screen.getByRole('combobox', { name: 'Expression' });
    await user.click(expression);
    await user.keyboard('@COAST{Enter}/ @ERCOT{Enter}* 100');
    expect(expression).toHaveAttribute('data-state', 'valid');
    await user.click(screen.getByRole('button', { name: 'Add COAST share to a card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Load — Primary axis' }));
    const [cardId, series, axisId] = onAdd.mock.calls[0] ?? [];
    expect([cardId, axisId]).toEqual(['c1', 'primary_axis']);
    expect(series).toMatchObject({ label: 'COAST share', type: 'dimensionless', groupedItems: { expression: '@{s1} / @{s2} * 100' } });
    const members = (series as { groupedItems: { dataSeries: { label: string; selectedFilters: { items: { id: string }[] }[] }[] } }).groupedItems.dataSeries;
    expect(members.map((m) => [m.label, m.selectedFilters.at(-1)?.items.map((i) => i.id)])).toEqual([
      ['COAST Stitched Actual', ['COAST']],
      ['ERCOT Stitched Actual', ['ERCOT']],
    ]);
  });

  it('refuses a name over 20 characters with the spec text, and deletes a calculator', async () => {
    const user = userEvent.setup();
    render(<Harness onAdd={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Calculator' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'A name much too long for it');
    expect(screen.getByRole('alert')).toHaveTextContent('Calculator name must be 20 characters or fewer');
    // Leaving the field keeps what was typed, in the field and in the dashboard's calculators.
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveValue('A name much too long for it');
    expect(screen.getByRole('alert')).toHaveTextContent('Calculator name must be 20 characters or fewer');
    await user.click(screen.getByRole('button', { name: 'Delete A name much too long for it' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(within(document.body).getByText(/No calculator yet/)).toBeInTheDocument();
  });
});

describe('calculator reducer actions', () => {
  it('keeps calculators in the dashboard settings, so they are saved with it', () => {
    const calc: Calculator = { uid: 'u1', name: 'New Calculator', expression: '', expressionDataIdMap: {} };
    let s = dashboardReducer(emptyEditorState('d', 'UTC'), { type: 'addCalculator', calculator: calc });
    s = dashboardReducer(s, { type: 'updateCalculator', uid: 'u1', patch: { name: '  Peak share ', expression: '@{s1}', expressionDataIdMap: { s1: { id: 'load|actual', selectedOption: 'Max' } } } });
    expect(s.settings.calculators).toEqual([{ uid: 'u1', name: 'Peak share', expression: '@{s1}', expressionDataIdMap: { s1: { id: 'load|actual', selectedOption: 'Max' } } }]);
    // A name over 20 characters is kept as typed, not replaced; the save refuses it.
    const long = dashboardReducer(s, { type: 'updateCalculator', uid: 'u1', patch: { name: 'x'.repeat(21) } });
    expect(long.settings.calculators[0]?.name).toBe('x'.repeat(21));
    expect(invalidCalculatorName(long.settings.calculators)).toBe('Calculator name must be 20 characters or fewer');
    expect(invalidCalculatorName(s.settings.calculators)).toBeNull();
    expect(dashboardReducer(s, { type: 'removeCalculator', uid: 'u1' }).settings.calculators).toEqual([]);
  });

  it("offers a calculator to another under '@' (not itself) and stores the use flattened to base series", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Harness onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add Calculator' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'COAST share');
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: 'Expression' }));
    await user.keyboard('@COAST{Enter}/ @ERCOT{Enter}* 100');
    await user.click(screen.getByRole('button', { name: 'Add Calculator' }));
    const second = screen.getAllByRole('combobox', { name: 'Expression' })[1]!;
    await user.click(second);
    await user.keyboard('@share');
    expect(await screen.findByRole('option', { name: /COAST share/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /New Calculator/ })).not.toBeInTheDocument();
    await user.keyboard('{Enter}* 2');
    expect(second).toHaveAttribute('data-state', 'valid');
    await user.click(screen.getByRole('button', { name: 'Add New Calculator to a card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Load — Primary axis' }));
    const series = onAdd.mock.calls[0]?.[1] as { type: string; groupedItems: { expression: string; dataSeries: { label: string }[] } };
    expect(series.type).toBe('dimensionless');
    expect(series.groupedItems.expression).toBe('(@{s1.s1} / @{s1.s2} * 100) * 2');
    expect(series.groupedItems.dataSeries.map((m) => m.label)).toEqual(['COAST Stitched Actual', 'ERCOT Stitched Actual']);
  });
});
