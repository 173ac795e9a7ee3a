import { NotBuilt } from '../NotBuilt';
import type { DashboardKind } from './dashboardKinds';

/** One dashboard of an area, or the unsaved dashboard (spec part 1 §2 "Dashboard page wrapper"). */
export function DashboardPage({ kind }: { kind: DashboardKind }) {
  return <NotBuilt screen={kind.title} />;
}
