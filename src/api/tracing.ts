// Traces for an OpenTelemetry collector (issue 48): with OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, a span for each request, made by @fastify/otel and
// exported over OTLP/HTTP (JSON) by the official SDK. Unset, nothing here loads: the SDK and the
// instrumentation are imported only when tracing starts, and a request pays one property read
// (`spanNotes`). Each server (each worker thread) owns its provider and exporter: a worker's
// globals are its own, and it exports its own spans.
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { Attributes } from '@opentelemetry/api';
import { setTimeout as delay } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';

/** A server's traces: the plugin to register before its routes, and the flush at its end. */
export interface RequestTracing {
  readonly plugin: FastifyPluginCallback;
  /** Exports what is left and stops; the server calls it once it has drained. */
  shutdown(): Promise<void>;
}

const FASTIFY_OTEL = '@fastify/otel';

/** The longest the last spans' export may hold a server's end. */
const SHUTDOWN_WAIT_MS = 2000;

/** What is used of @fastify/otel (its own types: see the import). */
interface FastifyOtelModule {
  FastifyOtelInstrumentation: new (options: {
    instrumentHooks: boolean;
    instrumentHandler: boolean;
    requestHook: (span: { setAttribute(key: string, value: string): unknown }, request: FastifyRequest) => void;
  }) => {
    setTracerProvider(provider: unknown): void;
    plugin(): FastifyPluginCallback;
  };
}

type Env = Readonly<Record<string, string | undefined>>;

/** Whether the environment asks for traces (the OpenTelemetry SDK's own variables). */
export function tracingWanted(env: Env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * The OTLP/HTTP encoding: OTEL_EXPORTER_OTLP_TRACES_PROTOCOL or OTEL_EXPORTER_OTLP_PROTOCOL,
 * protobuf unless `http/json` (the specification's default; protobuf is also the cheaper to make).
 */
export function tracesProtocol(env: Env): 'http/json' | 'http/protobuf' {
  const asked = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL;
  return asked === 'http/json' ? 'http/json' : 'http/protobuf';
}

/**
 * Starts this server's tracing when the environment asks for it, else resolves undefined having
 * loaded nothing. The exporter reads its endpoint, headers and timeout from the standard
 * OTEL_EXPORTER_OTLP_* variables, and the resource its name from OTEL_SERVICE_NAME (skyref unless
 * given), so an operator configures it as any OpenTelemetry service.
 */
export async function startTracing(env: Env): Promise<RequestTracing | undefined> {
  if (!tracingWanted(env)) return undefined;
  // A span lives from its request until its batch is exported, so many are alive at each young
  // collection, and V8 then allocates spans straight in the old generation, where they die and
  // wait for a full collection: the heap grew ~6 MB/s under load, and each traced request cost
  // more (decision 91). The flag is the process's: set before the SDK's code exists, and only here.
  setFlagsFromString('--no-allocation-site-pretenuring');
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, otel] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    tracesProtocol(env) === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
    // Through a name TypeScript does not resolve: @fastify/otel's types add an `otel` field to every
    // route's config, which would make the routes' own config (methods.ts) a type error.
    import(FASTIFY_OTEL) as Promise<FastifyOtelModule>,
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'skyref' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context manager and the W3C traceparent propagator, so that a caller's trace is continued.
  provider.register();
  // One span a request: a span for each of Fastify's hooks and one for the handler would cost
  // more than a cached lookup takes, and tell nothing the request's span does not.
  const instrumentation = new otel.FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    // @fastify/otel writes the URL with its query as url.path; a careless client's query string can
    // hold a secret (access_token=…), and OpenTelemetry's url.path is the path alone.
    // The request id, which the access log and error documents carry too, so that one request is
    // followed from its span to its log lines.
    requestHook: (span, request) => {
      span.setAttribute('url.path', pathOf(request.url));
      span.setAttribute('skyref.request_id', request.id);
    },
  });
  instrumentation.setTracerProvider(provider);
  return {
    plugin: instrumentation.plugin(),
    // A collector that does not answer holds the end of a drain no longer than this.
    shutdown: () => Promise.race([provider.shutdown(), delay(SHUTDOWN_WAIT_MS, undefined, { ref: false })]),
  };
}

/** A request target without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** What the pipeline knows of a request that its span should carry. */
export interface SpanNotes {
  /** The client whose token was accepted. */
  client?: string;
  /** Whether the answer came from the response cache. */
  cacheHit?: boolean;
  /** What the request was charged against its client's limits (a lookup 1, a search more). */
  cost?: number;
}

/** The part of @fastify/otel's request decoration read here; absent when tracing is off. */
interface TracedRequest {
  opentelemetry?: () => { span?: { setAttributes(attributes: Attributes): unknown } | null };
}

/** Adds `notes` to the request's span, if it has one: one property read when tracing is off. */
export function spanNotes(request: FastifyRequest, notes: SpanNotes): void {
  const context = (request as unknown as TracedRequest).opentelemetry;
  if (context === undefined) return;
  const span = context.call(request).span;
  if (!span) return;
  const attributes: Attributes = {};
  if (notes.client !== undefined) attributes['skyref.client_id'] = notes.client;
  if (notes.cacheHit !== undefined) attributes['skyref.cache_hit'] = notes.cacheHit;
  if (notes.cost !== undefined) attributes['skyref.cost'] = notes.cost;
  span.setAttributes(attributes);
}
