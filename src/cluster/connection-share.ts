// Keep-alive connections spread evenly over the worker threads. SO_REUSEPORT hands each new
// connection to a worker by a hash of its addresses, and a keep-alive connection stays where it
// landed: 16 connections on 2 workers split 10/6 as often as 8/8, and the busier worker then holds
// the machine back (uncached schedule queries: 1.23× one worker's throughput instead of 1.5×). A
// worker holding more than its share answers one of its requests with `Connection: close`; the
// client reconnects and the kernel places it anew, until the shares are even. Counts live in one
// shared array: the workers taking traffic, the connections open on all, each worker's.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { sharedArray } from '../domain/shared-memory.js';

const LIVE = 0;
const TOTAL = 1;
const FIRST_SLOT = 2;

/** The counts of a machine of at most `workers` workers, all 0. */
export function connectionCounts(workers: number): Int32Array {
  return sharedArray(Int32Array, FIRST_SLOT + workers);
}

/** A worker is taking traffic: the shares are the total over one more. */
export function workerJoined(counts: Int32Array): void {
  Atomics.add(counts, LIVE, 1);
}

/** A worker has ended (`joined`: after it took traffic): its slot is free, its connections gone. */
export function workerLeft(counts: Int32Array, slot: number, joined: boolean): void {
  if (joined) Atomics.sub(counts, LIVE, 1);
  // A worker that died never saw its connections close: they are taken off the total here.
  Atomics.sub(counts, TOTAL, Atomics.exchange(counts, FIRST_SLOT + slot, 0));
}

/** Counts this worker's connections in `slot`, and sends the ones over its share elsewhere. */
export function shareConnections(server: Server, counts: Int32Array, slot: number): void {
  const mine = FIRST_SLOT + slot;
  // A connection sent away stops counting as this worker's at once, so that the next requests do
  // not send more away meanwhile; it stays in the total until it closes, since its client will be
  // back.
  const leaving = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    Atomics.add(counts, mine, 1);
    Atomics.add(counts, TOTAL, 1);
    socket.once('close', () => {
      if (!leaving.has(socket)) Atomics.sub(counts, mine, 1);
      Atomics.sub(counts, TOTAL, 1);
    });
  });
  // Before the application's listener, which may answer at once.
  server.prependListener('request', (request, response) => {
    const live = Atomics.load(counts, LIVE);
    if (live < 2 || leaving.has(request.socket)) return;
    if (Atomics.load(counts, mine) > Math.ceil(Atomics.load(counts, TOTAL) / live)) {
      response.shouldKeepAlive = false;
      leaving.add(request.socket);
      Atomics.sub(counts, mine, 1);
    }
  });
}
