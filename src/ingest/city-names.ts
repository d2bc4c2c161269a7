// A city's names in every language its sources give, and in each of the five languages every
// record answers (docs/api-rules.md, Names and languages): the curated names first, then the
// committed city-names table (GeoNames translations and CLDR's reviewed exemplar cities, joined by
// OpenTravelData's GeoNames ids), then, for a core language no source names the city in, its
// endonym where that is written in Latin letters, else its English name.
import { foldText } from '../domain/text-folding.js';
import { placeFromAirportName } from '../domain/place-names.js';
import { CORE_LANGUAGES } from '../domain/language-codes.js';
import type { CityNames } from './city-name-table.js';

/** What the airport rows say about the city an airport is in, for the city's names. */
export interface CityDraft {
  code: string;
  countryCode: string;
  /** The curated English name (a metropolitan city's, a curated exonym). */
  curatedEnglish?: string;
  /** Curated names by language, which win over the table's. */
  curated?: Readonly<Record<string, string>>;
  /** OurAirports' municipality of the first airport, as written there ("Köln (Cologne)"). */
  municipality?: string;
  /** The first airport's English name, for a city no other source names. */
  airportName: string;
}

const LATIN = /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}]+$/u;

/** The language most of a country speaks, as CLDR's likely subtags say (BR: pt, CH: de). */
export function localLanguage(countryCode: string): { language: string; latin: boolean } {
  try {
    const likely = new Intl.Locale('und', { region: countryCode }).maximize();
    return { language: likely.language, latin: likely.script === 'Latn' };
  } catch {
    return { language: 'en', latin: true };
  }
}

/**
 * The city's English name: a curated one, else CLDR's (in the table's `en`), else the part of
 * OurAirports' municipality that one of the city's sourced names spells (with that name's
 * diacritics: "Sao Paulo" is "São Paulo"), else the name most of the Latin-script languages agree
 * on (Seyhan is the district, Adana the city), else the municipality's first part.
 */
export function englishCityName(draft: CityDraft, row: CityNames | undefined): string {
  if (draft.curatedEnglish) return draft.curatedEnglish;
  if (row?.names.en) return row.names.en;
  const sourced = new Map<string, string>();
  if (row) {
    const local = localLanguage(draft.countryCode).language;
    // The local language's spelling first: a folded "Malmo" is "Malmö" as Swedish writes it.
    for (const name of [row.names[local], ...Object.values(row.names)]) {
      if (name && LATIN.test(name) && !sourced.has(foldText(name))) sourced.set(foldText(name), name);
    }
  }
  const parts = municipalityParts(draft.municipality);
  for (const part of parts) {
    const spelled = sourced.get(foldText(part));
    if (spelled) return spelled;
  }
  return latinConsensus(row) ?? parts[0] ?? placeFromAirportName(draft.airportName);
}

/** "Köln (Cologne)", "Toulouse/Blagnac", "Padang - Katapiang": the names a municipality holds, first first. */
function municipalityParts(municipality: string | undefined): string[] {
  if (!municipality) return [];
  const whole = municipality.trim();
  const parts = whole.split(/\s*[()/,]\s*|\s+[–-]\s+/).map((p) => p.trim()).filter((p) => /\p{L}/u.test(p));
  return parts.length > 1 ? parts : [whole];
}

/** The name at least three Latin-script languages of the table give the city, when one leads. */
function latinConsensus(row: CityNames | undefined): string | undefined {
  if (!row) return undefined;
  const counts = new Map<string, number>();
  for (const name of Object.values(row.names)) if (LATIN.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const [best, second] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 3 && (!second || best[1] > second[1]) ? best[0] : undefined;
}

/**
 * Every name of the city: English, the table's languages, the curated ones over them, and each core
 * language no source gives filled with the city's endonym where it is in Latin letters, else the
 * English name (a place no source translates keeps its own name; it is never translated here).
 * `filled` lists the languages the rule filled; `en` is the English name where the caller has it.
 */
export function cityNames(draft: CityDraft, row: CityNames | undefined, en = englishCityName(draft, row)): { names: Record<string, string>; filled: Set<string> } {
  const names: Record<string, string> = { ...row?.names, ...draft.curated, en };
  const local = localLanguage(draft.countryCode);
  const endonym = local.latin ? names[local.language] : undefined;
  const filled = new Set<string>();
  for (const language of CORE_LANGUAGES) {
    if (names[language] !== undefined) continue;
    names[language] = endonym ?? en;
    filled.add(language);
  }
  return { names, filled };
}
