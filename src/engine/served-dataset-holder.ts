import type { ServedDataset } from './served-dataset.js';
import { withCurrentDepartures } from './served-dataset.js';

/** The dataset being served with its engines; replaced whole, never changed in place. */
export class ServedDatasetHolder {
  private served: ServedDataset;
  private readonly listeners: ((next: ServedDataset) => void)[] = [];

  constructor(initial: ServedDataset) {
    this.served = initial;
  }

  get current(): ServedDataset {
    return this.served;
  }

  /** Serves another dataset from the next request on. */
  swap(next: ServedDataset): void {
    this.served = next;
    for (const listener of this.listeners) listener(next);
  }

  /** Called with every new dataset (not with a rebuilt departure index: answers stay the same). */
  onSwap(listener: (next: ServedDataset) => void): void {
    this.listeners.push(listener);
  }

  /** Rebuilds the departure index when the horizon is about to leave it; true when it did. */
  keepDeparturesCurrent(nowMs: number = Date.now()): boolean {
    const next = withCurrentDepartures(this.served, nowMs);
    if (next === this.served) return false;
    this.served = next;
    return true;
  }
}
