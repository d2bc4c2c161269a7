// The thread that loads a dataset file for the supervisor and builds its engines on shared memory,
// then posts their image and ends: the garbage of a load (hundreds of MB at world scale) dies with
// its heap, and the supervisor's event loop, which counts every worker's rate limits, never stops
// for a load.
import { parentPort, workerData } from 'node:worker_threads';
import { serveDataset } from '../engine/served-dataset.js';
import { servedImage } from '../engine/served-image.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import type { BuildResult } from './dataset-build.js';

const { path } = workerData as { path: string };
let result: BuildResult;
try {
  const served = serveDataset(loadDatasetFile(path));
  result = { image: servedImage(served), version: served.dataset.info.version };
} catch (error) {
  result = { error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(result);
