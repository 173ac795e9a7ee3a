import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardSchema } from '@loadline/core';
import { FIXTURE_CONFIGS, FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { DashboardHeading } from './DashboardHeading';
import { DashboardPicker } from './DashboardPicker';

const dashboards = FIXTURE_DASHBOARDS.slice(0, 3).map((d) => dashboardSchema.parse(d));

const meta: Meta<typeof DashboardPicker> = {
  title: 'dashboard/DashboardPicker',
  component: DashboardPicker,
  args: { dashboards, configItems: FIXTURE_CONFIGS, selectedId: 'dsh-coast-july', onSelect: () => {}, onCreateNew: () => {} },
  render: (args) => {
    const selected = args.dashboards.find((d) => d.dashboardId === args.selectedId) ?? null;
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <DashboardHeading dashboard={selected} />
        <DashboardPicker {...args} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading of the open dashboard and the YOUR DASHBOARDS picker, opened. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-ll-part="button"]')?.click();
  },
};
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

/** Nothing selected: NO DASHBOARD SELECTED / NO DESCRIPTION PROVIDED, picker closed. */
export const NothingSelected: Story = { args: { selectedId: null } };
export const NothingSelectedDark: Story = { ...NothingSelected, globals: { theme: 'dark' } };
