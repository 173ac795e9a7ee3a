import type { AdjustmentCalculation } from '@loadline/core';
import { Button, Chip, Dialog, intervalLabel, LineChart, type ChartSeries, type DownloadFile, type TimeRange } from '@loadline/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { adjustmentCsv } from '../../model/adjustmentCsv';
import { applyBulkAction, type BulkAction } from '../../model/bulkAction';
import { applyCalcEdit, filterRows, setSelected, type CalcEdit, type EditorRow, type RowFilter } from '../../model/editorRows';
import { applyPastedValues } from '../../model/parsePaste';
import { adjustmentsTexts as t } from '../../texts';
import { AdjustmentGrid } from '../AdjustmentGrid/AdjustmentGrid';
import { BulkActionDialog } from '../EditorDialogs/BulkActionDialog';
import { PasteDialog } from '../EditorDialogs/PasteDialog';
import { SaveDialog } from '../EditorDialogs/SaveDialog';
import * as css from './AdjustmentEditor.css';
import { EditorSidePanel } from './EditorSidePanel';
import { useAdjustmentEditor } from './useAdjustmentEditor';

/** Props of {@link AdjustmentEditor}. */
export interface AdjustmentEditorProps {
  /** The adjustment edited. */
  adjustmentId: string;
  /** Opens another adjustment (the new draft of Copy into a new draft): the host navigates to adjustments/{id}. */
  onOpen?: (adjustmentId: string) => void;
  /** Unit of the loads. @default 'MWh' */
  unit?: string;
  /** Saves the downloaded CSV; the browser's download by default. */
  download?: (file: DownloadFile) => void;
  /** Height of the grid, px. @default 420 */
  gridHeight?: number;
}

