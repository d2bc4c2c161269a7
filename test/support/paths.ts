import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is compiled to dist/test/support/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const TEST_DATASET = join(REPO_ROOT, '.test-data', 'dataset.sqlite');
export const SHARED_DATA = resolve(REPO_ROOT, '..', 'shared', 'data');
