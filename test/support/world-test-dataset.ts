// The world-scale dataset for the tests that need it (the connection search's equivalence test):
// the default dataset on the whole route table, built as of the suite's date into .test-data/ on
// first use and reused by later runs of the same date (it takes a minute or two to build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDefaultDatasetFile } from '../../src/ingest/default-dataset-file.js';
import { REPO_ROOT } from './paths.js';
import { TEST_NOW } from './test-clock.js';

export const WORLD_TEST_DATASET = join(REPO_ROOT, '.test-data', 'world-dataset.sqlite');
const WORLD_TEST_DATE = join(REPO_ROOT, '.test-data', 'world-dataset-now');

/** The world dataset's file, built first when there is none for the suite's date. */
export async function worldTestDataset(): Promise<string> {
  const builtFor = existsSync(WORLD_TEST_DATE) ? readFileSync(WORLD_TEST_DATE, 'utf8').trim() : '';
  if (!existsSync(WORLD_TEST_DATASET) || builtFor !== String(TEST_NOW)) {
    await buildDefaultDatasetFile(WORLD_TEST_DATASET, [], TEST_NOW);
    writeFileSync(WORLD_TEST_DATE, `${TEST_NOW}\n`);
  }
  return WORLD_TEST_DATASET;
}
