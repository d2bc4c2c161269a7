// What a refused `POST /mcp` costs beside a refused GET, and what a client over its limits
// flooding /mcp takes from another client's cached lookups (issue 60: refusals cheap at every door).
//
//   node dist/bench/mcp-refusals.js [cost] [flood] [--turn-seconds N] [--rounds N] [--refusal-wait-ms MS]
//
// One server process (bench/server-process.ts: the default dataset, no logger, the bench client
// unlimited and a client held to 1 request a second). Everything is measured in alternating short
// turns within the run, so that whatever else loads the machine falls on every kind alike, and
// reported as ratios:
//
//   cost   autocannon against each refusal in turn: a GET lookup and a POST /mcp with a 100-call
//          batch (about 15 KB), each refused 429 (the limited client) and 401 (a token signed with
//          another key): the server's CPU µs per refusal, and /mcp's ÷ the GET's
//   flood  4 loops of the bench client's cached lookups, alone and while the limited client floods
//          /mcp with those batches from 4 and from 16 keep-alive connections (a process of its own, at
//          the machine's ordinary priority: on a machine shared with other work a flooder at the
//          lowest would barely send): lookups completed under the
//          flood ÷ alone, in the neighbouring quiet turns. The flooder's refusals after 8 in a row on
//          a connection wait SKYREF_REFUSAL_WAIT_MS (250 by default; --refusal-wait-ms 0 shows the
//          flood without that wait)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_LIMITED_CLIENT_ID, Child, fetchToken, measuredServerEnv } from './child-server.js';

/** A well-formed token signed with another key (what bench/run.ts's `invalid` caller sends): refused 401, remembered as refused. */
const FOREIGN_TOKEN = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
  JSON.stringify({ sub: 'bench', client_id: 'bench', iat: 1_700_000_000, exp: 4_000_000_000 }),
).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** A JSON-RPC batch of 100 find_flights NYC→LON calls on as many dates (bench/abuse-load.ts's). */
const BATCH = JSON.stringify(
  Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'find_flights', arguments: { origin: 'NYC', destination: 'LON', date: isoDay(2 + (i % 300)) } } })),
);
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const LOOKUP = '/v1/references/airports/FRA';

/** One request on a kept-alive agent: its status. */
function send(agent: Agent, url: URL, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The flooder: `connections` loops sending the batch as fast as they are answered; on SIGTERM, prints what it was answered. */
async function flood(url: string, token: string, connections: number): Promise<void> {
  const headers = { ...MCP_HEADERS, authorization: `Bearer ${token}` };
  const statuses: Record<string, number> = {};
  process.once('SIGTERM', () => {
    process.stdout.write(JSON.stringify(statuses));
    process.exit(0);
  });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const status = await send(agent, new URL(`${url}/mcp`), { method: 'POST', headers, body: BATCH });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
}

/** Cached lookups from `loops` loops for `seconds`: how many completed. */
async function lookups(url: string, token: string, seconds: number, loops = 4): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/xml' };
  const end = performance.now() + seconds * 1000;
  let completed = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const status = await send(agent, new URL(url + LOOKUP), { headers });
        if (status !== 200) throw new Error(`lookup answered ${status}`);
        completed++;
      }
      agent.destroy();
    }),
  );
  return completed;
}

interface Refusal {
  name: string;
  status: number;
  request: autocannon.Request;
  /** CPU µs per refusal, one figure a turn. */
  perTurn: number[];
  /** Of which the kernel's (system time: the bytes received, the answer sent). */
  systemPerTurn: number[];
}

