// The world-scale dataset file the schedule benchmarks run on, and its airports drawn by traffic.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readDatasetFile } from '../src/dataset/dataset-file.js';
import { weightedPicker } from './sampling.js';

/** Where bench/world-dataset.js writes the world-scale dataset. */
export const WORLD_DATASET = fileURLToPath(new URL('../../bench/results/world/dataset.sqlite', import.meta.url));

/** The file asked for (the world dataset when none is), or the process ends saying how to build it. */
export function worldDatasetFile(asked: string | undefined): string {
  const file = asked ?? WORLD_DATASET;
  if (!existsSync(file)) {
    console.error(`no dataset at ${file}: build it first with node dist/bench/world-dataset.js`);
    process.exit(1);
  }
  return file;
}

/** Airports with departures, drawn in proportion to their leg periods (busy airports are asked about most). */
export function trafficWeightedAirports(file: string, random: () => number): () => string {
  const counts = new Map<string, number>();
  for (const leg of readDatasetFile(file).content.schedule.legs) counts.set(leg.origin, (counts.get(leg.origin) ?? 0) + 1);
  const codes = [...counts.keys()].sort();
  return weightedPicker(codes, codes.map((code) => counts.get(code)!), random);
}
