import { isEdited } from '@loadline/core';
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { tsvOf } from '../../model/adjustmentCsv';
import { calcLabel, parseCalcInput, type CalcEdit, type EditorRow } from '../../model/editorRows';
import { adjustmentsTexts as t } from '../../texts';
import * as css from './AdjustmentGrid.css';
import { CALC_COL, GRID_COLUMN_IDS, moveFor, rangeOf, STARTS_EDIT, type CellPos } from './gridKeys';

/** Stable callbacks of the rows (see `latest` in {@link AdjustmentGrid}). */
interface RowEvents {
  toggle: (index: number, shift: boolean) => void;
  startEdit: (index: number) => void;
  commit: (move: boolean) => void;
  cancel: () => void;
  type: (index: number, text: string) => void;
  press: (index: number, col: number, shift: boolean) => void;
}

type TableRow = ReturnType<ReturnType<typeof useTable<typeof features, EditorRow>>['getRowModel']>['rows'][number];

interface GridRowProps {
  row: TableRow;
  index: number;
  /** Offset from the top of the body, px. */
  start: number;
  idPrefix: string;
  /** Column of the active cell when it is on this row, else -1. */
  activeCol: number;
  /** `from-to` columns of the range when it covers this row (and more than one cell), else null. */
  rangeCols: string | null;
  /** Text of the Calc editor when this row's Calc is edited, else null. */
  editingText: string | null;
  invalid: boolean;
  editable: boolean;
  editRef: RefObject<HTMLInputElement | null>;
  events: RowEvents;
}

/** One row of the grid, memoised: scrolling renders only the rows that come into view. */
const GridRow = memo(function GridRow({ row, index, start, idPrefix, activeCol, rangeCols, editingText, invalid, editable, editRef, events }: GridRowProps) {
  const r = row.original;
  const [c0, c1] = rangeCols ? rangeCols.split('-').map(Number) as [number, number] : [-1, -1];
  return (
    <div role="row" aria-rowindex={index + 2} aria-selected={r.selected} className={css.row} style={{ transform: `translateY(${start}px)` }} data-row-id={row.id}>
      {row.getAllCells().map((cell, col) => {
        const colId = GRID_COLUMN_IDS[col];
        const numeric = colId === 'load' || colId === 'calc' || colId === 'newLoad';
        let inner: ReactNode = flexRender(cell.column.columnDef.cell, cell.getContext());
        if (colId === 'select') {
          inner = (
            <input
              type="checkbox"
              className={css.checkbox}
              tabIndex={-1}
              checked={r.selected}
              aria-label={t.selectRow(r.date, r.hourLabel)}
              onChange={() => {}}
              onClick={(e) => events.toggle(index, e.shiftKey)}
            />
          );
        } else if (colId === 'calc' && editingText !== null) {
          inner = (
            <input
              ref={editRef}
              className={css.editor}
              aria-label={`${t.colCalc} ${r.date} ${r.hourLabel}`}
              aria-invalid={invalid ? true : undefined}
              value={editingText}
              onChange={(e) => events.type(index, e.target.value)}
              onKeyDown={(e) => {
                e.stopPropagation();
                if (e.key === 'Enter') {
                  e.preventDefault();
                  events.commit(true);
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  events.cancel();
                } else if (e.key === 'Tab') events.commit(false);
              }}
              onBlur={() => events.commit(false)}
            />
          );
        }
        return (
          <div
            key={col}
            id={`${idPrefix}-r${index}-c${col}`}
            role="gridcell"
            aria-colindex={col + 1}
            aria-readonly={colId === 'calc' ? !editable : undefined}
            className={css.cell}
            data-col={colId}
            data-numeric={numeric}
            data-active={activeCol === col}
            data-in-range={rangeCols ? col >= c0 && col <= c1 : undefined}
            data-edited={colId === 'newLoad' && isEdited(r) ? true : undefined}
            onMouseDown={(e) => {
              if (colId === 'select' || (editingText !== null && colId === 'calc')) return;
              e.preventDefault();
              events.press(index, col, e.shiftKey);
            }}
            onDoubleClick={() => colId === 'calc' && events.startEdit(index)}
          >
            {inner}
          </div>
        );
      })}
    </div>
  );
});

