// What a new dataset changed of what subscriptions watch: each watched leg on each watched date,
// in the dataset served before and the one served now, matched by flight and airports; a leg
// retimed, given another aircraft, gone (cancelled that day) or new is an event. Pure over the
// two datasets' engines.
import { localDateTime, isoFromDay } from '../domain/flight-dates.js';
import { flightCode } from '../domain/flight-designator.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import type { Leg } from '../model/schedule-store.js';
import type { AlertEvent, ChangeType, LegFacts } from './alert-body.js';
import type { Subscription, Watched } from './subscription.js';

/** The legs a subscription watches on `day` in `served`, by what identifies each: flight and airports. */
export function watchedLegs(served: ServedDataset, watched: Watched, day: number): Map<string, Leg> {
  const legs = new Map<string, Leg>();
  if (watched.kind === 'flight') {
    for (const leg of served.flights.legsOn(watched.flight, day)) legs.set(`${flightCode(watched.flight)} ${leg.origin}-${leg.destination}`, leg);
    return legs;
  }
  const airport = watched.kind === 'route' ? watched.origin : watched.airport;
  const id = served.dataset.schedule.airportId.get(airport);
  if (id === undefined) return legs;
  for (const { leg, day: on } of served.boards.departures(id, day, 0, 1440)) {
    if (on !== day || (watched.kind === 'route' && leg.destination !== watched.destination)) continue;
    legs.set(`${flightCode(leg.operating)} ${leg.origin}-${leg.destination}`, leg);
  }
  return legs;
}

function facts(leg: Leg, day: number): LegFacts {
  return { departure: localDateTime(day, leg.departureTime), arrival: localDateTime(day + leg.arrivalDayOffset, leg.arrivalTime), aircraft: leg.aircraft };
}

/** The datasets a swap compares, by version (content hashes: the same on every replica). */
export interface ComparedVersions {
  old: string;
  new: string;
}

/** The events of what `watched` watches on one day between `before` and `after`. */
export function dayChanges(before: ServedDataset, after: ServedDataset, watched: Watched, day: number, datasets: ComparedVersions): AlertEvent[] {
  const events: AlertEvent[] = [];
  const was = watchedLegs(before, watched, day);
  const is = watchedLegs(after, watched, day);
  const date = isoFromDay(day);
  const event = (type: ChangeType, id: string, leg: Leg, old?: LegFacts, now?: LegFacts): AlertEvent => ({
    type,
    cause: 'DatasetSwap',
    flight: id.slice(0, id.indexOf(' ')),
    date,
    origin: leg.origin,
    destination: leg.destination,
    ...(old ? { old } : {}),
    ...(now ? { new: now } : {}),
    datasets,
    key: `${type} ${id} ${date} ${datasets.old} ${datasets.new}`,
  });
  for (const [id, oldLeg] of was) {
    const newLeg = is.get(id);
    const old = facts(oldLeg, day);
    if (!newLeg) {
      events.push(event('Cancellation', id, oldLeg, old));
      continue;
    }
    const now = facts(newLeg, day);
    if (old.departure !== now.departure || old.arrival !== now.arrival) events.push(event('TimeChange', id, newLeg, old, now));
    if (old.aircraft !== now.aircraft) events.push(event('AircraftChange', id, newLeg, old, now));
  }
  for (const [id, newLeg] of is) if (!was.has(id)) events.push(event('NewFlight', id, newLeg, undefined, facts(newLeg, day)));
  return events;
}

/** The days of a subscription compared for a swap: its own, from `fromDay` on. */
export function comparedDays(subscription: Subscription, fromDay: number): number[] {
  const days: number[] = [];
  for (let day = Math.max(subscription.watched.fromDay, fromDay); day <= subscription.watched.toDay; day++) days.push(day);
  return days;
}

/** The events of one subscription between `before` and `after`, on its dates from `fromDay` on. */
export function subscriptionChanges(before: ServedDataset, after: ServedDataset, subscription: Subscription, fromDay: number): AlertEvent[] {
  const datasets = { old: before.dataset.info.version, new: after.dataset.info.version };
  return comparedDays(subscription, fromDay).flatMap((day) => dayChanges(before, after, subscription.watched, day, datasets));
}
