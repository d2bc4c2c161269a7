// An airport code retired since (TXL, SXF) is answered with a not-found error naming the airport
// its flights moved to, wherever an airport code is asked; a closed one says why; others are unknown.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { parseXml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function error(path: string): Promise<{ status: number; code: string; description: string }> {
  const res = await s.get(path);
  const e = [parseXml(await res.text()).ProcessingErrors.ProcessingError].flat()[0];
  return { status: res.status, code: e.Code, description: e.Description };
}

const DAY = isoFromDay(todayIn('Europe/Berlin') + 5);

test('TXL and SXF name BER: the airport record, schedules from or to them, and routes', async () => {
  for (const path of [
    '/v1/references/airports/TXL',
    '/v1/mds-references/airports/sxf',
    `/v2/operations/schedules/TXL/MUC/${DAY}`,
    `/v2/operations/schedules/MUC/SXF/${DAY}`,
    '/v1/references/routes/TXL',
  ]) {
    const e = await error(path);
    assert.equal(e.status, 404, path);
    assert.equal(e.code, '2009', path);
    assert.match(e.description, /^Airport code (TXL|SXF) is no longer in use \(Berlin .*\): ask for BER, \/v1\/references\/airports\/BER$/, path);
  }
  assert.equal((await s.get('/v1/references/airports/BER')).status, 200, 'and BER is there');
});

test('a code closed with nowhere to go says why; an unknown code is unknown', async () => {
  const closed = await error('/v1/references/airports/DSA');
  assert.deepEqual([closed.status, closed.code], [404, '2011']);
  assert.match(closed.description, /^Airport code DSA is no longer in use \(Doncaster Sheffield: closed in November 2022\)\.$/);
  const unknown = await error('/v1/references/airports/ZZX');
  assert.deepEqual([unknown.status, unknown.code], [404, '2002']);
});
