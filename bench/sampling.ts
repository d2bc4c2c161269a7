// Reproducible random draws for the benchmarks: the same seed gives the same queries on every run.
import type { DepartureIndex } from '../src/engine/departure-index.js';

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

/** Airports drawn for search queries: by traffic, and uniformly, over those with departures. */
export interface TrafficDraws {
  weighted(): number;
  uniform(): number;
  /** The airports with departures in the week from `today`. */
  served: readonly number[];
}

/** An airport's traffic is its dated departures over the week from `today` (an epoch day). */
export function trafficDraws(airportCount: number, index: DepartureIndex, today: number, random: () => number): TrafficDraws {
  const traffic = Array.from({ length: airportCount }, (_, id) => {
    let n = 0;
    for (let d = 0; d < 7; d++) n += index.departures(id, today + d).length;
    return n;
  });
  const served = traffic.flatMap((n, id) => (n > 0 ? [id] : []));
  return {
    weighted: weightedPicker(served, served.map((id) => traffic[id]!), random),
    uniform: () => served[Math.floor(random() * served.length)]!,
    served,
  };
}
