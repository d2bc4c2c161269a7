import assert from 'node:assert/strict';
import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { test } from 'node:test';
import { connectionCounts, shareConnections, workerJoined, workerLeft } from '../../src/cluster/connection-share.js';
import { until } from '../support/wait.js';

function listening(counts: Int32Array, slot: number): Promise<Server> {
  const server = createServer((_req, res) => res.end('ok'));
  shareConnections(server, counts, slot);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One GET on `agent`'s connections: the Connection header answered. */
function get(server: Server, agent: Agent): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a worker holding more than its share of the connections closes them after their next answer until it holds its share', async () => {
  const counts = connectionCounts(4);
  const busy = await listening(counts, 0);
  const idle = await listening(counts, 1);
  workerJoined(counts);
  workerJoined(counts);
  const port = (busy.address() as AddressInfo).port;
  // Four connections to one worker of two, all open before any asks: its share is two.
  const sockets = await Promise.all(Array.from({ length: 4 }, () => new Promise<Socket>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => resolve(socket));
  })));
  try {
    await until(() => counts[1] === 4, 'the four connections counted');
    const answers: string[] = [];
    for (const socket of sockets) {
      answers.push(await new Promise<string>((resolve) => {
        socket.once('data', (chunk: Buffer) => resolve(/^connection: (\S+)/im.exec(chunk.toString())?.[1] ?? ''));
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      }));
    }
    // Asked one after the other, by clients that do not come back: 4 of 4 (share 2), then 3 of 3
    // (share 2), then 2 of 2 (share 1) are over the share; 1 of 1 is not.
    assert.deepEqual(answers, ['close', 'close', 'close', 'keep-alive']);
    // The counts move as the closed connections' ends reach the server.
    await until(() => counts[1] === 1 && counts[2] === 1 && counts[3] === 0, () => `one open in all, on the busy worker: ${[counts[1], counts[2], counts[3]].join(', ')}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    busy.close();
    idle.close();
  }
});

test('alone, a worker keeps every connection; one that leaves takes its count with it', async () => {
  const counts = connectionCounts(2);
  const only = await listening(counts, 0);
  workerJoined(counts);
  const agent = new Agent({ keepAlive: true, maxSockets: 3 });
  try {
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(only, agent)));
    assert.deepEqual(answers, ['keep-alive', 'keep-alive', 'keep-alive']);
    workerLeft(counts, 0, true);
    assert.deepEqual([...counts], [0, 0, 0, 0]);
  } finally {
    agent.destroy();
    only.close();
  }
});
