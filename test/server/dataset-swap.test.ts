import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { writeOptdFixture } from '../support/optd-fixture.js';
import { REPO_ROOT } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { parseXml } from '../support/xml.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { until } from '../support/wait.js';

let server: TestServer;

function skyref(...args: string[]) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: server.dataDir });
}
const digest = () => createHash('sha256').update(readFileSync(datasetPath(server.dataDir))).digest('hex');

async function airportCount(): Promise<number> {
  const res = await server.get('/v1/references/airports?limit=1');
  assert.equal(res.status, 200);
  return Number(parseXml(await res.text()).AirportResource.Meta.TotalCount);
}

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('a failed import leaves the served dataset as it was', async () => {
  const before = digest();
  await assert.rejects(skyref('import', 'optd', join(REPO_ROOT, 'test', 'fixtures', 'no-such-dir')), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /nothing imported/);
    return true;
  });
  assert.equal(digest(), before);
  assert.ok((await airportCount()) > 9000);
});

test('an import swapped in under load fails no request, and the new data is served without a restart', async () => {
  const token = await server.token();
  const statuses = new Map<number, number>();
  let running = true;
  let requests = 0;
  const paths = ['/v1/references/airports/CDG', '/v1/references/countries/FR', '/v1/references/airports?limit=50', '/v1/references/cities/PAR'];
  const worker = async (n: number) => {
    while (running) {
      const res = await fetch(server.url + paths[(requests + n) % paths.length], { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      requests += 1;
    }
  };
  const workers = Array.from({ length: 8 }, (_, n) => worker(n));
  const before = await airportCount();
  const { stdout } = await skyref('import', 'optd', writeOptdFixture('full'), '--replace');
  assert.match(stdout, /imported optd/);
  // The server looks at the file every 2 s and builds the new engines meanwhile: on a busy machine,
  // any time later.
  let now = before;
  await until(async () => (now = await airportCount()) !== before, 'the new dataset served');
  running = false;
  await Promise.all(workers);
  assert.ok(now < 100, `the fixture's few airports are served (was ${before}, now ${now})`);
  assert.deepEqual([...statuses.keys()], [200], `every request answered 200: ${JSON.stringify([...statuses])}`);
  assert.ok(requests > 100, `requests kept running through the swap (${requests})`);
});
