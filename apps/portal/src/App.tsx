import { createHttpAdapter } from '@loadline/core';
import { earlyFetch } from './early/earlyCalls';
import { LoadlineProvider } from '@loadline/core/react';
import { createToastQueue, ToastProvider } from '@loadline/ui';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createPortalQueryClient } from './app/createPortalQueryClient';
import { ThemePreferenceProvider } from './app/ThemePreference';
import { browserGrantStorage, grantedProducts } from './early/grantedProducts';
import { prefetchFirstScreen, routes } from './routes';

/**
 * The route table, in declarative mode: the portal uses no loaders or actions, and leaving the
 * data router out keeps about 50 KB of react-router (minified) off every screen's first load.
 */
function PortalRoutes() {
  return useRoutes(routes);
}

/**
 * The portal's root: the theme (light by default, dark on request, kept), the deduplicating
 * toasts every HTTP error goes to, the SDK over the reference API at /api, and the route table of
 * both spec documents, each screen loaded on demand.
 */
export function App() {
  const [root] = useState(() => {
    const toasts = createToastQueue();
    const queryClient = createPortalQueryClient(toasts);
    // The first screen's config items and dashboard list were asked for before this code loaded (early/).
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: earlyFetch(), batchQueries: true });
    // The first screen's code downloads and its first data is asked for while the session is
    // checked, not after the screen has loaded and rendered. Without a session those requests are
    // refused quietly (PREFETCH_META) and the sign-in redirect follows.
    // A product's route only when the last signed-in user's modules granted it.
    const { pathname, search } = window.location;
    prefetchFirstScreen(routes, pathname, { queryClient, adapter, search }, grantedProducts(browserGrantStorage()));
    return { toasts, queryClient, adapter };
  });
  return (
    <ThemePreferenceProvider>
      <ToastProvider queue={root.toasts}>
        <LoadlineProvider adapter={root.adapter} queryClient={root.queryClient}>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
        </LoadlineProvider>
      </ToastProvider>
    </ThemePreferenceProvider>
  );
}