/** Saves a file through a temporary link (the browser's download). */
function browserDownload(file: DownloadFile): void {
  const href = URL.createObjectURL(new Blob([file.data], { type: file.type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

const total = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const fileName = (name: string, version: string | null) => `${name.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'adjustment'}${version ? `-${version}` : ''}.csv`;

/** The chart's series: forecast and adjustment of every row, the selected hours and the unsaved changes. */
function chartSeries(rows: readonly EditorRow[], baseline: readonly EditorRow[], unit: string): ChartSeries[] {
  const n = rows.length;
  const x = new Float64Array(n);
  const forecast = new Float64Array(n);
  const adjusted = new Float64Array(n);
  const selected = new Float64Array(n);
  const changed = new Float64Array(n);
  let anySelected = false;
  let anyChanged = false;
  for (let i = 0; i < n; i++) {
    const r = rows[i] as EditorRow;
    const b = baseline[i];
    const load = r.adjustedForecast ?? r.forecast;
    x[i] = r.t;
    forecast[i] = r.forecast ?? NaN;
    adjusted[i] = load ?? NaN;
    selected[i] = r.selected && load !== null ? load : NaN;
    const isChanged = b !== undefined && b.t === r.t && (b.adjustedForecast !== r.adjustedForecast || b.adjustmentCalculation !== r.adjustmentCalculation || b.adjustmentValue !== r.adjustmentValue);
    changed[i] = isChanged && load !== null ? load : NaN;
    anySelected ||= r.selected;
    anyChanged ||= isChanged;
  }
  const series: ChartSeries[] = [
    { id: 'forecast', label: t.forecastSeries, axis: 'primary', unit, points: { x, y: forecast } },
    { id: 'adjustment', label: t.adjustmentSeries, axis: 'primary', unit, points: { x, y: adjusted } },
  ];
  if (anySelected) series.push({ id: 'selected', label: t.selectedSeries, axis: 'primary', unit, points: { x, y: selected } });
  if (anyChanged) series.push({ id: 'changed', label: t.changedSeries, axis: 'primary', unit, points: { x, y: changed } });
  return series;
}

/**
 * The Adjustment editor (spec part 1 §2, route /demand/load-forecast/adjustments/{id}): the chart
 * of Forecast and Adjustment (selected rows' hours and unsaved changes drawn on it; zooming it
 * filters the grid), the data grid (select, date, hour, attributes, Load, Calc, New Load), the
 * filter and history side panel, and the actions Download (CSV), Save (reason and comment, diff
 * preview), Paste from Spreadsheet and Bulk Action. Opening another version with unsaved changes
 * asks to discard them (closing the tab asks the browser's confirmation); saving on an older
 * version warns that it overrides later versions; a save answered 413 toasts the spec's chunking
 * message. An approved adjustment is read-only and can be
 * copied into a new draft; a colleague of the author can approve a draft. 'No adjustment data'
 * when the adjustment has no rows. Needs a `LoadlineProvider` and a `ToastProvider`.
 *
 * @example <AdjustmentEditor adjustmentId={id} onOpen={(copy) => navigate(`../${copy}`)} />
 */
export function AdjustmentEditor({ adjustmentId, onOpen, unit = 'MWh', download = browserDownload, gridHeight = 420 }: AdjustmentEditorProps) {
  const editor = useAdjustmentEditor(adjustmentId);
  const { adjustment, rows, readOnly, setRows } = editor;
  const [filter, setFilter] = useState<RowFilter>({});
  const [zoom, setZoom] = useState<TimeRange | null>(null);
  const [dialog, setDialog] = useState<'bulk' | 'paste' | 'save' | null>(null);
  const [pendingVersion, setPendingVersion] = useState<{ id: string | null } | null>(null);
  const timeZone = adjustment?.timezone ?? 'UTC';
  const convention = adjustment?.isHourEnding === false ? 'hour-beginning' : 'hour-ending';

  const shown = useMemo(() => filterRows(rows, { ...filter, time: zoom ? { from: zoom[0], to: zoom[1] + 1 } : null }), [rows, filter, zoom]);
  const selectedCount = useMemo(() => rows.reduce((n, r) => n + (r.selected ? 1 : 0), 0), [rows]);
  const totals = useMemo(() => rows.reduce((s, r) => ({ forecast: s.forecast + (r.forecast ?? 0), adjusted: s.adjusted + (r.adjustedForecast ?? r.forecast ?? 0) }), { forecast: 0, adjusted: 0 }), [rows]);
  const series = useMemo(() => chartSeries(rows, editor.baseline, unit), [rows, editor.baseline, unit]);
  const figures = useMemo(() => (dialog === 'save' ? editor.diff() : null), [dialog, editor]);
  const dateBounds = rows.length ? { from: (rows[0] as EditorRow).date, to: (rows[rows.length - 1] as EditorRow).date } : null;

  // Closing or reloading the tab with unsaved edits asks the browser's own confirmation.
  useEffect(() => {
    if (!editor.dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor.dirty]);

  const onSelect = useCallback((ids: readonly string[], on: boolean) => setRows((r) => setSelected(r, new Set(ids), on), false), [setRows]);
  const onEditCalc = useCallback((id: string, edit: CalcEdit) => setRows((r) => r.map((row) => (row.id === id ? applyCalcEdit(row, edit) : row))), [setRows]);
  const openVersion = (id: string | null) => {
    if (id === editor.versionId) return;
    if (editor.dirty) setPendingVersion({ id });
    else editor.openVersion(id);
  };

  if (editor.status === 'error' || (editor.status === 'loading' && !adjustment)) {
    return (
      <section className={css.page} aria-label={t.editorTitle} data-ll-part="adjustment-editor" aria-busy={editor.status === 'loading'}>
        <h1 className={css.title}>{t.editorTitle}</h1>
        {editor.status === 'error' ? <p role="alert" className={css.errorLine}>{editor.error}</p> : <p className={css.meta}>…</p>}
      </section>
    );
  }
  if (!adjustment) return null;

  const versionLabel = editor.versionId ? t.versionLabel(editor.versionId) : null;
  const olderVersion = !editor.isLatest && versionLabel ? versionLabel : null;
  const approved = adjustment.status === 'approved';
  const peak = figures?.peakAfter ? intervalLabel(Date.parse(figures.peakAfter.timestamp), timeZone, convention) : null;

  return (
    <section className={css.page} aria-label={adjustment.name} data-ll-part="adjustment-editor" data-status={adjustment.status} aria-busy={editor.status === 'loading' || editor.busy}>
      <header className={css.header}>
        <div className={css.titleBlock}>
          <h1 className={css.title}>{adjustment.name}</h1>
          <p className={css.meta}>
            {adjustment.market} · {adjustment.dateRange.from.slice(0, 10)} – {adjustment.dateRange.to.slice(0, 10)} · {timeZone} · {versionLabel ?? t.forecastOnly}
            {editor.isLatest && versionLabel ? ` · ${t.latestVersion}` : ''}
          </p>
        </div>
        <div className={css.actions}>
          <Chip label={approved ? t.statusApproved : t.statusDraft} />
          <Button
            variant="secondary"
            onClick={() => download({ name: fileName(adjustment.name, editor.versionId), type: 'text/csv', data: adjustmentCsv(rows, timeZone, unit) })}
            disabled={rows.length === 0}
          >
            {t.download}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('paste')} disabled={readOnly || rows.length === 0}>{t.pasteFromSpreadsheet}</Button>
          <Button variant="secondary" onClick={() => setDialog('bulk')} disabled={readOnly || rows.length === 0}>{t.bulkAction}</Button>
          <Button onClick={() => setDialog('save')} disabled={readOnly || !editor.dirty}>{t.save}</Button>
          {editor.canApprove ? <Button onClick={() => void editor.approve()} loading={editor.busy}>{t.approve}</Button> : null}
          {approved && onOpen ? (
            <Button variant="secondary" loading={editor.busy} onClick={async () => {
              const copy = await editor.copyToDraft();
              if (copy) onOpen(copy);
            }}>
              {t.copyToDraft}
            </Button>
          ) : null}
        </div>
      </header>
      {approved ? <p className={css.note}>{t.approvedNote(adjustment.approvedBy ?? '', adjustment.approvedOn ? adjustment.approvedOn.slice(0, 10) : '')}</p> : null}
      {!approved && readOnly ? <p className={css.note}>{t.notAuthorNote}</p> : null}
      {rows.length === 0 ? (
        <p className={css.note}>{t.noData}</p>
      ) : (
        <>
          <LineChart
            title={`${adjustment.name}: ${t.forecastSeries} / ${t.adjustmentSeries}`}
            series={series}
            timeZone={timeZone}
            hourConvention={convention}
            yAxisMode="data-range"
            height={240}
            legendPosition="top"
            xDomain={zoom}
            onXDomainChange={setZoom}
            axisTitles={{ primary: `${t.colLoad} (${unit})` }}
          />
          <div className={css.main}>
            <div className={css.titleBlock}>
              <p className={css.status} aria-live="polite">
                <span>{t.rowsShown(shown.length, rows.length, selectedCount)}</span>
                <span data-total-forecast={totals.forecast} data-total-adjusted={totals.adjusted}>{t.totals(total.format(totals.forecast), total.format(totals.adjusted), unit)}</span>
                {zoom ? <Button size="sm" variant="ghost" onClick={() => setZoom(null)}>{`${t.zoomFilter} ×`}</Button> : null}
              </p>
              <AdjustmentGrid rows={shown} unit={unit} readOnly={readOnly} onSelect={onSelect} onEditCalc={onEditCalc} height={gridHeight} />
            </div>
            <EditorSidePanel
              filter={filter}
              onFilterChange={setFilter}
              isHourEnding={adjustment.isHourEnding}
              dateBounds={dateBounds}
              versions={adjustment.versions}
              versionId={editor.versionId}
              onOpenVersion={openVersion}
              audit={editor.audit}
            />
          </div>
        </>
      )}
      <BulkActionDialog
        open={dialog === 'bulk'}
        onOpenChange={(o) => setDialog(o ? 'bulk' : null)}
        selectedCount={selectedCount}
        onApply={(action: BulkAction) => setRows((r) => applyBulkAction(r, action))}
      />
      <PasteDialog
        open={dialog === 'paste'}
        onOpenChange={(o) => setDialog(o ? 'paste' : null)}
        selectedCount={selectedCount}
        onConfirm={(values: number[], calculation: AdjustmentCalculation) => setRows((r) => applyPastedValues(r, values, calculation))}
      />
      {figures ? (
        <SaveDialog
          open={dialog === 'save'}
          onOpenChange={(o) => setDialog(o ? 'save' : null)}
          figures={figures}
          peakLabel={peak}
          unit={unit}
          olderVersion={olderVersion}
          saving={editor.busy}
          onSave={editor.save}
        />
      ) : null}
      <Dialog
        open={pendingVersion !== null}
        onOpenChange={(o) => !o && setPendingVersion(null)}
        title={t.discardTitle}
        description={t.discardBody}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingVersion(null)}>{t.keepEditing}</Button>
            <Button
              variant="danger"
              onClick={() => {
                if (pendingVersion) editor.openVersion(pendingVersion.id);
                setPendingVersion(null);
              }}
            >
              {t.discard}
            </Button>
          </>
        }
      />
    </section>
  );
}
