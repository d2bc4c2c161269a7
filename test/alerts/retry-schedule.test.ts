// When a failed alert is tried again, and when it is given up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LONGEST_WAIT_MS, nextAttemptMs } from '../../src/alerts/retry-schedule.js';

test('waits double from the first, at most an hour, until the retry time has passed since the alert was made', () => {
  const settings = { firstRetryMs: 1000, retryMs: 24 * 3_600_000 };
  assert.equal(nextAttemptMs(1, 0, 0, settings), 1000);
  assert.equal(nextAttemptMs(2, 0, 5000, settings), 7000);
  assert.equal(nextAttemptMs(5, 0, 0, settings), 16_000);
  assert.equal(nextAttemptMs(30, 0, 0, settings), LONGEST_WAIT_MS);
  assert.equal(nextAttemptMs(30, 0, 23 * 3_600_000, settings), 24 * 3_600_000);
  assert.equal(nextAttemptMs(30, 0, 23 * 3_600_000 + 1, settings), undefined);
  assert.equal(nextAttemptMs(1, 0, 0, { firstRetryMs: 1000, retryMs: 0 }), undefined);
});
