// A served dataset as one message to worker threads (decision 67). The thread that loads a dataset
// builds every engine once, on shared memory; the image is those engines' fields, posted to each
// worker, which puts the prototypes back and makes what must be its own: the search's scratch
// memory, the buffer of departure lookups, the nearest-airport trees. Posting shares every typed
// array on a SharedArrayBuffer. The rest, the locations and cities and the location search (its
// keys are strings), are posted packed (domain/packed-values.ts): bytes on shared memory that a
// worker rebuilds a slice at a time between its requests (decision 71), not in one step.
import type { ConnectionTimeRecord } from '../dataset/schedule-content.js';
import { pack, unpack, type Packed } from '../domain/packed-values.js';
import type { City, Dataset, Location, Table } from '../model/read-model.js';
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
import { SoldConnections } from './sold-connections.js';
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
  readonly sold: Fields;
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

/**
 * A served image as posted to workers: the locations and cities lists and the location search
 * packed (their Maps by code made again from the lists), the rest as it is.
 */
export interface PostedImage extends RoutingImage, Omit<LookupImage, 'locationSearch'> {
  readonly dataset: Omit<DatasetImage, 'locations' | 'cities'>;
  readonly tables: Packed;
  /** Rebuilt into each worker, its scratch array with it; built by a worker given none. */
  readonly locationSearch: Packed | undefined;
}

/** `image` packed to be posted (done once, by the thread that built it). */
export function postedImage(image: ServedImage): PostedImage {
  const { locations, cities, ...dataset } = image.dataset;
  return { ...image, dataset, tables: pack({ locations: locations.list, cities: cities.list }), locationSearch: image.locationSearch && pack(image.locationSearch) };
}

/**
 * The served dataset a posted image describes, its packed parts rebuilt a slice at a time: the
 * thread answers requests between two slices, and the dataset is whole when the promise resolves.
 */
export async function servedFromPosted(posted: PostedImage): Promise<ServedDataset> {
  const { tables, locationSearch, ...rest } = posted;
  const { locations, cities } = (await unpack(tables)) as { locations: Location[]; cities: City[] };
  const image: ServedImage = {
    ...rest,
    dataset: { ...rest.dataset, locations: tableOf(locations), cities: tableOf(cities) },
    locationSearch: locationSearch && (await unpack(locationSearch)),
  };
  return servedFromImage(image);
}

/** A table from its list, in the list's order (as read-model.ts's table() makes it). */
function tableOf<T extends { code: string }>(list: T[]): Table<T> {
  return { list, byCode: new Map(list.map((r) => [r.code, r])) };
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
    network: { ...network, store: undefined, rules: undefined, legs: undefined, scratch: undefined, secondHubs: undefined, sold: undefined },
    secondHubs: { ...network.secondHubs },
    sold: { ...network.sold },
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
    scratch: new SearchScratch(schedule.airports.length, schedule.legs.airlines.length),
    secondHubs: withPrototype(SecondHubIndex, image.secondHubs),
    sold: withPrototype(SoldConnections, image.sold),
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
