// The airports filters of the spec (§4.4): locations with flights operated by a set of airlines,
// derived from the loaded schedule and kept per dataset and airline set, since a schedule change
// always comes with a new dataset.
import type { Dataset, Location } from '../model/read-model.js';

const cache = new WeakMap<Dataset, Map<string, readonly Location[]>>();

/** The dataset's locations served by flights that any of `airlines` operates, ordered by code. */
export function locationsServedBy(dataset: Dataset, airlines: readonly string[]): readonly Location[] {
  const key = [...airlines].sort().join(',');
  let perDataset = cache.get(dataset);
  if (!perDataset) {
    perDataset = new Map();
    cache.set(dataset, perDataset);
  }
  let served = perDataset.get(key);
  if (!served) {
    const codes = new Set<string>();
    for (const airline of airlines) for (const code of dataset.schedule.servedBy.get(airline) ?? []) codes.add(code);
    served = dataset.locations.list.filter((l) => codes.has(l.code));
    perDataset.set(key, served);
  }
  return served;
}
