// Faults injected into a sandbox client's answers (docs/testing-apps.md, Injected faults), over
// HTTP: a fixed sequence reproduced exactly, again and again; rates drawn the same way every time
// the client starts over; the catalogue's documents and headers; nothing for a normal client.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { skyrefCommand } from '../support/skyref-command.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ SKYREF_SANDBOX_SEED: 'faults-test' });
});
after(async () => s?.close());

const add = (id: string, faults: string) => skyrefCommand(['clients', 'add', id, '--sandbox', '--secret', `${id}-secret`, '--faults', faults], { SKYREF_DATA_DIR: s.dataDir });

async function statuses(id: string, count: number, path = '/v1/references/airports/FRA'): Promise<Response[]> {
  const token = await fetchToken(s.url, id, `${id}-secret`);
  const answers: Response[] = [];
  for (let i = 0; i < count; i++) answers.push(await fetch(s.url + path, { headers: { authorization: `Bearer ${token}` } }));
  return answers;
}

test('a fixed sequence is played exactly, in order and again, with the catalogue\'s documents and headers', async () => {
  await add('flaky', 'seq:200,429,503,401,300ms,200,retry-after:2s');
  const started = performance.now();
  const answers = await statuses('flaky', 12);
  assert.ok(performance.now() - started >= 600, 'two 300 ms steps');
  assert.deepEqual(answers.map((r) => r.status), [200, 429, 503, 401, 200, 200, 200, 429, 503, 401, 200, 200]);
  const [ok, limited, unavailable, expired] = answers;
  assert.equal(ok!.headers.get('skyref-simulated'), null, 'a reference answer holds no simulated data');
  for (const r of [limited!, unavailable!, expired!]) assert.equal(r.headers.get('skyref-simulated'), 'true');
  assert.equal(limited!.headers.get('retry-after'), '2');
  assert.match(await limited!.text(), /<Type>RateLimit<\/Type><Code>4003<\/Code>/);
  assert.equal(unavailable!.headers.get('retry-after'), '2');
  assert.match(await unavailable!.text(), /<Code>5002<\/Code><Description>Service unavailable: a fault injected/);
  assert.match(expired!.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
  assert.match(await expired!.text(), /<Code>1004<\/Code>/);
});

test('rates draw the same faults every time a client starts over (added again), and about the rates given', async () => {
  const spec = '429:20%,503:10%,401:5%';
  await add('rated', spec);
  const first = (await statuses('rated', 300)).map((r) => r.status);
  await add('rated', spec);
  const second = (await statuses('rated', 300)).map((r) => r.status);
  assert.deepEqual(second, first);
  const share = (status: number) => first.filter((x) => x === status).length / first.length;
  assert.ok(Math.abs(share(429) - 0.2) < 0.07, `429: ${share(429)}`);
  assert.ok(Math.abs(share(503) - 0.1) < 0.05, `503: ${share(503)}`);
  assert.ok(Math.abs(share(401) - 0.05) < 0.04, `401: ${share(401)}`);
});

test('a normal client and a sandbox client without faults never get one', async () => {
  await skyrefCommand(['clients', 'add', 'calm', '--sandbox', '--secret', 'calm-secret'], { SKYREF_DATA_DIR: s.dataDir });
  for (const r of await statuses('calm', 50)) assert.equal(r.status, 200);
  const token = await s.token();
  for (let i = 0; i < 50; i++) assert.equal((await fetch(`${s.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
});

test('clients add refuses a fault spec that does not parse, or faults without --sandbox; list and export show them', async () => {
  const env = { SKYREF_DATA_DIR: s.dataDir };
  for (const args of [
    ['clients', 'add', 'bad', '--sandbox', '--faults', '429:lots'],
    ['clients', 'add', 'bad', '--faults', '429:5%'],
    ['clients', 'add', 'bad', '--sandbox', '--faults', '429:60%,503:60%'],
  ]) {
    await assert.rejects(skyrefCommand(args, env), (error: { code: number }) => error.code === 2, args.join(' '));
  }
  await add('listed', 'latency:200ms@10%');
  assert.match((await skyrefCommand(['clients', 'list'], env)).stdout, /^listed\tenabled\t.*\tsandbox faults latency:200ms@10%$/m);
  const exported = JSON.parse((await skyrefCommand(['clients', 'export'], env)).stdout) as { clients: { client: { id: string; sandbox?: boolean; faults?: string } }[] };
  const listed = exported.clients.find((c) => c.client.id === 'listed')!.client;
  assert.equal(listed.sandbox, true);
  assert.equal(listed.faults, 'latency:200ms@10%');
  assert.equal(exported.clients.find((c) => c.client.id === 'test-client')!.client.sandbox, undefined);
  // Imported back after a delete (which only --restore-deleted undoes): a sandbox client with its faults again.
  const file = join(s.dataDir, 'clients-export.json');
  writeFileSync(file, JSON.stringify(exported));
  await skyrefCommand(['clients', 'delete', 'listed'], env);
  await skyrefCommand(['clients', 'import', file, '--restore-deleted'], env);
  assert.match((await skyrefCommand(['clients', 'list'], env)).stdout, /^listed\tenabled\t.*\tsandbox faults latency:200ms@10%$/m);
  listed.faults = 'latency:soon';
  writeFileSync(file, JSON.stringify(exported));
  // A file refused, not a bad command line: exit 1.
  await assert.rejects(skyrefCommand(['clients', 'import', file], env), (error: { code: number; stderr: string }) => error.code === 1 && /faults/.test(error.stderr));
});
