import { VISUALIZATION_LABELS, formatUnitLabel, type QueryResponse } from '@loadline/core';
import { loadlineQueries, useAdapterDomain, useDatasourcesMetadata, useLoadlineQueryClient } from '@loadline/core/react';
import { Button, useVirtualList } from '@loadline/ui';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { CardRenderProps, CardVisualizationDefinition } from '../cardRegistry';
import * as cardCss from '../DashboardCard.css';
import * as css from './meterTable.css';
import { METER_TABLE_PAGE_SIZES, TEXT_METER_TABLE_NO_METER_COLUMN, meterTablePage, meterTableRows, pageCount, planMeterTableCard, type MeterTableView } from './meterTableModel';
import { meterIdColumnOf } from '../../model/dataMapping';

/** Texts of the Meter Table card. */
export const meterTableTexts = {
  date: 'Date',
  meter: 'Meter',
  rowsPerPage: 'Rows per page',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  noRows: 'No meter rows in this range',
  noContext: 'A meter table needs the dashboard it is on',
} as const;

const ROW_PX = 30;

// One meter's hour is a few kWh: two decimals, whatever the unit.
const VALUE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatTime(ms: number, timeZone: string, hourEnding: boolean): string {
  if (!Number.isFinite(ms)) return '–';
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  const hour = Number(get('hour'));
  // Hour ending labels an hour by its end (HE1 = 00:00-01:00).
  return hourEnding ? `${date} HE${hour + 1}` : `${date} ${get('hour')}:${get('minute')}`;
}

/**
 * The Meter Table visualization (spec part 1 §3, §5, §9): one row per time bucket and meter, one
 * column per series (series of one type only), read a page at a time through POST .../query-native
 * with `limit` and `skip` (see `meterTableRequests`), date ascending then meter id ascending; page
 * sizes 10, 25, 50, 100 (default 25), the page and size kept in the card's `meterTableOptions`
 * (saved with the dashboard); a changed query (filters, map selection, dates) starts again at
 * page 1. The body is virtualised: only the rows in view are in the DOM.
 * Needs the dashboard's context (the editors and the Overview pass it).
 */
