// Plain values (records, strings, Maps of them) packed for another thread as bytes on shared
// memory, cut in slices that the receiver takes back one at a time, its event loop getting a turn
// between two (decision 71). Posted as objects, the reference records and the location search of a
// world-scale dataset, a few hundred thousand small objects, were rebuilt by the receiving worker
// in one step before its next request: 0.5 to 1.2 s that every request on that worker waited.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';

/** A field as packed: one value whole, or an array or a Map cut in slices of elements. */
interface PackedField {
  readonly name: string;
  readonly kind: 'value' | 'array' | 'map';
  readonly slices: readonly Uint8Array[];
}

/** The fields of a record, packed; posting it shares the bytes (one SharedArrayBuffer) and copies nothing. */
export type Packed = readonly PackedField[];

/** Elements a slice: objects take about 5 µs each to rebuild (a location with its names), strings and numbers far less. */
const OBJECTS_PER_SLICE = 500;
const VALUES_PER_SLICE = 5000;

function slicesOf<T>(items: readonly T[]): T[][] {
  const per = typeof items[0] === 'object' && items[0] !== null ? OBJECTS_PER_SLICE : VALUES_PER_SLICE;
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += per) slices.push(items.slice(start, start + per));
  return slices;
}

/**
 * Packs the fields of `record`, in their order (undefined ones too: an object rebuilt from them
 * has the shape its constructor gives it). Objects are rebuilt per slice: two
 * fields, or two slices, that hold the same object get a copy each, so what is packed together
 * must not share objects (a table's Map by code is made again from its list, not packed).
 */
export function pack(record: Readonly<Record<string, unknown>>): Packed {
  const fields: { name: string; kind: PackedField['kind']; bytes: Buffer[] }[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) fields.push({ name, kind: 'array', bytes: slicesOf(value).map((slice) => serialize(slice)) });
    else if (value instanceof Map) fields.push({ name, kind: 'map', bytes: slicesOf([...value.entries()]).map((slice) => serialize(slice)) });
    else fields.push({ name, kind: 'value', bytes: [serialize(value)] });
  }
  const shared = new SharedArrayBuffer(fields.reduce((sum, f) => sum + f.bytes.reduce((s, b) => s + b.length, 0), 0));
  let offset = 0;
  return fields.map(({ name, kind, bytes }) => ({
    name,
    kind,
    slices: bytes.map((b) => {
      const slice = new Uint8Array(shared, offset, b.length);
      slice.set(b);
      offset += b.length;
      return slice;
    }),
  }));
}

/** The record `packed` holds, rebuilt a slice at a time, the event loop taking a turn after each. */
export async function unpack(packed: Packed): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const { name, kind, slices } of packed) {
    if (kind === 'value') {
      record[name] = deserialize(slices[0]!);
      await nextTurn();
      continue;
    }
    const list: unknown[] = [];
    const map = new Map<unknown, unknown>();
    for (const slice of slices) {
      const items = deserialize(slice) as unknown[];
      if (kind === 'array') for (const item of items) list.push(item);
      else for (const [key, value] of items as [unknown, unknown][]) map.set(key, value);
      await nextTurn();
    }
    record[name] = kind === 'array' ? list : map;
  }
  return record;
}
