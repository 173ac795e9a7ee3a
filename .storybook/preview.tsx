import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { ToastProvider } from '../packages/ui/src/toast/ToastProvider';

/**
 * Every story renders inside the Loadline ThemeProvider (and a ToastProvider, so components that
 * raise toasts work in isolation). The `theme` global switches light/dark from the toolbar; a
 * story pins dark with `globals: { theme: 'dark' }`.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <div style={{ padding: 16, minHeight: '100vh' }}>
          <Story />
        </div>
      </ToastProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Loadline theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
