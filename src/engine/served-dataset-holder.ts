import type { Dataset } from '../model/read-model.js';

/** The dataset being served; replaced whole, never changed in place. */
export class DatasetHolder {
  private dataset: Dataset;
  private readonly listeners: ((next: Dataset) => void)[] = [];

  constructor(initial: Dataset) {
    this.dataset = initial;
  }

  get current(): Dataset {
    return this.dataset;
  }

  swap(next: Dataset): void {
    this.dataset = next;
    for (const listener of this.listeners) listener(next);
  }

  onSwap(listener: (next: Dataset) => void): void {
    this.listeners.push(listener);
  }
}
