// What a data directory needs before a server starts on it, done by the supervisor once per start
// (or by a single server): kept apart from the server so that the supervisor does not load the
// HTTP stack it never runs.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Config } from './config.js';
import { datasetFileExists, removeStaleTempFiles } from './dataset/dataset-file.js';
import { datasetPath } from './dataset/dataset-paths.js';
import { openState } from './service-state.js';
import { reportingEvents } from './state/state-events.js';
import { registerBootstrapClient, type BootstrapOutcome } from './state/client-registry.js';
import { privateSecretFile } from './state/private-files.js';

const toStderr = (text: string) => void process.stderr.write(text + '\n');

/** Where the demo client's secret is kept: the secret alone, so that `$(cat …)` is the secret. */
export const DEMO_SECRET_FILE = 'demo-client-secret.txt';

/**
 * What a data directory needs before a server starts on it: a dataset file (the default one is
 * built when there is none) and a client (the configured one, else a "demo" client whose secret
 * is kept in DEMO_SECRET_FILE). Done once per start, before any worker, so that workers never race to do it.
 * Temporary dataset files of imports that died are removed first.
 */
export async function prepareDataDir(
  config: Config,
  notice: (text: string) => void = toStderr,
  terminal: { isTTY?: boolean } = process.stderr,
): Promise<void> {
  const path = datasetPath(config.dataDir);
  const stale = removeStaleTempFiles(config.dataDir);
  if (stale.length > 0) notice(`removed temporary files left by dataset writes that did not finish: ${stale.join(', ')}`);
  if (!datasetFileExists(path)) {
    notice(`No dataset at ${path}: building the default dataset (reference data and the real airline network, about 10 s)…`);
    await buildInThread(path, config.extraLanguages, config.clock.now());
  }
  privateSecretFile(join(config.dataDir, DEMO_SECRET_FILE), notice, 'the demo client\'s secret', 'give the demo client a new secret: `skyref clients add demo`, or delete it');
  const state = await openState(config, reportingEvents(notice));
  try {
    const { clients } = state;
    if (config.bootstrapClient) {
      bootstrapNotice(config.bootstrapClient.id, await registerBootstrapClient(clients, config.bootstrapClient), notice);
    } else if (clients.size === 0) {
      const secret = await clients.add('demo');
      notice(demoClientNotice(config.dataDir, secret, terminal.isTTY === true));
    }
  } finally {
    await state.close();
  }
}

const BUILD_THREAD = new URL('./ingest/default-dataset-thread.js', import.meta.url);

/**
 * The default dataset file built off the main thread (ingest/default-dataset-thread.ts), so that
 * signals are read while it is built; a process ended meanwhile leaves only its temporary file,
 * which the next start removes.
 */
function buildInThread(path: string, extraLanguages: readonly string[], nowMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(BUILD_THREAD, { workerData: { path, extraLanguages: [...extraLanguages], nowMs } });
    thread.once('message', (result: { error?: string }) => (result.error === undefined ? resolve() : reject(new Error(`building the default dataset failed: ${result.error}`))));
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the default dataset's build thread ended without its result (code ${code})`)));
  });
}

/**
 * The demo client's secret is kept in a file only the owner can read, in the data directory that
 * only the owner can enter, so that a first try needs no copying from a console (decision 60); it
 * is printed as well only to a terminal: a service manager, a container or a log collector gets
 * the file's path alone.
 */
function demoClientNotice(dataDir: string, secret: string, interactive: boolean): string {
  const file = join(dataDir, DEMO_SECRET_FILE);
  rmSync(file, { force: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  if (interactive) return `Created the client "demo": client_id=demo client_secret=${secret} (kept in ${file}, mode 0600)`;
  return `Created the client "demo"; its secret is in ${file} (mode 0600), not printed because stderr is not a terminal`;
}

/** Tells the operator when SKYREF_CLIENT_ID/SKYREF_CLIENT_SECRET were not applied, and why. */
function bootstrapNotice(id: string, outcome: BootstrapOutcome, notice: (text: string) => void): void {
  if (outcome === 'disabled') {
    notice(`SKYREF_CLIENT_ID: the client "${id}" is disabled and stays so; enable it with \`skyref clients add ${id}\`.`);
  } else if (outcome === 'otherSecret') {
    notice(`SKYREF_CLIENT_ID: the client "${id}" has another secret than SKYREF_CLIENT_SECRET; its stored secret stays. Change it with \`skyref clients add ${id} --secret …\`.`);
  }
}
