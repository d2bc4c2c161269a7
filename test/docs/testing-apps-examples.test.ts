// The examples of docs/testing-apps.md, run as written: every `skyref clients add` and `skyref
// sandbox scenario` line of its shell blocks, against the default dataset's generator on the test
// network built as of the docs' SKYREF_NOW, and a service with the default workers. A flight the
// dataset does not fly that date makes `sandbox scenario` exit 1, so a renamed or vanished flight
// fails here; the status screen and the fixed sequences answer as the docs say they do.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildDefaultDatasetFile } from '../../src/ingest/default-dataset-file.js';
import { REPO_ROOT } from '../support/paths.js';
import { fetchToken } from '../support/server.js';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { testNetworkRoutes } from '../support/test-network.js';
import { many, parseXml, type Xml } from '../support/xml.js';
import { untilPasses } from '../support/wait.js';

const DOC = readFileSync(join(REPO_ROOT, 'docs', 'testing-apps.md'), 'utf8');

/** The lines of the document's `sh` blocks, comments removed, as argument lists (single quotes as the shell reads them). */
function shellLines(markdown: string): string[][] {
  const lines: string[][] = [];
  for (const block of markdown.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      const words = [...line.matchAll(/'([^']*)'|(#.*)|(\S+)/g)].filter((m) => m[2] === undefined).map((m) => m[1] ?? m[3]!);
      if (words.length > 0) lines.push(words);
    }
  }
  return lines;
}

const LINES = shellLines(DOC);
const NOW = LINES.find((w) => w[0] === 'export' && w[1]?.startsWith('SKYREF_NOW='))?.[1]?.slice('SKYREF_NOW='.length);
const skyrefLines = (command: string, sub: string) => LINES.filter((w) => w[0] === 'skyref' && w[1] === command && w[2] === sub).map((w) => w.slice(1));

let dataDir: string;
let service: ServiceProcess;
let env: Record<string, string>;
before(async () => {
  assert.ok(NOW, 'the docs name the instant their examples are as of (export SKYREF_NOW=…)');
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-docs-'));
  await buildDefaultDatasetFile(join(dataDir, 'dataset.sqlite'), [], Date.parse(NOW), await testNetworkRoutes());
  env = { SKYREF_DATA_DIR: dataDir, SKYREF_NOW: NOW };
  service = await startServiceProcess([], { SKYREF_NOW: NOW }, { dataDir });
});
after(async () => {
  await service?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Adds a client as the docs do, and a token for it (the secret printed once). */
async function added(args: string[]): Promise<string> {
  const { stdout } = await skyrefCommand(args, env);
  const secret = /^client_secret=(\S+)$/m.exec(stdout)?.[1];
  assert.ok(secret, stdout);
  return fetchToken(service.url, args[2]!, secret);
}

async function flightOf(token: string, number: string, date: string): Promise<Xml> {
  const res = await fetch(`${service.url}/v1/operations/flightstatus/${number}/${date}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `${number} ${date}`);
  return many(parseXml(await res.text()).FlightStatusResource.Flights.Flight)[0]!;
}

/** Asks until `check` passes: the service follows a scenario set by the CLI within 200 ms, a busy machine later. */
async function eventually(ask: () => Promise<Xml>, check: (flight: Xml) => void): Promise<void> {
  return untilPasses(async () => check(await ask()));
}

const minutesLater = (localDateTime: string, minutes: number) => new Date(Date.parse(`${localDateTime}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

test('every scenario line of the docs names a flight the default dataset flies that date, and the CLI sets it', async () => {
  const lines = skyrefLines('sandbox', 'scenario');
  assert.ok(lines.length >= 8, `${lines.length} scenario lines`);
  for (const args of lines) await skyrefCommand(args, env);
  const { stdout } = await skyrefCommand(['sandbox', 'scenarios'], env);
  for (const args of lines.filter((a) => !a.includes('--clear'))) assert.match(stdout, new RegExp(`^${args[2]} ${args[3]}`, 'm'), `${args.join(' ')} in:\n${stdout}`);
});

test('the status screen answers as the docs say, as of their SKYREF_NOW: delayed, cancelled, diverted; a codeshare designator finds the same leg', async () => {
  const setup = skyrefLines('clients', 'add').find((a) => a[2] === 'status-screen')!;
  const token = await added(setup);
  const scenarios = skyrefLines('sandbox', 'scenario').slice(-3);
  // Set by the test above, in the docs' order: the status screen's three lines come last.
  assert.deepEqual(scenarios.map((a) => a[4]), ['--delay', '--cancel', '--divert']);
  const [delayed, cancelled, diverted] = scenarios.map((a) => ({ number: a[2]!, date: a[3]!, value: a[5] }));
  await eventually(
    () => flightOf(token, delayed!.number, delayed!.date),
    (f) => {
      assert.equal(f.Departure.TimeStatus.Code, 'DL');
      const scheduled = f.Departure.ScheduledTimeLocal.DateTime as string;
      assert.equal(f.Departure.EstimatedTimeLocal.DateTime, minutesLater(scheduled, Number(delayed!.value)));
    },
  );
  await eventually(() => flightOf(token, cancelled!.number, cancelled!.date), (f) => assert.equal(f.FlightStatus.Code, 'CD'));
  await eventually(
    () => flightOf(token, diverted!.number, diverted!.date),
    (f) => {
      assert.equal(f.FlightStatus.Code, 'RT', 'left before the docs\' SKYREF_NOW, so diverted');
      assert.equal(f.Arrival.AirportCode, diverted!.value);
    },
  );
  // The docs: "each codeshare designator … lists finds the leg LH 1 operates".
  const leg = await flightOf(token, delayed!.number, delayed!.date);
  const codeshare = many(leg.MarketingCarrierList.MarketingCarrier).find((c) => `${c.AirlineID}${c.FlightNumber}` !== delayed!.number)!;
  assert.ok(codeshare, 'a codeshare');
  const same = await flightOf(token, `${codeshare.AirlineID}${codeshare.FlightNumber}`, delayed!.date);
  assert.equal(same.Departure.EstimatedTimeLocal.DateTime, leg.Departure.EstimatedTimeLocal.DateTime);
});

test('the common test setups: each client is added as written, and the fixed sequences play as their comments say', async () => {
  const setups = skyrefLines('clients', 'add');
  assert.ok(setups.length >= 7, `${setups.length} clients add lines`);
  for (const args of setups) {
    const token = await added(args);
    const spec = args[args.indexOf('--faults') + 1] ?? '';
    if (!args.includes('--faults') || !spec.startsWith('seq:')) continue;
    const steps = spec.slice(4).split(',').filter((s) => /^\d{3}$/.test(s)).map(Number);
    const played: number[] = [];
    for (let i = 0; i < steps.length * 2; i++) played.push((await fetch(`${service.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}` } })).status);
    assert.deepEqual(played, [...steps, ...steps], args.join(' '));
  }
});
