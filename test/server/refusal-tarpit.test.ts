// A connection refused over and over is slowed: after FREE_REFUSALS refusals in a row its next 401s
// and 429s wait REFUSAL_WAIT_MS, at the GET routes and at /mcp alike, so that a flooder's many
// connections no longer take another client's turns; another connection is not slowed by it.
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { FREE_REFUSALS, RefusalTarpit } from '../../src/api/refusal-tarpit.js';

/** SKYREF_REFUSAL_WAIT_MS's default. */
const REFUSAL_WAIT_MS = 250;
import { startTestServer, type TestServer } from '../support/server.js';

test('the first refusals of a run are free, the next wait, never past Retry-After; a quiet second ends the run; connections apart', () => {
  const tarpit = new RefusalTarpit(REFUSAL_WAIT_MS);
  const a = {} as Socket;
  const b = {} as Socket;
  const waits = Array.from({ length: FREE_REFUSALS + 3 }, (_, i) => tarpit.wait(a, i * 10));
  assert.deepEqual(waits, [...Array(FREE_REFUSALS).fill(0), REFUSAL_WAIT_MS, REFUSAL_WAIT_MS, REFUSAL_WAIT_MS]);
  assert.equal(tarpit.wait(b, 200), 0, 'another connection has its own run');
  assert.equal(tarpit.wait(a, 220, 100), 100, 'never longer than the client is told to wait');
  assert.equal(tarpit.wait(a, 220 + 1001), 0, 'a second without a refusal ends the run');
  const off = new RefusalTarpit(0);
  assert.deepEqual(Array.from({ length: FREE_REFUSALS + 3 }, (_, i) => off.wait(a, i)), Array(FREE_REFUSALS + 3).fill(0), 'SKYREF_REFUSAL_WAIT_MS=0: never');
});

/** Answers on one kept-alive connection, one after another: status and milliseconds each. */
async function onOneConnection(url: string, count: number, options: { method?: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; ms: number }[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { status: number; ms: number }[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(options.body);
      });
      answers.push({ status, ms: performance.now() - start });
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

describe('refusals over and over on one connection', () => {
  let s: TestServer;
  before(async () => {
    // One request a second: the rest of each second is refused 429 with Retry-After: 1.
    s = await startTestServer({ SKYREF_RATE_PER_SECOND: '1' });
  });
  after(() => s.close());

  for (const door of ['GET lookup', 'POST /mcp'] as const) {
    test(`${door}: 429s after the first ${FREE_REFUSALS} wait ${REFUSAL_WAIT_MS} ms each; a bad token's 401s too`, async () => {
      const token = await s.token();
      const mcp = { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) };
      const ask = (authorization: string): { method?: string; headers: Record<string, string>; body?: string } =>
        door === 'GET lookup'
          ? { headers: { authorization } }
          : { ...mcp, headers: { authorization, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' } };
      const url = door === 'GET lookup' ? `${s.url}/v1/references/airports/FRA` : `${s.url}/mcp`;
      // A 200 (or two, across a second's edge) first, then refusals; 2 more than are free.
      const answers = await onOneConnection(url, FREE_REFUSALS + 5, ask(`Bearer ${token}`));
      const refused = answers.filter((a) => a.status === 429);
      assert.ok(refused.length >= FREE_REFUSALS + 2, JSON.stringify(answers));
      const free = refused.slice(0, FREE_REFUSALS);
      const slowed = refused.slice(FREE_REFUSALS);
      for (const a of slowed) assert.ok(a.ms >= REFUSAL_WAIT_MS - 5, `a refusal past the free ones took ${a.ms.toFixed(0)} ms`);
      // Together, well under what they would take if each had waited.
      assert.ok(free.reduce((sum, a) => sum + a.ms, 0) < FREE_REFUSALS * REFUSAL_WAIT_MS, `the free refusals: ${free.map((a) => a.ms.toFixed(0)).join(', ')} ms`);

      const bad = await onOneConnection(url, FREE_REFUSALS + 2, ask('Bearer not-a-token'));
      assert.deepEqual(new Set(bad.map((a) => a.status)), new Set([401]));
      for (const a of bad.slice(FREE_REFUSALS)) assert.ok(a.ms >= REFUSAL_WAIT_MS - 5, `a 401 past the free ones took ${a.ms.toFixed(0)} ms`);
    });
  }
});
