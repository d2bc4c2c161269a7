// Files on disk as another user of the machine would find them: the state database (clients'
// secret hashes, the token signing key) and the demo client's secret readable by the service's
// own user only, over the real CLI and the real server.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { readConfig } from '../../src/config.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { DEMO_SECRET_FILE, prepareDataDir } from '../../src/data-dir.js';
import { startServer } from '../../src/server.js';
import { startServiceProcess } from '../support/service-process.js';
import { fetchToken } from '../support/server.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');
const STATE_FILES = ['state.sqlite', 'state.sqlite-wal', 'state.sqlite-shm'];

/** A data directory others may enter (mode 0755), holding a copy of the test dataset. */
function openDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'skyref-files-'));
  dirs.push(parent);
  const dataDir = join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  return dataDir;
}

function skyref(dataDir: string, ...args: string[]) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: dataDir });
}

function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return readConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    SKYREF_METRICS_PORT: '0',
    SKYREF_DRAIN_DELAY_MS: '0',
    SKYREF_DATA_DIR: dataDir,
    SKYREF_CLIENT_ID: 'files',
    SKYREF_CLIENT_SECRET: 'files-secret-0123456789',
    ...env,
  });
}

test('the CLI creates a new data directory 0700 and the state database 0600', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'skyref-files-'));
  dirs.push(parent);
  const dataDir = join(parent, 'new', 'data');
  await skyref(dataDir, 'clients', 'add', 'first');
  assert.equal(mode(dataDir), '0700');
  assert.equal(mode(join(dataDir, 'state.sqlite')), '0600');
});

test('a running server: data directory 0700, state.sqlite, -wal and -shm 0600, also after the CLI writes', async () => {
  const dataDir = openDataDir();
  const server = await startServer(testConfig(dataDir), { notice: () => {} });
  try {
    assert.equal(mode(dataDir), '0700');
    for (const name of STATE_FILES) assert.equal(mode(join(dataDir, name)), '0600', name);
    // Another process writes: SQLite may create -wal and -shm again; they stay the owner's.
    await skyref(dataDir, 'clients', 'add', 'second');
    for (const name of STATE_FILES) {
      if (existsSync(join(dataDir, name))) assert.equal(mode(join(dataDir, name)), '0600', name);
    }
    assert.equal(mode(datasetPath(dataDir)), '0644', 'the dataset file holds no secret and keeps the usual mode');
  } finally {
    await server.close();
  }
});

test('looser state files and directory are tightened at start, with a warning naming them', async () => {
  const dataDir = openDataDir();
  // State made by an earlier version, or restored from a backup, readable by everyone. A
  // connection kept open holds -wal and -shm in place.
  const first = await startServer(testConfig(dataDir), { notice: () => {} });
  await first.close();
  const db = new DatabaseSync(join(dataDir, 'state.sqlite'));
  db.exec('PRAGMA journal_mode = WAL');
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('touched', '1')").run();
  try {
    for (const name of STATE_FILES) chmodSync(join(dataDir, name), 0o644);
    chmodSync(dataDir, 0o755);
    const notices: string[] = [];
    const server = await startServer(testConfig(dataDir), { notice: (text) => notices.push(text) });
    await server.close();
    assert.equal(mode(dataDir), '0700');
    for (const name of STATE_FILES) assert.equal(mode(join(dataDir, name)), '0600', name);
    const warning = notices.find((n) => n.includes('made 0600'));
    assert.ok(warning, notices.join('\n'));
    for (const name of STATE_FILES) assert.ok(warning.includes(`${join(dataDir, name)} (was 0644)`), `${name} named in: ${warning}`);
    assert.ok(notices.some((n) => n.includes(`data directory ${dataDir} was mode 0755`)), notices.join('\n'));
  } finally {
    db.close();
  }
});

test('the demo secret is not printed on a stderr that is no terminal, but written to a 0600 file; the signing key never shows', async () => {
  // `skyref serve` as a service manager starts it: stderr is a pipe. No client is configured.
  const service = await startServiceProcess(['--workers', '1'], { SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '', SKYREF_LOG_LEVEL: 'trace' });
  try {
    const file = join(service.dataDir, DEMO_SECRET_FILE);
    assert.ok(existsSync(file), service.output());
    assert.equal(mode(file), '0600');
    const secret = /^(\S+)\n$/.exec(readFileSync(file, 'utf8'))?.[1];
    assert.ok(secret && secret.length >= 32);
    assert.ok(!service.output().includes(secret), 'the secret is not on stderr');
    assert.ok(service.output().includes(file), 'its path is');
    const token = await fetchToken(service.url, 'demo', secret);
    await fetch(`${service.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${service.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}x` } });
    const db = new DatabaseSync(join(service.dataDir, 'state.sqlite'), { readOnly: true });
    const key = (db.prepare("SELECT value FROM settings WHERE key = 'token_signing_key'").get() as { value: string }).value;
    db.close();
    const output = service.output();
    for (const form of [key, Buffer.from(key, 'base64url').toString('hex'), Buffer.from(key, 'base64url').toString('base64')]) {
      assert.ok(!output.includes(form), 'the signing key is in no output');
    }
  } finally {
    await service.stop();
  }
});

