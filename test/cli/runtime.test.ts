// skyref runs on the Node.js the project brings (the node package): `npm test` runs on it, and
// bin/skyref.js started by an older Node, such as the machine's own, runs the project's instead,
// or, where the project has none, says what to do.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { spawnService } from '../support/service-process.js';
import { SKYREF_BIN, skyrefCommand } from '../support/skyref-command.js';

const run = promisify(execFile);
const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

/** A Node.js older than 24 on this machine, to start bin/skyref.js with. */
async function olderNode(): Promise<string | undefined> {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const { stdout } = await run(candidate, ['--version']);
    if (major(stdout) < 24) return candidate;
  }
  return undefined;
}
const older = await olderNode();
const noOlder = older ? false : 'no Node.js older than 24 on this machine (/usr/bin/node, /usr/local/bin/node)';

test('the suite and skyref run on Node.js 24 or later', async () => {
  assert.ok(major(process.version) >= 24, process.version);
  const { stdout } = await skyrefCommand(['version']);
  assert.match(stdout, /^skyref \d+\.\d+\.\d+ \(Node\.js v(\d+)\.\d+\.\d+\)\n$/);
  assert.ok(major(/Node\.js (v\d+)/.exec(stdout)![1]!) >= 24, stdout);
});

test("bin/skyref.js under an older Node runs the project's Node", { skip: noOlder }, async () => {
  const { stdout } = await run(older!, [SKYREF_BIN, 'version']);
  assert.ok(major(/Node\.js (v\d+)/.exec(stdout)?.[1] ?? '') >= 24, stdout);
});

test('bin/skyref.js under an older Node, in a project without its Node, says what to do', { skip: noOlder }, async () => {
  const root = mkdtempSync(join(tmpdir(), 'skyref-bare-'));
  try {
    mkdirSync(join(root, 'bin'));
    writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
    copyFileSync(SKYREF_BIN, join(root, 'bin', 'skyref.js'));
    await assert.rejects(run(older!, [join(root, 'bin', 'skyref.js'), 'serve']), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /skyref needs Node\.js 24 or later; this is v\d+\.\d+\.\d+\. Run "npm install" in .*skyref-bare-/);
      return true;
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('bin/skyref.js under an older Node passes on every signal skyref serve handles: SIGUSR2, SIGHUP, then SIGTERM', { skip: noOlder }, async () => {
  const service = spawnService(['--workers', '2'], {}, { node: older! });
  try {
    await service.waitFor(/listening on/);
    // The launcher's pid: the service is its child, in a process group of its own.
    service.child.kill('SIGUSR2');
    await service.waitFor(/^ending worker \d+ at once \(SIGUSR2 fault drill\)$/m);
    await service.waitFor(/^worker \d+ answers in place of worker \d+/m);
    service.child.kill('SIGHUP');
    await service.waitFor(/dataset swapped: every worker serves/);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0, service.output());
    assert.match(service.output(), /^stopped: 2 workers drained/m);
  } finally {
    await service.stop();
  }
});
