// flight_status at /mcp for a sandbox client (docs/testing-apps.md): the simulated status that
// flight status over HTTP gives the same client, field for field, marked simulated; "No status"
// for any other client, also when the two ask at once of servers that answer one and then the other.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { ManualClock } from '../support/manual-clock.js';
import { TEST_DATASET } from '../support/paths.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_DAY } from '../support/test-clock.js';
import { until } from '../support/wait.js';
import { many, parseXml, type Xml } from '../support/xml.js';

const SANDBOX_ID = 'mcp-sandbox-app';
const SANDBOX_SECRET = 'mcp-sandbox-app-secret';
const DATE = isoFromDay(TEST_DAY);
/** 09:00 UTC on the suite's date: the morning's FRA departures have left, the later ones have estimates. */
const NOW = TEST_DAY * 86_400_000 + 9 * 3_600_000;

let s: TestServer;
let dataDir: string;
let sandboxToken: string;
let normalToken: string;
before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-mcp-sandbox-'));
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  s = await startTestServer({ SKYREF_SANDBOX_SEED: 'mcp-sandbox-test' }, { clock: new ManualClock(NOW), dataDir });
  await skyrefCommand(['clients', 'add', SANDBOX_ID, '--sandbox', '--secret', SANDBOX_SECRET], { SKYREF_DATA_DIR: dataDir });
  sandboxToken = await fetchToken(s.url, SANDBOX_ID, SANDBOX_SECRET);
  normalToken = await s.token();
});
after(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface End {
  estimatedLocal?: string;
  estimatedUtc?: string;
  actualLocal?: string;
  actualUtc?: string;
  timeStatus?: string;
  gate?: string;
}
interface StatusLeg {
  flight: string;
  from: string;
  to: string;
  departsUtc: string;
  status: string;
  simulated?: true;
  departure?: End;
  arrival?: End;
  divertedTo?: string;
}

/** flight_status as one POST /mcp with `token`: its legs, and its text. */
async function mcpStatus(token: string, flight: string): Promise<{ legs: StatusLeg[]; text: string }> {
  const res = await fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'flight_status', arguments: { flight, date: DATE } } }),
  });
  assert.equal(res.status, 200);
  const { result } = (await res.json()) as { result: { isError?: boolean; structuredContent: { legs: StatusLeg[] }; content: { text: string }[] } };
  assert.notEqual(result.isError, true, result.content[0]?.text);
  return { legs: result.structuredContent.legs, text: result.content[0]!.text };
}

async function httpFlights(token: string, path: string): Promise<Xml[]> {
  const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, path);
  return many(parseXml(await res.text()).FlightStatusResource.Flights.Flight);
}

/** One end of an HTTP flight status Flight as the tool gives it. */
function endOf(end: Xml): End {
  const time = (kind: 'Estimated' | 'Actual') =>
    end[`${kind}TimeLocal`] === undefined ? {} : { [`${kind.toLowerCase()}Local`]: end[`${kind}TimeLocal`].DateTime, [`${kind.toLowerCase()}Utc`]: end[`${kind}TimeUTC`].DateTime };
  return {
    ...time('Estimated'),
    ...time('Actual'),
    ...(end.TimeStatus === undefined ? {} : { timeStatus: end.TimeStatus.Definition }),
    ...(end.Terminal?.Gate === undefined ? {} : { gate: String(end.Terminal.Gate) }),
  };
}

/** FRA's departures from `from` (local) on DATE, by operating flight number (the same for every client). */
async function fraFlights(from = '06:00'): Promise<string[]> {
  const flights = await httpFlights(normalToken, `/v1/operations/flightstatus/departures/FRA/${DATE}T${from}?limit=40`);
  return [...new Set(flights.map((f) => `${f.OperatingCarrier.AirlineID}${f.OperatingCarrier.FlightNumber}`))];
}

