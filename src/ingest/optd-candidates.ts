// The POR an OpenTravelData import may make locations and cities of: the POR file's rows, the
// retired file's rows still valid, and best known's rows, matched to one another by code, role and
// Geonames record. A candidate is dropped, with its reason, as soon as it is known not to stand.
import type { LocationType } from '../domain/location-type.js';
import type { ReportBuilder, RowRef } from './sources/import-report.js';
import { isCity, porKind, type PorKind, type PorRecord } from './sources/optd-por.js';
import { OPTD, type OptdFeed } from './optd-files.js';

/** A POR on its way to a location or city: the merged record and every row that fed it. */
export interface Candidate {
  rec: PorRecord;
  rows: RowRef[];
  origin: 'por' | 'best' | 'retired';
  /** Where best known puts the city part of a combined row. */
  cityPosition?: { latitude: number; longitude: number };
}

/** Which of two candidates for the same code wins, all else equal: the POR file's row first. */
export const ORIGIN_ORDER: Record<Candidate['origin'], number> = { por: 0, retired: 1, best: 2 };

/** Every candidate so far, and which were dropped: a drop settles all the rows that fed it. */
export class Candidates {
  readonly all: Candidate[] = [];
  private readonly dropped = new Set<Candidate>();

  constructor(readonly report: ReportBuilder) {}

  add(c: Candidate): void {
    this.all.push(c);
  }

  drop(c: Candidate, reason: string): void {
    this.dropped.add(c);
    for (const row of c.rows) this.report.drop(row, reason);
  }

  keep(c: Candidate): void {
    for (const row of c.rows) this.report.keep(row);
  }

  isDropped(c: Candidate): boolean {
    return this.dropped.has(c);
  }

  standing(): Candidate[] {
    return this.all.filter((c) => !this.dropped.has(c));
  }
}

/** What the retired file retires: the POR it names (by code and Geonames record), and its rows by Geonames record. */
interface Retirements {
  expired: Map<string, PorRecord>;
  byGeoname: Map<string, PorRecord>;
}

/** A candidate located by role, for the locations to be made of. */
export interface LocationCandidate {
  c: Candidate;
  type: LocationType;
  heliport: boolean;
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

/** The POR file's rows, and the retired file's: those valid today are POR like any other; the others retire the POR they name. */
export function gatherCandidates(feed: OptdFeed, report: ReportBuilder, today: string): { pool: Candidates; retirements: Retirements } {
  const pool = new Candidates(report);
  const byKey = new Map<string, Candidate>();
  for (const rec of feed.por) {
    const c: Candidate = { rec: { ...rec }, rows: [rec.row], origin: 'por' };
    pool.add(c);
    if (!byKey.has(key(rec.code, rec.geonameId))) byKey.set(key(rec.code, rec.geonameId), c);
  }
  const retirements = addRetired(feed.retired, pool, byKey, today);
  for (const c of pool.all) dropIfRetired(pool, retirements, c);
  return { pool, retirements };
}

function addRetired(retired: readonly PorRecord[], pool: Candidates, byKey: Map<string, Candidate>, today: string): Retirements {
  const expired = new Map<string, PorRecord>();
  const byGeoname = new Map<string, PorRecord>();
  for (const r of retired) {
    if (r.geonameId !== '0') byGeoname.set(r.geonameId, r);
    // A retired row without date_until is retired for good.
    if (r.dateUntil === undefined || r.dateUntil < today) {
      expired.set(key(r.code, r.geonameId), r);
      pool.report.drop(r.row, 'no longer valid (date_until is past)');
      continue;
    }
    if (r.dateFrom !== undefined && r.dateFrom > today) {
      pool.report.drop(r.row, 'not yet valid (date_from is in the future)');
      continue;
    }
    const same = byKey.get(key(r.code, r.geonameId));
    if (same) {
      fillGaps(same.rec, r);
      same.rows.push(r.row);
    } else {
      const c: Candidate = { rec: { ...r }, rows: [r.row], origin: 'retired' };
      pool.add(c);
      byKey.set(key(r.code, r.geonameId), c);
    }
  }
  return { expired, byGeoname };
}

/** Drops the candidate if the retired file retires its POR (and no later date revives it). */
function dropIfRetired(pool: Candidates, retirements: Retirements, c: Candidate): void {
  const gone = retirements.expired.get(key(c.rec.code, c.rec.geonameId));
  if (!gone || (c.rec.dateFrom !== undefined && gone.dateUntil !== undefined && c.rec.dateFrom > gone.dateUntil)) return;
  pool.drop(c, `retired: listed in ${OPTD.retired} with a date_until in the past`);
}

/** How best known's rows were matched, for the report. */
export interface BestKnownCounts {
  /** Locations placed at their city's position, best known having no row of their own. */
  sharedPosition: number;
  /** Best known's rows named from another code's row of the same Geonames record. */
  namedByTwin: number;
}

/** Best known's rows, indexed, and which of them a candidate has taken. */
class BestKnownIndex {
  readonly byCode = new Map<string, PorRecord[]>();
  readonly byGeoname = new Map<string, PorRecord[]>();
  readonly matched = new Set<PorRecord>();
  sharedPosition = 0;

