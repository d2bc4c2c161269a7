// Turns stored dataset content into the read model: records ordered by code with lookups, names
// ordered by language, each city's airports, seats by aircraft.
import type { DatasetContent } from '../dataset/dataset-content.js';
import { readDatasetFileLegByLeg } from '../dataset/dataset-file.js';
import type { LegPeriodRecord } from '../dataset/schedule-content.js';
import { buildScheduleStore } from './schedule-store.js';
import { namesFrom, table, type Airline, type CabinSeats, type Dataset, type Table } from './read-model.js';
import { CABIN_CODES } from '../domain/cabins.js';

export function toReadModel(version: string, content: DatasetContent): Dataset {
  return readModelOf(version, content, content.schedule.legs);
}

/** The read model with the schedule's legs taken from `legs` rather than from `content`. */
function readModelOf(version: string, content: DatasetContent, legs: Iterable<LegPeriodRecord>): Dataset {
  const locations = table(content.locations.map((l) => ({ ...l, names: namesFrom(l.names) })));
  const byCity = new Map<string, string[]>();
  for (const l of locations.list) {
    const members = byCity.get(l.cityCode) ?? [];
    members.push(l.code);
    byCity.set(l.cityCode, members);
  }
  const seats = new Map<string, CabinSeats[]>();
  for (const s of content.seats) {
    const cabins = seats.get(s.aircraftCode) ?? [];
    cabins.push({ cabin: s.cabin, pitch: s.pitch, width: s.width, recline: s.recline, reclineType: s.reclineType, ...(s.layout ? { layout: s.layout } : {}) });
    seats.set(s.aircraftCode, cabins);
  }
  for (const cabins of seats.values()) cabins.sort((a, b) => CABIN_CODES.indexOf(a.cabin) - CABIN_CODES.indexOf(b.cabin));
  const airlines = table(content.airlines.map((a) => ({ ...a, names: namesFrom(a.names) })));
  return {
    info: { version, builtAt: content.info.builtAt, sources: content.info.sources },
    countries: table(content.countries.map((c) => ({ code: c.code, names: namesFrom(c.names) }))),
    locations,
    cities: table(content.cities.map((c) => ({ ...c, names: namesFrom(c.names), locations: byCity.get(c.code) ?? [] }))),
    aircraft: table(content.aircraft.map((a) => ({ ...a, names: namesFrom(a.names) }))),
    airlines,
    airlinesByIcao: byIcao(airlines),
    seats,
    schedule: buildScheduleStore({ ...content.schedule, legs }, (code) => locations.byCode.get(code)?.countryCode),
  };
}

/** Loads a dataset file, building the schedule leg by leg as it is read. */
export function loadDatasetFile(path: string): Dataset {
  return readDatasetFileLegByLeg(path, readModelOf);
}

/** The ICAO lookup: a designator two airlines of the table claim answers neither (ambiguous, so unknown). */
function byIcao(airlines: Table<Airline>): Map<string, Airline> {
  const out = new Map<string, Airline>();
  const shared = new Set<string>();
  for (const a of airlines.list) {
    if (a.icaoCode === undefined) continue;
    if (out.has(a.icaoCode)) shared.add(a.icaoCode);
    out.set(a.icaoCode, a);
  }
  for (const code of shared) out.delete(code);
  return out;
}
