import { LoadlineHttpError, type ConfigItem, type Dashboard } from '@loadline/core';
import { useAdapterDomain, useConfigItems, useDashboards, useLoadlineQueryClient } from '@loadline/core/react';
import { ErrorState, localTimeZone } from '@loadline/ui';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DashboardMessage } from '../list';
import { dashboardUiTexts } from '../texts';
import { mappingFor, type DataMappingInput } from '../model/dataMapping';
import { resolveDashboard, type DashboardArea } from '../model/resolveDashboard';
import { EditorLoading } from '../panels';
import { DashboardActions } from './DashboardActions';
import { defaultEditorRegistry } from '../editors/editorRegistry';
import type { EditorRegistry } from '../editors/editorTypes';
import { useDashboardEditor, type DashboardControls, type EditorNotice } from './useDashboardEditor';
import { prefetchCardQueries } from '../card/cardRequests';
import { CardRegistryProvider, useCardRegistry, type CardRegistry } from '../card/cardRegistry';
import { withMeterCards } from '../card/meterCards';
import type { MeterMapOptions } from '../card/meterMap/meterMapOptions';
import { createDashboardEditorStore, type DashboardEditorStore } from '../model/editorStore';
import { needsTimeBoundary } from './queryContext';
import type { DashboardEditorState } from '../model/editorState';

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  /** The dashboards shown: type (e.g. 'prod_load_forecast') and the categories supported (default every one). */
  area: DashboardArea;
  /** The dashboard to open, or 'unsaved' for a new one. */
  dashboardId: string;
  /** How the host's backend holds the series, for every config item or per config item. */
  mapping: DataMappingInput;
  /** The signed-in user (only the owner shares and deletes). @default null (ownership not checked) */
  user?: { userId: string; email: string } | null;
  /** The `?object=` of an unsaved dashboard opened from a forecast card (base64 JSON). @default null */
  object?: string | null;
  /** Opens another dashboard (after Save of an unsaved one, or Copy). */
  onOpenDashboard?: (dashboardId: string) => void;
  /** Called after Delete. */
  onDeleted?: () => void;
  /** Settings the host controls (filters, dates, zone); see `useDashboardEditor`. */
  controls?: DashboardControls;
  /** Reports the controlled settings after the user changes one. */
  onControlsChange?: Parameters<typeof useDashboardEditor>[0]['onControlsChange'];
  /** Where notices go. @default toasts of the `ToastProvider` above */
  notify?: (notice: EditorNotice) => void;
  /** Rendered above the editor with the open dashboard (null while loading or on a message), e.g. a picker and heading. */
  header?: (dashboard: Pick<Dashboard, 'name' | 'description'> | null) => ReactNode;
  /** Local zone for dashboards saved without one. @default the browser's zone */
  timeZone?: string;
  /**
   * Editors by dashboard category; a category none edits shows the unsupported-category message.
   * @default defaultEditorRegistry (load forecast and risk)
   */
  editors?: EditorRegistry;
  /**
   * The Meter Map's boundaries (drawn under the meters) and their attribution: the host's own
   * (the reference portal passes the Texas counties). @default none: the meters on plain ground
   */
  meterMap?: MeterMapOptions;
}

/**
 * A whole dashboard for a host page (spec part 1 §2 "Dashboard page wrapper", "Dashboard editor"):
 * loads the area's config items and dashboards, opens `dashboardId` (or the unsaved dashboard),
 * starts its cards' queries at once, and shows the editor with Save, Copy, Share and Delete — or
 * the spec's message (404 DASHBOARD {id} NOT FOUND, invalid or missing configuration, unsupported
 * category). The editor is the one `editors` registers for the dashboard's category (load
 * forecast, risk...); a category without one gets the unsupported-category message. Needs a `LoadlineProvider` (adapter) and a `ToastProvider` above.
 *
 * @example
 * <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api' })}>
 *   <ToastProvider>
 *     <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId="unsaved" mapping={mapping} />
 *   </ToastProvider>
 * </LoadlineProvider>
 */
