import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expressionStatus } from '../expressionStatus';
import type { ExpressionOption, ExpressionValue } from '../expressionTokens';
import { ExpressionEditor } from './ExpressionEditor';

/** Series of a load forecast dashboard, as the '@' menu offers them (labels as the series panel gives them). */
const SERIES: ExpressionOption[] = [
  { id: 'coast', label: 'COAST Stitched Actual', defaultOption: 'Sum', group: 'Series' },
  { id: 'ercot', label: 'ERCOT Stitched Actual', defaultOption: 'Sum', group: 'Series' },
  { id: 'backcast', label: 'COAST Backcast', defaultOption: 'Sum', group: 'Series' },
  { id: 'hou', label: 'Houston Actual Temperature', defaultOption: 'Avg', group: 'Series' },
];
/** A long menu: the eight ERCOT weather zones and the total, actual and backcast, plus stations. */
const MANY: ExpressionOption[] = [
  ...['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST', 'ERCOT'].flatMap((m) => [
    { id: `${m}|actual`, label: `${m} Stitched Actual`, defaultOption: 'Sum', group: 'Series' },
    { id: `${m}|backcast`, label: `${m} Backcast`, defaultOption: 'Sum', group: 'Series' },
  ]),
  ...['Houston', 'Dallas-Fort Worth', 'Austin-Bergstrom', 'San Angelo', 'Abilene'].map((s) => ({ id: s, label: `${s} Actual Temperature`, defaultOption: 'Avg', group: 'Series' })),
  // Other calculators of the dashboard come after the series.
  { id: 'calc|share', label: 'COAST share', defaultOption: 'Sum', group: 'Calculators' },
  { id: 'calc|net', label: 'Net of backcast', defaultOption: 'Sum', group: 'Calculators' },
];
const types = new Map<string, 'power load' | 'temperature' | 'dimensionless'>([...SERIES, ...MANY].map((o) => [o.id, o.id === 'calc|share' ? 'dimensionless' : o.defaultOption === 'Avg' ? 'temperature' : 'power load']));
const labels = new Map([...SERIES, ...MANY].map((o) => [o.id, o.label]));

function Editor({ initial, options }: { initial: ExpressionValue; options: ExpressionOption[] }) {
  const [value, setValue] = useState(initial);
  const status = expressionStatus(value, (id) => {
    const type = types.get(id);
    return type ? { type, label: labels.get(id) ?? id } : undefined;
  });
  return <div style={{ maxWidth: 480, minHeight: 300 }}><ExpressionEditor label="Expression" value={value} onValueChange={setValue} options={options} status={status} /></div>;
}

/**
 * The expression editor of calculators (spec part 1 §2): type '@' to search the dashboard's
 * series; a chip carries its selected option; the border is neutral when empty, green when valid,
 * red when invalid with the reason under the field.
 */
const meta: Meta<typeof Editor> = {
  title: 'dashboard/ExpressionEditor',
  component: Editor,
  args: { initial: { expression: '', expressionDataIdMap: {} }, options: SERIES },
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

const share = { expression: '@{s1} / @{s2} * 100', expressionDataIdMap: { s1: { id: 'coast', selectedOption: 'Sum' }, s2: { id: 'ercot', selectedOption: 'Sum' } } };
const mixed = { expression: '@{s1} + @{s2}', expressionDataIdMap: { s1: { id: 'coast', selectedOption: 'Sum' }, s2: { id: 'hou', selectedOption: 'Avg' } } };

/** Empty: neutral border and the hint. */
export const Empty: Story = {};
export const EmptyDark: Story = { ...dark };
/** COAST share of ERCOT in percent: valid. */
export const Valid: Story = { args: { initial: share } };
export const ValidDark: Story = { args: { initial: share }, ...dark };
/** Load plus temperature: invalid, naming both series. */
export const Invalid: Story = { args: { initial: mixed } };
export const InvalidDark: Story = { args: { initial: mixed }, ...dark };
/** 23 series to search: type '@' then part of a name. */
export const LongMenu: Story = { args: { options: MANY } };
export const LongMenuDark: Story = { args: { options: MANY }, ...dark };
