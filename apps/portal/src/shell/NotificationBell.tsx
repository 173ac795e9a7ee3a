import { useClearNotifications, useNotifications } from '@loadline/core/react';
import { IconButton } from '@loadline/ui';
import { useMemo, useState } from 'react';
import { PORTAL_TEXTS } from '../texts';
import { LazyPopover } from './lazyPopups';
import { NotificationPanel } from './NotificationPanel';
import * as css from './shell.css';
import { toPanelNotification } from './toPanelNotification';

/** How often the bell asks for new notifications, ms. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The notification bell with its count badge (unread notifications, GET
 * user/v1/user/notifications/), opening the Latest panel; Clear All clears them.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const list = useNotifications({ refetchInterval: NOTIFICATIONS_REFRESH_MS });
  const clear = useClearNotifications();
  const notifications = useMemo(() => (list.data ?? []).map(toPanelNotification), [list.data]);
  const count = notifications.length;
  return (
    <LazyPopover
      aria-label={PORTAL_TEXTS.notifications.title}
      open={open}
      onOpenChange={setOpen}
      placement="bottom-end"
      trigger={
        <IconButton
          className={css.bell}
          aria-label={PORTAL_TEXTS.topBar.notifications(count)}
          icon={
            <>
              <BellIcon />
              {count > 0 ? (
                <span className={css.badge} data-ll-part="notification-count">
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </>
          }
        />
      }
    >
      <NotificationPanel
        notifications={notifications}
        loading={list.isPending}
        onClearAll={() => clear.mutate()}
        clearing={clear.isPending}
        onNavigate={() => setOpen(false)}
      />
    </LazyPopover>
  );
}
