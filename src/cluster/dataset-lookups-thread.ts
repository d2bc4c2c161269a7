// Builds the lookups of a dataset (flight numbers, arrivals, the location search) beside the build
// thread, which builds the routing engines meanwhile (dataset-build-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { datasetFromImage, lookupImage, type DatasetImage } from '../engine/served-image.js';

parentPort!.postMessage(lookupImage(datasetFromImage(workerData as DatasetImage)));
