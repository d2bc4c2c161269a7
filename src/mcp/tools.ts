// The tools skyref offers an agent over the Model Context Protocol, answered from the served
// dataset's engines as the API answers: each returns structured content (described by its output
// schema) and a short text rendering, and a bad argument is a tool error carrying the API's
// message, never a crash. What the data is, and is not, is said in the descriptions.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ApiError, type ErrorId } from '../api/errors.js';
import { dayFromIso, isoFromDay, localDateTime, utcDateTime } from '../domain/flight-dates.js';
import { isoDuration } from '../domain/iso-duration.js';
import { ALL_TYPES } from '../engine/location-search.js';
import { findSchedules } from '../engine/schedule-query.js';
import { scheduleWindow } from '../engine/schedule-window.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import type { Location, Names } from '../model/read-model.js';

const DATA =
  'From skyref\'s dataset: reference data and a flight schedule (by default generated from the real network\'s routes and frequencies; times and flight numbers are not any airline\'s). ' +
  'Times are local at each airport unless marked UTC. No live status, no fares, no availability.';

/** The English name, else the first. */
function englishName(names: Names): string {
  return (names.find(([lang]) => lang === 'en') ?? names[0])?.[1] ?? '';
}

/** A tool answer: the structured content and its text rendering. */
function answer<T extends Record<string, unknown>>(structured: T, text: string) {
  return { structuredContent: structured, content: [{ type: 'text' as const, text }] };
}

/** A tool error with the API's message for `id`. */
function refusal(id: ErrorId, details: Record<string, string | number> = {}) {
  return { isError: true, content: [{ type: 'text' as const, text: new ApiError(id, details).message }] };
}

const AIRPORT = z.string().regex(/^[A-Za-z]{3}$/, 'three letters (IATA)');

const airportShape = {
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
};

function airportOf(l: Location) {
  return { code: l.code, name: englishName(l.names), cityCode: l.cityCode, countryCode: l.countryCode, latitude: l.latitude, longitude: l.longitude, timeZone: l.timeZone };
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
  legs: z.array(legShape),
});

