// What request ids and the access log cost a cached lookup (issue 48's acceptance: ≤ 1.1 × the
// cost without). The same cached airport lookup, over loopback with autocannon, against the server
// in turn in these variants, in alternating rounds so that a busy machine weighs on each alike:
//
//   main        the server-process of another build (--baseline DIST: before this change), no logger
//   no-logger   this server without a logger (request ids made and echoed; nothing logged)
//   access-off  the logger as `skyref serve` has it (info), SKYREF_ACCESS_LOG=off
//   access-on   the same with the access log on (the default): one JSON line per request
//
// Lines go to /dev/null through pino's own destination, as `skyref serve` writes them to stdout. Reports requests/s and the server's CPU µs per request
// (user + system), the median over rounds, and the ratios to access-off (and to main).
//
//   node dist/bench/request-log.js [--seconds 5] [--rounds 3] [--baseline /work/main/dist]
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Child, fetchToken, measuredServerEnv, type ServerVariant } from './child-server.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, baseline: { type: 'string' } } });
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const PATH = '/v1/mds-references/airports/FRA';

const secret = randomBytes(24).toString('base64url');
const common = measuredServerEnv(secret);
const variants: ServerVariant[] = [
  ...(values.baseline ? [{ name: 'main', file: `${values.baseline}/bench/server-process.js`, env: {} }] : []),
  { name: 'no-logger', file: 'server-process.js', env: {} },
  { name: 'access-off', file: 'server-process.js', env: { SKYREF_BENCH_LOG: 'on', SKYREF_ACCESS_LOG: 'off' } },
  { name: 'access-on', file: 'server-process.js', env: { SKYREF_BENCH_LOG: 'on', SKYREF_ACCESS_LOG: 'on' } },
];

const results = new Map<string, { rps: number[]; cpuUs: number[] }>(variants.map((v) => [v.name, { rps: [], cpuUs: [] }]));

async function measure(variant: ServerVariant): Promise<void> {
  // Child.start resolves files against bench/; a baseline's file is an absolute path.
  const env = { ...common, ...variant.env };
  // Its stdout, where pino writes (asynchronously, lines batched while a write is under way), is /dev/null.
  const path = variant.file.startsWith('/') ? variant.file : fileURLToPath(new URL(variant.file, import.meta.url));
  const child = await Child.startFile(variant.name, path, env, [], 'ignore');
  try {
    const token = await fetchToken(child.url, secret);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/xml' };
    // Warm-up: the answer cached (from its second request) and the code optimised.
    await autocannon({ url: child.url + PATH, connections: 10, pipelining: 10, duration: 1, headers });
    const before = await child.cpu();
    const result = await autocannon({ url: child.url + PATH, connections: 10, pipelining: 10, duration: seconds, headers });
    const cpu = (await child.cpu()) - before;
    const ok = result.statusCodeStats['200']?.count ?? 0;
    if (ok === 0 || result.non2xx > 0) throw new Error(`${variant.name}: ${ok} answers 200, ${result.non2xx} others`);
    const entry = results.get(variant.name)!;
    entry.rps.push(ok / seconds);
    entry.cpuUs.push(cpu / ok);
    console.log(`  ${variant.name}: ${(ok / seconds).toFixed(0)} req/s, ${(cpu / ok).toFixed(2)} CPU µs/req`);
  } finally {
    await child.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (let round = 0; round < rounds; round++) {
  // Each round in another order, so that no variant always runs first or last.
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const variant of order) await measure(variant);
}

const base = results.get('access-off')!;
const main = results.get('main');
console.log(`cached lookup ${PATH}, ${rounds} rounds × ${seconds} s, 10 connections × 10 pipelined`);
console.log('variant      req/s    CPU µs/req   cost ÷ access-off' + (main ? '   cost ÷ main' : ''));
for (const [name, { rps, cpuUs }] of results) {
  const ratio = median(cpuUs) / median(base.cpuUs);
  const toMain = main ? `   ${(median(cpuUs) / median(main.cpuUs)).toFixed(3)}` : '';
  console.log(`${name.padEnd(11)} ${median(rps).toFixed(0).padStart(7)}   ${median(cpuUs).toFixed(2).padStart(10)}   ${ratio.toFixed(3).padStart(17)}${toMain}`);
}
