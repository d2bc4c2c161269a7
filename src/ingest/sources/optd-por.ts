// OpenTravelData points of reference (POR): readers for the files that describe them.
//
// - optd_por_public.csv: `^`-separated with a header; one row per POR (a Geonames record holding
//   an IATA code): code, type, names in every language, position, zone, cities, validity dates.
//   optd_por_no_longer_valid.csv has the same layout and lists the retired POR.
// - optd_por_public_en.csv: either the layout above, or an English-only extract, `;`-separated
//   without a header: iata;location_type;country;geonames url;page_rank;name;asciiname;lang;alt names
//   (alt names `name|qualifiers` separated by `=`, all in `lang`).
// - optd_por_best_known_so_far.csv: pk^iata_code^latitude^longitude^city_code^date_from, the
//   curated list of POR in use, pk = CODE-TYPES-GEONAMEID (e.g. CDG-A-6269554).
// - optd_por_tz.csv (iata_code^tz), optd_por_ref.csv (…^ctry_code^…), optd_airline_por.csv.
//
// Readers never throw on a bad row: they drop it with its line number in the report.
import type { ReportBuilder, RowRef } from './import-report.js';

/** One point of reference as a POR file describes it; absent fields are unknown to that file. */
export interface PorRecord {
  row: RowRef;
  code: string;
  /** OPTD location types, e.g. `A`, `C`, `CA`, `CR`, `H`, `O`. */
  types: string;
  /** `0` when the POR has no Geonames record. */
  geonameId: string;
  countryCode?: string;
  /** Names by ISO 639-1 code. */
  names: Record<string, string>;
  /** English name of the city served, where the file gives it (city_name_list). */
  cityName?: string;
  latitude?: number;
  longitude?: number;
  cityCodes: string[];
  timeZone?: string;
  /** YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateUntil?: string;
}

export interface PorFile {
  records: PorRecord[];
  layout: 'full' | 'english-extract';
}

export const IATA_CODE = /^[A-Z]{3}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LANGUAGE = /^[a-z]{2}$/;

interface Line {
  row: RowRef;
  text: string;
}

/** The non-blank lines of a file, each registered as a row read (except a header). */
export function linesOf(text: string, file: string): Line[] {
  const out: Line[] = [];
  const raw = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  raw.forEach((t, i) => {
    if (t.trim() !== '') out.push({ row: { file, line: i + 1 }, text: t });
  });
  return out;
}

/** Column positions of a `^` header; throws when a required column is missing. */
function caretHeader(
  header: Line | undefined,
  file: string,
  required: readonly string[],
): { columns: Map<string, number>; width: number } {
  if (!header) throw new Error(`${file} is empty`);
  const names = header.text.split('^');
  const columns = new Map(names.map((name, i) => [name.trim(), i] as const));
  const absent = required.filter((c) => !columns.has(c));
  if (absent.length > 0) throw new Error(`${file}: the header lacks the column${absent.length > 1 ? 's' : ''} ${absent.join(', ')}`);
  return { columns, width: names.length };
}

function fieldReader(fields: readonly string[], columns: ReadonlyMap<string, number>): (name: string) => string {
  return (name) => {
    const i = columns.get(name);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
}

/**
 * Every data row of a `^` file with a header: registered as read, dropped when its field count
 * is not the header's, else handed over with a field getter by column name.
 */
export function forEachCaretRow(
  lines: readonly Line[],
  file: string,
  report: ReportBuilder,
  required: readonly string[],
  each: (f: (name: string) => string, row: RowRef) => void,
): void {
  const { columns, width } = caretHeader(lines[0], file, required);
  for (const line of lines.slice(1)) {
    report.read(line.row);
    const fields = line.text.split('^');
    if (fields.length !== width) report.drop(line.row, `wrong number of fields (expected ${width})`);
    else each(fieldReader(fields, columns), line.row);
  }
}

/** A latitude/longitude pair, or undefined when either is not a number in range. */
export function coordinates(latText: string, lonText: string): { latitude: number; longitude: number } | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(latText) || !/^-?\d+(\.\d+)?$/.test(lonText)) return undefined;
  const latitude = Number(latText);
  const longitude = Number(lonText);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  // Geonames-less POR sometimes carry 0,0 as "unknown": that is the Gulf of Guinea.
  if (latitude === 0 && longitude === 0) return undefined;
  return { latitude, longitude };
}

/**
 * Names by language from an OPTD alt_name_section: entries separated by `=`, each
 * `lang|name|qualifiers` (or `name|qualifiers` when every entry is in `fixedLang`). Only ISO 639-1
 * codes are kept (not `wkdt`, `iata`, `link`, `post`, empty…). Per language: a name qualified `p`
 * (preferred) first, then an unqualified one, then `s`/`c` (short, colloquial); historic (`h`)
 * names are never taken. `fallback` (the name column) is an English name ranked just below a
 * preferred one: unqualified alt names are often variants ("Zurich airport").
 */
