// Curated facts: rail and bus stations that carry IATA location codes (codes not used by any airport).

export type StationType = 'RailwayStation' | 'BusStation';

export interface Station {
  code: string;
  name: string;
  cityCode: string;
  country: string;
  type: StationType;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export const STATIONS: readonly Station[] = [
  { code: 'LZS', name: 'Linz Hauptbahnhof', cityCode: 'LNZ', country: 'AT', type: 'RailwayStation', latitude: 48.2903, longitude: 14.2917, timeZone: 'Europe/Vienna' },
  { code: 'QDU', name: 'Düsseldorf Hauptbahnhof', cityCode: 'DUS', country: 'DE', type: 'RailwayStation', latitude: 51.2198, longitude: 6.7944, timeZone: 'Europe/Berlin' },
  { code: 'XDB', name: 'Lille Europe', cityCode: 'LIL', country: 'FR', type: 'RailwayStation', latitude: 50.6391, longitude: 3.0752, timeZone: 'Europe/Paris' },
  { code: 'XEV', name: 'Stockholm Central Station', cityCode: 'STO', country: 'SE', type: 'RailwayStation', latitude: 59.3306, longitude: 18.0586, timeZone: 'Europe/Stockholm' },
  { code: 'XIK', name: 'Milano Centrale', cityCode: 'MIL', country: 'IT', type: 'RailwayStation', latitude: 45.4859, longitude: 9.2042, timeZone: 'Europe/Rome' },
  { code: 'XOC', name: 'Madrid Puerta de Atocha', cityCode: 'MAD', country: 'ES', type: 'RailwayStation', latitude: 40.4066, longitude: -3.6897, timeZone: 'Europe/Madrid' },
  { code: 'XPG', name: 'Paris Gare du Nord', cityCode: 'PAR', country: 'FR', type: 'RailwayStation', latitude: 48.8809, longitude: 2.3553, timeZone: 'Europe/Paris' },
  { code: 'XRF', name: 'Marseille Saint-Charles', cityCode: 'MRS', country: 'FR', type: 'RailwayStation', latitude: 43.3027, longitude: 5.3806, timeZone: 'Europe/Paris' },
  { code: 'XRJ', name: 'Roma Termini', cityCode: 'ROM', country: 'IT', type: 'RailwayStation', latitude: 41.9009, longitude: 12.5017, timeZone: 'Europe/Rome' },
  { code: 'XWG', name: 'Strasbourg', cityCode: 'SXB', country: 'FR', type: 'RailwayStation', latitude: 48.5851, longitude: 7.7345, timeZone: 'Europe/Paris' },
  { code: 'XYD', name: 'Lyon Part-Dieu', cityCode: 'LYS', country: 'FR', type: 'RailwayStation', latitude: 45.7605, longitude: 4.8597, timeZone: 'Europe/Paris' },
  { code: 'YJB', name: 'Barcelona Sants', cityCode: 'BCN', country: 'ES', type: 'RailwayStation', latitude: 41.3791, longitude: 2.1404, timeZone: 'Europe/Madrid' },
  { code: 'ZAQ', name: 'Nürnberg Hauptbahnhof', cityCode: 'NUE', country: 'DE', type: 'RailwayStation', latitude: 49.4457, longitude: 11.0826, timeZone: 'Europe/Berlin' },
  { code: 'ZDH', name: 'Basel SBB', cityCode: 'BSL', country: 'CH', type: 'RailwayStation', latitude: 47.5474, longitude: 7.5894, timeZone: 'Europe/Zurich' },
  { code: 'ZFQ', name: 'Bordeaux Saint-Jean', cityCode: 'BOD', country: 'FR', type: 'RailwayStation', latitude: 44.8259, longitude: -0.5563, timeZone: 'Europe/Paris' },
  { code: 'ZFV', name: 'Philadelphia 30th Street Station', cityCode: 'PHL', country: 'US', type: 'RailwayStation', latitude: 39.9556, longitude: -75.182, timeZone: 'America/New_York' },
  { code: 'ZGH', name: 'Copenhagen Central Station', cityCode: 'CPH', country: 'DK', type: 'RailwayStation', latitude: 55.6726, longitude: 12.5646, timeZone: 'Europe/Copenhagen' },
  { code: 'ZLP', name: 'Zürich Hauptbahnhof', cityCode: 'ZRH', country: 'CH', type: 'RailwayStation', latitude: 47.3779, longitude: 8.5402, timeZone: 'Europe/Zurich' },
  { code: 'ZMS', name: 'Firenze Santa Maria Novella', cityCode: 'FLR', country: 'IT', type: 'RailwayStation', latitude: 43.7764, longitude: 11.2481, timeZone: 'Europe/Rome' },
  { code: 'ZSB', name: 'Salzburg Hauptbahnhof', cityCode: 'SZG', country: 'AT', type: 'RailwayStation', latitude: 47.8128, longitude: 13.0456, timeZone: 'Europe/Vienna' },
  { code: 'ZVE', name: 'New Haven Union Station', cityCode: 'HVN', country: 'US', type: 'RailwayStation', latitude: 41.2974, longitude: -72.9265, timeZone: 'America/New_York' },
  { code: 'ZWE', name: 'Antwerpen-Centraal', cityCode: 'ANR', country: 'BE', type: 'RailwayStation', latitude: 51.2172, longitude: 4.421, timeZone: 'Europe/Brussels' },
  { code: 'ZWI', name: 'Wilmington Station', cityCode: 'ILG', country: 'US', type: 'RailwayStation', latitude: 39.7368, longitude: -75.5511, timeZone: 'America/New_York' },
  { code: 'ZWS', name: 'Stuttgart Hauptbahnhof', cityCode: 'STR', country: 'DE', type: 'RailwayStation', latitude: 48.784, longitude: 9.1817, timeZone: 'Europe/Berlin' },
  { code: 'ZYA', name: 'Amsterdam Centraal', cityCode: 'AMS', country: 'NL', type: 'RailwayStation', latitude: 52.3789, longitude: 4.9004, timeZone: 'Europe/Amsterdam' },
  { code: 'ZYP', name: 'New York Penn Station', cityCode: 'NYC', country: 'US', type: 'RailwayStation', latitude: 40.7506, longitude: -73.9935, timeZone: 'America/New_York' },
  { code: 'ZYR', name: 'Brussels-Midi', cityCode: 'BRU', country: 'BE', type: 'RailwayStation', latitude: 50.8357, longitude: 4.3363, timeZone: 'Europe/Brussels' },
];