async function costTurn(server: Child, refusal: Refusal, seconds: number): Promise<void> {
  const before = await server.send({ type: 'cpu' }, 'cpu');
  const result = await autocannon({ url: server.url, connections: 8, duration: seconds, requests: [refusal.request] });
  const after = await server.send({ type: 'cpu' }, 'cpu');
  const refused = result.statusCodeStats[String(refusal.status)]?.count ?? 0;
  if (refused === 0) throw new Error(`${refusal.name}: no ${refusal.status} answered (${JSON.stringify(result.statusCodeStats)})`);
  refusal.perTurn.push((after.user + after.system - before.user - before.system) / refused);
  refusal.systemPerTurn.push((after.system - before.system) / refused);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'turn-seconds': { type: 'string', default: '3' }, rounds: { type: 'string', default: '4' }, 'refusal-wait-ms': { type: 'string', default: '250' } } });
  const parts = positionals.length > 0 ? positionals : ['cost', 'flood'];
  const turn = Number(values['turn-seconds']);
  const rounds = Number(values.rounds);
  const secret = randomBytes(24).toString('base64url');
  const limitedSecret = randomBytes(24).toString('base64url');
  // The cost of a refusal itself is measured with SKYREF_REFUSAL_WAIT_MS=0: autocannon refused on
  // kept-alive connections would otherwise wait, and the CPU per refusal mean nothing. The flood
  // runs against the service as configured by default, or with --refusal-wait-ms.
  const start = (waitMs: string) => Child.start('skyref', 'server-process.js', { ...measuredServerEnv(secret), SKYREF_BENCH_LIMITED_SECRET: limitedSecret, SKYREF_REFUSAL_WAIT_MS: waitMs });
  for (const part of ['cost', 'flood'] as const) {
    if (!parts.includes(part)) continue;
    const server = await start(part === 'cost' ? '0' : values['refusal-wait-ms']!);
    try {
      const token = await fetchToken(server.url, secret);
      const limited = await fetchToken(server.url, limitedSecret, BENCH_LIMITED_CLIENT_ID);
      console.log(`load average at the start: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores): figures of a loaded machine are noisy, compare within the run`);
      await lookups(server.url, token, 2);

      const refusals: Refusal[] = [
        { name: 'GET lookup 429', status: 429, request: { method: 'GET', path: LOOKUP, headers: { authorization: `Bearer ${limited}`, accept: 'application/xml' } }, perTurn: [], systemPerTurn: [] },
        { name: 'POST /mcp 429', status: 429, request: { method: 'POST', path: '/mcp', headers: { ...MCP_HEADERS, authorization: `Bearer ${limited}` }, body: BATCH }, perTurn: [], systemPerTurn: [] },
        { name: 'GET lookup 401', status: 401, request: { method: 'GET', path: LOOKUP, headers: { authorization: `Bearer ${FOREIGN_TOKEN}`, accept: 'application/xml' } }, perTurn: [], systemPerTurn: [] },
        { name: 'POST /mcp 401', status: 401, request: { method: 'POST', path: '/mcp', headers: { ...MCP_HEADERS, authorization: `Bearer ${FOREIGN_TOKEN}` }, body: BATCH }, perTurn: [], systemPerTurn: [] },
      ];
      if (part === 'cost') {
        console.log(`== cost: CPU of the server per refusal (SKYREF_REFUSAL_WAIT_MS=0), ${rounds} rounds of ${turn} s turns`);
        for (const refusal of refusals) await costTurn(server, refusal, 1); // warm
        for (const refusal of refusals) refusal.perTurn.length = refusal.systemPerTurn.length = 0;
        for (let round = 0; round < rounds; round++) for (const refusal of refusals) await costTurn(server, refusal, turn);
        for (const refusal of refusals) console.log(`  ${refusal.name.padEnd(16)} ${median(refusal.perTurn).toFixed(1)} µs, of which system ${median(refusal.systemPerTurn).toFixed(1)} µs (turns: ${refusal.perTurn.map((v) => v.toFixed(1)).join(', ')})`);
        const ratio = (a: number, b: number) => median(refusals[a]!.perTurn) / median(refusals[b]!.perTurn);
        console.log(`  /mcp ÷ GET: 429 ${ratio(1, 0).toFixed(2)}×, 401 ${ratio(3, 2).toFixed(2)}× (target ≤ 1)`);
      }
      if (part === 'flood') {
        console.log(`== flood: lookups from 4 loops, quiet and beside a 1/s client flooding /mcp (SKYREF_REFUSAL_WAIT_MS=${values['refusal-wait-ms']}), ${rounds} rounds of ${turn} s turns`);
        const kept: Record<number, number[]> = { 4: [], 16: [] };
        const self = fileURLToPath(import.meta.url);
        for (let round = 0; round < rounds; round++) {
          for (const connections of [4, 16]) {
            const cpu0 = await server.cpu();
            const before = await lookups(server.url, token, turn);
            const cpu1 = await server.cpu();
            const flooder = spawn(process.execPath, [self, '--flood', String(connections), '--url', server.url, '--token', limited], { stdio: ['ignore', 'pipe', 'inherit'] });
            let answered = '';
            flooder.stdout.on('data', (chunk: Buffer) => (answered += chunk.toString()));
            // Its connections open and sending before the lookups are counted.
            await new Promise((r) => setTimeout(r, 500));
            const cpu2 = await server.cpu();
            const flooded = await lookups(server.url, token, turn);
            const cpu3 = await server.cpu();
            const exited = new Promise((r) => flooder.once('exit', r));
            flooder.kill('SIGTERM');
            await exited;
            const after = await lookups(server.url, token, turn);
            kept[connections]!.push(flooded / ((before + after) / 2));
            console.log(`  round ${round + 1}, ${connections} connections: quiet ${before}, flooded ${flooded}, quiet ${after}: kept ${kept[connections]!.at(-1)!.toFixed(2)}×; server CPU quiet ${((cpu1 - cpu0) / 10_000 / turn).toFixed(0)}%, flooded ${((cpu3 - cpu2) / 10_000 / turn).toFixed(0)}% of a core; the flooder answered ${answered}`);
          }
      }
      for (const connections of [4, 16]) console.log(`  ${connections} connections: throughput kept ${median(kept[connections]!).toFixed(2)}× (median of ${rounds}; target ≥ 0.5)`);
      }
    } finally {
      await server.stop();
    }
  }
}

const { values: mode } = parseArgs({ strict: false, options: { flood: { type: 'string' }, url: { type: 'string' }, token: { type: 'string' } } });
if (typeof mode.flood === 'string') await flood(String(mode.url), String(mode.token), Number(mode.flood));
else await main();
