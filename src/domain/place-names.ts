import { foldText } from './text-folding.js';

// Words that name the facility rather than the place, stripped to find the place an airport is
// named after when no source names its city ("Anaa Airport" serves Anaa).
const FACILITY_WORDS = new Set(
  [
    'airport', 'airfield', 'aerodrome', 'airstrip', 'airpark', 'air', 'base', 'field', 'heliport',
    'international', 'intl', 'regional', 'municipal', 'domestic', 'national', 'county', 'station',
    'sea', 'seaplane', 'plane', 'strip', 'landing', 'afb', 'raf', 'ab',
  ],
);

export function placeFromAirportName(name: string): string {
  const words = name.replace(/\(.*?\)/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && FACILITY_WORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  const place = words.join(' ').replace(/[\s/,-]+$/, '');
  return place || name;
}

// English words that say what kind of facility an airport is, not which one: an airport's proper
// name is what remains ("Memmingen Allgäu Airport" is "Memmingen Allgäu"). Narrower than
// FACILITY_WORDS, which finds the place: "Love Field" and "Ellington Field" keep their "Field".
const DESCRIPTORS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:international|intl\.?|regional|municipal|domestic|airports?|airfield|aerodrome|airstrip|airpark|heliport|jetport|sea ?plane base|spb|air force base|space force base|air base|railway station|rail station|train station|bus station)(?![\p{L}\p{N}])`,
  'giu',
);

/**
 * An airport's (or station's) proper name: its English name less the English words that describe
 * the kind of facility, wherever they stand ("Kraków John Paul II International Airport" →
 * "Kraków John Paul II"). A proper name is not translated, so it is the name in any language that
 * has none of its own (docs/api-rules.md, Names and languages). Undefined when nothing is left.
 */
export function airportProperName(englishName: string): string | undefined {
  const name = englishName
    .replace(DESCRIPTORS, ' ')
    // A joiner that lost its word on one side joins what is left: "Bari Airport-Karol" → "Bari-Karol".
    .replace(/\s+([–/-])(?=\S)/g, '$1')
    .replace(/(?<=\S)([–/-])\s+/g, '$1')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,/–—-]+|[\s,/–—-]+$/g, '')
    .replace(/\s+,/g, ',');
  return /\p{L}/u.test(name) ? name : undefined;
}

// A macron alone is a romanisation's mark (Islāmābād, Ōmura, Keāhole), which English names leave
// out; every other diacritic is the name's own spelling.
const withoutMacrons = (text: string) => text.normalize('NFD').replace(/\u0304/g, '').normalize('NFC');
const letters = (text: string) => text.normalize('NFD').replace(/[^\p{L}\p{M}]/gu, '');
const hasDiacritics = (text: string) => /[^\x00-\x7f]/.test(letters(withoutMacrons(text)));

/**
 * The name spelled as its sources spell it, or undefined where they add nothing: one of `sameNames`
 * (other spellings of the same name) that differs from it only in diacritics and punctuation
 * replaces it whole ("Straubing Wallmuhle Airport" → "Straubing Wallmühle Airport"); otherwise each
 * plain-ASCII word that one of them or of `wordSources` writes with diacritics is written so
 * ("Apartado Airport" and the town "Apartadó").
 */
export function respelled(name: string, sameNames: readonly string[], wordSources: readonly string[]): { name: string; how: 'whole' | 'words' } | undefined {
  const folded = foldText(name);
  for (const candidate of sameNames.map(withoutMacrons)) {
    if (foldText(candidate) === folded && hasDiacritics(candidate) && letters(candidate) !== letters(name)) return { name: candidate, how: 'whole' };
  }
  const words = new Map<string, string>();
  for (const source of [...sameNames, ...wordSources].map(withoutMacrons)) {
    for (const word of source.split(/[\s/(),–—-]+/)) if (word && hasDiacritics(word)) words.set(foldText(word), word);
  }
  const spelled = name.replace(/[^\s/(),–—-]+/g, (word) => (/^[\x00-\x7f]*$/.test(word) && words.get(foldText(word))) || word);
  return spelled !== name ? { name: spelled, how: 'words' } : undefined;
}
