// Dataset content from OpenTravelData's POR files, with the default dataset as the fallback for
// whatever the feed lacks: every row read is kept or dropped with a reason in the report.
import { isKnownTimeZone } from '../domain/time-zone.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import type { LocationType } from '../domain/location-type.js';
import { ReportBuilder } from './sources/import-report.js';
import type { PorRecord } from './sources/optd-por.js';
import type { FeedAircraft } from './sources/optd-reference.js';
import { Base, type Content, Counter, type FeedBase, type FeedImport, firstZone, type ImportOptions, type LocationRecord, mergeCountries, plural, progressOf, SAME_PLACE_KM, sortByCode, withBaseNames, zoneAt, type ZoneSource } from './feed-merge.js';
import { type BestKnownCounts, type Candidate, type Candidates, gatherCandidates, type LocationCandidate, matchBestKnown, ORIGIN_ORDER, sortByRole } from './optd-candidates.js';
import { buildCities, type CityCounts, dropUnservedCities } from './optd-cities.js';
import { OPTD, type OptdFeed, porFileOf, readOptdFeed, readOptdTexts } from './optd-files.js';
import { mergeAirlines } from './optd-airlines.js';

const KIND_ORDER: Record<LocationType, number> = { Airport: 0, RailwayStation: 1, BusStation: 2 };

/** A location made from a candidate, until one per code is kept. */
interface Built {
  loc: LocationRecord;
  c: Candidate;
}

/** How the locations' gaps were filled, for the report. */
interface LocationCounts {
  zones: Counter<ZoneSource>;
  gaps: Counter<'coordinates' | 'country' | 'names' | 'otherNames' | 'noDates'>;
  probablyClosed: number;
}

interface LocationContext {
  feed: OptdFeed;
  base: Base;
  countryCodes: ReadonlySet<string>;
  counts: LocationCounts;
}

export async function buildOptdContent(dir: string, baseContent: FeedBase, options: ImportOptions): Promise<FeedImport> {
  const { today } = options;
  const base = new Base(baseContent);
  const texts = await readOptdTexts(dir);
  const porFile = porFileOf(texts, dir);
  // The extract is not read when the full POR file is there: its rows are no part of the progress.
  const progress = progressOf(Object.values({ ...texts, public: porFile.text, publicEn: undefined }), options.onProgress);
  const report = new ReportBuilder('OpenTravelData', progress.tick);
  const feed = readOptdFeed(texts, porFile, report, today);
  const countries = mergeCountries(feed.countries, base, OPTD.countries, report);
  const countryCodes = new Set(countries.map((c) => c.code));

  const { pool, retirements } = gatherCandidates(feed, report, today);
  const bestKnown = matchBestKnown(pool, feed, retirements);
  const roles = sortByRole(pool, today);
  const { built, counts: locationCounts } = buildLocations(roles.locations, pool, { feed, base, countryCodes });
  const kept = onePerCode(built, pool);
  const locations = sortByCode([...kept.values()].map((k) => k.loc));
  for (const { c } of kept.values()) pool.keep(c);
  const { cities, counts: cityCounts } = buildCities(locations, roles.cities, pool, { feed, base, countryCodes, kept });
  dropUnservedCities(roles.cities, pool);
  const aircraft = mergeAircraft(feed.aircraft, base, report);
  const airlines = mergeAirlines(feed.hasAirlinesFile ? feed.airlines : undefined, base, OPTD.airlines, report);
  reportWhatTheFeedLacked(report, feed, bestKnown, locationCounts, cityCounts);

  const content: Content = {
    countries: sortByCode(countries),
    locations,
    cities: sortByCode(cities),
    aircraft: sortByCode(aircraft),
    airlines: sortByCode(airlines),
    sources: [
      `OpenTravelData (CC BY 4.0): ${feed.filesUsed.join(', ')}`,
      'gaps filled from the default dataset (see the import report); zones from coordinates: @photostructure/tz-lookup (CC0)',
    ],
  };
  progress.end();
  return {
    content,
    report: report.build({
      countries: content.countries.length,
      locations: locations.length,
      cities: content.cities.length,
      aircraft: content.aircraft.length,
      airlines: airlines.length,
    }),
  };
}