export function namesFromAltSection(section: string, fixedLang?: string, fallback?: string): Record<string, string> {
  const best = new Map<string, { rank: number; name: string }>();
  const offer = (lang: string, name: string, rank: number): void => {
    const current = best.get(lang);
    if (!current || rank < current.rank) best.set(lang, { rank, name });
  };
  for (const entry of section.split('=')) {
    const parts = entry.split('|');
    const [lang, name, qualifiers] = fixedLang === undefined ? [parts[0], parts[1], parts[2]] : [fixedLang, parts[0], parts[1]];
    const language = (lang ?? '').trim().toLowerCase();
    const text = (name ?? '').trim();
    const q = (qualifiers ?? '').trim();
    if (!LANGUAGE.test(language) || text === '' || q.includes('h')) continue;
    offer(language, text, q.includes('p') ? 0 : q === '' ? 2 : 3);
  }
  if (fallback && fallback.trim() !== '') offer(fixedLang ?? 'en', fallback.trim(), 1);
  return Object.fromEntries([...best].map(([lang, { name }]) => [lang, name]));
}

const FULL_REQUIRED = ['iata_code', 'name', 'latitude', 'longitude', 'country_code', 'location_type'] as const;

/** Reads a POR file in either layout: `^` with a header, or the `;` English extract. */
export function readPorFile(text: string, file: string, report: ReportBuilder): PorFile {
  const lines = linesOf(text, file);
  const first = lines[0];
  if (first && first.text.includes('^') && first.text.startsWith('iata_code')) {
    return { layout: 'full', records: readFullLayout(lines, file, report) };
  }
  if (first && first.text.split(';').length === 9) {
    return { layout: 'english-extract', records: readEnglishExtract(lines, report) };
  }
  throw new Error(
    `${file}: neither the OPTD layout (^-separated, header starting iata_code) nor the English extract (;-separated, 9 fields)`,
  );
}

function readFullLayout(lines: Line[], file: string, report: ReportBuilder): PorRecord[] {
  const records: PorRecord[] = [];
  forEachCaretRow(lines, file, report, FULL_REQUIRED, (f, row) => {
    const fail = (reason: string): void => report.drop(row, reason);
    const code = f('iata_code');
    if (code === '') {
      fail('no IATA code');
      return;
    }
    if (!IATA_CODE.test(code)) {
      fail('IATA code is not 3 capital letters');
      return;
    }
    const types = f('location_type');
    if (!/^[A-Z]+$/.test(types)) {
      fail('no location type');
      return;
    }
    const country = f('country_code');
    if (country !== '' && !COUNTRY_CODE.test(country)) {
      fail('country code is not 2 capital letters');
      return;
    }
    let position: { latitude: number; longitude: number } | undefined;
    if (f('latitude') !== '' || f('longitude') !== '') {
      position = coordinates(f('latitude'), f('longitude'));
      if (!position) {
        fail('bad coordinates');
        return;
      }
    }
    const dateFrom = f('date_from');
    const dateUntil = f('date_until');
    if ((dateFrom !== '' && !ISO_DATE.test(dateFrom)) || (dateUntil !== '' && !ISO_DATE.test(dateUntil))) {
      fail('date_from or date_until is not YYYY-MM-DD');
      return;
    }
    const geonameId = f('geoname_id');
    const cityName = f('city_name_list').split(',')[0]?.trim();
    records.push({
      row,
      code,
      types,
      geonameId: /^\d+$/.test(geonameId) ? String(Number(geonameId)) : '0',
      names: namesFromAltSection(f('alt_name_section'), undefined, f('name') || f('asciiname')),
      cityCodes: cityCodeList(f('city_code_list')),
      ...(country ? { countryCode: country } : {}),
      ...(cityName ? { cityName } : {}),
      ...(position ?? {}),
      ...(f('timezone') ? { timeZone: f('timezone') } : {}),
      ...(dateFrom ? { dateFrom } : {}),
      ...(dateUntil ? { dateUntil } : {}),
    });
  });
  return records;
}

function readEnglishExtract(lines: Line[], report: ReportBuilder): PorRecord[] {
  const records: PorRecord[] = [];
  for (const line of lines) {
    report.read(line.row);
    const fields = line.text.split(';').map((s) => s.trim());
    if (fields.length !== 9) {
      report.drop(line.row, 'wrong number of fields (expected 9)');
      continue;
    }
    const [code, types, country, url, , name, asciiname, lang, alt] = fields as [string, string, string, string, string, string, string, string, string];
    const fail = (reason: string): void => report.drop(line.row, reason);
    if (!IATA_CODE.test(code)) {
      fail(code === '' ? 'no IATA code' : 'IATA code is not 3 capital letters');
      continue;
    }
    if (!/^[A-Z]+$/.test(types)) {
      fail('no location type');
      continue;
    }
    if (country !== '' && !COUNTRY_CODE.test(country)) {
      fail('country code is not 2 capital letters');
      continue;
    }
    const language = LANGUAGE.test(lang.toLowerCase()) ? lang.toLowerCase() : 'en';
    const geonameId = /geonames\.org\/(\d+)/.exec(url)?.[1];
    records.push({
      row: line.row,
      code,
      types,
      geonameId: geonameId ? String(Number(geonameId)) : '0',
      names: namesFromAltSection(alt, language, name || asciiname),
      cityCodes: [],
      ...(country ? { countryCode: country } : {}),
    });
  }
  return records;
}

