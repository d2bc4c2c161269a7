// `npm start` builds only when the sources changed since the last build (decision 80): what the
// decision reads from a project tree, and what it decides.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildNeeded, readBuildInputs, readBuildRecord, writeBuildRecord } from '../../src/cli/build-freshness.js';

let root: string;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'skyref-build-'));
  for (const dir of ['src/cli', 'src/web', 'test', 'dist', 'node_modules/x']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'src/cli/main.ts'), 'export {};\n');
  writeFileSync(join(root, 'src/web/page.ts'), 'export {};\n');
  writeFileSync(join(root, 'test/a.test.ts'), 'export {};\n');
  writeFileSync(join(root, 'tsconfig.json'), '{}\n');
  writeFileSync(join(root, 'node_modules/x/index.js'), '\n');
});
after(() => rmSync(root, { recursive: true, force: true }));

test('the inputs are the sources, the settings and the lock, not node_modules or dist', () => {
  const inputs = readBuildInputs(root);
  assert.deepEqual(Object.keys(inputs).sort(), ['src/cli/main.ts', 'src/web/page.ts', 'test/a.test.ts', 'tsconfig.json']);
  assert.match(inputs['src/cli/main.ts']!, /^11 \d+(\.\d+)?$/);
});

test('a build is needed without a record, and not once the record matches', () => {
  assert.equal(buildNeeded(readBuildInputs(root), readBuildRecord(root)), 'no build recorded yet');
  writeBuildRecord(root, readBuildInputs(root));
  assert.equal(buildNeeded(readBuildInputs(root), readBuildRecord(root)), undefined);
});

test('a source saved again, added or removed since the build makes one needed, naming it', () => {
  const built = readBuildInputs(root);
  // Saved with the same bytes: the modification time alone tells.
  utimesSync(join(root, 'src/cli/main.ts'), new Date(2030, 0, 1), new Date(2030, 0, 1));
  assert.equal(buildNeeded(readBuildInputs(root), built), 'src/cli/main.ts changed');
  // A checkout of an older file: older than the build, still a change.
  utimesSync(join(root, 'src/cli/main.ts'), new Date(2001, 0, 1), new Date(2001, 0, 1));
  assert.equal(buildNeeded(readBuildInputs(root), built), 'src/cli/main.ts changed');
  writeFileSync(join(root, 'test/b.test.ts'), 'export {};\n');
  const now = readBuildInputs(root);
  const { ['test/b.test.ts']: _added, ...withoutNew } = now;
  assert.equal(buildNeeded(now, withoutNew), 'test/b.test.ts is new');
  assert.equal(buildNeeded(withoutNew, now), 'test/b.test.ts was removed');
});

test('a record that cannot be read means a build', () => {
  writeFileSync(join(root, 'dist/.build-inputs.json'), 'not json');
  assert.equal(readBuildRecord(root), undefined);
  writeFileSync(join(root, 'dist/.build-inputs.json'), '[1]');
  assert.equal(readBuildRecord(root), undefined);
});
