// The container image (Containerfile, issue 48): built by podman on a base made from Debian's own
// packages, inspected, and its entry point run from the image's exported files in a chroot as the
// image's user, far enough to answer /health and a token. No registry is reached and no container
// is started: the machines here cannot start one, and a chroot runs the very same files.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT } from '../support/paths.js';
import { freePort } from '../support/free-port.js';
import { TEST_CLOCK_ENV } from '../support/test-clock.js';
import { until } from '../support/wait.js';

const onPath = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

const SKIP: string | false = !onPath('podman')
  ? 'podman is not installed: apt-get install podman mmdebstrap (.ci/run does)'
  : !onPath('mmdebstrap')
    ? 'mmdebstrap is not installed: apt-get install mmdebstrap (.ci/run does)'
    : process.getuid?.() !== 0
      ? 'not root: the image is run in a chroot with /proc mounted, which needs root'
      : false;
if (SKIP) console.log(`# skipped: the container image tests: ${SKIP}`);

// Names of this run's own images, apart from any other run's.
const tag = randomUUID().slice(0, 8);
const BASE = `localhost/skyref-test-base:${tag}`;
const IMAGE = `localhost/skyref-test:${tag}`;
const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8', maxBuffer: 64 << 20 });

interface ImageConfig {
  User: string;
  Env: string[];
  Entrypoint: string[];
  Cmd: string[];
  Volumes: Record<string, object>;
  ExposedPorts: Record<string, object>;
  StopSignal?: string;
  WorkingDir: string;
}

interface ImageInspection {
  Config: ImageConfig;
  /** Kept by the docker format only (podman build --format docker). */
  Healthcheck?: { Test: string[]; StartPeriod?: number; Interval?: number };
  Size: number;
}

let image: ImageInspection | undefined;
let root: string | undefined;
const mounted: string[] = [];

before(async () => {
  if (SKIP) return;
  const started = performance.now();
  quietly('bash', [join(REPO_ROOT, 'scripts', 'debian-base-image.sh'), BASE]);
  const based = performance.now();
  // As CI must: every base a plain Debian bookworm with Debian's nodejs and npm.
  quietly('podman', ['build', '--isolation=chroot', '--format', 'docker', '--layers=false', '--build-arg', `BUILD_BASE=${BASE}`, '--build-arg', `RUN_BASE=${BASE}`, '-t', IMAGE, '-f', join(REPO_ROOT, 'Containerfile'), REPO_ROOT]);
  const built = performance.now();
  [image] = JSON.parse(podman('image', 'inspect', IMAGE)) as [ImageInspection];
  // The image's files as a container would see them: created (not started), exported, unpacked.
  root = mkdtempSync(join(tmpdir(), 'skyref-image-'));
  // A root directory as an image's is: anyone may enter it (mkdtemp makes it the owner's alone).
  chmodSync(root, 0o755);
  const container = podman('create', '--no-healthcheck', IMAGE).trim();
  try {
    execFileSync('sh', ['-c', 'podman export "$1" | tar -x -C "$2"', 'sh', container, root]);
  } finally {
    podman('rm', container);
  }
  console.log(`# base image ${((based - started) / 1000).toFixed(0)} s, image build ${((built - based) / 1000).toFixed(0)} s, image ${(image.Size / 1e6).toFixed(0)} MB (of which the base ${(baseSize() / 1e6).toFixed(0)} MB)`);
});

after(() => {
  for (const path of mounted.reverse()) spawnSync('umount', ['-l', path]);
  if (root) rmSync(root, { recursive: true, force: true });
  if (!SKIP) spawnSync('podman', ['rmi', '-f', IMAGE, BASE], { stdio: 'ignore' });
});

