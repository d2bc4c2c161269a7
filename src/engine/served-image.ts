// A served dataset as one message to worker threads (decision 67). The thread that loads a dataset
// builds every engine once, on shared memory; the image is those engines' fields, posted to each
// worker, which puts the prototypes back and makes what must be its own: the search's scratch
// memory, the buffer of departure lookups, the nearest-airport trees. Posting shares every typed
// array on a SharedArrayBuffer and copies the rest: the reference records and the location search
// (its keys are strings, a few MB that a worker copies in 20 ms where building them took 250).
import type { ConnectionTimeRecord } from '../dataset/schedule-content.js';
import type { Dataset } from '../model/read-model.js';
import { LegRecords, type LegRecordsImage } from '../model/leg-records.js';
import type { ScheduleStore } from '../model/schedule-store.js';
import { AirportBoards, arrivalIndexOf, type ArrivalIndex } from './airport-boards.js';
import { ConnectionRules } from './connection-rules.js';
import { DepartureIndex } from './departure-index.js';
import { FlightIndex } from './flight-index.js';
import { LegTable } from './leg-table.js';
import { LocationSearch } from './location-search.js';
import { RouteNetwork } from './route-network.js';
import { SearchScratch } from './search-scratch.js';
import { SecondHubIndex } from './second-hub-index.js';
import { assembleServed, type ServedDataset } from './served-dataset.js';

/** An engine's own fields, as posting leaves them: plain data, its class forgotten. */
type Fields = Readonly<Record<string, unknown>>;

/** The read model as posted: its legs' columns shared, its records copied. */
export type DatasetImage = Omit<Dataset, 'schedule'> & { readonly schedule: Omit<ScheduleStore, 'legs'> & { readonly legs: LegRecordsImage } };

/** The engines of journeys: the leg table, the route network with its second hubs, the departure index. */
export interface RoutingImage {
  readonly legTable: Fields;
  readonly network: Fields;
  readonly secondHubs: Fields;
  readonly departures: Fields;
}

/** The engines of lookups, which need only the read model: flight numbers, arrivals, the location search. */
export interface LookupImage {
  readonly flights: Fields;
  readonly arrivals: ArrivalIndex;
  /** Copied into each worker, its scratch array with it; built by a worker given none. */
  readonly locationSearch: Fields | undefined;
}

export interface ServedImage extends RoutingImage, LookupImage {
  readonly dataset: DatasetImage;
}

export function datasetImage(dataset: Dataset): DatasetImage {
  return { ...dataset, schedule: { ...dataset.schedule, legs: dataset.schedule.legs.image() } };
}

export function datasetFromImage(image: DatasetImage): Dataset {
  return { ...image, schedule: { ...image.schedule, legs: LegRecords.fromImage(image.schedule.legs) } };
}

export function routingImage(network: RouteNetwork, departures: DepartureIndex): RoutingImage {
  return {
    legTable: { ...network.legs },
    // What each thread makes or already holds elsewhere in the image is left out.
    network: { ...network, store: undefined, rules: undefined, legs: undefined, scratch: undefined, secondHubs: undefined },
    secondHubs: { ...network.secondHubs },
    departures: { ...departures, legs: undefined, found: undefined },
  };
}

/** Builds the lookups of `dataset` (a thread of their own may, while another builds the routing). */
export function lookupImage(dataset: Dataset): LookupImage {
  return lookupImageOf(new FlightIndex(dataset.schedule.legs), arrivalIndexOf(dataset.schedule), new LocationSearch(dataset));
}

function lookupImageOf(flights: FlightIndex, arrivals: ArrivalIndex, locationSearch: LocationSearch): LookupImage {
  // The location search's records are the dataset's: put back from the image's dataset, not sent twice.
  return { flights: { ...flights, legs: undefined }, arrivals, locationSearch: { ...locationSearch, cities: undefined, locations: undefined } };
}

/** The image of `served`, its engines made on first use made now so that no worker makes its own. */
export function servedImage(served: ServedDataset): ServedImage {
  return {
    dataset: datasetImage(served.dataset),
    ...routingImage(served.network, served.departures),
    ...lookupImageOf(served.flights, served.boards.arrivalIndexBuilt(), served.locationSearch),
  };
}

/** The served dataset an image (as posted to this thread) describes. */
export function servedFromImage(image: ServedImage): ServedDataset {
  const dataset = datasetFromImage(image.dataset);
  const schedule = dataset.schedule;
  const legTable = withPrototype(LegTable, image.legTable);
  const network = withPrototype(RouteNetwork, {
    ...image.network,
    store: schedule,
    rules: new ConnectionRules(schedule.connectionTimes as ConnectionTimeRecord[], schedule.airportId),
    legs: legTable,
    scratch: new SearchScratch(schedule.airports.length),
    secondHubs: withPrototype(SecondHubIndex, image.secondHubs),
  });
  const departures = withPrototype(DepartureIndex, { ...image.departures, legs: legTable, found: new Int32Array(256) });
  const flights = withPrototype(FlightIndex, { ...image.flights, legs: schedule.legs });
  const locationSearch = image.locationSearch
    ? withPrototype(LocationSearch, { ...image.locationSearch, cities: dataset.cities.list, locations: dataset.locations.list })
    : new LocationSearch(dataset);
  return assembleServed(dataset, { network, departures, flights: () => flights, boards: new AirportBoards(schedule, departures, image.arrivals), locationSearch });
}

/**
 * An object of `type` holding `fields`, made without its constructor (which would build the
 * engine again). The fields come in the order the constructor set them, so the object has the
 * same shape as one it made.
 */
function withPrototype<T extends object>(type: abstract new (...args: never[]) => T, fields: Fields): T {
  return Object.assign(Object.create(type.prototype as object) as T, fields);
}
