// What one MCP call over HTTP costs the server: CPU time of the server process (user + system, read
// over IPC, so GC counts) per POST /mcp, for a cheap tool call (get_airport) and for tools/list,
// each request one call, sent one after another. With --baseline DIR, the same against another
// checkout's build (DIR/dist/bench/server-process.js, e.g. main before a change), so that before
// and after are measured in one run on the same machine.
//
//   node dist/bench/mcp-calls.js [--calls N] [--baseline /work/main]
import { randomBytes } from 'node:crypto';
import { resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_CLIENT_ID, Child, fetchToken } from './child-server.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '2000' }, baseline: { type: 'string' } } });
const calls = Number(values.calls);
const HERE = fileURLToPath(new URL('.', import.meta.url));

const BODIES = {
  'tools/call get_airport': { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_airport', arguments: { code: 'FRA' } } },
  'tools/list': { jsonrpc: '2.0', id: 1, method: 'tools/list' },
};

async function post(url: string, token: string, body: unknown): Promise<void> {
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"isError":true')) throw new Error(`POST /mcp: ${res.status} ${text.slice(0, 200)}`);
}

/** µs of server CPU per call of each kind, on the server built at `serverFile`. */
async function measure(name: string, serverFile: string): Promise<Record<string, number>> {
  const secret = randomBytes(16).toString('hex');
  const child = await Child.start(name, relative(HERE, serverFile), {
    ...process.env,
    SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
    SKYREF_CLIENT_SECRET: secret,
    SKYREF_RATE_PER_SECOND: '1000000000',
    SKYREF_RATE_PER_HOUR: '1000000000',
    SKYREF_OVERLOAD_DELAY_MS: '0',
  });
  try {
    const token = await fetchToken(child.url, secret);
    const result: Record<string, number> = {};
    for (const [kind, body] of Object.entries(BODIES)) {
      for (let i = 0; i < 300; i++) await post(child.url, token, body); // warm-up: JIT, caches
      const before = await child.cpu();
      for (let i = 0; i < calls; i++) await post(child.url, token, body);
      result[kind] = ((await child.cpu()) - before) / calls;
    }
    return result;
  } finally {
    await child.stop();
  }
}

const runs: [string, string][] = [];
if (values.baseline) runs.push([`baseline (${values.baseline})`, resolve(values.baseline, 'dist/bench/server-process.js')]);
runs.push(['this build', resolve(HERE, 'server-process.js')]);
const results: [string, Record<string, number>][] = [];
for (const [name, file] of runs) results.push([name, await measure(name, file)]);

console.log(`server CPU per MCP HTTP call, µs (${calls} calls each, one at a time):`);
for (const kind of Object.keys(BODIES)) {
  const line = results.map(([name, r]) => `${name} ${r[kind]!.toFixed(0)}`).join(', ');
  const ratio = results.length === 2 ? `, after/before ${(results[1]![1][kind]! / results[0]![1][kind]!).toFixed(2)}` : '';
  console.log(`  ${kind.padEnd(24)} ${line}${ratio}`);
}
