import { NotBuilt } from '../NotBuilt';
import type { DashboardKind } from './dashboardKinds';

/** Dashboard list of one area (spec part 1 §2 "Dashboard list page"). */
export function DashboardListPage({ kind }: { kind: DashboardKind }) {
  return <NotBuilt screen={`${kind.title} dashboards`} />;
}
