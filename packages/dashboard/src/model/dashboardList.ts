/**
 * The dashboard list page's tabs (spec part 1 §2 "Dashboard list page").
 *
 * @module
 */

/** Tabs of the dashboard list: the user's own, and those shared with the user. */
export type DashboardListTab = 'mine' | 'shared';

/**
 * The tab the list opens on: Shared With Me when the user owns no dashboard but has shared
 * ones, else My Dashboards (spec part 1 §2).
 */
export function startingTab(myCount: number, sharedCount: number): DashboardListTab {
  return myCount === 0 && sharedCount > 0 ? 'shared' : 'mine';
}
