import { useEffect, useRef } from 'react';
import type { DashboardEditorApi } from '../../editor/useDashboardEditor';
import { newId } from '../../editor/newId';
import { meterMapCardActions } from '../../model/meterMapCard';

/**
 * Appends the Meter Map card once when an editor opens a dashboard whose config item configures a
 * meter id column and which has no Meter Map yet (spec part 1 §2 "A meter-map card is appended when
 * a meter id column is configured"; the actions of `meterMapCardActions`). Once per dashboard: a
 * map the user then removes stays removed until the dashboard is opened again; saving keeps it.
 *
 * @param editor - the editor of the dashboard, from `useDashboardEditor`.
 */
export function useMeterMapCard(editor: Pick<DashboardEditorApi, 'state' | 'config' | 'dispatch' | 'dashboard'>): void {
  const key = editor.dashboard?.dashboardId ?? 'unsaved';
  const done = useRef<string | null>(null);
  const { state, config, dispatch } = editor;
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    for (const action of meterMapCardActions(state.cards, config, newId())) dispatch(action);
  }, [key, state.cards, config, dispatch]);
}
