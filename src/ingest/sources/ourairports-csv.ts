// OurAirports CSV files: airports.csv (id,ident,type,name,latitude_deg,longitude_deg,elevation_ft,
// continent,iso_country,iso_region,municipality,scheduled_service,gps_code,iata_code,local_code,
// home_link,wikipedia_link,keywords) and countries.csv (id,code,name,continent,wikipedia_link,keywords).
//
// The files follow RFC 4180 (quoted fields may hold commas, doubled quotes and line breaks), read
// with csv-parse; a record it cannot read is reported by line, never thrown.
import { parse } from 'csv-parse/sync';
import type { ReportBuilder, RowRef } from './import-report.js';
import { coordinates, IATA_CODE } from './optd-por.js';

export interface CsvRecord {
  /** The line the record starts on (a quoted line break makes a record span lines). */
  line: number;
  fields: string[];
  error?: string;
}

const CSV_ERRORS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed',
};

/** RFC 4180 records; blank lines are skipped; a malformed record carries an error, never throws. */
export function parseCsv(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  const rows = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n'],
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: { code?: string; message: string; lines?: number } | undefined) => {
      const line = error?.lines ?? 0;
      // One broken quote can make the parser skip twice on one line; one report is enough.
      if (error && !out.some((r) => r.line === line && r.error)) out.push({ line, fields: [], error: CSV_ERRORS[error.code ?? ''] ?? error.message });
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  for (const { record, info } of rows) {
    // info.lines is where the record ends; a quoted line break makes it span lines.
    const breaks = record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
    out.push({ line: info.lines - breaks, fields: record });
  }
  return out.sort((x, y) => x.line - y.line);
}

/** The records after the header, each registered as read, with a field getter by column name. */
function table(
  text: string,
  file: string,
  report: ReportBuilder,
  required: readonly string[],
): { row: RowRef; get: (name: string) => string }[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error(`${file} is empty`);
  const columns = new Map(header.fields.map((name, i) => [name.trim(), i] as const));
  const absent = required.filter((c) => !columns.has(c));
  if (absent.length > 0) throw new Error(`${file}: the header lacks the column${absent.length > 1 ? 's' : ''} ${absent.join(', ')}`);
  const out: { row: RowRef; get: (name: string) => string }[] = [];
  for (const r of records) {
    const row = { file, line: r.line };
    report.read(row);
    if (r.error) report.drop(row, r.error);
    else if (r.fields.length !== header.fields.length) report.drop(row, `wrong number of fields (expected ${header.fields.length})`);
    else out.push({ row, get: (name) => (r.fields[columns.get(name) ?? -1] ?? '').trim() });
  }
  return out;
}

export interface OurAirport {
  row: RowRef;
  code: string;
  /** large_airport, medium_airport, small_airport, heliport, seaplane_base, balloonport, closed. */
  type: string;
  name: string;
  latitude: number;
  longitude: number;
  countryCode: string;
  municipality: string;
  scheduled: boolean;
}

/** Rows with an IATA code and sound fields; the caller keeps or drops each. */
export function readOurAirports(text: string, file: string, report: ReportBuilder): OurAirport[] {
  const out: OurAirport[] = [];
  const required = ['type', 'name', 'latitude_deg', 'longitude_deg', 'iso_country', 'municipality', 'scheduled_service', 'iata_code'];
  for (const { row, get } of table(text, file, report, required)) {
    const code = get('iata_code');
    if (code === '') {
      report.drop(row, 'no IATA code');
      continue;
    }
    if (!IATA_CODE.test(code)) {
      report.drop(row, 'IATA code is not 3 capital letters');
      continue;
    }
    const position = coordinates(get('latitude_deg'), get('longitude_deg'));
    if (!position) {
      report.drop(row, 'bad coordinates');
      continue;
    }
    const countryCode = get('iso_country');
    if (!/^[A-Z]{2}$/.test(countryCode)) {
      report.drop(row, 'country code is not 2 capital letters');
      continue;
    }
    const name = get('name');
    if (name === '') {
      report.drop(row, 'no name');
      continue;
    }
    out.push({
      row,
      code,
      type: get('type'),
      name,
      ...position,
      countryCode,
      municipality: get('municipality'),
      scheduled: get('scheduled_service').toLowerCase() === 'yes',
    });
  }
  return out;
}

export function readOurAirportsCountries(text: string, file: string, report: ReportBuilder): { code: string; name: string }[] {
  const out = new Map<string, { code: string; name: string }>();
  for (const { row, get } of table(text, file, report, ['code', 'name'])) {
    const code = get('code');
    const name = get('name');
    if (!/^[A-Z]{2}$/.test(code)) report.drop(row, 'country code is not 2 capital letters');
    else if (name === '') report.drop(row, 'no name');
    else if (out.has(code)) report.drop(row, 'country code given twice');
    else {
      out.set(code, { code, name });
      report.keep(row);
    }
  }
  return [...out.values()];
}
