import {
  ActionInProgressError,
  TEXT_CARD_COPIED,
  TEXT_DASHBOARD_SAVED,
  TEXT_SAVE_BEFORE_OVERVIEW,
  actionErrorMessage,
  createActionStore,
  type ActionState,
  type Card,
  type ConfigItem,
  type Dashboard,
  type DateBound,
  type FailedAction,
  type Filter,
  type RangeFilter,
  type TimeFilters,
} from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { addSeriesRule, useCardRegistry } from '../card/cardRegistry';
import { invalidCalculatorName } from '../model/calculators';
import { copyDashboard } from '../model/copyDashboard';
import type { DashboardDataMapping } from '../model/dataMapping';
import { applyDashboardAction, type DashboardAction } from '../model/dashboardReducer';
import type { DashboardEditorState } from '../model/editorState';
import { createRequestFromEditor, dashboardContentFromEditor } from '../model/persist';
import { marketColumnOf } from '../model/dataMapping';
import { newId } from './newId';
import { selectedMarket } from './selectedMarket';

/** A notification of the editor: a success, a piece of information or a refusal, in the spec's words. */
export interface EditorNotice {
  kind: 'positive' | 'neutral' | 'error';
  title: string;
}

/** What an editor action gives back: done (with the new dashboard's id for create and copy), or refused with the spec's text. */
export type EditorActionResult = { ok: true; dashboardId?: string } | { ok: false; message: string };

/** The dashboard settings a host may control (spec part 1 §2 top area): filters, dates, zone and hour convention. */
export interface DashboardControls {
  filters?: Filter[];
  rangeFilters?: RangeFilter[];
  timeFilters?: TimeFilters;
  /** IANA zone, e.g. 'America/Chicago'. */
  timezone?: string;
  isHourEndingSelected?: boolean;
  from?: DateBound;
  to?: DateBound;
}

/** Options of {@link useDashboardEditor}. */
export interface DashboardEditorOptions {
  /** Config item of the dashboard. */
  config: ConfigItem;
  /** How the host's backend holds the series. */
  mapping: DashboardDataMapping;
  /** The stored dashboard, or null for an unsaved one (saved through {@link DashboardEditorApi.saveAs}). */
  dashboard: Dashboard | null;
  /** The editor's first state (e.g. `editorStateFromDashboard(dashboard, zone)`). */
  initial: DashboardEditorState;
  /** The signed-in user (ownership: only the owner shares and deletes). Null: ownership unknown, shown as owner. */
  user?: { userId: string; email: string } | null;
  /**
   * Settings the host controls: given values win over the editor's own, and every change of them
   * is reported through `onControlsChange` (filters after their 1000 ms wait). @default none
   */
  controls?: DashboardControls;
  /** Called with the controlled settings after the user changes one of them. */
  onControlsChange?: (controls: Required<DashboardControls>) => void;
  /**
   * Where notices go (successes, refusals, failed calls), once each. @default a toast of the
   * `ToastProvider` of `@loadline/ui` above
   */
  notify?: (notice: EditorNotice) => void;
}

/** What {@link useDashboardEditor} returns: state, dispatch and the page actions (spec part 1 §2, §4, §6). */
export interface DashboardEditorApi {
  config: ConfigItem;
  mapping: DashboardDataMapping;
  dashboard: Dashboard | null;
  /** The signed-in user given in the options, or null. */
  user: { userId: string; email: string } | null;
  /** The editor state, with the host's controlled settings applied. */
  state: DashboardEditorState;
  /** Applies a change; a refused one is notified in the spec's words and changes nothing. */
  dispatch: (action: DashboardAction) => void;
  /** Whether the signed-in user owns the dashboard (may share and delete); true for an unsaved one. */
  isOwner: boolean;
  /** The page action under way or last finished (spec part 1 §4: idle, loading, success, error). */
  actionState: ActionState;
  /** The forecast run the MAPE sidebar scores: the first forecast series on the cards, with its market, the filtered one, or the ISO total it reads when none is chosen. */
  forecast: { processTime: string; market: string | null } | null;
  /**
   * Saves a stored dashboard ('Dashboard saved successfully'; a shared one: 'You cannot save a
   * dashboard that was shared with you'), with the version it was opened at: when the stored one
   * is newer (saved meanwhile in another tab) the save is refused with the server's message.
   */
  save: () => Promise<EditorActionResult>;
  /** Saves an unsaved dashboard under a name (the name dialog's values); resolves its new id. */
  saveAs: (values: { name: string; description: string; configId: string }) => Promise<EditorActionResult>;
  /** Copies the dashboard as it is now ('Copy-' + name by default); resolves the copy's id. */
  copy: (values: { name: string; description: string }) => Promise<EditorActionResult>;
  /** Deletes the dashboard ('Please unshare deleting' while shared). */
  remove: () => Promise<EditorActionResult>;
  /** Adds a card to or removes it from the Overview ('Please save dashboard before adding to Overview' when unsaved). */
  toggleOverview: (card: Card) => Promise<EditorActionResult>;
  /** Copies a card on the dashboard ('Copy of the Card Created'). */
  copyCard: (cardId: string) => void;
}

