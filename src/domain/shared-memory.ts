// Typed arrays on SharedArrayBuffers: the columns and indexes of a served dataset are built once,
// by the thread that loads it, and read by every worker thread without a copy (decision 67).
// Posting one to a worker shares its memory; posting an array on a plain ArrayBuffer copies it.

type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Int8Array | Int16Array | Float64Array;
type ColumnType<A extends Column> = { new (buffer: SharedArrayBuffer): A; readonly BYTES_PER_ELEMENT: number };

/** A zeroed typed array of `length` on shared memory. */
export function sharedArray<A extends Column>(type: ColumnType<A>, length: number): A {
  return new type(new SharedArrayBuffer(length * type.BYTES_PER_ELEMENT));
}

/** A copy of `values` on shared memory. */
export function sharedCopy<A extends Column>(type: ColumnType<A>, values: ArrayLike<number>): A {
  const out = sharedArray(type, values.length);
  out.set(values);
  return out;
}

/** Lists laid end to end on shared memory: where each starts (one more entry than lists), and their items. */
export function sharedLists(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const starts = sharedArray(Int32Array, lists.length + 1);
  for (let i = 0; i < lists.length; i++) starts[i + 1] = starts[i]! + lists[i]!.length;
  const items = sharedArray(Int32Array, starts[lists.length]!);
  for (let i = 0; i < lists.length; i++) items.set(lists[i]!, starts[i]!);
  return [starts, items];
}

export function isShared(array: ArrayBufferView): boolean {
  return array.buffer instanceof SharedArrayBuffer;
}
