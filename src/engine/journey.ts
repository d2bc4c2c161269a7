// A journey as the search answers it: its dated legs, first departure, last arrival, and whether
// one of its connections keeps the traveller overnight (connection-builder.ts finds them).
import type { Leg } from '../model/schedule-store.js';

export interface DatedLeg {
  readonly leg: Leg;
  /** Local departure date at the leg's origin (epoch day). */
  readonly day: number;
  /** Departure and arrival instants, minutes since 1970-01-01T00:00Z. */
  readonly departure: number;
  readonly arrival: number;
}

export interface Journey {
  readonly legs: readonly DatedLeg[];
  readonly departure: number;
  readonly arrival: number;
  /** Whether one of its connections keeps the traveller overnight (domain/overnight.ts). */
  readonly overnight: boolean;
}
