#!/usr/bin/env node
// The `skyref` command. skyref runs on the Node.js that `npm install` brings into the project
// (the `node` package, decision 48); started by an older one, such as a machine's own, this runs
// the project's instead, or says how to get it. The compiled CLI lives in dist/ (built by
// `npm install` through the prepare script).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const NEEDED = 24;

if (Number(process.versions.node.split('.')[0]) >= NEEDED) {
  await import('../dist/src/cli/main.js');
} else {
  const own = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(own)) {
    process.stderr.write(
      `skyref needs Node.js ${NEEDED} or later; this is ${process.version}. ` +
        `Run "npm install" in ${fileURLToPath(new URL('..', import.meta.url))}: it brings Node.js ${NEEDED} into the project, ` +
        'and "npm start" or "npx skyref" run on it.\n',
    );
    process.exit(1);
  }
  // In a process group of its own, so that a terminal's Ctrl-C reaches it once, passed on from here,
  // not twice (the service drains on the first SIGINT or SIGTERM and stops at once on a second).
  // Every signal `skyref serve` handles is passed on: the stops, SIGHUP (reload the dataset) and
  // SIGUSR2 (end one worker, a fault drill).
  const child = spawn(own, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', detached: true });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR2']) process.on(signal, () => child.kill(signal));
  // Ended by a signal, it ends with the status a shell gives that: 128 + the signal's number.
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1)));
}
