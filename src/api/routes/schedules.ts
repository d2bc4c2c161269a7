// GET /operations/schedules/{origin}/{destination}/{fromDateTime} under /v1 and /v2 (links show v2,
// as the original's do): parameters, errors and links; the query itself is the engine's.
import type { FastifyInstance } from 'fastify';
import { href, type Link } from '../../documents/meta.js';
import { scheduleDocument } from '../../documents/schedule-document.js';
import { isoFromDay, localDateTime } from '../../domain/flight-dates.js';
import { findSchedules, LISTINGS, schedulePlace, type Place, type ScheduleEntry } from '../../engine/schedule-query.js';
import { scheduleWindow } from '../../engine/schedule-window.js';
import { ApiError } from '../errors.js';
import { airportNotFound } from '../retired-airports.js';
import { AIRPORT_CODE, FLAG_TRUE } from '../input-patterns.js';
import { fromDateTimeParam } from './from-date-time.js';
import type { Pipeline, Price, RequestContext } from '../pipeline.js';
import { scheduleCharge } from '../../engine/request-charges.js';
import type { Dataset } from '../../model/read-model.js';
import { enumParam, flagParam, pageParams } from '../query.js';
import { getOnly } from './methods.js';

/** The origin or destination of the path (engine/schedule-query.ts, schedulePlace). */
function placeParam(ctx: RequestContext, name: 'origin' | 'destination'): Place {
  const raw = ctx.params[name] ?? '';
  if (!AIRPORT_CODE.test(raw)) throw new ApiError('airportCodeMalformed');
  const code = raw.toUpperCase();
  const place = schedulePlace(ctx.served.dataset, code);
  if (!place) throw airportNotFound(code);
  return place;
}

/**
 * The original API's nextRange, as its captured answers show it: the same date from the latest
 * departure of a direct journey on the page, or the date alone when the page has none.
 */
function classicNextRange(entries: readonly ScheduleEntry[], day: number): string {
  let latest = -1;
  for (const entry of entries) if (entry.legs.length === 1) latest = Math.max(latest, entry.legs[0]!.leg.departureTime);
  return latest < 0 ? isoFromDay(day) : localDateTime(day, latest);
}

function schedules(ctx: RequestContext) {
  const origin = placeParam(ctx, 'origin');
  const destination = placeParam(ctx, 'destination');
  if (origin.code === destination.code) throw new ApiError('sameOriginDestination', { code: origin.code });
  const from = fromDateTimeParam(ctx.params.fromDateTime ?? '');
  const window = scheduleWindow(origin.timeZone, ctx.nowMs);
  if (from.day < window.first || from.day > window.last) {
    throw new ApiError('dateOutOfRange', { date: isoFromDay(from.day), first: isoFromDay(window.first), last: isoFromDay(window.last), origin: origin.code });
  }
  const directOnly = flagParam(ctx.query, 'directFlights') ?? false;
  const includeCodeshares = flagParam(ctx.query, 'includeCodeshares') ?? true;
  const listing = enumParam(ctx.query, 'listing', LISTINGS) ?? 'combinations';
  const utc = flagParam(ctx.query, 'utc') ?? false;
  const page = pageParams(ctx.query);

  const { total, entries } = findSchedules(ctx.served, {
    origins: origin.locations,
    destinations: destination.locations,
    day: from.day,
    ...(from.minute === undefined ? {} : { minute: from.minute }),
    directOnly,
    includeCodeshares,
    listing,
    offset: page.offset,
    limit: page.limit,
  });
  if (total === 0) {
    throw new ApiError('journeyNotFound', {
      origin: origin.code,
      destination: destination.code,
      date: isoFromDay(from.day),
      time: from.minute === undefined ? '' : ` from ${from.text.slice(11)} (one hour earlier included)`,
      direct: directOnly ? ' (direct flights only)' : '',
    });
  }

  const path = (text: string) => `/v2/operations/schedules/${origin.code}/${destination.code}/${text}`;
  const flags: [string, string | undefined][] = [
    ['directFlights', ctx.query.directFlights === undefined ? undefined : String(directOnly)],
    ['includeCodeshares', ctx.query.includeCodeshares === undefined ? undefined : String(includeCodeshares)],
    ['listing', ctx.query.listing === undefined ? undefined : listing],
    ['utc', ctx.query.utc === undefined ? undefined : String(utc)],
  ];
  const range = (text: string) => href(ctx.base, path(text), [...flags, ['limit', page.limit]]);
  // The original's order (decision 34); nextRange in the classic profile means what it meant there.
  const links: Link[] = [
    { rel: 'self', href: href(ctx.base, path(from.text), [...flags, ['limit', page.limit], ['offset', page.offset]]) },
  ];
  if (from.day - 1 >= window.first) links.push({ rel: 'previousRange', href: range(isoFromDay(from.day - 1)) });
  if (page.offset + page.limit < total) {
    links.push({ rel: 'next', href: href(ctx.base, path(from.text), [...flags, ['limit', page.limit], ['offset', page.offset + page.limit]]) });
  }
  if (ctx.format === 'json-classic') links.push({ rel: 'nextRange', href: range(classicNextRange(entries, from.day)) });
  else if (from.day + 1 <= window.last) links.push({ rel: 'nextRange', href: range(isoFromDay(from.day + 1)) });
  links.push(
    { rel: 'related', href: `${ctx.base}/v1/references/airports/{airportCode}` },
    { rel: 'related', href: `${ctx.base}/v1/references/aircraft/{aircraftCode}` },
  );
  return scheduleDocument(entries, links, utc);
}

/** Airports a code of the path stands for (a city's served airports), 1 for any code that is neither. */
function airportsOf(dataset: Dataset, raw: string | undefined): number {
  const code = raw?.toUpperCase() ?? '';
  return AIRPORT_CODE.test(code) ? Math.max(1, schedulePlace(dataset, code)?.locations.length ?? 1) : 1;
}

/** A search's price: by the airport pairs it searches (engine/request-charges.ts). */
const schedulePrice: Price = (params, query, served) => {
  const direct = typeof query.directFlights === 'string' && (FLAG_TRUE as readonly string[]).includes(query.directFlights.toLowerCase());
  return scheduleCharge(airportsOf(served.dataset, params.origin), airportsOf(served.dataset, params.destination), direct);
};

export function scheduleRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  for (const version of ['v1', 'v2']) {
    getOnly(
      app,
      pipeline,
      `/${version}/operations/schedules/:origin/:destination/:fromDateTime`,
      pipeline.handler(schedules, ['directFlights', 'includeCodeshares', 'listing', 'utc', 'limit', 'offset'], false, schedulePrice),
    );
  }
}
