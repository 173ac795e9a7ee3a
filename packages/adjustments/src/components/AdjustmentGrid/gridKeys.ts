/** A cell position of the grid: row index among the shown rows, column index 0..6. */
export interface CellPos {
  row: number;
  col: number;
}

/** Columns of the grid, in order (spec part 1 §2): select, date, hour, attributes, Load, Calc, New Load. */
export const GRID_COLUMN_IDS = ['select', 'date', 'hour', 'attributes', 'load', 'calc', 'newLoad'] as const;
/** A column id of the grid. */
export type GridColumnId = (typeof GRID_COLUMN_IDS)[number];
/** Index of the Calc column. */
export const CALC_COL = GRID_COLUMN_IDS.indexOf('calc');
/** Rows moved by PageUp/PageDown. */
export const PAGE_ROWS = 20;

/** The rectangle between two cells, inclusive. */
export function rangeOf(a: CellPos, b: CellPos): { rows: [number, number]; cols: [number, number] } {
  return { rows: [Math.min(a.row, b.row), Math.max(a.row, b.row)], cols: [Math.min(a.col, b.col), Math.max(a.col, b.col)] };
}

/**
 * Where a navigation key moves the active cell (arrows, PageUp/PageDown, Home/End, with Ctrl or
 * Cmd to the first/last row), clamped to the grid; null for other keys.
 */
export function moveFor(key: string, ctrl: boolean, at: CellPos, rowCount: number, colCount: number): CellPos | null {
  const clamp = (row: number, col: number) => ({ row: Math.max(0, Math.min(rowCount - 1, row)), col: Math.max(0, Math.min(colCount - 1, col)) });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.col);
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.col);
    case 'Home':
      return ctrl ? clamp(0, at.col) : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(rowCount - 1, at.col) : clamp(at.row, colCount - 1);
    default:
      return null;
  }
}

/** A key that starts editing the Calc cell with itself as the first character. */
export const STARTS_EDIT = /^[-+*/=xX%.\d]$/;
