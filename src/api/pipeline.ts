// The path every data request takes: authenticate, rate-limit, negotiate the format, answer from
// the response cache or build the document, then send it with its ETag. One plain function per
// request rather than a chain of hooks, because at reference-lookup speeds the hooks would cost
// more than the lookup.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Socket } from 'node:net';
import type { Config } from '../config.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { processingErrorsDocument } from '../documents/error-document.js';
import type { Element } from '../documents/tree.js';
import { offsetBucket } from '../domain/time-zone.js';
import { CONTENT_TYPES, render, type Format } from '../render/renderer.js';
import type { Client, ClientRegistry } from '../state/client-registry.js';
import type { Subscriptions } from '../alerts/subscriptions.js';
import { CHARGE_HEADER, rateHeaders, type Admitted, type RequestAuth } from './auth/request-auth.js';
import type { EventLoopPressure } from './event-loop-pressure.js';
import type { McpEndpoint } from './mcp-endpoint.js';
import type { TokenService } from './auth/token-service.js';
import { ApiError } from './errors.js';
import type { ServiceMetrics } from './metrics.js';
import { LinkBase } from './link-base.js';
import { ContentNegotiator, type Negotiated } from './negotiate.js';
import type { Query, QueryName } from './query.js';
import type { Readiness } from './readiness.js';
import { CodingNegotiator, type Coding } from './content-coding.js';
import { spanNotes } from './tracing.js';
import { Sandbox, SIMULATED_HEADER, type Fault, type RequestNumbers, type Simulation } from './sandbox.js';
import { cachedResponse, documentEtag, etagMatches, variantOf, type CachedResponse, type EncodedBody, type ResponseCache } from './response-cache.js';
import { RefusalTarpit } from './refusal-tarpit.js';

export interface Services {
  config: Config;
  datasets: ServedDatasetHolder;
  clients: ClientRegistry;
  tokens: TokenService;
  auth: RequestAuth;
  cache: ResponseCache;
  metrics: ServiceMetrics;
  readiness: Readiness;
  /** Whether this worker's event loop is late, when costly requests wait. */
  pressure: EventLoopPressure;
  /** What answers at POST /mcp (mcp/http-endpoint.ts; api/ never imports mcp/). */
  mcp: McpEndpoint;
  /** Where sandbox clients' requests are numbered, when not in this process (the workers of a machine share them). */
  requestNumbers?: RequestNumbers;
  /** Change alerts' subscriptions (docs/alerts.md). */
  alerts: Subscriptions;
}

/**
 * What a request is charged against its client's limits, from what it asks (engine/request-charges.ts);
 * given input its route will refuse, any price (the refusal costs a lookup's work).
 */
export type Price = (params: Record<string, string>, query: Query, served: ServedDataset, nowMs: number) => number;

/** The 503 of a costly request while its worker catches up: refused before it is charged. */
export const OVERLOADED = new ApiError('overloaded', {}, { 'retry-after': '1', [CHARGE_HEADER]: '0' });

export interface RequestContext {
  /** The dataset with its engines, the same one from the start of the request to its end. */
  served: ServedDataset;
  format: Format;
  /** Scheme and authority for absolute hrefs, without a trailing slash. */
  base: string;
  params: Record<string, string>;
  query: Query;
  nowMs: number;
  /** Set for a sandbox client on a route that simulates (flight status): its answer may be simulated. */
  simulation?: Simulation;
}

export type DocumentBuilder = (ctx: RequestContext) => Element;

