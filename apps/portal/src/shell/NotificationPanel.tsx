import { Button, Skeleton } from '@loadline/ui';
import { Link } from 'react-router';
import { PORTAL_TEXTS } from '../texts';
import * as css from './shell.css';
import { formatNotificationDate, type PanelNotification } from './toPanelNotification';

const T = PORTAL_TEXTS.notifications;

/** Props of {@link NotificationPanel}. */
export interface NotificationPanelProps {
  notifications: readonly PanelNotification[];
  /** True while the list loads for the first time. @default false */
  loading?: boolean;
  /** Clear All (spec part 1 section 1). */
  onClearAll: () => void;
  /** True while Clear All runs. @default false */
  clearing?: boolean;
  /** Called when a See Job link is followed (the host closes the panel). @default undefined */
  onNavigate?: () => void;
}

/**
 * The notification panel titled Latest with a Clear All button (spec part 1 section 1, part 2
 * section 1). Each notification shows its kind, title, description, optional extra content and
 * date; job notifications carry a See Job link to Job Status.
 */
export function NotificationPanel({ notifications, loading = false, onClearAll, clearing = false, onNavigate }: NotificationPanelProps) {
  return (
    <section className={css.panel} aria-labelledby="ll-notifications-title" data-ll-part="notification-panel">
      <header className={css.panelHeader}>
        <h2 id="ll-notifications-title" className={css.panelTitle}>
          {T.title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClearAll} loading={clearing} disabled={notifications.length === 0}>
          {T.clearAll}
        </Button>
      </header>
      {loading ? (
        <div role="status" aria-busy="true" className={css.panelList}>
          <span className={css.srOnly}>{T.loading}</span>
          <Skeleton variant="rect" height={56} />
          <Skeleton variant="rect" height={56} />
        </div>
      ) : notifications.length === 0 ? (
        <p className={css.panelEmpty}>{T.empty}</p>
      ) : (
        <ul className={css.panelList}>
          {notifications.map((n) => (
            <li key={n.id} className={css.notification} data-kind={n.kind}>
              <span className={css.kindMark} data-kind={n.kind} aria-hidden="true" />
              <div className={css.notificationBody}>
                <p className={css.notificationKind}>{T.kinds[n.kind]}</p>
                <h3 className={css.notificationTitle}>{n.title}</h3>
                <p className={css.notificationText}>{n.description}</p>
                {n.extraContent ? <p className={css.notificationExtra}>{n.extraContent}</p> : null}
                <div className={css.notificationFooter}>
                  <time dateTime={n.date} className={css.notificationDate}>
                    {formatNotificationDate(n.date)}
                  </time>
                  {n.jobLink ? (
                    <Link to={n.jobLink} onClick={onNavigate} className={css.panelLink} aria-label={`${T.seeJob}: ${n.title}`}>
                      {T.seeJob}
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
