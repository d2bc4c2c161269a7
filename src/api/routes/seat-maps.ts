// GET /v1/offers/seatmaps/{flightNumber}/{origin}/{destination}/{date}/{cabinClass}
// (docs/api-rules.md, Seat maps; decision 62): the layout of the asked cabin of the aircraft type
// that operates the leg, found as flight status finds a flight. Dates are the schedule's horizon
// at the origin, as for schedules: a seat map is looked at when booking, months ahead.
import type { FastifyInstance } from 'fastify';
import { SeatMapParts, seatMapDocument } from '../../documents/seat-map-document.js';
import { href } from '../../documents/meta.js';
import { cabinCode } from '../../domain/cabins.js';
import { isoFromDay } from '../../domain/flight-dates.js';
import { flightCode } from '../../domain/flight-designator.js';
import { findSeatMap } from '../../engine/seat-maps.js';
import { scheduleWindow } from '../../engine/schedule-window.js';
import { ApiError } from '../errors.js';
import type { Pipeline, RequestContext } from '../pipeline.js';
import { airportCodeParam, dateParam, flightNumberParam, knownAirport } from './flight-params.js';
import { getOnly } from './methods.js';

function seatMap(ctx: RequestContext, parts: SeatMapParts) {
  // Every parameter's form first, then what the dataset knows of them.
  const designator = flightNumberParam(ctx);
  const originCode = airportCodeParam(ctx, 'origin');
  const destinationCode = airportCodeParam(ctx, 'destination');
  const day = dateParam(ctx);
  const cabin = cabinCode(ctx.params.cabinClass ?? '');
  if (!cabin) throw new ApiError('cabinCodeMalformed');
  const origin = knownAirport(ctx, originCode);
  const destination = knownAirport(ctx, destinationCode);
  if (origin.code === destination.code) throw new ApiError('sameOriginDestination', { code: origin.code });
  const window = scheduleWindow(origin.timeZone, ctx.nowMs);
  const date = isoFromDay(day);
  if (day < window.first || day > window.last) {
    throw new ApiError('dateOutOfRange', { date, first: isoFromDay(window.first), last: isoFromDay(window.last), origin: origin.code });
  }
  const flight = flightCode(designator);
  const found = findSeatMap(ctx.served, designator, day, origin.code, destination.code, cabin);
  switch (found.found) {
    case 'noFlight':
      throw new ApiError('flightNotFound', { flight, date });
    case 'otherLegs':
      throw new ApiError('legNotFound', { flight, origin: origin.code, destination: destination.code, date, legs: found.legs.map((l) => `${l.origin}-${l.destination}`).join(', ') });
    case 'noSeats':
      throw new ApiError('seatsNotFound', { code: found.leg.aircraft });
    case 'noCabin':
      throw new ApiError('cabinNotFound', { code: found.leg.aircraft, cabin, cabins: found.cabins.join(', ') });
    case 'noLayout':
      throw new ApiError('seatMapNotFound', { code: found.leg.aircraft, cabin });
  }
  const { leg } = found;
  const path = `/v1/offers/seatmaps/${flight}/${origin.code}/${destination.code}/${date}/${cabin}`;
  return seatMapDocument(
    { origin: leg.origin, destination: leg.destination, day, departureTime: leg.departureTime, marketing: designator, aircraft: leg.aircraft },
    parts.of(found.cabin, found.cabin.layout),
    [
      { rel: 'self', href: href(ctx.base, path) },
      { rel: 'related', href: `${ctx.base}/v1/mds-references/airports/{airportCode}` },
    ],
  );
}

export function seatMapRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  const parts = new SeatMapParts();
  getOnly(app, pipeline, '/v1/offers/seatmaps/:flightNumber/:origin/:destination/:date/:cabinClass', pipeline.handler((ctx) => seatMap(ctx, parts)));
}
