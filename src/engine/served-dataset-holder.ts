import type { ServedDataset } from './served-dataset.js';

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

  /** Called with every new dataset. */
  onSwap(listener: (next: ServedDataset) => void): void {
    this.listeners.push(listener);
  }
}