export function MeterTableCard({ card, context, plan, dispatch, timezone, isHourEndingSelected }: CardRenderProps) {
  const [mountedAt] = useState(() => new Date());
  const query = useAdapterDomain('query');
  const queryClient = useLoadlineQueryClient();
  const meterIdColumn = context ? meterIdColumnOf(context.config, context.mapping) : null;
  // The card's part of the dashboard's plan (planned here only for a card shown on its own).
  const cardPlan = useMemo(() => plan ?? (context ? planMeterTableCard(card, context, mountedAt) : null), [plan, context, card, mountedAt]);
  const view = cardPlan?.view as MeterTableView | undefined;
  const options = card.meterTableOptions;
  const [localOptions, setLocalOptions] = useState(options);
  const chosen = dispatch ? options : localOptions;
  // A changed query (a filter, a map selection, the dates, the series) starts again at page 1: the
  // page chosen belonged to other rows. The series plan's key names its queries without paging.
  const queryKey = view?.base.key ?? '';
  const [pagedKey, setPagedKey] = useState(queryKey);
  const stale = pagedKey !== queryKey;
  const paging = useMemo(() => (stale && chosen.pageNumber !== 0 ? { ...chosen, pageNumber: 0 } : chosen), [stale, chosen]);
  // The plan's page when it is the one shown (the saved paging); another page (a read-only card's
  // own paging, the first page of a changed query) is planned the same way, under the same keys.
  const pagePlan = useMemo(() => {
    if (!view || !meterIdColumn) return { requests: [], errors: view?.pages.errors ?? [] };
    if (view.paging.pageNumber === paging.pageNumber && view.paging.pageSize === paging.pageSize) return view.pages;
    return meterTablePage(view.base, meterIdColumn, paging).pages;
  }, [view, meterIdColumn, paging]);
  const answers = useQueries(
    {
      queries: pagePlan.requests.map((r) => ({ ...loadlineQueries.rows(query, r.datasource, r.body, true), placeholderData: keepPreviousData })),
    },
    queryClient,
  );
  const metadata = useDatasourcesMetadata(useMemo(() => [...new Set(pagePlan.requests.map((r) => r.datasource))], [pagePlan.requests]));
  const data = answers.map((a) => (a.data as QueryResponse | undefined));
  const rows = useMemo(() => meterTableRows(pagePlan.requests, data.map((d) => d?.data), meterIdColumn ?? ''), [pagePlan.requests, meterIdColumn, ...data]); // eslint-disable-line react-hooks/exhaustive-deps
  const pages = pageCount(data.map((d) => d?.total), paging.pageSize);
  const units = pagePlan.requests.map((r) => {
    const meta = metadata.find((m) => m.data?.name === r.datasource)?.data;
    const series = card.dataSeries.find((s) => s.id === r.seriesId);
    const metric = meta?.metrics.find((m) => m.name === (r.body.selectedMeasures?.[0] as { columnName?: string } | undefined)?.columnName);
    if (series?.type === 'custom') return series.customUnit ?? '';
    if (series?.type === 'dimensionless') return '';
    return metric?.unit ? formatUnitLabel(metric.unit) : '';
  });
  const { scrollRef, virtual, virtualizer } = useVirtualList({ count: rows.length, itemSize: ROW_PX, threshold: 30, minHeight: 120, maxHeight: 2000, overscan: 8 });
  const sizeId = useId();
  const failure = answers.find((a) => a.error)?.error ?? null;

  const setPaging = (next: typeof paging) => {
    setPagedKey(queryKey);
    if (dispatch) dispatch({ type: 'setMeterTableOptions', cardId: card.id, options: next });
    else setLocalOptions(next);
  };
  useEffect(() => {
    if (!stale) return;
    setPagedKey(queryKey);
    if (chosen.pageNumber === 0) return;
    if (dispatch) dispatch({ type: 'setMeterTableOptions', cardId: card.id, options: { ...chosen, pageNumber: 0 } });
    else setLocalOptions({ ...chosen, pageNumber: 0 });
  }, [stale, queryKey, chosen, dispatch, card.id]);
  if (!context) return <p className={cardCss.message} role="status">{meterTableTexts.noContext}</p>;
  if (!meterIdColumn) return <p className={cardCss.message} role="status">{TEXT_METER_TABLE_NO_METER_COLUMN}</p>;

  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_PX }));
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = virtual && first ? first.start : 0;
  const padBottom = virtual && last ? virtualizer.getTotalSize() - (last.start + ROW_PX) : 0;
  const columns = 2 + pagePlan.requests.length;

  return (
    <div className={css.root} data-part="ll_meter-table" data-page={paging.pageNumber} data-page-size={paging.pageSize}>
      {failure ? <p className={css.error} role="alert">{failure.message}</p> : null}
      <div ref={scrollRef} className={css.viewport} role="region" aria-label={card.title} tabIndex={0}>
        <table className={cardCss.table} aria-rowcount={rows.length + 1}>
          <caption className={cardCss.caption}>{card.title}</caption>
          <thead className={css.head}>
            <tr>
              <th scope="col" className={cardCss.th}>{meterTableTexts.date}</th>
              <th scope="col" className={cardCss.th}>{meterTableTexts.meter}</th>
              {pagePlan.requests.map((r, i) => (
                <th key={r.seriesId} scope="col" className={cardCss.thNumber}>{units[i] ? `${r.label} (${units[i]})` : r.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }}><td colSpan={columns} /></tr> : null}
            {items.map(({ index }) => {
              const row = rows[index];
              if (!row) return null;
              return (
                <tr key={row.key} style={{ height: ROW_PX }} aria-rowindex={index + 2}>
                  <th scope="row" className={cardCss.rowHead}>{formatTime(row.time, timezone, isHourEndingSelected)}</th>
                  <td className={cardCss.rowHead}>{row.meterId}</td>
                  {row.values.map((v, i) => (
                    <td key={pagePlan.requests[i]?.seriesId ?? i} className={cardCss.td}>{v === null || !Number.isFinite(v) ? '–' : VALUE_FORMAT.format(v)}</td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }}><td colSpan={columns} /></tr> : null}
          </tbody>
        </table>
        {rows.length === 0 && answers.every((a) => !a.isPending) && !failure ? <p className={cardCss.message}>{meterTableTexts.noRows}</p> : null}
      </div>
      <div className={css.pager}>
        <span className={css.pageSize}>
          <label htmlFor={sizeId}>{meterTableTexts.rowsPerPage}</label>
          <select
            id={sizeId}
            className={css.sizeSelect}
            value={paging.pageSize}
            onChange={(e) => setPaging({ pageNumber: 0, pageSize: Number(e.target.value) as typeof paging.pageSize })}
          >
            {METER_TABLE_PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </span>
        <span role="status">{meterTableTexts.page(Math.min(paging.pageNumber + 1, pages), pages)}</span>
        <Button variant="secondary" size="sm" disabled={paging.pageNumber === 0} onClick={() => setPaging({ ...paging, pageNumber: paging.pageNumber - 1 })}>
          {meterTableTexts.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={paging.pageNumber + 1 >= pages} onClick={() => setPaging({ ...paging, pageNumber: paging.pageNumber + 1 })}>
          {meterTableTexts.next}
        </Button>
      </div>
    </div>
  );
}

/**
 * The Meter Table in the card registry: offered on dashboards whose config item has a meter id
 * column; its `plan()` lists its page requests in the dashboard's plan, which it reads (`ownData`),
 * and it accepts series of one type only (the axis rule of
 * `addSeriesToCard` for meter tables).
 *
 * @example <CardRegistryProvider registry={defaultCardRegistry.with(meterTableVisualization)}>...</CardRegistryProvider>
 */
export const meterTableVisualization: CardVisualizationDefinition = { id: 'MeterTable', label: VISUALIZATION_LABELS.MeterTable, render: MeterTableCard, ownData: true, plan: planMeterTableCard };
