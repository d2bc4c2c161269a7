// `npm run bench:drain`: SIGTERM to a replica under load, with the default settings, loses no
// request for a client that does what a load balancer does. Two replicas of `skyref serve`: A
// (`--workers 2`, the one stopped) and B (`--workers 1`, another port). Clients ask A for a cached
// airport, back to back on kept-alive connections; a checker asks A's /ready every 2 s and takes A
// out after 2 failures (HAProxy's `inter 2s fall 2`), after which clients ask B. A request that
// meets a connection error on A (refused, reset, closed before its answer) is sent again on a new
// connection to B: a GET may be. After 3 s of load A gets SIGTERM; the load goes on until A has
// exited and is out of rotation, and a second more. It prints what every request came to.
//
// Then the same without the health check (clients leave A only through the retry), and with
// SKYREF_DRAIN_DELAY_MS=0 on A, for comparison: what the default delay spares the clients behind a
// load balancer is the connection errors (and so the retries), not the answers.
//
//   node dist/bench/drain-under-load.js [--clients N] [--workers N] [--only default|no-check|no-delay]
import { Agent, request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServe, type ServeProcess } from './serve-process.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    workers: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const clients = Number(values.clients);
const workers = Number(values.workers);
const PATH = '/v1/mds-references/airports/FRA';
const CHECK_EVERY_MS = 2000;
const FALL = 2;

interface Target {
  service: ServeProcess;
  agent: Agent;
}

type Outcome = { status: number } | { error: string };

function get(url: string, path: string, headers: Record<string, string>, agent: Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url + path, { agent, headers }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

const lookup = (target: Target, agent: Agent | false = target.agent) =>
  get(target.service.url, PATH, { authorization: `Bearer ${target.service.token}`, accept: 'application/xml' }, agent);

interface Tally {
  answeredByA: number;
  answeredByB: number;
  /** Connection errors on A, each sent again to B on a new connection. */
  errorsOnA: Map<string, number>;
  retriedOk: number;
  /** Requests that got no 200 even after the retry. */
  failed: Map<string, number>;
}

async function pass(name: string, b: Target, aEnv: Record<string, string>, checked: boolean): Promise<void> {
  const service = await startServe({ workers, dataset: join(b.service.dataDir, 'dataset.sqlite'), env: aEnv });
  const a: Target = { service, agent: new Agent({ keepAlive: true, maxSockets: clients }) };
  const tally: Tally = { answeredByA: 0, answeredByB: 0, errorsOnA: new Map(), retriedOk: 0, failed: new Map() };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let aIn = true;
  let running = true;
  const started = performance.now();
  const at = () => ((performance.now() - started) / 1000).toFixed(1).padStart(5) + ' s';
  const events: string[] = [];

  // The load balancer's health check of A.
  const checker = (async () => {
    if (!checked) return;
    let failures = 0;
    while (running && aIn) {
      await new Promise((r) => setTimeout(r, CHECK_EVERY_MS));
      const ready = await get(a.service.url, '/ready', {}, false);
      failures = 'status' in ready && ready.status === 200 ? 0 : failures + 1;
      if (failures >= FALL) {
        aIn = false;
        events.push(`${at()}  A out of rotation (${FALL} failed checks of /ready)`);
      }
    }
  })();

  const client = async () => {
    while (running) {
      if (!aIn) {
        const outcome = await lookup(b);
        if ('status' in outcome && outcome.status === 200) tally.answeredByB++;
        else add(tally.failed, 'status' in outcome ? `B ${outcome.status}` : `B ${outcome.error}`);
        continue;
      }
      const outcome = await lookup(a);
      if ('status' in outcome) {
        if (outcome.status === 200) tally.answeredByA++;
        else add(tally.failed, `A ${outcome.status}`);
        continue;
      }
      add(tally.errorsOnA, outcome.error);
      const retry = await lookup(b, false);
      if ('status' in retry && retry.status === 200) tally.retriedOk++;
      else add(tally.failed, 'status' in retry ? `retry ${retry.status}` : `retry ${retry.error}`);
    }
  };
  const loops = Array.from({ length: clients }, client);

  await new Promise((r) => setTimeout(r, 3000));
  const signalled = performance.now();
  events.push(`${at()}  SIGTERM to A`);
  service.child.kill('SIGTERM');
  const exitCode = await service.exited;
  events.push(`${at()}  A exited (${exitCode}), ${((performance.now() - signalled) / 1000).toFixed(1)} s after the signal`);
  while (checked && aIn) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1000));
  running = false;
  await Promise.all([...loops, checker]);
  a.agent.destroy();
  await service.stop();

  const total = tally.answeredByA + tally.answeredByB + tally.retriedOk + [...tally.failed.values()].reduce((s, n) => s + n, 0);
  const list = (map: Map<string, number>) => (map.size === 0 ? '0' : [...map].map(([k, n]) => `${n} ${k}`).join(', '));
  process.stdout.write(
    `\n${name}: A with ${Object.keys(aEnv).length ? Object.entries(aEnv).map(([k, v]) => `${k}=${v}`).join(' ') : 'the default settings'}, ` +
      `${checked ? `/ready checked every ${CHECK_EVERY_MS / 1000} s, out after ${FALL} failures` : 'no health check: clients move only by retrying'}\n` +
      events.map((e) => `  ${e}\n`).join('') +
      `  requests ${total}: answered by A ${tally.answeredByA}, by B ${tally.answeredByB}\n` +
      `  connection errors on A ${[...tally.errorsOnA.values()].reduce((s, n) => s + n, 0)} (${list(tally.errorsOnA)}), answered on retry to B ${tally.retriedOk}\n` +
      `  FAILED ${[...tally.failed.values()].reduce((s, n) => s + n, 0)} (${list(tally.failed)})\n`,
  );
}

async function main(): Promise<void> {
  process.stdout.write(`starting replica B (skyref serve --workers 1; builds the default dataset)…\n`);
  const bService = await startServe({ workers: 1 });
  const b: Target = { service: bService, agent: new Agent({ keepAlive: true, maxSockets: clients }) };
  try {
    process.stdout.write(`${clients} clients, GET ${PATH}; A is skyref serve --workers ${workers} on the same dataset\n`);
    const passes: [string, Record<string, string>, boolean][] = [
      ['default', {}, true],
      ['no-check', {}, false],
      ['no-delay', { SKYREF_DRAIN_DELAY_MS: '0' }, true],
    ];
    for (const [name, env, checked] of passes) if (!values.only || values.only === name) await pass(name, b, env, checked);
  } finally {
    b.agent.destroy();
    await bService.stop();
  }
}

await main();
