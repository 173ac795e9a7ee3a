import type { Filter } from '@loadline/core';
import { marketColumnOf } from '../model/dataMapping';

/**
 * The one market the dashboard's filters select, or null when the market filter is absent or
 * selects several or none (the forecast menu and MAPE sidebar need a single market). The market
 * filter is the one named after the data mapping's market column (`marketColumnOf`'s default when not given).
 */
export function selectedMarket(filters: readonly Filter[], marketColumn = marketColumnOf({})): string | null {
  const market = filters.find((f) => f.name === marketColumn);
  const checked = market?.items.filter((i) => i.isChecked) ?? [];
  return checked.length === 1 && checked[0] ? checked[0].id : null;
}
