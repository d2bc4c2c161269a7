// The path parameters that name a flight, read alike by flight status and seat maps: a flight
// number, an airport, a local date. Each refuses what does not match its pattern with its error.
import { parseDesignator, type FlightDesignator } from '../../domain/flight-designator.js';
import type { Location } from '../../model/read-model.js';
import { ApiError } from '../errors.js';
import { AIRPORT_CODE, FLIGHT_NUMBER } from '../input-patterns.js';
import { localDateParam } from './local-date.js';
import type { RequestContext } from '../pipeline.js';
import { airportNotFound } from '../retired-airports.js';

export function flightNumberParam(ctx: RequestContext): FlightDesignator {
  const match = FLIGHT_NUMBER.exec(ctx.params.flightNumber ?? '');
  const designator = match ? parseDesignator(`${match[1]!.toUpperCase()}${match[2]}${match[3]!.toUpperCase()}`) : undefined;
  if (!designator) throw new ApiError('flightNumberMalformed');
  return designator;
}

/** The local date in the parameter `date`, as an epoch day. */
export function dateParam(ctx: RequestContext): number {
  return localDateParam(ctx.params.date ?? '', 'date');
}

/** The code's pattern alone: the record is looked up once every parameter is known to be well formed. */
export function airportCodeParam(ctx: RequestContext, name: 'origin' | 'destination' | 'airportCode'): string {
  const raw = ctx.params[name] ?? '';
  if (!AIRPORT_CODE.test(raw)) throw new ApiError('airportCodeMalformed');
  return raw.toUpperCase();
}

export function airportParam(ctx: RequestContext, name: 'origin' | 'destination' | 'airportCode'): Location {
  return knownAirport(ctx, airportCodeParam(ctx, name));
}

export function knownAirport(ctx: RequestContext, code: string): Location {
  const location = ctx.served.dataset.locations.byCode.get(code);
  if (!location) throw airportNotFound(code, ctx.served.dataset);
  return location;
}
