// GET /v1/references/routes/{airportCode}: the airports served non-stop from an airport, or from
// the airports of a city (a city code that is no airport's, as in schedules), over a period of
// local dates there (the next 7 days by default), from the loaded schedule; paged as every list.
import type { FastifyInstance } from 'fastify';
import { routeDocument } from '../../documents/route-document.js';
import { pageLinks, type Link } from '../../documents/meta.js';
import { dayFromIso, isoFromDay } from '../../domain/flight-dates.js';
import { routesFrom, routesFromEach, type AirportRoute } from '../../engine/airport-routes.js';
import { scheduleWindow } from '../../engine/schedule-window.js';
import { ApiError } from '../errors.js';
import { AIRPORT_CODE } from '../input-patterns.js';
import { localDateParam } from './local-date.js';
import type { Pipeline, Price, RequestContext } from '../pipeline.js';
import { routesCharge } from '../../engine/request-charges.js';
import { HORIZON_DAYS } from '../../domain/horizon.js';
import type { Query } from '../query.js';
import { langParam, pageParams, single } from '../query.js';
import { getOnly } from './methods.js';
import { airportNotFound } from '../retired-airports.js';

/** Days of the default period: a week from today. */
const DEFAULT_DAYS = 7;

function dateParam(ctx: RequestContext, name: 'fromDate' | 'toDate'): number | undefined {
  const raw = single(ctx.query, name);
  if (raw === undefined) return undefined;
  return localDateParam(raw, name);
}

function routes(ctx: RequestContext) {
  const raw = ctx.params.airportCode ?? '';
  if (!AIRPORT_CODE.test(raw)) throw new ApiError('airportCodeMalformed');
  const code = raw.toUpperCase();
  const { dataset, departures } = ctx.served;
  const airport = dataset.locations.byCode.get(code);
  const city = airport ? undefined : dataset.cities.byCode.get(code);
  if (!airport && !city) throw airportNotFound(code);
  const timeZone = airport?.timeZone ?? city!.timeZone;
  const lang = langParam(ctx.query);
  const fromDate = dateParam(ctx, 'fromDate');
  const toDate = dateParam(ctx, 'toDate');
  const window = scheduleWindow(timeZone, ctx.nowMs);
  for (const day of [fromDate, toDate]) {
    if (day !== undefined && (day < window.first || day > window.last)) {
      throw new ApiError('dateOutOfRange', { date: isoFromDay(day), first: isoFromDay(window.first), last: isoFromDay(window.last), origin: code });
    }
  }
  const first = fromDate ?? window.first;
  const last = toDate ?? Math.min(first + DEFAULT_DAYS - 1, window.last);
  if (last < first) throw new ApiError('dateRangeInverted');

  const page = pageParams(ctx.query);
  const all: readonly (AirportRoute & { from?: string })[] = airport
    ? routesFrom(dataset.schedule, departures, code, first, last)
    : routesFromEach(dataset.schedule, departures, city!.locations, first, last);
  const links: Link[] = [
    ...pageLinks(ctx.base, `/v1/references/routes/${code}`, page, all.length, [
      ['fromDate', fromDate === undefined ? undefined : isoFromDay(fromDate)],
      ['toDate', toDate === undefined ? undefined : isoFromDay(toDate)],
      ['lang', lang],
    ]),
    { rel: 'related', href: `${ctx.base}/v1/references/airports/{airportCode}` },
    { rel: 'related', href: `${ctx.base}/v2/operations/schedules/${code}/{destination}/{fromDateTime}` },
  ];
  const airportOf = (c: string) => dataset.locations.byCode.get(c);
  const origin = airport ? { airport } : { city: city! };
  return routeDocument(origin, all.slice(page.offset, page.offset + page.limit), airportOf, { first, last }, lang, links, all.length);
}

/** A local date of the query, for the price only: undefined when absent or malformed (the route refuses those). */
function dayOf(query: Query, name: 'fromDate' | 'toDate'): number | undefined {
  const raw = query[name];
  return typeof raw === 'string' ? dayFromIso(raw) : undefined;
}

/** The price of a routes query: by the days and airports it covers (engine/request-charges.ts). */
const routesPrice: Price = (params, query, served, nowMs) => {
  const first = dayOf(query, 'fromDate') ?? Math.floor(nowMs / 86_400_000);
  const last = dayOf(query, 'toDate') ?? first + DEFAULT_DAYS - 1;
  const days = Math.min(HORIZON_DAYS + 1, Math.max(1, last - first + 1));
  const code = (params.airportCode ?? '').toUpperCase();
  const city = AIRPORT_CODE.test(code) && !served.dataset.locations.byCode.has(code) ? served.dataset.cities.byCode.get(code) : undefined;
  return routesCharge(days, city?.locations.length ?? 1);
};

export function airportRouteRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  getOnly(app, pipeline, '/v1/references/routes/:airportCode', pipeline.handler(routes, ['fromDate', 'toDate', 'lang', 'limit', 'offset'], false, routesPrice));
}
