// Changes to a dataset file: read it, change the content, write a new file beside it and rename
// it into place. A failure anywhere leaves the served file as it was.
import type { DatasetContent, SeatRecord } from './dataset-content.js';
import { readDatasetFile, writeDatasetFile } from './dataset-file.js';

export function updateDatasetFile(path: string, change: (content: DatasetContent) => DatasetContent): string {
  const { content } = readDatasetFile(path);
  return writeDatasetFile(path, change(content));
}

/** Seat figures of the aircraft in `records` replace theirs; every other aircraft keeps its own. */
export function replaceSeats(content: DatasetContent, records: readonly SeatRecord[]): DatasetContent {
  const replaced = new Set(records.map((r) => r.aircraftCode));
  return { ...content, seats: [...content.seats.filter((s) => !replaced.has(s.aircraftCode)), ...records] };
}
