// The one clock: SKYREF_NOW's instants, a calendar that runs on from one, and the date this run of
// the suite takes for today.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { ConfigError, readConfig } from '../../src/config.js';
import { aheadOfMachine, clockAhead, clockFrom, parseInstant, systemClock } from '../../src/domain/clock.js';
import { Worker } from 'node:worker_threads';
import { isoFromDay, utcDayOf } from '../../src/domain/flight-dates.js';
import { TEST_DATE, TEST_DAY, TEST_NOW, todayIn } from '../support/test-clock.js';

test('the suite runs as of one date, at noon UTC, whatever the machine\'s zone', (t) => {
  t.diagnostic(`suite date ${TEST_DATE} (now ${new Date(TEST_NOW).toISOString()}; SKYREF_TEST_DATE=${process.env.SKYREF_TEST_DATE ?? 'unset'}, TZ=${process.env.TZ ?? 'unset'})`);
  assert.equal(new Date(TEST_NOW).toISOString(), `${TEST_DATE}T12:00:00.000Z`);
  assert.equal(isoFromDay(TEST_DAY), TEST_DATE);
  assert.equal(todayIn('UTC'), TEST_DAY);
  assert.equal(todayIn('Pacific/Pago_Pago'), TEST_DAY, 'UTC−11: 01:00 the same day');
  assert.equal(todayIn('Pacific/Kiritimati'), TEST_DAY + 1, 'UTC+14: 02:00 the next day');
});

test('instants are ISO 8601 with their UTC offset; dates that do not exist are refused', () => {
  assert.equal(parseInstant('2028-02-29T09:00:00Z'), Date.UTC(2028, 1, 29, 9));
  assert.equal(parseInstant('2028-02-29T09:00Z'), Date.UTC(2028, 1, 29, 9));
  assert.equal(parseInstant('2028-02-29T10:30:15.250+01:00'), Date.UTC(2028, 1, 29, 9, 30, 15, 250));
  assert.equal(parseInstant(' 2027-12-31T23:59:59-05:00 '), Date.UTC(2028, 0, 1, 4, 59, 59));
  for (const bad of ['2028-02-29', '2028-02-29T09:00', '2027-02-29T09:00Z', '2028-04-31T09:00Z', '2028-01-01T24:00Z', '2028-01-01T12:60Z', '2028-01-01T12:00+25:00', 'tomorrow', '']) {
    assert.equal(parseInstant(bad), undefined, bad);
  }
});

test('SKYREF_NOW: the calendar starts at the instant given and runs on; the monotonic reading stays the machine\'s', async () => {
  const start = Date.UTC(2028, 1, 29, 23, 59, 59, 900);
  const clock = clockFrom(start);
  const first = clock.now();
  assert.ok(first >= start && first < start + 10_000, String(first));
  const m0 = clock.monotonic();
  await sleep(150);
  const ran = clock.now() - first;
  assert.ok(ran >= 140, `ran on ${ran} ms`);
  assert.ok(clock.monotonic() - m0 >= 140);
  assert.equal(isoFromDay(utcDayOf(clock.now())), '2028-03-01', 'past midnight into March');
});

test('SKYREF_NOW is read by the configuration; without it, the machine\'s time', () => {
  assert.equal(readConfig({}).clock, systemClock);
  const shifted = readConfig({ SKYREF_NOW: '2030-06-01T08:00:00+02:00' }).clock;
  assert.ok(Math.abs(shifted.now() - Date.UTC(2030, 5, 1, 6)) < 10_000);
  for (const bad of ['2030-06-01', 'now', '2030-02-30T00:00Z']) {
    assert.throws(() => readConfig({ SKYREF_NOW: bad }), (e: unknown) => e instanceof ConfigError && /SKYREF_NOW must be an ISO 8601 instant/.test(e.message), bad);
  }
});

test('a set calendar read in another thread through its lead over the machine is the same calendar there', async () => {
  const clock = clockFrom(Date.parse('2027-06-01T12:00:00Z'));
  await sleep(20);
  const ahead = aheadOfMachine(clock);
  // The thread takes tens of milliseconds to start: a calendar set from SKYREF_NOW there would lag by that.
  const there = await new Promise<number>((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage(workerData.ahead + performance.timeOrigin + performance.now());`,
      { eval: true, workerData: { ahead } },
    );
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const here = clock.now();
  assert.ok(there <= here && here - there < 50, `read ${here - there} ms apart`);
  assert.ok(Math.abs(clockAhead(ahead).now() - clock.now()) < 1);
});
