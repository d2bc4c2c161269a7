import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { compareWithCurrentEngine } from '../support/engine-equivalence.js';
import { TEST_DATASET } from '../support/paths.js';
import type { ComparisonResult } from '../support/search-comparison.js';
import { TEST_NOW } from '../support/test-clock.js';
import { worldTestDataset } from '../support/world-test-dataset.js';

// Issue 49: the connection search with its connection patterns gives, journey for journey, the
// answers of the engine it grew from (test/support/current-search/), on >= 10,000 seeded queries
// of the regional test dataset and of the world-scale one.
const QUERIES = 10_000;

function assertSame(result: ComparisonResult, minimumAnswered: number): void {
  assert.deepEqual(result.examples, []);
  assert.equal(result.differing, 0);
  assert.equal(result.searchDigest, result.referenceDigest);
  assert.equal(result.queries, QUERIES);
  assert.ok(result.answered > minimumAnswered, `only ${result.answered} queries had journeys: the comparison would prove little`);
}

test('on the regional test dataset, 10,000 seeded queries answered as the engine before the patterns answers them', () => {
  const result = compareWithCurrentEngine(serveDataset(loadDatasetFile(TEST_DATASET)), { count: QUERIES, seed: 49, nowMs: TEST_NOW });
  assertSame(result, 3000);
  assert.ok(result.journeys > 30_000, `only ${result.journeys} journeys compared`);
});

test('on the world-scale dataset, 10,000 seeded queries answered as the engine before the patterns answers them', { timeout: 600_000 }, async () => {
  const file = await worldTestDataset();
  const result = compareWithCurrentEngine(serveDataset(loadDatasetFile(file)), { count: QUERIES, seed: 4949, nowMs: TEST_NOW });
  assertSame(result, 3000);
  assert.ok(result.journeys > 15_000, `only ${result.journeys} journeys compared`);
});
