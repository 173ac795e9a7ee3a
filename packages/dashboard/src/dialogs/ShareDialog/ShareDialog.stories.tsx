import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardSchema, type DashboardInput } from '@loadline/core';
import { FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { DashboardStoryProvider, STORY_USER } from '../storyProvider';
import { ShareDialog } from './ShareDialog';
import { usersWithColleagues } from './shareStoryData';

const twelve = usersWithColleagues(12);
/** The analyst's own dashboard, already shared with 8 colleagues (the avatar group shows 6, then +2). */
const sharedWithEight: DashboardInput = {
  ...FIXTURE_DASHBOARDS[0]!,
  sharedUsers: twelve.slice(4, 12).map((u) => ({ id: u.userId, name: u.name, email: u.email })),
};

const meta: Meta<typeof ShareDialog> = {
  title: 'dashboard/ShareDialog',
  component: ShareDialog,
  args: { open: true, dashboard: dashboardSchema.parse(FIXTURE_DASHBOARDS[0]), currentUserId: STORY_USER.email, onClose: () => {} },
  decorators: [(Story) => <DashboardStoryProvider users={twelve}><Story /></DashboardStoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 14 colleagues (12 added to the fixture's 2): the search field shows above 10. */
export const TwelvePlusUsers: Story = {};
export const TwelvePlusUsersDark: Story = { globals: { theme: 'dark' } };

/** Already shared with 8 users: checked rows and an avatar group of 6 plus '+2'. */
export const AlreadyShared: Story = {
  args: { dashboard: dashboardSchema.parse(sharedWithEight) },
  decorators: [(Story) => <DashboardStoryProvider users={twelve} dashboards={[sharedWithEight, ...FIXTURE_DASHBOARDS.slice(1)]}><Story /></DashboardStoryProvider>],
};
export const AlreadySharedDark: Story = { ...AlreadyShared, globals: { theme: 'dark' } };

/** 42 colleagues: the list is virtualised (70 px rows, 400 px high). */
export const ManyUsersVirtualised: Story = {
  decorators: [(Story) => <DashboardStoryProvider users={usersWithColleagues(40)}><Story /></DashboardStoryProvider>],
};
export const ManyUsersVirtualisedDark: Story = { ...ManyUsersVirtualised, globals: { theme: 'dark' } };
