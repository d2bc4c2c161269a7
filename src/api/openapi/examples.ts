// Response examples of the description, built by the service's own document builders and renderer
// from a few real records (as the default dataset has them), so each example is byte for byte what
// the server answers for that record, in XML and in JSON.
import type { Aircraft, Airline, City, Country, Location } from '../../model/read-model.js';
import { processingErrorsDocument } from '../../documents/error-document.js';
import { href, pageLinks, type Link } from '../../documents/meta.js';
import type { LangCase } from '../../documents/names.js';
import { nearestDocument } from '../../documents/nearest-document.js';
import {
  AIRCRAFT_LAYOUT,
  AIRLINE_LAYOUT,
  AIRPORT_LAYOUT,
  CITY_LAYOUT,
  COUNTRY_LAYOUT,
  referenceDocument,
  type ReferenceLayout,
} from '../../documents/reference-documents.js';
import { seatDocument } from '../../documents/seat-document.js';
import type { Element } from '../../documents/tree.js';
import { render } from '../../render/renderer.js';
import { ERRORS } from '../errors.js';

export interface Example {
  /** Key in an examples map. */
  name: string;
  summary: string;
  xml: string;
  json: unknown;
}

const en = (text: string) => [['en', text]] as const;

const FRA: Location = {
  code: 'FRA',
  type: 'Airport',
  cityCode: 'FRA',
  countryCode: 'DE',
  latitude: 50.048952,
  longitude: 8.573678,
  timeZone: 'Europe/Berlin',
  names: en('Frankfurt Airport'),
};
const LHR: Location = {
  code: 'LHR',
  type: 'Airport',
  cityCode: 'LON',
  countryCode: 'GB',
  latitude: 51.469603,
  longitude: -0.453566,
  timeZone: 'Europe/London',
  names: en('London Heathrow Airport'),
};
const AAA: Location = { code: 'AAA', type: 'Airport', cityCode: 'AAA', countryCode: 'PF', latitude: -17.355648, longitude: -145.50913, timeZone: 'Pacific/Tahiti', names: en('Anaa Airport') };
const AAB: Location = { code: 'AAB', type: 'Airport', cityCode: 'AAB', countryCode: 'AU', latitude: -26.691196, longitude: 141.047509, timeZone: 'Australia/Brisbane', names: en('Arrabury Airport') };
const LON: City = {
  code: 'LON',
  countryCode: 'GB',
  timeZone: 'Europe/London',
  names: en('London'),
  locations: ['BQH', 'LCY', 'LGW', 'LHR', 'LTN', 'NHT', 'QQK', 'QQP', 'QQS', 'QQU', 'QQW', 'SEN', 'STN'],
};
const DE: Country = { code: 'DE', names: en('Germany') };
const A20N: Aircraft = { code: '32N', airlineEquipCode: 'A20N', names: en('Airbus A320neo') };
const LUFTHANSA: Airline = { code: 'LH', icaoCode: 'DLH', countryCode: 'DE', names: en('Lufthansa') };

/** The airports with scheduled flights nearest Frankfurt airport (the default answer, without allAirports). */
const NEAR_FRANKFURT: [Location, number][] = [
  [FRA, 2],
  [{ code: 'HHN', type: 'Airport', cityCode: 'HHN', countryCode: 'DE', latitude: 49.948333, longitude: 7.264167, timeZone: 'Europe/Berlin', names: en('Frankfurt - Hahn Airport') }, 94],
  [{ code: 'SCN', type: 'Airport', cityCode: 'SCN', countryCode: 'DE', latitude: 49.220088, longitude: 7.112705, timeZone: 'Europe/Berlin', names: en('Saarbruecken Airport') }, 139],
  [{ code: 'CGN', type: 'Airport', cityCode: 'CGN', countryCode: 'DE', latitude: 50.878363, longitude: 7.122224, timeZone: 'Europe/Berlin', names: en('Cologne Bonn Airport') }, 139],
  [{ code: 'FKB', type: 'Airport', cityCode: 'FKB', countryCode: 'DE', latitude: 48.781031, longitude: 8.089752, timeZone: 'Europe/Berlin', names: en('Baden-Airpark') }, 143],
];

/** Total airports and stations of the default dataset, for the list example's TotalCount and last link. */
const AIRPORT_TOTAL = 10101;

