// The default dataset's airports, stations and cities with their names: each airport in its
// metropolitan city or a city of its own code, same-name cities that are one city joined, the
// others told apart, and every record named in the five core languages and wherever a source
// names it (docs/api-rules.md, Names and languages).
import type { DatasetContent } from '../dataset/dataset-content.js';
import { airportLocation, locationTypeFromName } from './airport-location.js';
import { airportNames } from './airport-names.js';
import type { AirportPlace, CityNames } from './city-name-table.js';
import { cityNames, englishCityName, localLanguage, type CityDraft } from './city-names.js';
import { respelled } from '../domain/place-names.js';
import type { AirportNameSet } from './curated/airport-names/airport-name-set.js';
import type { Station } from './curated/stations.js';
import { METRO_CITY_OF_AIRPORT, metroNamedIn } from './metro-cities-index.js';
import { SAME_CITY_KM, settleSameNameCities } from './same-name-cities.js';
import type { NpmAirport } from './sources/airports-npm.js';

type LocationRecord = DatasetContent['locations'][number];
type CityRecord = DatasetContent['cities'][number];

export interface PlaceSources {
  airports: readonly NpmAirport[];
  stations: readonly Station[];
  /** Curated names of the busiest airports, by code. */
  curatedAirportNames: ReadonlyMap<string, AirportNameSet>;
  /** Curated city names by city code (exonyms, an English name where English has its own). */
  curatedCityNames: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The committed city-names table, by IATA city code. */
  cityTable: ReadonlyMap<string, CityNames>;
  /** The committed airport table: OpenTravelData's city, state and spelling of each airport. */
  airportTable: ReadonlyMap<string, AirportPlace>;
}

const SIZE_RANK = { large: 0, medium: 1, small: 2, other: 3 } as const;
const STATION_RANK = 4;

interface Place {
  location: Omit<LocationRecord, 'names'>;
  english: string;
  /** Whether OpenTravelData's spelling stands in `english` already. */
  spelled: boolean;
  rank: number;
}

interface CityEntry {
  draft: CityDraft;
  row: CityNames | undefined;
  metro: boolean;
  timeZone: string;
  places: Place[];
}

export interface PlaceRecords {
  locations: LocationRecord[];
  cities: CityRecord[];
  /** What named them, for the measures: the languages the rule filled per city, the curated airports. */
  provenance: { cityFilled: Map<string, Set<string>>; curatedAirports: Set<string> };
}

export function placeRecords(sources: PlaceSources): PlaceRecords {
  const cities = new Map<string, CityEntry>();
  const places: Place[] = [];
  const place = (location: Omit<LocationRecord, 'names'>, english: string, rank: number, draft: Omit<CityDraft, 'code'>, metro: boolean): void => {
    const spelling = sources.airportTable.get(location.code)?.name;
    const entry: Place = { location, english: spelling ?? english, spelled: spelling !== undefined, rank };
    places.push(entry);
    let city = cities.get(location.cityCode);
    if (!city) {
      const code = location.cityCode;
      const curatedNames = sources.curatedCityNames[code];
      const { en: curatedEnglish, ...curated } = curatedNames ?? {};
      city = {
        draft: { ...draft, code, ...(curatedEnglish ? { curatedEnglish } : {}), ...(curatedNames ? { curated } : {}) },
        row: sources.cityTable.get(code) ?? iataCityRow(sources, location.code),
        metro,
        timeZone: location.timeZone,
        places: [],
      };
      cities.set(code, city);
    }
    city.places.push(entry);
  };

  for (const a of sources.airports) {
    const type = locationTypeFromName(a.name);
    const metro = METRO_CITY_OF_AIRPORT.get(a.code) ?? (type === 'Airport' ? undefined : metroNamedIn(a.name, a.countryCode));
    place(
      airportLocation(a, { type, cityCode: metro?.code ?? a.code, timeZone: a.timeZone, names: {} }),
      a.name,
      SIZE_RANK[a.size],
      { countryCode: metro?.country ?? a.countryCode, airportName: a.name, ...(metro ? { curatedEnglish: metro.name } : {}), ...(a.municipality ? { municipality: a.municipality } : {}) },
      metro !== undefined,
    );
  }
  for (const s of sources.stations) {
    const { code, type, cityCode, country: countryCode, latitude, longitude, timeZone } = s;
    place({ code, type, cityCode, countryCode, latitude, longitude, timeZone }, s.name, STATION_RANK, { countryCode, airportName: s.name, municipality: s.cityName ?? s.name }, false);
  }

  const english = new Map([...cities].map(([code, c]) => [code, englishCityName(c.draft, c.row)]));
  const { mergedInto, qualifiers } = settleSameNameCities(
    [...cities].map(([code, c]) => ({
      code,
      countryCode: c.draft.countryCode,
      english: english.get(code)!,
      metro: c.metro,
      iataCity: sources.cityTable.has(code),
      airports: c.places.map((p) => {
        const state = sources.airportTable.get(p.location.code)?.state;
        return { latitude: p.location.latitude, longitude: p.location.longitude, rank: p.rank, ...(state ? { state } : {}) };
      }),
    })),
  );

  const cityRecords: CityRecord[] = [];
  const cityFilled = new Map<string, Set<string>>();
  for (const [code, c] of cities) {
    if (mergedInto.has(code)) continue;
    const qualifier = qualifiers.get(code);
    const { names, filled } = cityNames(c.draft, c.row, english.get(code)!);
    cityFilled.set(code, filled);
    if (qualifier) for (const language of Object.keys(names)) names[language] = `${names[language]} (${qualifier})`;
    cityRecords.push({ code, countryCode: c.draft.countryCode, timeZone: c.timeZone, names });
  }
  const cityName = new Map(cityRecords.map((c) => [c.code, c.names.en!]));
  const locations = places.map((p): LocationRecord => {
    const cityCode = mergedInto.get(p.location.cityCode) ?? p.location.cityCode;
    return { ...p.location, cityCode, names: airportNames(spelledAsItsTown(p, cities.get(p.location.cityCode)!), sources.curatedAirportNames.get(p.location.code), cityName.get(cityCode)!) };
  });
  const curatedAirports = new Set(locations.filter((l) => sources.curatedAirportNames.has(l.code)).map((l) => l.code));
  return { locations, cities: cityRecords, provenance: { cityFilled, curatedAirports } };
}

/**
 * The English name of a place OpenTravelData did not respell, with the diacritics its town's name in
 * the country's own language has ("Apartado Airport" in Apartadó): English keeps a proper name's
 * letters. Where the country speaks English, its English name is the source.
 */
function spelledAsItsTown(p: Place, city: CityEntry): string {
  if (p.spelled) return p.english;
  const local = localLanguage(p.location.countryCode).language;
  const town = local === 'en' ? undefined : city.row?.names[local];
  return (town && respelled(p.english, [], [town])?.name) || p.english;
}

/**
 * The table is keyed by IATA city codes; an airport-only code reads the row of the IATA city it is
 * in, when that city is near enough to be its town (Frankfurt-Hahn is 103 km from Frankfurt).
 */
function iataCityRow(sources: PlaceSources, airport: string): CityNames | undefined {
  const place = sources.airportTable.get(airport);
  return place?.city !== undefined && place.km !== undefined && place.km <= SAME_CITY_KM ? sources.cityTable.get(place.city) : undefined;
}
