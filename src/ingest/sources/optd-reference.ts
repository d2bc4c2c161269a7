// OpenTravelData reference tables other than points of reference, all `^`-separated with a header:
// optd_countries.csv (iso_2char_code^…^name^…), optd_aircraft.csv
// (iata_code^manufacturer^model^…^icao_code^…) and optd_airlines.csv
// (pk^env_id^validity_from^validity_to^3char_code^2char_code^num_code^name^…^flt_freq^alt_names^…).
import type { ReportBuilder } from './import-report.js';
import { forEachCaretRow, linesOf, namesFromAltSection } from './optd-por.js';

export interface FeedCountry {
  code: string;
  name: string;
}

export interface FeedAircraft {
  code: string;
  /** ICAO type designator; empty when the file gives none. */
  icaoCode: string;
  name: string;
  row: { file: string; line: number };
}

export interface FeedAirline {
  /** IATA 2-character designator. */
  code: string;
  /** ICAO 3-letter designator, when the row gives a well-formed one. */
  icaoCode?: string;
  /** By language: the alt_names, with the name column as the English one where they have none preferred. */
  names: Record<string, string>;
}

export function readOptdCountries(text: string, file: string, report: ReportBuilder): FeedCountry[] {
  const out = new Map<string, FeedCountry>();
  forEachCaretRow(linesOf(text, file), file, report, ['iso_2char_code', 'name'], (f, row) => {
    const code = f('iso_2char_code');
    const name = f('name');
    if (!/^[A-Z]{2}$/.test(code)) return report.drop(row, 'country code is not 2 capital letters');
    if (name === '') return report.drop(row, 'no name');
    if (out.has(code)) return report.drop(row, 'country code given twice');
    out.set(code, { code, name });
    report.keep(row);
  });
  return [...out.values()];
}

/** Aircraft rows; the caller keeps or drops them (an ICAO code may come from elsewhere). */
export function readOptdAircraft(text: string, file: string, report: ReportBuilder): FeedAircraft[] {
  const out = new Map<string, FeedAircraft>();
  forEachCaretRow(linesOf(text, file), file, report, ['iata_code', 'manufacturer', 'model', 'icao_code'], (f, row) => {
    const code = f('iata_code');
    if (!/^[A-Z0-9]{3}$/.test(code)) return report.drop(row, 'IATA aircraft code is not 3 letters or digits');
    if (out.has(code)) return report.drop(row, 'aircraft code given twice');
    const manufacturer = f('manufacturer');
    const model = f('model');
    if (model === '' && manufacturer === '') return report.drop(row, 'no manufacturer or model');
    // Some models repeat the maker ("BAe" + "BAE Systems 146-200"); the name says it once.
    const name = model.toLowerCase().startsWith(manufacturer.toLowerCase()) ? model : `${manufacturer} ${model}`.trim();
    out.set(code, { code, icaoCode: f('icao_code'), name, row });
  });
  return [...out.values()];
}

/**
 * Airlines valid on `today` with an IATA designator. Where several valid airlines share a
 * designator (IATA reissues codes to carriers in different regions), the one with the most
 * flights (flt_freq) is kept.
 */
export function readOptdAirlines(text: string, file: string, report: ReportBuilder, today: string): FeedAirline[] {
  const byCode = new Map<string, { airline: FeedAirline; flights: number; row: { file: string; line: number } }>();
  forEachCaretRow(linesOf(text, file), file, report, ['2char_code', 'name'], (f, row) => {
    const code = f('2char_code');
    const name = f('name');
    const until = f('validity_to');
    const from = f('validity_from');
    if (f('env_id') !== '' || (until !== '' && until < today)) return report.drop(row, 'no longer valid');
    if (from !== '' && from > today) return report.drop(row, 'not yet valid');
    if (code === '') return report.drop(row, 'no IATA code');
    if (!/^[A-Z0-9]{2}$/.test(code)) return report.drop(row, 'IATA code is not 2 letters or digits');
    if (name === '') return report.drop(row, 'no name');
    const flights = Number(f('flt_freq')) || 0;
    const held = byCode.get(code);
    if (held && held.flights >= flights) return report.drop(row, 'IATA code held by a valid airline with more flights');
    if (held) report.drop(held.row, 'IATA code held by a valid airline with more flights');
    const icao = f('3char_code');
    const names = namesFromAltSection(f('alt_names'), undefined, name);
    byCode.set(code, { airline: { code, ...(/^[A-Z]{3}$/.test(icao) ? { icaoCode: icao } : {}), names }, flights, row });
  });
  const out: FeedAirline[] = [];
  for (const { airline, row } of byCode.values()) {
    report.keep(row);
    out.push(airline);
  }
  return out.sort((a, b) => (a.code < b.code ? -1 : 1));
}
