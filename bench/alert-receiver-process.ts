// The receiver of bench/alerts.ts, in a process of its own so that its work is not the load
// generator's: counts alerts, checks each signature against the secrets the parent sends, and
// reports the count and the time of the last one when asked.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const secrets = new Map<string, string>();
let received = 0;
let badSignatures = 0;
let lastAt = 0;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    const header = String(request.headers['skyref-signature']);
    const t = /t=(\d+)/.exec(header)?.[1];
    const id = /"SubscriptionId":"([^"]+)"/.exec(body)?.[1] ?? '';
    const expected = createHmac('sha256', secrets.get(id) ?? '').update(`${t}.${body}`).digest('hex');
    if (!header.endsWith(`v1=${expected}`)) badSignatures++;
    received++;
    lastAt = Date.now();
    response.end();
  });
});
server.listen(0, '127.0.0.1', () => process.send!({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts` }));
process.on('message', (message: { type: string; secrets?: [string, string][] }) => {
  if (message.type === 'secrets') for (const [id, secret] of message.secrets!) secrets.set(id, secret);
  if (message.type === 'count') process.send!({ type: 'count', received, badSignatures, lastAt });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
