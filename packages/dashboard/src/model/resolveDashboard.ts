import { UNSAVED_DASHBOARD_ID, isKnownTimeZone, type ConfigItem, type Dashboard, type DashboardCategory } from '@loadline/core';
import type { DashboardEditorState } from './editorState';
import { editorStateFromDashboard } from './persist';
import { mappingFor, marketColumnOf, type DataMappingInput } from './dataMapping';
import { unsavedDashboardFromExplore } from './unsavedDashboard';

/** Which dashboards an area shows: the dashboard type and the categories it supports (null: every category of the type). */
export interface DashboardArea {
  /** Dashboard type of GET /user/v1/user/dashboards/?type=, e.g. 'prod_load_forecast'. */
  type: string;
  /** Categories the area shows; another category gets the unsupported-category message. @default null */
  categories?: readonly DashboardCategory[] | null;
}

/** What a dashboard route shows (spec part 1 §2 "Dashboard page wrapper"). */
export type ResolvedDashboard =
  | { kind: 'ready'; dashboard: Dashboard | null; config: ConfigItem; state: DashboardEditorState }
  | { kind: 'notFound'; id: string }
  | { kind: 'invalidConfig' }
  | { kind: 'noConfig'; type: string }
  | { kind: 'unsupportedCategory'; category: string };

/**
 * Decides what a dashboard route (`{basePath}/{dashboardId}`) shows from the area's config items and
 * dashboards: the unsaved dashboard (from `?object=`, its config or the area's first), a stored
 * dashboard with its config, or the spec's message: 404 DASHBOARD {id} NOT FOUND, DASHBOARD DOES
 * NOT HAVE VALID CONFIGURATION (its config item is gone), 'No configuration for {type} dashboards
 * has been found', or the unsupported-category message (risk: nop and supplyAndMarkToMarket; data
 * insights: dataInsights). `object` is the `?object=` of an unsaved dashboard opened from a forecast
 * card (base64 JSON; a bad one leaves the defaults); `zone` the local zone for dashboards saved
 * without one; `mapping` the dashboard's data mapping (its market column names the unsaved
 * dashboard's market filter; `marketColumnOf`'s default without it).
 *
 * @example resolveDashboard({ type: 'prod_load_forecast' }, dashboardId, null, configItems, dashboards, 'America/Chicago')
 */
export function resolveDashboard(
  kind: DashboardArea,
  dashboardId: string,
  object: string | null,
  configItems: readonly ConfigItem[],
  dashboards: readonly Dashboard[],
  zone: string,
  mapping?: DataMappingInput,
): ResolvedDashboard {
  const ofType = configItems.filter((c) => c.type === kind.type);
  const supported = (category: string) => !kind.categories || (kind.categories as readonly string[]).includes(category);
  if (dashboardId === UNSAVED_DASHBOARD_ID) {
    const seeded = unsavedDashboardFromExplore(object, zone);
    const config = ofType.find((c) => c.configId === seeded.configId) ?? ofType.find((c) => supported(c.category.name));
    if (!config) return { kind: 'noConfig', type: kind.type };
    const unsaved = mapping ? unsavedDashboardFromExplore(object, zone, marketColumnOf(mappingFor(mapping, config))) : seeded;
    return { kind: 'ready', dashboard: null, config, state: unsaved.state };
  }
  const dashboard = dashboards.find((d) => d.dashboardId === dashboardId);
  if (!dashboard) return { kind: 'notFound', id: dashboardId };
  if (ofType.length === 0) return { kind: 'noConfig', type: kind.type };
  const config = ofType.find((c) => c.configId === dashboard.configId);
  if (!config) return { kind: 'invalidConfig' };
  if (!supported(config.category.name)) return { kind: 'unsupportedCategory', category: config.category.name };
  const state = readableState(dashboard, zone);
  return state ? { kind: 'ready', dashboard, config, state } : { kind: 'invalidConfig' };
}

/**
 * The editor state of a stored dashboard, or null when its content cannot be used (a time zone
 * outside the IANA list, content the editor cannot read): such a dashboard opens with 'DASHBOARD
 * DOES NOT HAVE VALID CONFIGURATION' instead of breaking the page of everyone it is shared with.
 */
function readableState(dashboard: Dashboard, zone: string): DashboardEditorState | null {
  try {
    const state = editorStateFromDashboard(dashboard, zone);
    if (!isKnownTimeZone(state.settings.timezone)) return null;
    // Content nested deeper than any card needs (a hostile expressionScope) is refused here.
    if (depthOver(state.cards, MAX_CONTENT_DEPTH)) return null;
    return state;
  } catch {
    return null;
  }
}

/** Deepest nesting of a dashboard's cards the editor reads (a card with calculated series is about 10 deep). */
const MAX_CONTENT_DEPTH = 64;

/** Whether `value` nests objects or arrays deeper than `max` (iterative: no recursion to exhaust). */
function depthOver(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}
