/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expressionStatus } from '../expressionStatus';
import type { ExpressionOption, ExpressionValue } from '../expressionTokens';
import { ExpressionEditor } from './ExpressionEditor';

const OPTIONS: ExpressionOption[] = [
  { id: 'coast', label: 'COAST Stitched Actual', defaultOption: 'Sum', group: 'Series' },
  { id: 'ercot', label: 'ERCOT Stitched Actual', defaultOption: 'Sum', group: 'Series' },
  { id: 'hou', label: 'Houston Actual Temperature', defaultOption: 'Avg', group: 'Series' },
];
const TYPES = { coast: 'power load', ercot: 'power load', hou: 'temperature' } as const;

let latest: ExpressionValue = { expression: '', expressionDataIdMap: {} };
function Harness({ initial = { expression: '', expressionDataIdMap: {} } }: { initial?: ExpressionValue }) {
  const [value, setValue] = useState<ExpressionValue>(initial);
  latest = value;
  const status = expressionStatus(value, (id) => {
    const o = OPTIONS.find((x) => x.id === id);
    return o ? { type: TYPES[o.id as keyof typeof TYPES], label: o.label } : undefined;
  });
  return <ExpressionEditor label="Expression" value={value} onValueChange={setValue} options={OPTIONS} status={status} />;
}

const field = () => screen.getByRole('combobox', { name: 'Expression' });

describe('ExpressionEditor, keyboard only', () => {
  it("'@' opens a searchable menu; arrows and Enter insert a chip with its default option; the border turns green", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(field()).toHaveAttribute('data-state', 'empty');
    await user.click(field());
    await user.keyboard('@');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(OPTIONS.map((o) => o.label));
    await user.keyboard('ERC');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['ERCOT Stitched Actual']);
    await user.keyboard('{Enter}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(latest).toEqual({ expression: '@{s1} ', expressionDataIdMap: { s1: { id: 'ercot', selectedOption: 'Sum' } } });
    expect(field()).toHaveTextContent('ERCOT Stitched Actual · Sum');
    expect(field()).toHaveAttribute('data-state', 'valid');
  });

  it('builds COAST share, turns red with the reason on mixed units, removes a chip with one Backspace, undoes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('@COAST{Enter}/ @{ArrowDown}{Enter}* 100');
    expect(latest.expression).toBe('@{s1} / @{s2} * 100');
    expect(latest.expressionDataIdMap).toEqual({ s1: { id: 'coast', selectedOption: 'Sum' }, s2: { id: 'ercot', selectedOption: 'Sum' } });
    expect(field()).toHaveAttribute('data-state', 'valid');

    // Remove '* 100' and the space, then the ERCOT chip: one Backspace for the chip.
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(latest.expression).toBe('@{s1} / @{s2}');
    await user.keyboard('{Backspace}');
    expect(latest.expression).toBe('@{s1} / ');
    expect(field()).toHaveAttribute('data-state', 'invalid');

    await user.keyboard('{Backspace}{Backspace}+ @Hou{Enter}');
    expect(latest.expression).toBe('@{s1} + @{s2} ');
    expect(screen.getByText('Houston Actual Temperature does not share units with COAST Stitched Actual')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('{Control>}z{/Control}');
    expect(latest.expression).toBe('@{s1} + @Hou');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(latest.expression).toContain('@{s2}');
  });

  it('searches multi-word labels: the menu stays open through a space while a label matches, and closes on an operator', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('@houston act');
    expect(screen.getByRole('option', { name: /Houston Actual Temperature/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(latest.expression).toBe('@{s1} ');
    await user.keyboard('+ @coast ');
    expect(screen.getByRole('option', { name: /COAST Stitched Actual/ })).toBeInTheDocument();
    await user.keyboard('/');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the menu, and removing the @ closes it too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('@');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Backspace}@');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Backspace}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a stored expression as chips', () => {
    render(<Harness initial={{ expression: '@{a} / @{b} * 100', expressionDataIdMap: { a: { id: 'coast', selectedOption: 'Sum' }, b: { id: 'ercot', selectedOption: 'Max' } } }} />);
    expect(field()).toHaveTextContent('COAST Stitched Actual · Sum / ERCOT Stitched Actual · Max * 100');
    expect(field()).toHaveAttribute('data-state', 'valid');
  });
});
