import type { ConfigItem, Dashboard } from '@loadline/core';
import { useCreateDashboard, useDeleteDashboard } from '@loadline/core/react';
import {
  DashboardDialog,
  DeleteDashboardDialog,
  ShareDialog,
  copyDashboard,
  dashboardContentFromEditor,
  newId,
  type DashboardEditorState,
} from '@loadline/dashboard';
import { Button } from '@loadline/ui';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../signIn/SignedInUser';
import type { DashboardKind } from './dashboardKinds';
import { useActionFailure } from './useActionFailure';

/** Which page dialog is open. */
export type DashboardDialogKind = 'saveUnsaved' | 'copy' | 'delete' | 'share' | null;

/** Props of {@link DashboardActions}. */
export interface DashboardActionsProps {
  kind: DashboardKind;
  dashboard: Dashboard | null;
  state: DashboardEditorState;
  isOwner: boolean;
  dashboards: readonly Dashboard[];
  configItems: readonly ConfigItem[];
  dialog: DashboardDialogKind;
  setDialog: (dialog: DashboardDialogKind) => void;
  onSave: () => void;
  onSaveUnsaved: (values: { name: string; description: string; configId: string }) => void;
  saving: boolean;
}

/**
 * Save, Copy, Share and Delete of a dashboard and their dialogs (spec part 1 §2, §4, §6): only
 * the owner shares and deletes; a copy keeps the current cards, filters and settings, with new
 * card ids and 'Copy-' plus the name; delete is blocked while the dashboard is shared.
 */
export function DashboardActions(props: DashboardActionsProps) {
  const { kind, dashboard, state, isOwner, configItems, dialog, setDialog, onSave, onSaveUnsaved, saving } = props;
  const navigate = useNavigate();
  const user = useSignedInUser();
  const create = useCreateDashboard();
  const remove = useDeleteDashboard();
  const ofType = configItems.filter((c) => c.type === kind.type);
  const fail = useActionFailure();
  const current = dashboard ? { ...dashboard, name: state.name, description: state.description, ...dashboardContentFromEditor(state) } : null;
  const copy = current ? copyDashboard(current, newId) : null;

  return (
    <>
      <Button onClick={onSave} loading={saving}>
        Save
      </Button>
      {dashboard && (
        <Button variant="secondary" onClick={() => setDialog('copy')}>
          Copy
        </Button>
      )}
      {dashboard && isOwner && (
        <>
          <Button variant="secondary" onClick={() => setDialog('share')}>
            Share
          </Button>
          <Button variant="secondary" onClick={() => setDialog('delete')}>
            Delete
          </Button>
        </>
      )}
      <DashboardDialog
        open={dialog === 'saveUnsaved'}
        mode="unsaved"
        configItems={ofType}
        initial={{ name: state.name, description: state.description, configId: props.configItems.find((c) => c.type === kind.type)?.configId ?? '' }}
        pending={saving}
        onConfirm={(values) => onSaveUnsaved(values)}
        onCancel={() => setDialog(null)}
      />
      {copy && dashboard && (
        <DashboardDialog
          open={dialog === 'copy'}
          mode="copy"
          configItems={ofType}
          initial={{ name: copy.name, description: copy.description, configId: dashboard.configId }}
          pending={create.isPending}
          onConfirm={(values) =>
            create.mutate(
              { ...copy, name: values.name, description: values.description },
              {
                onSuccess: ({ dashboardId }) => {
                  setDialog(null);
                  void navigate(`${kind.basePath}/${dashboardId}`);
                },
                onError: (error) => fail('other', error),
              },
            )
          }
          onCancel={() => setDialog(null)}
        />
      )}
      {dashboard && (
        <DeleteDashboardDialog
          open={dialog === 'delete'}
          dashboard={dashboard}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(dashboard.dashboardId, {
              onSuccess: () => {
                setDialog(null);
                void navigate(kind.basePath);
              },
              onError: (error) => fail('deleteDashboard', error),
            })
          }
          onCancel={() => setDialog(null)}
        />
      )}
      {dashboard && (
        <ShareDialog open={dialog === 'share'} dashboard={dashboard} currentUserId={user.email} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
