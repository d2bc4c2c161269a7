// Dataset content from OpenTravelData's POR files, with the default dataset as the fallback for
// whatever the feed lacks: every row read is kept or dropped with a reason in the report.
import { placeFromAirportName } from '../domain/place-names.js';
import { isKnownTimeZone } from '../domain/time-zone.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { ReportBuilder, type RowRef } from './sources/import-report.js';
import { isCity, porKind, readBestKnown, readPorRef, readPorFile, readPorTimeZones, readScheduledCodes, type PorKind, type PorRecord } from './sources/optd-por.js';
import { readOptdAircraft, readOptdAirlines, readOptdCountries } from './sources/optd-reference.js';
import { Base, type CityRecord, type Content, Counter, type FeedBase, type FeedImport, firstZone, type ImportOptions, type LocationRecord, mergeCountries, plural, progressOf, readOptional, SAME_PLACE_KM, sortByCode, todayUtc, withBaseNames, zoneAt, type ZoneSource } from './feed-merge.js';
import type { LocationType } from '../domain/location-type.js';

const OPTD = {
  public: 'optd_por_public.csv',
  publicEn: 'optd_por_public_en.csv',
  bestKnown: 'optd_por_best_known_so_far.csv',
  retired: 'optd_por_no_longer_valid.csv',
  tz: 'optd_por_tz.csv',
  ref: 'optd_por_ref.csv',
  routes: 'optd_airline_por.csv',
  countries: 'optd_countries.csv',
  aircraft: 'optd_aircraft.csv',
  airlines: 'optd_airlines.csv',
} as const;

/** A POR on its way to a location or city: the merged record and every row that fed it. */
interface Candidate {
  rec: PorRecord;
  rows: RowRef[];
  origin: 'por' | 'best' | 'retired';
  /** Where best known puts the city part of a combined row. */
  cityPosition?: { latitude: number; longitude: number };
}

function key(code: string, geonameId: string): string {
  return `${code}-${geonameId}`;
}

/** Heliports are airports here; sources disagree on which a small field is. */
function sameRole(a: PorKind | 'City', b: PorKind | 'City'): boolean {
  const role = (p: PorKind | 'City') => (p === 'Heliport' ? 'Airport' : p);
  return role(a) === role(b);
}

/** What a POR stands for, the location (if any) first: `CA` is an airport and a city. */
function parts(types: string): (PorKind | 'City')[] {
  const kind = porKind(types);
  return [...(kind ? [kind] : []), ...(isCity(types) ? ['City' as const] : [])];
}

function fillGaps(into: PorRecord, from: PorRecord): void {
  if (into.latitude === undefined && from.latitude !== undefined && from.longitude !== undefined) {
    into.latitude = from.latitude;
    into.longitude = from.longitude;
  }
  if (into.cityCodes.length === 0) into.cityCodes = from.cityCodes;
  if (into.dateFrom === undefined && from.dateFrom !== undefined) into.dateFrom = from.dateFrom;
  if (into.countryCode === undefined && from.countryCode !== undefined) into.countryCode = from.countryCode;
  if (into.timeZone === undefined && from.timeZone !== undefined) into.timeZone = from.timeZone;
  if (Object.keys(into.names).length === 0) into.names = { ...from.names };
  if (into.cityName === undefined && from.cityName !== undefined) into.cityName = from.cityName;
}

const KIND_ORDER: Record<LocationType, number> = { Airport: 0, RailwayStation: 1, BusStation: 2 };

