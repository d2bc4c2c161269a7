// The default dataset built for a service starting on an empty data directory (data-dir.ts), in a
// thread of its own: the build holds its thread for seconds (tens on a busy machine), and the
// service's main thread must stay free meanwhile to read the stop signals, a second of which ends
// the process at once. Posts one message, {} once the file is renamed in or { error } when not.
import { parentPort, workerData } from 'node:worker_threads';
import { buildDefaultDatasetFile } from './default-dataset-file.js';

const { path, extraLanguages, nowMs } = workerData as { path: string; extraLanguages: string[]; nowMs: number };
try {
  await buildDefaultDatasetFile(path, extraLanguages, nowMs);
  parentPort!.postMessage({});
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
