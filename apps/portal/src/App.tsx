import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createToastQueue, ToastProvider } from '@loadline/ui';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createPortalQueryClient } from './app/createPortalQueryClient';
import { ThemePreferenceProvider } from './app/ThemePreference';
import { preloadScreen, routes } from './routes';

/**
 * The portal's root: the theme (light by default, dark on request, kept), the deduplicating
 * toasts every HTTP error goes to, the SDK over the reference API at /api, and the route table of
 * both spec documents, each screen loaded on demand.
 */
export function App() {
  const [root] = useState(() => {
    const toasts = createToastQueue();
    return {
      toasts,
      queryClient: createPortalQueryClient(toasts),
      adapter: createHttpAdapter({ baseUrl: '/api' }),
      router: createBrowserRouter(routes),
    };
  });
  // The first screen's chunk downloads while the session is checked, not after.
  useState(() => preloadScreen(routes, window.location.pathname));
  return (
    <ThemePreferenceProvider>
      <ToastProvider queue={root.toasts}>
        <LoadlineProvider adapter={root.adapter} queryClient={root.queryClient}>
          <RouterProvider router={root.router} />
        </LoadlineProvider>
      </ToastProvider>
    </ThemePreferenceProvider>
  );
}
