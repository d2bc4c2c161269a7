// /mcp's servers are kept by the worker and reused, one request after another
// (mcp/http-endpoint.ts): a client that goes away in the middle of a batch leaves nothing behind on
// the server the next request gets. Its calls still queued are dropped, not answered into another
// client's response under the same request ids.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { todayIn } from '../support/test-clock.js';

let s: TestServer;
let token: string;
before(async () => {
  s = await startTestServer();
  token = await s.token();
});
after(async () => {
  await s?.close();
});

const post = (body: unknown, signal?: AbortSignal) =>
  fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

const batch = (name: string, args: Record<string, unknown>) =>
  Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name, arguments: args } }));

test('a batch abandoned half-way: the next batches, with the same ids, get their own answers, every one', async () => {
  const date = isoFromDay(todayIn('Europe/Berlin') + 3);
  for (let round = 0; round < 5; round++) {
    const abandoned = new AbortController();
    // 100 connection searches, one at a time: the client leaves long before the last.
    // Left once the server has read the whole batch, so its calls have started, whatever the machine's speed.
    const read = new Promise<void>((resolve) => s.server.app.server.once('request', (request: IncomingMessage) => request.once('end', resolve)));
    const searches = post(batch('find_flights', { origin: 'LON', destination: 'NYC', date }), abandoned.signal).catch(() => undefined);
    await Promise.race([read, searches]);
    abandoned.abort();
    await searches;
    const res = await post(batch('get_airport', { code: 'FRA' }));
    assert.equal(res.status, 200);
    const answers = (await res.json()) as { id: number; result?: { structuredContent?: { code?: string } } }[];
    assert.equal(answers.length, 100);
    for (const answer of answers) assert.equal(answer.result?.structuredContent?.code, 'FRA', `round ${round}, id ${answer.id}: ${JSON.stringify(answer).slice(0, 120)}`);
  }
  // And the service goes on answering.
  assert.equal((await s.get('/v1/references/airports/FRA')).status, 200);
});
