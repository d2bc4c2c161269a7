// Path and query parameters of the description, built from the very expressions and values the
// routes validate with (input-patterns.ts, query.ts), so the published patterns are the server's.
import {
  AIRCRAFT_CODE,
  AIRLINE_CODE,
  AIRPORT_CODE,
  CITY_CODE,
  COUNTRY_CODE,
  DECIMAL_DEGREES,
  FLAG_FALSE,
  FLAG_TRUE,
  FROM_DATE_TIME,
  LANGUAGE_CODE,
  LOCAL_DATE,
  SEARCH_TEXT_MAX,
  SEARCH_TYPE_LIST,
  WHOLE_NUMBER_DIGITS,
  CABIN_CODE,
} from '../input-patterns.js';
import { HORIZON_DAYS } from '../../domain/horizon.js';
import { SEARCH_TYPES } from '../../engine/location-search.js';
import { LISTINGS } from '../../engine/schedule-query.js';
import { DEFAULT_LIMIT, MAX_LIMIT, type QueryName } from '../query.js';
import { AIRPORT_GROUP_ALIASES, AIRPORT_GROUPS } from '../routes/references.js';
import { bool, int, oneOfValues, patterned, str, type Schema } from './schema-builders.js';

export type Parameter = { [field: string]: unknown };

/** The largest whole number the server reads (limit and offset have this many digits at most). */
const LARGEST_WHOLE = 10 ** WHOLE_NUMBER_DIGITS - 1;

function unanchored(pattern: RegExp): string {
  return pattern.source.replace(/^\^/, '').replace(/\$$/, '');
}

/** "{latitude},{longitude}", each coordinate as the nearest route parses it. */
const COORDINATES = new RegExp(`^${unanchored(DECIMAL_DEGREES)},${unanchored(DECIMAL_DEGREES)}$`);

/** A cabin code in either case and either alphabet, as `cabinCode` reads it. */
const CABIN = CABIN_CODE;

export function pathParam(name: string, schema: Schema, example: string, description: string): Parameter {
  return { name, in: 'path', required: true, description, schema, example };
}

function queryParam(name: string, schema: Schema, example: string | number | undefined, description: string): Parameter {
  return { name, in: 'query', required: false, description, schema, ...(example === undefined ? {} : { example }) };
}

/**
 * A yes-or-no query parameter. Described as a boolean, so that a generated client takes `true`
 * and sends "true"; the server also reads the original API's 1 and 0 (flagParam), any case, and
 * the description says so in words, since a boolean schema cannot list string spellings.
 */
function flag(name: string, fallback: boolean, description: string): Parameter {
  const spellings = `Also ${FLAG_TRUE[0]} for true and ${FLAG_FALSE[0]} for false; any case.`;
  return queryParam(name, bool(undefined, { default: fallback }), undefined, `${description} ${spellings}`);
}

