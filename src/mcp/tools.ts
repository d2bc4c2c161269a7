// The tools skyref offers an agent over the Model Context Protocol, answered from the served
// dataset's engines as the API answers: a table of definitions (name, title, description, input
// and output schemas, handler), each returning structured content (described by its output schema)
// and a short text rendering; a bad argument is a tool error carrying the API's message, never a
// crash. What the data is, and is not, is said once, in the server's instructions.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { ApiError, type ErrorId } from '../api/errors.js';
import { LANGUAGE_CODE, WHOLE_NUMBER_DIGITS } from '../api/input-patterns.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../api/query.js';
import { airportNotFound } from '../api/retired-airports.js';
import { dayFromIso, isoDateFault, isoFromDay, localDateTime, utcDateTime } from '../domain/flight-dates.js';
import { isLanguageCode } from '../domain/language-codes.js';
import { flightCode, parseDesignator, type FlightDesignator } from '../domain/flight-designator.js';
import { isoDuration } from '../domain/iso-duration.js';
import { ALL_TYPES } from '../engine/location-search.js';
import { routesFrom, routesFromEach, type AirportRoute } from '../engine/airport-routes.js';
import { findSchedules, schedulePlace } from '../engine/schedule-query.js';
import { scheduleWindow } from '../engine/schedule-window.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import { LOOKUP_CHARGE, routesCharge, scheduleCharge } from '../engine/request-charges.js';
import type { Location, Names } from '../model/read-model.js';
import type { Leg } from '../model/schedule-store.js';
import { FLIGHT_STATUS, localText, simulatedTime, TIME_STATUS } from '../documents/flight-status-document.js';
import { selectNames } from '../documents/names.js';
import { simulateLegs, type SimulatedDatedLeg } from '../engine/simulated-legs.js';
import { simulationOf, type ToolContext } from './tool-context.js';

/**
 * What every tool's data is, said once to the client (the server's instructions) rather than at the
 * end of each tool's description.
 */
export const SERVER_INSTRUCTIONS =
  'skyref answers from its dataset: reference data (countries, cities, airports, airlines, aircraft, seats) and a flight schedule (by default generated from the real network\'s routes and weekly frequencies of about 2017, ' +
  'less what has stopped flying; times and flight numbers are not any airline\'s; `skyref dataset info` names the sources). ' +
  'Times are local at each airport unless marked UTC. No live status, no fares, no availability. Every tool only reads.';

/** Every tool only reads the served dataset: the same call gives the same answer until the dataset changes. */
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

/**
 * The one name HTTP gives with `lang` (in that language, else the English one, else the first),
 * labelled with the language it is in; without `lang`, the English one, as the tools always gave.
 */
function nameIn(names: Names, lang: string | undefined): { name: string; nameLanguage?: string } {
  const [language, name] = selectNames(names, lang ?? 'en')[0] ?? [];
  return language === undefined ? { name: '' } : { name: name!, nameLanguage: language };
}

const nameShape = {
  name: z.string(),
  nameLanguage: z.string().optional().describe('ISO 639-1 code of the language name is in: the one asked for where the record has a name in it, else en.'),
};

/** A tool answer: the structured content and its text rendering. */
function answer<T extends Record<string, unknown>>(structured: T, text: string) {
  return { structuredContent: structured, content: [{ type: 'text' as const, text }] };
}

/** A tool error with the API's message for `id`. */
function refusal(id: ErrorId, details: Record<string, string | number> = {}) {
  return refused(new ApiError(id, details));
}

function refused(error: ApiError) {
  return { isError: true, content: [{ type: 'text' as const, text: error.message }] };
}

/** HTTP's answer for an airport the dataset lacks: a retired code names its successor. */
// As HTTP refuses it: a retired code names its successor, a city code its airports.
const unknownAirport = (code: string, dataset: ServedDataset['dataset']) => refused(airportNotFound(code.toUpperCase(), dataset));

