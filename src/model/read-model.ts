import type { CabinCode, ReclineType } from '../domain/cabins.js';
import type { CabinLayout } from '../domain/cabin-layout.js';
import type { LocationType } from '../domain/location-type.js';
import type { ScheduleStore } from './schedule-store.js';

// The in-memory read model of one immutable dataset. Built by the dataset loader, read by the
// engines and document builders; nothing here changes after load.

/** Names by lower-case ISO 639-1 language code, ordered by language code. */
export type Names = readonly (readonly [lang: string, text: string])[];

export interface Country {
  readonly code: string;
  readonly names: Names;
}

export interface Location {
  readonly code: string;
  readonly type: LocationType;
  readonly cityCode: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
  readonly names: Names;
}

export interface City {
  readonly code: string;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly names: Names;
  /** Codes of the airports and stations in the city, ordered. */
  readonly locations: readonly string[];
}

export interface Aircraft {
  readonly code: string;
  readonly airlineEquipCode: string;
  readonly names: Names;
}

export interface Airline {
  /** IATA designator. */
  readonly code: string;
  readonly icaoCode?: string;
  readonly countryCode?: string;
  readonly names: Names;
}

export interface CabinSeats {
  readonly cabin: CabinCode;
  readonly pitch: number;
  readonly width: number;
  readonly recline: number;
  readonly reclineType: ReclineType;
  /** Where the cabin's seats are; undefined when the dataset has no layout of it (no seat map). */
  readonly layout?: CabinLayout;
}

/** Records ordered by code, with a lookup by code. */
export interface Table<T extends { code: string }> {
  readonly list: readonly T[];
  readonly byCode: ReadonlyMap<string, T>;
}

export interface DatasetInfo {
  /** Changes whenever the content changes; part of every ETag. */
  readonly version: string;
  readonly builtAt: string;
  readonly sources: readonly string[];
}

export interface Dataset {
  readonly info: DatasetInfo;
  readonly countries: Table<Country>;
  readonly locations: Table<Location>;
  readonly cities: Table<City>;
  readonly aircraft: Table<Aircraft>;
  readonly airlines: Table<Airline>;
  /** Airlines by ICAO designator, where one airline of the table holds it. */
  readonly airlinesByIcao: ReadonlyMap<string, Airline>;
  /** Seat figures by aircraft code, cabins in the order F, C, E, M. */
  readonly seats: ReadonlyMap<string, readonly CabinSeats[]>;
  readonly schedule: ScheduleStore;
}

export function table<T extends { code: string }>(records: Iterable<T>): Table<T> {
  const list = [...records].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { list, byCode: new Map(list.map((r) => [r.code, r])) };
}

export function namesFrom(record: Readonly<Record<string, string>>): Names {
  return Object.entries(record)
    .filter(([, text]) => text.trim() !== '')
    .map(([lang, text]) => [lang.toLowerCase(), text.trim()] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}
