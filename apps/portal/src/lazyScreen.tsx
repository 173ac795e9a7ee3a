import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import { ErrorBoundary } from '@loadline/ui';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import * as app from './app/app.css';
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

/** What a screen shows in place of itself when it failed to render: the spec's generic error (part 2 §8). */
export function ScreenError() {
  return (
    <main className={app.page}>
      <p role="alert">{TEXT_SOMETHING_WENT_WRONG}</p>
    </main>
  );
}

/**
 * A route screen split into its own chunk (route-level code splitting): `load` is a dynamic
 * `import()` returning the module, `pick` takes the named component from it. The chunk is fetched
 * on first render or on {@link LazyScreen.preload}, whichever comes first, and only once (again
 * after a failed load, when the screen is opened anew).
 *
 * The screen shows {@link ScreenFallback} until its code has loaded, then itself, through a state
 * update rather than a Suspense boundary: React holds the content of a boundary that showed its
 * fallback until 300 ms after that fallback appeared (its FALLBACK_THROTTLE_MS), which kept a
 * dashboard whose answers had arrived blank for up to that long. A screen whose code is loaded
 * already renders at once.
 *
 * @example
 * const home = lazyScreen(() => import('./pages/Home'), (m) => m.Home);
 * const route = { path: '/', element: <home.Screen />, handle: { preload: home.preload } };
 */
export function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyScreen<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = pick(m)),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Loader(props: P): ReactNode {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      preload().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    // A chunk that failed to load is the screen's error: its area says so (ErrorBoundary below).
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <ScreenFallback />;
  }
  function Screen(props: P): ReactNode {
    // A screen that fails to render (content it cannot read) says so in its own area; the top
    // bar, the notifications and the other routes keep working. Leaving the route tries again.
    return (
      <ErrorBoundary fallback={() => <ScreenError />} resetKeys={[useLocation().pathname]}>
        <Loader {...props} />
      </ErrorBoundary>
    );
  }
  return { Screen, preload };
}
