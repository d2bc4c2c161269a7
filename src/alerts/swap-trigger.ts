// Queues the alerts of every dataset swap: the subscriptions compared between the dataset served
// before and the one served now, a few at a time between turns of the event loop so that
// requests keep being answered meanwhile. Swaps are taken one after the other, each against the
// one before. Every worker and replica that swaps does this; the alerts' ids make their findings
// one alert each (alert-body.ts).
import { setImmediate as turn } from 'node:timers/promises';
import { utcDayOf } from '../domain/flight-dates.js';
import type { Clock } from '../domain/clock.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { alertFor } from './alert-body.js';
import type { AlertStore, NewAlert } from './alert-store.js';
import { subscriptionChanges } from './dataset-changes.js';

/** Subscriptions compared between two turns of the event loop: some 10 ms of work at world scale. */
const SLICE = 25;
/** Alerts queued in one write. */
const QUEUE_BATCH = 200;

export class SwapTrigger {
  private previous: ServedDataset;
  private work: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    datasets: ServedDatasetHolder,
    private readonly store: AlertStore,
    private readonly clock: Clock,
    /** Called once alerts were queued. */
    private readonly queued: (count: number) => void,
    private readonly warn: (message: string) => void,
  ) {
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

  /** Takes no more swaps; resolves once those taken are queued (the store is closed after). */
  stop(): Promise<void> {
    this.stopped = true;
    return this.work;
  }

  private async compare(before: ServedDataset, after: ServedDataset): Promise<void> {
    if (before.dataset.info.version === after.dataset.info.version) return;
    const subscriptions = await this.store.all();
    // Yesterday on: a flight of a date already past everywhere changes nothing for anyone.
    const fromDay = utcDayOf(this.clock.now()) - 1;
    let alerts: NewAlert[] = [];
    for (let i = 0; i < subscriptions.length; i += SLICE) {
      const nowMs = this.clock.now();
      for (const subscription of subscriptions.slice(i, i + SLICE)) {
        for (const event of subscriptionChanges(before, after, subscription, fromDay)) alerts.push(alertFor(subscription.id, event, nowMs));
      }
      if (alerts.length >= QUEUE_BATCH) {
        this.queued(await this.store.enqueue(alerts, nowMs));
        alerts = [];
      }
      await turn();
    }
    if (alerts.length > 0) this.queued(await this.store.enqueue(alerts, this.clock.now()));
  }
}