test('prepareDataDir prints the demo secret to an interactive terminal only, and keeps it alone in a 0600 file either way', async () => {
  const terminal = openDataDir();
  const shown: string[] = [];
  await prepareDataDir(testConfig(terminal, { SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '' }), (text) => shown.push(text), { isTTY: true });
  const printed = /client_id=demo client_secret=(\S{32,})/.exec(shown.join('\n'))?.[1];
  assert.ok(printed);
  assert.equal(mode(join(terminal, DEMO_SECRET_FILE)), '0600');
  assert.equal(readFileSync(join(terminal, DEMO_SECRET_FILE), 'utf8'), `${printed}\n`, 'what $(cat …) gives is the secret');

  const pipe = openDataDir();
  const logged: string[] = [];
  await prepareDataDir(testConfig(pipe, { SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '' }), (text) => logged.push(text), { isTTY: false });
  assert.doesNotMatch(logged.join('\n'), /client_secret/);
  assert.ok(logged.some((l) => l.includes(join(pipe, DEMO_SECRET_FILE))), logged.join('\n'));
  assert.equal(mode(join(pipe, DEMO_SECRET_FILE)), '0600');
  assert.match(readFileSync(join(pipe, DEMO_SECRET_FILE), 'utf8'), /^[\w-]{32,}\n$/);
});

test('a demo secret file found readable by others (copied, restored) is made 0600 at start, with a warning naming it', async () => {
  const dataDir = openDataDir();
  await prepareDataDir(testConfig(dataDir, { SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '' }), () => {}, { isTTY: false });
  const file = join(dataDir, DEMO_SECRET_FILE);
  chmodSync(file, 0o644);
  const notices: string[] = [];
  await prepareDataDir(testConfig(dataDir, { SKYREF_CLIENT_ID: '', SKYREF_CLIENT_SECRET: '' }), (text) => notices.push(text), { isTTY: false });
  assert.equal(mode(file), '0600');
  const warning = notices.find((n) => n.includes(file));
  assert.ok(warning, notices.join('\n'));
  assert.match(warning, /the demo client's secret\) was mode 0644; now 0600\. If other users could read it, give the demo client a new secret/);
  assert.doesNotMatch(warning, new RegExp(readFileSync(file, 'utf8').trim()), 'never the secret itself');
});

test('clients export --output FILE writes it 0600, even over a looser file; to a terminal it warns on stderr what the export holds', async () => {
  const dataDir = openDataDir();
  const env = { SKYREF_DATA_DIR: dataDir };
  await skyrefCommand(['clients', 'add', 'exported', '--secret', 'exported-secret-1'], env);
  const file = join(dataDir, 'clients.json');
  await skyrefCommand(['clients', 'export', '--output', file], env);
  assert.equal(mode(file), '0600');
  chmodSync(file, 0o644);
  const { stdout, stderr } = await skyrefCommand(['clients', 'export', '--output', file], env);
  assert.equal(mode(file), '0600', 'an existing file made private too');
  assert.equal(stdout, '');
  assert.equal(stderr, '');
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { clients: { client: { id: string }; version: number }[]; deleted: unknown[] };
  assert.deepEqual(exported.clients.map((c) => [c.client.id, c.version]), [['exported', 1]]);
  assert.deepEqual(exported.deleted, []);
  // Piped (as above), no warning; to a terminal, one. `script` gives the command a terminal.
  const script = ['/usr/bin/script', '/bin/script'].find((path) => existsSync(path));
  if (!script) return;
  const { execFile } = await import('node:child_process');
  const { SKYREF_BIN } = await import('../support/skyref-command.js');
  const shown = await new Promise<string>((resolve, reject) =>
    execFile(script, ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(SKYREF_BIN)} clients export`, '/dev/null'], { env: { ...process.env, ...env } }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  );
  assert.match(shown, /warning: this export holds every client's secret hash and token epoch: whoever imports it can restore tokens revoked since/);
  assert.match(shown, /"format": "skyref-clients\/1"/);
});
