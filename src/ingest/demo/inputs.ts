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
  /**
   * Legs also run this many dates before `firstDate` and after the last date, on the same plan
   * (calibrated over `days` alone): a schedule served for `days` dates local at every origin needs
   * a day on either side where local dates differ from UTC's, and a journey's later legs run up
   * to three days after its first.
   */
  marginDays?: number;
  /** Target average departures per day over the whole network and the whole range. */
  flightsPerDay: number;
  /** Real routes and frequencies to use instead of the gravity model. */
  routes?: RouteDemand[];
}
