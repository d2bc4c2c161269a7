// The shapes of request input, in one place: the routes test against these expressions and the
// OpenAPI description publishes their sources, so the documented patterns (and the playground,
// which validates with them) cannot drift from what the server accepts.

import { CABIN_LETTERS } from '../domain/cabins.js';
import { SEARCH_TYPES } from '../engine/location-search.js';

export const COUNTRY_CODE = /^[A-Za-z]{2}$/;
export const AIRPORT_CODE = /^[A-Za-z]{3}$/;
export const CITY_CODE = /^[A-Za-z]{3}$/;
export const AIRCRAFT_CODE = /^[A-Za-z0-9]{3}$/;
/** An airline: its IATA designator (2 letters or digits) or its ICAO designator (3 letters). */
export const AIRLINE_CODE = /^(?:[A-Za-z0-9]{2}|[A-Za-z]{3})$/;
/** A cabin: M, E, C, F or the aliases Y, W, J (domain/cabins.ts), in any case. */
export const CABIN_CODE = new RegExp(`^[${CABIN_LETTERS.join('')}${CABIN_LETTERS.join('').toLowerCase()}]$`);
export const LANGUAGE_CODE = /^[A-Za-z]{2}$/;
/** A flight number as the flight status paths take it: `LH400`, `LH400A`, `U21234`, `EZY12`. */
export const FLIGHT_NUMBER = /^([A-Za-z0-9]{2}[A-Za-z]?)(\d{1,4})([A-Za-z]?)$/;

/** `limit` and `offset`: whole numbers short enough to stay exact and cheap. */
export const WHOLE_NUMBER_DIGITS = 9;
export const WHOLE_NUMBER = new RegExp(`^\\d{1,${WHOLE_NUMBER_DIGITS}}$`);

/** Schedules' fromDateTime: a local date, optionally with hours and minutes. */
export const FROM_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** A local date of a date range (the routes' fromDate and toDate). */
export const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The location search's q: this many characters at most (after which nothing is left to narrow). */
export const SEARCH_TEXT_MAX = 64;

/** A word in any case, as a pattern that needs no flag (OpenAPI patterns have none). */
function anyCase(word: string): string {
  return [...word].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join('');
}

/** The location search's type: a comma-separated list of the engine's search types, in any case. */
const SEARCH_TYPE = `(?:${SEARCH_TYPES.map(anyCase).join('|')})`;
export const SEARCH_TYPE_LIST = new RegExp(`^${SEARCH_TYPE}(?:,${SEARCH_TYPE})*$`);

/** Flags are written 0/1 (the spec) or true/false, in any case. */
export const FLAG_TRUE = ['1', 'true'] as const;
export const FLAG_FALSE = ['0', 'false'] as const;

/** One coordinate of the nearest-airports point; the domain module that parses it owns it. */
export { DECIMAL_DEGREES } from '../domain/coordinates.js';
