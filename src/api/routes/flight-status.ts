// GET /v1/operations/flightstatus/{flightNumber}/{date}, …/route/{origin}/{destination}/{date} and
// the boards …/departures|arrivals/{airportCode}/{fromDateTime}, and the same under
// customerflightinformation: the operating legs from the schedule, each with "No status"
// (../shared/flight-status.md); for a sandbox client, with their simulated status
// (engine/simulated-status.ts, docs/testing-apps.md).
// Dates are local at the departure airport, within the original API's window (yesterday to five
// days ahead) or, with SKYREF_FLIGHT_STATUS_WINDOW=schedule, the whole schedule's.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { flightInformationDocument } from '../../documents/flight-information-document.js';
import { flightStatusDocument, type DatedStatusLeg } from '../../documents/flight-status-document.js';
import type { Element } from '../../documents/tree.js';
import { href, type Link } from '../../documents/meta.js';
import { isoFromDay, localDateTime, utcDayOf } from '../../domain/flight-dates.js';
import { flightCode } from '../../domain/flight-designator.js';
import { HORIZON_DAYS } from '../../domain/horizon.js';
import type { AirportBoards } from '../../engine/airport-boards.js';
import { flightStatusWindow } from '../../engine/schedule-window.js';
import { simulateLegs } from '../../engine/simulated-legs.js';
import { ApiError } from '../errors.js';
import type { Pipeline, RequestContext } from '../pipeline.js';
import { pageParams, single } from '../query.js';
import { airportParam, dateParam, flightNumberParam } from './flight-params.js';
import { fromDateTimeParam } from './from-date-time.js';
import { getOnly } from './methods.js';

type WindowSetting = Config['flightStatusWindow'];

/**
 * A family of paths and the document its answers are: flightstatus (FlightStatusResource) and the
 * customer variant, customerflightinformation (FlightInformation), which look flights up alike.
 */
interface Family {
  path: string;
  document(flights: readonly DatedStatusLeg[], links: readonly Link[], ctx: RequestContext): Element;
}

const FAMILIES: readonly Family[] = [
  { path: 'flightstatus', document: (flights, links, ctx) => flightStatusDocument(flights, links, ctx.format === 'json-classic') },
  { path: 'customerflightinformation', document: (flights, links) => flightInformationDocument(flights, links) },
];

/** The local dates flight status answers at an airport in `zone`. */
function outOfWindow(day: number, window: { first: number; last: number }, airport: string): ApiError {
  return new ApiError('statusDateOutOfRange', { date: isoFromDay(day), first: isoFromDay(window.first), last: isoFromDay(window.last), airport });
}

/** The page of `flights` asked for, with self and (when more follow) next links at `path`. */
function page(
  ctx: RequestContext,
  path: string,
  flights: DatedStatusLeg[],
  extra: readonly (readonly [string, string | undefined])[] = [],
  ranges: Link[] = [],
): { flights: DatedStatusLeg[]; links: Link[] } {
  const { limit, offset } = pageParams(ctx.query);
  // An empty answer is the original's "resource not found" (../shared/flight-status.md), a page past the end too.
  if (offset > 0 && offset >= flights.length) throw new ApiError('statusPageEmpty', { offset, total: flights.length, last: flights.length - 1 });
  const links: Link[] = [{ rel: 'self', href: href(ctx.base, path, [...extra, ['limit', limit], ['offset', offset]]) }];
  if (offset + limit < flights.length) links.push({ rel: 'next', href: href(ctx.base, path, [...extra, ['limit', limit], ['offset', offset + limit]]) });
  links.push(...ranges, { rel: 'related', href: `${ctx.base}/v1/references/airports/{airportCode}` });
  return { flights: simulated(ctx, flights.slice(offset, offset + limit)), links };
}

