// The metrics are gathered at most once an interval, and scrapes during a gathering share it: the
// guard that keeps a flood of scrapes from costing the serving workers anything.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GatheredMetrics } from '../../src/api/gathered-metrics.js';
import { ManualClock } from '../support/manual-clock.js';

/** A gathering the test finishes by hand, counting how often it was started. */
function controlledGather() {
  let started = 0;
  let finish: ((text: string) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  return {
    gather: () => {
      started++;
      return new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
    started: () => started,
    finish: (text: string) => finish!(text),
    fail: (error: Error) => fail!(error),
  };
}

test('scrapes within the interval get the last gathering; the first one after it gathers again', async () => {
  const clock = new ManualClock(0);
  let n = 0;
  const gathered = new GatheredMetrics(async () => `count ${++n}\n`, 1000, () => clock.monotonic());
  assert.equal((await gathered.body()).toString(), 'count 1\n');
  clock.advance(999);
  assert.equal((await gathered.body()).toString(), 'count 1\n');
  clock.advance(1);
  assert.equal((await gathered.body()).toString(), 'count 2\n');
  assert.equal(n, 2);
});

test('scrapes that arrive during a gathering wait for it rather than starting their own, also with an interval of 0', async () => {
  const clock = new ManualClock(0);
  const control = controlledGather();
  const gathered = new GatheredMetrics(control.gather, 0, () => clock.monotonic());
  const scrapes = Array.from({ length: 16 }, () => gathered.body());
  clock.advance(5000);
  scrapes.push(gathered.body());
  assert.equal(control.started(), 1);
  control.finish('one\n');
  const bodies = await Promise.all(scrapes);
  assert.deepEqual(new Set(bodies.map((b) => b.toString())), new Set(['one\n']));
  // Once it is over, an interval of 0 gathers afresh for the next scrape.
  const next = gathered.body();
  assert.equal(control.started(), 2);
  control.finish('two\n');
  assert.equal((await next).toString(), 'two\n');
});

test('a failed gathering is not repeated for every scrape within the interval', async () => {
  const clock = new ManualClock(0);
  const control = controlledGather();
  const gathered = new GatheredMetrics(control.gather, 1000, () => clock.monotonic());
  const first = gathered.body();
  control.fail(new Error('no answer'));
  await assert.rejects(first, /no answer/);
  await assert.rejects(gathered.body(), /no answer/);
  assert.equal(control.started(), 1);
  clock.advance(1000);
  const again = gathered.body();
  assert.equal(control.started(), 2);
  control.finish('back\n');
  assert.equal((await again).toString(), 'back\n');
});
