// POST /mcp: the MCP tools over Streamable HTTP, behind the API's bearer tokens and rate limits.
// This is the door; the protocol is mcp/'s, reached through the McpEndpoint the service hands over
// (api/mcp-endpoint.ts). Stateless: every request is answered on its own, as JSON, so a load
// balancer may send each to any worker or replica. The request is charged as a lookup when it
// arrives, and each tool call in it its own price as it runs; the answer's headers say the sum.
// A 401 names this resource's metadata (RFC 9728), which names the token endpoint, for clients
// that discover authorisation as the MCP specification's authorisation section asks; both
// documents are served here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateHeaders } from '../auth/request-auth.js';
import { BodyAdmission } from '../body-admission.js';
import { ApiError } from '../errors.js';
import type { McpCaller } from '../mcp-endpoint.js';
import { OVERLOADED, type Pipeline, type Services } from '../pipeline.js';
import { route } from './methods.js';

const RESOURCE_PATH = '/mcp';
const AUTHORIZE_PATH = '/v1/oauth/authorize';
/** RFC 9728 §3.1: the metadata of a resource with a path is at the well-known name followed by that path. */
const RESOURCE_METADATA_PATH = `/.well-known/oauth-protected-resource${RESOURCE_PATH}`;

/** A refusal as a tool error's text: the API's message, and when to come back. */
function refusalText(error: ApiError): string {
  const retry = error.headers['retry-after'];
  return retry === undefined ? error.message : `${error.message} Retry after ${retry} s.`;
}

/** Link bases one refusal is kept for at most: they are the configured or loopback ones, a handful. */
const MAX_BASES = 16;

/**
 * The 401s with their Bearer challenge naming the resource metadata (RFC 9728 §5.1), made once for
 * each refusal and link base: a flood of bad tokens at /mcp builds nothing, as at any other door.
 */
class ChallengedRefusals {
  private readonly made = new WeakMap<ApiError, Map<string, ApiError>>();

  of(error: ApiError, base: string): ApiError {
    const challenge = error.headers['www-authenticate'];
    if (challenge === undefined) return error;
    let byBase = this.made.get(error);
    if (byBase === undefined) this.made.set(error, (byBase = new Map()));
    let challenged = byBase.get(base);
    if (challenged === undefined) {
      if (byBase.size >= MAX_BASES) byBase.clear();
      const headers = { ...error.headers, 'www-authenticate': `${challenge}, resource_metadata="${base}${RESOURCE_METADATA_PATH}"` };
      // The same refusal (message, catalogue entry) with one more header.
      challenged = Object.create(error, { headers: { value: headers } }) as ApiError;
      byBase.set(base, challenged);
    }
    return challenged;
  }
}

/** RFC 9728: the resource, who issues its tokens, and how they are sent. */
function protectedResourceMetadata(base: string) {
  return { resource: `${base}${RESOURCE_PATH}`, authorization_servers: [base], bearer_methods_supported: ['header'], resource_name: 'skyref MCP tools' };
}

/**
 * RFC 8414: tokens by the client-credentials grant at /v1/oauth/token, the only grant, so no
 * response type. The authorization endpoint is named all the same, because MCP clients (the SDK's
 * among them, client-credentials flow included) refuse metadata without one; it answers every
 * request with RFC 6749's unsupported_response_type.
 */
function authorizationServerMetadata(base: string) {
  return {
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}/v1/oauth/token`,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    response_types_supported: [],
  };
}

export function mcpRoute(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  const now = () => services.config.clock.now();
  // Token and limits are checked before the body is read: a client over its limits sending
  // batches of 16 KB is refused for what a lookup's refusal costs, its JSON never parsed.
  const challenged = new ChallengedRefusals();
  const admissions = new BodyAdmission(pipeline, services, (refusal, request) =>
    refusal.status === 401 ? challenged.of(refusal, pipeline.baseOf(request)) : refusal,
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = admissions.of(request);
    const { client } = admission;
    const response = reply.raw;
    // The answer is written once every call of the request is answered (the transport answers as
    // JSON, never as a stream), so its headers can say what the request was charged in all, the
    // calls included, and what is left after the last: a client pacing itself by them is right.
    let charged = 1;
    const setHeaders = (headers: Readonly<Record<string, string>>) => {
      if (response.headersSent) return;
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    };
    const caller: McpCaller = {
      clientId: client.id,
      admit: async (price) => {
        if (price > 1 && services.pressure.high) {
          services.metrics.refused(OVERLOADED);
          return refusalText(OVERLOADED);
        }
        const decision = await services.auth.charge(client, now(), price);
        if (!(decision instanceof ApiError)) {
          charged += price;
          setHeaders(rateHeaders(decision.rate, charged));
          return undefined;
        }
        services.metrics.refused(decision);
        // The 429's own RateLimit fields (none left, and when more fits); the charge stays what was let in.
        const { 'ratelimit-limit': limit, 'ratelimit-remaining': remaining, 'ratelimit-reset': reset } = decision.headers;
        if (limit !== undefined && remaining !== undefined && reset !== undefined) setHeaders({ 'ratelimit-limit': limit, 'ratelimit-remaining': remaining, 'ratelimit-reset': reset });
        return refusalText(decision);
      },
      ...(client.sandbox ? { simulation: pipeline.sandboxSimulation() } : {}),
    };
    reply.hijack();
    setHeaders(rateHeaders(admission.rate, charged));
    await services.mcp.handle(request.raw, response, request.body, caller);
  };
  route(app, pipeline, RESOURCE_PATH, ['POST'], handler, admissions.check);

  const metadata = (document: (base: string) => object) => async (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'max-age=3600').send(JSON.stringify(document(pipeline.baseOf(request))));
  // The resource's metadata at both names: clients try the path's own first, then the host's.
  route(app, pipeline, RESOURCE_METADATA_PATH, ['GET'], metadata(protectedResourceMetadata));
  route(app, pipeline, '/.well-known/oauth-protected-resource', ['GET'], metadata(protectedResourceMetadata));
  route(app, pipeline, '/.well-known/oauth-authorization-server', ['GET'], metadata(authorizationServerMetadata));
  // No redirect: no client has a redirection URI to send the error to (RFC 6749 §4.1.2.1).
  route(app, pipeline, AUTHORIZE_PATH, ['GET'], async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify({ error: 'unsupported_response_type', error_description: 'skyref issues tokens only by the client-credentials grant, at /v1/oauth/token.' })),
  );
}
