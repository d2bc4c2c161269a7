// How leg periods sit in a dataset file of layout 5: column by column, one blob per column of the
// legs' rows (leg-rows.ts), instead of a row per leg. A world-scale schedule is 311,000 rows of
// 25 values; SQLite handed them over one value at a time for 0.8 s of a 3 s start-up, where a
// column is one blob read at once (docs/decisions.md 42). Numbers are 32-bit integers, little
// endian; texts are positions in the column's dictionary of distinct values (a JSON array), -1
// for none.
import { LEG_COLUMNS, type LegRow } from './leg-rows.js';

export const LEG_COLUMNS_TABLE = `
CREATE TABLE leg_columns (position INTEGER PRIMARY KEY, dictionary TEXT, packed BLOB NOT NULL);
`;

/** One column of every leg: its dictionary (null for a column of numbers) and its values. */
export interface PackedLegColumn {
  dictionary: string | null;
  values: Uint8Array;
}

/** The columns of `rows`, each row being LEG_COLUMNS values (legToRow). */
export function packLegRows(rows: readonly LegRow[]): PackedLegColumn[] {
  const columns: PackedLegColumn[] = [];
  for (let c = 0; c < LEG_COLUMNS; c++) {
    const numbers = rows.every((r) => typeof r[c] === 'number' && Number.isInteger(r[c]) && (r[c] as number) === ((r[c] as number) | 0));
    const view = new DataView(new ArrayBuffer(rows.length * 4));
    if (numbers) {
      rows.forEach((r, i) => view.setInt32(i * 4, r[c] as number, true));
      columns.push({ dictionary: null, values: new Uint8Array(view.buffer) });
      continue;
    }
    const positions = new Map<string, number>();
    rows.forEach((r, i) => {
      const value = r[c];
      if (value === null || value === undefined) return view.setInt32(i * 4, -1, true);
      const text = String(value);
      let at = positions.get(text);
      if (at === undefined) positions.set(text, (at = positions.size));
      view.setInt32(i * 4, at, true);
    });
    columns.push({ dictionary: JSON.stringify([...positions.keys()]), values: new Uint8Array(view.buffer) });
  }
  return columns;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The blob's little-endian integers: a view of its bytes where the machine reads them as they are. */
function int32s(bytes: Uint8Array, count: number): Int32Array {
  if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) return new Int32Array(bytes.buffer, bytes.byteOffset, count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Int32Array(count);
  for (let i = 0; i < count; i++) values[i] = view.getInt32(i * 4, true);
  return values;
}

/**
 * The rows back from their columns, one at a time and in one array reused from row to row: a reader
 * takes what it needs from a row before asking for the next (legRowReader does).
 */
export function unpackLegRows(columns: readonly PackedLegColumn[], count: number): Iterable<LegRow> {
  if (columns.length !== LEG_COLUMNS) throw new Error(`dataset file has ${columns.length} leg columns, expected ${LEG_COLUMNS}`);
  const decoded = columns.map((column) => {
    if (column.values.length !== count * 4) throw new Error(`dataset file has a leg column of ${column.values.length} bytes for ${count} legs`);
    return { values: int32s(column.values, count), dictionary: column.dictionary === null ? null : (JSON.parse(column.dictionary) as string[]) };
  });
  return {
    *[Symbol.iterator]() {
      const row: LegRow = new Array<string | number | null>(LEG_COLUMNS);
      for (let i = 0; i < count; i++) {
        for (let c = 0; c < LEG_COLUMNS; c++) {
          const { values, dictionary } = decoded[c]!;
          const value = values[i]!;
          row[c] = dictionary === null ? value : value < 0 ? null : dictionary[value]!;
        }
        yield row;
      }
    },
  };
}