function cityCodeList(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => IATA_CODE.test(c));
}

/** optd_por_best_known_so_far.csv: position, cities and start date of the POR in use. */
export function readBestKnown(text: string, file: string, report: ReportBuilder): PorRecord[] {
  const records: PorRecord[] = [];
  forEachCaretRow(linesOf(text, file), file, report, ['pk', 'iata_code', 'latitude', 'longitude'], (f, row) => {
    const pk = /^([A-Z0-9]{3})-([A-Z]+)-(\d+)$/.exec(f('pk'));
    const code = f('iata_code');
    if (!pk || !IATA_CODE.test(code) || pk[1] !== code) {
      report.drop(row, 'pk is not CODE-TYPES-GEONAMEID with the row\'s IATA code');
      return;
    }
    const position = coordinates(f('latitude'), f('longitude'));
    if (!position) {
      report.drop(row, 'bad coordinates');
      return;
    }
    const dateFrom = f('date_from');
    if (dateFrom !== '' && !ISO_DATE.test(dateFrom)) {
      report.drop(row, 'date_from is not YYYY-MM-DD');
      return;
    }
    records.push({
      row,
      code,
      types: pk[2]!,
      geonameId: String(Number(pk[3])),
      names: {},
      cityCodes: cityCodeList(f('city_code')),
      ...position,
      ...(dateFrom ? { dateFrom } : {}),
    });
  });
  return records;
}

/**
 * A `^` file with a header whose rows each give a value for a code (optd_por_tz.csv: zone;
 * optd_por_ref.csv: country). Rows with a bad code or no value are dropped; the rest kept.
 */
function readCodeValues(
  text: string,
  file: string,
  report: ReportBuilder,
  codeColumn: string,
  valueColumn: string,
  valid: (value: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  forEachCaretRow(linesOf(text, file), file, report, [codeColumn, valueColumn], (f, row) => {
    const code = f(codeColumn);
    const value = f(valueColumn);
    if (!IATA_CODE.test(code)) report.drop(row, 'IATA code is not 3 capital letters');
    else if (!valid(value)) report.drop(row, `bad ${valueColumn}`);
    else if (out.has(code)) report.drop(row, 'code given twice');
    else {
      out.set(code, value);
      report.keep(row);
    }
  });
  return out;
}

export function readPorTimeZones(text: string, file: string, report: ReportBuilder): Map<string, string> {
  return readCodeValues(text, file, report, 'iata_code', 'tz', (z) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(z));
}

/** optd_por_ref.csv: IATA's own view of each code, its location types and country. */
export function readPorRef(text: string, file: string, report: ReportBuilder): Map<string, { types: string; countryCode: string }> {
  const out = new Map<string, { types: string; countryCode: string }>();
  forEachCaretRow(linesOf(text, file), file, report, ['iata_code', 'loc_type', 'ctry_code'], (f, row) => {
    const code = f('iata_code');
    const types = f('loc_type');
    const countryCode = f('ctry_code');
    if (!IATA_CODE.test(code)) report.drop(row, 'IATA code is not 3 capital letters');
    else if (!/^[A-Z]+$/.test(types) || !COUNTRY_CODE.test(countryCode)) report.drop(row, 'bad loc_type or ctry_code');
    else if (out.has(code)) report.drop(row, 'code given twice');
    else {
      out.set(code, { types, countryCode });
      report.keep(row);
    }
  });
  return out;
}

/** optd_airline_por.csv: the codes of the POR that have scheduled flights. */
export function readScheduledCodes(text: string, file: string, report: ReportBuilder): Set<string> {
  const out = new Set<string>();
  forEachCaretRow(linesOf(text, file), file, report, ['apt_org', 'apt_dst'], (f, row) => {
    const from = f('apt_org');
    const to = f('apt_dst');
    if (!IATA_CODE.test(from) || !IATA_CODE.test(to)) report.drop(row, 'airport code is not 3 capital letters');
    else {
      out.add(from).add(to);
      report.keep(row);
    }
  });
  return out;
}

/** What a POR's location types make of it here. */
export type PorKind = 'Airport' | 'Heliport' | 'RailwayStation' | 'BusStation' | 'Port' | 'OffLine' | 'Other';

export function porKind(types: string): PorKind | undefined {
  if (types.includes('A')) return 'Airport';
  if (types.includes('H')) return 'Heliport';
  if (types.includes('R')) return 'RailwayStation';
  if (types.includes('B')) return 'BusStation';
  if (types.includes('P')) return 'Port';
  if (types.includes('O')) return 'OffLine';
  // A bare `C` is a city and nothing else.
  return types.replace(/C/g, '') === '' ? undefined : 'Other';
}

export function isCity(types: string): boolean {
  return types.includes('C');
}
