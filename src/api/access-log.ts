// The access log: one structured line per request through the service's logger (pino), at info,
// with the route's pattern rather than the URL asked for, so that a line never holds a query
// string, a path a scanner chose, a token or a secret. SKYREF_ACCESS_LOG=off leaves the hook
// unregistered (no cost); SKYREF_LOG_LEVEL above info silences it with the other info lines.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client a data request was admitted for (pipeline.ts), or null: what the access log names. */
    clientId: string | null;
  }
}

/** What the access log says of one answered request (the request id is the logger's reqId). */
export interface AccessEntry {
  method: string;
  /** The route's pattern (`/v1/references/airports/:code`), or "unmatched". */
  route: string;
  status: number;
  /** Bytes of the body, as its Content-Length says (0 for a 304 or an answer without one). */
  bytes: number;
  /** Microseconds from the request's arrival at Fastify to the end of its answer. */
  us: number;
  client: string | null;
}

export const ACCESS_MESSAGE = 'access';

/** The access-log entry of an answered request. */
export function accessEntry(request: FastifyRequest, reply: FastifyReply): AccessEntry {
  const length = reply.getHeader('content-length');
  return {
    method: request.method,
    route: (!request.is404 && request.routeOptions.url) || 'unmatched',
    status: reply.statusCode,
    bytes: length === undefined ? 0 : Number(length),
    us: Math.round(reply.elapsedTime * 1000),
    client: request.clientId,
  };
}

/**
 * The access log of one application: written by its onResponse hook, and by the handler of errors
 * Fastify finds before routing (a URL that cannot be decoded), for which no hook runs.
 */
export class AccessLog {
  private on = false;

  /** Makes `app` write the access log when `on` (it must have been given a logger), and lets its requests carry their client. */
  register(app: FastifyInstance, on: boolean): void {
    app.decorateRequest('clientId', null);
    // A level above info (SKYREF_LOG_LEVEL=warn) silences it: then no hook is added at all.
    const logger = app.log as typeof app.log & { isLevelEnabled?(level: string): boolean };
    this.on = on && logger.isLevelEnabled?.('info') !== false;
    if (!this.on) return;
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(accessEntry(request, reply), ACCESS_MESSAGE);
      done();
    });
  }

  /** Writes the line of a request answered where no hook runs. */
  write(request: FastifyRequest, reply: FastifyReply): void {
    if (this.on) request.log.info(accessEntry(request, reply), ACCESS_MESSAGE);
  }
}
