import { TEXT_CANNOT_DELETE_SHARED, TEXT_CANNOT_DELETE_TITLE, sharingState, type Dashboard } from '@loadline/core';
import { Button, Dialog, part } from '@loadline/ui';
import { dashboardUiTexts as t } from '../../texts';
import * as css from '../dialogs.css';

/** Props of {@link DeleteDashboardDialog}. */
export interface DeleteDashboardDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dashboard to delete; its `org` and `sharedUsers` decide whether deleting is allowed. */
  dashboard: Pick<Dashboard, 'name' | 'org' | 'sharedUsers'>;
  /** Shows the Delete button busy and disabled while the call runs. @default false */
  pending?: boolean;
  /** Called when the user confirms; the host runs the delete call. */
  onConfirm: () => void;
  /** Called on Cancel/Close, ×, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * Confirms deleting a dashboard (spec part 1 §4: "delete … blocked while shared"). A dashboard
 * shared with the organisation or with named users cannot be deleted: the dialog then reads
 * 'Cannot delete dashboard' / 'You cannot delete dashboards that you are currently sharing.'
 * (spec part 2 §8) and offers no Delete button.
 *
 * @example
 * <DeleteDashboardDialog open dashboard={d} onConfirm={() => remove.mutate(d.dashboardId)} onCancel={close} />
 */
export function DeleteDashboardDialog({ open, dashboard, pending = false, onConfirm, onCancel }: DeleteDashboardDialogProps) {
  const blocked = sharingState(dashboard) !== 'private';
  const onOpenChange = (next: boolean) => (next ? undefined : onCancel());
  if (blocked) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={TEXT_CANNOT_DELETE_TITLE}
        description={TEXT_CANNOT_DELETE_SHARED}
        footer={<Button variant="secondary" onClick={onCancel}>{t.close}</Button>}
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.deleteTitle}
      footer={(
        <>
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>{t.delete}</Button>
        </>
      )}
    >
      <p {...part('delete-dashboard', css.message)} data-state="confirm">{t.deleteConfirm(dashboard.name)}</p>
    </Dialog>
  );
}