/** A route handler of the pipeline, with the query parameters its document depends on. */
export interface DataHandler {
  (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  /** The only query parameters its builder sees and the response cache keys by; others are ignored. */
  readonly queryParameters: readonly QueryName[];
}

export function errorResponse(error: ApiError, format: Format, base: string): CachedResponse {
  const doc = processingErrorsDocument({
    type: error.entry.type,
    code: error.entry.code,
    description: error.message,
    retry: error.retry,
    infoUrl: `${base}/docs/errors#${error.entry.code}`,
  });
  return cachedResponse(error.status, render(doc, format), CONTENT_TYPES[format]);
}

const VARY = 'Accept, Accept-Encoding';

/** Vary: Accept and Accept-Encoding, after what CORS may have put there (Origin). */
function vary(reply: FastifyReply): string {
  const before = reply.getHeader('vary');
  return before === undefined ? VARY : `${String(before)}, ${VARY}`;
}

/**
 * Sends `response` in `coding` (compressed once and kept with it, or the `variant` the response
 * cache made), or a 304 when If-None-Match names that representation's ETag.
 */
function send(
  reply: FastifyReply,
  response: CachedResponse,
  request: FastifyRequest,
  coding: Coding,
  extraHeaders?: Readonly<Record<string, string>>,
  variant: EncodedBody = variantOf(response, coding),
): FastifyReply {
  if (extraHeaders) reply.headers(extraHeaders);
  if (response.status === 200 && etagMatches(request.headers['if-none-match'], variant.etag)) {
    return reply.code(304).headers({ etag: variant.etag, vary: vary(reply) }).send();
  }
  if (variant.coding !== 'identity') reply.header('content-encoding', variant.coding);
  return reply
    .code(response.status)
    .headers({ 'content-type': response.contentType, etag: variant.etag, vary: vary(reply) })
    .send(variant.body);
}

/**
 * Rendered error documents, by error, format and link base: a refusal (401, 429, 405, 406, 404 of
 * an unknown path…) costs a map lookup and a write, as a cached answer does. Errors never echo
 * request input (errors.ts), so what is kept is bounded by the catalogue, the limits configured and
 * the allowed link bases; the LRU bounds it anyway.
 */
export class ErrorResponses {
  private readonly lru = new LRUCache<string, CachedResponse>({ max: 1024 });

  get(error: ApiError, format: Format, base: string): CachedResponse {
    const key = `${format} ${base} ${error.entry.code} ${error.message}`;
    let response = this.lru.get(key);
    if (response === undefined) {
      response = errorResponse(error, format, base);
      this.lru.set(key, response);
    }
    return response;
  }
}

/** Appends a value to a cache key so that no two different values append the same text. */
function keyPart(value: string | string[]): string {
  return typeof value === 'string' ? `${value.length}:${value}` : `[${value.map(keyPart).join('')}]`;
}

export class Pipeline {
  private readonly links: LinkBase;
  private readonly errors = new ErrorResponses();
  private readonly negotiator: ContentNegotiator;
  private readonly codings = new CodingNegotiator();
  /** Numbers the handlers, whose number stands for their route in the response cache's keys. */
  private handlers = 0;
  private readonly sandbox: Sandbox;
  private readonly tarpit: RefusalTarpit;

  constructor(private readonly services: Services) {
    this.links = new LinkBase(services.config);
    this.tarpit = new RefusalTarpit(services.config.refusalWaitMs);
    this.sandbox = new Sandbox(services.config.sandboxSeed, services.clients, services.requestNumbers);
    this.negotiator = new ContentNegotiator(services.config.jsonProfile);
  }

  /** Sends a response in the content coding the request accepts (identity when it accepts none: a 406 has to be readable). */
  send(request: FastifyRequest, reply: FastifyReply, response: CachedResponse, extraHeaders?: Readonly<Record<string, string>>): FastifyReply {
    return send(reply, response, request, this.codings.negotiate(request.headers['accept-encoding']) ?? 'identity', extraHeaders);
  }

  /** The format of the answer to `request` (docs/api-rules.md, Formats). */
  negotiate(request: FastifyRequest): Negotiated {
    return this.negotiateAccept(request.headers.accept);
  }

  /** The format of an answer to a request with this Accept header, answered before Fastify sees it. */
  negotiateAccept(accept: string | undefined): Negotiated {
    return this.negotiator.negotiate(accept);
  }

  get metrics(): ServiceMetrics {
    return this.services.metrics;
  }

  /** The base of links for an answer written to a socket without a parsed request (no Host header to read). */
  socketBaseUrl(socket: Socket): string {
    return this.links.ofSocket(socket);
  }

  /** The rendered document of an error, shared by every answer of that error. */
  errorDocument(error: ApiError, format: Format, base: string): CachedResponse {
    return this.errors.get(error, format, base);
  }

  /** Scheme and authority of this request's links (link-base.ts), for a route that writes its own. */
  baseOf(request: FastifyRequest): string {
    return this.links.of(request);
  }

  /** What a sandbox client's simulated answers are drawn from, for a route that simulates outside the pipeline (/mcp). */
  sandboxSimulation(): Simulation {
    return this.sandbox.simulation();
  }

