import type { Dashboard, ShareUser } from '@loadline/core';
import { Avatar, AvatarGroup, Button, Dialog, Skeleton, VirtualList, part } from '@loadline/ui';
import { useId } from 'react';
import { dashboardUiTexts as t } from '../../texts';
import * as css from '../dialogs.css';
import {
  SHARE_ITEM_HEIGHT_PX,
  SHARE_LIST_MIN_HEIGHT_PX,
  SHARE_VIRTUAL_THRESHOLD,
  useShareDialog,
} from './useShareDialog';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  /** Whether the dialog is shown. Each opening starts from the dashboard's current sharing. */
  open: boolean;
  /** The dashboard to share: its id, owner, `org` and `sharedUsers`. */
  dashboard: Pick<Dashboard, 'dashboardId' | 'name' | 'owner' | 'org' | 'sharedUsers'>;
  /** The signed-in user's id or e-mail; left out of the list with the owner. */
  currentUserId: string;
  /** Called on Close, ×, Escape or a click outside. */
  onClose: () => void;
}

/**
 * The share dialog of a dashboard (spec part 1 §2 "Share dialog", §4, §6; part 2 §7-§8): the
 * organisation's users but the owner, each row 70 px with avatar, name, e-mail and a checkbox; a
 * search field above 10 users; the list virtualised above 25 (minimum height 400 px). Share sends
 * the checked users ('Dashboard shared successfully'); the 'Share with organisation' switch shares
 * with the whole organisation ('Dashboard shared') and, switched off, unshares it ('Dashboard
 * Unshared successfully'). An avatar group (at most 6) shows who the dashboard is shared with.
 * Toasts need a `ToastProvider` of `@loadline/ui` above.
 *
 * @example
 * <ShareDialog open dashboard={d} currentUserId={me.email} onClose={close} />
 */
export function ShareDialog({ open, dashboard, currentUserId, onClose }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={t.shareTitle} description={dashboard.name}>
      {open ? <ShareDialogBody dashboard={dashboard} currentUserId={currentUserId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ShareDialogBody({ dashboard, currentUserId, onClose }: Omit<ShareDialogProps, 'open'>) {
  const s = useShareDialog({ dashboard, currentUserId });
  const switchId = useId();
  const renderUser = (u: ShareUser) => (
    <label className={css.userRow} style={{ height: SHARE_ITEM_HEIGHT_PX }} data-state={s.selectedSet.has(u.id) ? 'checked' : 'unchecked'}>
      <input type="checkbox" checked={s.selectedSet.has(u.id)} onChange={() => s.toggle(u.id)} aria-label={u.name} />
      <Avatar name={u.name} />
      <span className={css.userText} aria-hidden="true">
        <span className={css.userName}>{u.name}</span>
        <span className={css.userEmail}>{u.email}</span>
      </span>
    </label>
  );
  return (
    <div {...part('share-dialog', css.shareBody)} data-state={s.orgShared ? 'organization' : s.sharedWith.length > 0 ? 'users' : 'private'}>
      <div className={css.shareToolbar}>
        <label htmlFor={switchId} className={css.switchLabel}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={s.orgShared}
            disabled={s.orgPending}
            aria-busy={s.orgPending || undefined}
            onChange={(e) => s.setOrganization(e.target.checked)}
          />
          {t.shareWithOrganization}
        </label>
        {s.sharedWith.length > 0 ? (
          <span className={css.avatars}>
            <span aria-hidden="true">{t.sharedWith}</span>
            <AvatarGroup aria-label={t.sharedWith} names={s.sharedWith.map((u) => u.name)} max={6} size="md" />
          </span>
        ) : null}
      </div>
      {s.searchable ? (
        <input
          type="search"
          className={css.input}
          aria-label={t.searchUsers}
          placeholder={t.searchUsers}
          value={s.query}
          onChange={(e) => s.setQuery(e.target.value)}
        />
      ) : null}
      {s.loading ? (
        <div aria-busy="true" className={css.fieldRow}>
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rect" height={SHARE_ITEM_HEIGHT_PX - 10} />)}
        </div>
      ) : s.error ? (
        <p role="alert" className={css.error}>{s.error.message}</p>
      ) : s.shown.length === 0 ? (
        <p className={css.muted}>{s.users.length === 0 ? t.noUsers : t.noUsersMatch}</p>
      ) : (
        <VirtualList
          items={s.shown}
          getKey={(u) => u.id}
          renderItem={renderUser}
          role="group"
          aria-label={t.organizationUsers}
          itemSize={SHARE_ITEM_HEIGHT_PX}
          minHeight={SHARE_LIST_MIN_HEIGHT_PX}
          maxHeight={SHARE_LIST_MIN_HEIGHT_PX}
          threshold={SHARE_VIRTUAL_THRESHOLD}
          focusableViewport={false}
          className={css.shareList}
        />
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onClose}>{t.close}</Button>
        <Button onClick={s.share} disabled={!s.changed} loading={s.sharing}>{t.share}</Button>
      </div>
    </div>
  );
}
