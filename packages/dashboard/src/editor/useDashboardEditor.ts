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
  type FailedAction,
} from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useCardRegistry, type CardRegistry } from '../card/cardRegistry';
import { copyDashboard } from '../model/copyDashboard';
import type { DashboardDataMapping } from '../model/dataMapping';
import type { DashboardAction } from '../model/dashboardReducer';
import { createDashboardEditorStore, type DashboardControls, type DashboardEditorStore } from '../model/editorStore';
import type { DashboardEditorState } from '../model/editorState';
import { createRequestFromEditor, dashboardContentFromEditor } from '../model/persist';
import { newId } from './newId';

export type { DashboardControls } from '../model/editorStore';

/** A notification of the editor: a success, a piece of information or a refusal, in the spec's words. */
export interface EditorNotice {
  kind: 'positive' | 'neutral' | 'error';
  title: string;
}

/** What an editor action gives back: done (with the new dashboard's id for create and copy), or refused with the spec's text. */
export type EditorActionResult = { ok: true; dashboardId?: string } | { ok: false; message: string };

/** Options of {@link useDashboardEditor}. */
export interface DashboardEditorOptions {
  /** Config item of the dashboard. */
  config: ConfigItem;
  /** How the host's backend holds the series. */
  mapping: DashboardDataMapping;
  /** The stored dashboard, or null for an unsaved one (saved through {@link DashboardEditorApi.saveAs}). */
  dashboard: Dashboard | null;
  /** The editor's first state (e.g. `editorStateFromDashboard(dashboard, zone)`); read once, when the store is made. */
  initial: DashboardEditorState;
  /** A store the host keeps (`createDashboardEditorStore`); `initial`, `config` and `mapping` are then the store's. @default a store made from `initial` on mount */
  store?: DashboardEditorStore;
  /** The card types of the dashboard (each card's `plan()`, a series' rule, the types a save accepts). @default the `CardRegistryProvider`'s above */
  registry?: CardRegistry;
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
  /** The framework-free store the state is read from: its actions, subscription and the dashboard's one plan (`getPlan`). */
  store: DashboardEditorStore;
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

  const contextRegistry = useCardRegistry();
  const registry = options.registry ?? contextRegistry;
  const [store] = useState(() => options.store ?? createDashboardEditorStore({ initial, config, mapping, now: new Date() }));
  // The host's props of this render: a change of the controlled settings notifies the subscribers.
  store.setOptions({ controls, onControlsChange, registry, onRefusal: (message) => notify({ kind: 'error', title: message }) }, false);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const dispatch = useCallback((action: DashboardAction) => {
    store.dispatch(action);
  }, [store]);

  const [actions] = useState(() => createActionStore());
  const actionState = useSyncExternalStore(actions.subscribe, actions.getState, actions.getState);

  const run = useCallback(
    async (action: FailedAction, name: string, task: () => Promise<string | undefined>, success?: string): Promise<EditorActionResult> => {
      try {
        const dashboardId = await actions.run(name, task);
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
    [actions, queryClient, notify],
  );

  // A calculator name over 20 characters is kept as typed, a card type no definition draws is kept
  // as saved: a save refuses either rather than store something else.
  const refuseInvalid = useCallback((): EditorActionResult | null => {
    const problem = store.saveRefusal();
    if (!problem) return null;
    notify({ kind: 'error', title: problem });
    return { ok: false, message: problem };
  }, [notify, store]);

  const save = useCallback(async () => {
    if (!dashboard) return { ok: false as const, message: 'unsaved' };
    const refused = refuseInvalid();
    if (refused) return refused;
    const snapshot = store.getSnapshot();
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
  }, [dashboard, run, dashboards, refuseInvalid, store]);

  const saveAs = useCallback(
    async (values: { name: string; description: string; configId: string }) =>
      refuseInvalid() ??
      run('saveDashboard', 'save', async () => (await dashboards.create(createRequestFromEditor(store.getSnapshot(), values))).dashboardId, TEXT_DASHBOARD_SAVED),
    [run, dashboards, refuseInvalid, store],
  );

  const copy = useCallback(
    (values: { name: string; description: string }) => {
      if (!dashboard) return Promise.resolve({ ok: false as const, message: 'unsaved' });
      const s = store.getSnapshot();
      const copied = copyDashboard({ ...dashboard, name: s.name, description: s.description, ...dashboardContentFromEditor(s) }, newId);
      return run('other', 'copy', async () => (await dashboards.create({ ...copied, name: values.name, description: values.description })).dashboardId);
    },
    [dashboard, run, dashboards, store],
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

  // Derived from the snapshot: the same object until the state changes.
  const forecast = store.forecast();
  const isOwner = dashboard === null || dashboard.owner === undefined || user === null || dashboard.owner === user.userId || dashboard.owner === user.email;

  return { config: store.config, mapping: store.mapping, dashboard, user, state, store, dispatch, isOwner, actionState, forecast, save, saveAs, copy, remove, toggleOverview, copyCard };
}
