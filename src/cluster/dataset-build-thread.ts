// The thread that loads a dataset file for the supervisor and builds its engines on shared memory,
// then posts their image and ends: the garbage of a load (hundreds of MB at world scale) dies with
// its heap, and the supervisor's event loop, which hands out rate-limit slots and gathers metrics,
// never stops for a load. Once the file is read, the lookups (flight numbers, arrivals, the
// location search) are built in a thread of their own (dataset-lookups-thread.ts) while this one
// builds the routing engines: on two cores, the service answers 0.4 s sooner.
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { DepartureIndex } from '../engine/departure-index.js';
import { RouteNetwork } from '../engine/route-network.js';
import { datasetImage, postedImage, routingImage, type LookupImage } from '../engine/served-image.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import { buildThread, type BuildResult } from './dataset-build.js';

const LOOKUPS_THREAD = fileURLToPath(new URL('./dataset-lookups-thread.js', import.meta.url));

const { path, background } = workerData as { path: string; background: boolean };
// On Linux a thread's nice value is its own (setpriority of 0 is the calling thread), and the
// lookups thread started below inherits it: a swap's build yields the cores to requests.
if (background) {
  try {
    setPriority(10);
  } catch {
    // Not allowed here (some containers): built at the workers' priority.
  }
}
let result: BuildResult;
try {
  const dataset = loadDatasetFile(path);
  const image = datasetImage(dataset);
  const lookups = buildThread<LookupImage>(LOOKUPS_THREAD, image);
  const network = new RouteNetwork(dataset);
  const routing = routingImage(network, new DepartureIndex(network.legs, dataset.schedule.airports.length));
  // Packed here, so that neither the supervisor nor a worker spends its own time on it.
  result = { image: postedImage({ dataset: image, ...routing, ...(await lookups) }), version: dataset.info.version };
} catch (error) {
  result = { error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(result);
