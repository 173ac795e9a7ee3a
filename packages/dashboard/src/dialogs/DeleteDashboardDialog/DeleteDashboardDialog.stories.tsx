import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardSchema } from '@loadline/core';
import { FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { DeleteDashboardDialog } from './DeleteDashboardDialog';

const [own, sharedByName, sharedWithOrg] = FIXTURE_DASHBOARDS.map((d) => dashboardSchema.parse(d));

const meta: Meta<typeof DeleteDashboardDialog> = {
  title: 'dashboard/DeleteDashboardDialog',
  component: DeleteDashboardDialog,
  args: { open: true, dashboard: own!, onConfirm: () => {}, onCancel: () => {} },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A private dashboard: a normal confirmation with Delete. */
export const Allowed: Story = {};
export const AllowedDark: Story = { globals: { theme: 'dark' } };

/** Shared with a named user: 'Cannot delete dashboard - You cannot delete dashboards that you are currently sharing.' */
export const BlockedSharedWithUsers: Story = { args: { dashboard: sharedByName! } };
export const BlockedSharedWithUsersDark: Story = { ...BlockedSharedWithUsers, globals: { theme: 'dark' } };

/** Shared with the organisation: blocked too. */
export const BlockedSharedWithOrganisation: Story = { args: { dashboard: sharedWithOrg! } };
