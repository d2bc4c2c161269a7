// Dataset content from OurAirports' CSV files, with the default dataset as the fallback for
// whatever the feed lacks: every row read is kept or dropped with a reason in the report.
import { placeFromAirportName } from '../domain/place-names.js';
import { isKnownTimeZone } from '../domain/time-zone.js';
import { airportLocation, locationTypeFromName } from './airport-location.js';
import { METRO_CITY_OF_AIRPORT } from './metro-cities-index.js';
import { ReportBuilder } from './sources/import-report.js';
import { readOurAirports, readOurAirportsCountries, type OurAirport } from './sources/ourairports-csv.js';
import { Base, type CityRecord, type Content, type FeedBase, type FeedImport, type ImportOptions, type LocationRecord, mergeCountries, plural, progressOf, readOptional, sortByCode, withBaseNames, zoneAt } from './feed-merge.js';
import type { LocationType } from '../domain/location-type.js';

const OURAIRPORTS = { airports: 'airports.csv', countries: 'countries.csv' } as const;

const SIZE_ORDER: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2, seaplane_base: 3, heliport: 4 };

/** The city a location is in, as its airport row tells it, before the default dataset's names. */
interface CityOfRow {
  countryCode: string;
  timeZone: string;
  name: string;
  metro: boolean;
}

/** How the locations got their types and cities, for the report. */
interface PlacementCounts {
  stationsByName: number;
  stationsFromBase: number;
  metro: number;
}

export async function buildOurAirportsContent(
  dir: string,
  baseContent: FeedBase,
  options: Pick<ImportOptions, 'onProgress'> = {},
): Promise<FeedImport> {
  const base = new Base(baseContent);
  const airportsText = await readOptional(dir, OURAIRPORTS.airports);
  if (airportsText === undefined) throw new Error(`${dir} has no ${OURAIRPORTS.airports}: it is required for an OurAirports import`);
  const countriesText = await readOptional(dir, OURAIRPORTS.countries);
  const progress = progressOf([airportsText, countriesText], options.onProgress);
  const report = new ReportBuilder('OurAirports', progress.tick);
  const filesUsed: string[] = [OURAIRPORTS.airports];

  const feedCountries =
    countriesText === undefined ? undefined : (filesUsed.push(OURAIRPORTS.countries), readOurAirportsCountries(countriesText, OURAIRPORTS.countries, report));
  const countries = mergeCountries(feedCountries, base, OURAIRPORTS.countries, report);
  const chosen = onePerCode(readOurAirports(airportsText, OURAIRPORTS.airports, report), new Set(countries.map((c) => c.code)), report);
  const { locations, cityOf, counts } = placeAirports(chosen, base, report);
  const { cities, otherNames } = citiesOf(cityOf, base);
  reportWhatTheFeedLacks(report, { locations: locations.length, otherNames, aircraft: baseContent.aircraft.length, ...counts });

  const content: Content = {
    countries: sortByCode(countries),
    locations: sortByCode(locations),
    cities: sortByCode(cities),
    aircraft: baseContent.aircraft.map((a) => ({ ...a, names: { ...a.names } })),
    sources: [
      `OurAirports (public domain): ${filesUsed.join(', ')}`,
      'zones from coordinates: @photostructure/tz-lookup (CC0); metropolitan cities, stations, aircraft and other-language names from the default dataset',
    ],
  };
  progress.end();
  return {
    content,
    report: report.build({
      countries: content.countries.length,
      locations: content.locations.length,
      cities: content.cities.length,
      aircraft: content.aircraft.length,
      airlines: 0,
    }),
  };
}

/** One row per IATA code: the biggest airport with scheduled service first. */
function onePerCode(airports: readonly OurAirport[], countryCodes: ReadonlySet<string>, report: ReportBuilder): Map<string, OurAirport> {
  const rank = (a: { type: string; scheduled: boolean }): number => (SIZE_ORDER[a.type] ?? 9) * 2 + (a.scheduled ? 0 : 1);
  const chosen = new Map<string, OurAirport>();
  for (const a of airports) {
    const reason = unwantedBecause(a, countryCodes);
    if (reason !== undefined) {
      report.drop(a.row, reason);
      continue;
    }
    const held = chosen.get(a.code);
    if (held && rank(held) <= rank(a)) {
      report.drop(a.row, `IATA code also on line ${held.row.line}`);
      continue;
    }
    if (held) report.drop(held.row, `IATA code also on line ${a.row.line}`);
    chosen.set(a.code, a);
  }
  return chosen;
}