  /**
   * Sends the error document for `error` (any thrown value), by default in the format the request
   * negotiates; `headers` (what an admitted request was charged) go first, the error's own over them.
   */
  sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, format: Format = this.negotiate(request).format, headers?: Readonly<Record<string, string>>): FastifyReply {
    let apiError: ApiError;
    if (error instanceof ApiError) {
      apiError = error;
    } else {
      request.log.error({ err: error }, 'request failed');
      apiError = new ApiError('internal');
    }
    const all = headers === undefined ? apiError.headers : { ...headers, ...apiError.headers };
    return this.send(request, reply, this.errors.get(apiError, format, this.links.of(request)), all);
  }

  /**
   * The format an answer to `request` will have, or the 406 thrown when the request accepts no
   * format or no content coding offered: a route that acts (makes, removes) asks before acting.
   */
  answerFormat(request: FastifyRequest): Format {
    const { format, acceptable } = this.negotiate(request);
    if (!acceptable) throw new ApiError('notAcceptable');
    if (this.codings.negotiate(request.headers['accept-encoding']) === undefined) throw new ApiError('codingNotAcceptable');
    return format;
  }

  /**
   * Sends `doc` rendered in `format` (from answerFormat) with `status`, kept by no cache: for the
   * answers of a route that builds its own documents from what changes between two requests
   * (alert subscriptions).
   */
  sendDocument(request: FastifyRequest, reply: FastifyReply, status: number, doc: Element, format: Format): FastifyReply {
    return this.send(request, reply, cachedResponse(status, render(doc, format), CONTENT_TYPES[format]), { 'cache-control': 'no-store' });
  }

  /**
   * A route handler that answers with the document `build` makes, cached by its inputs: the route,
   * its path parameters and the query parameters named here, which are all `build` sees. Other
   * query parameters (a JSONP callback, a cache buster) are ignored, so they cannot make a cached
   * answer an uncached one (docs/decisions.md, "Parameters an operation does not read are ignored").
   * With `simulates`, a sandbox client's answer is built afresh with its simulated status and
   * labelled so; every other client's answer is as it would be without it.
   */
  handler(build: DocumentBuilder, queryParameters: readonly QueryName[] = [], simulates = false, price?: Price): DataHandler {
    const route = String(this.handlers++);
    const handler = (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
      const negotiated = this.negotiate(request);
      const format = negotiated.format;
      // One reading of the clock per request: its token and rate checks and its document agree on now.
      const nowMs = this.services.config.clock.now();
      const charge = price === undefined ? 1 : price(request.params as Record<string, string>, request.query as Query, this.services.datasets.current, nowMs);
      // A costly request waits while the worker is late; it has not been charged.
      if (charge > 1 && this.services.pressure.high) return this.refuse(request, reply, OVERLOADED, format);
      const admitted = ({ client, rate }: Admitted) => {
        spanNotes(request, { client: client.id, cost: charge });
        request.clientId = client.id;
        const headers = rateHeaders(rate, charge);
        const answer = (simulation?: Simulation): FastifyReply => {
          try {
            return this.answer(request, reply, build, negotiated, route, queryParameters, nowMs, headers, simulation);
          } catch (error) {
            // Charged all the same (a 406, an error with headers of its own): it says so.
            return this.sendError(request, reply, error, format, headers);
          }
        };
        // A sandbox client is one field read away from every other client's path.
        return client.sandbox ? this.sandboxAnswer(request, reply, client, format, simulates, answer) : answer();
      };
      const admission = this.services.auth.authorize(request.headers.authorization, nowMs, charge);
      if (admission instanceof ApiError) return this.refuse(request, reply, admission, format);
      if (!(admission instanceof Promise)) return admitted(admission);
      return admission.then(
        (settled) => (settled instanceof ApiError ? this.refuse(request, reply, settled, format) : admitted(settled)),
        (error: unknown) => this.refuse(request, reply, error, format),
      );
    };
    return Object.assign(handler, { queryParameters });
  }

