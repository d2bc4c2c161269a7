// The README's table of commands is the CLI's own: every command of the command table, with the
// usage `skyref COMMAND --help` shows, and nothing else (issue 59). Its prose may say more.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMMAND_TABLE } from '../../src/cli/command-table.js';
import { REPO_ROOT } from '../support/paths.js';

/** The `skyref …` code spans of the first column of the table under "## Command line". */
function readmeCommands(): string[] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Command line\n');
  assert.ok(start >= 0, 'the README has a Command line section');
  const section = readme.slice(start + 1, readme.indexOf('\n## ', start + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `skyref '));
  assert.ok(rows.length > 0, 'the section has a table of commands');
  // A cell ends at a pipe that is not escaped; inside a cell, \| is a pipe of the usage.
  const firstCells = rows.map((row) => /^\|((?:[^|\\]|\\.)*)\|/.exec(row)![1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`(skyref [^`]*)`/g)].map((m) => m[1]!.replace(/\\\|/g, '|')));
}

test("the README's command table lists exactly the CLI's commands, each with its usage", () => {
  const listed = readmeCommands();
  const usages = COMMAND_TABLE.map((c) => ['skyref', ...c.words, c.synopsis].filter(Boolean).join(' '));
  assert.deepEqual(listed.filter((usage, i) => listed.indexOf(usage) !== i), [], 'each command once');
  assert.deepEqual(
    { missing: usages.filter((u) => !listed.includes(u)), unknown: listed.filter((u) => !usages.includes(u)) },
    { missing: [], unknown: [] },
    'README rows as the command table writes them (src/cli/command-table.ts)',
  );
});