/** Why the row is no airport of the dataset, whatever else holds its code; undefined if it is one. */
function unwantedBecause(a: OurAirport, countryCodes: ReadonlySet<string>): string | undefined {
  if (a.type === 'closed') return 'closed';
  if (a.type === 'balloonport') return 'balloonport';
  if ((a.type === 'heliport' || a.type === 'seaplane_base') && !a.scheduled) {
    return `${a.type === 'heliport' ? 'heliport' : 'seaplane base'} without scheduled service`;
  }
  if (!(a.type in SIZE_ORDER)) return `type ${a.type || '(empty)'} is not an airport`;
  if (!countryCodes.has(a.countryCode)) return 'country code not in the country list';
  return undefined;
}

/** The chosen rows as locations, each in a city: its metropolitan city, its station's, or its own. */
function placeAirports(
  chosen: ReadonlyMap<string, OurAirport>,
  base: Base,
  report: ReportBuilder,
): { locations: LocationRecord[]; cityOf: Map<string, CityOfRow>; counts: PlacementCounts } {
  const locations: LocationRecord[] = [];
  const cityOf = new Map<string, CityOfRow>();
  const counts: PlacementCounts = { stationsByName: 0, stationsFromBase: 0, metro: 0 };
  for (const a of chosen.values()) {
    const zone = zoneAt(a.latitude, a.longitude);
    if (!zone || !isKnownTimeZone(zone)) {
      report.drop(a.row, 'no time zone known to ICU at these coordinates');
      continue;
    }
    const location = locationOf(a, zone, base, counts);
    locations.push(location);
    // A city named after its own airport takes that airport's row over another airport's.
    if (!cityOf.has(location.cityCode) || location.cityCode === a.code) cityOf.set(location.cityCode, cityOfRow(a, location));
    report.keep(a.row);
  }
  return { locations, cityOf, counts };
}

function locationOf(a: OurAirport, zone: string, base: Base, counts: PlacementCounts): LocationRecord {
  // The curated stations of the default dataset take precedence over the airport listing.
  const near = base.location(a.code, a);
  const station = near && near.type !== 'Airport' ? near : undefined;
  const byName = locationTypeFromName(a.name);
  const type: LocationType = station?.type ?? byName;
  if (station) counts.stationsFromBase++;
  else if (byName !== 'Airport') counts.stationsByName++;
  const metro = METRO_CITY_OF_AIRPORT.get(a.code);
  if (metro) counts.metro++;
  const cityCode = metro?.code ?? station?.cityCode ?? a.code;
  return airportLocation(a, { type, cityCode, timeZone: zone, names: withBaseNames({ en: a.name }, near?.names).names });
}

function cityOfRow(a: OurAirport, location: LocationRecord): CityOfRow {
  const metro = METRO_CITY_OF_AIRPORT.get(a.code);
  return {
    countryCode: metro?.country ?? a.countryCode,
    timeZone: location.timeZone,
    name: metro?.name ?? (a.municipality || placeFromAirportName(a.name)),
    metro: metro !== undefined || location.cityCode !== a.code,
  };
}

function citiesOf(cityOf: ReadonlyMap<string, CityOfRow>, base: Base): { cities: CityRecord[]; otherNames: number } {
  const cities: CityRecord[] = [];
  let otherNames = 0;
  for (const [code, c] of cityOf) {
    const baseCity = base.city(code, c.countryCode);
    const { names, added } = withBaseNames({ en: c.name }, baseCity?.names);
    if (added) otherNames++;
    // A metropolitan city's zone is the default dataset's, else that of one of its airports.
    const timeZone = c.metro && baseCity ? baseCity.timeZone : c.timeZone;
    cities.push({ code, countryCode: c.countryCode, timeZone, names });
  }
  return { cities, otherNames };
}

function reportWhatTheFeedLacks(report: ReportBuilder, n: PlacementCounts & { locations: number; otherNames: number; aircraft: number }): void {
  report.missing.push(`${OURAIRPORTS.airports} has no time zones: zones computed from coordinates (tz-lookup) for ${plural(n.locations, 'location')}`);
  report.missing.push(
    `${OURAIRPORTS.airports} has no IATA city codes: ${plural(n.metro, 'airport')} placed in metropolitan cities from the default dataset's curated table, ${plural(n.stationsFromBase, 'station')} in the default dataset's station cities; every other location is its own city, named after its municipality`,
  );
  report.missing.push(
    `${OURAIRPORTS.airports} has English names only: names in other languages kept from the default dataset for ${plural(n.otherNames, 'city', 'cities')}`,
  );
  report.missing.push(
    `${OURAIRPORTS.airports} has no railway or bus station types: ${plural(n.stationsFromBase, 'station')} typed from the default dataset's curated stations, ${plural(n.stationsByName, 'station')} from their names`,
  );
  report.missing.push(`${OURAIRPORTS.airports} has no validity dates: only rows typed closed are dropped as closed`);
  report.missing.push(`OurAirports has no aircraft: aircraft types from the default dataset (${n.aircraft})`);
}
