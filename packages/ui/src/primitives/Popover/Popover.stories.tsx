import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'ui/Primitives/Popover',
  component: Popover,
  args: {
    'aria-label': 'Card errors',
    trigger: <Button variant="secondary">2 errors</Button>,
    children: (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        <li>Official Forecast: No data found for this dataseries</li>
        <li>Backcast: Grouping is not supported</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
