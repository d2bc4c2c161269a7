// Building the default dataset file, on first start or on demand.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeDatasetFile } from '../dataset/dataset-file.js';
import { buildDefaultDataset } from './default-dataset.js';

export async function buildDefaultDatasetFile(path: string, extraLanguages: readonly string[]): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeDatasetFile(path, await buildDefaultDataset(extraLanguages));
}
