// What a test fixes a flight to do in the sandbox (`skyref sandbox scenario FLIGHT DATE …`): a
// delay, a cancellation or a diversion, answered exactly, in place of what the simulation draws.
// Kept with the clients' state (state database or Redis), keyed by flight and local date.
import { isoFromDay } from './flight-dates.js';
import { flightCode, type FlightDesignator } from './flight-designator.js';

export type Scenario = { kind: 'delay'; minutes: number } | { kind: 'cancel' } | { kind: 'divert'; airport: string };

/** The longest delay a scenario takes: a day, past which a flight is another day's. */
export const MAX_SCENARIO_DELAY = 1440;

/** The key of a flight on a local departure date: `LH400 2027-01-15`, the designator as flightCode writes it. */
export function scenarioKey(designator: FlightDesignator, day: number): string {
  return `${flightCode(designator)} ${isoFromDay(day)}`;
}

/** A scenario as stored: `delay:45`, `cancel`, `divert:CGN`. */
export function scenarioText(s: Scenario): string {
  return s.kind === 'delay' ? `delay:${s.minutes}` : s.kind === 'cancel' ? 'cancel' : `divert:${s.airport}`;
}

/** A stored scenario read back; undefined for text that is not one (written by a later release, say). */
export function parseScenario(text: string): Scenario | undefined {
  if (text === 'cancel') return { kind: 'cancel' };
  const delay = /^delay:(-?\d{1,4})$/.exec(text);
  if (delay) {
    const minutes = Number(delay[1]);
    return Math.abs(minutes) <= MAX_SCENARIO_DELAY ? { kind: 'delay', minutes } : undefined;
  }
  const divert = /^divert:([A-Z]{3})$/.exec(text);
  return divert ? { kind: 'divert', airport: divert[1]! } : undefined;
}
