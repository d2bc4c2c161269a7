// `skyref serve` started by npm (`npm start`, whose script execs it, or `npx skyref serve`, which
// runs it under a shell): npm passes on SIGINT and SIGTERM only, and dies of any other signal
// (SIGHUP, SIGKILL) without passing it on, as does npx's shell of the one npm passes on. The
// service would then serve on, an orphan holding the port the next start asks for: it follows the
// process that started it out instead.

/** How often the parent is looked at: its end is noticed within this, a small part of a drain. */
const PARENT_POLL_MS = 200;

/** Started by an npm script: npm sets this for the script's processes. */
export function startedByNpm(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.npm_lifecycle_event !== undefined;
}

/**
 * Started by `npm start`, whose script execs the service: npm is its parent and passes on the
 * stop signals it receives, so a signal sent to the whole process group (Ctrl-C, `kill %1`, a
 * service manager signalling every process) reaches the service twice.
 */
export function startedByNpmStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.npm_lifecycle_event === 'start';
}

/** Calls `gone` once with the parent's pid when the parent process has ended (this one was given to another). */
export function whenParentEnds(gone: (parent: number) => void): void {
  const parent = process.ppid;
  const poll = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(poll);
    gone(parent);
  }, PARENT_POLL_MS);
  // Looking never keeps the process alive.
  poll.unref();
}
