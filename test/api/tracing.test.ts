// Traces over OTLP/HTTP: `skyref serve` with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small
// receiver on loopback, which keeps the spans each worker exports (OTLP JSON), and the spans of
// known requests checked: route pattern, status, client id, cache hit and cost.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { CLIENT_ID } from '../support/server.js';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { spanNotes, tracesProtocol, tracingWanted } from '../../src/api/tracing.js';
import { until } from '../support/wait.js';

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
interface ExportedSpan {
  name: string;
  traceId: string;
  attributes: { key: string; value: AnyValue }[];
}
interface TraceRequest {
  resourceSpans: { resource: { attributes: { key: string; value: AnyValue }[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

/** An OTLP/HTTP receiver: /v1/traces, JSON bodies, every span kept with its resource's service name. */
class Receiver {
  readonly spans: { service: string | undefined; span: ExportedSpan }[] = [];
  readonly contentTypes = new Set<string>();
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      this.contentTypes.add(req.headers['content-type'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceRequest;
      for (const resource of body.resourceSpans) {
        const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resource.scopeSpans) for (const span of scope.spans) this.spans.push({ service, span });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function attribute(span: ExportedSpan, key: string): string | number | boolean | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  if (value === undefined) return undefined;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

const receiver = new Receiver();
let service: ServiceProcess;
before(async () => {
  const endpoint = await receiver.listen();
  service = await startServiceProcess([], {
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: 'skyref-test',
    // JSON, which this receiver reads (protobuf is the default).
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans sent 50 ms after they end rather than 5 s: the test waits for them.
    OTEL_BSP_SCHEDULE_DELAY: '50',
    SKYREF_WORKERS: '2',
  });
});
after(async () => {
  await service?.stop();
  await receiver.close();
});

/** The spans received whose route is `route`, once there are at least `n` (exported in batches, a moment after the requests). */
async function spansOf(route: RegExp, n: number): Promise<ExportedSpan[]> {
  let found: ExportedSpan[] = [];
  await until(() => (found = receiver.spans.filter(({ span }) => route.test(String(attribute(span, 'http.route')))).map(({ span }) => span)).length >= n, () => `${n} spans of ${route}, got ${found.length}`);
  return found;
}

test('each request is a span exported over OTLP/HTTP: route, status, client id, cache hit, cost', async () => {
  const token = await service.token();
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  // The same lookup twice (a miss, then a hit), the second continuing a caller's trace.
  assert.equal((await fetch(`${service.url}/v1/references/airports/FRA`, { headers })).status, 200);
  assert.equal((await fetch(`${service.url}/v1/references/airports/FRA`, { headers: { ...headers, 'x-request-id': 'abc-123' } })).status, 200);
  assert.equal(
    (await fetch(`${service.url}/v1/references/airports/FRA`, { headers: { ...headers, traceparent: `00-${traceId}-00f067aa0ba902b7-01` } })).status,
    200,
  );
  // A secret in the query string (a careless client) never reaches the collector.
  assert.equal((await fetch(`${service.url}/v1/references/airports/FRA?access_token=hunter2-secret`)).status, 401);

  const spans = await spansOf(/airports\/:/, 4);
  const route = String(attribute(spans[0]!, 'http.route'));
  assert.doesNotMatch(route, /FRA/, 'the route pattern, never the URL asked for');
  const answered = spans.filter((s) => attribute(s, 'http.response.status_code') === 200);
  assert.equal(answered.length, 3);
  // Each span names its request by the id its answer and log lines carry: the caller's X-Request-Id.
  for (const span of spans) assert.match(String(attribute(span, 'skyref.request_id')), /\S/);
  assert.equal(answered.filter((s) => attribute(s, 'skyref.request_id') === 'abc-123').length, 1, 'the X-Request-Id sent is the span\'s');
  for (const span of answered) {
    assert.equal(attribute(span, 'skyref.client_id'), CLIENT_ID);
    assert.equal(attribute(span, 'skyref.cost'), 1);
  }
  // The response cache keeps an answer from its second request on: the third is a hit, whichever
  // worker answered each.
  assert.ok(answered.some((s) => attribute(s, 'skyref.cache_hit') === false));
  assert.ok(answered.every((s) => typeof attribute(s, 'skyref.cache_hit') === 'boolean'));
  // W3C traceparent continued.
  assert.equal(answered.filter((s) => s.traceId === traceId).length, 1);
  // Refused: its status, and no client.
  const refused = spans.filter((s) => attribute(s, 'http.response.status_code') === 401);
  assert.equal(refused.length, 1);
  assert.equal(attribute(refused[0]!, 'skyref.client_id'), undefined);
  assert.equal(attribute(refused[0]!, 'url.path'), '/v1/references/airports/FRA');
  assert.doesNotMatch(JSON.stringify(receiver.spans), /hunter2/);

  assert.ok(receiver.spans.every(({ service }) => service === 'skyref-test'));
  assert.deepEqual([...receiver.contentTypes], ['application/json']);
});

test('tracing is asked for by the OpenTelemetry variables only; unasked, a request pays nothing', () => {
  assert.equal(tracingWanted({}), false);
  assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }), true);
  assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }), true);
  assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }), false);
  assert.equal(tracesProtocol({}), 'http/protobuf');
  assert.equal(tracesProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }), 'http/json');
  assert.equal(tracesProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }), 'http/protobuf');
  // A request without @fastify/otel's decoration: notes are dropped without a span to carry them.
  assert.doesNotThrow(() => spanNotes({} as never, { client: 'x', cacheHit: true, cost: 1 }));
});

/**
 * Starts `skyref serve` (one worker, in the main thread) with a module hook that prints every
 * tracing module resolved, makes one request, and returns what was printed.
 */
async function tracingModulesLoaded(env: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-tracing-hook-'));
  const hook = join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';
registerHooks({ resolve(specifier, context, next) {
  if (/^@fastify\\/otel$|^@opentelemetry\\/(sdk-|exporter-)/.test(specifier)) process.stderr.write('TRACING-MODULE ' + specifier + '\\n');
  return next(specifier, context);
} });
`,
  );
  const started = await startServiceProcess([], { ...env, SKYREF_WORKERS: '1', NODE_OPTIONS: `--import=${pathToFileURL(hook).href}` });
  try {
    const token = await started.token();
    assert.equal((await fetch(`${started.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
    return [...started.output().matchAll(/TRACING-MODULE (\S+)/g)].map((m) => m[1]!);
  } finally {
    await started.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('without OTEL_EXPORTER_OTLP_ENDPOINT neither the SDK nor @fastify/otel is loaded', async () => {
  assert.deepEqual(await tracingModulesLoaded({}), []);
  // The hook sees them when tracing is asked for (a receiver that is not there: spans are dropped).
  const loaded = await tracingModulesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
  assert.ok(loaded.includes('@fastify/otel'), loaded.join());
  assert.ok(loaded.includes('@opentelemetry/sdk-trace-node'), loaded.join());
});
