// Binary search over ascending values, shared by the engines' sorted arrays (the location search's
// keys, a route's legs by UTC minute).

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

/**
 * lowerBound over records of `stride` values keyed by their first, within records from .. to: the
 * first record there whose key is at or above `value`, else `to` (a route's legs, route-facts.ts).
 */
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
