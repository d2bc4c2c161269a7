// The memory of `skyref serve` as a whole, by the number of workers: the proportional set size
// (PSS: each shared page counted once, split among the processes mapping it) summed over the
// supervisor and every process under it, once every worker is ready and has answered a few
// requests of each kind. PSS is what the service costs the machine; RSS would count shared pages
// once per process.
//
//   node dist/bench/memory.js [FILE] [--workers 1,2,4]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServe, type ServeProcess } from './serve-process.js';
import { worldDatasetFile } from './world-file.js';
import { processTree } from './process-tree.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { workers: { type: 'string', default: '1,2,4' } } });
const file = worldDatasetFile(positionals[0]);
const counts = values.workers!.split(',').map(Number);

/** Kilobytes of one smaps_rollup field of a process. */
function rollup(pid: number, field: 'Pss' | 'Rss'): number {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
}

const PATHS = [
  '/v1/references/airports/FRA',
  '/v1/references/airports/nearest/50.033,8.570',
  '/v1/references/locations?q=lon',
  '/v1/mds-references/countries/DE',
  '/v2/operations/schedules/FRA/JFK/' + new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  '/v1/operations/flightstatus/departures/FRA/' + new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) + 'T08:00',
];

async function warm(service: ServeProcess, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await Promise.all(
      PATHS.map(async (path) => {
        const response = await fetch(service.url + path, { headers: { authorization: `Bearer ${service.token}` } });
        await response.arrayBuffer();
      }),
    );
  }
}

/** Seconds from the start to the first line matching `pattern`. */
function secondsTo(service: ServeProcess, started: number, pattern: RegExp): number {
  const line = service.lines().find((l) => pattern.test(l.text));
  return line ? (line.at - started) / 1000 : NaN;
}

const results: { workers: number; readyS: number; pssMb: number; rssMb: number }[] = [];
for (const workers of counts) {
  const started = performance.now();
  const service = await startServe({ workers, dataset: file, env: { SKYREF_DRAIN_DELAY_MS: '0' } });
  // The first worker answers (or the single process listens), then every worker is ready.
  const answeringS = secondsTo(service, started, /skyref (answering|listening) on/);
  const readyS = secondsTo(service, started, /skyref listening on/);
  try {
    // Connections go to workers in turn: enough rounds that each has answered every kind.
    await warm(service, 4 * workers);
    await sleep(2000);
    const tree = processTree(service.child.pid!);
    const pss = tree.reduce((sum, pid) => sum + rollup(pid, 'Pss'), 0) / 1024;
    const rss = tree.reduce((sum, pid) => sum + rollup(pid, 'Rss'), 0) / 1024;
    results.push({ workers, readyS, pssMb: pss, rssMb: rss });
    console.log(
      `${workers} worker${workers === 1 ? ' ' : 's'}: PSS ${pss.toFixed(0)} MB (RSS ${rss.toFixed(0)} MB, ${tree.length} process${tree.length === 1 ? '' : 'es'}); ` +
        `answering ${answeringS.toFixed(1)} s after the start, every worker ready ${readyS.toFixed(1)} s`,
    );
  } finally {
    await service.stop();
  }
}
const one = results.find((r) => r.workers === 1);
if (one) for (const r of results) if (r !== one) console.log(`PSS ${r.workers} workers ÷ 1 worker: ${(r.pssMb / one.pssMb).toFixed(2)}`);
