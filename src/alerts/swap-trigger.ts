// Queues the alerts of every dataset swap: the subscriptions compared between the dataset served
// before and the one served now, one alert per subscription that the swap changes, listing its
// changes (alert-body.ts, swapAlertFor). The comparison runs on the serving thread, so it works in
// slices of a few milliseconds and gives the event loop back between them; its alerts are written
// a few dozen at a time, and a write that fails is tried again, later, until it is done: a
// subscription's alert is never dropped because the store was busy. Swaps are taken one after the
// other, each against the one before. Every worker and replica that swaps does this; the alerts'
// ids make their findings one alert each.
import { setImmediate as turn, setTimeout as sleep } from 'node:timers/promises';
import { utcDayOf } from '../domain/flight-dates.js';
import type { Clock } from '../domain/clock.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { swapAlertFor, type AlertEvent } from './alert-body.js';
import type { AlertStore, NewAlert } from './alert-store.js';
import { comparedDays, dayChanges } from './dataset-changes.js';
import { flightCode } from '../domain/flight-designator.js';
import type { Watched } from './subscription.js';

/** What a subscription watches, its dates apart. */
function watchedKey(w: Watched): string {
  return w.kind === 'flight' ? `flight ${flightCode(w.flight)}` : w.kind === 'route' ? `route ${w.origin}-${w.destination}` : `departures ${w.airport}`;
}

/**
 * The comparison's time on the event loop between two turns. A day of a hub's departures is the
 * unit checked against it (some 1–2 ms at world scale), so a turn lasts at most about this plus one.
 */
const SLICE_MS = 4;
/** Alerts written in one store call: each one a transaction or script that holds the store briefly. */
const WRITE_BATCH = 50;
/** A failed read or write is tried again after this, doubled each time, at most RETRY_MAX_MS. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 30_000;

export interface SwapTriggerOptions {
  /** SLICE_MS, WRITE_BATCH and RETRY_FIRST_MS in their place (tests). */
  sliceMs?: number;
  writeBatch?: number;
  retryFirstMs?: number;
}

export class SwapTrigger {
  private previous: ServedDataset;
  private work: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Ends a wait between retries at once when the service stops. */
  private readonly stopping = new AbortController();
  private readonly sliceMs: number;
  private readonly writeBatch: number;
  private readonly retryFirstMs: number;

  constructor(
    datasets: ServedDatasetHolder,
    private readonly store: AlertStore,
    private readonly clock: Clock,
    /** Called once alerts were queued. */
    private readonly queued: (count: number) => void,
    private readonly warn: (message: string) => void,
    options: SwapTriggerOptions = {},
  ) {
    this.sliceMs = options.sliceMs ?? SLICE_MS;
    this.writeBatch = options.writeBatch ?? WRITE_BATCH;
    this.retryFirstMs = options.retryFirstMs ?? RETRY_FIRST_MS;
    this.previous = datasets.current;
    datasets.onSwap((next) => {
      if (this.stopped) return;
      const before = this.previous;
      this.previous = next;
      this.work = this.work.then(() => this.compare(before, next)).catch((error: unknown) => this.warn(`alerts: a swap's changes were not compared: ${error instanceof Error ? error.message : String(error)}`));
    });
  }

  /** Resolves when the swaps seen so far have been compared and their alerts queued. */
  settled(): Promise<void> {
    return this.work;
  }

  /** Takes no more swaps, and stops retrying; resolves once those taken are done (the store is closed after). */
  stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    return this.work;
  }

  private async compare(before: ServedDataset, after: ServedDataset): Promise<void> {
    const datasets = { old: before.dataset.info.version, new: after.dataset.info.version };
    if (datasets.old === datasets.new) return;
    const subscriptions = await this.retrying('subscriptions read', () => this.store.all());
    if (!subscriptions) return;
    // Yesterday on: a flight of a date already past everywhere changes nothing for anyone.
    const fromDay = utcDayOf(this.clock.now()) - 1;
    // Subscriptions watching the same thing on the same day (a hub's departures, watched by many
    // apps) share one comparison: the events hold nothing of the subscription's own.
    const changesOf = new Map<string, AlertEvent[]>();
    let pending: NewAlert[] = [];
    let sliceStart = performance.now();
    for (const subscription of subscriptions) {
      const events: AlertEvent[] = [];
      for (const day of comparedDays(subscription, fromDay)) {
        const key = `${watchedKey(subscription.watched)} ${day}`;
        let found = changesOf.get(key);
        if (!found) changesOf.set(key, (found = dayChanges(before, after, subscription.watched, day, datasets)));
        for (const event of found) events.push(event);
        if (performance.now() - sliceStart >= this.sliceMs) {
          await turn();
          sliceStart = performance.now();
        }
      }
      if (events.length > 0) pending.push(swapAlertFor(subscription.id, events, datasets, this.clock.now()));
      if (pending.length >= this.writeBatch) {
        if (!(await this.write(pending))) return;
        pending = [];
        sliceStart = performance.now();
      }
    }
    if (pending.length > 0) await this.write(pending);
  }

  /** Queues `alerts`, retried until done; false when the trigger stopped first. */
  private async write(alerts: NewAlert[]): Promise<boolean> {
    const added = await this.retrying(`${alerts.length} alerts' queueing`, () => this.store.enqueue(alerts, this.clock.now()));
    if (added === undefined) return false;
    this.queued(added);
    return true;
  }

  /** What `work` gives, tried again with backoff on failure; undefined once stopped (said in the log). */
  private async retrying<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
    for (let waitMs = this.retryFirstMs; ; waitMs = Math.min(waitMs * 2, RETRY_MAX_MS)) {
      try {
        return await work();
      } catch (error) {
        if (this.stopped) {
          this.warn(`alerts: ${what} failed and the service stops: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        }
        this.warn(`alerts: ${what} failed, tried again in ${waitMs} ms: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(waitMs, undefined, { signal: this.stopping.signal }).catch(() => {});
      }
    }
  }
}