/** The flights of a page with their simulated status, for a sandbox client; as they are for any other. */
function simulated(ctx: RequestContext, flights: DatedStatusLeg[]): DatedStatusLeg[] {
  return ctx.simulation === undefined ? flights : simulateLegs(ctx.served, ctx.simulation, flights, ctx.nowMs);
}

function byFlightNumber(family: Family, setting: WindowSetting) {
  return (ctx: RequestContext) => {
    const designator = flightNumberParam(ctx);
    const day = dateParam(ctx);
    const text = flightCode(designator);
    // The departure airport, and so its local today, is known only once a leg is found: a date
    // that is outside the window wherever the flight leaves from is refused before the search.
    const utcToday = utcDayOf(ctx.nowMs);
    const widest = { first: utcToday - 2, last: utcToday + 1 + (setting === 'original' ? 5 : HORIZON_DAYS) };
    if (day < widest.first || day > widest.last) throw outOfWindow(day, { first: utcToday - 1, last: widest.last - 1 }, 'its departure airport');
    const legs = ctx.served.flights.legsOn(designator, day);
    const { locations } = ctx.served.dataset;
    const inWindow = legs.filter((leg) => {
      const window = flightStatusWindow(locations.byCode.get(leg.origin)?.timeZone ?? 'UTC', ctx.nowMs, setting);
      return day >= window.first && day <= window.last;
    });
    if (inWindow.length === 0 && legs.length > 0) {
      const origin = legs[0]!.origin;
      throw outOfWindow(day, flightStatusWindow(locations.byCode.get(origin)?.timeZone ?? 'UTC', ctx.nowMs, setting), origin);
    }
    if (inWindow.length === 0) throw new ApiError('flightNotFound', { flight: text, date: isoFromDay(day) });
    const { flights, links } = page(ctx, `/v1/operations/${family.path}/${text}/${isoFromDay(day)}`, inWindow.map((leg) => ({ leg, day })));
    return family.document(flights, links, ctx);
  };
}

function byRoute(family: Family, setting: WindowSetting) {
  return (ctx: RequestContext) => {
    const origin = airportParam(ctx, 'origin');
    const destination = airportParam(ctx, 'destination');
    if (origin.code === destination.code) throw new ApiError('sameOriginDestination', { code: origin.code });
    const day = dateParam(ctx);
    const window = flightStatusWindow(origin.timeZone, ctx.nowMs, setting);
    if (day < window.first || day > window.last) throw outOfWindow(day, window, origin.code);
    const { schedule } = ctx.served.dataset;
    const from = schedule.airportId.get(origin.code);
    const to = schedule.airportId.get(destination.code);
    const legs = from === undefined || to === undefined ? [] : schedule.legs.routeLegsOn(from, to, day);
    if (legs.length === 0) throw new ApiError('journeyNotFound', { origin: origin.code, destination: destination.code, date: isoFromDay(day), time: '', direct: ' (direct flights only)' });
    const { flights, links } = page(ctx, `/v1/operations/${family.path}/route/${origin.code}/${destination.code}/${isoFromDay(day)}`, legs.map((leg) => ({ leg, day })));
    return family.document(flights, links, ctx);
  };
}

/** A board spans 4 hours from the time asked and lists at most 80 flights, as the original's. */
const BOARD_MINUTES = 240;
const BOARD_FLIGHTS = 80;
const SERVICE_TYPES = ['passenger', 'all', 'cargo'];

/** A board leg's local minute (from the epoch) at the board's airport: when it leaves, or lands. */
function boardMinute(board: DatedStatusLeg, kind: 'departures' | 'arrivals'): number {
  const { leg, day } = board;
  return kind === 'departures' ? day * 1440 + leg.departureTime : (day + leg.arrivalDayOffset) * 1440 + leg.arrivalTime;
}

/**
 * Where the next range starts: when the cap cut the board, at the last listed minute, so that
 * following nextRange reaches every flight (the legs of that minute already listed come again; a
 * page of one minute moves on by a minute); else 4 hours on, or, where those 4 hours are quiet (the
 * night), at the next flight within a day, so that no link leads to an empty board.
 */
