// Airports drawn for seeded search queries: in proportion to the airport's leg periods (busy
// airports, long answers), or uniformly over the airports with departures (mostly short or empty
// answers). One random number a draw, so that a seed gives the same queries wherever it is used.

/** What a draw needs of a schedule: its airports' count and each leg's origin. */
export interface DrawnSchedule {
  readonly airports: { readonly length: number };
  readonly legs: Iterable<{ readonly originId: number }>;
}

export interface AirportDraws {
  weighted(): number;
  uniform(): number;
}

export function airportDraws(store: DrawnSchedule, random: () => number): AirportDraws {
  const weight = new Float64Array(store.airports.length);
  for (const leg of store.legs) weight[leg.originId]! += 1;
  const withDepartures = [...weight.keys()].filter((id) => weight[id]! > 0);
  const cumulative = new Float64Array(withDepartures.length);
  let sum = 0;
  withDepartures.forEach((id, i) => (cumulative[i] = sum += weight[id]!));
  return {
    weighted() {
      const x = random() * sum;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! <= x) lo = mid + 1;
        else hi = mid;
      }
      return withDepartures[lo]!;
    },
    uniform: () => withDepartures[Math.floor(random() * withDepartures.length)]!,
  };
}
