// A sandbox client's fixed fault sequence with the default several workers (docs/testing-apps.md,
// Injected faults): played in order whichever worker each connection lands on, since the workers
// number the client's requests together in shared memory; and started over by `clients add` again.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { after, before, test } from 'node:test';
import { nextInWord } from '../../src/cluster/shared-request-numbers.js';
import { fetchToken } from '../support/server.js';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { skyrefCommand } from '../support/skyref-command.js';

test('a word counts its registration\'s requests and starts again at 0 for another registration', () => {
  let word = 0n;
  const numbers: number[] = [];
  for (const registration of [7, 7, 7, 0xfffffff0, 0xfffffff0, 7]) {
    const next = nextInWord(word, registration);
    numbers.push(next.number);
    word = next.word;
  }
  assert.deepEqual(numbers, [0, 1, 2, 0, 1, 0]);
});

// The default is a worker per core; a machine of one core would run one, and the test would prove nothing.
const workers: Record<string, string> = availableParallelism() >= 2 ? {} : { SKYREF_WORKERS: '2' };
let service: ServiceProcess;
before(async () => {
  service = await startServiceProcess([], { SKYREF_SANDBOX_SEED: 'sequence-test', ...workers });
});
after(async () => service?.stop());

/** A GET on a connection of its own, so that the kernel spreads the requests over the workers. */
function statusOnNewConnection(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

test('with the default workers, a sequence is played in order over many connections, and again after clients add', async () => {
  const env = { SKYREF_DATA_DIR: service.dataDir };
  const add = () => skyrefCommand(['clients', 'add', 'retry-test', '--sandbox', '--secret', 'retry-secret', '--faults', 'seq:429,200,503,200'], env);
  await add();
  const token = await fetchToken(service.url, 'retry-test', 'retry-secret');
  const played: number[] = [];
  for (let i = 0; i < 24; i++) played.push(await statusOnNewConnection(`${service.url}/v1/references/airports/FRA`, token));
  assert.deepEqual(played, Array.from({ length: 6 }, () => [429, 200, 503, 200]).flat());
  // Added again: a new registration, its sequence from the first step (its old token is ended).
  await add();
  const renewed = await fetchToken(service.url, 'retry-test', 'retry-secret');
  const again: number[] = [];
  for (let i = 0; i < 4; i++) again.push(await statusOnNewConnection(`${service.url}/v1/references/airports/FRA`, renewed));
  assert.deepEqual(again, [429, 200, 503, 200]);
});
