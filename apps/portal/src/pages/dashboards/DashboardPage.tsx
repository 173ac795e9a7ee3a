import { useConfigItems, useDashboards } from '@loadline/core/react';
import { DashboardHeading, DashboardMessage, DashboardPicker, EditorLoading, cardQueryContext, needsTimeBoundary, usePrefetchCards } from '@loadline/dashboard';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as app from '../../app/app.css';
import { DashboardScreen } from './DashboardScreen';
import type { DashboardKind } from './dashboardKinds';
import * as css from './dashboards.css';
import { localTimeZone } from '@loadline/ui';
import { resolveDashboard } from './resolveDashboard';

/**
 * One dashboard of an area, or the unsaved dashboard (spec part 1 §2 "Dashboard page wrapper"):
 * the YOUR DASHBOARDS picker, the name and description, then the editor, or the spec's message
 * when the dashboard, its configuration or its category is missing or unsupported.
 */
export function DashboardPage({ kind }: { kind: DashboardKind }) {
  const { dashboardId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const configs = useConfigItems();
  const list = useDashboards(kind.type);
  const object = search.get('object');
  const zone = useMemo(localTimeZone, []);
  const prefetchCards = usePrefetchCards();
  const resolved = useMemo(() => {
    if (!configs.data || !list.data) return null;
    const r = resolveDashboard(kind, dashboardId, object, configs.data, list.data, zone);
    // Start the cards' queries now, while the editor renders; with fixed dates they don't wait for
    // the data's time boundary (idempotent: the cards read the same queries).
    if (r.kind === 'ready' && !needsTimeBoundary(r.state)) prefetchCards(r.state.cards, cardQueryContext(r.state, r.config, null, null));
    return r;
  }, [configs.data, list.data, kind, dashboardId, object, zone, prefetchCards]);
  const ofType = useMemo(() => (configs.data ?? []).filter((c) => c.type === kind.type), [configs.data, kind.type]);
  const dashboards = list.data ?? [];
  const selected = resolved?.kind === 'ready' ? (resolved.dashboard ?? { name: resolved.state.name, description: resolved.state.description }) : null;

  return (
    <main className={app.page}>
      <header className={css.pageHeader}>
        <DashboardPicker
          dashboards={dashboards}
          configItems={ofType}
          selectedId={dashboardId}
          onSelect={(id) => void navigate(`${kind.basePath}/${id}`)}
          onCreateNew={() => void navigate(kind.basePath, { state: { create: true } })}
        />
        <DashboardHeading dashboard={selected} />
      </header>
      {resolved === null ? (
        <EditorLoading />
      ) : resolved.kind === 'ready' ? (
        <DashboardScreen
          key={`${dashboardId}:${object ?? ''}`}
          kind={kind}
          config={resolved.config}
          dashboard={resolved.dashboard}
          initial={resolved.state}
          dashboards={dashboards}
          configItems={configs.data ?? []}
        />
      ) : resolved.kind === 'notFound' ? (
        <DashboardMessage kind="notFound" id={resolved.id} />
      ) : resolved.kind === 'noConfig' ? (
        <DashboardMessage kind="noConfig" type={resolved.type} />
      ) : resolved.kind === 'unsupportedCategory' ? (
        <DashboardMessage kind="unsupportedCategory" category={resolved.category} />
      ) : (
        <DashboardMessage kind="invalidConfig" />
      )}
    </main>
  );
}