/** Registers every tool on `server`, answered from whatever dataset `datasets` serves at the call. */
export function registerTools(server: McpServer, datasets: ServedDatasetHolder, now: () => number): void {
  server.registerTool(
    'search_locations',
    {
      title: 'Search cities and airports',
      description: `Cities and airports whose code, or a word of a name in any language, starts with the query (francfort, heathrow, NYC), best match first. ${DATA}`,
      inputSchema: { query: z.string().min(1).max(64), limit: z.number().int().min(1).max(50).optional() },
      outputSchema: { results: z.array(z.object({ kind: z.enum(['City', 'Airport']), code: z.string(), name: z.string(), countryCode: z.string() })) },
    },
    ({ query, limit }) => {
      const page = datasets.current.locationSearch.search(query, ALL_TYPES, 0, limit ?? 10);
      const results = page.entries.map((e) =>
        e.kind === 'City'
          ? { kind: 'City' as const, code: e.city.code, name: englishName(e.city.names), countryCode: e.city.countryCode }
          : { kind: 'Airport' as const, code: e.location.code, name: englishName(e.location.names), countryCode: e.location.countryCode },
      );
      return answer({ results }, results.map((r) => `${r.code} ${r.kind} ${r.name} (${r.countryCode})`).join('\n') || 'Nothing matches.');
    },
  );

  server.registerTool(
    'nearest_airports',
    {
      title: 'The 5 airports with flights nearest a point',
      description: `The five airports with scheduled flights nearest to a latitude and longitude (decimal degrees), nearest first, with great-circle distances. ${DATA}`,
      inputSchema: { latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) },
      outputSchema: { airports: z.array(z.object({ ...airportShape, distanceKm: z.number() })) },
    },
    ({ latitude, longitude }) => {
      const airports = datasets.current.nearestScheduled.nearest(latitude, longitude, 5).map((n) => ({ ...airportOf(n.airport), distanceKm: Math.round(n.distanceKm) }));
      return answer({ airports }, airports.map((a) => `${a.code} ${a.name}, ${a.distanceKm} km`).join('\n'));
    },
  );

  server.registerTool(
    'get_airport',
    {
      title: 'An airport by its IATA code',
      description: `The airport (or station) with this three-letter IATA code: name, city, country, position, time zone. ${DATA}`,
      inputSchema: { code: AIRPORT },
      outputSchema: airportShape,
    },
    ({ code }) => {
      const location = datasets.current.dataset.locations.byCode.get(code.toUpperCase());
      if (!location) return refusal('airportNotFound', { code: code.toUpperCase() });
      const a = airportOf(location);
      return answer(a, `${a.code} ${a.name}, city ${a.cityCode}, ${a.countryCode}, ${a.timeZone}`);
    },
  );

  server.registerTool(
    'find_flights',
    {
      title: 'Direct and connecting flights between two airports or cities on a date',
      description:
        'Journeys (up to two connections, each meeting the minimum connecting time) from origin to destination whose first flight leaves on the local date, ' +
        `direct ones first, with every leg's local and UTC times, flight numbers, operating carrier and aircraft. A city code (NYC, LON) means its airports. ${DATA}`,
      inputSchema: {
        origin: AIRPORT,
        destination: AIRPORT,
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd').describe('Local date at the origin, today to today + 360.'),
        directOnly: z.boolean().optional(),
        limit: z.number().int().min(1).max(50).optional(),
      },
      outputSchema: { total: z.number(), journeys: z.array(journeyShape) },
    },
    ({ origin, destination, date, directOnly, limit }) => {
      const served = datasets.current;
      const places = (code: string) => {
        const upper = code.toUpperCase();
        const location = served.dataset.locations.byCode.get(upper);
        if (location) return [location];
        const city = served.dataset.cities.byCode.get(upper);
        return city ? city.locations.flatMap((c) => served.dataset.locations.byCode.get(c) ?? []) : undefined;
      };
      const from = places(origin);
      if (!from) return refusal('airportNotFound', { code: origin.toUpperCase() });
      const to = places(destination);
      if (!to) return refusal('airportNotFound', { code: destination.toUpperCase() });
      const day = dayFromIso(date);
      if (day === undefined) return refusal('dateMalformed', { name: 'date' });
      const window = scheduleWindow(from[0]?.timeZone ?? 'UTC', now());
      if (day < window.first || day > window.last) {
        return refusal('dateOutOfRange', { date: isoFromDay(day), first: isoFromDay(window.first), last: isoFromDay(window.last), origin: origin.toUpperCase() });
      }
      const page = findSchedules(served, { origins: from, destinations: to, day, directOnly: directOnly ?? false, includeCodeshares: false, offset: 0, limit: limit ?? 10 });
      const journeys = page.entries.map((entry) => ({
        duration: isoDuration(entry.legs[entry.legs.length - 1]!.arrival - entry.legs[0]!.departure),
        connectionMinutes: entry.legs.slice(1).map((leg, i) => leg.departure - entry.legs[i]!.arrival),
        legs: entry.legs.map((dated, i) => {
          const { leg } = dated;
          const shown = entry.flights[i]!;
          const flight = `${shown.airline}${shown.number}${shown.suffix}`;
          const operating = `${leg.operating.airline}${leg.operating.number}${leg.operating.suffix}`;
          return {
            flight,
            ...(operating === flight ? {} : { operatedBy: operating }),
            from: leg.origin,
            to: leg.destination,
            departsLocal: localDateTime(dated.day, leg.departureTime),
            arrivesLocal: localDateTime(dated.day + leg.arrivalDayOffset, leg.arrivalTime),
            departsUtc: utcDateTime(dated.departure),
            arrivesUtc: utcDateTime(dated.arrival),
            aircraft: leg.aircraft,
          };
        }),
      }));
      if (journeys.length === 0) {
        return refusal('journeyNotFound', { origin: origin.toUpperCase(), destination: destination.toUpperCase(), date: isoFromDay(day), time: '', direct: directOnly ? ' (direct flights only)' : '' });
      }
      const text = journeys
        .map((j) => `${j.legs.map((l) => `${l.flight} ${l.from} ${l.departsLocal} → ${l.to} ${l.arrivesLocal} (${l.aircraft})`).join(' · ')} [${j.duration}]`)
        .join('\n');
      return answer({ total: page.total, journeys }, text);
    },
  );
}
