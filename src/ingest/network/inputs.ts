// What the network generator is given besides the route table.

export interface NetworkAirport {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface NetworkOptions {
  seed: number;
  /** `yyyy-MM-dd`, the first local date covered. */
  firstDate: string;
  /** Number of dates covered, `firstDate` included. */
  days: number;
  /**
   * Legs also run this many dates before `firstDate` and after the last date: a schedule served
   * for `days` dates local at every origin needs a day on either side where local dates differ
   * from UTC's, and a journey's later legs run up to three days after its first.
   */
  marginDays?: number;
}
