// An airport's names (docs/api-rules.md, Names and languages): the curated names of the busiest
// airports, in the five core languages and their own; for the others, the English name with its
// source's diacritics, and under de, es, fr and it the airport's proper name — the English name less
// the English words for the kind of facility, which no language translates ("Straubing Wallmühle").
import { CORE_LANGUAGES } from '../domain/language-codes.js';
import { airportProperName } from '../domain/place-names.js';
import type { AirportNameSet } from './curated/airport-names/airport-name-set.js';

/**
 * `english` is the airport's English name as its sources spell it; `cityName` stands in where the
 * English name is nothing but descriptors ("SPB").
 */
export function airportNames(english: string, curated: AirportNameSet | undefined, cityName: string): Record<string, string> {
  if (curated) return { ...curated };
  const proper = airportProperName(english) ?? cityName;
  const names: Record<string, string> = { en: english };
  for (const language of CORE_LANGUAGES) names[language] ??= proper;
  return names;
}
