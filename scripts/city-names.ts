// The city-name tables made from the source files in a folder (geonames/ and optd/), as the
// committed files' text, with the figures the script prints: what scripts/derive-city-names.ts
// writes and what the test compares the committed tables with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../src/ingest/airline-route-table.js';
import { airportPlaceTableText, CITY_NAME_LANGUAGES, cityNameTableText, type AirportPlaceRow } from '../src/ingest/city-name-table.js';
import { METRO_CITIES } from '../src/ingest/curated/metro-cities.js';
import { STATIONS } from '../src/ingest/curated/stations.js';
import { METRO_CITY_OF_AIRPORT } from '../src/ingest/metro-cities-index.js';
import { readNpmAirports } from '../src/ingest/sources/airports-npm.js';
import { coverage, deriveCityNames, SAME_PLACE_KM, type CityNameTables, type Example } from './city-name-derivation.js';
import { deriveAirportPlaces } from './airport-place-derivation.js';
import { cldrVersion, GEONAMES_LANGUAGES, readCldrExemplars, readGeoNamesCatalogue, readListingSpellings, readOptdEnglishNames, readOptdPor, readOptdReferences } from './city-name-sources.js';

/** How many of the busiest airports the coverage figure is taken over (issue 46's acceptance). */
export const BUSIEST_AIRPORTS = 500;

export interface MadeCityNameTables {
  tables: CityNameTables;
  cityNameText: string;
  airportPlaceText: string;
  /** What the script prints beside the files: the header's figures and the examples. */
  report: string[];
}

/** The airports with the most seats a month in the route table, both ends counted. */
export function busiestAirports(routeTableText: string, n: number): string[] {
  const seats = new Map<string, number>();
  for (const r of readRouteTable(routeTableText)) {
    seats.set(r.origin, (seats.get(r.origin) ?? 0) + r.monthlySeats);
    seats.set(r.destination, (seats.get(r.destination) ?? 0) + r.monthlySeats);
  }
  return [...seats].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n).map(([code]) => code);
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const perLanguage = (counts: Record<string, number>, of?: number) =>
  CITY_NAME_LANGUAGES.filter((l) => counts[l] !== undefined).map((l) => `${l} ${of === undefined ? counts[l] : percent(counts[l]!, of)}`).join(', ');
const examples = (list: readonly Example[]) => list.map((e) => `${e.code} ${e.lang} ${e.from}${e.to === '' ? '' : ` → ${e.to}`}`).join('; ');

