import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_CONFIG_ID, StoryProvider } from '../../stories/storyAdapter';
import { AdjustmentList } from './AdjustmentList';

const meta: Meta<typeof AdjustmentList> = {
  title: 'adjustments/AdjustmentList',
  component: AdjustmentList,
  args: { configId: STORY_CONFIG_ID, onCreate: () => {}, onOpen: () => {} },
  decorators: [(Story) => <StoryProvider><Story /></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Drafts: 5 adjustments, then Load More for the other 2; Approved: one. */
export const Drafts: Story = {};
export const DraftsDark: Story = { globals: { theme: 'dark' } };

/** No adjustment of the config yet: 'No items found'. */
export const Empty: Story = { decorators: [(Story) => <StoryProvider adjustments={[]}><Story /></StoryProvider>] };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
