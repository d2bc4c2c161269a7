// The horizon's last dates over the default test dataset (issue 15): a journey starting on any
// allowed date is complete though its later legs run after today + 360, and the last allowed date
// has journeys where the origin's local date is ahead of UTC's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});


async function journeys(origin: string, destination: string, day: number): Promise<number> {
  const res = await server.get(`/v2/operations/schedules/${origin}/${destination}/${isoFromDay(day)}?limit=100&includeCodeshares=false`, { accept: 'application/json' });
  if (res.status === 404) return 0;
  const text = await res.text();
  assert.equal(res.status, 200, text);
  const schedules = (JSON.parse(text) as { ScheduleResource: { Schedule: unknown } }).ScheduleResource.Schedule;
  return Array.isArray(schedules) ? schedules.length : 1;
}

test('journeys from the last days keep their connections that run after today + 360 (LAX→SYD)', async () => {
  const today = todayIn('America/Los_Angeles');
  // The same weekdays a week earlier, when every later leg is well inside the schedule.
  for (const offset of [359, 360]) {
    const late = await journeys('LAX', 'SYD', today + offset);
    const week = await journeys('LAX', 'SYD', today + offset - 7);
    assert.ok(week > 0, `no LAX→SYD journey on today + ${offset - 7}`);
    assert.ok(late >= week * 0.8, `LAX→SYD: ${late} journeys on today + ${offset}, ${week} a week earlier`);
  }
});

test('the last allowed date has journeys where the local date is ahead of UTC (AKL→SYD on today + 360)', async () => {
  const today = todayIn('Pacific/Auckland');
  const last = await journeys('AKL', 'SYD', today + 360);
  const week = await journeys('AKL', 'SYD', today + 353);
  assert.ok(week > 0);
  assert.ok(last >= week * 0.8, `AKL→SYD: ${last} journeys on today + 360, ${week} a week earlier`);
});