export async function buildOptdContent(dir: string, baseContent: FeedBase, options: ImportOptions = {}): Promise<FeedImport> {
  const today = options.today ?? todayUtc();
  const base = new Base(baseContent);
  const texts = Object.fromEntries(
    await Promise.all(Object.entries(OPTD).map(async ([k, name]) => [k, await readOptional(dir, name)] as const)),
  ) as Record<keyof typeof OPTD, string | undefined>;
  const porName = texts.public !== undefined ? OPTD.public : OPTD.publicEn;
  const porText = texts.public ?? texts.publicEn;
  if (porText === undefined) {
    throw new Error(`${dir} has neither ${OPTD.public} nor ${OPTD.publicEn}: one of them is required for an OpenTravelData import`);
  }
  const used = { ...texts, public: porText, publicEn: undefined };
  const progress = progressOf(Object.values(used), options.onProgress);
  const report = new ReportBuilder('OpenTravelData', progress.tick);
  const filesUsed: string[] = [porName];
  const use = <T>(text: string | undefined, name: string, read: (t: string) => T): T | undefined => {
    if (text === undefined) return undefined;
    filesUsed.push(name);
    return read(text);
  };

  // Reading
  const por = readPorFile(porText, porName, report);
  if (texts.public !== undefined && texts.publicEn !== undefined) {
    report.notes.push(`${OPTD.publicEn} not read: ${OPTD.public} holds every language`);
  }
  const english = por.layout === 'english-extract';
  const best = use(texts.bestKnown, OPTD.bestKnown, (t) => readBestKnown(t, OPTD.bestKnown, report));
  const retired = use(texts.retired, OPTD.retired, (t) => readPorFile(t, OPTD.retired, report).records) ?? [];
  const tzFile = use(texts.tz, OPTD.tz, (t) => readPorTimeZones(t, OPTD.tz, report)) ?? new Map<string, string>();
  const ref = use(texts.ref, OPTD.ref, (t) => readPorRef(t, OPTD.ref, report)) ?? new Map<string, { types: string; countryCode: string }>();
  const refCountry = new Map([...ref].map(([code, r]) => [code, r.countryCode]));
  const scheduled = use(texts.routes, OPTD.routes, (t) => readScheduledCodes(t, OPTD.routes, report));
  const feedCountries = use(texts.countries, OPTD.countries, (t) => readOptdCountries(t, OPTD.countries, report));
  const feedAircraft = use(texts.aircraft, OPTD.aircraft, (t) => readOptdAircraft(t, OPTD.aircraft, report));
  const airlines = use(texts.airlines, OPTD.airlines, (t) => readOptdAirlines(t, OPTD.airlines, report, today)) ?? [];

  const countries = mergeCountries(feedCountries, base, OPTD.countries, report);
  const countryCodes = new Set(countries.map((c) => c.code));

  // Retired POR: those valid today are POR like any other; the others retire the POR they name.
  const expired = new Map<string, PorRecord>();
  let sharedPosition = 0;
  let namedByTwin = 0;
  const retiredByGeoname = new Map<string, PorRecord>();
  const candidates: Candidate[] = [];
  const byKey = new Map<string, Candidate>();
  for (const rec of por.records) {
    const c: Candidate = { rec: { ...rec }, rows: [rec.row], origin: 'por' };
    candidates.push(c);
    if (!byKey.has(key(rec.code, rec.geonameId))) byKey.set(key(rec.code, rec.geonameId), c);
  }
  for (const r of retired) {
    if (r.geonameId !== '0') retiredByGeoname.set(r.geonameId, r);
    // A retired row without date_until is retired for good.
    if (r.dateUntil === undefined || r.dateUntil < today) {
      expired.set(key(r.code, r.geonameId), r);
      report.drop(r.row, 'no longer valid (date_until is past)');
      continue;
    }
    if (r.dateFrom !== undefined && r.dateFrom > today) {
      report.drop(r.row, 'not yet valid (date_from is in the future)');
      continue;
    }
    const same = byKey.get(key(r.code, r.geonameId));
    if (same) {
      fillGaps(same.rec, r);
      same.rows.push(r.row);
    } else {
      const c: Candidate = { rec: { ...r }, rows: [r.row], origin: 'retired' };
      candidates.push(c);
      byKey.set(key(r.code, r.geonameId), c);
    }
  }

  const dropped = new Set<Candidate>();
  const dropCandidate = (c: Candidate, reason: string): void => {
    dropped.add(c);
    for (const row of c.rows) report.drop(row, reason);
  };
  /** Drops the candidate if the retired file retires its POR (and no later date revives it). */
  const dropIfRetired = (c: Candidate): boolean => {
    const gone = expired.get(key(c.rec.code, c.rec.geonameId));
    if (!gone || (c.rec.dateFrom !== undefined && gone.dateUntil !== undefined && c.rec.dateFrom > gone.dateUntil)) return false;
    dropCandidate(c, `retired: listed in ${OPTD.retired} with a date_until in the past`);
    return true;
  };
  for (const c of candidates) dropIfRetired(c);

  // Best known so far: positions and cities for the POR file's rows; its other POR stand alone.
  if (best) {
    const bestByCode = new Map<string, PorRecord[]>();
    for (const b of best) bestByCode.set(b.code, [...(bestByCode.get(b.code) ?? []), b]);
    const bestByGeoname = new Map<string, PorRecord[]>();
    for (const b of best) if (b.geonameId !== '0') bestByGeoname.set(b.geonameId, [...(bestByGeoname.get(b.geonameId) ?? []), b]);
    const matched = new Set<PorRecord>();
    const porByGeoname = new Map<string, Candidate>();
    for (const c of candidates) if (c.rec.geonameId !== '0' && !porByGeoname.has(c.rec.geonameId)) porByGeoname.set(c.rec.geonameId, c);

    for (const c of candidates.filter((x) => !dropped.has(x))) {
      const same = bestByCode.get(c.rec.code) ?? [];
      const partner = (part: PorKind | 'City'): PorRecord | undefined => {
        const alike = same.filter((x) => !matched.has(x) && parts(x.types).some((p) => sameRole(p, part)));
        const exact = alike.find((x) => x.geonameId === c.rec.geonameId && (x.geonameId !== '0' || alike.length === 1));
        if (exact) return exact;
        // Geonames records get replaced: the one POR of that role in the same country is this one.
        const country = refCountry.get(c.rec.code);
        if (country !== undefined && country !== c.rec.countryCode) return undefined;
        if (alike.length === 1) return alike[0];
        // IATA may list the code as one combined point (optd_por_ref.csv `CA`) where best known
        // has only the city: the city's position stands for both.
        const iataTypes = ref.get(c.rec.code)?.types ?? '';
        const cityOnly = same.filter((x) => !matched.has(x) && parts(x.types).join() === 'City');
        if (alike.length === 0 && part !== 'City' && isCity(iataTypes) && porKind(iataTypes) === part && cityOnly.length === 1) {
          sharedPosition++;
          return cityOnly[0];
        }
        return undefined;
      };
      // A combined row (CA, CR…) is one Geonames record for two POR that best known may list
      // apart: the location's row gives the position; the city's row joins only alongside it.
      const [primary, secondary] = parts(c.rec.types);
      const b = partner(primary!);
      if (b) {
        matched.add(b);
        fillGaps(c.rec, b);
        c.rows.push(b.row);
        const city = secondary ? partner(secondary) : undefined;
        if (city) {
          matched.add(city);
          c.rows.push(city.row);
          c.cityPosition = { latitude: city.latitude!, longitude: city.longitude! };
        } else if (secondary && parts(b.types).includes(secondary)) {
          c.cityPosition = { latitude: b.latitude!, longitude: b.longitude! };
        }
        continue;
      }
      // Only the English extract, which has no positions or dates, needs best known to stand.
      if (!english || c.origin !== 'por') continue;
      const successor = (bestByGeoname.get(c.rec.geonameId) ?? []).some((x) => parts(x.types).includes(primary!));
      if (!bestByCode.has(c.rec.code)) {
        dropCandidate(c, successor ? `code replaced by another code in ${OPTD.bestKnown} (same Geonames record)` : `not in ${OPTD.bestKnown}, the list of codes in use`);
      } else {
        dropCandidate(c, `${OPTD.bestKnown} gives this code to another place`);
      }
    }

    for (const b of best) {
      if (matched.has(b)) continue;
      const c: Candidate = { rec: { ...b, names: {} }, rows: [b.row], origin: 'best' };
      // The same place under another code (a renamed code) or retired: its names and country.
      const twin = b.geonameId !== '0' ? porByGeoname.get(b.geonameId) : undefined;
      const namer = twin?.rec ?? (b.geonameId !== '0' ? retiredByGeoname.get(b.geonameId) : undefined);
      if (namer) {
        c.rec.names = { ...namer.names };
        if (namer.countryCode) c.rec.countryCode = namer.countryCode;
        if (namer.timeZone) c.rec.timeZone = namer.timeZone;
        if (namer.cityName) c.rec.cityName = namer.cityName;
        namedByTwin++;
      }
      candidates.push(c);
      dropIfRetired(c);
    }
  } else {
    report.missing.push(`no ${OPTD.bestKnown}: positions and city codes only from ${porName} and the default dataset`);
  }

  // Validity and roles
  const locationCandidates: { c: Candidate; type: LocationType; heliport: boolean }[] = [];
  const cityCandidates = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (dropped.has(c)) continue;
    const r = c.rec;
    if (r.dateUntil !== undefined && r.dateUntil < today) {
      dropCandidate(c, 'expired (date_until is past)');
      continue;
    }
    if (r.dateFrom !== undefined && r.dateFrom > today) {
      dropCandidate(c, 'not yet valid (date_from is in the future)');
      continue;
    }
    const kind = porKind(r.types);
    if (isCity(r.types)) cityCandidates.set(r.code, [...(cityCandidates.get(r.code) ?? []), c]);
    if (kind === 'Airport' || kind === 'Heliport') locationCandidates.push({ c, type: 'Airport', heliport: kind === 'Heliport' });
    else if (kind === 'RailwayStation' || kind === 'BusStation') locationCandidates.push({ c, type: kind, heliport: false });
    else if (kind !== undefined && !isCity(r.types)) {
      dropCandidate(
        c,
        kind === 'Port' ? 'port (type P): not an airport or station' : kind === 'OffLine' ? 'off-line point (type O): not an airport or station' : `location type ${r.types} is not an airport or station`,
      );
    }
  }

  // Locations
  const zones = new Counter<ZoneSource>();
  const gapCounts = new Counter<'coordinates' | 'country' | 'names' | 'otherNames' | 'noDates'>();
  const built: { loc: LocationRecord; c: Candidate }[] = [];
  let probablyClosed = 0;
  for (const { c, type, heliport } of locationCandidates) {
    const r = c.rec;
    const sameCountryBase = base.location(r.code, undefined, r.countryCode);
    let latitude = r.latitude;
    let longitude = r.longitude;
    if (latitude === undefined || longitude === undefined) {
      if (!sameCountryBase || r.countryCode === undefined) {
        dropCandidate(c, 'no coordinates in the feed or the default dataset');
        continue;
      }
      latitude = sameCountryBase.latitude;
      longitude = sameCountryBase.longitude;
      gapCounts.add('coordinates');
    }
    const near = base.location(r.code, { latitude, longitude });
    let countryCode = r.countryCode ?? refCountry.get(r.code);
    if (countryCode === undefined && near) {
      countryCode = near.countryCode;
      gapCounts.add('country');
    }
    if (countryCode === undefined) {
      dropCandidate(c, 'no country in the feed or the default dataset');
      continue;
    }
    if (!countryCodes.has(countryCode)) {
      dropCandidate(c, 'country code not in the country list');
      continue;
    }
    const hadNames = Object.keys(r.names).length > 0;
    const { names, added } = withBaseNames(r.names, near?.names);
    if (Object.keys(names).length === 0) {
      dropCandidate(c, 'no name in the feed or the default dataset');
      continue;
    }
    if (!hadNames) gapCounts.add('names');
    else if (added) gapCounts.add('otherNames');
    if (heliport && !scheduled?.has(r.code) && !near) {
      dropCandidate(c, `heliport with no scheduled flights${scheduled ? ` in ${OPTD.routes}` : ''} and not in the default dataset`);
      continue;
    }
    // The English extract has no validity dates and best known only start dates: an airport with
    // no start date that neither the default dataset nor the airlines' schedules know is taken as
    // closed since the extract was made (TXL, SXF, NAY… are in no file as retired).
    if (english && type === 'Airport' && r.dateFrom === undefined && scheduled && !scheduled.has(r.code) && !base.locations.has(r.code)) {
      probablyClosed++;
      dropCandidate(c, `probably closed: no date_from, no scheduled flights in ${OPTD.routes}, not in the default dataset`);
      continue;
    }
    const offer = firstZone([
      ['feed row', r.timeZone],
      ['tz file', tzFile.get(r.code)],
      ['default dataset', near?.timeZone],
      ['coordinates', zoneAt(latitude, longitude)],
    ]);
    if (!offer) {
      dropCandidate(c, 'no time zone');
      continue;
    }
    if (!isKnownTimeZone(offer.zone)) {
      dropCandidate(c, `time zone from the ${offer.source} is not known to ICU`);
      continue;
    }
    if (r.dateFrom === undefined && r.dateUntil === undefined) gapCounts.add('noDates');
    built.push({
      c,
      loc: { code: r.code, type, cityCode: r.cityCodes[0] ?? r.code, countryCode, latitude, longitude, timeZone: offer.zone, names },
    });
    zones.add(offer.source);
  }

  // One location per code: an airport before a station, a POR-file row before one it lacks.
  const byCode = new Map<string, { loc: LocationRecord; c: Candidate }>();
  const originOrder = { por: 0, retired: 1, best: 2 };
  for (const b of built) {
    const held = byCode.get(b.loc.code);
    const better =
      !held ||
      KIND_ORDER[b.loc.type] < KIND_ORDER[held.loc.type] ||
      (KIND_ORDER[b.loc.type] === KIND_ORDER[held.loc.type] && originOrder[b.c.origin] < originOrder[held.c.origin]);
    const loser = better ? held : b;
    if (better) byCode.set(b.loc.code, b);
    if (loser) {
      const winner = byCode.get(b.loc.code)!;
      const what = winner.loc.type === loser.loc.type ? 'another point of the same type' : winner.loc.type === 'Airport' ? 'an airport' : 'a station';
      dropCandidate(loser.c, `code also held by ${what}`);
    }
  }
  const locations = sortByCode([...byCode.values()].map((b) => b.loc));
  for (const { c } of byCode.values()) for (const row of c.rows) report.keep(row);

  // Cities: those the locations are in, from the city POR where the feed has one
  const servedBy = new Map<string, LocationRecord[]>();
  for (const l of locations) servedBy.set(l.cityCode, [...(servedBy.get(l.cityCode) ?? []), l]);
  const cities: CityRecord[] = [];
  const cityGaps = new Counter<'fromBase' | 'madeFromLocation' | 'otherNames' | 'noRow'>();
  const madeExamples: string[] = [];
  for (const [code, served] of servedBy) {
    const first = served[0]!;
    const rows = (cityCandidates.get(code) ?? []).filter((c) => !dropped.has(c));
    const rank = (c: Candidate): number => (c.rec.types === 'C' ? 0 : 1) * 10 + originOrder[c.origin];
    const chosenRow = rows.sort((a, b) => rank(a) - rank(b))[0];
    const city = chosenRow?.rec;
    const cityAt = chosenRow?.cityPosition ?? (city?.types === 'C' && city.latitude !== undefined ? { latitude: city.latitude, longitude: city.longitude! } : undefined);
    const countryCode = city?.countryCode ?? refCountry.get(code) ?? base.city(code)?.countryCode ?? first.countryCode;
    const baseCity = base.city(code, countryCode);
    let names: Record<string, string> = {};
    if (city && city.types === 'C' && Object.keys(city.names).length > 0) names = { ...city.names };
    else {
      // The city_name_list of a combined row, or of an airport or station in the city.
      const named = [city, ...served.map((l) => byCode.get(l.code)?.c.rec)].find((r) => r?.cityName && (r.cityCodes[0] ?? r.code) === code);
      if (named?.cityName) names = { en: named.cityName };
    }
    const filled = withBaseNames(names, baseCity?.names);
    if (Object.keys(names).length === 0 && filled.added) cityGaps.add('fromBase');
    else if (filled.added) cityGaps.add('otherNames');
    names = filled.names;
    if (names.en === undefined) {
      // Neither the feed nor the default dataset names the city: the place its airport is named after.
      const from = city && Object.keys(city.names).length > 0 ? city.names : first.names;
      names = { ...names, en: placeFromAirportName(from.en ?? Object.values(from)[0] ?? code) };
      cityGaps.add('madeFromLocation');
      if (madeExamples.length < 5) madeExamples.push(`${code} (${names.en})`);
    }
    if (!city) cityGaps.add('noRow');
    const zone = [
      city?.timeZone,
      tzFile.get(code),
      baseCity?.timeZone,
      cityAt ? zoneAt(cityAt.latitude, cityAt.longitude) : undefined,
      first.timeZone,
    ].find((z): z is string => z !== undefined && isKnownTimeZone(z))!;
    cities.push({ code, countryCode: countryCodes.has(countryCode) ? countryCode : first.countryCode, timeZone: zone, names });
    for (const c of rows) for (const row of c.rows) report.keep(row);
  }
  for (const list of cityCandidates.values()) {
    for (const c of list) {
      if (dropped.has(c)) continue;
      for (const row of c.rows) if (!report.isSettled(row)) report.drop(row, 'city with no kept airport or station');
    }
  }

  // Aircraft: the feed's, with the default dataset's ICAO designators and the types the feed lacks
  const aircraft: DatasetContent['aircraft'] = [];
  if (feedAircraft) {
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
  }
  const inFeed = new Set(aircraft.map((a) => a.code));
  const extraAircraft = baseContent.aircraft.filter((a) => !inFeed.has(a.code));
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
  if (!texts.airlines) report.missing.push(`no ${OPTD.airlines}: no airlines read`);

  // What the feed lacked, and what filled it
  if (english) {
    report.missing.push(
      `${porName} has English names only: names in other languages kept from the default dataset for ${plural(gapCounts.get('otherNames'), 'location')} and ${plural(cityGaps.get('otherNames') + cityGaps.get('fromBase'), 'city', 'cities')}`,
    );
    report.missing.push(
      `${porName} has no coordinates, city codes, time zones or validity dates: positions and city codes from ${OPTD.bestKnown}${
        gapCounts.get('coordinates') > 0 ? ` (from the default dataset for ${plural(gapCounts.get('coordinates'), 'location')})` : ''
      }`,
    );
    report.missing.push(
      scheduled
        ? `${porName} has no validity dates: ${plural(probablyClosed, 'airport')} dropped as probably closed (no scheduled flights in ${OPTD.routes}, not in the default dataset); ${plural(gapCounts.get('noDates'), 'location')} kept with no validity date at all`
        : `${porName} has no validity dates and there is no ${OPTD.routes}: airports closed since the extract was made cannot be told apart and are kept`,
    );
    report.missing.push(`${porName} has no city names: city names from the default dataset for ${plural(cityGaps.get('fromBase'), 'city', 'cities')}`);
  }
  if (cityGaps.get('madeFromLocation') > 0) {
    report.notes.push(
      `${plural(cityGaps.get('madeFromLocation'), 'city', 'cities')} named after an airport or station in them, as neither the feed nor the default dataset names them (e.g. ${madeExamples.join(', ')})`,
    );
  }
  if (cityGaps.get('noRow') > 0) {
    report.notes.push(`${plural(cityGaps.get('noRow'), 'city', 'cities')} referenced by a location have no city row in the feed: made from the default dataset or the location`);
  }
  if (gapCounts.get('names') > 0) {
    report.notes.push(`${plural(gapCounts.get('names'), 'location')} missing from ${porName} named from the default dataset (same code, within ${SAME_PLACE_KM} km)`);
  }
  if (namedByTwin > 0) {
    report.notes.push(`${plural(namedByTwin, 'point')} of ${OPTD.bestKnown} missing from ${porName} named from a row of the same Geonames record under another code (e.g. a renamed code)`);
  }
  if (sharedPosition > 0) {
    report.notes.push(`${plural(sharedPosition, 'location')} that IATA lists as a combined city and location placed at the city's position in ${OPTD.bestKnown}, which has no row of their own`);
  }
  if (gapCounts.get('country') > 0) report.notes.push(`country from the default dataset for ${plural(gapCounts.get('country'), 'location')}`);
  report.notes.push(
    `location time zones: ${zones.get('feed row')} from the feed's POR rows, ${zones.get('tz file')} from ${OPTD.tz}, ${zones.get('default dataset')} from the default dataset, ${zones.get('coordinates')} computed from coordinates (tz-lookup)`,
  );

  const content: Content = {
    countries: sortByCode(countries),
    locations,
    cities: sortByCode(cities),
    aircraft: sortByCode(aircraft),
    sources: [
      `OpenTravelData (CC BY 4.0): ${filesUsed.join(', ')}`,
      'gaps filled from the default dataset (see the import report); zones from coordinates: @photostructure/tz-lookup (CC0)',
    ],
  };
  progress.end();
  return {
    content,
    airlines,
    report: report.build({
      countries: content.countries.length,
      locations: locations.length,
      cities: content.cities.length,
      aircraft: content.aircraft.length,
      airlines: airlines.length,
    }),
  };
}