  /**
   * Answers a request refused for its token or its rate limits, and counts the refusal. On a
   * connection refused over and over, a 401 or 429 is answered after a wait (refusal-tarpit.ts).
   */
  refuse(request: FastifyRequest, reply: FastifyReply, error: unknown, format: Format = this.negotiate(request).format): FastifyReply | Promise<FastifyReply> {
    this.services.metrics.refused(error);
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 429)) return this.sendError(request, reply, error, format);
    const retryAfter = Number(error.headers['retry-after']);
    const wait = this.tarpit.wait(request.raw.socket, this.services.config.clock.monotonic(), Number.isFinite(retryAfter) ? retryAfter * 1000 : Infinity);
    if (wait === 0) return this.sendError(request, reply, error, format);
    return new Promise((resolve) => setTimeout(() => resolve(this.sendError(request, reply, error, format)), wait));
  }

  /**
   * A sandbox client's request: the fault its spec injects (a refusal, or a delay before the
   * answer), then the answer, simulated on a route that simulates.
   */
  private sandboxAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    client: Client,
    format: Format,
    simulates: boolean,
    answer: (simulation?: Simulation) => FastifyReply,
  ): FastifyReply | Promise<FastifyReply> {
    const go = () => answer(simulates ? this.sandbox.simulation() : undefined);
    const meet = (fault: Fault | undefined): FastifyReply | Promise<FastifyReply> => {
      if (fault === undefined) return go();
      // An injected refusal is answered as the description documents it (Skyref-Simulated and
      // Retry-After only), not with the limits of the request that drew it.
      if ('refusal' in fault) return this.sendError(request, reply, fault.refusal, format);
      return new Promise<void>((resolve) => setTimeout(resolve, fault.latencyMs)).then(go);
    };
    const fault = this.sandbox.fault(client);
    return fault instanceof Promise ? fault.then(meet, (error: unknown) => this.sendError(request, reply, error, format)) : meet(fault);
  }

  private answer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: DocumentBuilder,
    { format, acceptable }: Negotiated,
    route: string,
    queryParameters: readonly QueryName[],
    nowMs: number,
    headers: Readonly<Record<string, string>>,
    simulation?: Simulation,
  ): FastifyReply {
    if (!acceptable) throw new ApiError('notAcceptable');
    const coding = this.codings.negotiate(request.headers['accept-encoding']);
    if (coding === undefined) throw new ApiError('codingNotAcceptable');
    const { datasets, cache } = this.services;
    const base = this.links.of(request);
    const params = request.params as Record<string, string>;
    const query = request.query as Query;
    if (simulation !== undefined) return this.simulatedAnswer(request, reply, build, format, coding, base, params, query, queryParameters, nowMs, headers, simulation);
    // The key holds everything the document is made of: format, link base, route, parameters,
    // and the step of the clock, since UTC offsets in reference documents follow it in 15-minute steps.
    let key = `${format} ${offsetBucket(nowMs)} ${base} ${route}`;
    for (const name in params) key += ` ${keyPart(params[name]!)}`;
    for (const name of queryParameters) {
      const value = query[name];
      if (value !== undefined) key += ` ${name}=${keyPart(value)}`;
    }
    let response = cache.get(key);
    this.services.metrics.cacheLookup(response !== undefined);
    spanNotes(request, { cacheHit: response !== undefined });
    if (!response) {
      const known: Query = {};
      for (const name of queryParameters) if (query[name] !== undefined) known[name] = query[name];
      const served = datasets.current;
      try {
        const doc = build({ served, format, base, params, query: known, nowMs });
        response = cachedResponse(200, render(doc, format), CONTENT_TYPES[format], documentEtag(served.dataset.info.version, key));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || Object.keys(error.headers).length > 0) throw error;
        // Kept with the answers, by request (these name validated values: many, each rare).
        response = errorResponse(error, format, base);
      }
      cache.set(key, response);
    }
    return send(reply, response, request, coding, headers, cache.variant(key, response, coding));
  }

  /**
   * A sandbox client's answer on a route that simulates: never from the response cache nor kept
   * in it (what it holds moves with the clock and is for sandbox clients alone), its ETag the hash
   * of its bytes, and labelled simulated when it holds simulated data (a 200).
   */
  private simulatedAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: DocumentBuilder,
    format: Format,
    coding: Coding,
    base: string,
    params: Record<string, string>,
    query: Query,
    queryParameters: readonly QueryName[],
    nowMs: number,
    headers: Readonly<Record<string, string>>,
    simulation: Simulation,
  ): FastifyReply {
    const known: Query = {};
    for (const name of queryParameters) if (query[name] !== undefined) known[name] = query[name];
    let response: CachedResponse;
    try {
      const doc = build({ served: this.services.datasets.current, format, base, params, query: known, nowMs, simulation });
      response = cachedResponse(200, render(doc, format), CONTENT_TYPES[format]);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || Object.keys(error.headers).length > 0) throw error;
      return send(reply, errorResponse(error, format, base), request, coding, headers);
    }
    return send(reply, response, request, coding, { ...headers, [SIMULATED_HEADER]: 'true' });
  }
}
