// The layout of one cabin of an aircraft type: its seat columns (the letters across, in blocks
// between aisles), its rows, and which of them are exit rows or over the wing. A layout says where
// seats are, never whether one is taken (the service holds no inventory: decision 62).

/** A cabin's layout, as the dataset stores it. */
export interface CabinLayout {
  /** Seat letters from left to right, blocks between aisles joined by '|': "ABC|DEF". */
  readonly columns: string;
  readonly firstRow: number;
  readonly lastRow: number;
  /** Row numbers within the cabin that are exit rows, ascending. */
  readonly exitRows: readonly number[];
  /** The cabin's rows over the wing, when it has any. */
  readonly wingRows?: RowRange;
}

export interface RowRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Column characteristics, as the original codes them (IATA PADIS 9825): W window, A aisle, 9 a
 * seat between two others, LS and RS the left and right side of the aircraft.
 */
export type SeatCode = 'W' | 'A' | '9' | 'E' | 'OW' | 'LS' | 'RS';

export interface LayoutColumn {
  readonly letter: string;
  /** Its codes in the order the original lists them: position across, then side. */
  readonly codes: readonly SeatCode[];
}

const COLUMNS = /^[A-Z]+(\|[A-Z]+)*$/;

/** Whether `columns` is well formed: letters in blocks, no letter twice. */
export function validColumns(columns: string): boolean {
  if (!COLUMNS.test(columns)) return false;
  const letters = columns.replace(/\|/g, '');
  return new Set(letters).size === letters.length;
}

/**
 * The columns of a layout with what each seat is by its place: a seat at either end of the row is
 * by a window, one beside an aisle is an aisle seat (both, in a block of one: a window seat
 * with direct aisle access), any other is a middle seat. The outer blocks of a row with an aisle
 * are the left and right sides; the blocks between aisles are on neither.
 */
export function layoutColumns(columns: string): LayoutColumn[] {
  const blocks = columns.split('|');
  const out: LayoutColumn[] = [];
  blocks.forEach((block, b) => {
    for (let i = 0; i < block.length; i++) {
      const codes: SeatCode[] = [];
      const window = (b === 0 && i === 0) || (b === blocks.length - 1 && i === block.length - 1);
      const aisle = (i === 0 && b > 0) || (i === block.length - 1 && b < blocks.length - 1);
      if (window) codes.push('W');
      if (aisle) codes.push('A');
      if (!window && !aisle) codes.push('9');
      if (blocks.length > 1 && b === 0) codes.push('LS');
      if (blocks.length > 1 && b === blocks.length - 1) codes.push('RS');
      out.push({ letter: block[i]!, codes });
    }
  });
  return out;
}

/** The codes of a seat in `row`: its column's, with E in an exit row and OW over the wing. */
export function seatCodes(layout: CabinLayout, column: LayoutColumn, row: number): SeatCode[] {
  const codes = [...column.codes];
  if (layout.exitRows.includes(row)) codes.push('E');
  if (layout.wingRows && row >= layout.wingRows.first && row <= layout.wingRows.last) codes.push('OW');
  return codes;
}

/** Consecutive numbers as ranges: [10, 11, 24] → 10–11, 24–24. */
export function rowRanges(rows: readonly number[]): RowRange[] {
  const out: RowRange[] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && row === last.last + 1) out[out.length - 1] = { first: last.first, last: row };
    else out.push({ first: row, last: row });
  }
  return out;
}

/**
 * A cabin's layout from the aircraft's: exit rows and wing rows are the aircraft's, kept where
 * they fall within the cabin's rows (a business cabin ahead of the wing has no wing rows).
 */
export function cabinLayout(columns: string, firstRow: number, lastRow: number, exitRows: readonly number[], wing: RowRange | undefined): CabinLayout {
  const within = (row: number) => row >= firstRow && row <= lastRow;
  const wingRows =
    wing && wing.last >= firstRow && wing.first <= lastRow ? { first: Math.max(wing.first, firstRow), last: Math.min(wing.last, lastRow) } : undefined;
  return { columns, firstRow, lastRow, exitRows: exitRows.filter(within), ...(wingRows ? { wingRows } : {}) };
}

/** Whether a stored layout is one the service can draw: well-formed columns, rows in order, exits and wing within them. */
export function validLayout(l: CabinLayout): boolean {
  const row = (n: number) => Number.isInteger(n) && n >= 1 && n <= 999;
  return (
    validColumns(l.columns) &&
    row(l.firstRow) &&
    row(l.lastRow) &&
    l.firstRow <= l.lastRow &&
    l.exitRows.every((r, i) => row(r) && r >= l.firstRow && r <= l.lastRow && (i === 0 || r > l.exitRows[i - 1]!)) &&
    (l.wingRows === undefined || (row(l.wingRows.first) && l.wingRows.first <= l.wingRows.last && l.wingRows.first >= l.firstRow && l.wingRows.last <= l.lastRow))
  );
}
