// Hand-made schedules for engine and endpoint tests: a few real airports and legs written the
// way a person reads a timetable ("LH 400 FRA 10:00 → JFK 12:45"), with the offsets stated.
import { TICKETING } from '../../src/ingest/curated/ticketing.js';
import { NO_TICKETING, type TicketingFacts } from '../../src/domain/ticketing.js';
import type { DatasetContent } from '../../src/dataset/dataset-content.js';
import type { Dataset } from '../../src/model/read-model.js';
import { toReadModel } from '../../src/model/dataset-loader.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import type { MctStatus } from '../../src/domain/mct-status.js';
import { parseDesignator } from '../../src/domain/flight-designator.js';

type Place = [code: string, city: string, country: string, zone: string, latitude: number, longitude: number];

export const PLACES: readonly Place[] = [
  ['FRA', 'FRA', 'DE', 'Europe/Berlin', 50.033, 8.57],
  ['MUC', 'MUC', 'DE', 'Europe/Berlin', 48.354, 11.786],
  ['HAM', 'HAM', 'DE', 'Europe/Berlin', 53.63, 9.988],
  ['LHR', 'LON', 'GB', 'Europe/London', 51.47, -0.454],
  ['LGW', 'LON', 'GB', 'Europe/London', 51.148, -0.19],
  ['CDG', 'PAR', 'FR', 'Europe/Paris', 49.01, 2.55],
  ['JFK', 'NYC', 'US', 'America/New_York', 40.64, -73.779],
  ['BOS', 'BOS', 'US', 'America/New_York', 42.364, -71.005],
  ['ORD', 'CHI', 'US', 'America/Chicago', 41.979, -87.905],
  ['DXB', 'DXB', 'AE', 'Asia/Dubai', 25.253, 55.364],
  ['SIN', 'SIN', 'SG', 'Asia/Singapore', 1.364, 103.991],
  ['AKL', 'AKL', 'NZ', 'Pacific/Auckland', -37.008, 174.792],
  ['HNL', 'HNL', 'US', 'Pacific/Honolulu', 21.318, -157.922],
];

/** More places, in a fixture only when one of its legs uses them (so the lists above stay as tests count them). */
const MORE_PLACES: readonly Place[] = [
  ['STN', 'LON', 'GB', 'Europe/London', 51.885, 0.235],
  ['MDW', 'CHI', 'US', 'America/Chicago', 41.786, -87.752],
  ['DTW', 'DTT', 'US', 'America/Detroit', 42.212, -83.353],
  ['LGA', 'NYC', 'US', 'America/New_York', 40.777, -73.873],
  ['SZG', 'SZG', 'AT', 'Europe/Vienna', 47.793, 13.004],
  ['HEL', 'HEL', 'FI', 'Europe/Helsinki', 60.317, 24.963],
  ['IST', 'IST', 'TR', 'Europe/Istanbul', 41.262, 28.742],
];

export interface LegSpec {
  /** `LH 400` */
  flight: string;
  from: string;
  to: string;
  /** `HH:mm` local. */
  dep: string;
  arr: string;
  /** Arrival local date minus departure local date. */
  arrDay?: number;
  /** Minutes east of UTC at departure and arrival. */
  depOffset: number;
  arrOffset: number;
  first: string;
  last: string;
  days?: string;
  rate?: number;
  mct?: MctStatus;
  codeshares?: string[];
  operating?: string;
  aircraft?: string;
  depTerminal?: string;
  arrTerminal?: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function leg(s: LegSpec): LegPeriodRecord {
  return {
    flight: parseDesignator(s.flight)!,
    itineraryVariation: 1,
    legSequence: 1,
    serviceType: 'J',
    origin: s.from,
    destination: s.to,
    firstDate: s.first,
    lastDate: s.last,
    days: s.days ?? '1234567',
    frequencyRate: s.rate ?? 1,
    departureTime: minutes(s.dep),
    arrivalTime: minutes(s.arr),
    arrivalDayOffset: s.arrDay ?? 0,
    departureUtcOffset: s.depOffset,
    arrivalUtcOffset: s.arrOffset,
    ...(s.depTerminal ? { departureTerminal: s.depTerminal } : {}),
    ...(s.arrTerminal ? { arrivalTerminal: s.arrTerminal } : {}),
    aircraft: s.aircraft ?? '320',
    ...(s.mct ? { mctStatus: s.mct } : {}),
    ...(s.operating ? { operating: parseDesignator(s.operating)! } : {}),
    codeshares: (s.codeshares ?? []).map((c) => parseDesignator(c)!),
  };
}

/** Reference content holding just the fixture places, and the given legs. */
export function fixtureContent(legs: LegPeriodRecord[]): DatasetContent {
  const used = new Set(legs.flatMap((l) => [l.origin, l.destination]));
  const places = [...PLACES, ...MORE_PLACES.filter((p) => used.has(p[0]))];
  return {
    info: { builtAt: '2026-01-01T00:00:00.000Z', sources: ['test fixture'] },
    countries: [...new Set(places.map((p) => p[2]))].map((code) => ({ code, names: { en: code } })),
    locations: places.map(([code, city, country, zone, latitude, longitude]) => ({
      code, type: 'Airport' as const, cityCode: city, countryCode: country, latitude, longitude, timeZone: zone, names: { en: code },
    })),
    cities: [...new Map(places.map((p) => [p[1], p])).values()].map(([, city, country, zone]) => ({
      code: city, countryCode: country, timeZone: zone, names: { en: city },
    })),
    aircraft: [{ code: '320', airlineEquipCode: 'A320', names: { en: 'Airbus A320' } }],
    airlines: [],
    seats: [],
    schedule: {
      carriers: [...new Set(legs.map((l) => l.flight.airline))].map((airline) => ({ airline, source: 'test' })),
      legs,
      connectionTimes: [],
      ticketing: TICKETING,
    },
  };
}

/** The read model of the fixture's places and `legs`, sold as `ticketing` says (by default the real facts). */
export function fixtureDataset(legs: LegPeriodRecord[], connectionTimes: DatasetContent['schedule']['connectionTimes'] = [], ticketing: TicketingFacts = TICKETING): Dataset {
  const content = fixtureContent(legs);
  content.schedule.connectionTimes = connectionTimes;
  content.schedule.ticketing = ticketing;
  return toReadModel('fixture', content);
}

/**
 * Facts under which the airlines of `legs` all sell each other's flights, and every change between
 * two fixture airports of one city is sold and takes 240 minutes: for tests of the search's other
 * rules (times, places, circuity), whose fixtures join any airlines.
 */
export function openTicketing(legs: readonly LegPeriodRecord[]): TicketingFacts {
  const airlines = [...new Set(legs.flatMap((l) => [l.flight.airline, ...l.codeshares.map((c) => c.airline), ...(l.operating ? [l.operating.airline] : [])]))];
  const byCity = new Map<string, string[]>();
  for (const [code, city] of [...PLACES, ...MORE_PLACES]) byCity.set(city, [...(byCity.get(city) ?? []), code]);
  const airportChanges = [...byCity.values()].flatMap((codes) =>
    codes.flatMap((a, i) => codes.slice(i + 1).map((b) => ({ airports: [a, b] as const, minutes: 240, sellers: airlines }))),
  );
  return { ...NO_TICKETING, groups: [{ name: 'fixture', airlines }], airportChanges };
}
