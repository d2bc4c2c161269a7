// A dataset file loaded and its engines built in a thread of their own (dataset-build-thread.ts).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PostedImage } from '../engine/served-image.js';

const BUILD_THREAD = fileURLToPath(new URL('./dataset-build-thread.js', import.meta.url));

/**
 * The build's young generation is capped (8 MB a semi-space; decision 53): V8 would grow it to
 * 192 MB while the dataset loads, and the pages an ended thread leaves are kept by the process
 * (V8 pools them for the next thread), so the cap is the memory the service keeps from a build.
 */
export const BUILD_LIMITS = { maxYoungGenerationSizeMb: 24 };

export type BuildResult = { image: PostedImage; version: string } | { error: string };

/**
 * The image of the dataset file at `path`, for every worker to serve; rejects when it cannot be
 * loaded. In the `background` (a swap, while the workers serve), the build's threads run at the
 * lowest priority, so that they take the cores the workers leave rather than share them.
 */
export async function buildServedImage(path: string, options: { background?: boolean } = {}): Promise<{ image: PostedImage; version: string }> {
  const result = await buildThread<BuildResult>(BUILD_THREAD, { path, background: options.background === true });
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** What a build thread (`file`, given `data`) posts, its one message; rejected when it fails or ends without one. */
export function buildThread<T>(file: string, data: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(file, { workerData: data, resourceLimits: BUILD_LIMITS });
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the build thread ${file} ended without its result (code ${code})`)));
  });
}
