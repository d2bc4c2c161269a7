// Curated facts: how airlines divide their flight numbers. Mainline flights take the low numbers
// (long-haul and trunk routes the lowest); flights partner airlines operate under the airline's
// code (American Eagle, Delta Connection, United Express …) take a range of their own; numbers the
// airline puts on other airlines' flights (codeshares) take another. Boundaries are rounded to
// the thousands that the carriers' published timetables use; an airline not listed numbers by
// the common pattern below. The large US airlines number through flights: one number for an
// aircraft's legs into and out of a base, where most airlines pair an outbound with its return.

export interface NumberRange {
  from: number;
  to: number;
}

export interface FlightNumberPlan {
  mainline: NumberRange;
  /** Flights partners operate under the airline's code (regional jets and turboprops of a network airline). */
  regional: NumberRange;
  /** The airline's numbers on partners' flights. */
  codeshare: NumberRange;
  /**
   * Numbers flights, not rotations: an aircraft's return into the base and its next departure
   * are one flight under one number (through-flights.ts), where other airlines pair odd out, even
   * back.
   */
  throughFlights?: boolean;
  source: string;
}

const range = (from: number, to: number): NumberRange => ({ from, to });

/** The pattern most network airlines follow; 9900–9999 stay free for extra sections and ferries. */
export const COMMON_NUMBER_PLAN: FlightNumberPlan = {
  mainline: range(1, 2999),
  regional: range(3000, 6999),
  codeshare: range(7000, 9899),
  source: 'https://en.wikipedia.org/wiki/Flight_number (ranges by operator: mainline low, regional and codeshare flights in higher thousands)',
};

export const FLIGHT_NUMBER_PLANS: Readonly<Record<string, FlightNumberPlan>> = {
  AA: {
    mainline: range(1, 2999),
    throughFlights: true,
    regional: range(3000, 5999),
    codeshare: range(6000, 8999),
    source: 'https://en.wikipedia.org/wiki/American_Eagle_(airline_brand) (American Eagle flights numbered 3000–5999; AA codeshares on oneworld partners in the 6000s–8000s)',
  },
  DL: {
    mainline: range(1, 2999),
    throughFlights: true,
    regional: range(3000, 5999),
    codeshare: range(6000, 9899),
    source: 'https://en.wikipedia.org/wiki/Delta_Connection (Delta Connection flights numbered 3000–5999; DL codeshares on SkyTeam partners in the 6000s–9000s)',
  },
  UA: {
    mainline: range(1, 2999),
    throughFlights: true,
    regional: range(3000, 6299),
    codeshare: range(6300, 9899),
    source: 'https://en.wikipedia.org/wiki/United_Express (United Express flights numbered 3000–6299; UA codeshares on Star Alliance partners in the 7000s–9000s)',
  },
  WN: {
    mainline: range(1, 2999),
    regional: range(3000, 6999),
    codeshare: range(7000, 9899),
    throughFlights: true,
    source: 'https://en.wikipedia.org/wiki/Southwest_Airlines (point-to-point; one flight number through several stops, no regional or codeshare flights)',
  },
  AC: {
    mainline: range(1, 1999),
    regional: range(7000, 8999),
    codeshare: range(2000, 6999),
    source: 'https://en.wikipedia.org/wiki/Air_Canada_Express (Air Canada Express flights numbered in the 7000s and 8000s)',
  },
};

export function numberPlanOf(airline: string): FlightNumberPlan {
  return FLIGHT_NUMBER_PLANS[airline] ?? COMMON_NUMBER_PLAN;
}