function nextRangeStart(boards: AirportBoards, airportId: number, legs: readonly DatedStatusLeg[], cut: boolean, kind: 'departures' | 'arrivals', from: number): number {
  if (cut) return Math.max(from + 1, boardMinute(legs[legs.length - 1]!, kind));
  const at = from + BOARD_MINUTES;
  const day = Math.floor(at / 1440);
  const first = boards[kind](airportId, day, at - day * 1440, 1440)[0];
  const firstAt = first === undefined ? undefined : boardMinute(first, kind);
  return firstAt !== undefined && firstAt >= at + BOARD_MINUTES ? firstAt : at;
}

function board(family: Family, kind: 'departures' | 'arrivals', setting: WindowSetting) {
  return (ctx: RequestContext) => {
    const airport = airportParam(ctx, 'airportCode');
    const asked = fromDateTimeParam(ctx.params.fromDateTime ?? '');
    const day = asked.day;
    const minute = asked.minute ?? 0;
    const window = flightStatusWindow(airport.timeZone, ctx.nowMs, setting);
    if (day < window.first || day > window.last) throw outOfWindow(day, window, airport.code);
    const rawService = single(ctx.query, 'serviceType');
    const serviceType = rawService?.toLowerCase() ?? 'passenger';
    if (!SERVICE_TYPES.includes(serviceType)) throw new ApiError('parameterInvalid', { name: 'serviceType', expected: 'passenger, all or cargo' });
    const airportId = ctx.served.dataset.schedule.airportId.get(airport.code);
    // The schedule holds passenger legs only: a cargo board is always empty.
    const spanned = airportId === undefined || serviceType === 'cargo' ? [] : ctx.served.boards[kind](airportId, day, minute, BOARD_MINUTES);
    const legs = spanned.slice(0, BOARD_FLIGHTS);
    const from = day * 1440 + minute;
    const text = (at: number) => localDateTime(Math.floor(at / 1440), at - Math.floor(at / 1440) * 1440);
    if (legs.length === 0) throw new ApiError('boardEmpty', { kind, airport: airport.code, from: text(from), to: text(from + BOARD_MINUTES) });
    const path = (at: number) => `/v1/operations/${family.path}/${kind}/${airport.code}/${text(at)}`;
    const extra = [['serviceType', rawService === undefined ? undefined : serviceType]] as const;
    const ranges: Link[] = [];
    const inWindow = (at: number) => Math.floor(at / 1440) >= window.first && Math.floor(at / 1440) <= window.last;
    if (inWindow(from - BOARD_MINUTES)) ranges.push({ rel: 'previousRange', href: href(ctx.base, path(from - BOARD_MINUTES), extra) });
    const next = nextRangeStart(ctx.served.boards, airportId!, legs, spanned.length > legs.length, kind, from);
    if (inWindow(next)) ranges.push({ rel: 'nextRange', href: href(ctx.base, path(next), extra) });
    const { flights, links } = page(ctx, path(from), legs, extra, ranges);
    return family.document(flights, links, ctx);
  };
}

export function flightStatusRoutes(app: FastifyInstance, pipeline: Pipeline, setting: WindowSetting): void {
  for (const family of FAMILIES) {
    const base = `/v1/operations/${family.path}`;
    getOnly(app, pipeline, `${base}/route/:origin/:destination/:date`, pipeline.handler(byRoute(family, setting), ['limit', 'offset'], true));
    for (const kind of ['departures', 'arrivals'] as const) {
      getOnly(app, pipeline, `${base}/${kind}/:airportCode/:fromDateTime`, pipeline.handler(board(family, kind, setting), ['serviceType', 'limit', 'offset'], true));
    }
    getOnly(app, pipeline, `${base}/:flightNumber/:date`, pipeline.handler(byFlightNumber(family, setting), ['limit', 'offset'], true));
  }
}
