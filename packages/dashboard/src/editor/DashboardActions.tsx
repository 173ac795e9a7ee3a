import type { ConfigItem, Dashboard } from '@loadline/core';
import { loadlineKeys, useLoadlineQueryClient } from '@loadline/core/react';
import { Button } from '@loadline/ui';
import { useState } from 'react';
import { DashboardDialog, DeleteDashboardDialog, ShareDialog } from '../dialogs';
import { copyName } from '../model/copyDashboard';
import { dashboardUiTexts as t } from '../texts';
import type { DashboardEditorApi } from './useDashboardEditor';

/** Which page dialog is open. */
export type DashboardDialogKind = 'saveUnsaved' | 'copy' | 'delete' | 'share' | null;

/** Props of {@link DashboardActions}. */
export interface DashboardActionsProps {
  /** The editor, from `useDashboardEditor`. */
  editor: DashboardEditorApi;
  /** Config items the create and copy dialogs offer (those of the dashboard's type). */
  configItems: readonly ConfigItem[];
  /** Opens another dashboard: the one just saved from an unsaved dashboard, or a copy. */
  onOpenDashboard?: (dashboardId: string) => void;
  /** Called after the dashboard was deleted (e.g. go back to the list). */
  onDeleted?: () => void;
}

/**
 * Save, Copy, Share and Delete of a dashboard with their dialogs (spec part 1 §2, §4, §6): Save
 * stores the dashboard (an unsaved one through the name dialog, then `onOpenDashboard`); only the
 * owner shares and deletes; a copy keeps the current cards, filters and settings with new card ids
 * and 'Copy-' plus the name; delete is blocked while the dashboard is shared. Outcomes are notified
 * by the editor, once.
 *
 * @example <DashboardActions editor={editor} configItems={configs} onOpenDashboard={(id) => navigate(`/dashboards/${id}`)} />
 */
export function DashboardActions({ editor, configItems, onOpenDashboard, onDeleted }: DashboardActionsProps) {
  const [dialog, setDialog] = useState<DashboardDialogKind>(null);
  const { dashboard, state, isOwner, actionState, user } = editor;
  const ofType = configItems.filter((c) => c.type === editor.config.type);
  const pending = actionState.status === 'loading';
  const queryClient = useLoadlineQueryClient();
  // The dashboard as the list cache holds it when Delete is pressed: a share's answer refetches the
  // list before its toast shows, but the editor's props follow one render later, and 'blocked
  // while shared' must not read the dashboard as it was before the share.
  const [deleting, setDeleting] = useState<Dashboard | null>(null);
  const openDelete = () => {
    if (!dashboard) return;
    const listed = queryClient.getQueryData<Dashboard[]>(loadlineKeys.dashboards.list(dashboard.type));
    setDeleting(listed?.find((d) => d.dashboardId === dashboard.dashboardId) ?? dashboard);
    setDialog('delete');
  };

  return (
    <>
      <Button onClick={() => (dashboard ? void editor.save() : setDialog('saveUnsaved'))} loading={pending && actionState.action === 'save'}>
        {t.save}
      </Button>
      {dashboard && (
        <Button variant="secondary" onClick={() => setDialog('copy')}>
          {t.copy}
        </Button>
      )}
      {dashboard && isOwner && (
        <>
          <Button variant="secondary" onClick={() => setDialog('share')}>
            {t.share}
          </Button>
          <Button variant="secondary" onClick={openDelete}>
            {t.delete}
          </Button>
        </>
      )}
      <DashboardDialog
        open={dialog === 'saveUnsaved'}
        mode="unsaved"
        configItems={ofType}
        initial={{ name: state.name, description: state.description, configId: editor.config.configId }}
        pending={pending}
        onConfirm={(values) =>
          void editor.saveAs(values).then((r) => {
            if (!r.ok) return;
            setDialog(null);
            if (r.dashboardId) onOpenDashboard?.(r.dashboardId);
          })}
        onCancel={() => setDialog(null)}
      />
      {dashboard && (
        <DashboardDialog
          open={dialog === 'copy'}
          mode="copy"
          configItems={ofType}
          initial={{ name: copyName(state.name), description: state.description, configId: dashboard.configId }}
          pending={pending}
          onConfirm={(values) =>
            void editor.copy(values).then((r) => {
              if (!r.ok) return;
              setDialog(null);
              if (r.dashboardId) onOpenDashboard?.(r.dashboardId);
            })}
          onCancel={() => setDialog(null)}
        />
      )}
      {dashboard && (
        <DeleteDashboardDialog
          open={dialog === 'delete'}
          dashboard={(dialog === 'delete' ? deleting : null) ?? dashboard}
          pending={pending}
          onConfirm={() =>
            void editor.remove().then((r) => {
              if (!r.ok) return;
              setDialog(null);
              onDeleted?.();
            })}
          onCancel={() => setDialog(null)}
        />
      )}
      {dashboard && (
        <ShareDialog open={dialog === 'share'} dashboard={dashboard} currentUserId={user?.email ?? ''} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
