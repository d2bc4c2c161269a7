// The messages between bench/run.ts and the two server processes it forks.

export interface CannedResponse {
  path: string;
  /** The Authorization header of the requests it answers (scenarios of one path differ by caller). */
  authorization: string;
  status: number;
  body: string; // base64, so the bytes survive the JSON of the IPC channel unchanged
  headers: Record<string, string>;
}

export type ToChild = { type: 'cpu' } | { type: 'memory' } | { type: 'responses'; responses: CannedResponse[] };

export type FromChild =
  | { type: 'ready'; url: string }
  | { type: 'cpu'; user: number; system: number }
  | { type: 'memory'; rss: number; heapUsed: number; arrayBuffers: number }
  | { type: 'responses-loaded' }
  | { type: 'failed'; message: string };

export function sendToParent(message: FromChild): void {
  process.send?.(message);
}

/**
 * Answers {type:'cpu'} with this process's CPU time so far (µs, all threads: GC and libuv
 * included) and {type:'memory'} with its memory usage, and exits when the parent goes away so that no server is left behind.
 */
export function childProtocol(onMessage: (message: ToChild) => void, onExit: () => void): void {
  if (!process.send) throw new Error('start this file with child_process.fork from bench/run.js');
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      sendToParent({ type: 'cpu', user, system });
    } else if (message.type === 'memory') {
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
      sendToParent({ type: 'memory', rss, heapUsed, arrayBuffers });
    } else {
      onMessage(message);
    }
  });
  process.on('disconnect', onExit);
}
