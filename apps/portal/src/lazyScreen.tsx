import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import { ErrorBoundary, ErrorState } from '@loadline/ui';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import * as app from './app/app.css';
import { lazyComponent } from './lazyComponent';
import { srOnly } from './shell/shell.css';

/** A screen loaded on demand: the component to render and a way to start loading it early. */
export interface LazyScreen<P extends object> {
  /** Renders the screen once its chunk has loaded, {@link ScreenFallback} until then. */
  Screen: ComponentType<P>;
  /** Starts loading the screen's chunk (idempotent); resolves when it is loaded. */
  preload: () => Promise<unknown>;
}

/** Text announced while a screen's code loads. */
export const SCREEN_LOADING_TEXT = 'Loading screen…';

/**
 * What a screen shows while its code loads: the empty page area below the top bar with a status
 * for screen readers. It paints nothing visible, so the screen appearing in its place moves no
 * element already on the page (no layout shift; Core Web Vitals CLS).
 */
export function ScreenFallback() {
  return (
    <main className={app.page} aria-busy="true">
      <p role="status" className={srOnly}>
        {SCREEN_LOADING_TEXT}
      </p>
    </main>
  );
}

/**
 * What a screen shows in place of itself when it failed to render: the error state with the
 * spec's generic error (part 2 §8) and, given `onRetry`, a Retry that renders the screen again.
 */
export function ScreenError({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className={app.page}>
      <ErrorState title={TEXT_SOMETHING_WENT_WRONG} onRetry={onRetry} />
    </main>
  );
}

/**
 * A route screen split into its own chunk (route-level code splitting, {@link lazyComponent}):
 * `load` is a dynamic `import()` returning the module, `pick` takes the named component from it.
 * The chunk is fetched on first render or on {@link LazyScreen.preload}, whichever comes first, and
 * only once (again after a failed load, when the screen is opened anew). The screen shows
 * {@link ScreenFallback} until its code has loaded, through a state update, not a Suspense boundary
 * (see lazyComponent).
 *
 * @example
 * const home = lazyScreen(() => import('./pages/Home'), (m) => m.Home);
 * const route = { path: '/', element: <home.Screen />, handle: { preload: home.preload } };
 */
export function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyScreen<P> {
  const { Component, preload } = lazyComponent(load, pick);
  const fallback = <ScreenFallback />;
  function Screen(props: P): ReactNode {
    // A screen that fails to render (content it cannot read) or whose code fails to load says so
    // in its own area; the top bar, the notifications and the other routes keep working. Leaving
    // the route, or Retry, tries again.
    return (
      <ErrorBoundary fallback={(_error, reset) => <ScreenError onRetry={reset} />} resetKeys={[useLocation().pathname]}>
        <Component {...props} fallback={fallback} />
      </ErrorBoundary>
    );
  }
  return { Screen, preload };
}
