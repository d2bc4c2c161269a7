// Simulated flight status for sandbox clients (docs/testing-apps.md): what a leg on a date does —
// on time, early, delayed, cancelled, diverted, at which gates — drawn from a hash of the dataset
// version, the seed setting, the operating flight and the date, so that the same server (or its
// restart, or another replica) answers the same; and where the flight is at the service's "now":
// nothing departs before its (estimated) time, nothing lands before it departed.
//
// Rates, before delays propagate (docs/testing-apps.md gives them as measured after): 1.5%
// cancelled, 0.2% diverted (back to their origin: the dataset knows no alternates), 4% leave 5–8
// minutes early, 76.3% within -4 to +14 minutes, 18% 15 minutes late or more on a long tail (15 +
// an exponential of mean 40 minutes, at most 8 hours). A delay reaches the aircraft's next leg
// less the slack of its turn (docs/decisions.md, 64). A scenario replaces the draw for its flight.
import { mix32, hashText, unit } from '../domain/deterministic-hash.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import { scenarioKey, type Scenario } from '../domain/sandbox-scenario.js';
import type { Leg } from '../model/schedule-store.js';
import type { FlightIndex } from './flight-index.js';

export type TimeStatus = 'FE' | 'OT' | 'DL' | 'NI';
export type FlightStatusCode = 'NA' | 'DP' | 'LD' | 'CD' | 'RT';

/** One end of a leg as the simulation shows it at `now`. Times are UTC minutes since the epoch. */
export interface SimulatedEnd {
  /** Minutes from scheduled to estimated (or actual) time; undefined when no time is given. */
  delay?: number;
  /** Whether `delay` is the actual time (departed, landed) rather than an estimate. */
  actual: boolean;
  timeStatus?: TimeStatus;
  gate?: string;
}

export interface SimulatedStatus {
  flightStatus: FlightStatusCode;
  departure: SimulatedEnd;
  arrival: SimulatedEnd;
  /** The airport the leg lands at when it was diverted (shown from its departure on). */
  divertedTo?: string;
  /** Minutes from take-off to landing there: the diversion's own flight. */
  divertedBlock?: number;
}

/** What a leg does on a date, before the clock says how much of it has happened. */
export interface Outcome {
  cancelled: boolean;
  divertedTo?: string;
  /** The diversion's block minutes (take-off to landing at divertedTo). */
  divertedBlock?: number;
  departureDelay: number;
  arrivalDelay: number;
  /** Whether the outcome is a scenario's, shown however far ahead. */
  fixed: boolean;
}

/** Status becomes known this long before the scheduled departure (a scenario's at once). */
export const KNOWN_AHEAD_MINUTES = 24 * 60;
/** A delay this long is an open one ("next information") until this long before the new time. */
const OPEN_DELAY_MINUTES = 120;
const OPEN_DELAY_LEAD = 120;
/** The shortest turn of an aircraft: a later arrival delays its next departure by what exceeds it. */
export const MIN_TURN_MINUTES = 40;
/** How far back the aircraft's earlier legs are followed (docs/decisions.md, 64). */
const ROTATION_DEPTH = 2;
/** The longest time on the ground still taken for one rotation. */
const MAX_TURN_MINUTES = 18 * 60;

const CANCELLED = 0.015;
const DIVERTED = 0.002;
const EARLY = 0.04;
const DELAYED = 0.18;
const MEAN_TAIL = 40;
const MAX_DELAY = 480;
const GATE_CHANGE = 0.06;
/** A changed gate is the one shown from this long before the departure. */
const GATE_CHANGE_LEAD = 60;
const GATE_LETTERS = 'ABCDEFGHKZ';
/** A diversion flies to its airport at this speed, with this much taxi, climb and approach. */
const DIVERSION_KMH = 780;
const DIVERSION_GROUND_MINUTES = 30;

/** The block minutes of a diversion flown over `km` of great circle. */
export function diversionBlock(km: number): number {
  return Math.round(DIVERSION_GROUND_MINUTES + (km / DIVERSION_KMH) * 60);
}

/** A flight turned back to its origin lands after half its block, 30 to 90 minutes after take-off. */
export function turnbackBlock(block: number): number {
  return Math.min(90, Math.max(30, Math.round(block / 2)));
}

/** Great-circle kilometres between two airports by code; undefined for a code the dataset lacks. */
export type AirportDistance = (from: string, to: string) => number | undefined;

export interface SimulationSettings {
  /** The served dataset's version: another dataset, other draws. */
  datasetVersion: string;
  /** SKYREF_SANDBOX_SEED. */
  seed: string;
}

