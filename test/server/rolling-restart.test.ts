// Two instances behind a client that does what a load balancer does (a request that finds an
// instance refusing connections goes to the other), restarted one after the other under load:
// no request is lost. They share one data directory, so one state database: a token names its
// client's epoch, which instances share only when they share their clients (or Redis).
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { TEST_DATASET } from '../support/paths.js';
import { fetchToken, CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../support/server.js';
import { until } from '../support/wait.js';

const SECRET = 'rolling-restart-signing-key-0123456789';

async function instance(dataDir: string, port = '0'): Promise<TestServer> {
  return startTestServer({ PORT: port, SKYREF_TOKEN_SECRET: SECRET }, { dataDir });
}

test('a rolling restart of two instances under load loses no request', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-rolling-'));
  copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
  const servers = [await instance(dir), await instance(dir)];
  const urls = servers.map((s) => s.url);
  const token = await fetchToken(urls[0]!, CLIENT_ID, CLIENT_SECRET);
  let running = true;
  let answered = 0;
  let retried = 0;
  const failures: string[] = [];
  const get = (url: string) => fetch(`${url}/v1/references/airports?limit=10`, { headers: { authorization: `Bearer ${token}` } });
  const loop = async (n: number) => {
    for (let i = n; running; i++) {
      const first = i % 2;
      let res: Response;
      try {
        res = await get(urls[first]!);
      } catch {
        retried++;
        try {
          res = await get(urls[1 - first]!);
        } catch (error) {
          failures.push(`both instances: ${String(error)}`);
          continue;
        }
      }
      await res.arrayBuffer();
      if (res.status === 200) answered++;
      else failures.push(`status ${res.status}`);
    }
  };
  const loops = [0, 1, 2, 3].map(loop);
  try {
    // Each step waits for requests to have met the state it made, however long that takes.
    await until(() => answered >= 100, 'requests answered before the restarts');
    for (const i of [0, 1]) {
      const port = new URL(urls[i]!).port;
      await servers[i]!.close();
      const met = retried;
      await until(() => retried > met, `a request met instance ${i} stopped and went to the other`);
      servers[i] = await instance(dir, port);
      assert.equal(servers[i]!.url, urls[i], 'the new instance listens where the old one did');
      const restarted = answered;
      await until(() => answered >= restarted + 60, `requests answered with instance ${i} back`);
    }
  } finally {
    running = false;
    await Promise.all(loops);
    await Promise.all(servers.map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(failures, [], `${failures.length} failed of ${answered + failures.length}`);
  assert.ok(answered > 200, `${answered} answered`);
  assert.ok(retried > 0, 'requests met a stopped instance and went to the other one');
});
