// Whatever goes wrong, answered as the documented error — never a stack trace, never Fastify's or
// Node's own answer, never the input echoed (docs/security.md, The error contract and links):
// errors found before a route ran, what Node's parser could not take, CONNECT, paths that exist
// nowhere, and errors thrown by a handler.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
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

const SP = 0x20;
const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');
const CONNECTION_CLOSE = Buffer.from('Connection: close\r\n');
const HEX = '0123456789ABCDEF';

/**
 * A request whose target holds raw bytes above 0x7F (UTF-8 unescaped, `?q=Zürich`, as curl and
 * scripts send it), which Node's parser refuses whatever its options: the same request with those
 * bytes percent-encoded, as the client would have sent it escaped, and `Connection: close`; or
 * undefined when `packet` is not such a request whole (its head and any Content-Length body in
 * this one packet, no Transfer-Encoding). Nothing else of the request is changed: the parser
 * still checks all of it.
 */
export function escapedRequest(packet: Buffer): Buffer | undefined {
  const headEnd = packet.indexOf(HEAD_END);
  const lineEnd = packet.indexOf(LINE_END);
  if (headEnd < 0 || lineEnd < 0) return undefined;
  const targetStart = packet.indexOf(SP) + 1;
  const targetEnd = packet.indexOf(SP, targetStart);
  if (targetStart <= 1 || targetEnd < 0 || targetEnd > lineEnd) return undefined;
  const head = packet.subarray(0, headEnd + 4).toString('latin1');
  if (/\r\ntransfer-encoding:/i.test(head)) return undefined;
  const length = /\r\ncontent-length:[ \t]*(\d+)[ \t]*\r\n/i.exec(head);
  const end = headEnd + 4 + (length ? Number(length[1]) : 0);
  if (end > packet.length) return undefined;
  let target = '';
  let raw = false;
  for (const byte of packet.subarray(targetStart, targetEnd)) {
    if (byte > 0x7f) {
      raw = true;
      target += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
    } else {
      target += String.fromCharCode(byte);
    }
  }
  if (!raw) return undefined;
  return Buffer.concat([
    packet.subarray(0, targetStart),
    Buffer.from(target, 'latin1'),
    packet.subarray(targetEnd, lineEnd + 2),
    CONNECTION_CLOSE,
    packet.subarray(lineEnd + 2, end),
  ]);
}

/**
 * A connection that gives the server `request` and then writes what it answers to `socket`: the
 * request is parsed and answered as any other (routes, limits, access log), on a parser of its
 * own since the socket's is spent. Its read side stays open until the answer has gone, since the
 * server drops a request whose connection ends first; the answer closes it (Connection: close).
 */
function relayedConnection(socket: Socket, request: Buffer): Duplex {
  const relay = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      socket.write(chunk, done);
    },
    final(done) {
      relay.push(null);
      socket.end(done);
    },
    destroy(error, done) {
      socket.destroy();
      done(error);
    },
  });
  // What the server and the routes read of a connection: the addresses (request.ip, links).
  for (const name of ['remoteAddress', 'remotePort', 'remoteFamily', 'localAddress', 'localPort'] as const) {
    Object.defineProperty(relay, name, { get: () => socket[name] });
  }
  socket.once('close', () => relay.destroy());
  relay.push(request);
  return relay;
}

/** What Node's HTTP parser could not take, answered on the socket itself. */
export function clientErrorHandler(pipeline: Pipeline) {
  /** Sockets answered after a parse error: the parser may report the same error again. */
  const answered = new WeakSet<Socket>();
  // Fastify calls it bound to the application, whose server a relayed connection is given to.
  return function (this: { server: Server }, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    // As Node does: answer unless part of a response already went out on this connection.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    // A target with raw UTF-8, on a connection with nothing else in flight, is read again escaped.
    const escaped = error.code === 'HPE_INVALID_URL' && inFlight == null && Buffer.isBuffer(error.rawPacket) ? escapedRequest(error.rawPacket) : undefined;
    if (escaped !== undefined) {
      this.server.emit('connection', relayedConnection(socket, escaped));
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
