import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FiltersPanel } from './FiltersPanel';

const CODES = Array.from({ length: 40 }, (_, i) => `TX-ONCOR-${String(i + 1).padStart(3, '0')}`);

function Controlled() {
  const [value, setValue] = useState<Record<string, readonly string[]>>({ uom: ['$/MWh'] });
  return (
    <div style={{ maxWidth: 280 }}>
      <FiltersPanel
        names={['productCode', 'uom', 'granularity']}
        options={{ productCode: CODES, uom: ['$/MWh', '$/kWh', '$/month', 'factor'], granularity: ['P1M', 'PT1H'] }}
        value={value}
        onFilterChange={(name, values) => setValue((v) => ({ ...v, [name]: values }))}
      />
    </div>
  );
}

const meta: Meta<typeof FiltersPanel> = { title: 'pricing/FiltersPanel', component: FiltersPanel, render: () => <Controlled /> };
export default meta;
type Story = StoryObj<typeof meta>;

/** productCode (40 options) is open, searchable and virtual; uom and granularity are closed. */
export const Groups: Story = {};
export const GroupsDark: Story = { globals: { theme: 'dark' } };
/** Options still loading. */
export const Loading: Story = {
  render: () => <div style={{ maxWidth: 280 }}><FiltersPanel names={['productCode', 'uom']} options={undefined} value={{}} onFilterChange={() => {}} /></div>,
};
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
