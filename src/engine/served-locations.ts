// The airports filters of the airports list (docs/decisions.md): locations with flights operated
// by a set of airlines, derived from the loaded schedule. Kept per airline set for the life of the
// dataset, since a schedule change always comes with a new dataset.
import type { Dataset, Location } from '../model/read-model.js';

export class ServedLocations {
  private readonly byAirlines = new Map<string, readonly Location[]>();

  constructor(private readonly dataset: Dataset) {}

  /** The dataset's locations served by flights that any of `airlines` operates, ordered by code. */
  servedBy(airlines: readonly string[]): readonly Location[] {
    const key = [...airlines].sort().join(',');
    let served = this.byAirlines.get(key);
    if (!served) {
      const codes = new Set<string>();
      for (const airline of airlines) for (const code of this.dataset.schedule.servedBy.get(airline) ?? []) codes.add(code);
      served = this.dataset.locations.list.filter((l) => codes.has(l.code));
      this.byAirlines.set(key, served);
    }
    return served;
  }
}
