// The plain, serialisable content of a dataset: what a source build produces, what the dataset
// file stores, and what the loader turns into the read model.

import type { ScheduleContent } from './schedule-content.js';
import type { CabinCode, ReclineType } from '../domain/cabins.js';
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
  seats: SeatRecord[];
  schedule: ScheduleContent;
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
}
