// A deployment run as of another date (SKYREF_NOW two years after the suite's date): the default
// dataset it builds on first start covers its calendar, its horizon runs from its today, the real
// today is refused as out of range, and its tokens are issued and accepted on its calendar.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { decodeJwt } from 'jose';
import { isoFromDay, utcDayOf } from '../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_DAY, TEST_NOW } from '../support/test-clock.js';
import { parseXml } from '../support/xml.js';

const AHEAD_DAYS = 731;
const NOW = TEST_NOW + AHEAD_DAYS * 86_400_000;
const DAY = utcDayOf(NOW);
const dataDir = mkdtempSync(join(tmpdir(), 'skyref-clock-'));
let s: TestServer;
const started: string[] = [];

before(async () => {
  // An empty data directory: the default dataset is built at start, as of SKYREF_NOW.
  s = await startTestServer({ SKYREF_NOW: new Date(NOW).toISOString() }, { dataDir, notice: (text) => started.push(text) });
});
after(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function schedule(day: number): Promise<{ status: number; body: ReturnType<typeof parseXml> }> {
  const res = await s.get(`/v1/operations/schedules/FRA/JFK/${isoFromDay(day)}?directFlights=true`);
  return { status: res.status, body: parseXml(await res.text()) };
}

test('dates of its own horizon are answered from a schedule that covers them', async () => {
  for (const day of [DAY, DAY + 300, DAY + 360]) {
    const { status, body } = await schedule(day);
    assert.equal(status, 200, isoFromDay(day));
    const flights = [body.ScheduleResource.Schedule].flat();
    assert.ok(flights.length > 0, `FRA→JFK nonstop on ${isoFromDay(day)}`);
  }
});

test("the machine's today, and the day after the horizon, are outside it (3009), naming its range", async () => {
  for (const day of [TEST_DAY, DAY - 1, DAY + 361]) {
    const { status, body } = await schedule(day);
    assert.equal(status, 400, isoFromDay(day));
    const error = [body.ProcessingErrors.ProcessingError].flat()[0];
    assert.equal(error.Code, '3009');
    assert.match(error.Description, new RegExp(`from ${isoFromDay(DAY)} to ${isoFromDay(DAY + 360)}`));
  }
});

test('a dataset whose schedule ends before the horizon does is named at start, with what to do', async () => {
  const notices: string[] = [];
  const old = await startTestServer({ SKYREF_NOW: new Date(NOW).toISOString() }, { notice: (text) => notices.push(text) });
  try {
    assert.ok(
      notices.some((n) => n.includes(`the horizon to ${isoFromDay(DAY + 360)}`) && n.includes('skyref dataset build')),
      notices.join('\n'),
    );
    assert.equal((await old.get(`/v1/operations/schedules/FRA/JFK/${isoFromDay(DAY + 10)}`)).status, 404, 'no flights so far ahead in the suite\'s dataset');
  } finally {
    await old.close();
  }
  assert.deepEqual(started.filter((n) => n.includes('horizon')), [], 'not for the dataset built as of its own today');
});

test('tokens are issued and checked on its calendar', async () => {
  const { iat, exp } = decodeJwt(await s.token());
  assert.ok(Math.abs(iat! * 1000 - NOW) < 600_000, `iat ${new Date(iat! * 1000).toISOString()}`);
  assert.equal(exp! - iat!, 21600);
  assert.equal((await s.get('/v1/references/countries/DE')).status, 200);
});
