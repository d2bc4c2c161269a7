import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { TEST_DATASET } from '../support/paths.js';
import { compareWithReference } from '../support/search-comparison.js';
import { TEST_NOW } from '../support/test-clock.js';

// The larger run on the world-scale dataset is test/support/compare-search.ts.
test('the connection search gives the answers of the builder it replaced, on 400 seeded queries', () => {
  const result = compareWithReference(loadDatasetFile(TEST_DATASET), { count: 400, seed: 17, nowMs: TEST_NOW });
  assert.deepEqual(result.examples, []);
  assert.equal(result.differing, 0);
  assert.equal(result.searchDigest, result.referenceDigest);
  assert.ok(result.answered > 100, `only ${result.answered} queries had journeys: the comparison would prove little`);
  assert.ok(result.journeys > 1000, `only ${result.journeys} journeys compared`);
});
