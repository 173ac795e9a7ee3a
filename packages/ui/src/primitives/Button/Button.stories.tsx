import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './variants';

const meta = {
  title: 'ui/Primitives/Button',
  component: Button,
  args: { children: 'Save' },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const All = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    {buttonSizes.map((size) => (
      <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} size={size}>
            {variant} {size}
          </Button>
        ))}
        <Button size={size} disabled>
          disabled
        </Button>
        <Button size={size} loading>
          loading
        </Button>
      </div>
    ))}
  </div>
);

export const Primary: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };
export const Variants: Story = { render: All };
export const VariantsDark: Story = { render: All, globals: { theme: 'dark' } };
export const Dark: Story = { globals: { theme: 'dark' } };