const AIRPORT = z.string().regex(/^[A-Za-z]{3}$/, 'three letters (IATA)');
const LOCAL_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** The catalogue's text of `id`: a tool's answer where HTTP answers that error. */
const errorText = (id: ErrorId): string => new ApiError(id).message;

// The arguments that are HTTP query parameters take HTTP's pattern, bounds and default, and a
// value refused is refused with HTTP's error: the schema carries its text, which the door at /mcp
// (tool-call-gate.ts) answers as a tool error and the SDK over stdio puts in its own.
const LANG = z
  .string({ invalid_type_error: errorText('langInvalid') })
  .regex(LANGUAGE_CODE, errorText('langInvalid'))
  .optional()
  .describe('Two-letter ISO 639-1 language code, any case, as HTTP\'s lang: names in that language where the record has one, else the English one, labelled by nameLanguage. Without it, English.');
/** limit and offset as HTTP reads them: whole numbers of at most WHOLE_NUMBER_DIGITS digits. */
const LARGEST_WHOLE = 10 ** WHOLE_NUMBER_DIGITS - 1;
const wholeNumber = (id: ErrorId, minimum: number) =>
  z.number({ invalid_type_error: errorText(id) }).int(errorText(id)).min(minimum, errorText(id)).max(LARGEST_WHOLE, errorText(id));
const PAGE_LIMIT = wholeNumber('limitInvalid', 1).default(DEFAULT_LIMIT).describe(`Routes per page; values above ${MAX_LIMIT} are taken as ${MAX_LIMIT}.`);
const PAGE_OFFSET = wholeNumber('offsetInvalid', 0).default(0).describe('Routes skipped: the nextOffset of the page before.');

/** `lang` as HTTP takes it (api/query.ts langParam): lower case, an ISO 639-1 code or HTTP's 3012. */
function languageOf(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const code = lang.toLowerCase();
  if (!LANGUAGE_CODE.test(lang) || !isLanguageCode(code)) throw new ApiError('langInvalid');
  return code;
}

/**
 * Each tool's arguments. Also read before a tool runs at /mcp (api/routes/mcp.ts), where a call
 * with an argument that is not here is refused, as the published schema (additionalProperties:
 * false) says, and a call's price is told from them.
 */
export const TOOL_INPUTS = {
  search_locations: { query: z.string().min(1).max(64), limit: z.number().int().min(1).max(50).optional(), lang: LANG },
  nearest_airports: { latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), lang: LANG },
  get_airport: { code: AIRPORT, lang: LANG },
  get_city: { code: z.string().regex(/^[A-Za-z]{3}$/), lang: LANG },
  get_country: { code: z.string().regex(/^[A-Za-z]{2}$/), lang: LANG },
  get_aircraft: { code: z.string().regex(/^[A-Za-z0-9]{3}$/), lang: LANG },
  get_airline: { code: z.string().regex(/^(?:[A-Za-z0-9]{2}|[A-Za-z]{3})$/), lang: LANG },
  seat_details: { aircraft: z.string().regex(/^[A-Za-z0-9]{3}$/), lang: LANG },
  routes_from_airport: {
    airport: AIRPORT.describe('An airport, or a city code that is no airport\'s (NYC, LON): the routes of each of its airports.'),
    lang: LANG,
    limit: PAGE_LIMIT,
    offset: PAGE_OFFSET,
  },
  flight_status: { flight: z.string().regex(/^[A-Za-z0-9]{2}[A-Za-z]?\d{1,4}[A-Za-z]?$/), date: LOCAL_DATE },
  find_flights: {
    origin: AIRPORT,
    destination: AIRPORT,
    date: LOCAL_DATE.describe('Local date at the origin, today to today + 360.'),
    after: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm').optional().describe('Local time at the origin: journeys from one hour before it.'),
    maxStops: z.number().int().min(0).max(2).optional().describe('Connections allowed: 0 for direct flights only; 2 by default.'),
    directOnly: z.boolean().optional().describe('The same as maxStops 0.'),
    limit: z.number().int().min(1).max(50).optional(),
  },
} satisfies Record<string, z.ZodRawShape>;

export type ToolName = keyof typeof TOOL_INPUTS;

