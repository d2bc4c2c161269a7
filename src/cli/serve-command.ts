// `skyref serve [--workers N]`: the service in the foreground until SIGINT or SIGTERM, on which it
// drains (readiness fails, requests in flight finish) and exits 0, or 1 when draining failed; a
// second signal ends it at once, in any phase (killed by that signal: status 143 or 130). A signal
// while it is still starting (building or loading the dataset, starting workers) stops it too:
// nothing more starts, what has started stops, exit 0. SIGHUP loads the dataset file again. One
// worker is a single process; more are a supervisor and its worker threads on one port, and
// SIGUSR2 ends one of them at once (a fault drill: it is replaced). Started by npm, it also
// drains when npm (or npx's shell) ends, and its last line says how it stopped.
import type { Config } from '../config.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import type { ServedDataset } from '../engine/served-dataset.js';
import { consoleLogFormat, noticeLine } from '../log-format.js';
import { replicaId } from '../state/replica-id.js';
import { UsageError } from './cli-errors.js';
import { expectOperands, readCommandLine, valueOf } from './command-line.js';
import { startedByNpm, startedByNpmStart, whenParentEnds } from './npm-parent.js';
import { exitWhenStopped, stopSignal } from './stop-signal.js';

/**
 * Under `npm start`, a stop signal repeated within this is the one npm passed on: npm forwards
 * at once, where an operator asking again takes longer.
 */
const NPM_REPEAT_MS = 500;

export async function serveCommand(config: Config, args: string[]): Promise<void> {
  // The operator's notices in the console's one format, as the log's lines (log-format.ts).
  const format = consoleLogFormat(config);
  const say = (text: string) => void process.stderr.write(noticeLine(format, text, config.clock.now()) + '\n');
  const line = readCommandLine(['serve'], args);
  expectOperands(['serve'], line, 0);
  let workers = config.workers;
  const asked = valueOf(line, 'workers');
  if (asked !== undefined) {
    workers = Number(asked);
    if (!/^\d+$/.test(asked) || workers < 1 || workers > 256) throw new UsageError(`--workers must be an integer from 1 to 256, got "${asked}"`);
  }
  // Before anything that takes time: a service manager may stop the service at any moment.
  let serving = false;
  const stopper = stopSignal(
    {
      first: (cause) =>
        say(
          serving
            ? `${cause}: draining (readiness fails now, stops listening in ${config.drainDelayMs} ms)`
            : `${cause} while starting: stopping (nothing more starts once the step under way is over${workers > 1 ? '; workers already started drain' : ''})`,
        ),
      again: (signal) => say(`${signal} again: stopped at once`),
      repeated: (signal) => say(`${signal} again within ${NPM_REPEAT_MS} ms: the same stop, passed on by npm as well`),
    },
    startedByNpmStart() ? { sameWithinMs: NPM_REPEAT_MS } : {},
  );
  const stop = stopper.signal;
  if (startedByNpm()) whenParentEnds((parent) => stopper.ask(`the process that started it (npm, pid ${parent}) ended`));
  // A hangup's or SIGUSR2's default is to end the process: handled from here on. Before the
  // service answers a hangup is ignored: the dataset file is being read as it is now, and one
  // renamed in meanwhile is swapped in once the service has started (the supervisor watches the
  // file). Once it answers (with several workers, while the others still start) the supervisor
  // remembers a hangup and swaps when they are up.
  const hangup: { on: () => void } = { on: () => say('SIGHUP while starting: ignored (the dataset file is being read now; one renamed in meanwhile is swapped in once started)') };
  const drill: { on: () => void } = { on: () => say(workers > 1 ? 'SIGUSR2 while starting: ignored (no worker ended before every one has started)' : 'SIGUSR2: a single process has no worker to end; ignored') };
  // Once stopping, neither: a swap or a drill would only slow the stop.
  process.on('SIGHUP', () => (stop.aborted ? say('SIGHUP while stopping: ignored') : hangup.on()));
  process.on('SIGUSR2', () => (stop.aborted ? say('SIGUSR2 while stopping: ignored') : drill.on()));
  say(`skyref starting (${workers > 1 ? `${workers} workers` : 'a single process'}, data directory ${config.dataDir}, pid ${process.pid})`);
  const stoppedWhileStarting = () => say('skyref stopped while starting');
  if (workers === 1) return serveAlone(config, say, stop, hangup, () => (serving = true), stoppedWhileStarting);
  // Each mode loads only its own modules: a supervisor never runs the HTTP stack, and starting
  // sooner makes the service answer sooner.
  const { startSupervisor } = await import('../cluster/supervisor.js');
  const supervisor = await startSupervisor(config, {
    workers,
    stop,
    notice: say,
    answering: (answering) => (hangup.on = () => void answering.swap()),
  });
  serving = !stop.aborted;
  exitWhenStopped(stop, () => supervisor?.stop() ?? Promise.resolve(), serving ? () => {} : stoppedWhileStarting, stoppingFailed(say));
  if (supervisor && serving) drill.on = () => supervisor.endOneWorker();
}