/** Reusable parameters: components.parameters. */
export const QUERY_PARAMETERS = {
  lang: queryParam(
    'lang',
    patterned(LANGUAGE_CODE),
    'en',
    'Two-letter ISO 639-1 language code, any case (another code is a 400, 3012): one name, in that language where the record has it, else the English one, always labelled with the language it is in. Without it, every name the record has.',
  ),
  limit: queryParam(
    'limit',
    int(undefined, { minimum: 1, maximum: LARGEST_WHOLE, default: DEFAULT_LIMIT }),
    2,
    `Records per page, from 1; values above ${MAX_LIMIT} are taken as ${MAX_LIMIT}.`,
  ),
  offset: queryParam('offset', int(undefined, { minimum: 0, maximum: LARGEST_WHOLE, default: 0 }), 0, 'Records skipped; lists are ordered by code.'),
  Carrieroperated: flag('Carrieroperated', false, 'true: only locations served by flights the home carrier operates.'),
  LHoperated: flag('LHoperated', false, 'The older name of Carrieroperated.'),
  group: queryParam(
    'group',
    oneOfValues([...AIRPORT_GROUPS, ...Object.keys(AIRPORT_GROUP_ALIASES)]),
    undefined,
    'Only locations served by flights that group operates (LoyaltyProgram: the home carrier and its partners). Any case. ' +
      `The original API's names are taken too: ${Object.entries(AIRPORT_GROUP_ALIASES).map(([alias, value]) => `${alias} for ${value}`).join(', ')}.`,
  ),
  allAirports: flag(
    'allAirports',
    false,
    'true: every airport of the reference data counts, heliports, seaplane bases, military and closed fields among them. By default only airports with scheduled flights in the loaded schedule (all airports when it holds none).',
  ),
  directFlights: flag('directFlights', false, 'true: direct flights only, no connections.'),
  includeCodeshares: flag(
    'includeCodeshares',
    true,
    'false: each journey once under its operating flight numbers; by default once under each combination of marketing numbers one ticket holds (listing=combinations).',
  ),
  listing: queryParam(
    'listing',
    oneOfValues([...LISTINGS]),
    undefined,
    "combinations (the default, the original's): a journey once per combination of its legs' marketing flights that one ticket holds (the airlines of every connection sell each other's flights). " +
      'trips: each journey once, each Flight with MarketingCarrier (the first combination one ticket holds) and MarketingCarrierList (every designator the leg is sold under); includeCodeshares then has no effect. Any case.',
  ),
  utc: flag(
    'utc',
    false,
    'true: every departure and arrival also carries its UTC instant, ScheduledTimeUTC.DateTime (yyyy-MM-ddTHH:mmZ), after the local time. Without it the layout is unchanged.',
  ),
  q: {
    ...queryParam(
      'q',
      str(undefined, { minLength: 1, maxLength: SEARCH_TEXT_MAX }),
      'lon',
      `Required. What was typed: the start of a code, of a name or of a later word of a name, in any language the record has; accents, case and punctuation do not count. 1 to ${SEARCH_TEXT_MAX} characters with at least one letter or digit.`,
    ),
    required: true,
  },
  type: queryParam(
    'type',
    patterned(SEARCH_TYPE_LIST),
    undefined,
    `Only these kinds of record, comma-separated, any case: ${SEARCH_TYPES.join(', ')}. A city that matches still brings its locations of the kinds asked for.`,
  ),
  fromDate: queryParam(
    'fromDate',
    patterned(LOCAL_DATE, undefined, { format: 'date' }),
    undefined,
    `First local date at the airport, yyyy-MM-dd, today to today + ${HORIZON_DAYS}; today by default.`,
  ),
  toDate: queryParam(
    'toDate',
    patterned(LOCAL_DATE, undefined, { format: 'date' }),
    undefined,
    `Last local date at the airport, yyyy-MM-dd, from fromDate to today + ${HORIZON_DAYS}; by default six days after fromDate (a week), or the horizon's last date.`,
  ),
  serviceType: queryParam(
    'serviceType',
    oneOfValues(['passenger', 'all', 'cargo']),
    undefined,
    'Which flights a board lists, any case: passenger (the default) or all; the schedule holds passenger flights only, so cargo lists none.',
  ),
} as const satisfies Record<QueryName, Parameter>;

export type QueryParameterName = keyof typeof QUERY_PARAMETERS;

export const queryRef = (name: QueryParameterName): Parameter => ({ $ref: `#/components/parameters/${name}` });

/** The code in a reference record's path, by resource. */
export const RECORD_CODES = {
  countries: { pattern: COUNTRY_CODE, example: 'DE', description: 'ISO 3166-1 alpha-2 country code, any case.' },
  airports: { pattern: AIRPORT_CODE, example: 'FRA', description: 'Three-letter IATA location code, any case.' },
  cities: { pattern: CITY_CODE, example: 'LON', description: 'Three-letter IATA city code, any case.' },
  aircraft: { pattern: AIRCRAFT_CODE, example: '32N', description: 'Three-character IATA aircraft code, any case.' },
  airlines: { pattern: AIRLINE_CODE, example: 'LH', description: 'Two-character IATA airline designator, or three-letter ICAO designator (DLH), any case.' },
} as const;

export const airportPathParam = (name: 'origin' | 'destination', example: string): Parameter =>
  pathParam(
    name,
    patterned(AIRPORT_CODE),
    example,
    `Three-letter IATA code of the ${name === 'origin' ? 'departure' : 'arrival'} airport, or of a city that is no airport's (NYC, LON), meaning the city's airports with flights; any case.`,
  );

export const fromDateTimeParam = (example: string): Parameter =>
  pathParam(
    'fromDateTime',
    patterned(FROM_DATE_TIME),
    example,
    'yyyy-MM-dd, or yyyy-MM-ddTHH:mm, local time at the origin, from today to today + 360 days. With a time, flights from one hour earlier are listed too.',
  );

export const coordinatesParam = pathParam(
  'coordinates',
  patterned(COORDINATES),
  '50.033,8.570',
  '{latitude},{longitude} in decimal degrees, latitude -90 to 90 and longitude -180 to 180; only the first three decimals count.',
);

export const aircraftPathParam = pathParam('aircraftCode', patterned(AIRCRAFT_CODE), '32N', 'Three-character IATA aircraft code, any case.');
export const cabinPathParam = pathParam('cabinCode', patterned(CABIN), 'C', 'Cabin: F first, C business, E premium economy, M economy, or their aliases J, W, Y (Y is the schedules\' economy); any case.');
/** The seat maps' name for the same cabin code, as the original's path has it. */
export const cabinClassPathParam = pathParam('cabinClass', patterned(CABIN), 'M', 'Cabin: F first, C business, E premium economy, M economy, or their aliases J, W, Y (Y is the schedules\' economy); any case.');

export const routeOriginParam = pathParam('airportCode', patterned(AIRPORT_CODE), 'FRA', 'Three-letter IATA code of the airport the routes leave from, or of a city that is no airport\'s (NYC, LON), any case.');
