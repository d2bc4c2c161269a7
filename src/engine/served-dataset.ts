// Everything one dataset needs to be served: the read model and the engines built over it, made in
// one place when the dataset is loaded and swapped whole, so what a swap costs is what this builds
// and no engine is found through a cache on the side.
import type { Dataset } from '../model/read-model.js';
import { DepartureIndex } from './departure-index.js';
import { LocationSearch } from './location-search.js';
import { NearestIndex } from './nearest-index.js';
import { RouteNetwork } from './route-network.js';
import { horizonDays } from './schedule-window.js';
import { ServedLocations } from './served-locations.js';

export interface ServedDataset {
  readonly dataset: Dataset;
  readonly nearest: NearestIndex;
  readonly network: RouteNetwork;
  /** Dated departures over every date the horizon can ask for, from the day it was built. */
  readonly departures: DepartureIndex;
  readonly servedLocations: ServedLocations;
  /** Cities and locations by code and name prefix. */
  readonly locationSearch: LocationSearch;
}

// The departure index is built a week wider than the horizon needs, so that a server running for
// days rebuilds it once a week (see withCurrentDepartures), not every midnight.
const SLACK_DAYS = 7;

/** Builds every engine of `dataset`; the departure index covers the horizon as of `nowMs`. */
export function serveDataset(dataset: Dataset, nowMs: number = Date.now()): ServedDataset {
  return {
    dataset,
    nearest: new NearestIndex(dataset.locations.list.filter((l) => l.type === 'Airport')),
    network: new RouteNetwork(dataset),
    departures: departureIndexAt(dataset, nowMs),
    servedLocations: new ServedLocations(dataset),
    locationSearch: new LocationSearch(dataset),
  };
}

/**
 * The same served dataset with a departure index that covers the horizon for a day past `nowMs`:
 * `served` itself while it does, else a copy with a new index. Called on a timer, so that no
 * request ever waits for a rebuild and no request sees an index that misses a date it may ask.
 */
export function withCurrentDepartures(served: ServedDataset, nowMs: number = Date.now()): ServedDataset {
  const { first, days } = horizonDays(nowMs + 86_400_000);
  const index = served.departures;
  if (index.covers(first) && index.covers(first + days - 1)) return served;
  return { ...served, departures: departureIndexAt(served.dataset, nowMs) };
}

function departureIndexAt(dataset: Dataset, nowMs: number): DepartureIndex {
  const { first, days } = horizonDays(nowMs);
  return new DepartureIndex(dataset.schedule, first, days + SLACK_DAYS);
}
