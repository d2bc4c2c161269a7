// /metrics on a listener of its own, apart from the API (decision 59): a scraper, or anyone
// flooding the metrics, then never queues behind or ahead of API requests in the API's server, and
// the metrics stay on the loopback address unless the operator opens them. A bare node:http server
// with one route: the supervisor of several workers runs it without loading the HTTP stack of the
// API (Fastify), and it needs none of that stack's parsing, auth or documents.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  /** http://host:port/metrics */
  url: string;
  /** Stops listening and ends the connections open; a scrape cut short is the scraper's to repeat. */
  close(): Promise<void>;
}

/** Listens on `host`:`port` (0: a free port) and answers GET /metrics with `body()`. */
export async function startMetricsListener(host: string, port: number, body: () => Promise<Buffer>): Promise<MetricsListener> {
  const server = createServer((request, response) => void answer(request, response, body));
  // Scrapers keep their connection between scrapes (every 15 s or so); a few seconds more than
  // Node's default keeps it from closing under them, as it would for a scrape every 5 s.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port: bound, family } = server.address() as AddressInfo;
  const shown = family === 'IPv6' ? `[${address}]` : address;
  return {
    url: `http://${shown}:${bound}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, body: () => Promise<Buffer>): Promise<void> {
  const path = (request.url ?? '').split('?', 1)[0];
  response.setHeader('cache-control', 'no-store');
  if (path !== METRICS_PATH) return plain(response, 404, 'Not found: metrics are at /metrics\n');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return plain(response, 405, 'Method not allowed: GET /metrics\n');
  }
  let bytes: Buffer;
  try {
    bytes = await body();
  } catch {
    // The reason stays in the process: the listener may be reachable by more than the operator.
    return plain(response, 503, 'The metrics could not be gathered\n');
  }
  response.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE, 'content-length': bytes.length });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