const LANG_ERROR = { lang: 'langInvalid' } as const satisfies Record<string, ErrorId>;

/**
 * Of each tool, the arguments that are an HTTP query parameter with its meaning, and the error HTTP
 * answers for a bad value: the door at /mcp answers a call whose only refused arguments are these
 * with that error, as a tool error, rather than as a malformed call.
 */
export const HTTP_PARAMETER_ERRORS: { readonly [N in ToolName]?: Readonly<Partial<Record<keyof (typeof TOOL_INPUTS)[N], ErrorId>>> } = {
  search_locations: LANG_ERROR,
  nearest_airports: LANG_ERROR,
  get_airport: LANG_ERROR,
  get_city: LANG_ERROR,
  get_country: LANG_ERROR,
  get_aircraft: LANG_ERROR,
  get_airline: LANG_ERROR,
  seat_details: LANG_ERROR,
  routes_from_airport: { ...LANG_ERROR, limit: 'limitInvalid', offset: 'offsetInvalid' },
};

/** The city a routes tool call asks for (a city code that is no airport's, as HTTP takes it), if any. */
function routesCity(dataset: ServedDataset['dataset'], code: string) {
  return dataset.locations.byCode.has(code) ? undefined : dataset.cities.byCode.get(code);
}

/**
 * What a call of `name` with these (valid) arguments is charged against its client's limits: what
 * the HTTP request that does the same work is charged (engine/request-charges.ts).
 */
export function toolCharge(name: ToolName, args: Record<string, unknown>, served: ServedDataset): number {
  if (name === 'routes_from_airport') {
    const city = typeof args.airport === 'string' ? routesCity(served.dataset, args.airport.toUpperCase()) : undefined;
    return routesCharge(7, city?.locations.length ?? 1);
  }
  if (name !== 'find_flights') return LOOKUP_CHARGE;
  const airports = (code: unknown) => (typeof code === 'string' ? (schedulePlace(served.dataset, code.toUpperCase())?.locations.length ?? 1) : 1);
  const direct = args.directOnly === true || args.maxStops === 0;
  return scheduleCharge(airports(args.origin), airports(args.destination), direct);
}

const airportShape = {
  code: z.string(),
  ...nameShape,
  cityCode: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
};

function airportOf(l: Location, lang: string | undefined) {
  return { code: l.code, ...nameIn(l.names, lang), cityCode: l.cityCode, countryCode: l.countryCode, latitude: l.latitude, longitude: l.longitude, timeZone: l.timeZone };
}

const legShape = z.object({
  flight: z.string().describe('The marketing flight number shown, e.g. LH400.'),
  operatedBy: z.string().optional().describe('The operating flight, when another airline operates it.'),
  from: z.string(),
  to: z.string(),
  departsLocal: z.string(),
  arrivesLocal: z.string(),
  departsUtc: z.string(),
  arrivesUtc: z.string(),
  aircraft: z.string().describe('IATA aircraft type code.'),
});

const journeyShape = z.object({
  duration: z.string().describe('ISO 8601, first departure to last arrival.'),
  connectionMinutes: z.array(z.number()).describe('The time at each connection, in order.'),
  legs: z.array(
    legShape.extend({
      soldAs: z.array(z.string()).describe('Every flight number the leg is sold under (codeshares), e.g. ["LH400", "UA8840"].'),
      airportChangeFrom: z.string().optional().describe('Present when the leg leaves from another airport of the city than the previous leg landed at: that airport.'),
    }),
  ),
});

/** A leg as the tools give it: `shown` is the designator it is listed under; departure and arrival instants in minutes since 1970 UTC. */
function legFacts(leg: Leg, day: number, departure: number, arrival: number, shown: FlightDesignator) {
  const flight = flightCode(shown);
  const operating = flightCode(leg.operating);
  return {
    flight,
    ...(operating === flight ? {} : { operatedBy: operating }),
    from: leg.origin,
    to: leg.destination,
    departsLocal: localDateTime(day, leg.departureTime),
    arrivesLocal: localDateTime(day + leg.arrivalDayOffset, leg.arrivalTime),
    departsUtc: utcDateTime(departure),
    arrivesUtc: utcDateTime(arrival),
    aircraft: leg.aircraft,
  };
}

