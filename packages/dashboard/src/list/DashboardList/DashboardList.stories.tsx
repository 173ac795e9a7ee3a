import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_DASHBOARDS, FIXTURE_DASHBOARD_TYPE } from '@loadline/core/testing';
import { DashboardStoryProvider, STORY_USER } from '../../dialogs/storyProvider';
import { DashboardList } from './DashboardList';

const meta: Meta<typeof DashboardList> = {
  title: 'dashboard/DashboardList',
  component: DashboardList,
  args: { type: FIXTURE_DASHBOARD_TYPE, currentUserId: STORY_USER.email, onOpen: () => {}, onAddNew: () => {} },
  decorators: [(Story) => <DashboardStoryProvider><Story /></DashboardStoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The analyst's own dashboard under My Dashboards; two others shared by name and with the organisation. */
export const Mine: Story = {};
export const MineDark: Story = { globals: { theme: 'dark' } };

/** The user owns none but has shared ones: the list opens on Shared With Me. */
export const SharedOnly: Story = {
  decorators: [(Story) => <DashboardStoryProvider dashboards={FIXTURE_DASHBOARDS.slice(1)}><Story /></DashboardStoryProvider>],
};
export const SharedOnlyDark: Story = { ...SharedOnly, globals: { theme: 'dark' } };

/** Skeleton rows while the list loads (the memory adapter answers after 1 h). */
export const Loading: Story = {
  decorators: [(Story) => <DashboardStoryProvider latencyMs={3_600_000}><Story /></DashboardStoryProvider>],
};
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** No dashboards at all: the empty text. */
export const Empty: Story = {
  decorators: [(Story) => <DashboardStoryProvider dashboards={[]}><Story /></DashboardStoryProvider>],
};
