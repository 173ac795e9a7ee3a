/**
 * Preloading a screen's code from the early entry: the portal's build writes, into index.html, a
 * JSON data block (id {@link EARLY_SCREENS_ELEMENT_ID}) naming the files of each screen worth
 * preloading (vite.config.ts); the early entry adds `<link rel="modulepreload">` (scripts) and
 * `<link rel="preload" as="style">` (CSS) for the opened path's screen. The browser then fetches
 * and compiles the screen's chunks while the portal's entry loads, instead of after it has run
 * and the router has matched the path (one waterfall step less before the first card query).
 *
 * @module
 */

/** Id of the data block listing each screen's files (`{ [screen]: string[] }`, root-relative URLs). */
export const EARLY_SCREENS_ELEMENT_ID = 'loadline-early-screens';

/**
 * Adds the preload links of `screen`'s files, as listed in the document's data block; nothing
 * when the block or the screen is missing (a development server has none) or unreadable.
 *
 * @returns the URLs preloaded.
 */
export function preloadScreen(screen: string | null, doc: Document = document): string[] {
  if (!screen) return [];
  const block = doc.getElementById(EARLY_SCREENS_ELEMENT_ID);
  let files: unknown;
  try {
    files = (JSON.parse(block?.textContent ?? '{}') as Record<string, unknown>)[screen];
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const urls = files.filter((f): f is string => typeof f === 'string' && f.startsWith('/') && !f.startsWith('//'));
  for (const href of urls) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
  return urls;
}
