// What to answer for an airport code the dataset does not hold: a code retired since (the curated
// retired codes) says why, and names the airport its flights moved to (TXL and SXF: BER), so a
// client with an old code learns the new one; a city code that is no airport's (NYC) names the
// city's airports, alike at every endpoint that takes an airport alone; any other code is simply
// unknown.
import { RETIRED_CODES } from '../ingest/curated/retired-codes.js';
import type { Dataset } from '../model/read-model.js';
import { ApiError } from './errors.js';

const RETIRED = new Map(RETIRED_CODES.map((c) => [c.code, c]));

/**
 * The not-found error for a well-formed, upper-cased airport code the served dataset lacks; with
 * the dataset, a city's code gets the city's airports named.
 */
export function airportNotFound(code: string, dataset?: Pick<Dataset, 'cities' | 'locations' | 'schedule'>): ApiError {
  const retired = RETIRED.get(code);
  if (retired?.successor) return new ApiError('airportMoved', { code, reason: retired.reason, successor: retired.successor });
  if (retired) return new ApiError('airportClosed', { code, reason: retired.reason });
  const held = dataset?.cities.byCode.get(code)?.locations.filter((c) => dataset.locations.byCode.has(c)) ?? [];
  // The ones with flights, as a city code means in schedules; all the city holds when none has.
  const served = held.filter((c) => dataset!.schedule.airportId.has(c));
  const airports = served.length > 0 ? served : held;
  if (airports.length > 0) return new ApiError('cityNotAirport', { code, airports: airports.join(', '), first: airports[0]! });
  return new ApiError('airportNotFound', { code });
}
