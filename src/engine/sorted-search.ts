// Binary search over ascending values, shared by the engines' sorted arrays (departure instants,
// UTC minutes of a route, arrival profiles, the location search's keys).

/** Position of the first value at or above `value`; `values.length` when there is none. */
export function lowerBound<T extends number | string>(values: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** lowerBound within values[from .. to): the first position there at or above `value`, else `to`. */
export function lowerBoundWithin(values: Int32Array | Float64Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** lowerBoundWithin over every `stride`-th value (positions from .. to of records of `stride` values). */
export function lowerBoundStrided(values: Int32Array, stride: number, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid * stride]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
