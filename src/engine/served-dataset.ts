// Everything one dataset needs to be served: the read model and the engines built over it, made in
// one place when the dataset is loaded and swapped whole, so what a swap costs is what this builds
// and no engine is found through a cache on the side.
import type { Dataset } from '../model/read-model.js';
import { AirportBoards } from './airport-boards.js';
import { DepartureIndex } from './departure-index.js';
import { FlightIndex } from './flight-index.js';
import { LocationSearch } from './location-search.js';
import { NearestIndex } from './nearest-index.js';
import { RouteNetwork } from './route-network.js';
import { ServedLocations } from './served-locations.js';

export interface ServedDataset {
  readonly dataset: Dataset;
  /** Every location of type Airport. */
  readonly nearest: NearestIndex;
  /** The airports travellers fly from: those with scheduled flights (every airport when the schedule holds none). */
  readonly nearestScheduled: NearestIndex;
  readonly network: RouteNetwork;
  /** Departures by airport and weekday, for every date of the schedule. */
  readonly departures: DepartureIndex;
  readonly servedLocations: ServedLocations;
  /** Cities and locations by code and name prefix. */
  readonly locationSearch: LocationSearch;
  /**
   * Operating legs by every designator they are sold under (flight status). Made on first use:
   * sorting half a million designators would lengthen every start for an operation few call.
   */
  readonly flights: FlightIndex;
  /** Departures and arrivals of an airport over a span of local time (flight status boards). */
  readonly boards: AirportBoards;
}

/** Builds every engine of `dataset`. */
export function serveDataset(dataset: Dataset): ServedDataset {
  const network = new RouteNetwork(dataset);
  let flights: FlightIndex | undefined;
  const departures = new DepartureIndex(network.legs, dataset.schedule.airports.length);
  return assembleServed(dataset, {
    network,
    departures,
    flights: () => (flights ??= new FlightIndex(dataset.schedule.legs)),
    boards: new AirportBoards(dataset.schedule, departures),
    locationSearch: new LocationSearch(dataset),
  });
}

/** The engines a served dataset is assembled from. */
export interface BuiltEngines {
  readonly network: RouteNetwork;
  readonly departures: DepartureIndex;
  readonly flights: () => FlightIndex;
  readonly boards: AirportBoards;
  readonly locationSearch: LocationSearch;
}

/**
 * A served dataset of engines already built (here, or shared by the thread that built them: see
 * served-image.ts), with the small ones each thread makes for itself.
 */
export function assembleServed(dataset: Dataset, engines: BuiltEngines): ServedDataset {
  const { network, departures, flights, boards, locationSearch } = engines;
  const airports = dataset.locations.list.filter((l) => l.type === 'Airport');
  const scheduled = airports.filter((a) => dataset.schedule.airportId.has(a.code));
  const nearest = new NearestIndex(airports);
  return {
    dataset,
    boards,
    get flights() {
      return flights();
    },
    nearest,
    nearestScheduled: scheduled.length > 0 ? new NearestIndex(scheduled) : nearest,
    network,
    departures,
    servedLocations: new ServedLocations(dataset),
    locationSearch,
  };
}