/**
 * The data directory prepared, then its dataset loaded and its engines built as the supervisor
 * does it, in a thread (cluster/dataset-build.ts), not on the main thread, which a load of the
 * default dataset held for 10 s: stop signals are read meanwhile, and a second one ends the
 * process at once. Undefined when a stop came before the load began.
 */
async function loadAside(config: Config, say: (text: string) => void, stop: AbortSignal): Promise<{ first: Promise<ServedDataset>; load: (path: string) => Promise<ServedDataset> } | undefined> {
  const [{ prepareDataDir }, { buildServedImage }, { servedFromPosted }] = await Promise.all([import('../data-dir.js'), import('../cluster/dataset-build.js'), import('../engine/served-image.js')]);
  if (stop.aborted) return undefined;
  await prepareDataDir(config, say);
  if (stop.aborted) return undefined;
  // The same for every reload: a swap's load leaves the event loop serving (issue 60 measured a
  // 5.6 s stall of every answer while a single process reloaded on its main thread), and in the
  // background, as the supervisor's, so that it takes the cores the answers leave.
  const load = (path: string, background = true) => buildServedImage(path, { background }).then(({ image }) => servedFromPosted(image));
  const first = load(datasetPath(config.dataDir), false);
  // Awaited later; a failure is thrown there, not reported unhandled meanwhile.
  first.catch(() => {});
  return { first, load };
}

const stoppingFailed = (say: (text: string) => void) => (message: string) => say(`stopped: draining failed: ${message}`);

async function serveAlone(config: Config, say: (text: string) => void, stop: AbortSignal, hangup: { on: () => void }, started: () => void, stoppedWhileStarting: () => void): Promise<void> {
  const stopped = () => {
    stoppedWhileStarting();
    process.exit(0);
  };
  const loaded = await loadAside(config, say, stop);
  if (loaded === undefined) return stopped();
  // While the thread loads the dataset: the HTTP stack's modules take the main thread for a while.
  const { startServer, StartStopped } = await import('../server.js');
  let server;
  try {
    const served = await loaded.first;
    if (stop.aborted) throw new StartStopped();
    server = await startServer(config, { logger: { level: config.logLevel }, notice: say, stop, prepare: false, served, loadServed: loaded.load });
  } catch (error) {
    if (!(error instanceof StartStopped)) throw error;
    return stopped();
  }
  started();
  say(server.metricsUrl ? `skyref metrics at ${server.metricsUrl}` : 'skyref metrics not served (SKYREF_METRICS_PORT=off)');
  say(`skyref listening on ${server.url} (Node.js ${process.version}${config.redis ? `, replica ${replicaId()}` : ''})`);
  const running = server;
  // The supervisor says how many workers it stopped; a single process has only itself to count.
  exitWhenStopped(stop, () => running.drain(), () => say('stopped: drained'), stoppingFailed(say));
  // After an import, `kill -HUP <pid>` makes the running server serve the new dataset file.
  hangup.on = () => {
    running.reload().then(
      () => say('dataset reloaded'),
      (error: unknown) => say(`dataset reload failed, still serving the previous one: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
}