function buildLocations(
  candidates: readonly LocationCandidate[],
  pool: Candidates,
  context: Omit<LocationContext, 'counts'>,
): { built: Built[]; counts: LocationCounts } {
  const ctx: LocationContext = { ...context, counts: { zones: new Counter(), gaps: new Counter(), probablyClosed: 0 } };
  const built: Built[] = [];
  for (const candidate of candidates) {
    const loc = locationOf(candidate, ctx);
    if (typeof loc === 'string') pool.drop(candidate.c, loc);
    else built.push({ c: candidate.c, loc });
  }
  return { built, counts: ctx.counts };
}

/** The location the candidate stands for, its gaps filled from the default dataset; or why there is none. */
function locationOf({ c, type, heliport }: LocationCandidate, ctx: LocationContext): LocationRecord | string {
  const { feed, base, counts } = ctx;
  const r = c.rec;
  const position = positionOf(r, base, counts);
  if (!position) return 'no coordinates in the feed or the default dataset';
  const { latitude, longitude } = position;
  const near = base.location(r.code, { latitude, longitude });
  const countryCode = countryOf(r, near, feed, counts);
  if (countryCode === undefined) return 'no country in the feed or the default dataset';
  if (!ctx.countryCodes.has(countryCode)) return 'country code not in the country list';
  const names = locationNames(r, near, counts);
  if (!names) return 'no name in the feed or the default dataset';
  const unserved = unservedBecause(r, type, heliport, near, ctx);
  if (unserved !== undefined) return unserved;
  const offer = firstZone([
    ['feed row', r.timeZone],
    ['tz file', feed.tzFile.get(r.code)],
    ['default dataset', near?.timeZone],
    ['coordinates', zoneAt(latitude, longitude)],
  ]);
  if (!offer) return 'no time zone';
  if (!isKnownTimeZone(offer.zone)) return `time zone from the ${offer.source} is not known to ICU`;
  if (r.dateFrom === undefined && r.dateUntil === undefined) counts.gaps.add('noDates');
  counts.zones.add(offer.source);
  return { code: r.code, type, cityCode: r.cityCodes[0] ?? r.code, countryCode, latitude, longitude, timeZone: offer.zone, names };
}

/** The feed's position, else that of the default dataset's location of that code in the same country. */
function positionOf(r: PorRecord, base: Base, counts: LocationCounts): { latitude: number; longitude: number } | undefined {
  if (r.latitude !== undefined && r.longitude !== undefined) return { latitude: r.latitude, longitude: r.longitude };
  const sameCountryBase = base.location(r.code, undefined, r.countryCode);
  if (!sameCountryBase || r.countryCode === undefined) return undefined;
  counts.gaps.add('coordinates');
  return { latitude: sameCountryBase.latitude, longitude: sameCountryBase.longitude };
}

function countryOf(r: PorRecord, near: LocationRecord | undefined, feed: OptdFeed, counts: LocationCounts): string | undefined {
  const countryCode = r.countryCode ?? feed.refCountry.get(r.code);
  if (countryCode !== undefined || !near) return countryCode;
  counts.gaps.add('country');
  return near.countryCode;
}

/** The feed's names with the default dataset's other languages; undefined when neither names it. */
function locationNames(r: PorRecord, near: LocationRecord | undefined, counts: LocationCounts): Record<string, string> | undefined {
  const hadNames = Object.keys(r.names).length > 0;
  const { names, added } = withBaseNames(r.names, near?.names);
  if (Object.keys(names).length === 0) return undefined;
  if (!hadNames) counts.gaps.add('names');
  else if (added) counts.gaps.add('otherNames');
  return names;
}

