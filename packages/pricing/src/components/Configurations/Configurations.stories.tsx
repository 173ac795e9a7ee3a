import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProvider } from '../../stories/storyAdapter';
import { Configurations } from './Configurations';

const meta: Meta<typeof Configurations> = {
  title: 'pricing/Configurations',
  component: Configurations,
  decorators: [(Story) => <StoryProvider><Story /></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Products: 60 plans, 25 a page, sorted by the server; the productCode filter is a virtual list. */
export const Products: Story = {};
export const ProductsDark: Story = { globals: { theme: 'dark' } };

/** Components: six filters, the first (componentGroup) open. */
export const Components: Story = { args: { defaultTable: 'components' } };
export const ComponentsDark: Story = { ...Components, globals: { theme: 'dark' } };

/** A table the adapter holds no row of: 'No rows'. */
export const Empty: Story = { args: { defaultTable: 'attributes' } };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
