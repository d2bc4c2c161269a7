// What a client subscribes to: a flight on a date or a range of dates, a route, or an airport's
// departures, with the URL its alerts are posted to. The request body read and checked here, pure:
// the callback URL's own checks (scheme, host, address) are callback-policy.ts's.
import { dayFromIso, isoFromDay } from '../domain/flight-dates.js';
import { flightCode, parseDesignator, type FlightDesignator } from '../domain/flight-designator.js';

export type SubscriptionKind = 'flight' | 'route' | 'departures';

/** What a subscription watches, by kind; dates are local departure dates at the origin. */
export type Watched =
  | { kind: 'flight'; flight: FlightDesignator; fromDay: number; toDay: number }
  | { kind: 'route'; origin: string; destination: string; fromDay: number; toDay: number }
  | { kind: 'departures'; airport: string; fromDay: number; toDay: number };

export interface Subscription {
  id: string;
  clientId: string;
  watched: Watched;
  callbackUrl: string;
  /** The HMAC key of its alerts' signatures, kept to sign them; shown to the client once. */
  secret: string;
  createdAt: string;
}

/**
 * The most days one subscription watches: a flight over a month; a route or an airport's
 * departures, whose dates each hold many flights, over a week.
 */
export const MAX_DAYS: Readonly<Record<SubscriptionKind, number>> = { flight: 31, route: 7, departures: 7 };

export interface SubscriptionRequest {
  watched: Watched;
  callbackUrl: string;
}

const AIRPORT = /^[A-Za-z]{3}$/;
const FIELDS: Readonly<Record<SubscriptionKind, readonly string[]>> = {
  flight: ['kind', 'flight', 'date', 'fromDate', 'toDate', 'callbackUrl'],
  route: ['kind', 'origin', 'destination', 'date', 'fromDate', 'toDate', 'callbackUrl'],
  departures: ['kind', 'airport', 'date', 'fromDate', 'toDate', 'callbackUrl'],
};

/**
 * The subscription a JSON body asks for, or the reason it is refused. Reasons name fields and
 * what they take, never a value sent (docs/security.md: errors never echo input).
 */
export function parseSubscriptionRequest(body: unknown, today: number): SubscriptionRequest | { refused: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { refused: 'expected a JSON object' };
  const fields = body as Record<string, unknown>;
  const kind = fields.kind;
  if (kind !== 'flight' && kind !== 'route' && kind !== 'departures') return { refused: 'kind must be flight, route or departures' };
  for (const name of Object.keys(fields)) if (!FIELDS[kind].includes(name)) return { refused: `a ${kind} subscription takes only ${FIELDS[kind].join(', ')}` };
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const callbackUrl = text('callbackUrl');
  if (!callbackUrl || callbackUrl.length > 2048) return { refused: 'callbackUrl must be a URL of at most 2048 characters' };
  const dates = dateRange(text('date'), text('fromDate'), text('toDate'), fields);
  if ('refused' in dates) return dates;
  const { fromDay, toDay } = dates;
  if (toDay < fromDay) return { refused: 'toDate is before fromDate' };
  if (toDay < today - 1) return { refused: 'the dates are past' };
  if (toDay - fromDay + 1 > MAX_DAYS[kind]) return { refused: `a ${kind} subscription covers at most ${MAX_DAYS[kind]} days` };
  if (kind === 'flight') {
    const flight = parseDesignator((text('flight') ?? '').toUpperCase());
    if (!flight) return { refused: 'flight must be a flight number such as LH400' };
    return { watched: { kind, flight, fromDay, toDay }, callbackUrl };
  }
  if (kind === 'route') {
    const origin = text('origin');
    const destination = text('destination');
    if (!origin || !AIRPORT.test(origin) || !destination || !AIRPORT.test(destination)) return { refused: 'origin and destination must be airport codes of 3 letters' };
    if (origin.toUpperCase() === destination.toUpperCase()) return { refused: 'origin and destination are the same' };
    return { watched: { kind, origin: origin.toUpperCase(), destination: destination.toUpperCase(), fromDay, toDay }, callbackUrl };
  }
  const airport = text('airport');
  if (!airport || !AIRPORT.test(airport)) return { refused: 'airport must be an airport code of 3 letters' };
  return { watched: { kind, airport: airport.toUpperCase(), fromDay, toDay }, callbackUrl };
}

function dateRange(date: string | undefined, from: string | undefined, to: string | undefined, fields: Record<string, unknown>): { fromDay: number; toDay: number } | { refused: string } {
  if (fields.date !== undefined && (fields.fromDate !== undefined || fields.toDate !== undefined)) return { refused: 'give date, or fromDate and toDate, not both' };
  if (fields.date !== undefined) {
    const day = date === undefined ? undefined : dayFromIso(date);
    return day === undefined ? { refused: 'date must be yyyy-MM-dd' } : { fromDay: day, toDay: day };
  }
  const fromDay = from === undefined ? undefined : dayFromIso(from);
  const toDay = to === undefined ? undefined : dayFromIso(to);
  if (fromDay === undefined || toDay === undefined) return { refused: 'give date, or fromDate and toDate, each yyyy-MM-dd' };
  return { fromDay, toDay };
}

/** A subscription as its client reads it (never its secret). */
export function subscriptionView(s: Subscription): Record<string, unknown> {
  const w = s.watched;
  const what =
    w.kind === 'flight'
      ? { Kind: 'flight', Flight: flightCode(w.flight) }
      : w.kind === 'route'
        ? { Kind: 'route', Origin: w.origin, Destination: w.destination }
        : { Kind: 'departures', Airport: w.airport };
  return { Id: s.id, ...what, FromDate: isoFromDay(w.fromDay), ToDate: isoFromDay(w.toDay), CallbackUrl: s.callbackUrl, CreatedAt: s.createdAt };
}

/** The watched part as stored: plain JSON, read back by watchedFromJson. */
export function watchedToJson(w: Watched): string {
  return JSON.stringify(w.kind === 'flight' ? { ...w, flight: flightCode(w.flight) } : w);
}

export function watchedFromJson(text: string): Watched | undefined {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.fromDay !== 'number' || typeof value.toDay !== 'number') return undefined;
    if (value.kind === 'flight') {
      const flight = parseDesignator(String(value.flight));
      return flight && { kind: 'flight', flight, fromDay: value.fromDay, toDay: value.toDay };
    }
    if (value.kind === 'route') return { kind: 'route', origin: String(value.origin), destination: String(value.destination), fromDay: value.fromDay, toDay: value.toDay };
    if (value.kind === 'departures') return { kind: 'departures', airport: String(value.airport), fromDay: value.fromDay, toDay: value.toDay };
  } catch {
    // A row written by a later release: left out.
  }
  return undefined;
}