function firstForecast(state: DashboardEditorState, marketColumn: string): { processTime: string; market: string | null } | null {
  for (const card of state.cards) {
    for (const s of card.dataSeries) {
      if (s.extras.series !== 'forecast' || !s.extras.processTime) continue;
      return { processTime: s.extras.processTime, market: selectedMarket(s.selectedFilters, marketColumn) };
    }
  }
  return null;
}

const CONTROLLED_KEYS = ['filters', 'rangeFilters', 'timeFilters'] as const;
const SETTING_KEYS = ['timezone', 'isHourEndingSelected', 'from', 'to'] as const;

function withControls(state: DashboardEditorState, controls: DashboardControls | undefined): DashboardEditorState {
  if (!controls) return state;
  let next = state;
  for (const key of CONTROLLED_KEYS) if (controls[key] !== undefined && controls[key] !== state[key]) next = { ...next, [key]: controls[key] };
  for (const key of SETTING_KEYS) {
    if (controls[key] !== undefined && controls[key] !== next.settings[key]) next = { ...next, settings: { ...next.settings, [key]: controls[key] } };
  }
  return next;
}

function controlsOf(state: DashboardEditorState): Required<DashboardControls> {
  const { filters, rangeFilters, timeFilters, settings } = state;
  return { filters, rangeFilters, timeFilters, timezone: settings.timezone, isHourEndingSelected: settings.isHourEndingSelected, from: settings.from, to: settings.to };
}

function sameControls(a: Required<DashboardControls>, b: Required<DashboardControls>): boolean {
  return [...CONTROLLED_KEYS, ...SETTING_KEYS].every((k) => a[k] === b[k]);
}

/**
 * The dashboard editor's state and page actions, for any host (spec part 1 §2 "Dashboard editor",
 * §4 "Dashboard actions", §6): the reducer, save (and save-as for an unsaved dashboard), copy,
 * delete, Overview toggling, ownership, the MAPE sidebar's run and the action state, where a new
 * action while one is loading is refused with 'Working on previous action'. Every outcome comes
 * back as a value ({@link EditorActionResult}) and is notified once, in the spec's words (one
 * toast per outcome: a failed save of a shared dashboard shows only 'You cannot save a dashboard
 * that was shared with you'). Calls go through the provider's adapter; the dashboard lists are
 * refreshed after each change.
 *
 * Filters, dates and time zone can be controlled by the host (`controls`, `onControlsChange`), as
 * embedding hosts keep them in their own URL or page state.
 *
 * @example
 * const editor = useDashboardEditor({ config, mapping, dashboard, initial, user });
 * return <DashboardEditor editor={editor} actions={<DashboardActions editor={editor} onNavigate={go} />} />;
 */
