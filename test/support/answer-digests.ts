// Prints one digest line per request of a fixed set (references, nearest, seats, schedules,
// errors, in XML and JSON) answered by a real `skyref serve` on a given dataset file. Run it
// before and after a change that must not change any answer, on the same dataset file and the
// same suite date (test-clock.ts), and compare the outputs:
//
//   node dist/test/support/answer-digests.js /tmp/dataset.sqlite [PORT] > before.txt
//
// It talks to the server only through the command line and HTTP, so the same script works on
// both sides of a restructuring that moves every module.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { SKYREF_BIN } from './skyref-command.js';
import { TEST_CLOCK_ENV, TEST_DAY } from './test-clock.js';
import { seededRandom } from './seeded-random.js';

const datasetFile = process.argv[2];
if (!datasetFile) {
  process.stderr.write('usage: answer-digests DATASET_FILE\n');
  process.exit(2);
}

const HUBS = ['FRA', 'MUC', 'JFK', 'LHR', 'CDG', 'AMS', 'DXB', 'SIN', 'HND', 'LAX', 'ORD', 'IST', 'ZRH', 'VIE', 'MAD', 'FCO', 'SYD', 'GRU', 'JNB', 'DEL', 'PEK', 'YYZ', 'ATL', 'BCN', 'LIS', 'HEL', 'WAW', 'ATH', 'DOH', 'BKK'];

function isoDay(offset: number): string {
  return isoFromDay(TEST_DAY + offset);
}

