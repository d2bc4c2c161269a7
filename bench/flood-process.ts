// A flood of GETs of one URL from a process of its own, so that it does not share the measuring
// process's event loop (or its core) with the load being measured. Forked by bench/metrics-flood.js
// with the URL, the connections and the seconds; sends what it got back over IPC and exits.
import autocannon from 'autocannon';

export interface FloodResult {
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

const [url, connections, seconds] = process.argv.slice(2);
if (!process.send || !url) throw new Error('start this file with child_process.fork from bench/metrics-flood.js');
const result = await autocannon({ url, connections: Number(connections), pipelining: 1, duration: Number(seconds) });
process.send(
  { requests: result.requests.total, requestsPerSecond: result.requests.mean, non2xx: result.non2xx, errors: result.errors + result.timeouts } satisfies FloodResult,
  () => process.exit(0),
);
