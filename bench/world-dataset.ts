// World-scale benchmark input: the default dataset (the whole network of the route table, about
// 100,000 flights a day for 361 days), built and written as a dataset file.
//
//   node dist/bench/world-dataset.js [--out FILE]
//
// Prints build and write times and the file size, then (from a fresh process, so the generator's
// garbage does not count) the load time and resident memory of a server holding it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDatasetFile } from '../src/dataset/dataset-file.js';
import { buildDefaultDataset } from '../src/ingest/default-dataset.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DEFAULT_OUT = fileURLToPath(new URL('../../bench/results/world/dataset.sqlite', import.meta.url));

const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_OUT } } });
const out = values.out!;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const t0 = performance.now();
const content = await buildDefaultDataset([], { nowMs: Date.now() });
const built = seconds(t0);
const t1 = performance.now();
mkdirSync(dirname(out), { recursive: true });
writeDatasetFile(out, content);
const written = seconds(t1);
const { schedule } = content;

process.stdout.write(
  [
    'world-scale dataset: the default one',
    `  legs         ${schedule.legs.length} leg periods, ${schedule.carriers.length} airlines, ${new Set(schedule.legs.flatMap((l) => [l.origin, l.destination])).size} airports`,
    `  built        ${built} s`,
    `  written      ${written} s`,
    `  file         ${out} (${(statSync(out).size / 1e6).toFixed(0)} MB)`,
    '',
  ].join('\n'),
);
// Load figures from a process that does nothing else.
execFileSync(process.execPath, ['--expose-gc', join(HERE, 'load-dataset.js'), out], { stdio: 'inherit' });
