// The connection search against the builder it replaced, on many seeded queries:
//
//   node dist/test/support/compare-search.js [count] [seed] [FILE]
//
// FILE defaults to the world-scale benchmark dataset (bench/results/world/dataset.sqlite), else the
// test dataset. Prints the counts and both digests; exits 1 when any answer differs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { REPO_ROOT, TEST_DATASET } from './paths.js';
import { compareWithReference } from './search-comparison.js';
import { TEST_NOW } from './test-clock.js';

const count = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 17);
const world = join(REPO_ROOT, 'bench', 'results', 'world', 'dataset.sqlite');
const file = process.argv[4] ?? (existsSync(world) ? world : TEST_DATASET);

const started = performance.now();
const result = compareWithReference(loadDatasetFile(file), { count, seed, nowMs: TEST_NOW });
process.stdout.write(
  [
    `${file}: ${result.queries} queries (seed ${seed}), ${result.answered} with journeys, ${result.journeys} journeys`,
    `  differing answers ${result.differing}`,
    `  digest reference ${result.referenceDigest}, search ${result.searchDigest}`,
    `  ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ...result.examples,
    '',
  ].join('\n'),
);
if (result.differing > 0) process.exitCode = 1;
