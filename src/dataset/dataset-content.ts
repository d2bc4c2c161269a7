// The plain, serialisable content of a dataset: what a source build produces, what the dataset
// file stores, and what the loader turns into the read model.

import type { ScheduleContent } from './schedule-content.js';
import type { CabinCode, ReclineType } from '../domain/cabins.js';
import type { CabinLayout } from '../domain/cabin-layout.js';
import type { LocationType } from '../domain/location-type.js';

export interface DatasetContent {
  info: { builtAt: string; sources: string[] };
  countries: { code: string; names: Record<string, string> }[];
  locations: {
    code: string;
    type: LocationType;
    cityCode: string;
    countryCode: string;
    latitude: number;
    longitude: number;
    timeZone: string;
    names: Record<string, string>;
  }[];
  cities: { code: string; countryCode: string; timeZone: string; names: Record<string, string> }[];
  aircraft: { code: string; airlineEquipCode: string; names: Record<string, string> }[];
  airlines: AirlineRecord[];
  seats: SeatRecord[];
  schedule: ScheduleContent;
}

export interface AirlineRecord {
  /** IATA designator: two letters or digits. */
  code: string;
  /** ICAO designator, three letters, where the source gives one. */
  icaoCode?: string;
  /** ISO 3166-1 alpha-2 country of the airline, where the source gives one (OpenTravelData does not). */
  countryCode?: string;
  names: Record<string, string>;
}

export interface SeatRecord {
  aircraftCode: string;
  cabin: CabinCode;
  /** Inches. */
  pitch: number;
  /** Inches. */
  width: number;
  /** Degrees when absolute, inches when relative. */
  recline: number;
  reclineType: ReclineType;
  /** Where the cabin's seats are, for seat maps; absent in files written before layouts (and for imported figures of a new type). */
  layout?: CabinLayout;
}