function requests(): { path: string; accept: string }[] {
  const paths: string[] = [];
  for (const family of ['mds-references', 'references']) {
    for (const kind of ['countries', 'airports', 'cities', 'aircraft']) {
      paths.push(`/v1/${family}/${kind}`, `/v1/${family}/${kind}?limit=100&offset=200`, `/v1/${family}/${kind}?lang=fr&limit=7&offset=3`, `/v1/${family}/${kind}?limit=0`, `/v1/${family}/${kind}?offset=99999`);
    }
    paths.push(
      `/v1/${family}/countries/DE`, `/v1/${family}/countries/de?lang=ja`, `/v1/${family}/countries/XX`, `/v1/${family}/countries/D1`,
      `/v1/${family}/airports/FRA`, `/v1/${family}/airports/lhr?lang=de`, `/v1/${family}/airports/ZZZ`, `/v1/${family}/airports/XGB`,
      `/v1/${family}/cities/LON`, `/v1/${family}/cities/PAR?lang=ru`, `/v1/${family}/cities/NYC`,
      `/v1/${family}/aircraft/388`, `/v1/${family}/aircraft/74H?lang=zh`, `/v1/${family}/aircraft/9999`,
      `/v1/${family}/airlines`, `/v1/${family}/airlines?limit=50&offset=100&lang=de`, `/v1/${family}/airlines/LH`, `/v1/${family}/airlines/dlh`, `/v1/${family}/airlines/QQ`, `/v1/${family}/airlines/L`,
      `/v1/${family}/locations?q=fra`, `/v1/${family}/locations?q=francfort&lang=fr`, `/v1/${family}/locations?q=lon&type=Airport&limit=5`, `/v1/${family}/locations?q=san%20fran`, `/v1/${family}/locations?q=`,
      `/v1/${family}/airports?group=LHOperated`, `/v1/${family}/airports?group=MilesAndMore&limit=10`,
      `/v1/${family}/airports?Carrieroperated=1`, `/v1/${family}/airports?group=LoyaltyProgram&limit=50&offset=20`, `/v1/${family}/airports?group=AllAirports`, `/v1/${family}/airports?group=Nope`, `/v1/${family}/airports?LHoperated=1&lang=it`,
    );
  }
  for (const point of ['50.033,8.570', '51.47,-0.45', '-33.9,151.2', '89.9,179.9', '0,0', '-90,-180', '40.64,-73.78', '91,0', 'abc', '50.0,8.5?lang=es']) {
    paths.push(`/v1/references/airports/nearest/${point}`);
  }
  for (const route of ['FRA', 'JFK', `MUC?fromDate=${isoDay(10)}&toDate=${isoDay(40)}`, 'ZZZ', `FRA?fromDate=${isoDay(400)}`]) {
    paths.push(`/v1/references/routes/${route}`);
  }
  for (const seat of ['388', '388/F', '388/c', '320/M', '744/E', '999', '388/X', '77W?lang=de']) paths.push(`/v1/references/seatdetails/${seat}`);
  const random = seededRandom(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < 160; i++) {
    const origin = pick(HUBS);
    let destination = pick(HUBS);
    if (destination === origin) destination = 'BER';
    const day = isoDay(Math.floor(random() * 362) - 1);
    const time = random() < 0.3 ? `T${String(Math.floor(random() * 24)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}` : '';
    const params = [random() < 0.2 ? 'directFlights=true' : '', random() < 0.2 ? 'includeCodeshares=false' : '', random() < 0.3 ? `limit=${1 + Math.floor(random() * 30)}&offset=${Math.floor(random() * 20)}` : ''].filter(Boolean);
    // Drawn after the others, so the queries of the earlier sets stay the same.
    if (i >= 150) params.push('utc=true');
    paths.push(`/v${random() < 0.5 ? 1 : 2}/operations/schedules/${origin}/${destination}/${day}${time}${params.length ? '?' + params.join('&') : ''}`);
  }
  paths.push(
    `/v2/operations/schedules/FRA/FRA/${isoDay(5)}`, `/v2/operations/schedules/FRA/JFK/2001-01-01`, `/v2/operations/schedules/FRA/JFK/${isoDay(400)}`,
    `/v2/operations/schedules/FRA/JFK/${isoDay(5)}T25:00`, `/v2/operations/schedules/FRA/XXX/${isoDay(5)}`, `/v2/operations/schedules/F1A/JFK/${isoDay(5)}`,
    `/v2/operations/schedules/FRA/JFK/${isoDay(5)}?directFlights=maybe`, `/v2/operations/schedules/FRA/JFK/${isoDay(5)}?limit=abc`,
    '/v1/nothing/here', '/health', '/docs/errors', '/openapi.json', '/openapi.yaml', '/', '/playground',
  );
  const out: { path: string; accept: string }[] = [];
  for (const [i, path] of paths.entries()) {
    out.push({ path, accept: 'application/xml' });
    out.push({ path, accept: 'application/json' });
    if (i % 5 === 0) out.push({ path, accept: 'application/json; profile=classic' });
  }
  out.push({ path: '/v1/references/countries/DE', accept: 'text/html' });
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-digests-'));
  copyFileSync(datasetFile!, join(dataDir, 'dataset.sqlite'));
  const child = spawn(process.execPath, [SKYREF_BIN, 'serve'], {
    env: {
      ...process.env,
      ...TEST_CLOCK_ENV,
      HOST: '127.0.0.1',
      // A fixed port, so that absolute links and the ETags over them are the same on every run.
      PORT: process.argv[3] ?? '18931',
      SKYREF_DATA_DIR: dataDir,
      SKYREF_CLIENT_ID: 'digest',
      SKYREF_CLIENT_SECRET: 'digest-secret-0123456789',
      SKYREF_RATE_PER_SECOND: '1000000',
      SKYREF_RATE_PER_HOUR: '1000000000',
      SKYREF_LOG_LEVEL: 'error',
      SKYREF_LOG_FORMAT: 'human',
      SKYREF_METRICS_PORT: '0',
      SKYREF_DRAIN_DELAY_MS: '0',
      // Answers compared before and after a change: none may wait for a late loop.
      SKYREF_OVERLOAD_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(text);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${text}`)));
    });
    const tokenResponse = await fetch(`${url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'digest', client_secret: 'digest-secret-0123456789' }),
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    for (const r of requests()) {
      const response = await fetch(url + r.path, { headers: { authorization: `Bearer ${token}`, accept: r.accept } });
      const body = await response.text();
      const headers = ['content-type', 'etag', 'www-authenticate', 'retry-after'].map((h) => `${h}=${response.headers.get(h) ?? ''}`).join(' ');
      const digest = createHash('sha256').update(body).digest('hex').slice(0, 16);
      process.stdout.write(`${response.status} ${digest} ${r.accept} ${r.path} ${headers}\n`);
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