/** A tool as tools/list describes it, and its handler over the call's context. */
interface ToolDefinition<I extends z.ZodRawShape> {
  title: string;
  description: string;
  output: z.ZodRawShape;
  run(args: z.infer<z.ZodObject<I>>, ctx: ToolContext): CallToolResult;
}

/** A record by code (a city, a country, an aircraft type), with every name the dataset holds. */
function recordTool<T extends { code: string; names: Names }>(
  title: string,
  table: (served: ServedDataset) => ReadonlyMap<string, T>,
  error: ErrorId,
  details: (record: T) => Record<string, unknown>,
): ToolDefinition<{ code: z.ZodString; lang: typeof LANG }> {
  return {
    title,
    description: `${title}: its name in the language asked for (lang), and in names every name the dataset holds, or with lang the one given, as HTTP.`,
    output: { code: z.string(), ...nameShape, names: NAMES_SHAPE, details: z.record(z.string(), z.unknown()) },
    run: ({ code, lang }, { served }) => {
      const language = languageOf(lang);
      const record = table(served).get(code.toUpperCase());
      if (!record) return refusal(error, { code: code.toUpperCase() });
      const named = nameIn(record.names, language);
      return answer({ code: record.code, ...named, names: namesOf(record.names, language), details: details(record) }, `${record.code} ${named.name}`);
    },
  };
}

const NAMES_SHAPE = z.record(z.string(), z.string()).describe('Names by ISO 639-1 code: every name the record has; with lang, the one name HTTP gives.');

/** The names HTTP gives: every one, or with `lang` the one chosen, under its language. */
function namesOf(names: Names, lang: string | undefined): Record<string, string> {
  return Object.fromEntries(selectNames(names, lang));
}

/** One end of a sandbox client's leg as the simulation shows it now. */
const simulatedEndShape = z
  .object({
    estimatedLocal: z.string().optional(),
    estimatedUtc: z.string().optional(),
    actualLocal: z.string().optional(),
    actualUtc: z.string().optional(),
    timeStatus: z.string().optional().describe('Flight Early, Flight On Time, Flight Delayed or Next Information.'),
    gate: z.string().optional(),
  })
  .describe('Simulated, for a sandbox client: the estimated or actual time, its time status and the gate, when known.');

type SimulatedEndFacts = z.infer<typeof simulatedEndShape>;

function simulatedEnd(end: SimulatedDatedLeg['simulated']['status']['departure'], local: number, utc: number): SimulatedEndFacts {
  const time = simulatedTime(end, local, utc);
  return {
    ...(time === undefined
      ? {}
      : time.actual
        ? { actualLocal: localText(time.local), actualUtc: utcDateTime(time.utc) }
        : { estimatedLocal: localText(time.local), estimatedUtc: utcDateTime(time.utc) }),
    ...(end.timeStatus === undefined ? {} : { timeStatus: TIME_STATUS[end.timeStatus] }),
    ...(end.gate === undefined ? {} : { gate: end.gate }),
  };
}

/** A leg of flight_status: its schedule, and for a sandbox client its simulated status (as HTTP's flight status gives it). */
function statusLeg({ leg, day, simulated }: { leg: Leg; day: number; simulated?: SimulatedDatedLeg['simulated'] }, shown: FlightDesignator) {
  const departs = day * 1440 + leg.departureUtcMinute;
  const facts = legFacts(leg, day, departs, departs + leg.blockMinutes, shown);
  if (simulated === undefined) return { ...facts, status: FLIGHT_STATUS.NA };
  const { status, divertedLanding } = simulated;
  const arrival = divertedLanding ?? { local: (day + leg.arrivalDayOffset) * 1440 + leg.arrivalTime, utc: departs + leg.blockMinutes };
  return {
    ...facts,
    status: FLIGHT_STATUS[status.flightStatus],
    simulated: true as const,
    departure: simulatedEnd(status.departure, day * 1440 + leg.departureTime, departs),
    arrival: simulatedEnd(status.arrival, arrival.local, arrival.utc),
    ...(status.divertedTo === undefined ? {} : { divertedTo: status.divertedTo }),
  };
}

