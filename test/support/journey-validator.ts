// An independent check of schedule answers against docs/api-rules.md (Schedules). It reads the JSON
// the real server sends and converts every stated local time to UTC itself, with the airports' IANA
// zones (Intl through utcOffsetMinutes), never with the engine's UTC fields, so a wrong offset
// anywhere in the path from the generator to the document shows. Thresholds: docs/decisions.md 24.
// Journeys as sold (issue 44) are checked from the dataset's ticketing facts by the validator's own
// reading of them (sold-connections.ts), never by the engine's rules; the rules over a whole answer
// (overnight, dominated, repeated trips) once every page of it has been read.
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { ConnectionTimeRecord } from '../../src/dataset/schedule-content.js';
import { greatCircleKm } from '../../src/domain/geo.js';
import { utcOffsetMinutes } from '../../src/domain/time-zone.js';
import { seededRandom } from './seeded-random.js';
import { weightedPicker } from '../../bench/sampling.js';
import { isOvernight, SoldConnections, type Connection } from './sold-connections.js';

export const RULES = [
  'chain', 'airport-twice', 'city-twice', 'local-time-missing', 'utc-time', 'block-time', 'duration', 'mct', 'max-connection',
  'circuity', 'asked-date', 'hour-before', 'days-of-operation', 'date-period', 'answer',
  'sold', 'airport-change', 'overnight', 'dominated', 'repeated-trip',
] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  message: string;
  /** A `sold` violation where a no-frills airline sells or operates a leg of the journey. */
  noFrills?: boolean;
  /** An `airport-change` violation where the leg after the change does not say so (or says another airport). */
  unlabelled?: boolean;
}

export interface Airport {
  code: string;
  city: string;
  country: string;
  zone: string;
  latitude: number;
  longitude: number;
}

export interface ValidatorContext {
  airports: Map<string, Airport>;
  connectionTimes: ConnectionTimeRecord[];
  /** The dataset's ticketing facts, read by the validator's own rules. */
  sold: SoldConnections;
}

/** The two listings of a schedule answer (docs/api-rules.md, Schedules). */
export type Listing = 'combinations' | 'trips';

export interface ScheduleQuerySpec {
  origin: string;
  destination: string;
  /** yyyy-MM-dd, local at the origin. */
  date: string;
  /** HH:MM, when the query gives a time. */
  time?: string;
  /** The listing asked for; the default (no parameter sent) is combinations. */
  listing?: Listing;
}

/** Taxi, climb and descent: minutes of a block not spent cruising. The fastest plausible cruise. */
export const TAXI_ALLOWANCE_FAST = 15;
export const MAX_KMH = 1100;
/** A block may hold up to this much ground time and still cruise at no less than MIN_KMH. */
export const TAXI_ALLOWANCE_SLOW = 60;
export const MIN_KMH = 150;

const DEFAULT_MCT: Record<string, number> = { DD: 30, DI: 60, ID: 90, II: 90 };

export function contextFromDataset(path: string): ValidatorContext {
  const { content } = readDatasetFile(path);
  const airports = new Map<string, Airport>();
  for (const l of content.locations) {
    if (l.type !== 'Airport') continue;
    airports.set(l.code, { code: l.code, city: l.cityCode, country: l.countryCode, zone: l.timeZone, latitude: l.latitude, longitude: l.longitude });
  }
  return { airports, connectionTimes: content.schedule.connectionTimes, sold: new SoldConnections(content.schedule.ticketing) };
}

const MS_MIN = 60_000;

/** Minutes since the epoch of a local wall time `yyyy-MM-ddTHH:mm` read as if it were UTC. */
export function wallMinutes(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return ms / MS_MIN;
}

/**
 * The readings of a local time that the answer's UTC time (`yyyy-MM-ddTHH:mmZ`) leaves: that one,
 * when it is a reading; all of them, after `wrong` is told, when it is not; all of them when the
 * answer gives none.
 */
function utcReading(text: unknown, readings: number[], wrong: (utc: string) => void): number[] {
  if (typeof text !== 'string') return readings;
  const utc = wallMinutes(text.endsWith('Z') ? text.slice(0, -1) : text);
  if (utc !== undefined && readings.includes(utc)) return [utc];
  wrong(text);
  return readings;
}

