// POST /v1/oauth/token: the client-credentials grant (RFC 6749 §4.4), credentials in the form
// body or in HTTP Basic (§2.3.1), errors as §5.2 JSON. The secret check goes through the
// endpoint's guard (auth/token-guard.ts): failures throttled per client id and per address (429,
// `slow_down`), checks bounded (503, `temporarily_unavailable`), both with Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUARD_SETTINGS, TokenEndpointGuard } from '../auth/token-guard.js';
import type { Pipeline, Services } from '../pipeline.js';
import { route } from './methods.js';

// slow_down is the token-endpoint error of RFC 8628 §3.5 (registered with IANA for the token
// endpoint); RFC 6749 has none for a rate limit. temporarily_unavailable is RFC 6749's own for a
// server that cannot answer for now (§4.1.2.1).
type TokenError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'slow_down' | 'temporarily_unavailable';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function tokenError(reply: FastifyReply, status: number, error: TokenError, description: string, basic = false): FastifyReply {
  if (status === 401) reply.header('www-authenticate', basic ? 'Basic realm="skyref", charset="UTF-8"' : 'Basic realm="skyref"');
  return reply
    .code(status)
    .headers({ ...NO_STORE, 'content-type': 'application/json; charset=utf-8' })
    .send(JSON.stringify({ error, error_description: description }));
}

function decodeFormComponent(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Credentials from `Authorization: Basic`, form-encoded inside as RFC 6749 §2.3.1 asks. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | undefined {
  if (!header) return undefined;
  const match = /^basic[ \t]+([A-Za-z0-9+/]+=*)[ \t]*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeFormComponent(decoded.slice(0, colon)), secret: decodeFormComponent(decoded.slice(colon + 1)) };
}

function field(body: Record<string, unknown>, name: string): string | undefined | null {
  const v = body[name];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : null;
}

export function tokenRoute(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  const { clock } = services.config;
  const guard = new TokenEndpointGuard(GUARD_SETTINGS, () => clock.monotonic());
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const isForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
    if (!isForm || typeof request.body !== 'object' || request.body === null) {
      return tokenError(reply, 400, 'invalid_request', 'Send the request as application/x-www-form-urlencoded.');
    }
    const body = request.body as Record<string, unknown>;
    const grantType = field(body, 'grant_type');
    const formId = field(body, 'client_id');
    const formSecret = field(body, 'client_secret');
    if (grantType === null || formId === null || formSecret === null) {
      return tokenError(reply, 400, 'invalid_request', 'Each parameter may be given only once.');
    }
    if (!grantType) return tokenError(reply, 400, 'invalid_request', 'Missing grant_type; use client_credentials.');
    if (grantType !== 'client_credentials') {
      return tokenError(reply, 400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
    }
    const basic = basicCredentials(request.headers.authorization);
    if (basic === null) {
      services.metrics.authFailed('credentials_malformed');
      return tokenError(reply, 401, 'invalid_client', 'Malformed HTTP Basic credentials.', true);
    }
    if (basic && (formId !== undefined || formSecret !== undefined)) {
      return tokenError(reply, 400, 'invalid_request', 'Send the client credentials either in HTTP Basic or in the form, not both.');
    }
    const id = basic?.id ?? formId;
    const secret = basic?.secret ?? formSecret;
    if (!id || !secret) {
      services.metrics.authFailed('credentials_missing');
      return tokenError(reply, 401, 'invalid_client', 'Missing client credentials: send client_id and client_secret.');
    }
    if (id.length > 256 || secret.length > 1024) {
      services.metrics.authFailed('credentials_invalid');
      return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.', Boolean(basic));
    }
    const outcome = await guard.attempt(id, request.ip, () => services.clients.authenticate(id, secret));
    if (outcome.kind !== 'checked') {
      const throttled = outcome.kind === 'throttled';
      services.metrics.authFailed(throttled ? 'credentials_throttled' : 'credentials_busy');
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return throttled
        ? tokenError(reply, 429, 'slow_down', `Too many failed client authentications for this client id or from this address; retry after ${outcome.retryAfterSeconds} s.`)
        : tokenError(reply, 503, 'temporarily_unavailable', `Too many client authentications under way; retry after ${outcome.retryAfterSeconds} s.`);
    }
    const client = outcome.value;
    if (!client) {
      services.metrics.authFailed('credentials_invalid');
      return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.', Boolean(basic));
    }
    // Named in the access log once authenticated (never the id a failed attempt claimed).
    request.clientId = client.id;
    const token = await services.tokens.issue(client, clock.now());
    return reply
      .code(200)
      .headers({ ...NO_STORE, 'content-type': 'application/json; charset=utf-8' })
      .send(JSON.stringify({ access_token: token.accessToken, token_type: 'bearer', expires_in: token.expiresIn }));
  };
  route(app, pipeline, '/v1/oauth/token', ['POST'], handler);
}
