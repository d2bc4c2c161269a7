// Building the default dataset file, on first start or on demand.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeDatasetFile } from '../dataset/dataset-file.js';
import { buildDefaultDataset } from './default-dataset.js';
import type { AirlineRouteRecord } from './sources/optd-airline-routes.js';

/**
 * The default dataset as of `nowMs` (the service's calendar: the schedule starts that day), flying
 * `routes` when given, else the committed route table.
 */
export async function buildDefaultDatasetFile(path: string, extraLanguages: readonly string[], nowMs: number, routes?: readonly AirlineRouteRecord[]): Promise<void> {
  // Created private like the state database beside it (see state/private-files.ts).
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeDatasetFile(path, await buildDefaultDataset(extraLanguages, { nowMs, ...(routes ? { routes } : {}) }));
}