/** Props of {@link AdjustmentGrid}. */
export interface AdjustmentGridProps {
  /** Rows shown (already filtered), in time order. */
  rows: readonly EditorRow[];
  /** Unit of the loads, shown in the Load and New Load headers. @default 'MWh' */
  unit?: string;
  /** No editing: Calc cells are not editable (selection and copy still work). @default false */
  readOnly?: boolean;
  /** Selects or unselects rows by id (checkbox, Space, Shift+click ranges, the header checkbox). */
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** Applies a Calc edit to a row. */
  onEditCalc?: (id: string, edit: CalcEdit) => void;
  /** Height of the scrolling area, px. @default 420 */
  height?: number;
  /** Rows rendered beyond the viewport on each side. @default 10 */
  overscan?: number;
}

const features = tableFeatures({});
const getRowId = (r: EditorRow) => r.id;
const helper = createColumnHelper<typeof features, EditorRow>();
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const fmt = (v: number | null) => (v === null ? '' : number.format(v));

/** Plain text of a cell, as copied. */
function cellText(r: EditorRow, col: number): string {
  switch (GRID_COLUMN_IDS[col]) {
    case 'select':
      return r.selected ? '1' : '0';
    case 'date':
      return r.date;
    case 'hour':
      return r.hourLabel;
    case 'attributes':
      return [r.day, r.dayType === 'weekend' ? t.weekend : t.weekday, r.holiday ?? ''].filter(Boolean).join(' ');
    case 'load':
      return r.forecast === null ? '' : String(r.forecast);
    case 'calc':
      return calcLabel(r);
    default:
      return r.adjustedForecast === null ? '' : String(r.adjustedForecast);
  }
}

/**
 * The adjustment editor's data grid (spec part 1 §2): columns select, date, hour (hour ending or
 * beginning, as the adjustment), attributes (day, day type, NERC holiday), Load, Calc and New Load,
 * for up to a year of hourly rows. Columns and the row model come from TanStack Table v9; rows
 * are virtualised with @tanstack/react-virtual (about 30 rows in the DOM at any time).
 *
 * Keyboard (WAI-ARIA grid, one tab stop, `aria-activedescendant`): arrows move the active cell,
 * Shift+arrows extend a range, PageUp/PageDown move 20 rows, Home/End the row's ends (with Ctrl
 * or Cmd the first/last row); Space selects (or unselects) the rows of the range; Enter, F2 or
 * typing a number or an operator edits the Calc cell of the active row (`+5`, `-5`, `*1.05`, `/2`,
 * `5%`, `=1200`; Enter commits and moves down, Escape cancels); Ctrl/Cmd+C copies the range as
 * tab-separated text. Shift+click on a checkbox selects the rows between it and the last clicked.
 *
 * @example
 * <AdjustmentGrid rows={shown} onSelect={(ids, on) => select(ids, on)} onEditCalc={(id, edit) => edit(id, edit)} />
 */
