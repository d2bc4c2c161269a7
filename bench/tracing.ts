// `npm run bench:tracing`: what traces cost a cached lookup (issue 48: ≤ 1.5×). The same cached
// airport lookup, over loopback with autocannon, against the server in turn in these variants, in
// alternating rounds so that a busy machine weighs on each alike:
//
//   plain      the server as `skyref serve` runs it (logger at info, access log on), no tracing
//   traced     the same with OTEL_EXPORTER_OTLP_ENDPOINT: a span a request, exported over OTLP/HTTP
//              (--protocol, protobuf by default) to a receiver in this process
//   baseline   traced, in another build (--baseline DIST), to compare a change with
//
// Every server is started once and measured in short turns, which follow the machine's swings
// more closely than a server started afresh each round. The cost is the server process's CPU per
// request (user + system, every thread of it: the export's serialisation and HTTP included), the
// median over rounds, as `npm run bench` and `bench:request-log` measure cost; the receiver's own
// work is in this process, as a collector's is elsewhere. Requests/s are printed too, but on a
// small machine they also hold the load generator's share of the cores.
//
//   node dist/bench/tracing.js [--seconds 2] [--rounds 11] [--protocol http/json] [--baseline DIST]
//                              [--dataset FILE: served rather than the default dataset built at each start]
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Child, fetchToken, measuredServerEnv, type ServerVariant } from './child-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '11' },
    protocol: { type: 'string', default: 'http/protobuf' },
    baseline: { type: 'string' },
    // A dataset file to serve rather than building the default one each start.
    dataset: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const PATH = '/v1/mds-references/airports/FRA';

/** Counts the exports and bytes it is sent, answering each at once as a collector does. */
let exports = 0;
let bytesReceived = 0;
const receiver = createServer((req, res) => {
  req.on('data', (chunk: Buffer) => (bytesReceived += chunk.length));
  req.on('end', () => {
    exports += 1;
    res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const secret = randomBytes(24).toString('base64url');
const common = { ...measuredServerEnv(secret), SKYREF_BENCH_LOG: 'on', ...(values.dataset ? { SKYREF_BENCH_DATASET: values.dataset } : {}) };
const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: values.protocol! };
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const variants: ServerVariant[] = [
  { name: 'plain', file: here('server-process.js'), env: {} },
  { name: 'traced', file: here('server-process.js'), env: tracing },
  ...(values.baseline ? [{ name: 'baseline', file: `${values.baseline}/bench/server-process.js`, env: tracing }] : []),
];
const results = new Map(variants.map((v) => [v.name, { rps: [] as number[], cpuUs: [] as number[] }]));

/** A variant's server, started once and measured in every round. */
interface Running {
  variant: ServerVariant;
  child: Child;
  options: autocannon.Options;
}

async function start(variant: ServerVariant): Promise<Running> {
  // Its stdout, the JSON log, is /dev/null.
  const child = await Child.startFile(variant.name, variant.file, { ...common, ...variant.env }, [], 'ignore');
  const token = await fetchToken(child.url, secret);
  const options = { url: child.url + PATH, connections: 10, pipelining: 10, headers: { authorization: `Bearer ${token}`, accept: 'application/xml' } };
  // Warm-up: the answer cached (from its second request) and the code optimised.
  await autocannon({ ...options, duration: 2 });
  return { variant, child, options };
}

async function measure({ variant, child, options }: Running): Promise<void> {
  const before = await child.cpu();
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = (await child.cpu()) - before;
  const ok = result.statusCodeStats['200']?.count ?? 0;
  if (ok === 0 || result.non2xx > 0 || result.errors > 0) throw new Error(`${variant.name}: ${ok} answers 200, ${result.non2xx} others, ${result.errors} errors`);
  const entry = results.get(variant.name)!;
  entry.rps.push(ok / seconds);
  entry.cpuUs.push(cpu / ok);
  console.log(`  ${variant.name}: ${(ok / seconds).toFixed(0)} req/s, ${(cpu / ok).toFixed(2)} CPU µs/req`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const running: Running[] = [];
try {
  for (const variant of variants) running.push(await start(variant));
  for (let round = 0; round < rounds; round++) {
    // Each round in another order, so that no variant always runs first or last.
    for (const server of round % 2 === 0 ? running : [...running].reverse()) await measure(server);
  }
} finally {
  await Promise.all(running.map(({ child }) => child.stop()));
  receiver.close();
}

const plain = median(results.get('plain')!.cpuUs);
console.log(`cached lookup ${PATH}, ${rounds} rounds × ${seconds} s, 10 connections × 10 pipelined, ${values.protocol}; ${exports} exports, ${(bytesReceived / 1e6).toFixed(1)} MB received`);
console.log('variant     req/s    CPU µs/req   cost ÷ plain');
for (const [name, { rps, cpuUs }] of results) {
  console.log(`${name.padEnd(9)} ${median(rps).toFixed(0).padStart(7)}   ${median(cpuUs).toFixed(2).padStart(10)}   ${(median(cpuUs) / plain).toFixed(3).padStart(12)}`);
}
console.log(`tracing cost ratio (traced ÷ plain): ${(median(results.get('traced')!.cpuUs) / plain).toFixed(3)} (target ≤ 1.5)`);
