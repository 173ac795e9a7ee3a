import '@testing-library/jest-dom/vitest';
import type { DataAdapter, User } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createToastQueue, ToastProvider } from '@loadline/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createPortalQueryClient } from '../app/createPortalQueryClient';
import { ThemePreferenceProvider } from '../app/ThemePreference';
import { SignedInUserProvider } from '../signIn/SignedInUser';
import { setSignedIn } from '../signIn/useSession';

/** A signed-in analyst with every mod (as the API answers: mods expanded with their products). */
export const ANALYST: User = {
  userId: 'usr-1',
  email: 'analyst@gulfcoast-power.test',
  name: 'Gulf Coast Analyst',
  organization: 'org-gulfcoast-power',
  mods: ['mod_load_forecast', 'mod_pricing', 'mod_risk'],
};

/** An in-memory Web Storage for tests. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

/**
 * Renders `ui` inside the portal's providers (theme, toasts, SDK with the portal's QueryClient,
 * router at `path`), with `user` already signed in unless null. Routes other than `path` render
 * their pathname, so a test can see where a link led.
 */
export function renderPortal(
  ui: ReactNode,
  { adapter, user = ANALYST, path = '/' }: { adapter: Partial<DataAdapter>; user?: User | null; path?: string },
): RenderResult & { toasts: ReturnType<typeof createToastQueue> } {
  const toasts = createToastQueue();
  const queryClient = createPortalQueryClient(toasts);
  if (user) setSignedIn(queryClient, user);
  const result = render(
    <ThemePreferenceProvider storage={memoryStorage()}>
      <ToastProvider queue={toasts}>
        <LoadlineProvider adapter={adapter} queryClient={queryClient}>
          <SignedInUserProvider value={user}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={path.split('?')[0]} element={ui} />
                <Route path="*" element={<p data-testid="landed" />} />
              </Routes>
            </MemoryRouter>
          </SignedInUserProvider>
        </LoadlineProvider>
      </ToastProvider>
    </ThemePreferenceProvider>,
  );
  return Object.assign(result, { toasts });
}
