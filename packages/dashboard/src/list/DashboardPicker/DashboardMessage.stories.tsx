import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardMessage } from './DashboardMessage';

const meta: Meta<typeof DashboardMessage> = {
  title: 'dashboard/DashboardMessage',
  component: DashboardMessage,
  args: { kind: 'notFound', id: 'dsh-42' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 404 / DASHBOARD dsh-42 NOT FOUND. */
export const NotFound: Story = {};
export const NotFoundDark: Story = { globals: { theme: 'dark' } };
/** DASHBOARD DOES NOT HAVE VALID CONFIGURATION. */
export const InvalidConfiguration: Story = { args: { kind: 'invalidConfig' } };
export const InvalidConfigurationDark: Story = { ...InvalidConfiguration, globals: { theme: 'dark' } };
/** No configuration for prod_risk_management dashboards has been found. */
export const NoConfiguration: Story = { args: { kind: 'noConfig', type: 'prod_risk_management' } };
export const NoConfigurationDark: Story = { ...NoConfiguration, globals: { theme: 'dark' } };
/** A category the page does not support. */
export const UnsupportedCategory: Story = { args: { kind: 'unsupportedCategory', category: 'shortTermForecast' } };
export const UnsupportedCategoryDark: Story = { ...UnsupportedCategory, globals: { theme: 'dark' } };
