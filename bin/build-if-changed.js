#!/usr/bin/env node
// Builds the project (both TypeScript projects, as `npm run build`) only when its sources changed
// since the last build: `npm start` and `npm install`'s prepare (which `npx skyref` runs on its first
// call) take a second instead of half a minute when nothing changed (decision 80). What changed is
// decided by dist/src/cli/build-freshness.js, from the last build; without it there is no build yet.
// `--always` builds in any case (and records the build).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const freshnessUrl = new URL('../dist/src/cli/build-freshness.js', import.meta.url);
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

async function freshness() {
  try {
    return await import(`${freshnessUrl.href}?t=${Date.now()}`);
  } catch {
    return undefined;
  }
}

const before = await freshness();
// Read before building: a source saved while the build runs is seen as changed by the next start.
const inputs = before?.readBuildInputs(root);
const reason = process.argv.includes('--always') ? 'asked to (--always)' : before ? before.buildNeeded(inputs, before.readBuildRecord(root)) : 'no build yet';
if (reason === undefined) process.exit(0);
process.stderr.write(`skyref: building (${reason})…\n`);
for (const project of ['tsconfig.json', 'tsconfig.web.json']) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    process.stderr.write(`skyref: the build of ${project} failed; nothing recorded, the next start builds again\n`);
    process.exit(run.status ?? 1);
  }
}
const after = await freshness();
after.writeBuildRecord(root, inputs ?? after.readBuildInputs(root));
