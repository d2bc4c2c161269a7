// What the demo schedule generator is given.

export interface DemoAirport {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  size: 'large' | 'medium' | 'small';
}

/** Flights of one airline on one route direction, as a real schedule summary gives them. */
export interface RouteDemand {
  airline: string;
  origin: string;
  destination: string;
  flightsPerWeek: number;
  seatsPerFlight?: number;
}

export interface DemoScheduleOptions {
  seed: number;
  /** `yyyy-MM-dd`, the first local date covered. */
  firstDate: string;
  /** Number of dates covered, `firstDate` included. */
  days: number;
  /** Target average departures per day over the whole network and the whole range. */
  flightsPerDay: number;
  /** Real routes and frequencies to use instead of the gravity model. */
  routes?: RouteDemand[];
}