  constructor(
    rows: readonly PorRecord[],
    private readonly feed: OptdFeed,
  ) {
    for (const b of rows) this.byCode.set(b.code, [...(this.byCode.get(b.code) ?? []), b]);
    for (const b of rows) if (b.geonameId !== '0') this.byGeoname.set(b.geonameId, [...(this.byGeoname.get(b.geonameId) ?? []), b]);
  }

  /** The row, not taken yet, that stands for this part of the candidate, if any. */
  partner(c: Candidate, part: PorKind | 'City'): PorRecord | undefined {
    const same = this.byCode.get(c.rec.code) ?? [];
    const alike = same.filter((x) => !this.matched.has(x) && parts(x.types).some((p) => sameRole(p, part)));
    const exact = alike.find((x) => x.geonameId === c.rec.geonameId && (x.geonameId !== '0' || alike.length === 1));
    if (exact) return exact;
    // Geonames records get replaced: the one POR of that role in the same country is this one.
    const country = this.feed.refCountry.get(c.rec.code);
    if (country !== undefined && country !== c.rec.countryCode) return undefined;
    if (alike.length === 1) return alike[0];
    // IATA may list the code as one combined point (optd_por_ref.csv `CA`) where best known
    // has only the city: the city's position stands for both.
    const iataTypes = this.feed.ref.get(c.rec.code)?.types ?? '';
    const cityOnly = same.filter((x) => !this.matched.has(x) && parts(x.types).join() === 'City');
    if (alike.length === 0 && part !== 'City' && isCity(iataTypes) && porKind(iataTypes) === part && cityOnly.length === 1) {
      this.sharedPosition++;
      return cityOnly[0];
    }
    return undefined;
  }
}

/** Best known so far: positions and cities for the POR file's rows; its other POR stand alone. */
export function matchBestKnown(pool: Candidates, feed: OptdFeed, retirements: Retirements): BestKnownCounts {
  if (!feed.best) {
    pool.report.missing.push(`no ${OPTD.bestKnown}: positions and city codes only from ${feed.porName} and the default dataset`);
    return { sharedPosition: 0, namedByTwin: 0 };
  }
  const index = new BestKnownIndex(feed.best, feed);
  const porByGeoname = new Map<string, Candidate>();
  for (const c of pool.all) if (c.rec.geonameId !== '0' && !porByGeoname.has(c.rec.geonameId)) porByGeoname.set(c.rec.geonameId, c);

  for (const c of pool.standing()) {
    if (joinBestKnown(c, index)) continue;
    // Only the English extract, which has no positions or dates, needs best known to stand.
    if (feed.english && c.origin === 'por') pool.drop(c, notInBestKnownBecause(c, index));
  }

  let namedByTwin = 0;
  for (const b of feed.best) {
    if (index.matched.has(b)) continue;
    const c: Candidate = { rec: { ...b, names: {} }, rows: [b.row], origin: 'best' };
    // The same place under another code (a renamed code) or retired: its names and country.
    const twin = b.geonameId !== '0' ? porByGeoname.get(b.geonameId) : undefined;
    const namer = twin?.rec ?? (b.geonameId !== '0' ? retirements.byGeoname.get(b.geonameId) : undefined);
    if (namer) {
      nameAfter(c.rec, namer);
      namedByTwin++;
    }
    pool.add(c);
    dropIfRetired(pool, retirements, c);
  }
  return { sharedPosition: index.sharedPosition, namedByTwin };
}

/** Joins best known's row(s) for the candidate to it; false when best known has none. */
function joinBestKnown(c: Candidate, index: BestKnownIndex): boolean {
  // A combined row (CA, CR…) is one Geonames record for two POR that best known may list
  // apart: the location's row gives the position; the city's row joins only alongside it.
  const [primary, secondary] = parts(c.rec.types);
  const b = index.partner(c, primary!);
  if (!b) return false;
  index.matched.add(b);
  fillGaps(c.rec, b);
  c.rows.push(b.row);
  const city = secondary ? index.partner(c, secondary) : undefined;
  if (city) {
    index.matched.add(city);
    c.rows.push(city.row);
    c.cityPosition = { latitude: city.latitude!, longitude: city.longitude! };
  } else if (secondary && parts(b.types).includes(secondary)) {
    c.cityPosition = { latitude: b.latitude!, longitude: b.longitude! };
  }
  return true;
}

function notInBestKnownBecause(c: Candidate, index: BestKnownIndex): string {
  const primary = parts(c.rec.types)[0]!;
  const successor = (index.byGeoname.get(c.rec.geonameId) ?? []).some((x) => parts(x.types).includes(primary));
  if (index.byCode.has(c.rec.code)) return `${OPTD.bestKnown} gives this code to another place`;
  return successor ? `code replaced by another code in ${OPTD.bestKnown} (same Geonames record)` : `not in ${OPTD.bestKnown}, the list of codes in use`;
}

function nameAfter(rec: PorRecord, namer: PorRecord): void {
  rec.names = { ...namer.names };
  if (namer.countryCode) rec.countryCode = namer.countryCode;
  if (namer.timeZone) rec.timeZone = namer.timeZone;
  if (namer.cityName) rec.cityName = namer.cityName;
}

/** Validity and roles: the candidates valid today, as locations to make and cities by code. */
export function sortByRole(pool: Candidates, today: string): { locations: LocationCandidate[]; cities: Map<string, Candidate[]> } {
  const locations: LocationCandidate[] = [];
  const cities = new Map<string, Candidate[]>();
  for (const c of pool.standing()) {
    const r = c.rec;
    const invalid = invalidBecause(r, today);
    if (invalid !== undefined) {
      pool.drop(c, invalid);
      continue;
    }
    const kind = porKind(r.types);
    if (isCity(r.types)) cities.set(r.code, [...(cities.get(r.code) ?? []), c]);
    if (kind === 'Airport' || kind === 'Heliport') locations.push({ c, type: 'Airport', heliport: kind === 'Heliport' });
    else if (kind === 'RailwayStation' || kind === 'BusStation') locations.push({ c, type: kind, heliport: false });
    else if (kind !== undefined && !isCity(r.types)) pool.drop(c, notALocationBecause(kind, r.types));
  }
  return { locations, cities };
}

function invalidBecause(r: PorRecord, today: string): string | undefined {
  if (r.dateUntil !== undefined && r.dateUntil < today) return 'expired (date_until is past)';
  if (r.dateFrom !== undefined && r.dateFrom > today) return 'not yet valid (date_from is in the future)';
  return undefined;
}

function notALocationBecause(kind: PorKind, types: string): string {
  if (kind === 'Port') return 'port (type P): not an airport or station';
  if (kind === 'OffLine') return 'off-line point (type O): not an airport or station';
  return `location type ${types} is not an airport or station`;
}
