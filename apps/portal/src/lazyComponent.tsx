import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand: the component to render and a way to start loading it early. */
export interface LazyComponent<P extends object> {
  /** Renders the loaded component with its props, `fallback` until its code has loaded. */
  Component: ComponentType<P & { fallback: ReactNode }>;
  /** Starts loading the code (idempotent while it loads or once loaded; again after a failure); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/** A module loaded once, by {@link loadOnce}. */
export interface OnceLoader<M> {
  /** Starts loading (idempotent while it loads or once loaded; again after a failure); resolves with the module. */
  load: () => Promise<M>;
  /** The module once it has loaded, else null. */
  loaded: () => M | null;
  /** Forgets the module, so the next {@link OnceLoader.load} asks again (tests). */
  forget: () => void;
}

/**
 * A dynamic `import()` asked for once and kept: a second call while it loads gets the same promise,
 * a call after it loaded the same module, and a call after a failed load asks again.
 *
 * @example const popups = loadOnce(() => import('./popups')); await popups.load();
 */
export function loadOnce<M>(load: () => Promise<M>): OnceLoader<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (m) => (loaded = m),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => loaded,
    forget: () => {
      pending = null;
      loaded = null;
    },
  };
}

/**
 * A component split into its own chunk: `load` is a dynamic `import()` returning the module, `pick`
 * takes the component from it. The chunk is fetched on first render or on
 * {@link LazyComponent.preload}, whichever comes first, and only once (again after a failed load,
 * when the component mounts anew); a chunk that failed to load is thrown to the nearest error
 * boundary.
 *
 * It shows `fallback` until the code has loaded, then the component, through a state update rather
 * than a Suspense boundary: React holds the content of a boundary that showed its fallback until
 * 300 ms after that fallback appeared (its FALLBACK_THROTTLE_MS), which kept a dashboard whose
 * answers had arrived blank for up to that long. A component whose code is loaded renders at once.
 *
 * @example
 * const grid = lazyComponent(() => import('./OverviewGrid'), (m) => m.OverviewGrid);
 * <grid.Component cards={cards} fallback={<CardsLoading />} />
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  const code = loadOnce(async () => pick(await load()));
  const preload = code.load;
  function Component({ fallback, ...props }: P & { fallback: ReactNode }): ReactNode {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => code.loaded());
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Loaded) return undefined;
      let live = true;
      preload().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...(props as unknown as P)} /> : fallback;
  }
  return { Component, preload };
}
