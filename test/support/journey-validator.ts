// An independent check of schedule answers against docs/api-rules.md (Schedules). It reads the JSON
// the real server sends and converts every stated local time to UTC itself, with the airports' IANA
// zones (Intl through utcOffsetMinutes), never with the engine's UTC fields, so a wrong offset
// anywhere in the path from the generator to the document shows. Thresholds: docs/decisions.md 24.
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { ConnectionTimeRecord } from '../../src/dataset/schedule-content.js';
import { greatCircleKm } from '../../src/domain/geo.js';
import { utcOffsetMinutes } from '../../src/domain/time-zone.js';
import { seededRandom } from './seeded-random.js';

export const RULES = [
  'chain', 'airport-twice', 'city-twice', 'local-time-missing', 'block-time', 'duration', 'mct', 'max-connection',
  'circuity', 'asked-date', 'hour-before', 'days-of-operation', 'date-period', 'answer',
] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  message: string;
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
}

export interface ScheduleQuerySpec {
  origin: string;
  destination: string;
  /** yyyy-MM-dd, local at the origin. */
  date: string;
  /** HH:MM, when the query gives a time. */
  time?: string;
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
  return { airports, connectionTimes: content.schedule.connectionTimes };
}

const MS_MIN = 60_000;

/** Minutes since the epoch of a local wall time `yyyy-MM-ddTHH:mm` read as if it were UTC. */
export function wallMinutes(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return ms / MS_MIN;
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

/** Whether a block of `minutes` is plausible for `km` of great circle. */
export function plausibleBlock(km: number, minutes: number): boolean {
  if (minutes <= 0) return false;
  const fastest = (km / MAX_KMH) * 60 + TAXI_ALLOWANCE_FAST;
  const slowest = (km / MIN_KMH) * 60 + TAXI_ALLOWANCE_SLOW;
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
  operating: string;
  domestic: boolean;
}

export interface Counts {
  queries: number;
  journeys: number;
  legs: number;
  violations: Record<string, number>;
}

export function emptyCounts(): Counts {
  return { queries: 0, journeys: 0, legs: 0, violations: Object.fromEntries(RULES.map((r) => [r, 0])) };
}

/** Checks one Schedule element of a JSON answer; returns its violations. */
export function validateSchedule(ctx: ValidatorContext, query: ScheduleQuerySpec, schedule: Json): Violation[] {
  const out: Violation[] = [];
  const flights: Json[] = asList(schedule?.Flight);
  const label = flights.map((f) => `${f?.MarketingCarrier?.AirlineID}${f?.MarketingCarrier?.FlightNumber} ${f?.Departure?.AirportCode}-${f?.Arrival?.AirportCode} ${f?.Departure?.ScheduledTimeLocal?.DateTime}`).join(' + ');
  const fail = (rule: Rule, message: string) => out.push({ rule, message: `${query.origin}-${query.destination} ${query.date}${query.time ? 'T' + query.time : ''} [${label}]: ${message}` });
  if (flights.length === 0) {
    fail('answer', 'no Flight');
    return out;
  }
  const legs: CheckedLeg[] = [];
  for (const f of flights) {
    const from = ctx.airports.get(f.Departure?.AirportCode);
    const to = ctx.airports.get(f.Arrival?.AirportCode);
    const depWall = wallMinutes(f.Departure?.ScheduledTimeLocal?.DateTime ?? '');
    const arrWall = wallMinutes(f.Arrival?.ScheduledTimeLocal?.DateTime ?? '');
    if (!from || !to || depWall === undefined || arrWall === undefined) {
      fail('answer', `unreadable flight ${JSON.stringify(f).slice(0, 200)}`);
      return out;
    }
    let deps = instantsOf(from.zone, depWall);
    let arrs = instantsOf(to.zone, arrWall);
    if (deps.length === 0) fail('local-time-missing', `departure ${f.Departure.ScheduledTimeLocal.DateTime} does not exist in ${from.zone}`);
    if (arrs.length === 0) fail('local-time-missing', `arrival ${f.Arrival.ScheduledTimeLocal.DateTime} does not exist in ${to.zone}`);
    // A time in a gap is read with the offset before the change, so the other checks still run.
    if (deps.length === 0) deps = [depWall - utcOffsetMinutes(from.zone, (depWall - 1440) * MS_MIN)];
    if (arrs.length === 0) arrs = [arrWall - utcOffsetMinutes(to.zone, (arrWall - 1440) * MS_MIN)];
    const km = distance(from, to);
    // In a fold, the reading that makes the block plausible, else the first.
    let pick: [number, number] = [deps[0]!, arrs[0]!];
    outer: for (const d of deps) for (const a of arrs) if (plausibleBlock(km, a - d)) { pick = [d, a]; break outer; }
    const block = pick[1] - pick[0];
    if (!plausibleBlock(km, block)) fail('block-time', `${from.code}-${to.code} ${Math.round(km)} km in ${block} min (${Math.round((km / Math.max(1, block)) * 60)} km/h)`);
    const operating = f.OperatingCarrier?.AirlineID ?? f.MarketingCarrier?.AirlineID;
    legs.push({ from, to, departureUtc: pick[0], arrivalUtc: pick[1], departureReadings: deps, arrivalReadings: arrs, operating, domestic: from.country === to.country });
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
    if (a.to.code !== b.from.code) minimum = Math.max(minimum, 240);
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
  return out;
}

export type Fetcher = (path: string) => Promise<{ status: number; body: Json }>;

/**
 * Asks one query over HTTP (every page) and checks every journey; adds to `counts`, pushes the
 * violations. A 404 (no journey) counts the query with no journeys.
 */
export async function validateQuery(ctx: ValidatorContext, get: Fetcher, query: ScheduleQuerySpec, includeCodeshares: boolean, counts: Counts, violations: Violation[]): Promise<number> {
  counts.queries++;
  const at = query.time ? `${query.date}T${query.time}` : query.date;
  let path: string | undefined = `/v2/operations/schedules/${query.origin}/${query.destination}/${at}?limit=100&includeCodeshares=${includeCodeshares}`;
  let journeys = 0;
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
      counts.legs += asList(schedule?.Flight).length;
      for (const v of validateSchedule(ctx, query, schedule)) {
        counts.violations[v.rule]! += 1;
        violations.push(v);
      }
    }
    const next = asList<Json>(body?.ScheduleResource?.Meta?.Link).find((l) => l?.['@Rel'] === 'next' || l?.Rel === 'next' || l?.rel === 'next');
    path = next ? new URL(next['@Href'] ?? next.Href ?? next.href).pathname + new URL(next['@Href'] ?? next.Href ?? next.href).search : undefined;
  }
  return journeys;
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
  kind: 'clock-change' | 'horizon-end' | 'random';
  includeCodeshares: boolean;
}

/**
 * `count` seeded queries: a third on clock-change dates (or the day before or after) from an origin
 * of that region, a tenth on the horizon's last two days, the rest on random dates; destinations
 * one or two flights away, so most queries have journeys. `routes` maps an airport to the airports
 * it has flights to.
 */
export function planQueries(ctx: ValidatorContext, routes: ReadonlyMap<string, readonly string[]>, count: number, seed: number, nowMs: number): QueryPlan[] {
  const random = seededRandom(seed);
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
    out.push({ origin, destination, date: isoDay(day), ...(time ? { time } : {}), kind, includeCodeshares: random() < 0.2 });
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
  return `${run.counts.queries} queries, ${run.counts.journeys} journeys, ${run.counts.legs} legs; violations: ${v}\n${kinds}`;
}
