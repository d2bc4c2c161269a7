// Reproducible random draws for the benchmarks: the same seed gives the same queries on every run.

/** Uniform numbers in (0, 1) from a Lehmer generator. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Draws items in proportion to their weights. */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[], random: () => number): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}
