// The audit's load attacks, replayed against `skyref serve` (2 workers) on the world dataset: a
// client on the default limits (5/s) sending 100-call MCP batches over 2 connections, the same
// client sending routes queries over the whole horizon, and a client with a high limit sending
// the same batches (where only the event-loop budget protects the others). Meanwhile another
// client's cached lookups run in 4 loops; each attack is compared with a quiet run of the same
// length: lookups completed (the throughput kept), p50 and p99 latency, and what the abusing
// client was answered.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { fetchToken } from './child-server.js';
import { quantile, SKYREF_BIN, startServe, type ServeProcess } from './serve-process.js';
import { worldDatasetFile } from './world-file.js';

const run = promisify(execFile);

export interface LoadAttackResult {
  name: string;
  quiet: LookupFigures;
  attacked: LookupFigures;
  /** Lookups completed under attack ÷ in quiet. */
  throughputKept: number;
  p50Ratio: number;
  p99Ratio: number;
  /** What the abusing client's requests were answered, by HTTP status. */
  abuserStatuses: Record<string, number>;
  /** Tool calls of its batches answered, and refused (tool errors with the 429 text). */
  toolCalls: { answered: number; refused: number };
}

interface LookupFigures {
  completed: number;
  p50Ms: number;
  p99Ms: number;
}

/** One request on a kept-alive agent: its status, body and latency. */
function send(agent: Agent, url: URL, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; body: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - t0 }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** `loops` loops of cached lookups for `seconds`: how many completed, and their latencies. */
async function lookups(service: ServeProcess, seconds: number, loops = 4): Promise<LookupFigures> {
  const url = new URL(`${service.url}/v1/references/airports/FRA`);
  const headers = { authorization: `Bearer ${service.token}`, accept: 'application/xml' };
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const { status, ms } = await send(agent, url, { headers });
        if (status !== 200) throw new Error(`lookup answered ${status}`);
        latencies.push(ms);
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  return { completed: latencies.length, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99) };
}

/** A client of its own, added as an operator adds one (the CLI, on the service's data directory); its token. */
async function addClient(service: ServeProcess, id: string, limits: string[] = []): Promise<string> {
  const { stdout } = await run(process.execPath, [SKYREF_BIN, 'clients', 'add', id, ...limits], { env: { ...process.env, SKYREF_DATA_DIR: service.dataDir } });
  const secret = /client_secret=(\S+)/.exec(stdout)![1]!;
  // The service reads the new client within 200 ms.
  await new Promise((r) => setTimeout(r, 400));
  return fetchToken(service.url, secret, id);
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** A JSON-RPC batch of `calls` find_flights NYC→LON calls on as many dates. */
function mcpBatch(calls: number): string {
  return JSON.stringify(
    Array.from({ length: calls }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'find_flights', arguments: { origin: 'NYC', destination: 'LON', date: isoDay(2 + (i % 300)) } } })),
  );
}

const BIG_AIRPORTS = ['LHR', 'FRA', 'CDG', 'AMS', 'ATL', 'ORD', 'DXB', 'IST', 'PEK', 'LAX'];

/** `connections` loops of the attack for `seconds`, counting what the abuser was answered. */
async function attack(url: string, token: string, kind: 'mcp' | 'routes', connections: number, seconds: number): Promise<Pick<LoadAttackResult, 'abuserStatuses' | 'toolCalls'>> {
  const statuses: Record<string, number> = {};
  const toolCalls = { answered: 0, refused: 0 };
  const end = performance.now() + seconds * 1000;
  const batch = mcpBatch(100);
  const mcpHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      // A refused client that retries at once is the attack: no pause.
      for (let i = 0; performance.now() < end; i++) {
        const answer =
          kind === 'mcp'
            ? await send(agent, new URL(`${url}/mcp`), { method: 'POST', headers: mcpHeaders, body: batch })
            : await send(agent, new URL(`${url}/v1/references/routes/${BIG_AIRPORTS[(i + c) % BIG_AIRPORTS.length]}?toDate=${isoDay(350)}`), { headers: { authorization: `Bearer ${token}` } });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (kind === 'mcp' && answer.status === 200) {
          for (const m of JSON.parse(answer.body) as { result?: { isError?: boolean } }[]) {
            if (m.result?.isError) toolCalls.refused++;
            else toolCalls.answered++;
          }
        }
      }
      agent.destroy();
    }),
  );
  return { abuserStatuses: statuses, toolCalls };
}

