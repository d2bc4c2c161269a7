// GET /operations/schedules/{origin}/{destination}/{fromDateTime} (spec §4.9, DESIGN §2), under
// /v1 and /v2; links show v2 as the spec's do.
import type { FastifyInstance } from 'fastify';
import type { Location } from '../../model/read-model.js';
import { href, type Link } from '../../documents/meta.js';
import { scheduleDocument, type ScheduleEntry } from '../../documents/schedule-document.js';
import { dayFromIso, isoFromDay } from '../../domain/flight-dates.js';
import { utcOffsetMinutes } from '../../domain/time-zone.js';
import { findJourneys, type Journey } from '../../engine/connection-builder.js';
import { HORIZON_DAYS, horizonDepartureIndex } from '../../engine/departure-index.js';
import { journeyDates } from '../../engine/journey-dates.js';
import { routeNetworkFor } from '../../engine/route-network.js';
import { ApiError } from '../errors.js';
import { AIRPORT_CODE, FROM_DATE_TIME } from '../input-patterns.js';
import type { Pipeline, RequestContext } from '../pipeline.js';
import { flagParam, pageParams } from '../query.js';
import { getOnly } from './methods.js';
import type { FlightDesignator } from '../../domain/flight-designator.js';

/** With a time, journeys leaving up to this many minutes earlier are listed too. */
export const EARLIER_MINUTES = 60;

function airportParam(ctx: RequestContext, name: 'origin' | 'destination'): Location {
  const raw = ctx.params[name] ?? '';
  if (!AIRPORT_CODE.test(raw)) throw new ApiError('airportCodeMalformed', { code: JSON.stringify(raw.slice(0, 40)) });
  const location = ctx.dataset.locations.byCode.get(raw.toUpperCase());
  if (!location) throw new ApiError('airportNotFound', { code: raw.toUpperCase() });
  return location;
}

interface FromDateTime {
  day: number;
  /** Minutes after local midnight, when a time was given. */
  minute?: number;
  text: string;
}

function fromDateTimeParam(raw: string): FromDateTime {
  const match = FROM_DATE_TIME.exec(raw);
  const day = match ? dayFromIso(match[1]!) : undefined;
  if (!match || day === undefined || (match[2] !== undefined && (Number(match[2]) > 23 || Number(match[3]) > 59))) {
    throw new ApiError('dateTimeMalformed', { value: JSON.stringify(raw.slice(0, 40)) });
  }
  return match[2] === undefined ? { day, text: raw } : { day, minute: Number(match[2]) * 60 + Number(match[3]), text: raw };
}

/** Today's date at a place (epoch day). */
function localToday(zone: string, nowMs: number): number {
  return Math.floor((nowMs / 60_000 + utcOffsetMinutes(zone, nowMs)) / 1440);
}

