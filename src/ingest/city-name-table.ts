// The committed tables of city names (data/city-names.csv: names of IATA city codes in fifteen
// languages, from GeoNames joined through OpenTravelData, with CLDR's exemplar cities) and of what
// OpenTravelData says of the listed airports (data/airport-places.csv: the city of another code
// each is in, its state, its name's spelling), made by scripts/derive-city-names.ts (decision 78).
// The server reads them; it never reads the sources.
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PROJECT_ROOT } from '../install-paths.js';
import { forEachTableRow } from './committed-table.js';

export const CITY_NAME_TABLE_FILE = join(PROJECT_ROOT, 'data', 'city-names.csv');
export const AIRPORT_PLACE_TABLE_FILE = join(PROJECT_ROOT, 'data', 'airport-places.csv');

/** The table's languages, in its column order. */
export const CITY_NAME_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt', 'ja', 'zh', 'ko', 'ru', 'nl', 'pl', 'tr', 'ar', 'sv'] as const;
export type CityNameLanguage = (typeof CITY_NAME_LANGUAGES)[number];

const CITY_HEADER = ['code', 'geonames_id', ...CITY_NAME_LANGUAGES].join(',');
const AIRPORT_PLACE_HEADER = 'airport,city,km,state,name';

export interface CityNames {
  /** The GeoNames place the names are of, where OpenTravelData joins the code to one. */
  geonamesId?: number;
  /** Names by language (CITY_NAME_LANGUAGES); a language without a name is absent. */
  names: Record<string, string>;
}

export interface AirportPlace {
  /** The IATA city of another code the airport is in, as OpenTravelData says. */
  city?: string;
  /** From the airport to that city's position in OpenTravelData, rounded to the kilometre. */
  km?: number;
  /** The state (province, region) OpenTravelData's reference file gives ("GA", "NSW"). */
  state?: string;
  /** The airport's English name as OpenTravelData spells it, where the listing lost its diacritics. */
  name?: string;
}

// A field is quoted only when it holds a comma or a quote (names never hold a line break: the
// script makes them one line).
function csvField(value: string): string {
  return /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvFields(line: string, lineNumber: number, table: string): string[] {
  try {
    return (parse(line, { relax_column_count: true }) as string[][])[0] ?? [];
  } catch (e) {
    throw new Error(`${table}: line ${lineNumber} is no CSV row: ${(e as Error).message}`);
  }
}

export interface CityNameRow extends CityNames {
  code: string;
}

/** The table's text: the comment lines as given (each made a `#` line), the header, a row a city by code. */
export function cityNameTableText(comments: readonly string[], rows: readonly CityNameRow[]): string {
  return [
    ...comments.map((c) => `# ${c}`),
    CITY_HEADER,
    ...[...rows]
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((r) => [r.code, r.geonamesId === undefined ? '' : String(r.geonamesId), ...CITY_NAME_LANGUAGES.map((l) => csvField(r.names[l] ?? ''))].join(',')),
    '',
  ].join('\n');
}

/** The committed city-name table read back, by IATA city code. */
export function readCityNameTable(text: string): Map<string, CityNames> {
  const table = 'city names';
  const out = new Map<string, CityNames>();
  forEachTableRow(text, CITY_HEADER, table, (line, lineNumber) => {
    const fields = csvFields(line, lineNumber, table);
    if (fields.length !== CITY_NAME_LANGUAGES.length + 2) throw new Error(`${table}: line ${lineNumber} has ${fields.length} fields, not ${CITY_NAME_LANGUAGES.length + 2}`);
    const [code, id] = fields as [string, string];
    if (!/^[A-Z]{3}$/.test(code)) throw new Error(`${table}: line ${lineNumber} has no IATA code: ${code}`);
    if (out.has(code)) throw new Error(`${table}: line ${lineNumber} repeats ${code}`);
    if (id !== '' && !/^[1-9][0-9]*$/.test(id)) throw new Error(`${table}: line ${lineNumber} has no GeoNames id: ${id}`);
    const names: Record<string, string> = {};
    CITY_NAME_LANGUAGES.forEach((lang, i) => {
      const name = fields[i + 2]!;
      if (name !== '') names[lang] = name;
    });
    out.set(code, id === '' ? { names } : { geonamesId: Number(id), names });
  });
  return out;
}

export interface AirportPlaceRow extends AirportPlace {
  airport: string;
}

export function airportPlaceTableText(comments: readonly string[], rows: readonly AirportPlaceRow[]): string {
  return [
    ...comments.map((c) => `# ${c}`),
    AIRPORT_PLACE_HEADER,
    ...[...rows]
      .sort((a, b) => (a.airport < b.airport ? -1 : a.airport > b.airport ? 1 : 0))
      .map((r) => [r.airport, r.city ?? '', r.km === undefined ? '' : String(r.km), r.state ?? '', csvField(r.name ?? '')].join(',')),
    '',
  ].join('\n');
}

/** The committed airport-place table read back, by airport code. */
export function readAirportPlaceTable(text: string): Map<string, AirportPlace> {
  const table = 'airport places';
  const out = new Map<string, AirportPlace>();
  forEachTableRow(text, AIRPORT_PLACE_HEADER, table, (line, lineNumber) => {
    const [airport = '', city = '', km = '', state = '', name = '', ...rest] = csvFields(line, lineNumber, table);
    const bad = (why: string) => new Error(`${table}: line ${lineNumber} ${why}: ${line}`);
    if (rest.length > 0) throw bad('has more than five fields');
    if (!/^[A-Z]{3}$/.test(airport)) throw bad('has no airport code');
    if (out.has(airport)) throw bad(`repeats ${airport}`);
    if (city !== '' && !/^[A-Z]{3}$/.test(city)) throw bad('has no city code');
    if ((city === '') !== (km === '') || (km !== '' && !/^[0-9]+$/.test(km))) throw bad('has no distance to its city');
    if (state !== '' && !/^[A-Z0-9]{1,3}$/.test(state)) throw bad('has no state code');
    out.set(airport, { ...(city ? { city, km: Number(km) } : {}), ...(state ? { state } : {}), ...(name ? { name } : {}) });
  });
  return out;
}
