// The README's quick start, run line for line in bash against a server the suite started on a
// fresh data directory (so its demo client is made, as on a first `npm start`). Only what must
// differ is changed: the server's address, its data directory for var/, and the date a month
// ahead, counted from the suite's date rather than the machine's.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { REPO_ROOT } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { todayIn } from '../support/test-clock.js';

const run = promisify(execFile);

function missing(command: string): boolean {
  try {
    accessSync(`/usr/bin/${command}`, constants.X_OK);
    return false;
  } catch {
    return true;
  }
}

const skip = ['bash', 'curl', 'sed'].filter(missing).map((c) => `${c} is not installed (/usr/bin/${c}): apt-get install ${c}`)[0] ?? false;

/** The first sh block of the README's Quick start section. */
function quickStart(): string {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Quick start'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'the Quick start has a sh block');
  return block;
}

let s: TestServer;
before(async () => {
  if (skip) return;
  // No configured client: the first start makes the demo one and keeps its secret in the data directory.
  s = await startTestServer({ SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '' });
});
after(async () => s?.close());

test('the README quick start, pasted into bash, gets a token and answers every call', { skip }, async () => {
  const script = quickStart();
  assert.match(script, /http:\/\/127\.0\.0\.1:8080/);
  assert.match(script, /var\/demo-client-secret\.txt/);
  const inMonth = isoFromDay(todayIn('Europe/Berlin') + 30);
  const adapted = script
    .replaceAll('http://127.0.0.1:8080', s.url)
    .replaceAll('var/', `${s.dataDir}/`)
    .replaceAll("$(date -d '+30 days' +%F)", inMonth);
  const { stdout, stderr } = await run('/usr/bin/bash', ['-c', `set -euo pipefail\n${adapted}\nprintf '\\nTOKEN=%s\\n' "$TOKEN"`], { maxBuffer: 64 * 1024 * 1024 });
  assert.equal(stderr, '');
  assert.match(stdout, /^TOKEN=[\w-]+\.[\w-]+\.[\w-]+$/m, 'step 1 left a token in TOKEN');
  assert.match(stdout, /<AirportResource>[\s\S]*<AirportCode>FRA<\/AirportCode>/, 'step 2: FRA as XML');
  assert.match(stdout, /"CityResource"[\s\S]*"CityCode": ?"FRA"/, 'step 3: the city as JSON');
  assert.match(stdout, /<CityResource>[\s\S]*<TotalCount>\d+<\/TotalCount>/, 'step 4: a page of cities');
  assert.match(stdout, /<ScheduleResource>[\s\S]*<AirportCode>JFK<\/AirportCode>/, 'step 5: FRA-JFK schedules');
  assert.doesNotMatch(stdout, /ProcessingError|invalid_client/);
  assert.match(stdout, /<\/AirportResource>\n/, 'each answer ends its own line, not running into the next');
});
