import type { CabinCode } from '../domain/cabins.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import type { MctStatus } from '../domain/mct-status.js';
import type { TicketingFacts } from '../domain/ticketing.js';
// The plain, serialisable schedule content of a dataset: what the SSIM reader and the network
// generator produce, what the dataset file stores, and what the schedule store is built from.

/** What a cabin of one leg offers on board; absent facts are unknown, not false. */
export interface CabinService {
  cabin: CabinCode;
  connectivity?: boolean;
  seatPower?: boolean;
  usb?: boolean;
  liveTv?: boolean;
}

export interface OnBoardEquipment {
  entertainment: boolean;
  cabins: CabinService[];
}

/**
 * One leg of one flight over a period of dates. Dates are the local departure dates of this leg
 * (a leg that departs the day after its flight date has its period and weekdays shifted by a day),
 * so "does it depart X on local date D" needs no further arithmetic. The UTC offsets are the ones
 * of this period: a flight that runs across a DST change is two periods.
 */
export interface LegPeriodRecord {
  /** The flight this record is filed under; the operating flight unless `operating` is set. */
  flight: FlightDesignator;
  itineraryVariation: number;
  legSequence: number;
  /** IATA service type (`J` scheduled passenger, …). */
  serviceType: string;
  origin: string;
  destination: string;
  /** First and last local departure date, `yyyy-MM-dd`. */
  firstDate: string;
  lastDate: string;
  /** Weekdays of departure as digits, `1234567` for daily. */
  days: string;
  /** 1 every week, 2 every other week counted from the week of `firstDate`. */
  frequencyRate: number;
  /** Minutes after local midnight. */
  departureTime: number;
  arrivalTime: number;
  /** Local arrival date minus local departure date: -1 (date line) to +2. */
  arrivalDayOffset: number;
  /** Minutes east of UTC at departure and at arrival, in this period. */
  departureUtcOffset: number;
  arrivalUtcOffset: number;
  departureTerminal?: string;
  arrivalTerminal?: string;
  /** IATA aircraft type code. */
  aircraft: string;
  mctStatus?: MctStatus;
  /** Set when this record is a marketing duplicate of another airline's flight (SSIM DEI 50). */
  operating?: FlightDesignator;
  /** Free-text operating airline disclosure (SSIM DEI 2 / 127), e.g. `OPERATED BY LUFTHANSA CITYLINE`. */
  operatorDisclosure?: string;
  /** Marketing flight numbers sold on this operating leg (SSIM DEI 10). */
  codeshares: FlightDesignator[];
  onBoard?: OnBoardEquipment;
}

/**
 * A minimum connecting time that replaces the default for one airport and status, optionally
 * only between two legs both operated by one airline (a carrier exception).
 */
export interface ConnectionTimeRecord {
  airport: string;
  status: MctStatus;
  minutes: number;
  carrier?: string;
}

export interface ScheduleContent {
  /** Airlines whose schedule this content holds, with where each came from. */
  carriers: { airline: string; source: string }[];
  legs: LegPeriodRecord[];
  connectionTimes: ConnectionTimeRecord[];
  /**
   * Which airlines sell each other's flights, where no-frills airlines sell connections, and the
   * changes of airport one ticket holds (docs/connections-as-sold.md): the connection search joins
   * only what they sell. Versioned with the schedule, so that an import can bring its own.
   */
  ticketing: TicketingFacts;
}
