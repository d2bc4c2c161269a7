// When a callback URL that fails every attempt is paused, for how long, and what lets it go again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_PAUSE_MS, PAUSE_AFTER, ReceiverPauses } from '../../src/alerts/receiver-pauses.js';
import { LONGEST_WAIT_MS } from '../../src/alerts/retry-schedule.js';

const URL_A = 'https://a.example/hook';
const URL_B = 'https://b.example/hook';
const PROBE_WAIT = 15_000;

/** `n` failed attempts at `url` at `t`, returning the last one's pause end. */
function fail(p: ReceiverPauses, url: string, n: number, t: number): number | undefined {
  let paused: number | undefined;
  for (let i = 0; i < n; i++) paused = p.attempted(url, false, '503', t);
  return paused;
}

test(`${PAUSE_AFTER} failures in a row pause a URL for ${FIRST_PAUSE_MS / 1000} s; fewer do not; other URLs go on`, () => {
  const p = new ReceiverPauses(PROBE_WAIT);
  assert.equal(fail(p, URL_A, PAUSE_AFTER - 1, 1000), undefined);
  assert.deepEqual(p.admit(URL_A, 1000), { go: true });
  assert.equal(p.attempted(URL_A, false, 'timeout', 2000), 2000 + FIRST_PAUSE_MS);
  const held = p.admit(URL_A, 3000);
  assert.equal(held.go, false);
  assert.ok(!held.go && held.untilMs === 2000 + FIRST_PAUSE_MS && held.reason.includes(`${PAUSE_AFTER} failed attempts in a row`) && held.reason.includes('last: timeout'), JSON.stringify(held));
  assert.deepEqual(p.admit(URL_B, 3000), { go: true });
});

test('an answer between failures clears the count', () => {
  const p = new ReceiverPauses(PROBE_WAIT);
  fail(p, URL_A, PAUSE_AFTER - 1, 0);
  p.attempted(URL_A, true, '200', 1);
  assert.equal(fail(p, URL_A, PAUSE_AFTER - 1, 2), undefined);
  assert.deepEqual(p.admit(URL_A, 3), { go: true });
});

test("attempts under way when a URL is paused end without lengthening the pause", () => {
  const p = new ReceiverPauses(PROBE_WAIT);
  const until = fail(p, URL_A, PAUSE_AFTER, 0)!;
  assert.equal(p.attempted(URL_A, false, '500', 10), until);
  assert.equal(p.attempted(URL_A, false, '500', 20), until);
});

test("a pause's end lets one attempt through; others wait for it; a failure pauses twice as long, an answer clears", () => {
  const p = new ReceiverPauses(PROBE_WAIT);
  const first = fail(p, URL_A, PAUSE_AFTER, 0)!;
  assert.deepEqual(p.admit(URL_A, first), { go: true }, 'the one attempt at the end');
  const waiting = p.admit(URL_A, first + 1);
  assert.ok(!waiting.go && waiting.untilMs === first + 1 + PROBE_WAIT, 'others wait about as long as it may take');
  const second = p.attempted(URL_A, false, '502', first + 100)!;
  assert.equal(second, first + 100 + 2 * FIRST_PAUSE_MS);
  assert.equal(p.admit(URL_A, second - 1).go, false);
  assert.deepEqual(p.admit(URL_A, second), { go: true });
  p.attempted(URL_A, true, '200', second + 5);
  assert.deepEqual(p.admit(URL_A, second + 6), { go: true });
  assert.deepEqual(p.admit(URL_A, second + 7), { go: true }, 'cleared: attempts go as they come');
});

test('pauses double up to an hour', () => {
  const p = new ReceiverPauses(PROBE_WAIT);
  let t = 0;
  let until = fail(p, URL_A, PAUSE_AFTER, t)!;
  const lengths = [until - t];
  for (let i = 0; i < 10; i++) {
    t = until;
    assert.equal(p.admit(URL_A, t).go, true);
    until = p.attempted(URL_A, false, 'timeout', t)!;
    lengths.push(until - t);
  }
  assert.deepEqual(lengths.slice(0, 4), [FIRST_PAUSE_MS, 2 * FIRST_PAUSE_MS, 4 * FIRST_PAUSE_MS, 8 * FIRST_PAUSE_MS]);
  assert.equal(Math.max(...lengths), LONGEST_WAIT_MS);
  assert.equal(lengths.at(-1), LONGEST_WAIT_MS);
});
