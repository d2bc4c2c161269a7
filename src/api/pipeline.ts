// The path every data request takes: authenticate, rate-limit, negotiate the format, answer from
// the response cache or build the document, then send it with its ETag. One plain function per
// request rather than a chain of hooks, because at reference-lookup speeds the hooks would cost
// more than the lookup.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { processingErrorsDocument } from '../documents/error-document.js';
import type { Element } from '../documents/tree.js';
import { offsetBucket } from '../domain/time-zone.js';
import { CONTENT_TYPES, render, type Format } from '../render/renderer.js';
import type { ClientRegistry } from '../state/client-registry.js';
import type { RequestAuth } from './auth/request-auth.js';
import type { TokenService } from './auth/token-service.js';
import { ApiError } from './errors.js';
import type { ServiceMetrics } from './metrics.js';
import { negotiateFormat } from './negotiate.js';
import type { Query } from './query.js';
import type { Readiness } from './readiness.js';
import { cachedResponse, etagMatches, type CachedResponse, type ResponseCache } from './response-cache.js';

export interface Services {
  config: Config;
  datasets: ServedDatasetHolder;
  clients: ClientRegistry;
  tokens: TokenService;
  auth: RequestAuth;
  cache: ResponseCache;
  metrics: ServiceMetrics;
  readiness: Readiness;
}

export interface RequestContext {
  /** The dataset with its engines, the same one from the start of the request to its end. */
  served: ServedDataset;
  format: Format;
  /** Scheme and authority for absolute hrefs, without a trailing slash. */
  base: string;
  params: Record<string, string>;
  query: Query;
  nowMs: number;
}

export type DocumentBuilder = (ctx: RequestContext) => Element;

const SAFE_HOST = /^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function baseUrl(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.headers.host;
  return `${request.protocol}://${host && SAFE_HOST.test(host) ? host : 'localhost'}`;
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

export function send(reply: FastifyReply, response: CachedResponse, request: FastifyRequest, extraHeaders?: Readonly<Record<string, string>>): FastifyReply {
  if (extraHeaders) reply.headers(extraHeaders);
  if (response.status === 200 && etagMatches(request.headers['if-none-match'], response.etag)) {
    return reply.code(304).headers({ etag: response.etag, vary: 'Accept' }).send();
  }
  return reply
    .code(response.status)
    .headers({ 'content-type': response.contentType, etag: response.etag, vary: 'Accept' })
    .send(response.body);
}

export class Pipeline {
  constructor(private readonly services: Services) {}

  get metrics(): ServiceMetrics {
    return this.services.metrics;
  }

  /** Sends the error document for `error` (any thrown value) in the best format we can. */
  sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, format: Format | null): FastifyReply {
    let apiError: ApiError;
    if (error instanceof ApiError) {
      apiError = error;
    } else {
      request.log.error({ err: error }, 'request failed');
      apiError = new ApiError('internal');
    }
    const base = baseUrl(this.services.config, request);
    return send(reply, errorResponse(apiError, format ?? 'xml', base), request, apiError.headers);
  }

  /** A route handler that answers with the document `build` makes, cached by request. */
  handler(build: DocumentBuilder) {
    return (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
      const format = negotiateFormat(request.headers.accept);
      const answer = (): FastifyReply => {
        try {
          return this.answer(request, reply, build, format);
        } catch (error) {
          return this.sendError(request, reply, error, format);
        }
      };
      let client: string | Promise<string>;
      try {
        client = this.services.auth.authorize(request.headers.authorization);
      } catch (error) {
        return this.refuse(request, reply, error, format);
      }
      if (typeof client === 'string') return answer();
      return client.then(answer, (error: unknown) => this.refuse(request, reply, error, format));
    };
  }

  /** Answers a request refused for its token or its rate limits, and counts the refusal. */
  private refuse(request: FastifyRequest, reply: FastifyReply, error: unknown, format: Format | null): FastifyReply {
    this.services.metrics.refused(error);
    return this.sendError(request, reply, error, format);
  }

  private answer(request: FastifyRequest, reply: FastifyReply, build: DocumentBuilder, format: Format | null): FastifyReply {
    if (format === null) throw new ApiError('notAcceptable', { accept: String(request.headers.accept).slice(0, 100) });
    const { config, datasets, cache } = this.services;
    const base = baseUrl(config, request);
    const nowMs = Date.now();
    // UTC offsets in reference documents follow the clock in 15-minute steps, so the step is
    // part of the key.
    const key = `${format} ${offsetBucket(nowMs)} ${base} ${request.url}`;
    let response = cache.get(key);
    this.services.metrics.cacheLookup(response !== undefined);
    if (!response) {
      try {
        const doc = build({
          served: datasets.current,
          format,
          base,
          params: request.params as Record<string, string>,
          query: request.query as Query,
          nowMs,
        });
        response = cachedResponse(200, render(doc, format), CONTENT_TYPES[format]);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || Object.keys(error.headers).length > 0) throw error;
        response = errorResponse(error, format, base);
      }
      cache.set(key, response);
    }
    return send(reply, response, request);
  }
}
