// Curated facts: rail and bus stations that carry IATA location codes (codes not used by any airport).
// A station listed here replaces the airport listings' row of its code, which some of them type as
// an airport ("Gare Montparnasse Station", "Kielce Bus Stn").

export type StationType = 'RailwayStation' | 'BusStation';

export interface Station {
  code: string;
  name: string;
  cityCode: string;
  country: string;
  type: StationType;
  /** The city's name where no airport of the dataset names the city (a city of the station's own code). */
  cityName?: string;
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

  // Listed as airports by the airport packages.
  { code: 'XGB', name: 'Paris Gare Montparnasse', cityCode: 'PAR', country: 'FR', type: 'RailwayStation', latitude: 48.8406, longitude: 2.3198, timeZone: 'Europe/Paris' },
  // The Air France coach terminal at the Invalides (the packages place it 25 km east of Paris).
  { code: 'XEX', name: 'Paris Aérogare des Invalides', cityCode: 'PAR', country: 'FR', type: 'BusStation', latitude: 48.8612, longitude: 2.3147, timeZone: 'Europe/Paris' },
  { code: 'QYE', name: 'Enschede Railway Station', cityCode: 'ENS', country: 'NL', type: 'RailwayStation', latitude: 52.2222, longitude: 6.89, timeZone: 'Europe/Amsterdam' },
  { code: 'QYI', name: 'Hilversum Railway Station', cityCode: 'QYI', cityName: 'Hilversum', country: 'NL', type: 'RailwayStation', latitude: 52.2263, longitude: 5.1812, timeZone: 'Europe/Amsterdam' },
  { code: 'QYU', name: 'Gävle Central Station', cityCode: 'QYU', cityName: 'Gävle', country: 'SE', type: 'RailwayStation', latitude: 60.6761, longitude: 17.1511, timeZone: 'Europe/Stockholm' },
  { code: 'GBO', name: 'Greenbelt Station', cityCode: 'GBO', cityName: 'Greenbelt', country: 'US', type: 'RailwayStation', latitude: 39.0106, longitude: -76.9102, timeZone: 'America/New_York' },
  { code: 'QBB', name: 'Bonn Thomastraße Bus Station', cityCode: 'QBB', cityName: 'Bonn', country: 'DE', type: 'BusStation', latitude: 50.7353, longitude: 7.0872, timeZone: 'Europe/Berlin' },
  { code: 'QCA', name: 'Makkah Bus Station', cityCode: 'QCA', cityName: 'Makkah', country: 'SA', type: 'BusStation', latitude: 21.4266, longitude: 39.8261, timeZone: 'Asia/Riyadh' },
  { code: 'QCE', name: 'Copper Mountain Bus Station', cityCode: 'QCE', cityName: 'Copper Mountain', country: 'US', type: 'BusStation', latitude: 39.506, longitude: -106.1422, timeZone: 'America/Denver' },
  { code: 'QFH', name: 'Frederikshavn Bus Station', cityCode: 'QFH', cityName: 'Frederikshavn', country: 'DK', type: 'BusStation', latitude: 57.433, longitude: 10.5333, timeZone: 'Europe/Copenhagen' },
  { code: 'QJW', name: 'Kjellerup Bus Station', cityCode: 'QJW', cityName: 'Kjellerup', country: 'DK', type: 'BusStation', latitude: 56.2833, longitude: 9.4333, timeZone: 'Europe/Copenhagen' },
  { code: 'QKB', name: 'Breckenridge Bus Station', cityCode: 'QKB', cityName: 'Breckenridge', country: 'US', type: 'BusStation', latitude: 39.4817, longitude: -106.0383, timeZone: 'America/Denver' },
  { code: 'QKI', name: 'Kielce Bus Station', cityCode: 'QKI', cityName: 'Kielce', country: 'PL', type: 'BusStation', latitude: 50.8766, longitude: 20.62, timeZone: 'Europe/Warsaw' },
  { code: 'QKS', name: 'Keystone Bus Station', cityCode: 'QKS', cityName: 'Keystone', country: 'US', type: 'BusStation', latitude: 39.5994, longitude: -105.9872, timeZone: 'America/Denver' },
  { code: 'QPJ', name: 'Pécs Bus Station', cityCode: 'QPJ', cityName: 'Pécs', country: 'HU', type: 'BusStation', latitude: 46.0833, longitude: 18.2333, timeZone: 'Europe/Budapest' },
  { code: 'QPL', name: 'Ploiești Bus Station', cityCode: 'QPL', cityName: 'Ploiești', country: 'RO', type: 'BusStation', latitude: 44.95, longitude: 26.0167, timeZone: 'Europe/Bucharest' },
  { code: 'QRL', name: 'Marbella Bus Station', cityCode: 'QRL', cityName: 'Marbella', country: 'ES', type: 'BusStation', latitude: 36.5194, longitude: -4.8925, timeZone: 'Europe/Madrid' },
  { code: 'QRS', name: 'Reșița Bus Station', cityCode: 'QRS', cityName: 'Reșița', country: 'RO', type: 'BusStation', latitude: 45.3008, longitude: 21.8892, timeZone: 'Europe/Bucharest' },
  { code: 'QYC', name: 'Drachten Bus Station', cityCode: 'QYC', cityName: 'Drachten', country: 'NL', type: 'BusStation', latitude: 53.1, longitude: 6.1, timeZone: 'Europe/Amsterdam' },
  { code: 'QYQ', name: 'Sulsted Bus Station', cityCode: 'QYQ', cityName: 'Sulsted', country: 'DK', type: 'BusStation', latitude: 57.15, longitude: 9.9667, timeZone: 'Europe/Copenhagen' },
  { code: 'QYT', name: 'Paterswolde Bus Station', cityCode: 'QYT', cityName: 'Paterswolde', country: 'NL', type: 'BusStation', latitude: 53.1667, longitude: 6.5667, timeZone: 'Europe/Amsterdam' },
  { code: 'QYY', name: 'Białystok Bus Station', cityCode: 'QYY', cityName: 'Białystok', country: 'PL', type: 'BusStation', latitude: 53.1317, longitude: 23.1361, timeZone: 'Europe/Warsaw' },
  { code: 'QYZ', name: 'Heerenveen Bus Station', cityCode: 'QYZ', cityName: 'Heerenveen', country: 'NL', type: 'BusStation', latitude: 52.95, longitude: 5.9333, timeZone: 'Europe/Amsterdam' },
  { code: 'QZC', name: 'Smiggin Holes Bus Station', cityCode: 'QZC', cityName: 'Smiggin Holes', country: 'AU', type: 'BusStation', latitude: -36.3944, longitude: 148.4292, timeZone: 'Australia/Sydney' },
];