export function useDashboardEditor(options: DashboardEditorOptions): DashboardEditorApi {
  const { config, mapping, dashboard, initial, user = null, controls, onControlsChange } = options;
  const toast = useToast();
  const notifyOption = options.notify;
  const notify = useCallback((notice: EditorNotice) => (notifyOption ? notifyOption(notice) : toast.show(notice)), [notifyOption, toast]);
  const dashboards = useAdapterDomain('dashboards');
  const overview = useAdapterDomain('overview');
  const queryClient = useLoadlineQueryClient();

  const registry = useCardRegistry();
  const registryRef = useRef(registry);
  registryRef.current = registry;
  const [own, setOwn] = useState(initial);
  const current = useRef(own);
  const controlsRef = useRef(controls);
  controlsRef.current = controls;
  const reportRef = useRef(onControlsChange);
  reportRef.current = onControlsChange;
  const dispatch = useCallback((action: DashboardAction) => {
    const before = withControls(current.current, controlsRef.current);
    const { state: next, refusal } = applyDashboardAction(before, action, { addSeriesRule: (card) => addSeriesRule(registryRef.current, card) });
    if (refusal) {
      notify({ kind: 'error', title: refusal });
      return;
    }
    current.current = next;
    setOwn(next);
    const report = reportRef.current;
    if (report && !sameControls(controlsOf(before), controlsOf(next))) report(controlsOf(next));
  }, [notify]);
  const state = useMemo(() => withControls(own, controls), [own, controls]);

  const [store] = useState(() => createActionStore());
  const actionState = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  const run = useCallback(
    async (action: FailedAction, name: string, task: () => Promise<string | undefined>, success?: string): Promise<EditorActionResult> => {
      try {
        const dashboardId = await store.run(name, task);
        await queryClient.invalidateQueries({ queryKey: loadlineKeys.dashboards.all });
        if (success) notify({ kind: 'positive', title: success });
        return dashboardId === undefined ? { ok: true } : { ok: true, dashboardId };
      } catch (error) {
        const t = error instanceof ActionInProgressError ? { kind: 'error' as const, message: error.message } : actionErrorMessage(action, error);
        if (!t) return { ok: false, message: '' };
        notify({ kind: t.kind === 'info' ? 'neutral' : 'error', title: t.message });
        return { ok: false, message: t.message };
      }
    },
    [store, queryClient, notify],
  );

  // A calculator name over 20 characters is kept as typed; a save refuses it rather than store another name.
  const refuseInvalid = useCallback((): EditorActionResult | null => {
    const problem = invalidCalculatorName(current.current.settings.calculators);
    if (!problem) return null;
    notify({ kind: 'error', title: problem });
    return { ok: false, message: problem };
  }, [notify]);

  const save = useCallback(async () => {
    if (!dashboard) return { ok: false as const, message: 'unsaved' };
    const refused = refuseInvalid();
    if (refused) return refused;
    const s = current.current;
    const snapshot = withControls(s, controlsRef.current);
    // The version the editor opened (or last saved): a save over a newer one (another tab, a
    // colleague) is refused with 409 and the server's message, never silently overwritten.
    const patch = {
      name: snapshot.name,
      description: snapshot.description,
      ...dashboardContentFromEditor(snapshot),
      ...(dashboard.version !== undefined ? { version: dashboard.version } : {}),
    };
    return run('saveDashboard', 'save', async () => {
      await dashboards.update(dashboard.dashboardId, patch);
      return undefined;
    }, TEXT_DASHBOARD_SAVED);
  }, [dashboard, run, dashboards, refuseInvalid]);

  const saveAs = useCallback(
    async (values: { name: string; description: string; configId: string }) =>
      refuseInvalid() ??
      run('saveDashboard', 'save', async () => (await dashboards.create(createRequestFromEditor(withControls(current.current, controlsRef.current), values))).dashboardId, TEXT_DASHBOARD_SAVED),
    [run, dashboards, refuseInvalid],
  );

  const copy = useCallback(
    (values: { name: string; description: string }) => {
      if (!dashboard) return Promise.resolve({ ok: false as const, message: 'unsaved' });
      const s = withControls(current.current, controlsRef.current);
      const copied = copyDashboard({ ...dashboard, name: s.name, description: s.description, ...dashboardContentFromEditor(s) }, newId);
      return run('other', 'copy', async () => (await dashboards.create({ ...copied, name: values.name, description: values.description })).dashboardId);
    },
    [dashboard, run, dashboards],
  );

  const remove = useCallback(() => {
    if (!dashboard) return Promise.resolve({ ok: false as const, message: 'unsaved' });
    return run('deleteDashboard', 'delete', async () => {
      await dashboards.delete(dashboard.dashboardId);
      return undefined;
    });
  }, [dashboard, run, dashboards]);

  const toggleOverview = useCallback(
    async (card: Card): Promise<EditorActionResult> => {
      if (!dashboard) {
        notify({ kind: 'neutral', title: TEXT_SAVE_BEFORE_OVERVIEW });
        return { ok: false, message: TEXT_SAVE_BEFORE_OVERVIEW };
      }
      const isOverview = !card.isOverview;
      const result = await run(isOverview ? 'addToOverview' : 'removeFromOverview', 'overview', async () => {
        await overview.setOverview(dashboard.dashboardId, card.id, isOverview);
        return undefined;
      });
      if (result.ok) {
        dispatch({ type: 'toggleOverview', cardId: card.id });
        await queryClient.invalidateQueries({ queryKey: loadlineKeys.overview.cards() });
      }
      return result;
    },
    [dashboard, run, overview, dispatch, notify, queryClient],
  );

  const copyCard = useCallback((cardId: string) => {
    dispatch({ type: 'copyCard', cardId, newId: newId() });
    notify({ kind: 'positive', title: TEXT_CARD_COPIED });
  }, [dispatch, notify]);

  const marketColumn = marketColumnOf(mapping);
  const forecast = useMemo(() => {
    const run = firstForecast(state, marketColumn);
    // With no market chosen a load series reads the ISO total (`totalMarkets`), so that is the market scored.
    return run ? { processTime: run.processTime, market: run.market ?? selectedMarket(state.filters, marketColumn) ?? mapping.totalMarkets?.[0] ?? null } : null;
  }, [state, marketColumn, mapping.totalMarkets]);
  const isOwner = dashboard === null || dashboard.owner === undefined || user === null || dashboard.owner === user.userId || dashboard.owner === user.email;

  return { config, mapping, dashboard, user, state, dispatch, isOwner, actionState, forecast, save, saveAs, copy, remove, toggleOverview, copyCard };
}