function statusText(l: ReturnType<typeof statusLeg>): string {
  const line = `${l.flight} ${l.from} ${l.departsLocal} → ${l.to} ${l.arrivesLocal} (${l.aircraft})`;
  if (!('simulated' in l)) return `${line}, no status`;
  const end = (name: string, e: SimulatedEndFacts) => {
    const time = e.actualLocal ? `actual ${e.actualLocal}` : e.estimatedLocal ? `estimated ${e.estimatedLocal}` : undefined;
    const parts = [time, e.timeStatus, e.gate && `gate ${e.gate}`].filter(Boolean);
    return parts.length === 0 ? '' : `; ${name} ${parts.join(', ')}`;
  };
  const diverted = l.divertedTo === undefined ? '' : `, diverted to ${l.divertedTo}`;
  return `${line}, simulated: ${l.status}${diverted}${end('departure', l.departure)}${end('arrival', l.arrival)}`;
}

/** Every tool, by name: the table tools/list is made from. */
const TOOLS: { [N in ToolName]: ToolDefinition<(typeof TOOL_INPUTS)[N]> } = {
  search_locations: {
    title: 'Search cities and airports',
    description: `Cities and airports whose code, or a word of a name in any language, starts with the query (francfort, heathrow, NYC), best match first.`,
    output: { results: z.array(z.object({ kind: z.enum(['City', 'Airport']), code: z.string(), ...nameShape, countryCode: z.string() })) },
    run: ({ query, limit, lang }, { served }) => {
      const language = languageOf(lang);
      const page = served.locationSearch.search(query, ALL_TYPES, 0, limit ?? 10);
      const results = page.entries.map((e) =>
        e.kind === 'City'
          ? { kind: 'City' as const, code: e.city.code, ...nameIn(e.city.names, language), countryCode: e.city.countryCode }
          : { kind: 'Airport' as const, code: e.location.code, ...nameIn(e.location.names, language), countryCode: e.location.countryCode },
      );
      return answer({ results }, results.map((r) => `${r.code} ${r.kind} ${r.name} (${r.countryCode})`).join('\n') || 'Nothing matches.');
    },
  },

  nearest_airports: {
    title: 'The 5 airports with flights nearest a point',
    description: `The five airports with scheduled flights nearest to a latitude and longitude (decimal degrees), nearest first, with great-circle distances.`,
    output: { airports: z.array(z.object({ ...airportShape, distanceKm: z.number() })) },
    run: ({ latitude, longitude, lang }, { served }) => {
      const language = languageOf(lang);
      const airports = served.nearestScheduled.nearest(latitude, longitude, 5).map((n) => ({ ...airportOf(n.airport, language), distanceKm: Math.round(n.distanceKm) }));
      return answer({ airports }, airports.map((a) => `${a.code} ${a.name}, ${a.distanceKm} km`).join('\n'));
    },
  },

  get_airport: {
    title: 'An airport by its IATA code',
    description: `The airport (or station) with this three-letter IATA code: name (in the language asked for), city, country, position, time zone, and its names as HTTP gives them.`,
    output: { ...airportShape, names: NAMES_SHAPE },
    run: ({ code, lang }, { served }) => {
      const language = languageOf(lang);
      const location = served.dataset.locations.byCode.get(code.toUpperCase());
      if (!location) return unknownAirport(code, served.dataset);
      const a = airportOf(location, language);
      return answer({ ...a, names: namesOf(location.names, language) }, `${a.code} ${a.name}, city ${a.cityCode}, ${a.countryCode}, ${a.timeZone}`);
    },
  },

  get_city: recordTool('A city by its IATA code', (s) => s.dataset.cities.byCode, 'cityNotFound', (c) => ({ timeZone: c.timeZone, airports: [...c.locations] })),
  get_country: recordTool('A country by its ISO code', (s) => s.dataset.countries.byCode, 'countryNotFound', () => ({})),
  get_aircraft: recordTool('An aircraft type by its IATA code', (s) => s.dataset.aircraft.byCode, 'aircraftNotFound', (a) => ({ equipmentCode: a.airlineEquipCode })),

  get_airline: {
    title: 'An airline by its IATA or ICAO code',
    description: `The airline with this 2-character IATA or 3-letter ICAO designator.`,
    output: { code: z.string(), icaoCode: z.string().optional(), ...nameShape },
    run: ({ code, lang }, { served }) => {
      const language = languageOf(lang);
      const upper = code.toUpperCase();
      const { dataset } = served;
      const airline = upper.length === 3 ? dataset.airlinesByIcao.get(upper) : dataset.airlines.byCode.get(upper);
      if (!airline) return refusal('airlineNotFound', { code: upper });
      const named = nameIn(airline.names, language);
      return answer({ code: airline.code, ...(airline.icaoCode ? { icaoCode: airline.icaoCode } : {}), ...named }, `${airline.code} ${named.name}`);
    },
  },

  seat_details: {
    title: 'Seat pitch, width and recline of an aircraft type',
    description: `Typical seat pitch and width (inches) and recline per cabin (F first, C business, E premium economy, M economy) of an aircraft type; not any airline's own configuration, no seat availability.`,
    output: { cabins: z.array(z.object({ cabin: z.string(), pitch: z.number(), width: z.number(), recline: z.number(), reclineType: z.string() })) },
    run: ({ aircraft, lang }, { served }) => {
      // Read as HTTP reads it: a bad one is refused even though the figures have no names.
      languageOf(lang);
      const cabins = served.dataset.seats.get(aircraft.toUpperCase());
      if (!cabins) return refusal('seatsNotFound', { code: aircraft.toUpperCase() });
      // The figures alone, as the seat details resource gives them: a cabin's layout is the seat map's.
      return answer({ cabins: cabins.map(({ layout: _, ...figures }) => figures) }, cabins.map((c) => `${c.cabin}: pitch ${c.pitch}", width ${c.width}"`).join('\n'));
    },
  },

  routes_from_airport: {
    title: 'The airports served non-stop from an airport or a city',
    description:
      `Every destination flown non-stop from the airport (or from each airport of a city: NYC, LON) over the next 7 local days, by destination code, ` +
      `with the number of departures and the airlines operating and selling them; paged as the routes resource pages (limit, offset, total, nextOffset).`,
    output: {
      origin: z.string(),
      total: z.number().describe('Routes in all pages.'),
      offset: z.number(),
      limit: z.number(),
      nextOffset: z.number().optional().describe('The offset of the next page; absent on the last.'),
      routes: z.array(
        z.object({
          from: z.string().optional().describe('From a city: the airport the route leaves from.'),
          destination: z.string(),
          ...nameShape,
          departures: z.number(),
          operating: z.array(z.string()),
          marketing: z.array(z.string()),
        }),
      ),
    },
    run: ({ airport, lang, limit, offset }, { served, nowMs }) => {
      const language = languageOf(lang);
      const code = airport.toUpperCase();
      const { dataset, departures } = served;
      const location = dataset.locations.byCode.get(code);
      const city = routesCity(dataset, code);
      if (!location && !city) return unknownAirport(airport, dataset);
      const window = scheduleWindow(location?.timeZone ?? city!.timeZone, nowMs);
      const last = Math.min(window.first + 6, window.last);
      const all: readonly (AirportRoute & { from?: string })[] = location
        ? routesFrom(dataset.schedule, departures, code, window.first, last)
        : routesFromEach(dataset.schedule, departures, city!.locations, window.first, last);
      const page = { offset, limit: Math.min(limit, MAX_LIMIT) };
      const routes = all.slice(page.offset, page.offset + page.limit).map((r) => ({
        ...(r.from === undefined ? {} : { from: r.from }),
        destination: r.destination,
        ...nameIn(dataset.locations.byCode.get(r.destination)?.names ?? [], language),
        departures: r.departures,
        operating: [...r.operating],
        marketing: [...r.marketing],
      }));
      const next = page.offset + page.limit < all.length ? page.offset + page.limit : undefined;
      const lines = routes.map((r) => `${r.from === undefined ? '' : `${r.from} → `}${r.destination} ${r.name} ${r.departures}× (${r.operating.join(', ')})`);
      if (next !== undefined) lines.push(`${all.length - next} more routes from offset ${next}.`);
      const empty = all.length === 0 ? 'No non-stop departures in the next 7 days.' : `No routes from offset ${page.offset}: there are ${all.length}.`;
      return answer({ origin: code, total: all.length, ...page, ...(next === undefined ? {} : { nextOffset: next }), routes }, lines.join('\n') || empty);
    },
  },

  flight_status: {
    title: 'A flight on a date, from the schedule',
    description:
      `The legs sold under a flight number (LH400; the operating airline's or a codeshare's) departing on a local date, with scheduled local and UTC times and the aircraft. ` +
      `Their status is "No status": the dataset holds schedules, not live flights; a sandbox client gets the simulated status flight status over HTTP gives it, marked simulated.`,
    output: {
      legs: z.array(
        legShape.extend({
          status: z.string().describe('No status; for a sandbox client, Flight Departed, Flight Landed, Flight Cancelled or Flight Rerouted as simulated.'),
          simulated: z.literal(true).optional().describe('Present when the status is simulated (a sandbox client).'),
          departure: simulatedEndShape.optional(),
          arrival: simulatedEndShape.optional(),
          divertedTo: z.string().optional().describe('Simulated: the airport the leg lands at instead.'),
        }),
      ),
    },
    run: ({ flight, date }, { served, nowMs, simulation }) => {
      const designator = parseDesignator(flight.toUpperCase());
      if (!designator) return refusal('flightNumberMalformed');
      const day = dayFromIso(date);
      if (day === undefined) return dateRefusal(date);
      const found = served.flights.legsOn(designator, day).map((leg) => ({ leg, day }));
      if (found.length === 0) return refusal('flightNotFound', { flight: flightCode(designator), date: isoFromDay(day) });
      const dated = simulation === undefined ? found : simulateLegs(served, simulation, found, nowMs);
      const legs = dated.map((d) => statusLeg(d, designator));
      return answer({ legs }, legs.map(statusText).join('\n'));
    },
  },

  find_flights: {
    title: 'Direct and connecting flights between two airports or cities on a date',
    description:
      'Journeys (up to two connections, each meeting the minimum connecting time) from origin to destination whose first flight leaves on the local date, ' +
      `direct ones first, each journey once, with every leg's local and UTC times, the flight numbers it is sold under, operating carrier and aircraft. ` +
      `Only connections one ticket sells (airlines that sell each other's flights; a change of airport only where sold, and flagged). A city code (NYC, LON) means its airports.`,
    output: { total: z.number(), journeys: z.array(journeyShape) },
    run: (args, { served, nowMs }) => findFlights(args, served, nowMs),
  },
};