export function DashboardView(props: DashboardViewProps) {
  const { area, dashboardId, mapping, object = null, header, editors = defaultEditorRegistry } = props;
  const configs = useConfigItems();
  const list = useDashboards(area.type);
  const zone = useMemo(() => props.timeZone ?? localTimeZone(), [props.timeZone]);
  const queryClient = useLoadlineQueryClient();
  const query = useAdapterDomain('query');
  const registry = useCardRegistry();
  const { loadBoundaries, boundariesAttribution } = props.meterMap ?? {};
  const resolved = useMemo(
    () => (configs.data && list.data ? resolveDashboard(area, dashboardId, object, configs.data, list.data, zone, mapping) : null),
    [configs.data, list.data, area, dashboardId, object, zone, mapping],
  );
  // Frame first: the first render of an opened dashboard paints the host's header (name,
  // description) and the card shells; the editor (grid, cards, side panels, their charts) and its
  // store (whose plan checks every card's requests) come next, in a transition, which React
  // renders in slices that leave the main thread free between them. On a phone the dashboard's name
  // no longer waits for the editor's first render. Only the view's first dashboard waits so:
  // another opened later (a picker choice) renders at once. The header stays where it is (same
  // element), so it is not mounted twice and a focus it takes is kept.
  const ready = resolved?.kind === 'ready';
  const [editorDeferred, setEditorDeferred] = useState(true);
  useEffect(() => {
    if (ready && editorDeferred) startTransition(() => setEditorDeferred(false));
  }, [ready, editorDeferred]);
  // The editor's store of the dashboard open now: made once per open (a refetched list, e.g. after a
  // save or a share, brings the same dashboard and keeps it; the editor reads its first store only).
  const storeOf = useRef<{ key: string; store: DashboardEditorStore } | null>(null);
  const opened = useMemo(() => {
    const r = resolved;
    if (r?.kind !== 'ready' || editorDeferred || !editors.get(r.config.category.name)) return { store: null, cards: registry };
    const resolvedMapping = mappingFor(mapping, r.config);
    const cards = withMeterCards(registry, r.config, { loadBoundaries, boundariesAttribution }, resolvedMapping);
    const key = `${dashboardId}:${object ?? ''}:${r.config.configId}`;
    if (storeOf.current?.key !== key) {
      // Made here so its plan starts the cards' queries now, while the editor renders; with fixed
      // dates they don't wait for the data's time boundary (idempotent: the cards read the same
      // queries, which a host may have started before, as the reference portal does).
      const store = createDashboardEditorStore({ initial: r.state, config: r.config, mapping: resolvedMapping, registry: cards });
      if (!needsTimeBoundary(r.state)) prefetchCardQueries(queryClient, query, store.getPlan().plan);
      storeOf.current = { key, store };
    }
    return { store: storeOf.current.store, cards };
  }, [resolved, editorDeferred, dashboardId, object, mapping, editors, registry, loadBoundaries, boundariesAttribution, queryClient, query]);
  // A dashboard just created or copied is opened before the cached list holds it (a list fetched
  // before the create, or one whose refetch began before it): ask for the list once more before
  // saying the id is not found.
  const [recheckedId, setRecheckedId] = useState<string | null>(null);
  const notFoundId = resolved?.kind === 'notFound' ? resolved.id : null;
  const { refetch: refetchList } = list;
  useEffect(() => {
    if (notFoundId !== null && recheckedId !== notFoundId) {
      setRecheckedId(notFoundId);
      void refetchList();
    }
  }, [notFoundId, recheckedId, refetchList]);
  const error = configs.error ?? list.error;
  const selected = resolved?.kind === 'ready' ? (resolved.dashboard ?? { name: resolved.state.name, description: resolved.state.description }) : null;

  let body: ReactNode;
  if (error) {
    const http = error instanceof LoadlineHttpError ? error : undefined;
    body = (
      <ErrorState
        title={dashboardUiTexts.dashboardLoadFailed}
        status={http?.status}
        message={error.message}
        requestId={http?.requestId}
        retrying={configs.isFetching || list.isFetching}
        onRetry={() => {
          if (configs.error) void configs.refetch();
          if (list.error) void list.refetch();
        }}
      />
    );
  }
  else if (resolved === null) body = <EditorLoading />;
  else if (resolved.kind === 'ready' && !editors.get(resolved.config.category.name)) {
    // No editor reads this category's data: the spec's message, not another category's editor.
    body = <DashboardMessage kind="unsupportedCategory" category={resolved.config.category.name} />;
  } else if (resolved.kind === 'ready' && editorDeferred) {
    body = <EditorLoading cards={resolved.state.cards.length} />;
  } else if (resolved.kind === 'ready') {
    body = (
      <DashboardScreen
        key={`${dashboardId}:${object ?? ''}`}
        {...props}
        config={resolved.config}
        dashboard={resolved.dashboard}
        initial={resolved.state}
        configItems={configs.data ?? []}
        editors={editors}
        store={opened.store}
        cards={opened.cards}
      />
    );
  } else if (resolved.kind === 'notFound') {
    body = recheckedId !== resolved.id || list.isFetching ? <EditorLoading /> : <DashboardMessage kind="notFound" id={resolved.id} />;
  }
  else if (resolved.kind === 'noConfig') body = <DashboardMessage kind="noConfig" type={resolved.type} />;
  else if (resolved.kind === 'unsupportedCategory') body = <DashboardMessage kind="unsupportedCategory" category={resolved.category} />;
  else body = <DashboardMessage kind="invalidConfig" />;

  return (
    <>
      {header?.(selected)}
      {body}
    </>
  );
}

/** One resolved dashboard: the editor state and actions with the editor and its page buttons. */
function DashboardScreen(props: DashboardViewProps & {
  config: ConfigItem; dashboard: Dashboard | null; initial: DashboardEditorState; configItems: readonly ConfigItem[]; editors: EditorRegistry;
  store: DashboardEditorStore | null; cards: CardRegistry;
}) {
  const { config, mapping, configItems, onOpenDashboard, onDeleted, editors, cards } = props;
  const resolvedMapping = useMemo(() => mappingFor(mapping, config), [mapping, config]);
  // Meter-level data adds the Meter Table and the Meter Map to the card choices (spec part 1 §3).
  const editor = useDashboardEditor({
    config,
    mapping: resolvedMapping,
    dashboard: props.dashboard,
    initial: props.initial,
    registry: cards,
    ...(props.store ? { store: props.store } : {}),
    user: props.user ?? null,
    ...(props.controls ? { controls: props.controls } : {}),
    ...(props.onControlsChange ? { onControlsChange: props.onControlsChange } : {}),
    ...(props.notify ? { notify: props.notify } : {}),
  });
  const actions = (
    <DashboardActions
      editor={editor}
      configItems={configItems}
      {...(onOpenDashboard ? { onOpenDashboard } : {})}
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
  const Editor = editors.get(config.category.name)?.component;
  if (!Editor) return <DashboardMessage kind="unsupportedCategory" category={config.category.name} />;
  return <CardRegistryProvider registry={cards}><Editor editor={editor} actions={actions} /></CardRegistryProvider>;
}
