import { createHttpAdapter, type DataAdapter, type ForecastSummary } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { ThemeProvider } from '@loadline/ui';
import { createRoot, type Root } from 'react-dom/client';
import { ForecastCard } from '../components/ForecastCard/ForecastCard';
import { FORECAST_CARD_ATTRIBUTES, readForecastCardAttributes } from './elementAttributes';

/** Default tag name of the element. */
export const FORECAST_CARD_TAG = 'loadline-forecast-card';

/**
 * The stylesheets of `@loadline/ui` and `@loadline/forecasts`, written into the built
 * `dist/element.js` by the package build (scripts/inline-element-css.mjs). In an unbuilt source
 * tree (tests, Storybook, a dev server) the placeholder stays and the element copies the
 * vanilla-extract `<style>` elements of the document instead.
 */
const PACKAGE_CSS = '__LOADLINE_FORECASTS_ELEMENT_CSS__';
const PLACEHOLDER_PREFIX = '__LOADLINE_';

/** Options of {@link defineForecastCardElement}. */
export interface DefineForecastCardElementOptions {
  /** The data adapter of every card; by default an HTTP adapter on the element's `api-base` (default '/api'). */
  adapter?: (apiBase: string) => Partial<DataAdapter>;
  /** CSS written into each shadow root instead of the package's. @default the package's stylesheets */
  css?: string;
}

function stylesOf(doc: Document, own: string | undefined): string {
  if (own !== undefined) return own;
  if (!PACKAGE_CSS.startsWith(PLACEHOLDER_PREFIX)) return PACKAGE_CSS;
  // Unbuilt source: vanilla-extract's dev plugin put the rules in the document's <style> elements.
  return [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((t) => t.includes('.ll_')).join('\n');
}

/**
 * Registers `<loadline-forecast-card>` (or `tagName`): the {@link ForecastCard} rendered live in
 * an open Shadow DOM with the package's CSS inside it, so the host page's CSS and the card's never
 * reach each other. Attributes: see {@link readForecastCardAttributes}; with `selectable` a click
 * on the overlay dispatches `loadline-forecast-select` (bubbling, composed) with the summary as
 * `detail`. The options menu is not offered: its popup would render outside the shadow root.
 * Registering a name twice is a no-op. Returns the element class.
 *
 * @throws Error when called where there is no `customElements` registry (e.g. in Node).
 * @example
 * import { defineForecastCardElement } from '@loadline/forecasts/element';
 * defineForecastCardElement();
 * // <loadline-forecast-card market="COAST" config-id="ercot-power-short-term" api-base="/api"></loadline-forecast-card>
 */
export function defineForecastCardElement(tagName = FORECAST_CARD_TAG, options: DefineForecastCardElementOptions = {}): CustomElementConstructor {
  if (typeof customElements === 'undefined') throw new Error('defineForecastCardElement needs a browser (customElements)');
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const makeAdapter = options.adapter ?? ((baseUrl: string) => createHttpAdapter({ baseUrl }));

  class LoadlineForecastCardElement extends HTMLElement {
    static observedAttributes = [...FORECAST_CARD_ATTRIBUTES];
    #root: Root | null = null;
    #adapter: { base: string; adapter: Partial<DataAdapter> } | null = null;

    connectedCallback() {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const style = document.createElement('style');
        style.textContent = `:host{display:inline-block}\n${stylesOf(document, options.css)}`;
        const mount = document.createElement('div');
        shadow.replaceChildren(style, mount);
        this.#root = createRoot(mount);
      }
      this.#render();
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = null;
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    #render() {
      const config = readForecastCardAttributes((name) => this.getAttribute(name));
      if (this.#adapter?.base !== config.apiBase) this.#adapter = { base: config.apiBase, adapter: makeAdapter(config.apiBase) };
      const select = (summary: ForecastSummary) =>
        this.dispatchEvent(new CustomEvent('loadline-forecast-select', { detail: summary, bubbles: true, composed: true }));
      this.#root?.render(
        <LoadlineProvider key={config.apiBase} adapter={this.#adapter.adapter}>
          <ThemeProvider theme={config.theme}>
            {config.source ? (
              <ForecastCard
                source={config.source}
                timeZone={config.timeZone}
                unit={config.unit}
                allowActions={false}
                onSelect={config.selectable ? select : undefined}
              />
            ) : null}
          </ThemeProvider>
        </LoadlineProvider>,
      );
    }
  }
  customElements.define(tagName, LoadlineForecastCardElement);
  return LoadlineForecastCardElement;
}
