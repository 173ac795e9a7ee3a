import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): `npm test` runs the
// component tests beside the build on two cores, where a lazy chunk, a worker or a chain of mocked
// answers can take over a second to settle. A test still fails as soon as the wait runs out.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; components measure themselves through them.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