function schedules(ctx: RequestContext) {
  const origin = airportParam(ctx, 'origin');
  const destination = airportParam(ctx, 'destination');
  if (origin.code === destination.code) throw new ApiError('sameOriginDestination', { code: origin.code });
  const from = fromDateTimeParam(ctx.params.fromDateTime ?? '');
  const today = localToday(origin.timeZone, ctx.nowMs);
  if (from.day < today || from.day > today + HORIZON_DAYS) {
    throw new ApiError('dateOutOfRange', { date: isoFromDay(from.day), first: isoFromDay(today), last: isoFromDay(today + HORIZON_DAYS), origin: origin.code });
  }
  const directOnly = flagParam(ctx.query, 'directFlights') ?? false;
  const includeCodeshares = flagParam(ctx.query, 'includeCodeshares') ?? true;
  const page = pageParams(ctx.query);

  const store = ctx.dataset.schedule;
  const originId = store.airportId.get(origin.code);
  const destinationId = store.airportId.get(destination.code);
  let journeys: Journey[] = [];
  if (originId !== undefined && destinationId !== undefined) {
    const index = horizonDepartureIndex(store, ctx.nowMs);
    journeys = findJourneys(routeNetworkFor(ctx.dataset), index, {
      origin: originId,
      destination: destinationId,
      day: from.day,
      fromMinute: from.minute === undefined ? 0 : Math.max(0, from.minute - EARLIER_MINUTES),
      directOnly,
    });
  }
  const counts = journeys.map((j) => (includeCodeshares ? j.legs.reduce((n, l) => n * l.leg.marketing.length, 1) : 1));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) {
    throw new ApiError('journeyNotFound', {
      origin: origin.code,
      destination: destination.code,
      date: isoFromDay(from.day),
      time: from.minute === undefined ? '' : ` from ${from.text.slice(11)} (one hour earlier included)`,
      direct: directOnly ? ' (direct flights only)' : '',
    });
  }
  const entries = pageOfEntries(journeys, counts, includeCodeshares, page.offset, page.limit);

  const path = (text: string) => `/v2/operations/schedules/${origin.code}/${destination.code}/${text}`;
  const flags: [string, string | undefined][] = [
    ['directFlights', ctx.query.directFlights === undefined ? undefined : String(directOnly)],
    ['includeCodeshares', ctx.query.includeCodeshares === undefined ? undefined : String(includeCodeshares)],
  ];
  const links: Link[] = [
    { rel: 'self', href: href(ctx.base, path(from.text), [...flags, ['limit', page.limit], ['offset', page.offset]]) },
  ];
  if (page.offset + page.limit < total) {
    links.push({ rel: 'next', href: href(ctx.base, path(from.text), [...flags, ['limit', page.limit], ['offset', page.offset + page.limit]]) });
  }
  if (from.day - 1 >= today) links.push({ rel: 'previousRange', href: href(ctx.base, path(isoFromDay(from.day - 1)), [...flags, ['limit', page.limit]]) });
  if (from.day + 1 <= today + HORIZON_DAYS) links.push({ rel: 'nextRange', href: href(ctx.base, path(isoFromDay(from.day + 1)), [...flags, ['limit', page.limit]]) });
  links.push(
    { rel: 'related', href: `${ctx.base}/v1/references/airports/{airportCode}` },
    { rel: 'related', href: `${ctx.base}/v1/references/aircraft/{aircraftCode}` },
  );
  return scheduleDocument(entries, links);
}

/**
 * The entries of one page. A journey is listed once per combination of its legs' marketing
 * flights (DESIGN §2: a codeshare leg under each of its numbers), or once under the operating
 * flights; only the combinations on the page are built.
 */
function pageOfEntries(journeys: readonly Journey[], counts: readonly number[], includeCodeshares: boolean, offset: number, limit: number): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [];
  let position = 0;
  for (let j = 0; j < journeys.length && entries.length < limit; j++) {
    const count = counts[j]!;
    if (position + count <= offset) {
      position += count;
      continue;
    }
    const journey = journeys[j]!;
    const dates = journeyDates(journey);
    for (let k = Math.max(0, offset - position); k < count && entries.length < limit; k++) {
      entries.push({ legs: journey.legs, flights: combination(journey, k, includeCodeshares), dates });
    }
    position += count;
  }
  return entries;
}

/** The k-th combination of marketing flights, the first leg's varying slowest. */
function combination(journey: Journey, k: number, includeCodeshares: boolean): FlightDesignator[] {
  if (!includeCodeshares) return journey.legs.map((l) => l.leg.operating);
  const flights: FlightDesignator[] = [];
  let rest = k;
  for (let i = journey.legs.length - 1; i >= 0; i--) {
    const marketing = journey.legs[i]!.leg.marketing;
    flights[i] = marketing[rest % marketing.length]!;
    rest = Math.floor(rest / marketing.length);
  }
  return flights;
}

export function scheduleRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  for (const version of ['v1', 'v2']) {
    getOnly(app, pipeline, `/${version}/operations/schedules/:origin/:destination/:fromDateTime`, pipeline.handler(schedules));
  }
}
