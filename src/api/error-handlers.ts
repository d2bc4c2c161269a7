// Whatever goes wrong, answered as the documented error — never a stack trace, never Fastify's or
// Node's own answer, never the input echoed (docs/security.md, The error contract and links):
// errors found before a route ran, what Node's parser could not take, CONNECT, paths that exist
// nowhere, and errors thrown by a handler.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AccessLog } from './access-log.js';
import { ApiError } from './errors.js';
import { UNMATCHED_ROUTE, type ServiceMetrics } from './metrics.js';
import type { Pipeline } from './pipeline.js';
import { methodNotAllowed, type MethodNotAllowed } from './routes/methods.js';

/** Bytes of a request body at most (the OpenAPI description says 16,384). */
export const BODY_LIMIT = 16 * 1024;
/** Characters of a path segment (a route parameter) at most; a longer one is a 414 (the description says 256). */
export const MAX_PARAM_LENGTH = 256;
/** The token endpoint, whose errors are RFC 6749 JSON (routes/token.ts). */
const TOKEN_PATH = '/v1/oauth/token';

/** An RFC 6749 §5.2 error of the token endpoint, for errors raised before its handler ran. */
function tokenRequestError(reply: FastifyReply, status: number, description: string): FastifyReply {
  return reply
    .code(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache', 'content-type': 'application/json; charset=utf-8' })
    .send(JSON.stringify({ error: 'invalid_request', error_description: description }));
}

/** The catalogue error for what Node's HTTP parser could not take (Fastify's clientError). */
function clientErrorOf(code: string | undefined, maxHeaderSize: number): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('headersTooLarge', { limit: maxHeaderSize });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('requestTimeout');
    default:
      // A malformed request line or header, a method the parser does not know, bytes a URL may
      // not hold: the path cannot be trusted, so neither a 404 nor a 405 can be told.
      return new ApiError('requestMalformed', { reason: 'the request could not be parsed' });
  }
}

/** Errors Fastify found before any route ran: a URL that cannot be decoded, a segment too long. */
export function frameworkErrorHandler(pipeline: Pipeline, metrics: ServiceMetrics, accessLog?: AccessLog) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError =
      error.code === 'FST_ERR_BAD_URL'
        ? new ApiError('requestMalformed', { reason: 'the URL could not be decoded' })
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new ApiError('uriTooLong', { limit: MAX_PARAM_LENGTH })
          : error;
    pipeline.sendError(request, reply, apiError);
    metrics.route(UNMATCHED_ROUTE).count(request.method, reply.statusCode);
    // No onResponse hook runs for these.
    accessLog?.write(request, reply);
  };
}

/** What Node's HTTP parser could not take, answered on the socket itself. */
export function clientErrorHandler(pipeline: Pipeline) {
  /** Sockets answered after a parse error: the parser may report the same error again. */
  const answered = new WeakSet<Socket>();
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    // As Node does: answer unless part of a response already went out on this connection.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const apiError = clientErrorOf(error.code, maxHeaderSize);
    writeRawError(socket, pipeline.errorDocument(apiError, 'xml', pipeline.socketBaseUrl(socket)), apiError);
  };
}

export function answerConnect(app: FastifyInstance, pipeline: Pipeline): void {
  // CONNECT asks for a tunnel, and names a host rather than a path: Node would drop the connection
  // without an answer.
  app.server.on('connect', (_request: unknown, socket: Socket) => {
    const apiError = new ApiError('requestMalformed', { reason: 'CONNECT is not served, this server is not a proxy' });
    writeRawError(socket, pipeline.errorDocument(apiError, 'xml', pipeline.socketBaseUrl(socket)), apiError);
  });
}

export function answerExpectation(app: FastifyInstance, pipeline: Pipeline): void {
  // An Expect header other than 100-continue: Node would answer its own empty 417 (RFC 9110 §10.1.1).
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const apiError = new ApiError('expectationFailed');
    const { format } = pipeline.negotiateAccept(request.headers.accept);
    const document = pipeline.errorDocument(apiError, format, pipeline.socketBaseUrl(request.socket));
    response.writeHead(document.status, { 'content-type': document.contentType, 'content-length': document.body.length, connection: 'close' });
    response.end(document.body);
  });
}

/** Paths that exist nowhere, and errors thrown by a handler or before it ran. */
export function setErrorHandlers(app: FastifyInstance, pipeline: Pipeline, metrics: ServiceMetrics): void {
  // Counted under one route label, never the URL asked for, so that scanners cannot grow the
  // metrics; answered without the path, so that the answer holds no text the request chose.
  app.setNotFoundHandler(
    metrics.route(UNMATCHED_ROUTE).wrap((request, reply) =>
      pipeline.sendError(request, reply, new ApiError('pathNotFound')),
    ),
  );

  // Errors thrown by a handler, or before it ran (a body that could not be parsed). The handler's
  // wrapper (routes/methods.ts) timed the request if it ran; it is counted here, with the status
  // answered. This path is rare, so the route's pattern is read from routeOptions. A body that
  // could not be read for a method the path does not allow (a QUERY without Content-Type), or on a
  // path that does not exist, is the 405 or 404 it would have been; one too large is a 413 wherever
  // it is sent. The token endpoint answers RFC 6749 JSON, like its other errors.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    const format = pipeline.negotiate(request).format;
    const notAllowed = request.routeOptions.config as Partial<MethodNotAllowed> | undefined;
    if (status >= 400 && status < 500 && status !== 413 && notAllowed?.methodNotAllowed) {
      pipeline.sendError(request, reply, methodNotAllowed(request.method, notAllowed.allow ?? ''), format);
    } else if (status >= 400 && status < 500 && status !== 413 && request.is404) {
      pipeline.sendError(request, reply, new ApiError('pathNotFound'), format);
    } else if (status >= 400 && status < 500 && request.method === 'POST' && request.routeOptions.url === TOKEN_PATH) {
      tokenRequestError(reply, status === 413 ? 413 : 400, status === 413 ? `The request body is larger than ${BODY_LIMIT} bytes.` : 'The request body could not be parsed.');
    } else if (status === 413) {
      pipeline.sendError(request, reply, new ApiError('bodyTooLarge', { limit: BODY_LIMIT }), format);
    } else if (status >= 400 && status < 500) {
      const reason = status === 415 ? 'unsupported content type' : 'the request could not be parsed';
      pipeline.sendError(request, reply, new ApiError('requestMalformed', { reason }), format);
    } else {
      pipeline.sendError(request, reply, error, format);
    }
    metrics.route((!request.is404 && request.routeOptions.url) || UNMATCHED_ROUTE).count(request.method, reply.statusCode);
    return reply;
  });
}

/** An error document written straight to a socket that no request object stands for, then closed. */
function writeRawError(socket: Socket, response: { status: number; body: Buffer; contentType: string }, error: ApiError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head =
    `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}\r\n` +
    `content-type: ${response.contentType}\r\ncontent-length: ${response.body.length}\r\n` +
    Object.entries(error.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    'connection: close\r\n\r\n';
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), response.body]), () => socket.destroy());
}