/** A date argument that is no date: written otherwise than yyyy-MM-dd, or a day the calendar lacks. */
function dateRefusal(date: string): CallToolResult {
  return refusal(isoDateFault(date) === 'no such date' ? 'dateNonexistent' : 'dateMalformed', { name: 'date' });
}

/** find_flights: the places and date checked as the schedules endpoint checks them, then one page of journeys. */
function findFlights({ origin, destination, date, after, maxStops, directOnly, limit }: z.infer<z.ZodObject<typeof TOOL_INPUTS.find_flights>>, served: ServedDataset, nowMs: number): CallToolResult {
  const from = schedulePlace(served.dataset, origin.toUpperCase());
  if (!from) return unknownAirport(origin, served.dataset);
  const to = schedulePlace(served.dataset, destination.toUpperCase());
  if (!to) return unknownAirport(destination, served.dataset);
  if (from.code === to.code) return refusal('sameOriginDestination', { code: from.code });
  const day = dayFromIso(date);
  if (day === undefined) return dateRefusal(date);
  const window = scheduleWindow(from.timeZone, nowMs);
  if (day < window.first || day > window.last) {
    return refusal('dateOutOfRange', { date: isoFromDay(day), first: isoFromDay(window.first), last: isoFromDay(window.last), origin: origin.toUpperCase() });
  }
  const stops = directOnly ? 0 : (maxStops ?? 2);
  const minute = after === undefined ? undefined : Number(after.slice(0, 2)) * 60 + Number(after.slice(3));
  // Journeys with more connections than allowed are left out of a larger page, direct ones come first.
  const page = findSchedules(served, {
    origins: from.locations,
    destinations: to.locations,
    day,
    ...(minute === undefined ? {} : { minute }),
    directOnly: stops === 0,
    includeCodeshares: false,
    listing: 'trips',
    offset: 0,
    limit: stops === 0 || stops === 2 ? (limit ?? 10) : 100,
  });
  const entries = page.entries.filter((e) => e.legs.length - 1 <= stops).slice(0, limit ?? 10);
  const journeys = entries.map((entry) => ({
    duration: isoDuration(entry.legs[entry.legs.length - 1]!.arrival - entry.legs[0]!.departure),
    connectionMinutes: entry.legs.slice(1).map((leg, i) => leg.departure - entry.legs[i]!.arrival),
    legs: entry.legs.map((dated, i) => {
      const previous = entry.legs[i - 1];
      return {
        ...legFacts(dated.leg, dated.day, dated.departure, dated.arrival, entry.flights[i]!),
        soldAs: (entry.designators?.[i] ?? [entry.flights[i]!]).map(flightCode),
        ...(previous && previous.leg.destinationId !== dated.leg.originId ? { airportChangeFrom: previous.leg.destination } : {}),
      };
    }),
  }));
  if (journeys.length === 0) {
    return refusal('journeyNotFound', {
      origin: origin.toUpperCase(),
      destination: destination.toUpperCase(),
      date: isoFromDay(day),
      time: after === undefined ? '' : ` from ${after} (one hour earlier included)`,
      direct: stops === 0 ? ' (direct flights only)' : '',
    });
  }
  const text = journeys
    .map((j) => `${j.legs.map((l) => `${l.flight} ${l.from} ${l.departsLocal} → ${l.to} ${l.arrivesLocal} (${l.aircraft})`).join(' · ')} [${j.duration}]`)
    .join('\n');
  return answer({ total: stops === 0 || stops === 2 ? page.total : journeys.length, journeys }, text);
}

