// Runs the journey validator over a larger set of seeded queries against the real server on the
// test dataset, and prints its counts: node dist/test/support/validate-journeys.js [count] [seed]
// With DATA_DIR=dir, on the dataset of that data directory instead (the world: `skyref dataset
// build` into it as of the suite's date).
import { startTestServer } from './server.js';
import { TEST_DATASET } from './paths.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { TEST_NOW } from './test-clock.js';
import { contextFromDataset, formatCounts, planQueries, routesFromDataset, runValidation } from './journey-validator.js';

const count = Number(process.argv[2] ?? 2000);
const seed = Number(process.argv[3] ?? 15);
const dataDir = process.env.DATA_DIR;
const dataset = dataDir ? datasetPath(dataDir) : TEST_DATASET;
const ctx = contextFromDataset(dataset);
const plans = planQueries(ctx, routesFromDataset(dataset), count, seed, TEST_NOW);
const server = await startTestServer(dataDir ? { dataDir } : {});
try {
  const started = performance.now();
  const run = await runValidation(ctx, async (path) => {
    const res = await server.get(path, { accept: 'application/json' });
    return { status: res.status, body: await res.json() };
  }, plans);
  process.stdout.write(`${formatCounts(run)}\n${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  for (const v of run.violations.slice(0, Number(process.env.SHOW ?? 30))) process.stdout.write(`${v.rule}: ${v.message}\n`);
} finally {
  await server.close();
}