/**
 * The attack from a process of its own, as another client's would be: the victim's loops do not
 * share an event loop with the abuser's (its 100-answer bodies parsed, its refusals counted). At
 * the lowest CPU priority: an abuser is another machine, and here its own CPU (a core, spent
 * sending and reading refusals as fast as they come) would otherwise be taken from the server and
 * the victim's loops on this 2-core machine, which is no work the server was made to do. It still
 * sends as fast as the machine lets it whenever a core is idle.
 */
async function attackFromChild(url: string, token: string, kind: 'mcp' | 'routes', seconds: number): Promise<Pick<LoadAttackResult, 'abuserStatuses' | 'toolCalls'>> {
  const { stdout } = await run('nice', ['-n', '19', process.execPath, fileURLToPath(import.meta.url), '--attack', kind, '--url', url, '--token', token, '--seconds', String(seconds)]);
  return JSON.parse(stdout) as Pick<LoadAttackResult, 'abuserStatuses' | 'toolCalls'>;
}

export async function loadAttacks(report: (line: string) => void, options: { seconds: number } = { seconds: 10 }): Promise<LoadAttackResult[]> {
  const service = await startServe({ workers: 2, dataset: worldDatasetFile(undefined), env: { SKYREF_DRAIN_DELAY_MS: '0' } });
  const results: LoadAttackResult[] = [];
  try {
    // The service's own defaults are raised for the bench client: the abuser is given the shipped ones.
    const abuser = await addClient(service, 'abuser', ['--rate-per-second', '5', '--rate-per-hour', '1000']);
    const greedy = await addClient(service, 'greedy', ['--rate-per-second', '100000', '--rate-per-hour', '100000000']);
    // Warm: the lookup cached, the engines compiled, the spare worker started and settled.
    await lookups(service, 8);
    const scenarios: [string, string, 'mcp' | 'routes'][] = [
      ['MCP batches of 100 find_flights NYC→LON, 2 connections, a 5/s client', abuser, 'mcp'],
      ['routes over the horizon at hubs, 2 connections, a 5/s client', abuser, 'routes'],
      ['MCP batches of 100 find_flights NYC→LON, 2 connections, a 100,000/s client', greedy, 'mcp'],
    ];
    for (const [name, token, kind] of scenarios) {
      const quiet = await lookups(service, options.seconds);
      const attacking = attackFromChild(service.url, token, kind, options.seconds + 1);
      // The child's first requests in flight before the victim's loops start.
      await new Promise((r) => setTimeout(r, 500));
      const attacked = await lookups(service, options.seconds);
      const abuse = await attacking;
      // The abusing client's allowance back before the next scenario.
      await new Promise((r) => setTimeout(r, 2000));
      const result: LoadAttackResult = {
        name,
        quiet,
        attacked,
        throughputKept: attacked.completed / quiet.completed,
        p50Ratio: attacked.p50Ms / quiet.p50Ms,
        p99Ratio: attacked.p99Ms / quiet.p99Ms,
        ...abuse,
      };
      results.push(result);
      report(
        `${name}\n` +
          `  lookups quiet ${quiet.completed} (p50 ${quiet.p50Ms.toFixed(2)} ms, p99 ${quiet.p99Ms.toFixed(2)} ms); attacked ${attacked.completed} (p50 ${attacked.p50Ms.toFixed(2)} ms, p99 ${attacked.p99Ms.toFixed(2)} ms)\n` +
          `  throughput kept ${result.throughputKept.toFixed(2)}× (target ≥ 0.5), p50 ${result.p50Ratio.toFixed(2)}× (≤ 3), p99 ${result.p99Ratio.toFixed(2)}× (≤ 10)\n` +
          `  abuser answered ${JSON.stringify(result.abuserStatuses)}${kind === 'mcp' ? `, tool calls answered ${result.toolCalls.answered}, refused ${result.toolCalls.refused}` : ''}`,
      );
    }
  } finally {
    await service.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { attack: { type: 'string' }, url: { type: 'string' }, token: { type: 'string' }, seconds: { type: 'string', default: '10' } } });
  if (values.attack === 'mcp' || values.attack === 'routes') {
    process.stdout.write(JSON.stringify(await attack(values.url!, values.token!, values.attack, 2, Number(values.seconds))));
  } else {
    await loadAttacks((line) => console.log(line), { seconds: Number(values.seconds) });
  }
}