test('a sandbox client: flight_status gives, leg for leg, the simulated status HTTP flight status gives it', async () => {
  const numbers = await fraFlights();
  assert.ok(numbers.length >= 10, `FRA departures: ${numbers.length}`);
  const seen = new Set<string>();
  for (const number of numbers) {
    const http = await httpFlights(sandboxToken, `/v1/operations/flightstatus/${number}/${DATE}`);
    const { legs, text } = await mcpStatus(sandboxToken, number);
    assert.equal(legs.length, http.length, number);
    for (const [i, f] of http.entries()) {
      const leg = legs[i]!;
      const where = `${number} ${leg.from}`;
      assert.equal(leg.from, f.Departure.AirportCode, where);
      assert.equal(leg.departsUtc, f.Departure.ScheduledTimeUTC.DateTime, where);
      assert.equal(leg.simulated, true, where);
      assert.equal(leg.status, f.FlightStatus.Definition, where);
      assert.deepEqual(leg.departure, endOf(f.Departure), `${where} departure`);
      assert.deepEqual(leg.arrival, endOf(f.Arrival), `${where} arrival`);
      if (leg.divertedTo !== undefined) assert.equal(leg.divertedTo, f.Arrival.AirportCode, where);
      seen.add(leg.status);
    }
    assert.match(text, /simulated: /);
  }
  // At 09:00 UTC the morning's flights have left and the later ones have not: both kinds compared.
  assert.ok(seen.has('No status') || seen.has('Flight Departed'), [...seen].join(', '));
  assert.ok([...seen].some((status) => status !== 'No status'), `statuses seen: ${[...seen].join(', ')}`);
});

test('a scenario set by the CLI is what flight_status says: delayed 47 minutes, estimated so', async () => {
  // An afternoon departure: not left yet at 09:00 UTC, so its time is an estimate.
  const number = (await fraFlights('16:00'))[0]!;
  const [scheduled] = await httpFlights(normalToken, `/v1/operations/flightstatus/${number}/${DATE}`);
  await skyrefCommand(['sandbox', 'scenario', number, DATE, '--delay', '47'], { SKYREF_DATA_DIR: dataDir });
  const minutes = (utc: string) => Date.parse(`${utc.slice(0, 16)}:00Z`) / 60_000;
  const delayOf = (l: StatusLeg | undefined) => (l?.departure?.estimatedUtc === undefined ? undefined : minutes(l.departure.estimatedUtc) - minutes(scheduled.Departure.ScheduledTimeUTC.DateTime));
  // The server follows the state database when it next polls, which a loaded machine can put off
  // for any time. Until then the flight has its drawn status, which may be a delay of its own (44
  // minutes on 2027-03-27): what tells the scenario followed is the 47 minutes it sets.
  let leg: StatusLeg | undefined;
  await until(
    async () => {
      leg = (await mcpStatus(sandboxToken, number)).legs.find((l) => l.from === scheduled.Departure.AirportCode);
      return delayOf(leg) === 47;
    },
    () => `${number} delayed 47 minutes: ${JSON.stringify(leg)}`,
  );
  assert.equal(leg?.departure?.timeStatus, 'Flight Delayed', JSON.stringify(leg));
});

test('any other client gets "No status" and nothing simulated, also asking at the same time as a sandbox client', async () => {
  const numbers = (await fraFlights()).slice(0, 6);
  const answers = await Promise.all(numbers.flatMap((n) => [mcpStatus(normalToken, n).then((a) => ['normal', a] as const), mcpStatus(sandboxToken, n).then((a) => ['sandbox', a] as const)]));
  for (const [who, { legs, text }] of answers) {
    for (const leg of legs) {
      if (who === 'normal') {
        assert.equal(leg.status, 'No status');
        assert.equal(leg.simulated, undefined);
        assert.equal(leg.departure, undefined);
        assert.match(text, /no status$/m);
      } else {
        assert.equal(leg.simulated, true);
      }
    }
  }
});
