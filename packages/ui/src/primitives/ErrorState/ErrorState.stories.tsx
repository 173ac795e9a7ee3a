import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'ui/Primitives/ErrorState',
  component: ErrorState,
  args: {
    title: 'Dashboards could not be loaded',
    status: 500,
    message: 'Something went wrong',
    requestId: 'req-3k9x2f',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
export const NotFound: Story = { args: { status: 404, message: 'Not Found', requestId: undefined } };
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
