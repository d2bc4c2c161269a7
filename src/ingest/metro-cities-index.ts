// The curated metropolitan cities looked up by airport or by a station's name: the default dataset
// and the OurAirports import must put an airport in the same city.
import { foldText } from '../domain/text-folding.js';
import { METRO_CITIES, type MetroCity } from './curated/metro-cities.js';

/** The metropolitan city of each airport the curated table lists (LHR is in LON). */
export const METRO_CITY_OF_AIRPORT: ReadonlyMap<string, MetroCity> = new Map(METRO_CITIES.flatMap((m) => m.airports.map((code) => [code, m] as const)));

/** The metropolitan city a station's name names ("London St Pancras" is in LON), if any. */
export function metroNamedIn(name: string, countryCode: string): MetroCity | undefined {
  const words = ` ${foldText(name)} `;
  return METRO_CITIES.find((m) => m.country === countryCode && words.includes(` ${foldText(m.name)} `));
}
