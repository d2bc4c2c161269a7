import { join } from 'node:path';

export function datasetPath(dataDir: string): string {
  return join(dataDir, 'dataset.sqlite');
}
