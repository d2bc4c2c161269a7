// A flood of token requests with wrong secrets, run in a worker thread of its own so that the
// attacker's work is not done on the event loop of the server under test: `connections` loops,
// each sending one request after another on its own keep-alive connection from one of
// `addresses` (loopback addresses: 127.x.y.z are all this machine), alternately for an unknown
// client id and for one of `knownIds`, and after an answer that checked nothing (429, 503)
// waiting `pauseMs`: the attacker's own CPU is this machine's too, and a flood of cheap refusals
// as fast as one core can send them measures how fast the server answers any request, not what
// the secret checks cost it. Posts the count of answers by status when sent 'stop'.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface FloodOptions {
  port: number;
  addresses: string[];
  connections: number;
  knownIds: string[];
  pauseMs: number;
}

/** Starts a flood; `stop()` ends it and gives the answers by status (0: no answer). */
export function startTokenFlood(options: FloodOptions): { stop(): Promise<Record<string, number>> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  const counts = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await counts;
      await worker.terminate();
      return result;
    },
  };
}

function wrongSecret(agent: Agent, port: number, from: string, id: string): Promise<number> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: 'flood-wrong-secret' }).toString();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/v1/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

if (parentPort && workerData) {
  const port = parentPort;
  const { port: serverPort, addresses, connections, knownIds, pauseMs } = workerData as FloodOptions;
  let flooding = true;
  const counts: Record<string, number> = {};
  const loops = Array.from({ length: connections }, async (_, i) => {
    const from = addresses[i % addresses.length]!;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (flooding) {
      const id = i % 2 === 0 ? `ghost-${randomBytes(6).toString('hex')}` : knownIds[i % knownIds.length]!;
      const status = await wrongSecret(agent, serverPort, from, id);
      counts[status] = (counts[status] ?? 0) + 1;
      if (status === 429 || status === 503) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    agent.destroy();
  });
  port.on('message', () => {
    flooding = false;
    void Promise.all(loops).then(() => port.postMessage(counts));
  });
}
