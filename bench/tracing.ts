// `npm run bench:tracing`: what traces cost a cached lookup (issue 48: ≤ 1.5×). Two `skyref serve`
// of one worker each on the same dataset, one exporting every request's span over OTLP/HTTP to a
// receiver in this process, the other without OTEL_EXPORTER_OTLP_ENDPOINT; autocannon against
// each in turn, rounds alternating, and the ratio of requests/s taken within this one run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServe, type ServeProcess } from './serve-process.js';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    // OTLP/HTTP's encoding: http/protobuf (the default) or http/json.
    protocol: { type: 'string', default: 'http/protobuf' },
  },
});
const LOOKUP = '/v1/references/airports/FRA';

/** Counts the exports and bytes it is sent, answering each at once as a collector does. */
let exports = 0;
let bytesReceived = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    exports += 1;
    bytesReceived += Buffer.concat(chunks).length;
    res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const dataset = values.dataset;
const plain = await startServe({ workers: 1, ...(dataset ? { dataset } : {}) });
const traced = await startServe({ workers: 1, ...(dataset ? { dataset } : {}), env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: values.protocol! } });

async function rate(service: ServeProcess): Promise<number> {
  const result = await autocannon({
    url: service.url + LOOKUP,
    connections: Number(values.connections),
    pipelining: 1,
    duration: Number(values.seconds),
    headers: { authorization: `Bearer ${service.token}`, accept: 'application/json' },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.mean;
}

try {
  // Warm both (the answer cached, the code compiled) before measuring.
  await rate(plain);
  await rate(traced);
  const plainRates: number[] = [];
  const tracedRates: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    plainRates.push(await rate(plain));
    tracedRates.push(await rate(traced));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const off = mean(plainRates);
  const on = mean(tracedRates);
  console.log(`cached lookup, 1 worker, ${values.connections} connections, ${values.rounds} × ${values.seconds} s alternating, ${values.protocol}`);
  console.log(`  tracing off: ${off.toFixed(0)} req/s (${plainRates.map((r) => r.toFixed(0)).join(', ')})`);
  console.log(`  tracing on:  ${on.toFixed(0)} req/s (${tracedRates.map((r) => r.toFixed(0)).join(', ')})`);
  console.log(`  cost ratio (off / on): ${(off / on).toFixed(3)} (target ≤ 1.5); ${exports} exports, ${(bytesReceived / 1e6).toFixed(1)} MB received`);
} finally {
  await plain.stop();
  await traced.stop();
  receiver.close();
}