export class StatusSimulator {
  private readonly base: number;

  constructor(
    settings: SimulationSettings,
    private readonly flights: FlightIndex,
    private readonly scenarios: ReadonlyMap<string, Scenario>,
    private readonly distance: AirportDistance,
  ) {
    this.base = mix32(hashText(settings.datasetVersion), hashText(settings.seed));
  }

  /** The leg on local departure `day`, as it stands at `nowMs`. */
  status(leg: Leg, day: number, nowMs: number): SimulatedStatus {
    const outcome = this.outcome(leg, day, ROTATION_DEPTH);
    const scheduledDeparture = day * 1440 + leg.departureUtcMinute;
    const now = nowMs / 60_000;
    if (!outcome.fixed && now < scheduledDeparture - KNOWN_AHEAD_MINUTES) return { flightStatus: 'NA', departure: { actual: false }, arrival: { actual: false } };
    return place(outcome, scheduledDeparture, leg.blockMinutes, now, this.gates(leg, day, scheduledDeparture, now));
  }

  /** What the leg does on `day`: its scenario, or its own draw with the delay its aircraft brings. */
  outcome(leg: Leg, day: number, depth: number): Outcome {
    const scenario = this.scenarioOf(leg, day);
    const h = this.legHash(leg.operating, day);
    const enRoute = Math.floor(unit(mix32(h, 4)) * 21) - 12;
    if (scenario) {
      if (scenario.kind === 'cancel') return { cancelled: true, departureDelay: 0, arrivalDelay: 0, fixed: true };
      if (scenario.kind === 'delay') return { cancelled: false, departureDelay: scenario.minutes, arrivalDelay: scenario.minutes, fixed: true };
      return { cancelled: false, ...this.diversion(leg, scenario.airport), departureDelay: 0, arrivalDelay: 0, fixed: true };
    }
    const u = unit(mix32(h, 1));
    if (u < CANCELLED) return { cancelled: true, departureDelay: 0, arrivalDelay: 0, fixed: false };
    let own: number;
    const v = unit(mix32(h, 2));
    if (v < EARLY) own = -5 - Math.floor(unit(mix32(h, 3)) * 4);
    else if (v < 1 - DELAYED) own = -4 + Math.floor(unit(mix32(h, 3)) * 19);
    else own = Math.min(MAX_DELAY, 15 + Math.floor(-Math.log(1 - unit(mix32(h, 3))) * MEAN_TAIL));
    // The aircraft's lateness only ever adds: an early draw stays early when it arrives in time.
    const brought = depth > 0 ? this.inboundDelay(leg, day, depth - 1) : 0;
    const departureDelay = brought > 0 ? Math.max(own, brought) : own;
    const arrivalDelay = Math.max(departureDelay + enRoute, -Math.floor(leg.blockMinutes / 10));
    // The dataset knows no alternates: a drawn diversion turns back to the origin.
    const diversion = u < CANCELLED + DIVERTED ? this.diversion(leg, leg.origin) : {};
    return { cancelled: false, ...diversion, departureDelay, arrivalDelay, fixed: false };
  }

  /** A diversion of `leg` to `airport`, with the block of its own flight there. */
  private diversion(leg: Leg, airport: string): { divertedTo: string; divertedBlock: number } {
    if (airport === leg.origin) return { divertedTo: airport, divertedBlock: turnbackBlock(leg.blockMinutes) };
    const km = this.distance(leg.origin, airport);
    // A scenario written by hand for an airport the dataset lacks keeps the leg's own block.
    return { divertedTo: airport, divertedBlock: km === undefined ? leg.blockMinutes : diversionBlock(km) };
  }

  /**
   * The delay the aircraft brings to `leg`: the arrival of its inbound leg less the slack of the
   * turn. The dataset has no tail numbers: the inbound is the same operating carrier's flight of
   * the same number, or the number next to it (one rotation is numbered as a pair, 400 out and 401
   * back), landing at this leg's origin 40 minutes to 18 hours before it leaves, the latest such.
   */
  private inboundDelay(leg: Leg, day: number, depth: number): number {
    const departure = day * 1440 + leg.departureUtcMinute;
    let best: { leg: Leg; day: number; arrival: number } | undefined;
    const { airline, number } = leg.operating;
    for (const n of [number - 1, number, number + 1]) {
      if (n < 1 || n > 9999) continue;
      for (const d of [day - 1, day]) {
        for (const candidate of this.flights.legsOn({ airline, number: n, suffix: '' }, d)) {
          if (candidate === leg || candidate.destination !== leg.origin || candidate.operating.airline !== airline || candidate.operating.number !== n) continue;
          const arrival = d * 1440 + candidate.departureUtcMinute + candidate.blockMinutes;
          if (arrival > departure - MIN_TURN_MINUTES || arrival < departure - MAX_TURN_MINUTES) continue;
          if (!best || arrival > best.arrival) best = { leg: candidate, day: d, arrival };
        }
      }
    }
    if (!best) return 0;
    const inbound = this.outcome(best.leg, best.day, depth);
    if (inbound.cancelled || inbound.divertedTo !== undefined) return 0;
    const slack = departure - best.arrival - MIN_TURN_MINUTES;
    return Math.max(0, inbound.arrivalDelay - slack);
  }

