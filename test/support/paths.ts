import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is compiled to dist/test/support/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const TEST_DATASET = join(REPO_ROOT, '.test-data', 'dataset.sqlite');
/** The date the test dataset was built for, yyyy-MM-dd (test-clock.ts). */
export const TEST_DATE_FILE = join(REPO_ROOT, '.test-data', 'test-date');
export const SHARED_DATA = resolve(REPO_ROOT, '..', 'shared', 'data');
