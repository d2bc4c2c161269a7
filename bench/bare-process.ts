// The yardstick: a bare node:http server that answers each path with the bytes and headers the
// real server gave for it, and does nothing else. The gap between it and skyref is what the
// framework, authentication, rate limiting, negotiation and the response cache cost.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childProtocol, sendToParent, type CannedResponse } from './ipc.js';

interface Canned {
  status: number;
  body: Buffer;
  headers: Record<string, string | number>;
}

let responses = new Map<string, Canned>();

const server = createServer((request, response) => {
  const canned = responses.get(`${request.headers.authorization ?? ''} ${request.url ?? ''}`);
  if (!canned) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(canned.status, canned.headers);
  response.end(canned.body);
});

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
