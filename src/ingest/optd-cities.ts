// The cities of an OpenTravelData import: those its locations are in, from the city POR where the
// feed has one, else from the default dataset or the locations themselves.
import { placeFromAirportName } from '../domain/place-names.js';
import { isKnownTimeZone } from '../domain/time-zone.js';
import type { PorRecord } from './sources/optd-por.js';
import { type Base, type CityRecord, Counter, type LocationRecord, withBaseNames, zoneAt } from './feed-merge.js';
import { type Candidate, type Candidates, ORIGIN_ORDER } from './optd-candidates.js';
import type { OptdFeed } from './optd-files.js';

/** How the cities' gaps were filled, for the report. */
export interface CityCounts {
  gaps: Counter<'fromBase' | 'madeFromLocation' | 'otherNames' | 'noRow'>;
  /** A few of the cities named after a location in them. */
  madeExamples: string[];
}

interface CityContext {
  feed: OptdFeed;
  base: Base;
  countryCodes: ReadonlySet<string>;
  /** The kept location of each code, with the candidate it was made from. */
  kept: ReadonlyMap<string, { c: Candidate }>;
  counts: CityCounts;
}

/** A city POR before a combined one, then by origin. */
function cityRank(c: Candidate): number {
  return (c.rec.types === 'C' ? 0 : 1) * 10 + ORIGIN_ORDER[c.origin];
}

export function buildCities(
  locations: readonly LocationRecord[],
  cityCandidates: ReadonlyMap<string, Candidate[]>,
  pool: Candidates,
  context: Omit<CityContext, 'counts'>,
): { cities: CityRecord[]; counts: CityCounts } {
  const ctx: CityContext = { ...context, counts: { gaps: new Counter(), madeExamples: [] } };
  const servedBy = new Map<string, LocationRecord[]>();
  for (const l of locations) servedBy.set(l.cityCode, [...(servedBy.get(l.cityCode) ?? []), l]);
  const cities: CityRecord[] = [];
  for (const [code, served] of servedBy) {
    const rows = (cityCandidates.get(code) ?? []).filter((c) => !pool.isDropped(c)).sort((a, b) => cityRank(a) - cityRank(b));
    cities.push(cityOf(code, served, rows[0], ctx));
    for (const c of rows) pool.keep(c);
  }
  return { cities, counts: ctx.counts };
}

function cityOf(code: string, served: readonly LocationRecord[], chosen: Candidate | undefined, ctx: CityContext): CityRecord {
  const { feed, base } = ctx;
  const first = served[0]!;
  const city = chosen?.rec;
  const cityAt = chosen?.cityPosition ?? (city?.types === 'C' && city.latitude !== undefined ? { latitude: city.latitude, longitude: city.longitude! } : undefined);
  const countryCode = city?.countryCode ?? feed.refCountry.get(code) ?? base.city(code)?.countryCode ?? first.countryCode;
  const baseCity = base.city(code, countryCode);
  const names = cityNames(code, city, served, baseCity?.names, ctx);
  if (!city) ctx.counts.gaps.add('noRow');
  const zone = [
    city?.timeZone,
    feed.tzFile.get(code),
    baseCity?.timeZone,
    cityAt ? zoneAt(cityAt.latitude, cityAt.longitude) : undefined,
    first.timeZone,
  ].find((z): z is string => z !== undefined && isKnownTimeZone(z))!;
  return { code, countryCode: ctx.countryCodes.has(countryCode) ? countryCode : first.countryCode, timeZone: zone, names };
}

/** The feed's names, then the default dataset's, then, failing both, a name made from a location's. */
function cityNames(
  code: string,
  city: PorRecord | undefined,
  served: readonly LocationRecord[],
  baseNames: Record<string, string> | undefined,
  ctx: CityContext,
): Record<string, string> {
  const { gaps, madeExamples } = ctx.counts;
  const fromFeed = feedCityNames(code, city, served, ctx.kept);
  const filled = withBaseNames(fromFeed, baseNames);
  if (Object.keys(fromFeed).length === 0 && filled.added) gaps.add('fromBase');
  else if (filled.added) gaps.add('otherNames');
  const names = filled.names;
  if (names.en !== undefined) return names;
  // Neither the feed nor the default dataset names the city: the place its airport is named after.
  const from = city && Object.keys(city.names).length > 0 ? city.names : served[0]!.names;
  const en = placeFromAirportName(from.en ?? Object.values(from)[0] ?? code);
  gaps.add('madeFromLocation');
  if (madeExamples.length < 5) madeExamples.push(`${code} (${en})`);
  return { ...names, en };
}

function feedCityNames(code: string, city: PorRecord | undefined, served: readonly LocationRecord[], kept: CityContext['kept']): Record<string, string> {
  if (city && city.types === 'C' && Object.keys(city.names).length > 0) return { ...city.names };
  // The city_name_list of a combined row, or of an airport or station in the city.
  const named = [city, ...served.map((l) => kept.get(l.code)?.c.rec)].find((r) => r?.cityName && (r.cityCodes[0] ?? r.code) === code);
  return named?.cityName ? { en: named.cityName } : {};
}

/** City POR that no kept location is in: their rows not settled otherwise are dropped. */
export function dropUnservedCities(cityCandidates: ReadonlyMap<string, Candidate[]>, pool: Candidates): void {
  for (const list of cityCandidates.values()) {
    for (const c of list) {
      if (pool.isDropped(c)) continue;
      for (const row of c.rows) if (!pool.report.isSettled(row)) pool.report.drop(row, 'city with no kept airport or station');
    }
  }
}
