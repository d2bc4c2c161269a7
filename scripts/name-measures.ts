// How true the default dataset's names are (issue 46), from the records and what named them:
// - citySourced[lang]: of the cities of the 500 busiest airports (seats a month, both ends), the
//   share with a name in `lang` from a source (the city table, a curated name), not from the rule
//   that fills a core language with the endonym or the English name (≥ 0.9 for de fr es it ja zh ru);
// - airportSourced[lang]: of the 300 busiest airports, the share with a curated name in `lang` (≥ 0.95
//   for de fr es it);
// - missingCore: records of airports, cities and countries without a name in one of the five core
//   languages (0);
// - englishPhrases: airport names under de, es, fr or it with "Airport" or "International" in them,
//   less the airports whose proper name has it ("EuroAirport") (0);
// - unknownNames: names that say "unknown" (0).
import type { DatasetContent } from '../src/dataset/dataset-content.js';
import { CORE_LANGUAGES } from '../src/domain/language-codes.js';
import type { AirlineRouteRecord } from '../src/ingest/sources/optd-airline-routes.js';

export interface NameFigures {
  citySourced: Record<string, number>;
  airportSourced: Record<string, number>;
  missingCore: string[];
  englishPhrases: string[];
  unknownNames: string[];
}

/** Where a record's names came from: the languages a rule filled, by code. */
export interface NameProvenance {
  cityFilled: ReadonlyMap<string, ReadonlySet<string>>;
  curatedAirports: ReadonlySet<string>;
}

export const CITY_LANGUAGES = ['de', 'fr', 'es', 'it', 'ja', 'zh', 'ru'] as const;
export const AIRPORT_LANGUAGES = ['de', 'fr', 'es', 'it'] as const;

/** The route table's `count` busiest airports by seats a month, departing and arriving, busiest first. */
export function busiestBySeats(table: readonly AirlineRouteRecord[], count: number): string[] {
  const seats = new Map<string, number>();
  for (const r of table) for (const code of [r.origin, r.destination]) seats.set(code, (seats.get(code) ?? 0) + r.monthlySeats);
  return [...seats].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, count).map(([code]) => code);
}

// Airports whose proper name holds the English words the rule looks for: EuroAirport
// Basel-Mulhouse-Freiburg, Belfast International Airport (the company's name, which German uses).
const PROPER_NAMES_WITH_AIRPORT: ReadonlySet<string> = new Set(['BSL', 'BFS']);

export function measureNames(content: Pick<DatasetContent, 'locations' | 'cities' | 'countries'>, provenance: NameProvenance, table: readonly AirlineRouteRecord[]): NameFigures {
  const locations = new Map(content.locations.map((l) => [l.code, l]));
  const cities = new Map(content.cities.map((c) => [c.code, c]));
  const busiestCities = [...new Set(busiestBySeats(table, 500).flatMap((code) => locations.get(code)?.cityCode ?? []))].filter((code) => cities.has(code));
  const busiestAirports = busiestBySeats(table, 300).filter((code) => locations.has(code));
  const share = (codes: readonly string[], has: (code: string) => boolean) => codes.filter(has).length / Math.max(1, codes.length);
  const citySourced = Object.fromEntries(
    CITY_LANGUAGES.map((lang) => [lang, share(busiestCities, (code) => cities.get(code)!.names[lang] !== undefined && !provenance.cityFilled.get(code)?.has(lang))]),
  );
  const airportSourced = Object.fromEntries(AIRPORT_LANGUAGES.map((lang) => [lang, share(busiestAirports, (code) => provenance.curatedAirports.has(code))]));
  const records = [
    ...content.locations.map((l) => [`airport ${l.code}`, l.names] as const),
    ...content.cities.map((c) => [`city ${c.code}`, c.names] as const),
    ...content.countries.map((c) => [`country ${c.code}`, c.names] as const),
  ];
  const missingCore = records.flatMap(([what, names]) => CORE_LANGUAGES.filter((lang) => !names[lang]?.trim()).map((lang) => `${what} ${lang}`));
  const englishPhrases = content.locations.flatMap((l) =>
    PROPER_NAMES_WITH_AIRPORT.has(l.code) ? [] : AIRPORT_LANGUAGES.filter((lang) => /\b(Airport|International)\b/.test(l.names[lang] ?? '')).map((lang) => `${l.code} ${lang}: ${l.names[lang]}`),
  );
  const unknownNames = records.flatMap(([what, names]) => Object.entries(names).filter(([, text]) => /\bunknown\b/i.test(text)).map(([lang, text]) => `${what} ${lang}: ${text}`));
  return { citySourced, airportSourced, missingCore, englishPhrases, unknownNames };
}

/** The figures that miss the floors, as messages (none when all hold). */
export function belowNameFloors(f: NameFigures): string[] {
  return [
    ...Object.entries(f.citySourced).filter(([, x]) => x < 0.9).map(([lang, x]) => `cities sourced in ${lang} ${x.toFixed(3)} < 0.9`),
    ...Object.entries(f.airportSourced).filter(([, x]) => x < 0.95).map(([lang, x]) => `airports curated in ${lang} ${x.toFixed(3)} < 0.95`),
    ...(f.missingCore.length ? [`${f.missingCore.length} names missing in a core language: ${f.missingCore.slice(0, 5).join(', ')}`] : []),
    ...(f.englishPhrases.length ? [`${f.englishPhrases.length} English phrases: ${f.englishPhrases.slice(0, 5).join('; ')}`] : []),
    ...(f.unknownNames.length ? [`${f.unknownNames.length} unknown names: ${f.unknownNames.slice(0, 5).join('; ')}`] : []),
  ];
}
