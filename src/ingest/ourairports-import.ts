// Dataset content from OurAirports' CSV files, with the default dataset as the fallback for
// whatever the feed lacks: every row read is kept or dropped with a reason in the report.
import { placeFromAirportName } from '../domain/place-names.js';
import { isKnownTimeZone } from '../domain/time-zone.js';
import { METRO_CITIES } from './curated/metro-cities.js';
import { locationTypeFromName } from './default-dataset.js';
import { ReportBuilder } from './sources/import-report.js';
import { readOurAirports, readOurAirportsCountries } from './sources/ourairports-csv.js';
import { Base, type CityRecord, type Content, type FeedBase, type FeedImport, type ImportOptions, type LocationRecord, mergeCountries, plural, progressOf, readOptional, sortByCode, withBaseNames, zoneAt } from './feed-merge.js';
import type { LocationType } from '../domain/location-type.js';

const OURAIRPORTS = { airports: 'airports.csv', countries: 'countries.csv' } as const;

const SIZE_ORDER: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2, seaplane_base: 3, heliport: 4 };

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
  const countryCodes = new Set(countries.map((c) => c.code));
  const metroOf = new Map<string, (typeof METRO_CITIES)[number]>();
  for (const m of METRO_CITIES) for (const code of m.airports) metroOf.set(code, m);

  // One row per IATA code: the biggest airport with scheduled service first.
  const rank = (a: { type: string; scheduled: boolean }): number => (SIZE_ORDER[a.type] ?? 9) * 2 + (a.scheduled ? 0 : 1);
  const chosen = new Map<string, ReturnType<typeof readOurAirports>[number]>();
  for (const a of readOurAirports(airportsText, OURAIRPORTS.airports, report)) {
    if (a.type === 'closed') {
      report.drop(a.row, 'closed');
      continue;
    }
    if (a.type === 'balloonport') {
      report.drop(a.row, 'balloonport');
      continue;
    }
    if ((a.type === 'heliport' || a.type === 'seaplane_base') && !a.scheduled) {
      report.drop(a.row, `${a.type === 'heliport' ? 'heliport' : 'seaplane base'} without scheduled service`);
      continue;
    }
    if (!(a.type in SIZE_ORDER)) {
      report.drop(a.row, `type ${a.type || '(empty)'} is not an airport`);
      continue;
    }
    if (!countryCodes.has(a.countryCode)) {
      report.drop(a.row, 'country code not in the country list');
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

  const locations: LocationRecord[] = [];
  const cityOf = new Map<string, { countryCode: string; timeZone: string; name: string; metro: boolean }>();
  let stationsByName = 0;
  let stationsFromBase = 0;
  let metroCount = 0;
  for (const a of chosen.values()) {
    const zone = zoneAt(a.latitude, a.longitude);
    if (!zone || !isKnownTimeZone(zone)) {
      report.drop(a.row, 'no time zone known to ICU at these coordinates');
      continue;
    }
    // The curated stations of the default dataset take precedence over the airport listing.
    const near = base.location(a.code, a);
    const station = near && near.type !== 'Airport' ? near : undefined;
    const byName = locationTypeFromName(a.name);
    const type: LocationType = station?.type ?? byName;
    if (station) stationsFromBase++;
    else if (byName !== 'Airport') stationsByName++;
    const metro = metroOf.get(a.code);
    if (metro) metroCount++;
    const cityCode = metro?.code ?? station?.cityCode ?? a.code;
    locations.push({
      code: a.code,
      type,
      cityCode,
      countryCode: a.countryCode,
      latitude: a.latitude,
      longitude: a.longitude,
      timeZone: zone,
      names: withBaseNames({ en: a.name }, near?.names).names,
    });
    if (!cityOf.has(cityCode) || cityCode === a.code) {
      cityOf.set(cityCode, {
        countryCode: metro?.country ?? a.countryCode,
        timeZone: zone,
        name: metro?.name ?? (a.municipality || placeFromAirportName(a.name)),
        metro: metro !== undefined || cityCode !== a.code,
      });
    }
    report.keep(a.row);
  }

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

  report.missing.push(`${OURAIRPORTS.airports} has no time zones: zones computed from coordinates (tz-lookup) for ${plural(locations.length, 'location')}`);
  report.missing.push(
    `${OURAIRPORTS.airports} has no IATA city codes: ${plural(metroCount, 'airport')} placed in metropolitan cities from the default dataset's curated table, ${plural(stationsFromBase, 'station')} in the default dataset's station cities; every other location is its own city, named after its municipality`,
  );
  report.missing.push(
    `${OURAIRPORTS.airports} has English names only: names in other languages kept from the default dataset for ${plural(otherNames, 'city', 'cities')}`,
  );
  report.missing.push(
    `${OURAIRPORTS.airports} has no railway or bus station types: ${plural(stationsFromBase, 'station')} typed from the default dataset's curated stations, ${plural(stationsByName, 'station')} from their names`,
  );
  report.missing.push(`${OURAIRPORTS.airports} has no validity dates: only rows typed closed are dropped as closed`);
  report.missing.push(`OurAirports has no aircraft: aircraft types from the default dataset (${baseContent.aircraft.length})`);

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
    airlines: [],
    report: report.build({
      countries: content.countries.length,
      locations: content.locations.length,
      cities: content.cities.length,
      aircraft: content.aircraft.length,
      airlines: 0,
    }),
  };
}