/** Why a heliport or airport is taken as unserved or closed; undefined when it is not. */
function unservedBecause(r: PorRecord, type: LocationType, heliport: boolean, near: LocationRecord | undefined, ctx: LocationContext): string | undefined {
  const { english, scheduled } = ctx.feed;
  if (heliport && !scheduled?.has(r.code) && !near) {
    return `heliport with no scheduled flights${scheduled ? ` in ${OPTD.routes}` : ''} and not in the default dataset`;
  }
  // The English extract has no validity dates and best known only start dates: an airport with
  // no start date that neither the default dataset nor the airlines' schedules know is taken as
  // closed since the extract was made (TXL, SXF, NAY… are in no file as retired).
  if (english && type === 'Airport' && r.dateFrom === undefined && scheduled && !scheduled.has(r.code) && !ctx.base.locations.has(r.code)) {
    ctx.counts.probablyClosed++;
    return `probably closed: no date_from, no scheduled flights in ${OPTD.routes}, not in the default dataset`;
  }
  return undefined;
}

/** One location per code: an airport before a station, a POR-file row before one it lacks. */
function onePerCode(built: readonly Built[], pool: Candidates): Map<string, Built> {
  const byCode = new Map<string, Built>();
  for (const b of built) {
    const held = byCode.get(b.loc.code);
    const better =
      !held ||
      KIND_ORDER[b.loc.type] < KIND_ORDER[held.loc.type] ||
      (KIND_ORDER[b.loc.type] === KIND_ORDER[held.loc.type] && ORIGIN_ORDER[b.c.origin] < ORIGIN_ORDER[held.c.origin]);
    const loser = better ? held : b;
    if (better) byCode.set(b.loc.code, b);
    if (loser) {
      const winner = byCode.get(b.loc.code)!;
      const what = winner.loc.type === loser.loc.type ? 'another point of the same type' : winner.loc.type === 'Airport' ? 'an airport' : 'a station';
      pool.drop(loser.c, `code also held by ${what}`);
    }
  }
  return byCode;
}

/** Aircraft: the feed's, with the default dataset's ICAO designators and the types the feed lacks. */
function mergeAircraft(feedAircraft: readonly FeedAircraft[] | undefined, base: Base, report: ReportBuilder): DatasetContent['aircraft'] {
  const aircraft = feedAircraft ? withDesignators(feedAircraft, base, report) : [];
  const inFeed = new Set(aircraft.map((a) => a.code));
  const extraAircraft = base.content.aircraft.filter((a) => !inFeed.has(a.code));
  aircraft.push(...extraAircraft.map((a) => ({ ...a, names: { ...a.names } })));
  if (!feedAircraft) report.missing.push(`no ${OPTD.aircraft}: aircraft types from the default dataset (${extraAircraft.length})`);
  else if (extraAircraft.length > 0) {
    report.missing.push(
      `${OPTD.aircraft} lacks ${plural(extraAircraft.length, 'aircraft type')} the default dataset has (${extraAircraft
        .slice(0, 10)
        .map((a) => a.code)
        .join(', ')}${extraAircraft.length > 10 ? ', …' : ''}): kept from the default dataset`,
    );
  }
  return aircraft;
}

/** The feed's aircraft that have an ICAO type designator, in the feed or the default dataset. */
function withDesignators(feedAircraft: readonly FeedAircraft[], base: Base, report: ReportBuilder): DatasetContent['aircraft'] {
  const aircraft: DatasetContent['aircraft'] = [];
  let designators = 0;
  for (const a of feedAircraft) {
    const known = base.aircraft.get(a.code);
    const equip = a.icaoCode || known?.airlineEquipCode;
    if (!equip) {
      report.drop(a.row, 'no ICAO type designator in the feed or the default dataset');
      continue;
    }
    if (!a.icaoCode) designators++;
    aircraft.push({ code: a.code, airlineEquipCode: equip, names: withBaseNames({ en: a.name }, known?.names).names });
    report.keep(a.row);
  }
  if (designators > 0) {
    report.missing.push(`${OPTD.aircraft} has no ICAO type designator for ${plural(designators, 'aircraft type')}: taken from the default dataset`);
  }
  return aircraft;
}

