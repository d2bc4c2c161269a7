// The curated names of the busiest airports (issue 46), one file per region, each saying how its
// names were checked and which follow a language's pattern because no title was known.
import type { AirportNameSet } from './airport-name-set.js';
import { AMERICAS_AIRPORT_NAMES } from './americas.js';
import { ASIA_PACIFIC_AIRPORT_NAMES } from './asia-pacific.js';
import { EAST_ASIA_AIRPORT_NAMES } from './east-asia.js';
import { EUROPE_AFRICA_AIRPORT_NAMES } from './europe-africa.js';

/** The regions' names joined, by airport code: made for the caller that builds places, which owns it. */
export function curatedAirportNames(): Map<string, AirportNameSet> {
  return new Map([EUROPE_AFRICA_AIRPORT_NAMES, AMERICAS_AIRPORT_NAMES, EAST_ASIA_AIRPORT_NAMES, ASIA_PACIFIC_AIRPORT_NAMES].flatMap((region) => Object.entries(region)));
}
