// The data directory's dataset lock as the commands that write the dataset file take it: waiting
// with a message, giving up with a clear one, and clearing what dead writers left behind.
import type { Config } from '../config.js';
import { removeStaleTempFiles } from '../dataset/dataset-file.js';
import { DatasetLockTimeout, describeHolder, withDatasetLock, type LockHolder } from '../dataset/dataset-lock.js';
import { ImportError } from './cli-errors.js';

const say = (text: string) => void process.stderr.write(`skyref: ${text}\n`);

/**
 * Runs `work` (which reads the dataset file, changes it and renames the new one in) holding the
 * lock, so that writers of one data directory take turns. `refused` ends the message when the
 * lock stays taken for the whole wait (`nothing imported`).
 */
export async function holdingDatasetLock<T>(config: Config, command: string, refused: string, work: () => Promise<T>): Promise<T> {
  const options = {
    command,
    timeoutMs: config.importWaitMs,
    onWait: (holder: LockHolder | undefined) =>
      say(`waiting for ${holder ? describeHolder(holder) : 'another process'} to finish with ${config.dataDir} (at most ${Math.round(config.importWaitMs / 1000)} s, SKYREF_IMPORT_WAIT_MS)…`),
    onTakeover: (holder: LockHolder | undefined) =>
      say(`took over the dataset lock left by ${holder ? describeHolder(holder) : 'a process'}, which is no longer running`),
  };
  try {
    return await withDatasetLock(config.dataDir, options, async () => {
      const stale = removeStaleTempFiles(config.dataDir);
      if (stale.length > 0) say(`removed temporary files of dataset writes that did not finish: ${stale.join(', ')}`);
      return work();
    });
  } catch (error) {
    if (error instanceof DatasetLockTimeout) {
      throw new ImportError(`another process is writing this data directory's dataset: ${error.message}; ${refused}`);
    }
    throw error;
  }
}