export function AdjustmentGrid({ rows, unit = 'MWh', readOnly = false, onSelect, onEditCalc, height = 420, overscan = 10 }: AdjustmentGridProps) {
  const id = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [active, setActive] = useState<CellPos>({ row: 0, col: 1 });
  const [anchor, setAnchor] = useState<CellPos>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<{ row: number; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastClicked = useRef<number | null>(null);
  const editRef = useRef<HTMLInputElement | null>(null);

  const columns = useMemo(() => helper.columns([
    helper.display({ id: 'select', header: () => t.colSelect }),
    helper.accessor('date', { header: () => t.colDate }),
    helper.accessor('hourLabel', { id: 'hour', header: () => t.colHour }),
    helper.display({
      id: 'attributes',
      header: () => t.colAttributes,
      cell: ({ row }) => (
        <span className={css.attr}>
          {row.original.day} · {row.original.dayType === 'weekend' ? t.weekend : t.weekday}
          {row.original.holiday ? <> · <span className={css.holiday}>{row.original.holiday}</span></> : null}
        </span>
      ),
    }),
    helper.accessor('forecast', { id: 'load', header: () => `${t.colLoad} (${unit})`, cell: ({ row }) => fmt(row.original.forecast) }),
    helper.display({ id: 'calc', header: () => t.colCalc, cell: ({ row }) => calcLabel(row.original) }),
    helper.accessor('adjustedForecast', { id: 'newLoad', header: () => `${t.colNewLoad} (${unit})`, cell: ({ row }) => fmt(row.original.adjustedForecast) }),
  ]), [unit]);
  const data = rows as EditorRow[];
  const table = useTable({ features, columns, data, getRowId });
  const tableRows = table.getRowModel().rows;
  const count = tableRows.length;

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => css.ROW_HEIGHT,
    overscan,
    initialRect: { width: 0, height },
    // Without layout (jsdom, not yet attached) the viewport measures 0 px: assume its CSS height.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height })),
  });

  // Keep the active cell on a shown row when the rows change (a filter, a zoom).
  useEffect(() => {
    if (active.row >= count && count > 0) {
      setActive((a) => ({ ...a, row: count - 1 }));
      setAnchor((a) => ({ ...a, row: Math.min(a.row, count - 1) }));
    }
  }, [count, active.row]);

  useEffect(() => {
    if (editing) editRef.current?.focus();
  }, [editing]);

  const range = rangeOf(anchor, active);
  const cellId = (r: number, c: number) => `${id}-r${r}-c${c}`;
  const selectedCount = useMemo(() => rows.reduce((n, r) => n + (r.selected ? 1 : 0), 0), [rows]);
  const allShownSelected = count > 0 && selectedCount === count;

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });
  const goTo = (to: CellPos, extend: boolean) => {
    setActive(to);
    if (!extend) setAnchor(to);
    virtualizer.scrollToIndex(to.row);
  };

  const rangeRowIds = () => {
    const ids: string[] = [];
    for (let r = range.rows[0]; r <= range.rows[1]; r++) {
      const row = rows[r];
      if (row) ids.push(row.id);
    }
    return ids;
  };

  const startEdit = (row: number, text: string | null) => {
    if (readOnly || !onEditCalc || !rows[row]) return;
    setActive({ row, col: CALC_COL });
    setAnchor({ row, col: CALC_COL });
    setProblem(null);
    setEditing({ row, text: text ?? calcLabel(rows[row]).replace(/^×/, '*').replace(/^÷/, '/') });
  };

  const commit = (move: boolean) => {
    if (!editing) return;
    const row = rows[editing.row];
    if (!row) return setEditing(null);
    const edit = parseCalcInput(editing.text, row.adjustmentCalculation);
    if (!edit) {
      setProblem(t.calcInvalid(editing.text));
      return;
    }
    onEditCalc?.(row.id, edit);
    setEditing(null);
    setProblem(null);
    if (move) goTo({ row: Math.min(count - 1, editing.row + 1), col: CALC_COL }, false);
    focusGrid();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing || count === 0) return;
    const ctrl = e.ctrlKey || e.metaKey;
    const to = moveFor(e.key, ctrl, active, count, GRID_COLUMN_IDS.length);
    if (to) {
      e.preventDefault();
      goTo(to, e.shiftKey);
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      const ids = rangeRowIds();
      onSelect(ids, !ids.every((rid) => rows.find((r) => r.id === rid)?.selected));
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      startEdit(active.row, null);
    } else if (e.key === 'Escape') {
      setAnchor(active);
    } else if (ctrl && (e.key === 'a' || e.key === 'A')) {
      e.preventDefault();
      setAnchor({ row: 0, col: 0 });
      setActive({ row: count - 1, col: GRID_COLUMN_IDS.length - 1 });
    } else if (!ctrl && !e.altKey && STARTS_EDIT.test(e.key)) {
      e.preventDefault();
      startEdit(active.row, e.key);
    }
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing || count === 0) return;
    const cells: string[][] = [];
    for (let r = range.rows[0]; r <= range.rows[1]; r++) {
      const row = rows[r];
      if (!row) continue;
      const line: string[] = [];
      for (let c = range.cols[0]; c <= range.cols[1]; c++) line.push(cellText(row, c));
      cells.push(line);
    }
    e.clipboardData.setData('text/plain', tsvOf(cells));
    e.preventDefault();
  };

  const toggle = (index: number, shift: boolean) => {
    const row = rows[index];
    if (!row) return;
    const from = shift && lastClicked.current !== null ? Math.min(lastClicked.current, index) : index;
    const to = shift && lastClicked.current !== null ? Math.max(lastClicked.current, index) : index;
    onSelect(rows.slice(from, to + 1).map((r) => r.id), !row.selected);
    lastClicked.current = index;
    goTo({ row: index, col: 0 }, false);
  };

  // Handlers of the rows read the latest state through a ref, so the memoised rows get stable
  // callbacks and only rows whose own props change re-render while scrolling.
  const latest = useRef({ toggle, startEdit, commit, goTo, focusGrid, setEditing, setProblem });
  latest.current = { toggle, startEdit, commit, goTo, focusGrid, setEditing, setProblem };
  const [events] = useState<RowEvents>(() => ({
    toggle: (i, shift) => latest.current.toggle(i, shift),
    startEdit: (i) => latest.current.startEdit(i, null),
    commit: (move) => latest.current.commit(move),
    cancel: () => {
      latest.current.setEditing(null);
      latest.current.setProblem(null);
      latest.current.focusGrid();
    },
    type: (i, text) => latest.current.setEditing({ row: i, text }),
    press: (i, col, shift) => {
      latest.current.focusGrid();
      latest.current.goTo({ row: i, col }, shift);
    },
  }));
  const ranged = range.rows[0] !== range.rows[1] || range.cols[0] !== range.cols[1];

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <div className={css.root} data-ll-part="adjustment-grid">
      <div
        ref={scrollRef}
        className={css.grid}
        style={{ height }}
        role="grid"
        aria-label={t.gridLabel}
        aria-rowcount={count + 1}
        aria-colcount={GRID_COLUMN_IDS.length}
        aria-multiselectable="true"
        aria-describedby={`${id}-help`}
        aria-activedescendant={count > 0 && !editing ? cellId(active.row, active.col) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onCopy={onCopy}
      >
        <div className={css.inner}>
          <div role="row" aria-rowindex={1} className={css.header}>
            {headers.map((h, col) => (
              <div key={h.id} role="columnheader" aria-colindex={col + 1} className={css.headCell} data-numeric={col >= 4}>
                {h.id === 'select' ? (
                  <input
                    type="checkbox"
                    className={css.checkbox}
                    tabIndex={-1}
                    aria-label={t.selectAllShown}
                    checked={allShownSelected}
                    disabled={count === 0}
                    ref={(el) => {
                      if (el) el.indeterminate = selectedCount > 0 && !allShownSelected;
                    }}
                    onChange={() => onSelect(rows.map((r) => r.id), !allShownSelected)}
                  />
                ) : (
                  <table.FlexRender header={h} />
                )}
              </div>
            ))}
          </div>
          {count === 0 ? (
            <p className={css.empty}>{t.noData}</p>
          ) : (
            <div className={css.body} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = tableRows[item.index];
                if (!row) return null;
                const i = item.index;
                return (
                  <GridRow
                    key={row.id}
                    row={row}
                    index={i}
                    start={item.start}
                    idPrefix={id}
                    activeCol={active.row === i ? active.col : -1}
                    rangeCols={ranged && i >= range.rows[0] && i <= range.rows[1] ? `${range.cols[0]}-${range.cols[1]}` : null}
                    editingText={editing?.row === i ? editing.text : null}
                    invalid={editing?.row === i && problem !== null}
                    editable={!readOnly && onEditCalc !== undefined}
                    editRef={editRef}
                    events={events}
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
      <p id={`${id}-help`} className={css.help}>{t.gridHelp}</p>
      {problem ? <p role="alert" className={css.problem}>{problem}</p> : null}
    </div>
  );
}
