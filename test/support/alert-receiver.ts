// A webhook receiver on a loopback port for the alert tests: records every request it gets (headers
// and body as sent) and answers each with the next status of a script (then 200).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WAIT_LIMIT_MS } from './wait.js';

export interface ReceivedAlert {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export interface AlertReceiver {
  url: string;
  received: ReceivedAlert[];
  /** The statuses of the next answers, in order (0: no answer at all, the request left hanging); 200 once they are used up. */
  script: number[];
  /** Resolves once `count` requests have come (or rejects after `timeoutMs`, a safety net, naming how many did). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedAlert[]>;
  close(): Promise<void>;
}

export async function startAlertReceiver(): Promise<AlertReceiver> {
  const received: ReceivedAlert[] = [];
  const waiters: (() => void)[] = [];
  const receiver = { script: [] as number[] } as AlertReceiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), path: request.url ?? '' });
      const status = receiver.script.shift() ?? 200;
      if (status !== 0) {
        response.statusCode = status;
        response.end();
      }
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor(count: number, timeoutMs = WAIT_LIMIT_MS) {
      return new Promise<ReceivedAlert[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited ${timeoutMs} ms for ${count} alerts, got ${received.length}`)), timeoutMs);
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice());
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
