import type { ConfigItem, Dashboard } from '@loadline/core';

/**
 * Which dashboards go under My Dashboards and Shared With Me, and the chips a dashboard shows
 * (spec part 1 §2 "Dashboard list page", "Dashboard page wrapper").
 *
 * @module
 */

/** The two lists of the dashboard list page. */
export interface DashboardTabLists {
  /** Dashboards the user owns (only the owner sees a dashboard here). */
  mine: Dashboard[];
  /** Dashboards of others shared with the user's organisation or with the user by name. */
  shared: Dashboard[];
}

/**
 * Splits listed dashboards by owner (spec part 1 §2): `currentUser` is compared with `owner`
 * (which the API and memory adapter fill with the owner's e-mail) and with the id and e-mail of
 * each named share.
 *
 * @example splitDashboards(list, 'analyst@gulfcoast-power.test').shared.length
 */
export function splitDashboards(dashboards: readonly Dashboard[], currentUser: string): DashboardTabLists {
  const mine: Dashboard[] = [];
  const shared: Dashboard[] = [];
  for (const d of dashboards) {
    if (d.owner === currentUser) mine.push(d);
    else if (d.org !== null || d.sharedUsers.some((u) => u.id === currentUser || u.email === currentUser)) shared.push(d);
  }
  return { mine, shared };
}

/** The chips of a dashboard: category, level (when it has one) and commodity. */
export interface DashboardChipLabels {
  /** Category label (e.g. 'Short Term'), or null when unknown. */
  category: string | null;
  /** Level label (e.g. 'Weather zone'), or null when the dashboard has no level. */
  level: string | null;
  /** Commodity label ('Power', 'Gas'), or null when unknown. */
  commodity: string | null;
}

/**
 * Chip texts of a dashboard (spec part 1 §2 picker: "chips for category, level and commodity"):
 * the labels of its config item when `configs` holds it, else the names the dashboard carries.
 *
 * @example dashboardChips(d, configs) // { category: 'Short Term', level: 'Weather zone', commodity: 'Power' }
 */
export function dashboardChips(d: Dashboard, configs: readonly ConfigItem[]): DashboardChipLabels {
  const config = configs.find((c) => c.configId === d.configId);
  return {
    category: config?.category.label ?? d.category?.name ?? null,
    level: (config ? config.level?.label : undefined) ?? d.level?.name ?? null,
    commodity: config?.commodity.label ?? d.commodity?.name ?? null,
  };
}
