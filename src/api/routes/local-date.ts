// A local date parameter (yyyy-MM-dd) as an epoch day. A date the calendar lacks (2027-02-30,
// month 13) is told apart from one not written as a date: the client wrote the right form and
// should hear what is wrong with the value, not be shown the form again.
import { dayFromIso } from '../../domain/flight-dates.js';
import { ApiError } from '../errors.js';
import { LOCAL_DATE } from '../input-patterns.js';

export function localDateParam(raw: string, name: string): number {
  if (!LOCAL_DATE.test(raw)) throw new ApiError('dateMalformed', { name });
  return dayFromIso(raw) ?? noSuchDate(name);
}

export function noSuchDate(name: string): never {
  throw new ApiError('dateNonexistent', { name });
}