/** Every UTC instant (minutes) that shows this wall time in the zone: none in a gap, two in a fold. */
export function instantsOf(zone: string, wall: number): number[] {
  const candidates = new Set<number>();
  for (const probe of [-1440, -720, 0, 720, 1440]) candidates.add(utcOffsetMinutes(zone, (wall + probe) * MS_MIN));
  const out: number[] = [];
  for (const offset of candidates) {
    const utc = wall - offset;
    if (utcOffsetMinutes(zone, utc * MS_MIN) === offset) out.push(utc);
  }
  return out.sort((a, b) => a - b);
}

function distance(a: Airport, b: Airport): number {
  return greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** A flight with stops: each stop's ground time at most this, and the way through them at most this much longer. */
const STOP_GROUND_MINUTES = 300;
const STOP_DETOUR = 1.5;

/** Whether a block of `minutes` is plausible for `km` of great circle, flown with `stops` stops on the way. */
export function plausibleBlock(km: number, minutes: number, stops = 0): boolean {
  if (minutes <= 0) return false;
  const fastest = (km / MAX_KMH) * 60 + TAXI_ALLOWANCE_FAST;
  const slowest = stops === 0 ? (km / MIN_KMH) * 60 + TAXI_ALLOWANCE_SLOW : ((km * STOP_DETOUR) / MIN_KMH) * 60 + (stops + 1) * TAXI_ALLOWANCE_SLOW + stops * STOP_GROUND_MINUTES;
  return minutes >= fastest && minutes <= slowest;
}

function parseDuration(text: string): number | undefined {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return undefined;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

interface CheckedLeg {
  from: Airport;
  to: Airport;
  departureUtc: number;
  arrivalUtc: number;
  /** Every instant the local times can be (two in a fold), for the journey's ends. */
  departureReadings: number[];
  arrivalReadings: number[];
  /** Local times as written, wall minutes. */
  departureWall: number;
  arrivalWall: number;
  operating: string;
  /** The operating flight, airline and number (`LH400`). */
  operatingFlight: string;
  /** The airlines that may sell this leg in this answer: the one shown, or in the trips listing every one listed. */
  sellers: string[];
  /** `Departure.AirportChange.FromAirportCode`, when the leg carries it. */
  changeFrom: string | undefined;
  domestic: boolean;
}

/** What the rules over a whole answer need of one journey. */
export interface JourneySummary {
  /** The journey as operated: each leg's operating flight and UTC departure. */
  operated: string;
  departureUtc: number;
  arrivalUtc: number;
  /** The last arrival as written: local wall-clock minutes at the destination. */
  arrivalWall: number;
  legs: number;
  overnight: boolean;
  label: string;
}

export interface Counts {
  queries: number;
  journeys: number;
  legs: number;
  violations: Record<string, number>;
  /** `sold` violations where a no-frills airline sells or operates a leg. */
  soldNoFrills: number;
  /** `airport-change` violations of a leg that does not name the airport it changes from. */
  unlabelledChanges: number;
  /** Connecting journeys not checked by `sold`: combinations asked with includeCodeshares=false, which show operating flights only. */
  soldUnchecked: number;
  byListing: Record<Listing, { queries: number; journeys: number }>;
}

export function emptyCounts(): Counts {
  return {
    queries: 0, journeys: 0, legs: 0, violations: Object.fromEntries(RULES.map((r) => [r, 0])),
    soldNoFrills: 0, unlabelledChanges: 0, soldUnchecked: 0,
    byListing: { combinations: { queries: 0, journeys: 0 }, trips: { queries: 0, journeys: 0 } },
  };
}

const airlineOf = (carrier: Json): string | undefined => (typeof carrier?.AirlineID === 'string' ? carrier.AirlineID : undefined);

/** The airlines that sell a leg as the answer shows it (docs/api-rules.md, Journeys as sold). */
function sellersOf(flight: Json, listing: Listing): string[] {
  const shown = airlineOf(flight?.MarketingCarrier);
  if (listing === 'trips') {
    const listed = asList<Json>(flight?.MarketingCarrierList?.MarketingCarrier).map(airlineOf).filter((a): a is string => a !== undefined);
    if (listed.length) return [...new Set(listed)];
  }
  return shown ? [shown] : [];
}

/**
 * Checks one Schedule element of a JSON answer: its violations, and what the rules over the whole
 * answer need of it (none when it cannot be read).
 */
export function checkSchedule(ctx: ValidatorContext, query: ScheduleQuerySpec, schedule: Json, includeCodeshares = true): { violations: Violation[]; journey?: JourneySummary } {
  const listing = query.listing ?? 'combinations';
  const out: Violation[] = [];
  const flights: Json[] = asList(schedule?.Flight);
  const label = flights.map((f) => `${f?.MarketingCarrier?.AirlineID}${f?.MarketingCarrier?.FlightNumber} ${f?.Departure?.AirportCode}-${f?.Arrival?.AirportCode} ${f?.Departure?.ScheduledTimeLocal?.DateTime}`).join(' + ');
  const fail = (rule: Rule, message: string) => out.push({ rule, message: `${query.origin}-${query.destination} ${query.date}${query.time ? 'T' + query.time : ''} [${label}]: ${message}` });
  if (flights.length === 0) {
    fail('answer', 'no Flight');
    return { violations: out };
  }
  const legs: CheckedLeg[] = [];
  for (const f of flights) {
    const from = ctx.airports.get(f.Departure?.AirportCode);
    const to = ctx.airports.get(f.Arrival?.AirportCode);
    const depWall = wallMinutes(f.Departure?.ScheduledTimeLocal?.DateTime ?? '');
    const arrWall = wallMinutes(f.Arrival?.ScheduledTimeLocal?.DateTime ?? '');
    if (!from || !to || depWall === undefined || arrWall === undefined) {
      fail('answer', `unreadable flight ${JSON.stringify(f).slice(0, 200)}`);
      return { violations: out };
    }
    let deps = instantsOf(from.zone, depWall);
    let arrs = instantsOf(to.zone, arrWall);
    if (deps.length === 0) fail('local-time-missing', `departure ${f.Departure.ScheduledTimeLocal.DateTime} does not exist in ${from.zone}`);
    if (arrs.length === 0) fail('local-time-missing', `arrival ${f.Arrival.ScheduledTimeLocal.DateTime} does not exist in ${to.zone}`);
    // A time in a gap is read with the offset before the change, so the other checks still run.
    if (deps.length === 0) deps = [depWall - utcOffsetMinutes(from.zone, (depWall - 1440) * MS_MIN)];
    if (arrs.length === 0) arrs = [arrWall - utcOffsetMinutes(to.zone, (arrWall - 1440) * MS_MIN)];
    // A local time in a fold (the hour repeated when clocks go back) names two instants; the UTC
    // time the answer gives beside it (utc=true, as the validator asks) says which one it means,
    // and must be one of them.
    deps = utcReading(f.Departure?.ScheduledTimeUTC?.DateTime, deps, (utc) => fail('utc-time', `departure ${f.Departure.ScheduledTimeLocal.DateTime} in ${from.zone} is not ${utc}`));
    arrs = utcReading(f.Arrival?.ScheduledTimeUTC?.DateTime, arrs, (utc) => fail('utc-time', `arrival ${f.Arrival.ScheduledTimeLocal.DateTime} in ${to.zone} is not ${utc}`));
    const km = distance(from, to);
    const stops = Number(f.Details?.Stops?.StopQuantity ?? 0);
    // In a fold, the reading that makes the block plausible, else the first.
    let pick: [number, number] = [deps[0]!, arrs[0]!];
    outer: for (const d of deps) for (const a of arrs) if (plausibleBlock(km, a - d, stops)) { pick = [d, a]; break outer; }
    const block = pick[1] - pick[0];
    if (!plausibleBlock(km, block, stops)) fail('block-time', `${from.code}-${to.code} ${Math.round(km)} km in ${block} min (${Math.round((km / Math.max(1, block)) * 60)} km/h)`);
    const operatingCarrier = f.OperatingCarrier ?? f.MarketingCarrier;
    const operating = operatingCarrier?.AirlineID;
    const change = f.Departure?.AirportChange;
    legs.push({
      from, to, departureUtc: pick[0], arrivalUtc: pick[1], departureReadings: deps, arrivalReadings: arrs,
      departureWall: depWall, arrivalWall: arrWall,
      operating, operatingFlight: `${operating}${operatingCarrier?.FlightNumber}`,
      sellers: sellersOf(f, listing),
      changeFrom: change === undefined ? undefined : String(change?.FromAirportCode),
      domestic: from.country === to.country,
    });
  }

  // A journey that starts or ends in a fold (the hour repeated when clocks go back) has two
  // readings there, each a true instant of that local time: the one its stated duration names is
  // the one the answer means, when one does; the other checks then run on it.
  const stated = parseDuration(schedule?.TotalJourney?.Duration ?? '');
  const first = legs[0]!;
  const last = legs.at(-1)!;
  if (first.departureReadings.length > 1 || last.arrivalReadings.length > 1) {
    fold: for (const d of first.departureReadings) {
      for (const a of last.arrivalReadings) {
        if (a - d !== stated || (legs.length === 1 && !plausibleBlock(distance(first.from, first.to), a - d))) continue;
        first.departureUtc = d;
        last.arrivalUtc = a;
        break fold;
      }
    }
  }

  // Chain, airports and cities.
  const origin = ctx.airports.get(query.origin)!;
  const destination = ctx.airports.get(query.destination)!;
  if (legs[0]!.from.code !== origin.code) fail('chain', `first leg leaves ${legs[0]!.from.code}, not ${origin.code}`);
  if (legs.at(-1)!.to.code !== destination.code) fail('chain', `last leg lands at ${legs.at(-1)!.to.code}, not ${destination.code}`);
  const airports = [legs[0]!.from.code];
  const cities = [[legs[0]!.from.city]];
  let airportChange = false;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!;
    const next = legs[i + 1];
    airports.push(leg.to.code);
    if (next && next.from.code !== leg.to.code) {
      airportChange = true;
      if (next.from.city !== leg.to.city) fail('chain', `lands at ${leg.to.code} (${leg.to.city}) but the next leg leaves ${next.from.code} (${next.from.city})`);
      airports.push(next.from.code);
    }
    cities.push([leg.to.city]);
  }
  const seen = new Set<string>();
  for (const a of airports) {
    if (seen.has(a)) fail('airport-twice', `${a} twice in ${airports.join(' ')}`);
    seen.add(a);
  }
  if (airportChange) {
    const seenCities = new Set<string>();
    for (const [c] of cities) {
      if (seenCities.has(c!)) fail('city-twice', `city ${c} twice in ${airports.join(' ')}`);
      seenCities.add(c!);
    }
  }

  // Connections.
  for (let i = 0; i + 1 < legs.length; i++) {
    const a = legs[i]!;
    const b = legs[i + 1]!;
    const status = (a.domestic ? 'D' : 'I') + (b.domestic ? 'D' : 'I');
    let minimum = DEFAULT_MCT[status]!;
    const records = ctx.connectionTimes.filter((r) => r.airport === b.from.code && r.status === status);
    const carrier = a.operating === b.operating ? records.find((r) => r.carrier === a.operating) : undefined;
    const general = records.find((r) => !r.carrier);
    if (carrier) minimum = carrier.minutes;
    else if (general) minimum = general.minutes;
    // A change of airport takes at least the curated time of the pair (the default when not curated).
    if (a.to.code !== b.from.code) minimum = Math.max(minimum, ctx.sold.change(a.to.code, b.from.code)?.minutes ?? ctx.sold.defaultChangeMinutes);
    const maximum = status === 'DD' ? 360 : 780;
    const wait = b.departureUtc - a.arrivalUtc;
    if (wait < minimum) fail('mct', `connection at ${a.to.code}/${b.from.code} ${wait} min, minimum ${minimum} (${status})`);
    if (wait > maximum) fail('max-connection', `connection at ${a.to.code}/${b.from.code} ${wait} min, maximum ${maximum} (${status})`);
  }

  // Circuity along the legs actually flown.
  const flown = legs.reduce((sum, l) => sum + distance(l.from, l.to), 0);
  const direct = distance(origin, destination);
  if (flown > 2 * direct + 1e-6) fail('circuity', `flies ${Math.round(flown)} km, bound ${Math.round(2 * direct)} km`);

  // Duration.
  const actual = legs.at(-1)!.arrivalUtc - legs[0]!.departureUtc;
  if (stated !== actual) fail('duration', `Duration ${schedule?.TotalJourney?.Duration} but ${actual} min in UTC`);

  // Asked date and the hour before.
  const firstLocal: string = flights[0].Departure.ScheduledTimeLocal.DateTime;
  if (firstLocal.slice(0, 10) !== query.date) fail('asked-date', `first departure ${firstLocal}, asked ${query.date}`);
  if (query.time) {
    const asked = wallMinutes(`${query.date}T${query.time}`)!;
    const from = wallMinutes(firstLocal)!;
    if (from < asked - 60) fail('hour-before', `first departure ${firstLocal}, asked from ${query.time}`);
  }

  // Days of operation and the date period contain the asked date.
  const askedDay = Math.round(wallMinutes(`${query.date}T00:00`)! / 1440);
  const weekday = String(((askedDay + 3) % 7) + 1);
  for (const f of flights) {
    const days = String(f.Details?.DaysOfOperation ?? '');
    if (!days.includes(weekday)) fail('days-of-operation', `DaysOfOperation ${days} lacks weekday ${weekday} of ${query.date}`);
    const effective = f.Details?.DatePeriod?.Effective;
    const expiration = f.Details?.DatePeriod?.Expiration;
    if (!(effective <= query.date && query.date <= expiration)) fail('date-period', `DatePeriod ${effective}..${expiration} lacks ${query.date}`);
  }

  const connections: Connection[] = legs.slice(1).map((b, i) => ({ arrival: legs[i]!.to.code, departure: b.from.code }));
  const sellersShown = sellersChecked(listing, includeCodeshares);
  checkAirportChanges(ctx, legs, sellersShown, (message, unlabelled) => {
    fail('airport-change', message);
    out.at(-1)!.unlabelled = unlabelled;
  });

  // Sold: one seller per leg such that every connection is sold.
  if (legs.length > 1 && sellersShown) {
    const sellers = legs.map((l) => l.sellers);
    if (!ctx.sold.chooseSellers(sellers, connections)) {
      fail('sold', `no choice of sellers ${sellers.map((s) => s.join('/')).join(' → ')} sells every connection (at ${connections.map((c) => (c.arrival === c.departure ? c.arrival : `${c.arrival}/${c.departure}`)).join(', ')})`);
      out.at(-1)!.noFrills = legs.some((l) => ctx.sold.isNoFrills(l.operating) || l.sellers.some((s) => ctx.sold.isNoFrills(s)));
    }
  }

  const overnight = legs.slice(1).some((b, i) => isOvernight(legs[i]!.arrivalWall, b.departureWall));
  return {
    violations: out,
    journey: {
      operated: legs.map((l) => `${l.operatingFlight}@${l.departureUtc}`).join(' '),
      departureUtc: legs[0]!.departureUtc,
      arrivalUtc: legs.at(-1)!.arrivalUtc,
      arrivalWall: legs.at(-1)!.arrivalWall,
      legs: legs.length,
      overnight,
      label,
    },
  };
}

/**
 * Whether an answer shows who sells its legs: a combinations answer without codeshares lists
 * operating flights only (the trips listing lists every designator whatever includeCodeshares says).
 */
export function sellersChecked(listing: Listing, includeCodeshares: boolean): boolean {
  return includeCodeshares || listing === 'trips';
}

/**
 * The leg after a change of airport names the airport it changes from, and no other leg carries
 * the element; the change is a curated pair that a seller of one of the two legs sells (or the
 * airline one is sold as), the two legs sold together at both airports. Its time is the mct rule's.
 */
function checkAirportChanges(ctx: ValidatorContext, legs: readonly CheckedLeg[], sellersShown: boolean, fail: (message: string, unlabelled: boolean) => void): void {
  if (legs[0]!.changeFrom !== undefined) fail(`the first leg carries AirportChange from ${legs[0]!.changeFrom}`, true);
  for (let i = 1; i < legs.length; i++) {
    const a = legs[i - 1]!;
    const b = legs[i]!;
    if (a.to.code === b.from.code) {
      if (b.changeFrom !== undefined) fail(`leg ${i + 1} carries AirportChange from ${b.changeFrom} but leaves ${b.from.code}, where the previous leg landed`, true);
      continue;
    }
    const pair = `${a.to.code}→${b.from.code}`;
    if (b.changeFrom !== a.to.code) fail(`change ${pair} ${b.changeFrom === undefined ? 'not labelled' : `labelled from ${b.changeFrom}`}`, true);
    const curated = ctx.sold.change(a.to.code, b.from.code);
    if (!curated) {
      fail(`change ${pair} is not a curated pair`, false);
      continue;
    }
    if (curated.sellers.length === 0) {
      fail(`change ${pair} is sold by no airline (a self-transfer)`, false);
      continue;
    }
    // Without codeshares the sellers are not shown: the pair having sellers is all that can be checked.
    if (!sellersShown) continue;
    const sold = a.sellers.some((x) => b.sellers.some((y) => ctx.sold.sellsAirportChange(x, a.to.code, y, b.from.code)));
    if (!sold) fail(`change ${pair} between ${a.sellers.join('/')} and ${b.sellers.join('/')}: sold by ${curated.sellers.join('/')} only, or the two not sold together at both airports`, false);
  }
}

export type Fetcher = (path: string) => Promise<{ status: number; body: Json }>;

/**
 * Asks one query over HTTP (every page) and checks every journey; adds to `counts`, pushes the
 * violations (and each journey read into `journeysSeen`, empty when given). A 404 (no journey) counts the query with
 * no journeys.
 */
export async function validateQuery(ctx: ValidatorContext, get: Fetcher, query: ScheduleQuerySpec, includeCodeshares: boolean, counts: Counts, violations: Violation[], journeysSeen: JourneySummary[] = []): Promise<number> {
  const listing = query.listing ?? 'combinations';
  counts.queries++;
  counts.byListing[listing].queries++;
  const at = query.time ? `${query.date}T${query.time}` : query.date;
  let path: string | undefined = `/v2/operations/schedules/${query.origin}/${query.destination}/${at}?limit=100&includeCodeshares=${includeCodeshares}&utc=true${listing === 'trips' ? '&listing=trips' : ''}`;
  let journeys = 0;
  const record = (v: Violation) => {
    counts.violations[v.rule]! += 1;
    if (v.noFrills) counts.soldNoFrills++;
    if (v.unlabelled) counts.unlabelledChanges++;
    violations.push(v);
  };
  while (path) {
    const { status, body } = await get(path);
    if (status === 404) break;
    if (status !== 200) {
      const v: Violation = { rule: 'answer', message: `${path}: status ${status} ${JSON.stringify(body).slice(0, 200)}` };
      violations.push(v);
      counts.violations.answer! += 1;
      break;
    }
    for (const schedule of asList(body?.ScheduleResource?.Schedule)) {
      journeys++;
      counts.journeys++;
      counts.byListing[listing].journeys++;
      counts.legs += asList(schedule?.Flight).length;
      const checked = checkSchedule(ctx, query, schedule, includeCodeshares);
      for (const v of checked.violations) record(v);
      if (checked.journey) journeysSeen.push(checked.journey);
      if (!sellersChecked(listing, includeCodeshares) && asList(schedule?.Flight).length > 1) counts.soldUnchecked++;
    }
    const next = asList<Json>(body?.ScheduleResource?.Meta?.Link).find((l) => l?.['@Rel'] === 'next' || l?.Rel === 'next' || l?.rel === 'next');
    path = next ? new URL(next['@Href'] ?? next.Href ?? next.href).pathname + new URL(next['@Href'] ?? next.Href ?? next.href).search : undefined;
  }
  for (const v of checkAnswer(query, listing, journeysSeen)) record(v);
  return journeys;
}

/**
 * The rules over a whole answer (every page), on its journeys as operated: an overnight journey
 * while one without a night lands by noon (local) the day after the asked date; a connecting journey that another beats (leaves no
 * earlier, lands no later, no more legs, better in one); in the trips listing, a trip listed twice.
 * Overnight and dominated journeys count once per operated journey, however many combinations of
 * designators list it; a repeated trip counts once per extra listing.
 */
export function checkAnswer(query: ScheduleQuerySpec, listing: Listing, journeys: readonly JourneySummary[]): Violation[] {
  const out: Violation[] = [];
  const where = `${query.origin}-${query.destination} ${query.date}${query.time ? 'T' + query.time : ''}${listing === 'trips' ? ' (trips)' : ''}`;
  const operated = new Map<string, JourneySummary>();
  for (const j of journeys) {
    if (!operated.has(j.operated)) operated.set(j.operated, j);
    else if (listing === 'trips') out.push({ rule: 'repeated-trip', message: `${where} [${j.label}]: the trip ${j.operated} is listed again` });
  }
  const trips = [...operated.values()];
  const clock = (utc: number) => new Date(utc * MS_MIN).toISOString().slice(0, 16);
  const nextNoon = wallMinutes(`${query.date}T00:00`)! + 1440 + 720;
  const spares = trips.find((t) => !t.overnight && t.arrivalWall <= nextNoon);
  for (const j of trips) {
    if (j.overnight && spares) {
      out.push({ rule: 'overnight', message: `${where} [${j.label}]: overnight, while [${spares.label}] has no night and lands by noon the next day` });
    }
    if (j.legs < 2) continue;
    const better = trips.find((k) => k !== j && k.departureUtc >= j.departureUtc && k.arrivalUtc <= j.arrivalUtc && k.legs <= j.legs
      && (k.departureUtc > j.departureUtc || k.arrivalUtc < j.arrivalUtc || k.legs < j.legs));
    if (better) out.push({ rule: 'dominated', message: `${where} [${j.label}]: dominated by [${better.label}] (${clock(better.departureUtc)}Z–${clock(better.arrivalUtc)}Z, ${better.legs} legs, against ${clock(j.departureUtc)}Z–${clock(j.arrivalUtc)}Z, ${j.legs})` });
  }
  return out;
}

// ---- Queries ----


const DAY_MS = 86_400_000;

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The n-th given weekday (ISO 7 = Sunday) of a month, or the last one with n = -1. */
function nthSunday(year: number, month: number, n: number): number {
  if (n > 0) {
    const first = Math.floor(Date.UTC(year, month - 1, 1) / DAY_MS);
    const weekday = ((first + 3) % 7) + 1;
    return first + ((7 - weekday) % 7) + 7 * (n - 1);
  }
  const last = Math.floor(Date.UTC(year, month, 1) / DAY_MS) - 1;
  return last - (((last + 3) % 7) + 1) % 7;
}

export type Region = 'europe' | 'north-america' | 'australia';

/** Clock-change dates of a region in the given years. */
export function clockChangeDays(region: Region, years: readonly number[]): number[] {
  return years.flatMap((y) =>
    region === 'europe' ? [nthSunday(y, 3, -1), nthSunday(y, 10, -1)]
      : region === 'north-america' ? [nthSunday(y, 3, 2), nthSunday(y, 11, 1)]
        : [nthSunday(y, 4, 1), nthSunday(y, 10, 1)],
  );
}

function regionOf(a: Airport): Region | undefined {
  if (a.zone.startsWith('Europe/') || a.zone === 'Atlantic/Canary' || a.zone === 'Atlantic/Madeira') return 'europe';
  if ((a.country === 'US' || a.country === 'CA' || a.country === 'MX') && a.zone.startsWith('America/')) return 'north-america';
  if (a.zone.startsWith('Australia/') && !['Australia/Brisbane', 'Australia/Darwin', 'Australia/Perth', 'Australia/Lindeman', 'Australia/Eucla'].includes(a.zone)) return 'australia';
  return undefined;
}

/** Today at an airport (epoch day), by its zone. */
export function todayAt(a: Airport, nowMs: number): number {
  return Math.floor((nowMs / MS_MIN + utcOffsetMinutes(a.zone, nowMs)) / 1440);
}

export interface QueryPlan extends ScheduleQuerySpec {
  kind: 'clock-change' | 'horizon-end' | 'random' | 'traffic';
  includeCodeshares: boolean;
  listing: Listing;
}

/**
 * `count` seeded queries: a third on clock-change dates (or the day before or after) from an origin
 * of that region, a tenth on the horizon's last two days, the rest on random dates; destinations
 * one or two flights away, so most queries have journeys. `routes` maps an airport to the airports
 * it has flights to.
 */
export function planQueries(ctx: ValidatorContext, routes: ReadonlyMap<string, readonly string[]>, count: number, seed: number, nowMs: number): QueryPlan[] {
  const random = seededRandom(seed);
  // The listing is drawn from a stream of its own, so that a seed plans the same queries as before
  // there were two listings: every other query, on average, asks for trips.
  const listings = seededRandom(seed ^ 0x4c15);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  // Origins weighted by their number of routes, as travellers are.
  const origins = [...routes.keys()].filter((c) => ctx.airports.has(c)).sort().flatMap((c) => Array<string>(routes.get(c)!.length).fill(c));
  const byRegion = new Map<Region, string[]>();
  for (const c of origins) {
    const r = regionOf(ctx.airports.get(c)!);
    if (r) byRegion.set(r, [...(byRegion.get(r) ?? []), c]);
  }
  const year = new Date(nowMs).getUTCFullYear();
  const out: QueryPlan[] = [];
  const regions: Region[] = ['europe', 'north-america', 'australia'];
  for (let i = 0; i < count; i++) {
    const kind: QueryPlan['kind'] = i % 3 === 0 ? 'clock-change' : i % 10 === 1 ? 'horizon-end' : 'random';
    let origin: string;
    let day: number;
    if (kind === 'clock-change') {
      const region = regions[(i / 3) % 3]!;
      origin = pick(byRegion.get(region) ?? origins);
      const today = todayAt(ctx.airports.get(origin)!, nowMs);
      const dates = clockChangeDays(region, [year, year + 1, year + 2]).filter((d) => d >= today + 1 && d <= today + 359);
      day = dates.length ? pick(dates) + pick([-1, 0, 0, 0, 1]) : today + Math.floor(random() * 361);
    } else {
      origin = pick(origins);
      const today = todayAt(ctx.airports.get(origin)!, nowMs);
      day = kind === 'horizon-end' ? today + 359 + Math.floor(random() * 2) : today + Math.floor(random() * 361);
    }
    const hops = routes.get(origin)!;
    let destination = pick(hops);
    if (random() < 0.6) {
      const second = routes.get(destination)?.filter((c) => c !== origin) ?? [];
      if (second.length) destination = pick(second);
    }
    if (destination === origin || !ctx.airports.has(destination)) destination = pick(hops);
    const withTime = random() < 0.3;
    const time = withTime ? `${String(Math.floor(random() * 24)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}` : undefined;
    out.push({ origin, destination, date: isoDay(day), ...(time ? { time } : {}), kind, includeCodeshares: random() < 0.2, listing: listings() < 0.5 ? 'trips' : 'combinations' });
  }
  return out;
}

/**
 * `count` seeded origin–destination queries as travellers ask them: both ends drawn in proportion
 * to their departures (`traffic`, as bench/connections.ts weighs airports), two cities apart, on
 * dates spread evenly over the horizon (today to today + 359 at the origin), a date alone, with
 * codeshares, in the given listing.
 */
export function planTrafficQueries(ctx: ValidatorContext, traffic: ReadonlyMap<string, number>, count: number, seed: number, nowMs: number, listing: Listing = 'combinations'): QueryPlan[] {
  const random = seededRandom(seed);
  const codes = [...traffic.keys()].filter((c) => ctx.airports.has(c) && traffic.get(c)! > 0).sort();
  const pick = weightedPicker(codes, codes.map((c) => traffic.get(c)!), random);
  const out: QueryPlan[] = [];
  for (let i = 0; i < count; i++) {
    const origin = pick();
    let destination = pick();
    while (ctx.airports.get(destination)!.city === ctx.airports.get(origin)!.city) destination = pick();
    const day = todayAt(ctx.airports.get(origin)!, nowMs) + Math.floor(random() * 360);
    out.push({ origin, destination, date: isoDay(day), kind: 'traffic', includeCodeshares: true, listing });
  }
  return out;
}

/** Each airport's departures over the horizon (today to today + 359), from the dataset's leg periods. */
export function departuresFromDataset(path: string, nowMs: number): Map<string, number> {
  const { content } = readDatasetFile(path);
  const today = Math.floor(nowMs / DAY_MS);
  const end = today + 359;
  const out = new Map<string, number>();
  for (const l of content.schedule.legs) {
    const first = Math.max(today, Math.floor(Date.parse(l.firstDate) / DAY_MS));
    const last = Math.min(end, Math.floor(Date.parse(l.lastDate) / DAY_MS));
    if (last < first) continue;
    out.set(l.origin, (out.get(l.origin) ?? 0) + ((last - first + 1) * l.days.length) / 7 / l.frequencyRate);
  }
  return out;
}

/** An airport's destinations, from the dataset's legs. */
export function routesFromDataset(path: string): Map<string, string[]> {
  const { content } = readDatasetFile(path);
  const sets = new Map<string, Set<string>>();
  for (const l of content.schedule.legs) {
    let s = sets.get(l.origin);
    if (!s) sets.set(l.origin, (s = new Set()));
    s.add(l.destination);
  }
  return new Map([...sets].map(([k, v]) => [k, [...v].sort()]));
}

export interface ValidationRun {
  counts: Counts;
  violations: Violation[];
  byKind: Record<string, { queries: number; journeys: number }>;
}

/** Runs the planned queries against a server, a few at a time. */
export async function runValidation(ctx: ValidatorContext, get: Fetcher, plans: readonly QueryPlan[], concurrency = 4): Promise<ValidationRun> {
  const counts = emptyCounts();
  const violations: Violation[] = [];
  const byKind: Record<string, { queries: number; journeys: number }> = {};
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const plan = plans[next++]!;
      const journeys = await validateQuery(ctx, get, plan, plan.includeCodeshares, counts, violations);
      const k = (byKind[plan.kind] ??= { queries: 0, journeys: 0 });
      k.queries++;
      k.journeys += journeys;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { counts, violations, byKind };
}

export function formatCounts(run: ValidationRun): string {
  const v = Object.entries(run.counts.violations).filter(([, n]) => n > 0).map(([r, n]) => `${r} ${n}`).join(', ') || 'none';
  const kinds = Object.entries(run.byKind).map(([k, c]) => `${k}: ${c.queries} queries, ${c.journeys} journeys`).join('; ');
  const c = run.counts;
  const listings = Object.entries(c.byListing).map(([l, n]) => `${l}: ${n.queries} queries, ${n.journeys} journeys`).join('; ');
  return `${c.queries} queries, ${c.journeys} journeys, ${c.legs} legs; violations: ${v} (sold with a no-frills airline ${c.soldNoFrills}, unlabelled airport changes ${c.unlabelledChanges}; sold not checked on ${c.soldUnchecked} connecting journeys of combinations without codeshares)\n${listings}\n${kinds}`;
}