  private scenarioOf(leg: Leg, day: number): Scenario | undefined {
    if (this.scenarios.size === 0) return undefined;
    const own = this.scenarios.get(scenarioKey(leg.operating, day));
    if (own) return own;
    for (const d of leg.marketing) {
      const found = this.scenarios.get(scenarioKey(d, day));
      if (found) return found;
    }
    return undefined;
  }

  private legHash(d: FlightDesignator, day: number): number {
    return mix32(this.base, hashText(d.airline), d.number, d.suffix === '' ? 0 : d.suffix.charCodeAt(0), day);
  }

  private gates(leg: Leg, day: number, scheduledDeparture: number, now: number): { departure: string; arrival: string } {
    const h = this.legHash(leg.operating, day);
    const gate = (salt: number) => {
      const g = mix32(h, salt);
      return `${GATE_LETTERS[g % GATE_LETTERS.length]}${1 + ((g >>> 8) % 60)}`;
    };
    const changes = unit(mix32(h, 5)) < GATE_CHANGE;
    const departure = changes && now >= scheduledDeparture - GATE_CHANGE_LEAD ? gate(7) : gate(6);
    return { departure, arrival: gate(8) };
  }
}

function timeStatus(delay: number): TimeStatus {
  return delay <= -5 ? 'FE' : delay < 15 ? 'OT' : 'DL';
}

/** Where an outcome stands at `now` (UTC minutes). */
export function place(outcome: Outcome, scheduledDeparture: number, block: number, now: number, gates: { departure: string; arrival: string }): SimulatedStatus {
  if (outcome.cancelled) return { flightStatus: 'CD', departure: { actual: false }, arrival: { actual: false } };
  const departed = scheduledDeparture + outcome.departureDelay;
  // A flight lands after it left, whatever the draws say. Until it leaves, it is expected where it
  // was going; once it has left diverted, it lands its own block later, late by as much as it left.
  const planned = Math.max(outcome.arrivalDelay, outcome.departureDelay - block + 20);
  if (now < departed) {
    const arrivalDelay = planned;
    const open = outcome.departureDelay >= OPEN_DELAY_MINUTES && now < departed - OPEN_DELAY_LEAD;
    if (open) {
      return { flightStatus: 'NA', departure: { actual: false, timeStatus: 'NI', gate: gates.departure }, arrival: { actual: false, timeStatus: 'NI', gate: gates.arrival } };
    }
    return {
      flightStatus: 'NA',
      departure: { delay: outcome.departureDelay, actual: false, timeStatus: timeStatus(outcome.departureDelay), gate: gates.departure },
      arrival: { delay: arrivalDelay, actual: false, timeStatus: timeStatus(arrivalDelay), gate: gates.arrival },
    };
  }
  const diverted = outcome.divertedTo !== undefined;
  const flown = diverted ? (outcome.divertedBlock ?? block) : block;
  const arrivalDelay = diverted ? outcome.departureDelay : planned;
  const landed = scheduledDeparture + flown + arrivalDelay;
  const moved = diverted ? { divertedTo: outcome.divertedTo!, divertedBlock: flown } : {};
  const departure: SimulatedEnd = { delay: outcome.departureDelay, actual: true, timeStatus: timeStatus(outcome.departureDelay), gate: gates.departure };
  // A diverted flight lands elsewhere: no gate of the destination, and "rerouted" from take-off on.
  const arrivalGate = outcome.divertedTo === undefined ? { gate: gates.arrival } : {};
  const arrival: SimulatedEnd = { delay: arrivalDelay, actual: now >= landed, timeStatus: timeStatus(arrivalDelay), ...arrivalGate };
  const flightStatus = outcome.divertedTo !== undefined ? 'RT' : now >= landed ? 'LD' : 'DP';
  return { flightStatus, departure, arrival, ...moved };
}
