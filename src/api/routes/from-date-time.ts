// The fromDateTime of the schedules and flight-status paths: yyyy-MM-dd, or yyyy-MM-ddTHH:mm,
// a local time at the airport the path names.
import { dayFromIso } from '../../domain/flight-dates.js';
import { ApiError } from '../errors.js';
import { noSuchDate } from './local-date.js';
import { FROM_DATE_TIME } from '../input-patterns.js';

export interface FromDateTime {
  day: number;
  /** Minutes after local midnight, when a time was given. */
  minute?: number;
  text: string;
}

export function fromDateTimeParam(raw: string): FromDateTime {
  const match = FROM_DATE_TIME.exec(raw);
  if (!match || (match[2] !== undefined && (Number(match[2]) > 23 || Number(match[3]) > 59))) throw new ApiError('dateTimeMalformed');
  const day = dayFromIso(match[1]!) ?? noSuchDate('fromDateTime');
  return match[2] === undefined ? { day, text: raw } : { day, minute: Number(match[2]) * 60 + Number(match[3]), text: raw };
}