function example(name: string, summary: string, doc: Element): Example {
  return { name, summary, xml: render(doc, 'xml'), json: JSON.parse(render(doc, 'json')) as unknown };
}

function related(base: string, templates: readonly string[]): Link[] {
  return templates.map((t) => ({ rel: 'related', href: `${base}/v1/references/${t}` }));
}

function record<T extends { code: string }>(
  base: string,
  family: string,
  path: string,
  layout: ReferenceLayout<T>,
  item: T,
  nowMs: number,
  templates: readonly string[],
): Element {
  const langCase: LangCase = family === 'mds-references' ? 'upper' : 'lower';
  const links: Link[] = [{ rel: 'self', href: href(base, `/v1/${family}/${path}/${item.code}`, [['lang', 'en']]) }, ...related(base, templates)];
  return referenceDocument(layout, [item], { lang: 'en', langCase, nowMs }, links);
}

/** Examples by operation, for one family of reference paths. */
export function referenceExamples(base: string, family: 'references' | 'mds-references', nowMs: number): Record<string, Example[]> {
  const airportTemplates = ['cities/{cityCode}', 'countries/{countryCode}'];
  const listPath = `/v1/${family}/airports`;
  const list = referenceDocument(
    AIRPORT_LAYOUT,
    [AAA, AAB],
    { lang: 'en', langCase: family === 'mds-references' ? 'upper' : 'lower', nowMs },
    [...pageLinks(base, listPath, { limit: 2, offset: 0 }, AIRPORT_TOTAL, [['lang', 'en']]), ...related(base, airportTemplates)],
    AIRPORT_TOTAL,
  );
  return {
    countries: [example('DE', 'Germany, English name (lang=en)', record(base, family, 'countries', COUNTRY_LAYOUT, DE, nowMs, []))],
    airports: [
      example('FRA', 'Frankfurt, English name (lang=en)', record(base, family, 'airports', AIRPORT_LAYOUT, FRA, nowMs, airportTemplates)),
      example('LHR', 'Heathrow belongs to city LON (lang=en)', record(base, family, 'airports', AIRPORT_LAYOUT, LHR, nowMs, airportTemplates)),
    ],
    airportList: [example('firstPage', 'The first page of two (limit=2&lang=en)', list)],
    cities: [example('LON', 'London and its airports and stations (lang=en)', record(base, family, 'cities', CITY_LAYOUT, LON, nowMs, ['airports/{airportCode}', 'countries/{countryCode}']))],
    aircraft: [example('32N', 'Airbus A320neo (lang=en)', record(base, family, 'aircraft', AIRCRAFT_LAYOUT, A20N, nowMs, []))],
    airlines: [example('LH', 'Lufthansa, IATA LH, ICAO DLH (lang=en)', record(base, family, 'airlines', AIRLINE_LAYOUT, LUFTHANSA, nowMs, []))],
  };
}

export function nearestExample(base: string): Example {
  const links: Link[] = [
    { rel: 'self', href: `${base}/v1/references/airports/nearest/50.033,8.570?lang=en` },
    { rel: 'related', href: `${base}/v1/references/airports/{airportCode}` },
  ];
  const nearby = NEAR_FRANKFURT.map(([airport, distanceKm]) => ({ airport, distanceKm }));
  return example('nearFRA', 'Near Frankfurt airport: FRA first (lang=en)', nearestDocument(nearby, 'en', links));
}

export function seatExample(base: string): Example {
  const doc = seatDocument(
    A20N,
    [{ cabin: 'C', pitch: 32, width: 18, recline: 4, reclineType: 'relative' }],
    'en',
    [{ rel: 'related', href: `${base}/v1/references/aircraft/32N` }],
    [{ rel: 'self', href: `${base}/v1/references/seatdetails/32N/C?lang=en` }],
  );
  return example('32N-C', 'A320neo business cabin (lang=en)', doc);
}

export function errorExample(base: string): Example {
  const e = ERRORS.airportNotFound;
  const doc = processingErrorsDocument({
    type: e.type,
    code: e.code,
    description: e.text.replace('{code}', 'ZZX'),
    retry: false,
    infoUrl: `${base}/docs/errors#${e.code}`,
  });
  return example('airportNotFound', 'Unknown airport ZZX', doc);
}
