import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'ui/Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Mean absolute percentage error of the backcast', children: <Button variant="secondary">Backcast MAPE %</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
export const DisabledTrigger: Story = {
  args: { content: 'Saving is not available for shared dashboards', children: <span tabIndex={0}><Button disabled>Save</Button></span> },
};
