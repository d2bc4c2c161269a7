// How the city-name table is made from its sources (decision 78), without I/O: which IATA city
// codes it holds, the GeoNames place OpenTravelData joins each to, that place's names cleaned of
// the catalogues' quirks, CLDR's reviewed names over them where a time zone is named after the
// city, and every choice counted for the table's header and the decision.
import { greatCircleKm } from '../src/domain/geo.js';
import { foldText } from '../src/domain/text-folding.js';
import { CITY_NAME_LANGUAGES, type AirportPlaceRow, type CityNameLanguage, type CityNameRow } from '../src/ingest/city-name-table.js';
import type { OptdPor } from './city-name-sources.js';

export interface CityAirport {
  code: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  municipality?: string;
}

export interface CityNameInputs {
  /** The airport listings' rows (readNpmAirports): the codes the dataset can have. */
  airports: readonly CityAirport[];
  /** Curated city codes: metropolitan cities and the cities of stations, with their English names and airports or zones. */
  curatedCities: readonly { code: string; name?: string; airports: readonly string[]; timeZone?: string }[];
  por: readonly OptdPor[];
  /** GeoNames id → name as the catalogue writes it, by language. */
  geonames: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** CLDR zone id → the locale's own exemplar city (undefined where it inherits), by language, and `und` for the root. */
  cldr: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
  /** A zone id as CLDR keys it (Asia/Kolkata → Asia/Calcutta). */
  cldrZone: (zone: string) => string;
  /** Traditional Chinese characters made Simplified. */
  toSimplified: (text: string) => string;
}

export interface Example {
  code: string;
  lang: string;
  from: string;
  to: string;
}

export interface CityNameFigures {
  neededCodes: number;
  /** Codes OpenTravelData has a city row for, so a GeoNames id. */
  withGeonamesId: number;
  /** Codes with several city rows, and of them those where the row taken is not the file's first, and not the nearest to the code's airports. */
  severalCityRows: number;
  severalCityRowsNotFirst: number;
  severalCityRowsNotNearest: number;
  /** Rows written: codes with at least one name. */
  rows: number;
  withCldrZone: number;
  namesByLanguage: Record<string, number>;
  /** Per language: GeoNames entries used, empty or equal to their id, in another script, ja administrative suffixes cut, zh made Simplified. */
  quirks: {
    emptyOrId: Record<string, number>;
    wrongScript: Record<string, number>;
    jaSuffixCut: number;
    jaSuffixKept: number;
    zhSimplified: number;
    /** Qualifiers in brackets cut, from either source. */
    qualifierCut: number;
    /** ko and zh: a city's title cut (다롄 시, 부산광역시, 釜山广域市). */
    cityTitleCut: Record<string, number>;
  };
  /** Per language: names CLDR gave where GeoNames had another (CLDR kept), and where GeoNames had none. */
  cldrOverGeonames: Record<string, number>;
  /** Per language: names taken from the other Latin-script catalogues, which all write the place the same. */
  sharedLatinName: Record<string, number>;
  cldrAdded: Record<string, number>;
  examples: { cldrConflicts: Example[]; jaSuffix: Example[]; zhSimplified: Example[]; cityTitle: Example[]; wrongScript: Example[] };
  /** Listed airports whose code OpenTravelData gives to a place more than SAME_PLACE_KM away (no city taken from it). */
  airportsElsewhereInOptd: number;
  airportCities: number;
  airportCitiesOver50Km: number;
}

export interface CityNameTables {
  rows: CityNameRow[];
  airportCities: AirportPlaceRow[];
  figures: CityNameFigures;
  /** The names the shared Latin-script rule gave (CLDR may have replaced some since). */
  sharedLatin: { code: string; lang: string }[];
}

