import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { TEST_NOW } from '../../support/test-clock.js';
import { parseXml } from '../../support/xml.js';

let s: TestServer;
// Held still by the first test, so that its burst arrives at one instant of the service's clock.
const clock = new ManualClock(TEST_NOW);
before(async () => {
  s = await startTestServer({ SKYREF_RATE_PER_SECOND: '5', SKYREF_RATE_PER_HOUR: '1000' }, { clock });
});
after(async () => s?.close());

test('over the per-second limit: 429 with Retry-After and RateLimit headers', async () => {
  await s.token();
  const statuses: number[] = [];
  let limited: Response | undefined;
  // A burst well over 5, at one instant: 5 pass.
  const responses = await Promise.all(Array.from({ length: 20 }, () => s.get('/v1/references/countries/FR')));
  for (const res of responses) {
    statuses.push(res.status);
    if (res.status === 429 && !limited) limited = res;
    else await res.arrayBuffer();
  }
  assert.equal(statuses.filter((x) => x === 200).length, 5, statuses.join(','));
  assert.ok(limited, 'some request is limited');
  assert.ok(Number(limited.headers.get('retry-after')) >= 1);
  assert.equal(limited.headers.get('ratelimit-limit'), '5');
  assert.equal(limited.headers.get('ratelimit-remaining'), '0');
  const err = parseXml(await limited.text()).ProcessingErrors.ProcessingError[0];
  assert.equal(err.Type, 'RateLimit');
  assert.equal(err['@RetryIndicator'], 'true');
  assert.match(err.Description, /5 requests per second/);
});

test('the hourly limit is reported as such', async () => {
  const { services } = s.server;
  await services.clients.add('hourly', 'hourly-secret-123', { ratePerSecond: 100, ratePerHour: 3 });
  const res = await fetch(`${s.url}/v1/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'hourly', client_secret: 'hourly-secret-123' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const statuses: number[] = [];
  let description = '';
  for (let i = 0; i < 5; i++) {
    const r = await fetch(`${s.url}/v1/references/countries/FR`, { headers: { authorization: `Bearer ${token}` } });
    statuses.push(r.status);
    const text = await r.text();
    if (r.status === 429) description = parseXml(text).ProcessingErrors.ProcessingError[0].Description;
  }
  assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
  assert.match(description, /3 requests per hour/);
});
