// The yardstick: a bare node:http server that answers each path with the bytes and headers the
// real server gave for it, and does nothing else. The gap between it and skyref is what the
// framework, authentication, rate limiting, negotiation and the response cache cost.
// With BENCH_YARDSTICK=fastify the same answers go through an empty Fastify route instead: the
// gap to that is what skyref itself costs, and its ratio to node:http the framework's ceiling.
import Fastify from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childProtocol, sendToParent, type CannedResponse } from './ipc.js';

interface Canned {
  status: number;
  body: Buffer;
  headers: Record<string, string | number>;
}

let responses = new Map<string, Canned>();

function answer(request: IncomingMessage, response: ServerResponse): void {
  const canned = responses.get(`${request.headers.authorization ?? ''} ${request.url ?? ''}`);
  if (!canned) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(canned.status, canned.headers);
  response.end(canned.body);
}

async function listening(): Promise<ReturnType<typeof createServer>> {
  if (process.env.BENCH_YARDSTICK !== 'fastify') return createServer(answer);
  const app = Fastify({ logger: false });
  app.get('*', (request, reply) => {
    const canned = responses.get(`${request.headers.authorization ?? ''} ${request.url}`);
    if (!canned) return reply.code(404).send();
    return reply.code(canned.status).headers(canned.headers).send(canned.body);
  });
  await app.ready();
  return app.server;
}

const server = await listening();

function load(list: CannedResponse[]): void {
  responses = new Map(
    list.map((r) => {
      const body = Buffer.from(r.body, 'base64');
      return [`${r.authorization} ${r.path}`, { status: r.status, body, headers: { ...r.headers, 'content-length': body.length } }];
    }),
  );
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  childProtocol(
    (message) => {
      if (message.type === 'responses') {
        load(message.responses);
        sendToParent({ type: 'responses-loaded' });
      }
    },
    () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    },
  );
  sendToParent({ type: 'ready', url: `http://127.0.0.1:${port}` });
});