/** What the feed lacked, and what filled it. */
function reportWhatTheFeedLacked(report: ReportBuilder, feed: OptdFeed, bestKnown: BestKnownCounts, locations: LocationCounts, cities: CityCounts): void {
  if (feed.english) reportEnglishExtractGaps(report, feed, locations, cities);
  reportFilledGaps(report, feed, bestKnown, locations, cities);
}

function reportEnglishExtractGaps(report: ReportBuilder, feed: OptdFeed, locations: LocationCounts, cities: CityCounts): void {
  const { porName, scheduled } = feed;
  const { gaps, probablyClosed } = locations;
  report.missing.push(
    `${porName} has English names only: names in other languages kept from the default dataset for ${plural(gaps.get('otherNames'), 'location')} and ${plural(cities.gaps.get('otherNames') + cities.gaps.get('fromBase'), 'city', 'cities')}`,
  );
  report.missing.push(
    `${porName} has no coordinates, city codes, time zones or validity dates: positions and city codes from ${OPTD.bestKnown}${
      gaps.get('coordinates') > 0 ? ` (from the default dataset for ${plural(gaps.get('coordinates'), 'location')})` : ''
    }`,
  );
  report.missing.push(
    scheduled
      ? `${porName} has no validity dates: ${plural(probablyClosed, 'airport')} dropped as probably closed (no scheduled flights in ${OPTD.routes}, not in the default dataset); ${plural(gaps.get('noDates'), 'location')} kept with no validity date at all`
      : `${porName} has no validity dates and there is no ${OPTD.routes}: airports closed since the extract was made cannot be told apart and are kept`,
  );
  report.missing.push(`${porName} has no city names: city names from the default dataset for ${plural(cities.gaps.get('fromBase'), 'city', 'cities')}`);
}

function reportFilledGaps(report: ReportBuilder, feed: OptdFeed, bestKnown: BestKnownCounts, locations: LocationCounts, cities: CityCounts): void {
  const { porName } = feed;
  const { gaps, zones } = locations;
  if (cities.gaps.get('madeFromLocation') > 0) {
    report.notes.push(
      `${plural(cities.gaps.get('madeFromLocation'), 'city', 'cities')} named after an airport or station in them, as neither the feed nor the default dataset names them (e.g. ${cities.madeExamples.join(', ')})`,
    );
  }
  if (cities.gaps.get('noRow') > 0) {
    report.notes.push(`${plural(cities.gaps.get('noRow'), 'city', 'cities')} referenced by a location have no city row in the feed: made from the default dataset or the location`);
  }
  if (gaps.get('names') > 0) {
    report.notes.push(`${plural(gaps.get('names'), 'location')} missing from ${porName} named from the default dataset (same code, within ${SAME_PLACE_KM} km)`);
  }
  if (bestKnown.namedByTwin > 0) {
    report.notes.push(`${plural(bestKnown.namedByTwin, 'point')} of ${OPTD.bestKnown} missing from ${porName} named from a row of the same Geonames record under another code (e.g. a renamed code)`);
  }
  if (bestKnown.sharedPosition > 0) {
    report.notes.push(`${plural(bestKnown.sharedPosition, 'location')} that IATA lists as a combined city and location placed at the city's position in ${OPTD.bestKnown}, which has no row of their own`);
  }
  if (gaps.get('country') > 0) report.notes.push(`country from the default dataset for ${plural(gaps.get('country'), 'location')}`);
  report.notes.push(
    `location time zones: ${zones.get('feed row')} from the feed's POR rows, ${zones.get('tz file')} from ${OPTD.tz}, ${zones.get('default dataset')} from the default dataset, ${zones.get('coordinates')} computed from coordinates (tz-lookup)`,
  );
}
