// Documents of the reference resources (docs/api-rules.md, Documents): countries, airports, cities, aircraft, airlines.
import type { Aircraft, Airline, City, Country, Location, Names } from '../model/read-model.js';
import { currentUtcOffset } from '../domain/time-zone.js';
import { metaElement, type Link } from './meta.js';
import { namesElement, selectNames, type LangCase } from './names.js';
import { el, leaf, list, type Element } from './tree.js';

export interface RecordView {
  /** Requested language, lower case, or undefined for every name. */
  lang: string | undefined;
  langCase: LangCase;
  nowMs: number;
}

function countryElement(c: Country, v: RecordView): Element {
  return el('Country', leaf('CountryCode', c.code), namesElement(selectNames(c.names, v.lang), v.langCase));
}

function positionElement(latitude: number, longitude: number): Element {
  return el('Position', el('Coordinate', leaf('Latitude', latitude), leaf('Longitude', longitude)));
}

/** The Airport element up to its Names; AirportResource and NearestAirportResource differ after. */
export function airportHead(a: Location, names: Names, langCase: LangCase): Element[] {
  return [
    leaf('AirportCode', a.code),
    positionElement(a.latitude, a.longitude),
    leaf('CityCode', a.cityCode),
    leaf('CountryCode', a.countryCode),
    leaf('LocationType', a.type),
    namesElement(names, langCase),
  ];
}

function airportElement(a: Location, v: RecordView): Element {
  return el(
    'Airport',
    ...airportHead(a, selectNames(a.names, v.lang), v.langCase),
    leaf('UtcOffset', currentUtcOffset(a.timeZone, v.nowMs)),
    leaf('TimeZoneId', a.timeZone),
  );
}

function cityElement(c: City, v: RecordView): Element {
  return el(
    'City',
    leaf('CityCode', c.code),
    leaf('CountryCode', c.countryCode),
    namesElement(selectNames(c.names, v.lang), v.langCase),
    leaf('UtcOffset', currentUtcOffset(c.timeZone, v.nowMs)),
    leaf('TimeZoneId', c.timeZone),
    c.locations.length > 0 && el('Airports', list('AirportCode', c.locations.map((code) => leaf('AirportCode', code)))),
  );
}

function aircraftElement(a: Aircraft, v: RecordView): Element {
  return el(
    'AircraftSummary',
    leaf('AircraftCode', a.code),
    namesElement(selectNames(a.names, v.lang), v.langCase),
    leaf('AirlineEquipCode', a.airlineEquipCode),
  );
}

/** The original's order: IATA designator, ICAO designator (absent when unknown), names. */
function airlineElement(a: Airline, v: RecordView): Element {
  return el(
    'Airline',
    leaf('AirlineID', a.code),
    a.icaoCode !== undefined && leaf('AirlineID_ICAO', a.icaoCode),
    namesElement(selectNames(a.names, v.lang), v.langCase),
  );
}

/** How each reference resource is laid out: root, container and record element. */
export interface ReferenceLayout<T> {
  root: string;
  container: string;
  recordName: string;
  record: (item: T, view: RecordView) => Element;
}

export const COUNTRY_LAYOUT: ReferenceLayout<Country> = { root: 'CountryResource', container: 'Countries', recordName: 'Country', record: countryElement };
export const AIRPORT_LAYOUT: ReferenceLayout<Location> = { root: 'AirportResource', container: 'Airports', recordName: 'Airport', record: airportElement };
export const CITY_LAYOUT: ReferenceLayout<City> = { root: 'CityResource', container: 'Cities', recordName: 'City', record: cityElement };
export const AIRCRAFT_LAYOUT: ReferenceLayout<Aircraft> = {
  root: 'AircraftResource',
  container: 'AircraftSummaries',
  recordName: 'AircraftSummary',
  record: aircraftElement,
};

export const AIRLINE_LAYOUT: ReferenceLayout<Airline> = { root: 'AirlineResource', container: 'Airlines', recordName: 'Airline', record: airlineElement };

export function referenceDocument<T>(
  layout: ReferenceLayout<T>,
  items: readonly T[],
  view: RecordView,
  links: readonly Link[],
  totalCount?: number,
): Element {
  const records = items.map((item) => layout.record(item, view));
  return el(
    layout.root,
    el(layout.container, list(layout.recordName, records)),
    metaElement(links, totalCount),
  );
}