/** Runs a long command whose output matters only when it fails: then its last lines are the error. */
function quietly(command: string, args: string[]): void {
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${run.status ?? run.signal}):\n${(run.stdout + run.stderr).split('\n').slice(-40).join('\n')}`);
}

function baseSize(): number {
  return (JSON.parse(podman('image', 'inspect', BASE)) as [{ Size: number }])[0].Size;
}

function imageEnv(): Record<string, string> {
  return Object.fromEntries(image!.Config.Env.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** The image's command run in its unpacked files as its user, with the image's environment and `env` over it. */
function runInImage(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('chroot', [`--userspec=${image!.Config.User}`, root!, ...args], {
    env: { ...imageEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function mountProc(): void {
  const proc = join(root!, 'proc');
  execFileSync('mount', ['-t', 'proc', 'proc', proc]);
  mounted.push(proc);
}

test('the image runs as a non-root user with a health check, a data volume, both ports and the server as entry point', { skip: SKIP }, () => {
  const config = image!.Config;
  assert.equal(config.User, '10001:10001');
  const passwd = readFileSync(join(root!, 'etc', 'passwd'), 'utf8');
  assert.match(passwd, /^skyref:x:10001:10001:/m, 'the user has a name in /etc/passwd');
  assert.deepEqual(Object.keys(config.Volumes), ['/var/lib/skyref']);
  assert.equal(imageEnv().SKYREF_DATA_DIR, '/var/lib/skyref');
  assert.deepEqual(Object.keys(config.ExposedPorts).sort(), ['8080/tcp', '9464/tcp']);
  assert.equal(imageEnv().PORT, '8080');
  assert.equal(imageEnv().SKYREF_METRICS_PORT, '9464');
  assert.deepEqual(image!.Healthcheck?.Test, ['CMD', '/app/node_modules/node/bin/node', '/app/bin/healthcheck.js']);
  assert.equal(config.StopSignal, 'SIGTERM');
  assert.deepEqual(config.Entrypoint, ['/app/node_modules/node/bin/node', '/app/bin/skyref.js']);
  assert.deepEqual(config.Cmd, ['serve']);
  // Production dependencies and the built server only: no compiler, no tests.
  assert.ok(existsSync(join(root!, 'app', 'node_modules', 'fastify')));
  assert.ok(!existsSync(join(root!, 'app', 'node_modules', 'typescript')), 'typescript (a dev dependency) is not shipped');
  assert.ok(!existsSync(join(root!, 'app', 'dist', 'test')), 'the compiled tests are not shipped');
  // The server runs on the project's Node 24 from the node package, not on the base's Debian Node.
  const version = execFileSync('chroot', [root!, '/app/node_modules/node/bin/node', '--version'], { encoding: 'utf8' });
  assert.match(version, /^v24\./);
  assert.ok(image!.Size < 1.5e9, `image size ${image!.Size}`);
});

test("the image's entry point prepares its volume, answers /health and a token, passes its health check and drains on SIGTERM", { skip: SKIP, timeout: 300_000 }, async () => {
  mountProc();
  const dataDir = join(root!, 'var', 'lib', 'skyref');
  const clock = TEST_CLOCK_ENV;

  // The init job: the default dataset built into the volume, as the image's user.
  const build = runInImage([...image!.Config.Entrypoint, 'dataset', 'build'], clock);
  let buildOutput = '';
  build.stderr!.on('data', (chunk: Buffer) => (buildOutput += chunk));
  const built = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  assert.equal(built, 0, buildOutput);
  assert.ok(existsSync(join(dataDir, 'dataset.sqlite')), 'the dataset is in the volume');

  const port = await freePort();
  const metricsPort = await freePort();
  // Loopback only: the image listens on every interface by default, the test on 127.0.0.1.
  const server = runInImage([...image!.Config.Entrypoint, ...image!.Config.Cmd], {
    ...clock,
    HOST: '127.0.0.1',
    PORT: String(port),
    SKYREF_METRICS_HOST: '127.0.0.1',
    SKYREF_METRICS_PORT: String(metricsPort),
    SKYREF_DRAIN_DELAY_MS: '0',
    SKYREF_WORKERS: '2',
  });
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${base}/ready`).catch(() => undefined))?.status === 200, 120_000, () => output);

    const health = await fetch(`${base}/health`);
    assert.equal(health.status, 200);
    assert.equal(((await health.json()) as { status: string }).status, 'ok');

    // The first start registered the demo client and kept its secret in the volume, as the image's user.
    const secretFile = join(dataDir, 'demo-client-secret.txt');
    const secret = readFileSync(secretFile, 'utf8').trim();
    const tokenAnswer = await fetch(`${base}/v1/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'demo', client_secret: secret }),
    });
    assert.equal(tokenAnswer.status, 200);
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const airport = await fetch(`${base}/v1/mds-references/airports/FRA`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(airport.status, 200);
    assert.match(await airport.text(), /<CountryCode>DE<\/CountryCode>/);
    assert.doesNotMatch(output, new RegExp(secret), 'the secret is not printed (stderr is no terminal)');

    // The image's own health check, run as the image runs it.
    const check = spawnSync('chroot', [`--userspec=${image!.Config.User}`, root!, ...image!.Healthcheck!.Test.slice(1)], { env: { ...imageEnv(), HOST: '127.0.0.1', PORT: String(port) } });
    assert.equal(check.status, 0, 'the health check passes');

    server.kill('SIGTERM');
    assert.equal(await exited, 0, output);
    assert.match(output, /drained/);
  } finally {
    server.kill('SIGKILL');
  }
});

async function waitUntil(ready: () => Promise<boolean>, ms: number, output: () => string): Promise<void> {
  await until(ready, () => `not ready:\n${output()}`, { limitMs: ms });
}