/** Registers the tool `name` of the table on `server`, answered from whatever dataset `datasets` serves at the call. */
function registerTool<N extends ToolName>(server: McpServer, name: N, datasets: ServedDatasetHolder, now: () => number): void {
  const tool: ToolDefinition<(typeof TOOL_INPUTS)[N]> = TOOLS[name];
  const inputSchema: z.ZodRawShape = TOOL_INPUTS[name];
  server.registerTool(name, { title: tool.title, description: tool.description, inputSchema, outputSchema: tool.output, annotations: READ_ONLY }, (args, extra) => {
    const simulation = simulationOf(extra.authInfo);
    try {
      // The SDK parsed `args` with this tool's own input schema; the generic loses only its name.
      return tool.run(args as z.infer<z.ZodObject<(typeof TOOL_INPUTS)[N]>>, { served: datasets.current, nowMs: now(), ...(simulation === undefined ? {} : { simulation }) });
    } catch (error) {
      // An argument refused as HTTP refuses it (a bad lang): HTTP's message, as a tool error.
      if (error instanceof ApiError) return refused(error);
      throw error;
    }
  });
}

/** Registers every tool of the table on `server`. */
export function registerTools(server: McpServer, datasets: ServedDatasetHolder, now: () => number): void {
  for (const name of Object.keys(TOOLS) as ToolName[]) registerTool(server, name, datasets, now);
}
