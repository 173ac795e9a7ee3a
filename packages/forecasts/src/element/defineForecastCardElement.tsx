import { createHttpAdapter, type DataAdapter, type ForecastSummary } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { PortalContainerProvider, ThemeProvider } from '@loadline/ui';
import { createRoot, type Root } from 'react-dom/client';
import { ForecastCard } from '../components/ForecastCard/ForecastCard';
import { elementActionHandlers, navigateWindow, type ElementNavigate } from './elementActions';
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
  /**
   * Opens an action's portal URL when no listener cancelled its event.
   * @default `location.assign(url)` for `_self`, else `window.open(url, target, 'noopener')`
   */
  navigate?: ElementNavigate;
}

/**
 * Rules of the shadow root before the package CSS: the host element resets every inherited
 * property (`all: initial`), so the page's fonts, colours and spacing do not flow into the card or
 * its menu; the page can still size or place the element itself.
 */
const HOST_CSS = ':host{all:initial;display:inline-block}';

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
 * `detail`. With `actions` (short-term category) the card's options menu renders inside the
 * shadow root: Explore in a dashboard and Create an adjustment dispatch `loadline-explore` and
 * `loadline-create-adjustment` (bubbling, composed, cancelable; see `elementActions`) and, unless a
 * listener calls `preventDefault()`, open the portal's route under `portal-url` in `portal-target`.
 * Registering a name twice is a no-op. Returns the element class.
 *
 * @throws Error when called where there is no `customElements` registry (e.g. in Node).
 * @example
 * import { defineForecastCardElement } from '@loadline/forecasts/element';
 * defineForecastCardElement();
 * // <loadline-forecast-card market="COAST" config-id="ercot-power-short-term" api-base="/api" actions
 * //   portal-url="https://loadline.example-utility.com"></loadline-forecast-card>
 */
export function defineForecastCardElement(tagName = FORECAST_CARD_TAG, options: DefineForecastCardElementOptions = {}): CustomElementConstructor {
  if (typeof customElements === 'undefined') throw new Error('defineForecastCardElement needs a browser (customElements)');
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const makeAdapter = options.adapter ?? ((baseUrl: string) => createHttpAdapter({ baseUrl }));
  const navigate = options.navigate ?? navigateWindow;

  class LoadlineForecastCardElement extends HTMLElement {
    static observedAttributes = [...FORECAST_CARD_ATTRIBUTES];
    #root: Root | null = null;
    #adapter: { base: string; adapter: Partial<DataAdapter> } | null = null;
    /** Where the card's menu (and any other popup) is portalled: inside the shadow root. */
    #popups: HTMLElement | null = null;

    connectedCallback() {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const style = document.createElement('style');
        style.textContent = `${HOST_CSS}\n${stylesOf(document, options.css)}`;
        const mount = document.createElement('div');
        this.#popups = document.createElement('div');
        this.#popups.setAttribute('data-ll-part', 'popups');
        shadow.replaceChildren(style, mount, this.#popups);
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
      const actions = config.actions
        ? elementActionHandlers({ element: this, portalUrl: config.portalUrl, portalTarget: config.portalTarget, navigate })
        : {};
      this.#root?.render(
        <LoadlineProvider key={config.apiBase} adapter={this.#adapter.adapter}>
          <ThemeProvider theme={config.theme}>
            <PortalContainerProvider container={this.#popups}>
              {config.source ? (
                <ForecastCard
                  source={config.source}
                  timeZone={config.timeZone}
                  unit={config.unit}
                  allowActions={config.actions}
                  {...actions}
                  onSelect={config.selectable ? select : undefined}
                />
              ) : null}
            </PortalContainerProvider>
          </ThemeProvider>
        </LoadlineProvider>,
      );
    }
  }
  customElements.define(tagName, LoadlineForecastCardElement);
  return LoadlineForecastCardElement;
}
