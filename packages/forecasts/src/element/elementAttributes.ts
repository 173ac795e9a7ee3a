import type { ForecastCategory } from '@loadline/core';
import type { ForecastCardSource, ForecastQueryOptions } from '../components/ForecastCard/useForecastSummary';

/** Attributes `<loadline-forecast-card>` reads; a change of any re-renders the card. */
export const FORECAST_CARD_ATTRIBUTES = [
  'market', 'process-time', 'level', 'config-id', 'category', 'datasource', 'query', 'api-base', 'time-zone', 'unit', 'theme', 'selectable',
  'actions', 'portal-url', 'portal-target',
] as const;

/** What the element renders, read from its attributes. */
export interface ForecastCardElementConfig {
  /** `null` when `market` or `config-id` is missing (nothing is fetched). */
  source: ForecastCardSource | null;
  /** Base of the HTTP adapter's calls. @default '/api' */
  apiBase: string;
  timeZone: string | undefined;
  unit: string | undefined;
  theme: 'light' | 'dark';
  /** The card shows the Select overlay and dispatches `loadline-forecast-select`. */
  selectable: boolean;
  /** The card offers its options menu (short-term category only, spec part 1 §2). */
  actions: boolean;
  /**
   * Base URL of the portal the actions open, without a trailing slash, e.g.
   * `https://loadline.example-utility.com`; `''` (the default) means the page's own origin.
   */
  portalUrl: string;
  /** Browsing context the actions open in (`_self` default, `_blank` for a new tab, or a name). */
  portalTarget: string;
}

function parseQuery(raw: string | null): ForecastQueryOptions | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ForecastQueryOptions) : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) or scheme-less base URL without trailing slashes; any other scheme (e.g. `javascript:`) gives `''`. */
function portalUrlOf(raw: string | null): string {
  const url = (raw ?? '').trim().replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:\/\//i.test(url) ? '' : url;
}

/**
 * Reads the element's attributes: `market`, `process-time` (ISO 8601; absent = newest), `level`,
 * `config-id`, `category` (`shortTermForecast` default, or `longTermForecast`), `datasource`,
 * `query` (JSON of {@link ForecastQueryOptions}; ignored when malformed), `api-base`,
 * `time-zone`, `unit`, `theme` (`light` default or `dark`), `selectable` (boolean attribute),
 * `actions` (boolean attribute: the options menu), `portal-url` (base URL of the portal the actions
 * open: http(s) or a path, trailing slashes dropped; default the page's origin), `portal-target` (`_self` default).
 *
 * @example readForecastCardAttributes((name) => element.getAttribute(name))
 */
export function readForecastCardAttributes(get: (name: string) => string | null): ForecastCardElementConfig {
  const market = get('market');
  const configId = get('config-id');
  const category: ForecastCategory = get('category') === 'longTermForecast' ? 'longTermForecast' : 'shortTermForecast';
  const query = parseQuery(get('query'));
  const source: ForecastCardSource | null = market && configId
    ? {
        market,
        configId,
        category,
        ...(get('process-time') ? { processTime: get('process-time') ?? undefined } : {}),
        ...(get('level') ? { level: get('level') } : {}),
        ...(get('datasource') ? { datasource: get('datasource') ?? undefined } : {}),
        ...(query ? { query } : {}),
      }
    : null;
  return {
    source,
    apiBase: get('api-base') || '/api',
    timeZone: get('time-zone') || undefined,
    unit: get('unit') || undefined,
    theme: get('theme') === 'dark' ? 'dark' : 'light',
    selectable: get('selectable') !== null,
    actions: get('actions') !== null,
    portalUrl: portalUrlOf(get('portal-url')),
    portalTarget: get('portal-target') || '_self',
  };
}
