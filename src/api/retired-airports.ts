// What to answer for an airport code the dataset does not hold: a code retired since (the curated
// retired codes) says why, and names the airport its flights moved to (TXL and SXF: BER), so a
// client with an old code learns the new one; any other code is simply unknown.
import { RETIRED_CODES } from '../ingest/curated/retired-codes.js';
import { ApiError } from './errors.js';

const RETIRED = new Map(RETIRED_CODES.map((c) => [c.code, c]));

/** The not-found error for a well-formed, upper-cased airport code the served dataset lacks. */
export function airportNotFound(code: string): ApiError {
  const retired = RETIRED.get(code);
  if (retired?.successor) return new ApiError('airportMoved', { code, reason: retired.reason, successor: retired.successor });
  if (retired) return new ApiError('airportClosed', { code, reason: retired.reason });
  return new ApiError('airportNotFound', { code });
}
