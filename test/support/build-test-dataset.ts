// Run before the suite (npm pretest): builds the default dataset once into .test-data/, so every
// test file starts its servers on the same real data without rebuilding it.
import { buildDefaultDatasetFile } from '../../src/ingest/default-dataset-file.js';
import { TEST_DATASET } from './paths.js';

await buildDefaultDatasetFile(TEST_DATASET, ['ja', 'nl', 'pl', 'pt', 'ru', 'zh']);
process.stdout.write(`test dataset built: ${TEST_DATASET}\n`);
