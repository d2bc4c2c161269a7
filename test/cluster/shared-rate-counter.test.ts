import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter, type RateDecision } from '../../src/api/auth/rate-limit.js';
import { RateSlots, SharedRateCounter, rateTable, releaseLocksOf } from '../../src/cluster/shared-rate-counter.js';

const LIMITS = { perSecond: 5, perHour: 40 };

/** Two workers' counters over one table, their slots from one supervisor. */
function machine(capacity = 8) {
  const table = rateTable(capacity);
  const slots = new RateSlots(capacity);
  const worker = (threadId: number) => new SharedRateCounter(table, threadId, async (id) => slots.slotOf(id), new RateLimiter());
  return [worker(1), worker(2)] as const;
}

test('two workers over one table decide every request as one in-process limiter would', async () => {
  const [a, b] = machine();
  const reference = new RateLimiter();
  // 300 requests of three clients over 100 s, taken in turn by the two workers.
  for (let i = 0; i < 300; i++) {
    const client = `c${i % 3}`;
    const nowMs = 1_000_000 + i * 337;
    const got: RateDecision = await (i % 2 === 0 ? a : b).take(client, LIMITS, nowMs);
    assert.deepEqual(got, reference.take(client, LIMITS, nowMs), `request ${i} of ${client}`);
  }
});

test('a burst over the limit from both workers at once: the limit, no more', async () => {
  const [a, b] = machine();
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).take('burst', LIMITS, 5_000)));
  assert.equal(answers.filter((d) => d.allowed).length, 5);
});

test('a client past the table\'s end is counted by each worker apart', async () => {
  const [a, b] = machine(1);
  await a.take('first', LIMITS, 0);
  const allowed = async (counter: SharedRateCounter) => {
    let n = 0;
    for (let i = 0; i < 10; i++) if ((await counter.take('second', LIMITS, 10_000)).allowed) n++;
    return n;
  };
  assert.deepEqual([await allowed(a), await allowed(b)], [5, 5]);
});

test('a lock left held by a worker that ended is let go, and the others decide again', async () => {
  const table = rateTable(4);
  const slots = new RateSlots(4);
  const counter = new SharedRateCounter(table, 2, async (id) => slots.slotOf(id), new RateLimiter());
  assert.equal((await counter.take('c', LIMITS, 0)).allowed, true);
  // Worker 7 ended inside the lock of client c's slot.
  table.locks[0] = 7;
  releaseLocksOf(table, 7);
  assert.equal(table.locks[0], 0);
  assert.equal((await counter.take('c', LIMITS, 1)).allowed, true);
  assert.equal(table.locks[0], 0, 'let go after the decision');
});
