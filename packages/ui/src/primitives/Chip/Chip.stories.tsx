import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip, chipTones } from './Chip';

const meta = {
  title: 'ui/Primitives/Chip',
  component: Chip,
  args: { label: 'ERCOT' },
  argTypes: { tone: { control: 'select', options: chipTones } },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

const Tones = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {chipTones.map((t) => (
      <Chip key={t} tone={t} label={t} onRemove={() => {}} />
    ))}
    <Chip label="disabled" disabled onRemove={() => {}} />
  </div>
);

export const Default: Story = {};
export const Removable: Story = { args: { onRemove: () => {} } };
export const Disabled: Story = { args: { onRemove: () => {}, disabled: true } };
export const AllTones: Story = { render: Tones };
export const Dark: Story = { render: Tones, globals: { theme: 'dark' } };
