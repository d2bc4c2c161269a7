// Run before the suite (npm pretest): builds the default dataset on the test network (the real
// network cut to a region, test-network.ts) once into .test-data/, as of the date the run is for
// (test-clock.ts), so every test file starts its servers on the same data without rebuilding it;
// the date is written beside it for the test files to run as.
import { writeFileSync } from 'node:fs';
import { buildDefaultDatasetFile } from '../../src/ingest/default-dataset-file.js';
import { testNetworkRoutes } from './test-network.js';
import { TEST_DATASET, TEST_DATE_FILE } from './paths.js';
import { noonUtc, runDate } from './test-clock.js';

const date = runDate();
await buildDefaultDatasetFile(TEST_DATASET, ['ja', 'nl', 'pl', 'pt', 'ru', 'zh'], noonUtc(date), await testNetworkRoutes());
writeFileSync(TEST_DATE_FILE, `${date}\n`);
process.stdout.write(`test dataset built as of ${date}: ${TEST_DATASET}\n`);
