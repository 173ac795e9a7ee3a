import type { ConfigItem, Dashboard } from '@loadline/core';
import { Chip, part } from '@loadline/ui';
import * as css from './list.css';
import { dashboardChips } from './dashboardTabs';

/** Props of {@link DashboardChips}. */
export interface DashboardChipsProps {
  /** The dashboard whose category, level and commodity are shown. */
  dashboard: Dashboard;
  /** Config items whose labels name the chips; names the dashboard carries are used otherwise. */
  configItems: readonly ConfigItem[];
  /** Also shows the commodity (the picker does; the list page shows category and level). @default false */
  withCommodity?: boolean;
}

/** Chips of a dashboard's category, level and (optionally) commodity (spec part 1 §2). */
export function DashboardChips({ dashboard, configItems, withCommodity = false }: DashboardChipsProps) {
  const c = dashboardChips(dashboard, configItems);
  const labels = [c.category, c.level, withCommodity ? c.commodity : null].filter((l): l is string => Boolean(l));
  return (
    <span {...part('dashboard-chips', css.chips)}>
      {labels.map((l, i) => <Chip key={`${i}-${l}`} label={l} />)}
    </span>
  );
}
