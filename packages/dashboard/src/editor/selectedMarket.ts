import type { Filter } from '@loadline/core';

/**
 * The one market the dashboard's filters select, or null when the market filter is absent or
 * selects several or none (the forecast menu and MAPE sidebar need a single market).
 */
export function selectedMarket(filters: readonly Filter[]): string | null {
  const market = filters.find((f) => f.name === 'market');
  const checked = market?.items.filter((i) => i.isChecked) ?? [];
  return checked.length === 1 && checked[0] ? checked[0].id : null;
}
