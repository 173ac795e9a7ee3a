import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_CONFIGS, FIXTURE_DASHBOARDS } from '@loadline/core/testing';
import { TEXT_COPY_PREFIX } from '@loadline/core';
import { DashboardDialog } from './DashboardDialog';

const original = FIXTURE_DASHBOARDS[0]!;

const meta: Meta<typeof DashboardDialog> = {
  title: 'dashboard/DashboardDialog',
  component: DashboardDialog,
  args: { open: true, mode: 'create', configItems: FIXTURE_CONFIGS, onConfirm: () => {}, onCancel: () => {} },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Create New Dashboard over the fixture's two ERCOT short-term levels (Weather zone, System). */
export const Create: Story = {};
export const CreateDark: Story = { globals: { theme: 'dark' } };

/** Copy Dashboard: 'Copy-' plus the original name; commodity, category and level locked. */
export const Copy: Story = {
  args: { mode: 'copy', initial: { name: `${TEXT_COPY_PREFIX}${original.name}`, description: original.description, configId: original.configId } },
};
export const CopyDark: Story = { ...Copy, globals: { theme: 'dark' } };

/** Saving an unsaved dashboard opened from a forecast card: selects locked to its config. */
export const SaveUnsaved: Story = { args: { mode: 'unsaved', initial: { name: 'Untitled', configId: 'cfg-ercot-forecast' } } };
export const SaveUnsavedDark: Story = { ...SaveUnsaved, globals: { theme: 'dark' } };

/** The create call running: the button is busy. */
export const Pending: Story = { args: { ...Copy.args, pending: true } };
