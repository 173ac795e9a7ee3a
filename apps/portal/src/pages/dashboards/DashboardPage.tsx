import { DashboardHeading, DashboardPicker, DashboardView } from '@loadline/dashboard';
import { useConfigItems, useDashboards } from '@loadline/core/react';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import * as app from '../../app/app.css';
import { referenceDataMapping } from '../../app/dataMapping';
import { REFERENCE_METER_MAP } from '../../app/mapBoundaries/texasCounties';
import { useSignedInUser } from '../../signIn/SignedInUser';
import type { DashboardKind } from './dashboardKinds';
import * as css from './dashboards.css';

/**
 * One dashboard of an area, or the unsaved dashboard (spec part 1 §2 "Dashboard page wrapper"):
 * the YOUR DASHBOARDS picker, the name and description, then the dashboard SDK's `DashboardView`
 * (editor, page actions, or the spec's message) on the reference API's data mapping. Routing only.
 * Right after Create the dashboard's name takes keyboard focus.
 */
export function DashboardPage({ kind }: { kind: DashboardKind }) {
  const { dashboardId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened right after Create: keyboard focus goes to the new dashboard's name.
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const user = useSignedInUser();
  const configs = useConfigItems();
  const list = useDashboards(kind.type);
  const ofType = useMemo(() => (configs.data ?? []).filter((c) => c.type === kind.type), [configs.data, kind.type]);
  const area = useMemo(() => ({ type: kind.type, categories: kind.categories }), [kind.type, kind.categories]);

  return (
    <main className={app.page}>
      <DashboardView
        area={area}
        dashboardId={dashboardId}
        object={search.get('object')}
        mapping={referenceDataMapping}
        meterMap={REFERENCE_METER_MAP}
        user={user}
        onOpenDashboard={(id) => void navigate(`${kind.basePath}/${id}`)}
        onDeleted={() => void navigate(kind.basePath)}
        header={(selected) => (
          <header className={css.pageHeader}>
            <DashboardPicker
              dashboards={list.data ?? []}
              configItems={ofType}
              selectedId={dashboardId}
              onSelect={(id) => void navigate(`${kind.basePath}/${id}`)}
              onCreateNew={() => void navigate(kind.basePath, { state: { create: true } })}
            />
            <DashboardHeading key={dashboardId} dashboard={selected} focusOnShow={created} />
          </header>
        )}
      />
    </main>
  );
}
