import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/Button/Button';
import { Chip } from '../primitives/Chip/Chip';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { darkTheme, lightTheme, paletteOf } from './tokens';

function Swatches() {
  const { mode } = useTheme();
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ul aria-label="Chart palette" style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {paletteOf(theme).map((c, i) => (
          <li key={c} title={c} style={{ width: 32, height: 32, borderRadius: 4, background: c }}>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Series {i + 1}</span>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Chip label="ERCOT" tone="positive" />
      </div>
    </div>
  );
}

const meta = { title: 'ui/Theme', component: Swatches } satisfies Meta<typeof Swatches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
/** A host's own theme object: the light theme with the host's brand colour. */
export const HostTheme: Story = {
  render: () => (
    <ThemeProvider theme={{ ...lightTheme, color: { ...lightTheme.color, primary: '#5b2a86', primaryHover: '#47206a' } }}>
      <div style={{ padding: 16 }}>
        <Swatches />
      </div>
    </ThemeProvider>
  ),
};