// The script each language's names are written in; a name in another one (ja "Amusuterudamu",
// ko "Amsŭt'erŭdam": romanisations the catalogues hold) is no name in that language.
const SCRIPT: Record<CityNameLanguage, RegExp> = {
  de: /\p{Script=Latin}/u, en: /\p{Script=Latin}/u, es: /\p{Script=Latin}/u, fr: /\p{Script=Latin}/u, it: /\p{Script=Latin}/u,
  pt: /\p{Script=Latin}/u, nl: /\p{Script=Latin}/u, pl: /\p{Script=Latin}/u, tr: /\p{Script=Latin}/u, sv: /\p{Script=Latin}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
};

const LATIN_LANGUAGES: ReadonlySet<string> = new Set(['de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'tr', 'sv']);
const GEONAMES_LATIN = ['de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'tr', 'sv'] as const;

/**
 * The Japanese name without the administrative suffix GeoNames gives some cities (東京都, 北京市,
 * 大阪府, 千葉県, 蔚山広域市): one trailing 都/府/県/市 (or a Korean city's whole title) is cut when at least two characters remain, so 京都,
 * 成都 and 甲府 stay whole; a name in 日市 (四日市, 廿日市: market towns named after their day) keeps
 * its 市 unless it is doubled (四日市市).
 */
export function withoutJapaneseSuffix(name: string): string {
  // A Korean metropolitan or special city (蔚山広域市, ソウル特別市) loses the whole title.
  const title = /(広域市|特別市|特別自治市)$/.exec(name);
  if (title && [...name.slice(0, title.index)].length >= 2) return name.slice(0, title.index);
  const chars = [...name];
  const last = chars.at(-1);
  if (last === undefined || !'都府県市'.includes(last) || chars.length < 3) return name;
  if (last === '市' && chars.at(-2) === '日') return name;
  return chars.slice(0, -1).join('');
}

/**
 * The Korean name without the word for city GeoNames writes after some (다롄 시, 뉴욕 시) and
 * without the title of a Korean metropolitan or special city (부산광역시, and in Chinese 釜山广域市),
 * when at least two characters remain.
 */
export function withoutCityTitle(name: string): string {
  const title = /(\s시|광역시|특별시|특별자치시|广域市|特别市)$/u.exec(name);
  return title && [...name.slice(0, title.index).trim()].length >= 2 ? name.slice(0, title.index).trim() : name;
}

/** How far OpenTravelData's row of a code may lie from the listed airport and still be that airport. */
export const SAME_PLACE_KM = 100;

// Characters that only format text (soft hyphens in CLDR's Reyk\u00adja\u00advík, direction marks after
// Arabic names), which a search key or a display has no use for.
const FORMATTING = /\p{Cf}/gu;

const clean = (name: string) => name.replace(FORMATTING, '').replace(/\s+/g, ' ').trim().normalize('NFC');

/** A name without the qualifier that tells it from a namesake (Naples (Florida), Tripoli (Libye)): the city is known. */
export function withoutQualifier(name: string): string {
  const bare = name.replace(/\s*\([^()]*\)$/u, '');
  return bare === '' ? name : bare;
}

const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

export function deriveCityNames(inputs: CityNameInputs): CityNameTables {
  const { airports, curatedCities, por } = inputs;
  const languages = CITY_NAME_LANGUAGES;
  const count = () => Object.fromEntries(languages.map((l) => [l, 0])) as Record<string, number>;
  const figures: CityNameFigures = {
    neededCodes: 0, withGeonamesId: 0, severalCityRows: 0, severalCityRowsNotFirst: 0, severalCityRowsNotNearest: 0, rows: 0, withCldrZone: 0,
    namesByLanguage: count(),
    quirks: { emptyOrId: count(), wrongScript: count(), jaSuffixCut: 0, jaSuffixKept: 0, zhSimplified: 0, qualifierCut: 0, cityTitleCut: count() },
    cldrOverGeonames: count(), cldrAdded: count(), sharedLatinName: count(),
    examples: { cldrConflicts: [], jaSuffix: [], zhSimplified: [], cityTitle: [], wrongScript: [] },
    airportsElsewhereInOptd: 0, airportCities: 0, airportCitiesOver50Km: 0,
  };

  const cityRows = new Map<string, OptdPor[]>();
  const placeRows = new Map<string, OptdPor[]>();
  for (const p of por) {
    const into = p.type.includes('C') ? cityRows : placeRows;
    into.set(p.code, [...(into.get(p.code) ?? []), p]);
    // A combined city and airport row (CA) is the airport's row too.
    if (p.type.length > 1 && p.type.includes('C')) placeRows.set(p.code, [...(placeRows.get(p.code) ?? []), p]);
  }
  const nearest = (rows: readonly OptdPor[], points: readonly { latitude: number; longitude: number }[]): OptdPor => {
    if (points.length === 0) return rows[0]!;
    const far = (r: OptdPor) => Math.min(...points.map((p) => greatCircleKm(p.latitude, p.longitude, r.latitude, r.longitude)));
    return rows.reduce((best, r) => (far(r) < far(best) ? r : best));
  };

  // Each airport's city: OpenTravelData's main city code of the airport's own row (the one nearest
  // the listed position, where a code has had several airports).
  const airportByCode = new Map(airports.map((a) => [a.code, a]));
  const airportsOfCity = new Map<string, CityAirport[]>();
  const addAirportOf = (city: string, a: CityAirport) => {
    const list = airportsOfCity.get(city) ?? [];
    if (!list.includes(a)) airportsOfCity.set(city, [...list, a]);
  };
  const mainCity = new Map<string, string>();
  for (const a of airports) {
    addAirportOf(a.code, a);
    const rows = placeRows.get(a.code);
    const row = rows ? nearest(rows, [a]) : undefined;
    // A row far from the listed airport is another place under the code (a port, a code given
    // again: MCR is a Guatemalan airport here and a Singapore port there), whose city is not ours.
    if (row && greatCircleKm(a.latitude, a.longitude, row.latitude, row.longitude) > SAME_PLACE_KM) {
      figures.airportsElsewhereInOptd++;
      continue;
    }
    const city = row?.cityCodes[0];
    if (city !== undefined) {
      mainCity.set(a.code, city);
      addAirportOf(city, a);
    }
  }
  const englishOfCity = new Map<string, Set<string>>();
  const zonesOfCity = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string | undefined) => {
    if (value === undefined || value === '') return;
    map.set(key, (map.get(key) ?? new Set()).add(value));
  };
  for (const c of curatedCities) {
    add(englishOfCity, c.code, c.name);
    add(zonesOfCity, c.code, c.timeZone);
    for (const code of c.airports) {
      const a = airportByCode.get(code);
      if (a) addAirportOf(c.code, a);
    }
  }
  for (const [city, list] of airportsOfCity) {
    for (const a of list) {
      add(englishOfCity, city, a.municipality);
      add(zonesOfCity, city, a.timeZone);
    }
  }

  const needed = new Set([...airports.map((a) => a.code), ...mainCity.values(), ...curatedCities.map((c) => c.code)]);
  figures.neededCodes = needed.size;

  const cldrEnglish = inputs.cldr.get('en')!;
  // Every zone some locale names (a locale lists only the zones it has names for).
  const cldrZones = new Set([...inputs.cldr.values()].flatMap((zones) => [...zones.keys()]));
  const root = inputs.cldr.get('und')!;
  // CLDR's name of a zone's city in a language: the locale's own, else (Latin-script locales only,
  // which inherit it) the root's, which is the zone id's city part where the root gives none.
  const cldrName = (zone: string, lang: string): string | undefined => {
    const own = inputs.cldr.get(lang)?.get(zone);
    if (own !== undefined) return own;
    if (!LATIN_LANGUAGES.has(lang)) return undefined;
    return root.get(zone) ?? zone.split('/').pop()!.replace(/_/g, ' ');
  };

  const rows: CityNameRow[] = [];
  const sharedLatin: { code: string; lang: string }[] = [];
  for (const code of [...needed].sort()) {
    const candidates = cityRows.get(code);
    let geonamesId: string | undefined;
    if (candidates) {
      const points = airportsOfCity.get(code) ?? [];
      // Of several places a code serves (Bodrum and Milas for BJV, Valletta and three villages for
      // MLA), the one the catalogues name in the most languages is the one the code is known by;
      // among equally known ones, the nearest to the code's airports.
      const known = (r: OptdPor) => languages.filter((l) => inputs.geonames.get(l)?.has(String(r.geonamesId))).length;
      const most = Math.max(...candidates.map(known));
      const chosen = nearest(candidates.filter((r) => known(r) === most), points);
      if (candidates.length > 1) {
        figures.severalCityRows++;
        if (chosen !== candidates[0]) figures.severalCityRowsNotFirst++;
        if (chosen !== nearest(candidates, points)) figures.severalCityRowsNotNearest++;
      }
      geonamesId = String(chosen.geonamesId);
      figures.withGeonamesId++;
    }

    const names: Record<string, string> = {};
    if (geonamesId !== undefined) {
      for (const lang of languages) {
        const raw = inputs.geonames.get(lang)?.get(geonamesId);
        if (raw === undefined) continue;
        let name = clean(raw);
        if (withoutQualifier(name) !== name) {
          figures.quirks.qualifierCut++;
          name = withoutQualifier(name);
        }
        if (name === '' || name === geonamesId) {
          figures.quirks.emptyOrId[lang]!++;
          continue;
        }
        if (!SCRIPT[lang].test(name)) {
          figures.quirks.wrongScript[lang]!++;
          if (figures.examples.wrongScript.length < 10) figures.examples.wrongScript.push({ code, lang, from: name, to: '' });
          continue;
        }
        if (lang === 'ja') {
          const cut = withoutJapaneseSuffix(name);
          if (cut !== name) {
            figures.quirks.jaSuffixCut++;
            if (figures.examples.jaSuffix.length < 10) figures.examples.jaSuffix.push({ code, lang, from: name, to: cut });
            name = cut;
          } else if ('都府県市'.includes([...name].at(-1)!)) figures.quirks.jaSuffixKept++;
        }
        if (lang === 'zh') {
          const simplified = inputs.toSimplified(name).normalize('NFC');
          if (simplified !== name) {
            figures.quirks.zhSimplified++;
            if (figures.examples.zhSimplified.length < 10) figures.examples.zhSimplified.push({ code, lang, from: name, to: simplified });
            name = simplified;
          }
        }
        if (lang === 'ko' || lang === 'zh') {
          const cut = withoutCityTitle(name);
          if (cut !== name) {
            figures.quirks.cityTitleCut[lang]!++;
            if (figures.examples.cityTitle.length < 10) figures.examples.cityTitle.push({ code, lang, from: name, to: cut });
            name = cut;
          }
        }
        names[lang] = name;
      }
    }

    // The catalogues leave out many names a language shares with the others (es has no "Miami",
    // de no "Houston"): where at least three Latin-script catalogues name the place and all write
    // it the same, a Latin-script language left without a name (after CLDR's) takes that one, as
    // CLDR's locales inherit the root's (decision 78). A language whose name differs (an exonym) stops it.
    const latin = GEONAMES_LATIN.map((l) => names[l]).filter((n): n is string => n !== undefined);
    const shared = latin.length >= 3 && latin.every((n) => n === latin[0]) ? latin[0] : undefined;

    // CLDR's names, where one of the city's zones is named after it. Its English exemplar is one of
    // the names our airports give the city, and its name is the city's GeoNames name in some other
    // language (or GeoNames has none to compare); or, without English, its names are the city's in
    // at least as many languages as they are not. (Entebbe's airport names Kampala its town, and no
    // catalogue calls Entebbe Kampala; Asia/Kamchatka is Petropavlovsk-Kamchatsky in Russian only,
    // the peninsula elsewhere. Kyiv and Santiago differ in spelling from GeoNames in many languages
    // and agree in some.)
    const english = new Set([...(englishOfCity.get(code) ?? [])].map(foldText));
    const namedAfter = (z: string): boolean => {
      let same = 0;
      let other = 0;
      for (const l of languages) {
        const cldr = l === 'en' ? undefined : cldrName(z, l);
        if (cldr === undefined || names[l] === undefined) continue;
        if (foldText(cldr) === foldText(names[l]!)) same++;
        else other++;
      }
      if (english.has(foldText(cldrEnglish.get(z) ?? cldrName(z, 'en')!))) return same > 0 || other === 0;
      return same > 0 && same >= other;
    };
    const zone = [...(zonesOfCity.get(code) ?? [])]
      .map(inputs.cldrZone)
      .filter((z) => cldrZones.has(z))
      .sort()
      .find(namedAfter);
    if (zone !== undefined) {
      figures.withCldrZone++;
      for (const lang of languages) {
        const name = cldrName(zone, lang);
        if (name === undefined) continue;
        const cldr = withoutQualifier(clean(name));
        if (cldr !== clean(name)) figures.quirks.qualifierCut++;
        const had = names[lang];
        if (had === undefined) {
          if (lang !== 'en') figures.cldrAdded[lang]!++;
        } else if (had !== cldr) {
          figures.cldrOverGeonames[lang]!++;
          figures.examples.cldrConflicts.push({ code, lang, from: had, to: cldr });
        }
        names[lang] = cldr;
      }
    }

    if (shared !== undefined) {
      for (const lang of GEONAMES_LATIN) {
        if (names[lang] !== undefined) continue;
        names[lang] = shared;
        figures.sharedLatinName[lang]!++;
        sharedLatin.push({ code, lang });
      }
    }

    if (Object.keys(names).length === 0) continue;
    for (const lang of languages) if (names[lang] !== undefined) figures.namesByLanguage[lang]!++;
    rows.push(geonamesId === undefined ? { code, names } : { code, geonamesId: Number(geonamesId), names });
  }
  figures.rows = rows.length;

  const airportCities: AirportPlaceRow[] = [];
  const cityPosition = (city: string) => {
    const candidates = cityRows.get(city);
    return candidates ? nearest(candidates, airportsOfCity.get(city) ?? []) : undefined;
  };
  for (const a of [...airports].sort(byCode)) {
    const city = mainCity.get(a.code);
    if (city === undefined || city === a.code) continue;
    const at = cityPosition(city) ?? placeRows.get(city)?.[0];
    if (at === undefined) continue;
    const km = Math.round(greatCircleKm(a.latitude, a.longitude, at.latitude, at.longitude));
    airportCities.push({ airport: a.code, city, km });
    if (km > 50) figures.airportCitiesOver50Km++;
  }
  figures.airportCities = airportCities.length;
  return { rows, airportCities, figures, sharedLatin };
}

/** Of the given airports' cities (by the rows' codes), how many have a name in each language (less the names `leaving` lists). */
export function coverage(cities: readonly string[], rows: readonly CityNameRow[], leaving: readonly { code: string; lang: string }[] = []): { cities: number; byLanguage: Record<string, number> } {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const left = new Set(leaving.map((n) => `${n.code} ${n.lang}`));
  const unique = [...new Set(cities)];
  const byLanguage = Object.fromEntries(CITY_NAME_LANGUAGES.map((l) => [l, unique.filter((c) => byCode.get(c)?.names[l] !== undefined && !left.has(`${c} ${l}`)).length]));
  return { cities: unique.length, byLanguage };
}
