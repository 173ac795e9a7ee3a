import { LoadlineHttpError, sharingState, type ConfigItem, type Dashboard } from '@loadline/core';
import { useConfigItems, useDashboards } from '@loadline/core/react';
import { Button, Chip, ErrorState, Skeleton, Tabs, part } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { startingTab, type DashboardListTab } from '../../model/dashboardList';
import { TEXT_ADD_NEW_DASHBOARD, TEXT_DASHBOARDS, TEXT_MY_DASHBOARDS, TEXT_SHARED_WITH_ME, dashboardUiTexts as t } from '../../texts';
import { DashboardChips } from '../DashboardChips';
import { splitDashboards } from '../dashboardTabs';
import * as css from '../list.css';

/** Props of {@link DashboardList}. */
export interface DashboardListProps {
  /** Dashboard type listed, e.g. 'prod_load_forecast'. */
  type: string;
  /**
   * The signed-in user, as the dashboards name their `owner` (the reference API and the memory
   * adapter use the e-mail); also matched against the id and e-mail of named shares.
   */
  currentUserId: string;
  /** Called with the id of the dashboard the user opens. */
  onOpen: (dashboardId: string) => void;
  /** Called by the Add New Dashboard button (the host opens the create dialog). */
  onAddNew: () => void;
}

/** Rows of skeletons while the list loads. */
const SKELETON_ROWS = 3;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatAddedOn(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/**
 * The dashboard list page (spec part 1 §2 "Dashboard list page"): title 'Dashboards' with the
 * count the user created, an 'Add New Dashboard' button, and tabs 'My Dashboards' (only the
 * owner's) and 'Shared With Me' (shared to the organisation or to the user). It opens on Shared
 * With Me when the user owns none but has shared ones. Each row: name (opens it), description,
 * category and level chips, date added and whether it is shared.
 *
 * @example
 * <DashboardList type="prod_load_forecast" currentUserId={me.email} onOpen={(id) => navigate(`dashboard/${id}`)} onAddNew={openCreate} />
 */
export function DashboardList({ type, currentUserId, onOpen, onAddNew }: DashboardListProps) {
  const list = useDashboards(type);
  const configs = useConfigItems();
  const lists = useMemo(() => splitDashboards(list.data ?? [], currentUserId), [list.data, currentUserId]);
  const [chosen, setChosen] = useState<DashboardListTab | null>(null);
  const tab = chosen ?? startingTab(lists.mine.length, lists.shared.length);
  const configItems = configs.data ?? [];
  const titleId = useId();
  const panel = (items: Dashboard[], emptyText: string) => {
    if (list.isPending) {
      return (
        <div aria-busy="true" className={css.rows}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => <Skeleton key={i} variant="rect" height={88} />)}
        </div>
      );
    }
    if (list.error) {
      const http = list.error instanceof LoadlineHttpError ? list.error : undefined;
      return (
        <ErrorState
          title={t.loadFailed}
          status={http?.status}
          message={list.error.message}
          requestId={http?.requestId}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) return <p className={css.empty}>{emptyText}</p>;
    return (
      <ul className={css.rows}>
        {items.map((d) => <DashboardRow key={d.dashboardId} dashboard={d} configItems={configItems} onOpen={onOpen} />)}
      </ul>
    );
  };
  return (
    <section {...part('dashboard-list', css.page)} aria-labelledby={titleId} data-state={list.isPending ? 'loading' : 'ready'}>
      <div className={css.header}>
        <h1 id={titleId} className={css.title}>
          {TEXT_DASHBOARDS}{' '}
          <span className={css.count}>{list.isPending ? '' : `(${lists.mine.length})`}</span>
        </h1>
        <Button onClick={onAddNew}>{TEXT_ADD_NEW_DASHBOARD}</Button>
      </div>
      <Tabs
        aria-label={t.dashboardTabs}
        value={tab}
        onValueChange={(id) => setChosen(id === 'shared' ? 'shared' : 'mine')}
        tabs={[
          { id: 'mine', label: TEXT_MY_DASHBOARDS, content: panel(lists.mine, t.noOwnDashboards) },
          { id: 'shared', label: TEXT_SHARED_WITH_ME, content: panel(lists.shared, t.noSharedDashboards) },
        ]}
      />
    </section>
  );
}

function DashboardRow({ dashboard: d, configItems, onOpen }: { dashboard: Dashboard; configItems: readonly ConfigItem[]; onOpen: (id: string) => void }) {
  const shared = sharingState(d) !== 'private';
  return (
    <li {...part('dashboard-row', css.row)} data-shared={shared || undefined}>
      <div className={css.rowMain}>
        <button type="button" className={css.nameButton} onClick={() => onOpen(d.dashboardId)}>{d.name}</button>
        {d.description ? <p className={css.description}>{d.description}</p> : null}
        <DashboardChips dashboard={d} configItems={configItems} />
      </div>
      <div className={css.rowSide}>
        {d.addedOn ? (
          <span>
            {`${t.addedOn} `}
            <time dateTime={d.addedOn}>{formatAddedOn(d.addedOn)}</time>
          </span>
        ) : null}
        {shared ? <Chip label={t.shared} tone="positive" /> : null}
      </div>
    </li>
  );
}
