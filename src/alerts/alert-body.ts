// An alert as it is posted: typed JSON in the API's style (names as its documents write them,
// codes and times as strings), under one root, FlightAlert. Its id is made from the subscription
// and what happened, so that an event found twice (by two workers, or again after a restart)
// queues one alert, and a receiver sees the same Idempotency-Key on every attempt.
import { createHash } from 'node:crypto';
import type { NewAlert } from './alert-store.js';

export type AlertType = 'TimeChange' | 'AircraftChange' | 'Cancellation' | 'NewFlight' | 'StatusChange';

/** A leg as the schedule has it: local departure and arrival, and the aircraft type. */
export interface LegFacts {
  departure: string;
  arrival: string;
  aircraft: string;
}

/** A sandbox client's simulated status of a leg. */
export interface StatusFacts {
  /** Delayed, Departed, Landed, Cancelled, Diverted, or OnTime. */
  status: string;
  /** Local times as the simulation has them. */
  estimatedDeparture?: string;
  estimatedArrival?: string;
  /** Where a diverted flight lands instead. */
  divertedTo?: string;
  delayMinutes?: number;
}

export interface AlertEvent {
  type: AlertType;
  /** What made it: a new dataset served, a sandbox client's simulation, or a scenario set. */
  cause: 'DatasetSwap' | 'Simulation' | 'Scenario';
  /** LH400 */
  flight: string;
  /** Local departure date at the origin. */
  date: string;
  origin: string;
  destination: string;
  old?: LegFacts;
  new?: LegFacts;
  status?: StatusFacts;
  /** The datasets compared, for a swap. */
  datasets?: { old: string; new: string };
  /** What makes the event one: two findings of the same key are the same alert. */
  key: string;
}

function legView(facts: LegFacts): Record<string, string> {
  return { Departure: facts.departure, Arrival: facts.arrival, Aircraft: facts.aircraft };
}

/** The alert of `event` for one subscription, made at `nowMs`. */
export function alertFor(subscriptionId: string, event: AlertEvent, nowMs: number): NewAlert {
  const alertId = createHash('sha256').update(`${subscriptionId}\n${event.key}`).digest('hex').slice(0, 32);
  const status = event.status;
  const body = JSON.stringify({
    FlightAlert: {
      AlertId: alertId,
      Type: event.type,
      Cause: event.cause,
      SubscriptionId: subscriptionId,
      CreatedAt: new Date(nowMs).toISOString(),
      Flight: { FlightNumber: event.flight, Date: event.date, Origin: event.origin, Destination: event.destination },
      ...(event.old ? { Old: legView(event.old) } : {}),
      ...(event.new ? { New: legView(event.new) } : {}),
      ...(status
        ? {
            Status: {
              Code: status.status,
              ...(status.delayMinutes !== undefined ? { DelayMinutes: status.delayMinutes } : {}),
              ...(status.estimatedDeparture ? { EstimatedDeparture: status.estimatedDeparture } : {}),
              ...(status.estimatedArrival ? { EstimatedArrival: status.estimatedArrival } : {}),
              ...(status.divertedTo ? { DivertedTo: status.divertedTo } : {}),
            },
          }
        : {}),
      ...(event.datasets ? { Dataset: { OldVersion: event.datasets.old, NewVersion: event.datasets.new } } : {}),
    },
  });
  return { subscriptionId, alertId, body };
}
