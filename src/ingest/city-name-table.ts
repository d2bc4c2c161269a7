// The committed tables of city names (data/city-names.csv: names of IATA city codes in fifteen
// languages, from GeoNames joined through OpenTravelData, with CLDR's exemplar cities) and of
// airports whose city is another code (data/airport-cities.csv), made by
// scripts/derive-city-names.ts (decision 78). The server reads them; it never reads the sources.
import { join } from 'node:path';
import { PROJECT_ROOT } from '../install-paths.js';
import { forEachTableRow } from './committed-table.js';

export const CITY_NAME_TABLE_FILE = join(PROJECT_ROOT, 'data', 'city-names.csv');
export const AIRPORT_CITY_TABLE_FILE = join(PROJECT_ROOT, 'data', 'airport-cities.csv');

/** The table's languages, in its column order. */
export const CITY_NAME_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt', 'ja', 'zh', 'ko', 'ru', 'nl', 'pl', 'tr', 'ar', 'sv'] as const;
export type CityNameLanguage = (typeof CITY_NAME_LANGUAGES)[number];

const CITY_HEADER = ['code', 'geonames_id', ...CITY_NAME_LANGUAGES].join(',');
const AIRPORT_CITY_HEADER = 'airport,city,km';

export interface CityNames {
  /** The GeoNames place the names are of, where OpenTravelData joins the code to one. */
  geonamesId?: number;
  /** Names by language (CITY_NAME_LANGUAGES); a language without a name is absent. */
  names: Record<string, string>;
}

export interface AirportCity {
  city: string;
  /** From the airport to the city's position in OpenTravelData, rounded to the kilometre. */
  km: number;
}

// A field is quoted only when it holds a comma or a quote (names never hold a line break: the
// script makes them one line).
function csvField(value: string): string {
  return /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvFields(line: string, lineNumber: number, table: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new Error(`${table}: line ${lineNumber} has an unclosed quote`);
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') throw new Error(`${table}: line ${lineNumber} has text after a quoted field`);
      i++;
    } else {
      const comma = line.indexOf(',', i);
      fields.push(line.slice(i, comma < 0 ? undefined : comma));
      if (comma < 0) return fields;
      i = comma + 1;
    }
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

export interface AirportCityRow extends AirportCity {
  airport: string;
}

export function airportCityTableText(comments: readonly string[], rows: readonly AirportCityRow[]): string {
  return [
    ...comments.map((c) => `# ${c}`),
    AIRPORT_CITY_HEADER,
    ...[...rows].sort((a, b) => (a.airport < b.airport ? -1 : a.airport > b.airport ? 1 : 0)).map((r) => `${r.airport},${r.city},${r.km}`),
    '',
  ].join('\n');
}

/** The committed airport-city table read back: airport code → its city's code and how far it is. */
export function readAirportCityTable(text: string): Map<string, AirportCity> {
  const table = 'airport cities';
  const out = new Map<string, AirportCity>();
  forEachTableRow(text, AIRPORT_CITY_HEADER, table, (line, lineNumber) => {
    const m = /^([A-Z]{3}),([A-Z]{3}),([0-9]+)$/.exec(line);
    if (!m) throw new Error(`${table}: line ${lineNumber} is not an airport, city and distance: ${line}`);
    if (out.has(m[1]!)) throw new Error(`${table}: line ${lineNumber} repeats ${m[1]}`);
    out.set(m[1]!, { city: m[2]!, km: Number(m[3]) });
  });
  return out;
}
