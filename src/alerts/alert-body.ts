// An alert as it is posted: typed JSON in the API's style (names as its documents write them,
// codes and times as strings), under one root, FlightAlert. Its id is made from the subscription
// and what happened, so that an event found twice (by two workers, or again after a restart)
// queues one alert, and a receiver sees the same Idempotency-Key on every attempt.
import { createHash } from 'node:crypto';
import type { NewAlert } from './alert-store.js';

/** What one change of a flight is; a swap's alert lists these (ScheduleChange), a status is told alone. */
export type ChangeType = 'TimeChange' | 'AircraftChange' | 'Cancellation' | 'NewFlight';
export type AlertType = ChangeType | 'StatusChange' | 'ScheduleChange';

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

/**
 * The most changes one swap's alert lists. A subscription to a hub's departures over a week
 * watches some 5,000 legs: listed in full, a swap that retimes them all would make a body of a
 * megabyte or more, posted, signed and kept per subscription. Past this, the list is cut (the
 * earliest dates first, the most pressing) and `ChangeCount` tells how many there were.
 */
export const MAX_LISTED_CHANGES = 100;

function changeView(event: AlertEvent): Record<string, unknown> {
  return {
    Type: event.type,
    Flight: { FlightNumber: event.flight, Date: event.date, Origin: event.origin, Destination: event.destination },
    ...(event.old ? { Old: legView(event.old) } : {}),
    ...(event.new ? { New: legView(event.new) } : {}),
  };
}

/**
 * The one alert of a dataset swap for one subscription: every change it watches, listed (at most
 * MAX_LISTED_CHANGES). Its id is made from the subscription and the two datasets, so a swap is
 * one alert per subscription however many servers compare it, and however many flights it moves.
 */
export function swapAlertFor(subscriptionId: string, events: readonly AlertEvent[], datasets: { old: string; new: string }, nowMs: number): NewAlert {
  const alertId = createHash('sha256').update(`${subscriptionId}\nScheduleChange ${datasets.old} ${datasets.new}`).digest('hex').slice(0, 32);
  const listed = events.slice(0, MAX_LISTED_CHANGES);
  const body = JSON.stringify({
    FlightAlert: {
      AlertId: alertId,
      Type: 'ScheduleChange',
      Cause: 'DatasetSwap',
      SubscriptionId: subscriptionId,
      CreatedAt: new Date(nowMs).toISOString(),
      ChangeCount: events.length,
      Truncated: listed.length < events.length,
      Changes: listed.map(changeView),
      Dataset: { OldVersion: datasets.old, NewVersion: datasets.new },
    },
  });
  return { subscriptionId, alertId, body };
}