export async function cityNameTablesFromSources(dataDir: string): Promise<MadeCityNameTables> {
  const geonamesDir = join(dataDir, 'geonames');
  const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
  const airports = await readNpmAirports();
  const places = deriveAirportPlaces({
    airports,
    references: readOptdReferences(join(dataDir, 'optd')),
    optdNames: readOptdEnglishNames(join(dataDir, 'optd')),
    otherSpellings: await readListingSpellings(),
  });
  const tables = deriveCityNames({
    airports,
    curatedCities: [
      ...METRO_CITIES.map((m) => ({ code: m.code, name: m.name, airports: m.airports })),
      ...STATIONS.map((s) => ({ code: s.cityCode, ...(s.cityName === undefined ? {} : { name: s.cityName }), airports: [], timeZone: s.timeZone })),
    ],
    por: readOptdPor(join(dataDir, 'optd')),
    geonames: new Map(GEONAMES_LANGUAGES.map((l) => [l, readGeoNamesCatalogue(geonamesDir, l)])),
    cldr: new Map(['und', ...CITY_NAME_LANGUAGES].map((l) => [l, readCldrExemplars(l)])),
    cldrZone: (zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone,
    toSimplified,
  });
  const f = tables.figures;

  // The city an airport is listed under: its metropolitan city, else OpenTravelData's, else its own code.
  const airportCity = new Map(tables.airportCities.map((r) => [r.airport, r.city]));
  const busiest = busiestAirports(readFileSync(ROUTE_TABLE_FILE, 'utf8'), BUSIEST_AIRPORTS);
  const busyCities = busiest.map((a) => METRO_CITY_OF_AIRPORT.get(a)?.code ?? airportCity.get(a) ?? a);
  const busy = coverage(busyCities, tables.rows);
  const busyWithoutShared = coverage(busyCities, tables.rows, tables.sharedLatin);

  const conflicts = f.examples.cldrConflicts;
  const figures = [
    `Join: ${f.neededCodes} city codes the dataset can have (the listed airports' codes, OpenTravelData's main city of each, the curated metropolitan and station cities); ${f.withGeonamesId} have a city row in OpenTravelData and so a GeoNames id (${f.severalCityRows} have several: the row the catalogues name in the most languages is taken, the nearest to the code's airports among equals; for ${f.severalCityRowsNotFirst} not the file's first, for ${f.severalCityRowsNotNearest} not the nearest); ${f.rows} have a name and are rows here; ${f.withCldrZone} have a CLDR zone named after them.`,
    `Names per language over all rows: ${perLanguage(f.namesByLanguage)}.`,
    `Cities of the ${BUSIEST_AIRPORTS} busiest airports by seats (data/airline-routes.csv): ${busy.cities}, named in ${perLanguage(busy.byLanguage, busy.cities)}; without the shared Latin-script names ${perLanguage(busyWithoutShared.byLanguage, busy.cities)}.`,
    `CLDR over GeoNames, where both name the city and differ (CLDR kept): ${perLanguage(f.cldrOverGeonames)}; CLDR where GeoNames has no name: ${perLanguage(f.cldrAdded)}.`,
    `Shared Latin-script names (a language without a name takes the one at least three other Latin-script catalogues all write): ${perLanguage(f.sharedLatinName)}.`,
    `GeoNames entries left out: empty or equal to their id ${perLanguage(f.quirks.emptyOrId)}; not in the language's script ${perLanguage(f.quirks.wrongScript)}. qualifiers in brackets cut ${f.quirks.qualifierCut} (Naples (Florida)); ja administrative suffix cut ${f.quirks.jaSuffixCut}, kept ${f.quirks.jaSuffixKept}; zh Traditional characters made Simplified (opencc-js) ${f.quirks.zhSimplified}; a Korean city's title cut (ko 다롄 시, 부산광역시; zh 釜山广域市) ${perLanguage(f.quirks.cityTitleCut)}.`,
  ];
  const comments = [
    `City names by IATA city code, made by scripts/derive-city-names.ts (npm run data:cities; decision 78 in docs/decisions.md) from GeoNames' place names (geonames.org, CC BY 4.0; the catalogues of Debian's libgeonames-common 0.3.0-1),`,
    `joined to IATA codes by the geoname_id of OpenTravelData's optd_por_best_known_so_far.csv (CC BY 4.0), with CLDR's exemplar cities (cldr-dates-full ${cldrVersion()}, Unicode License v3) over them where a time zone is named after the city; see NOTICE. en is CLDR's only.`,
    ...figures,
  ];
  const p = places.figures;
  const airportComments = [
    `What OpenTravelData (CC BY 4.0, see NOTICE) says of the listed airports, made by scripts/derive-city-names.ts (npm run data:cities): city, the main city in optd_por_best_known_so_far.csv where it is another code, with the distance from the airport to that city's position in km;`,
    `state, the state code of optd_por_ref.csv; name, the English name as optd_por_public_en.csv spells it where the listing folded its diacritics away (whole where the two differ only so, else word by word from it and the listing's own Wikipedia title and keywords; macrons left out).`,
    `${f.airportCities} airports with a city of another code, ${f.airportCitiesOver50Km} of them more than 50 km from it; ${f.airportsElsewhereInOptd} listed airports take no city because OpenTravelData's row of their code lies more than ${SAME_PLACE_KM} km away (another place under the code); ${p.withState} with a state; names respelled ${p.respelledWhole} whole, ${p.respelledWords} word by word.`,
  ];
  const placeRows = new Map<string, AirportPlaceRow>();
  for (const r of tables.airportCities) placeRows.set(r.airport, { ...r });
  for (const [airport, r] of places.rows) placeRows.set(airport, { ...placeRows.get(airport), airport, ...r });
  return {
    tables,
    cityNameText: cityNameTableText(comments, tables.rows),
    airportPlaceText: airportPlaceTableText(airportComments, [...placeRows.values()]),
    report: [
      ...figures,
      `CLDR over GeoNames, examples (${conflicts.length} in all): ${examples(conflicts.filter((_, i) => i % Math.max(1, Math.floor(conflicts.length / 10)) === 0).slice(0, 10))}`,
      `ja suffix cut, examples: ${examples(f.examples.jaSuffix)}`,
      `zh made Simplified, examples: ${examples(f.examples.zhSimplified)}`,
      `city title cut, examples: ${examples(f.examples.cityTitle)}`,
      `not in the language's script, examples: ${examples(f.examples.wrongScript)}`,
      `airport names respelled, examples: ${p.examples.join('; ')}`,
      // What a curated table would have to add for the acceptance languages, busiest first.
      ...(['de', 'es', 'fr', 'it', 'ja', 'zh', 'ru'] as const).map((lang) => {
        const named = new Map(tables.rows.map((r) => [r.code, r.names[lang] !== undefined]));
        return `busiest airports' cities without a ${lang} name: ${[...new Set(busyCities)].filter((c) => !named.get(c)).join(' ')}`;
      }),
    ],
  };
}
