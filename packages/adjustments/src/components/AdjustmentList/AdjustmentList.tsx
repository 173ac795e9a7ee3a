import type { Adjustment } from '@loadline/core';
import { Button, Chip, ErrorState, Tabs } from '@loadline/ui';
import { useId, type ReactNode } from 'react';
import { ADJUSTMENT_LIST_TABS } from '../../model/adjustmentListPaging';
import { adjustmentsTexts } from '../../texts';
import * as css from './AdjustmentList.css';
import { useAdjustmentList, type AdjustmentListOptions, type AdjustmentListState } from './useAdjustmentList';

/** Props of {@link AdjustmentList}. */
export interface AdjustmentListProps extends AdjustmentListOptions {
  /** Called by Add New Adjustment (the host navigates to adjustments/create). */
  onCreate: () => void;
  /** Called with the id of the adjustment opened (the host navigates to adjustments/{id}). */
  onOpen: (adjustmentId: string) => void;
  /** Page title. @default 'Adjustments' */
  title?: string;
}

const dayTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function ItemList({ list, onOpen }: { list: AdjustmentListState; onOpen: (id: string) => void }): ReactNode {
  if (list.items.length === 0) return list.loading ? <p className={css.message} aria-busy="true">…</p> : <p className={css.message}>{adjustmentsTexts.noItems}</p>;
  return (
    <>
      <ul className={css.list}>
        {list.items.map((a: Adjustment) => (
          <li key={a.adjustmentId}>
            <button type="button" className={css.item} data-ll-part="adjustment-item" data-state={a.status} onClick={() => onOpen(a.adjustmentId)}>
              <span>
                <span className={css.name} data-ll-part="adjustment-name">{a.name}</span>
                <span className={css.meta}>
                  {a.dateRange.from} – {a.dateRange.to} · Generated on {dayTime.format(new Date(a.processTime))} UTC
                  {a.versions.length ? ` · v.${a.versions.length}` : ''}
                </span>
              </span>
              <Chip label={a.market} />
            </button>
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className={css.more}>
          <Button variant="secondary" onClick={list.loadMore}>{adjustmentsTexts.loadMore}</Button>
        </div>
      )}
    </>
  );
}

/**
 * The adjustment list (spec part 1 §2, route /demand/load-forecast/adjustments): a title, Add New
 * Adjustment, tabs Drafts and Approved, the adjustments of the config item 5 a page with Load More
 * while full pages come back, 'No items found' when a tab has none. Needs a `LoadlineProvider`
 * whose adapter serves `adjustments.list`.
 *
 * @example
 * <AdjustmentList configId="ercot-power-short-term" onCreate={() => navigate('create')} onOpen={(id) => navigate(id)} />
 */
export function AdjustmentList({ onCreate, onOpen, title = adjustmentsTexts.listTitle, ...options }: AdjustmentListProps) {
  const list = useAdjustmentList(options);
  const titleId = useId();
  return (
    <section className={css.page} aria-labelledby={titleId} data-ll-part="adjustment-list">
      <header className={css.header}>
        <h1 id={titleId} className={css.title}>{title}</h1>
        <Button onClick={onCreate}>{adjustmentsTexts.addNew}</Button>
      </header>
      {list.error && (
        <ErrorState title={adjustmentsTexts.listLoadFailed} status={list.errorStatus} message={list.error} requestId={list.requestId} retrying={list.loading} onRetry={list.retry} />
      )}
      <Tabs
        aria-label={title}
        value={list.tab}
        onValueChange={(id) => list.selectTab(id as AdjustmentListState['tab'])}
        tabs={ADJUSTMENT_LIST_TABS.map((t) => ({ id: t.id, label: t.label, content: t.id === list.tab ? <ItemList list={list} onOpen={onOpen} /> : null }))}
      />
    </section>
  );
}
