// Changes to a dataset file: read it, change the content, write a new file beside it and rename
// it into place. A failure anywhere leaves the served file as it was.
import type { DatasetContent, SeatRecord } from './dataset-content.js';
import type { ConnectionTimeRecord, LegPeriodRecord } from './schedule-content.js';
import { readDatasetFile, writeDatasetFile } from './dataset-file.js';

export function updateDatasetFile(path: string, change: (content: DatasetContent) => DatasetContent): string {
  const { content } = readDatasetFile(path);
  return writeDatasetFile(path, change(content));
}

/**
 * Seat figures of the aircraft in `records` replace theirs; every other aircraft keeps its own. A
 * cabin the dataset had keeps its layout (an import gives sizes, not where the seats are), so its
 * seat map stays; a cabin new to the aircraft has none.
 */
export function replaceSeats(content: DatasetContent, records: readonly SeatRecord[]): DatasetContent {
  const replaced = new Set(records.map((r) => r.aircraftCode));
  const layouts = new Map(content.seats.flatMap((s) => (s.layout ? [[`${s.aircraftCode} ${s.cabin}`, s.layout] as const] : [])));
  const kept = records.map((r) => {
    const layout = r.layout ?? layouts.get(`${r.aircraftCode} ${r.cabin}`);
    return layout ? { ...r, layout } : r;
  });
  return { ...content, seats: [...content.seats.filter((s) => !replaced.has(s.aircraftCode)), ...kept] };
}

/**
 * The legs filed under the airlines in `airlines` replace theirs; every other airline keeps its
 * schedule. An airline named in a file with no good legs ends up with none.
 */
export function replaceSchedule(
  content: DatasetContent,
  airlines: readonly string[],
  legs: readonly LegPeriodRecord[],
  source: string,
): DatasetContent {
  const replaced = new Set(airlines);
  return {
    ...content,
    schedule: {
      carriers: [
        ...content.schedule.carriers.filter((c) => !replaced.has(c.airline)),
        ...[...replaced].map((airline) => ({ airline, source })),
      ].sort((a, b) => (a.airline < b.airline ? -1 : a.airline > b.airline ? 1 : 0)),
      legs: [...content.schedule.legs.filter((l) => !replaced.has(l.flight.airline)), ...legs],
      connectionTimes: content.schedule.connectionTimes,
      ticketing: content.schedule.ticketing,
    },
  };
}

/** The imported table replaces every minimum connecting time the dataset had. */
export function replaceConnectionTimes(content: DatasetContent, records: readonly ConnectionTimeRecord[]): DatasetContent {
  return { ...content, schedule: { ...content.schedule, connectionTimes: [...records] } };
}

/** Airlines are optional: a feed without them leaves the dataset's. */
export type ReferenceContent = Pick<DatasetContent, 'countries' | 'locations' | 'cities' | 'aircraft'> & Partial<Pick<DatasetContent, 'airlines'>>;

export interface ReferenceReplacement {
  content: DatasetContent;
  /** Leg periods dropped because the new reference data lacks one of their airports. */
  droppedLegs: number;
  /** Those airports, ordered. */
  goneAirports: string[];
}

/**
 * A reference feed's countries, locations, cities, aircraft and (when it has them) airlines replace
 * the dataset's; seats and schedules stay, less the legs at airports the feed no longer has (which
 * could never be shown).
 */
export function replaceReference(content: DatasetContent, reference: ReferenceContent, sources: string[], builtAt: string): ReferenceReplacement {
  const known = new Set(reference.locations.map((l) => l.code));
  const legs = content.schedule.legs.filter((l) => known.has(l.origin) && known.has(l.destination));
  const gone = new Set(content.schedule.legs.flatMap((l) => [l.origin, l.destination]).filter((c) => !known.has(c)));
  return {
    content: { ...content, ...reference, airlines: reference.airlines ?? content.airlines, info: { builtAt, sources }, schedule: { ...content.schedule, legs } },
    droppedLegs: content.schedule.legs.length - legs.length,
    goneAirports: [...gone].sort(),
  };
}
