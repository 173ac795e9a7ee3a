import { createHttpAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createToastQueue, ToastProvider } from '@loadline/ui';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createPortalQueryClient } from './app/createPortalQueryClient';
import { ThemePreferenceProvider } from './app/ThemePreference';
import { prefetchScreenData, preloadScreen, routes } from './routes';
import { SESSION_KEY, type PortalSession } from './signIn/useSession';

/** Runs `run` once, when the portal session first turns signed in. */
function onceSignedIn(queryClient: QueryClient, run: () => void): void {
  const sessionHash = hashKey(SESSION_KEY);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== sessionHash || (event.query.state.data as PortalSession | undefined)?.status !== 'signed-in') return;
    unsubscribe();
    run();
  });
}

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
    const adapter = createHttpAdapter({ baseUrl: '/api' });
    // The first screen's code downloads while the session is checked, and its first data is asked
    // for as soon as the user is known, not after the screen has loaded and rendered.
    const { pathname, search } = window.location;
    preloadScreen(routes, pathname);
    onceSignedIn(queryClient, () => prefetchScreenData(routes, pathname, { queryClient, adapter, search }));
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
