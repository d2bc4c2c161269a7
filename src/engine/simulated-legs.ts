// A sandbox client's legs with their simulated status (engine/simulated-status.ts), as flight
// status over HTTP and the MCP tool both give them: each leg's outcome placed on the clock, and a
// diverted leg's landing told in the local time of the airport it lands at.
import { greatCircleKm } from '../domain/geo.js';
import type { Scenario } from '../domain/sandbox-scenario.js';
import { utcOffsetMinutes } from '../domain/time-zone.js';
import type { Leg } from '../model/schedule-store.js';
import type { ServedDataset } from './served-dataset.js';
import { StatusSimulator, type SimulatedStatus } from './simulated-status.js';

/** What a simulation is drawn from: SKYREF_SANDBOX_SEED and the scenarios set by the CLI. */
export interface SimulationInputs {
  seed: string;
  scenarios: ReadonlyMap<string, Scenario>;
}

export interface SimulatedDatedLeg {
  leg: Leg;
  day: number;
  simulated: {
    status: SimulatedStatus;
    /** Where a diverted leg lands, as scheduled from its departure: local and UTC minutes since the epoch. */
    divertedLanding?: { local: number; utc: number };
  };
}

/** `legs` (each on its local departure day) as they stand at `nowMs` for a sandbox client. */
export function simulateLegs(served: ServedDataset, inputs: SimulationInputs, legs: readonly { leg: Leg; day: number }[], nowMs: number): SimulatedDatedLeg[] {
  const { dataset } = served;
  const { locations } = dataset;
  const distance = (from: string, to: string) => {
    const a = locations.byCode.get(from);
    const b = locations.byCode.get(to);
    return a && b ? greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude) : undefined;
  };
  const simulator = new StatusSimulator({ datasetVersion: dataset.info.version, seed: inputs.seed }, served.flights, inputs.scenarios, distance);
  const zone = (code: string) => locations.byCode.get(code)?.timeZone ?? 'UTC';
  return legs.map(({ leg, day }) => {
    const status = simulator.status(leg, day, nowMs);
    if (status.divertedTo === undefined || status.divertedBlock === undefined) return { leg, day, simulated: { status } };
    // A diverted leg lands its own block after it leaves, told in the local time of the airport it lands at.
    const utc = day * 1440 + leg.departureUtcMinute + status.divertedBlock;
    const local = utc + utcOffsetMinutes(zone(status.divertedTo), utc * 60_000);
    return { leg, day, simulated: { status, divertedLanding: { local, utc } } };
  });
}
