// Binary search over ascending numbers, shared by the engines' sorted arrays (departure instants,
// UTC minutes of a route, arrival profiles).

/** Position of the first value at or above `value`; `values.length` when there is none. */
export function lowerBound(values: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
