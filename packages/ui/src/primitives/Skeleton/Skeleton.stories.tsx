import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'ui/Primitives/Skeleton', component: Skeleton, args: { width: 240 } } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const Cards = () => (
  <div aria-busy="true" aria-label="Loading forecasts" role="region" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
    {Array.from({ length: 5 }, (_, i) => (
      <div key={i} style={{ display: 'grid', gap: 8, width: 275 }}>
        <Skeleton width="70%" />
        <Skeleton variant="rect" height={300} />
        <Skeleton lines={2} />
      </div>
    ))}
  </div>
);

export const Text: Story = { args: { lines: 3 } };
export const Circle: Story = { args: { variant: 'circle', width: 32, height: 32 } };
export const LoadingCards: Story = { render: Cards };
export const Dark: Story = { render: Cards, globals: { theme: 'dark' } };
