// Starts the real service on a loopback port over the prebuilt test dataset, and speaks HTTP to it.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../src/config.js';
import type { Clock } from '../../src/domain/clock.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { TEST_DATASET } from './paths.js';
import { TEST_CLOCK_ENV } from './test-clock.js';
import { parseXml, type Xml } from './xml.js';

export const CLIENT_ID = 'test-client';
export const CLIENT_SECRET = 'test-secret-0123456789';

export interface TestServer {
  url: string;
  /** Where its /metrics is served (a listener of its own), gathered afresh for every scrape. */
  metricsUrl: string;
  server: RunningServer;
  dataDir: string;
  token(): Promise<string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** GETs an XML document with the token, failing the test unless it is a 200 in XML; parsed. */
  xml(path: string): Promise<Xml>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse this data directory (state and dataset) instead of a fresh one; it is then kept on close. */
  dataDir?: string;
  /** The service's clock, in place of one running on from the suite's date. */
  clock?: Clock;
  /** Gets what the service tells its operator at start (nothing is printed). */
  notice?: (text: string) => void;
  /** Gets the service's log lines (JSON) at `level` and above; none are kept otherwise. */
  log?: { level: string; line: (text: string) => void };
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'skyref-test-'));
  if (!options.dataDir) copyFileSync(TEST_DATASET, datasetPath(dataDir));
  const read = readConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    SKYREF_DATA_DIR: dataDir,
    SKYREF_CLIENT_ID: CLIENT_ID,
    SKYREF_CLIENT_SECRET: CLIENT_SECRET,
    SKYREF_RATE_PER_SECOND: '100000',
    SKYREF_RATE_PER_HOUR: '1000000',
    // A free port each (servers run side by side), and counters read right after the requests.
    SKYREF_METRICS_PORT: '0',
    SKYREF_METRICS_INTERVAL_MS: '0',
    // No load balancer to wait for: closing a test server takes no 5 s. Tests of the delay set it.
    SKYREF_DRAIN_DELAY_MS: '0',
    // The server shares its event loop with the test that asks it: the test's own work (and a
    // busy machine) would count as the server's backlog. Tests of overload set it.
    SKYREF_OVERLOAD_DELAY_MS: '0',
    ...TEST_CLOCK_ENV,
    ...env,
  });
  const config = options.clock ? { ...read, clock: options.clock } : read;
  const log = options.log;
  let server: RunningServer;
  try {
    server = await startServer(config, {
      notice: options.notice ?? (() => {}),
      logger: log ? { level: log.level, stream: { write: (text: string) => log.line(text) } } : false,
    });
  } catch (error) {
    // A start that fails (a port taken, say) leaves no data directory of ours behind.
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let token: string | undefined;
  const t: TestServer = {
    url: server.url,
    metricsUrl: server.metricsUrl ?? '',
    server,
    dataDir,
    async token() {
      if (!token) token = await fetchToken(server.url, CLIENT_ID, CLIENT_SECRET);
      return token;
    },
    async get(path, headers = {}) {
      return fetch(server.url + path, { headers: { authorization: `Bearer ${await t.token()}`, ...headers } });
    },
    async xml(path) {
      const res = await t.get(path);
      assert.equal(res.status, 200, `${path}: ${res.status}`);
      assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
      return parseXml(await res.text());
    },
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

export async function fetchToken(url: string, id: string, secret: string): Promise<string> {
  const res = await fetch(`${url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
