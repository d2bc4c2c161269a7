// The examples of deploy/ (compose and Kubernetes) checked against the image the Containerfile makes
// and the settings the code reads, without starting a container: every variable they name is a
// setting, each container's environment is one the service accepts, probe paths answer 200 on the
// real server, ports, data volume, user and commands are the image's, the grace period outlasts the
// drain, workers match the CPU limit, token keys come from a shared secret file. Each test lists
// every drift it finds, naming the file and the place.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { METRICS_PATH } from '../../src/api/metrics-listener.js';
import { commandNamed, SETTINGS } from '../../src/cli/command-table.js';
import { parseTokenKeys, readConfig, type Config } from '../../src/config.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { parseContainerfile } from '../support/containerfile.js';
import { composeContainers, kubernetesContainers, readDeployExamples, type SkyrefContainer } from '../support/deploy-examples.js';
import { REPO_ROOT } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';

const image = parseContainerfile(readFileSync(join(REPO_ROOT, 'Containerfile'), 'utf8'));
const examples = readDeployExamples();
const compose = composeContainers(examples.compose);
const kubernetes = kubernetesContainers(examples.kubernetes);
const containers = [...compose, ...kubernetes];

/** Fails with every problem found, one a line, or passes when there is none. */
function noProblems(problems: string[], what: string): void {
  assert.equal(problems.length, 0, `${what}:\n  ${problems.join('\n  ')}`);
}

/** The words of the skyref command a container runs: its arguments, else the image's CMD (none where it replaces the entry point). */
const commandOf = (c: SkyrefContainer) => (c.entrypoint ? [] : (c.args ?? image.cmd));
const serves = (c: SkyrefContainer) => commandOf(c)[0] === 'serve';
const builds = (c: SkyrefContainer) => commandOf(c).join(' ') === 'dataset build';
const serving = containers.filter(serves);

/**
 * A container that copies a built dataset into a replica's data directory with the image's shell:
 * the directory it copies from and the one it writes to, the file written aside and renamed in.
 */
function datasetCopy(c: SkyrefContainer): { from: string; to: string } | undefined {
  if (!c.entrypoint || c.entrypoint.join(' ') !== '/bin/sh -c') return undefined;
  const script = (c.args ?? []).join(' ');
  const m = /\bcp (\S+)\/([\w.]+) (\S+)\/([\w.]+) && mv -f \3\/\4 \3\/([\w.]+)/.exec(script);
  if (!m || m[2] !== m[5]) return undefined;
  return { from: join(m[1]!, m[2]!), to: join(m[3]!, m[5]!) };
}

/** A path inside the image, where the Containerfile copies it from the repository (WORKDIR /app mirrors the repository). */
function repoPathOf(imagePath: string): string | undefined {
  const workdir = image.workdir ?? '/';
  return imagePath.startsWith(`${workdir}/`) ? join(REPO_ROOT, imagePath.slice(workdir.length + 1)) : undefined;
}

const PLACEHOLDER_SECRET = 'placeholder-secret-of-24b';

/**
 * What the service would read in the container: the image's ENV, then what the example sets. A
 * secret's value, and a value compose fills from the shell (`${VAR:?…}`), stand as a placeholder;
 * the token keys file is checked on its own (it exists only where deployed).
 */
function effectiveEnv(c: SkyrefContainer): Record<string, string> {
  const env: Record<string, string> = { ...image.env };
  for (const [name, value] of Object.entries(c.env)) {
    env[name] = typeof value === 'string' ? value.replace(/\$\{[^}]*\}/g, PLACEHOLDER_SECRET) : PLACEHOLDER_SECRET;
  }
  delete env.SKYREF_TOKEN_KEYS_FILE;
  return env;
}

/** The configuration the service makes of a container's environment (checked to be accepted in its own test). */
const configOf = (c: SkyrefContainer): Config => readConfig(effectiveEnv(c));

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server?.close();
});

test('the examples hold what they are for: two compose replicas and a Deployment of two, the dataset built once and copied to each', () => {
  const problems: string[] = [];
  const composeServing = compose.filter(serves);
  if (composeServing.length !== 2) problems.push(`compose.yaml: ${composeServing.length} services serve; expected 2 replicas`);
  const deployed = kubernetes.filter((c) => !c.init && serves(c));
  if (deployed.length !== 1) problems.push(`kubernetes/: ${deployed.length} containers serve; expected one Deployment's`);
  for (const d of deployed) if (d.workload!.replicas !== 2) problems.push(`${d.where}: replicas ${d.workload!.replicas}; expected 2`);
  if (compose.filter(builds).length !== 1) problems.push(`compose.yaml: ${compose.filter(builds).length} services run \`dataset build\`; expected one, copied to every replica`);
  if (!kubernetes.some((c) => c.workload!.kind === 'Job' && builds(c))) problems.push('kubernetes/: no Job runs `dataset build`');
  noProblems(problems, 'deploy/ is missing a part');
});

test('the Containerfile declares the ports, volume, user, entry point and health check the examples rely on', async () => {
  const problems: string[] = [];
  const config = readConfig(image.env);
  const ports = [config.port, config.metrics?.port].filter((p) => p !== undefined);
  if ([...image.expose].sort().join() !== [...ports].sort().join()) problems.push(`EXPOSE ${image.expose.join(' ')}; its ENV PORT and SKYREF_METRICS_PORT say ${ports.join(' ')}`);
  if (image.volumes.join() !== config.dataDir) problems.push(`VOLUME ${image.volumes.join(' ')}; its ENV SKYREF_DATA_DIR says ${config.dataDir}`);
  if (!image.user || image.user.uid === 0) problems.push(`USER ${image.user ? image.user.uid : '(none)'}: the image must run as a user other than root`);
  if (image.stopSignal !== undefined && !['SIGTERM', 'SIGINT'].includes(image.stopSignal)) problems.push(`STOPSIGNAL ${image.stopSignal}: the service drains on SIGTERM or SIGINT`);
  for (const file of [...image.entrypoint, ...(image.healthcheck?.command ?? [])].filter((a) => a.startsWith('/'))) {
    const inRepo = repoPathOf(file);
    if (!inRepo || !existsSync(inRepo)) problems.push(`${file} (ENTRYPOINT or HEALTHCHECK) is no file the image gets from the repository`);
  }
  if (!commandNamed(image.cmd)) problems.push(`CMD ${JSON.stringify(image.cmd)} is no skyref command`);
  if (!image.healthcheck) problems.push('no HEALTHCHECK');
  noProblems(problems, 'Containerfile');
});

test('every variable named in deploy/ is a setting the code reads', () => {
  const known = (name: string) => name in SETTINGS || /^OTEL_[A-Z0-9_]+$/.test(name);
  const problems: string[] = [];
  for (const c of containers) {
    for (const name of Object.keys(c.env)) if (!known(name)) problems.push(`${c.where}: ${name}`);
  }
  // Named anywhere: a comment, the README, a value compose fills from the shell.
  for (const { file, text } of examples.texts) {
    for (const name of new Set(text.match(/\b(?:SKYREF|OTEL)_[A-Z0-9_]+\b/g) ?? [])) if (!known(name)) problems.push(`${file}: ${name}`);
  }
  noProblems(problems, 'variables no code reads (SETTINGS in src/cli/command-table.ts, or OTEL_*)');
});

test("each container's environment, over the image's, is a configuration the service accepts", () => {
  const problems: string[] = [];
  for (const c of containers) {
    try {
      configOf(c);
    } catch (error) {
      problems.push(`${c.where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  noProblems(problems, 'configurations the service refuses');
});

test('every command the examples run is one skyref has, after the image entry point, or the copy of a dataset', () => {
  const problems: string[] = [];
  for (const c of containers) {
    if (c.entrypoint) {
      if (!datasetCopy(c)) problems.push(`${c.where}: replaces the entry point (${[...c.entrypoint, ...(c.args ?? [])].join(' ')}), and not to copy a dataset (cp DIR/FILE DEST/FILE.copy && mv -f …); give skyref's words as arguments`);
      continue;
    }
    const words = commandOf(c).filter((w) => !w.startsWith('-'));
    if (!commandNamed(words)) problems.push(`${c.where}: \`${commandOf(c).join(' ')}\` is no skyref command (src/cli/command-table.ts)`);
    if (c.init && !builds(c)) problems.push(`${c.where}: an init container that runs \`${words.join(' ')}\`, neither a dataset copy nor \`dataset build\``);
    if (!c.init && c.workload?.kind === 'Deployment' && !serves(c)) problems.push(`${c.where}: a Deployment's container that does not serve`);
    if (c.workload?.kind === 'Job' && !builds(c)) problems.push(`${c.where}: a Job that does not run \`dataset build\``);
  }
  noProblems(problems, 'commands');
});

test('the API and metrics ports agree across the image, the containers, Services, Prometheus and nginx', () => {
  const problems: string[] = [];
  const composeServices = examples.compose.services as Record<string, any>;
  for (const c of serving) {
    const config = configOf(c);
    const metricsPort = config.metrics?.port;
    for (const [what, port] of [['PORT', config.port], ['SKYREF_METRICS_PORT', metricsPort]] as const) {
      if (port === undefined || !image.expose.includes(port)) problems.push(`${c.where}: ${what} ${port ?? 'off'} is not among the image's EXPOSE ${image.expose.join(' ')}`);
    }
    if (c.kind === 'kubernetes') {
      const declared = c.ports.map((p) => p.port).sort();
      if (declared.join() !== [config.port, metricsPort].sort().join()) problems.push(`${c.where}: ports ${declared.join(' ')}; the service listens on ${config.port} and ${metricsPort}`);
      for (const probe of c.probes) {
        const port = typeof probe.port === 'number' ? probe.port : c.ports.find((p) => p.name === probe.port)?.port;
        if (port !== config.port) problems.push(`${c.where}: ${probe.kind} asks port ${probe.port}; the API (and its probes) is on ${config.port}`);
      }
      const annotations = c.workload!.annotations;
      if (annotations['prometheus.io/port'] !== undefined && Number(annotations['prometheus.io/port']) !== metricsPort) problems.push(`${c.where}: prometheus.io/port ${annotations['prometheus.io/port']}; metrics on ${metricsPort}`);
      if (annotations['prometheus.io/path'] !== undefined && annotations['prometheus.io/path'] !== METRICS_PATH) problems.push(`${c.where}: prometheus.io/path ${annotations['prometheus.io/path']}; metrics at ${METRICS_PATH}`);
      for (const { file, object } of examples.kubernetes.filter((o) => o.object.kind === 'Service')) {
        const selector = (object.spec.selector ?? {}) as Record<string, string>;
        if (!Object.entries(selector).every(([k, v]) => c.workload!.labels[k] === v)) continue;
        for (const p of object.spec.ports as { name?: string; port: number; targetPort?: number | string }[]) {
          const target = p.targetPort ?? p.port;
          const port = typeof target === 'number' ? target : c.ports.find((q) => q.name === target)?.port;
          if (port === undefined || ![config.port, metricsPort].includes(port)) problems.push(`${file} Service ${object.metadata.name}: port ${p.name ?? p.port} goes to ${target}, which ${c.where} does not listen on`);
        }
      }
    }
  }
  // Prometheus scrapes every compose replica's metrics listener, at its path, and nothing else.
  const composeServing = serving.filter((c) => c.kind === 'compose');
  const scrapes = (examples.prometheus.scrape_configs ?? []) as { job_name: string; metrics_path?: string; static_configs?: { targets: string[] }[] }[];
  const targets = scrapes.flatMap((s) => {
    if ((s.metrics_path ?? '/metrics') !== METRICS_PATH) problems.push(`prometheus.yml job ${s.job_name}: metrics_path ${s.metrics_path}; metrics at ${METRICS_PATH}`);
    return (s.static_configs ?? []).flatMap((sc) => sc.targets);
  });
  for (const target of targets) {
    const [host, port] = target.split(':');
    const replica = composeServing.find((c) => c.service === host);
    if (!replica) problems.push(`prometheus.yml: target ${target} is no compose service running skyref serve`);
    else if (Number(port) !== configOf(replica).metrics?.port) problems.push(`prometheus.yml: target ${target}; ${host} has its metrics on ${configOf(replica).metrics?.port ?? 'no port'}`);
  }
  for (const c of composeServing) if (!targets.some((t) => t.split(':')[0] === c.service)) problems.push(`prometheus.yml: ${c.service} is not scraped`);
  // nginx sends to every compose replica's API port, and listens where compose publishes it.
  const upstreams = [...examples.nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => ({ host: m[1]!, port: Number(m[2]) }));
  for (const u of upstreams) {
    const replica = composeServing.find((c) => c.service === u.host);
    if (!replica) problems.push(`nginx.conf: upstream ${u.host}:${u.port} is no compose service running skyref serve`);
    else if (u.port !== configOf(replica).port) problems.push(`nginx.conf: upstream ${u.host}:${u.port}; ${u.host} listens on ${configOf(replica).port}`);
  }
  for (const c of composeServing) if (!upstreams.some((u) => u.host === c.service)) problems.push(`nginx.conf: ${c.service} is not in the upstream`);
  const listen = [...examples.nginx.matchAll(/^\s*listen\s+(\d+)/gm)].map((m) => Number(m[1]));
  const nginxService = Object.values(composeServices).find((s) => String(s.image).includes('nginx'));
  for (const published of (nginxService?.ports ?? []) as string[]) {
    const containerPort = Number(String(published).split(':').at(-1));
    if (!listen.includes(containerPort)) problems.push(`compose.yaml: nginx publishes its port ${containerPort}; nginx.conf listens on ${listen.join(' ')}`);
  }
  noProblems(problems, 'ports that do not match');
});

test("the data directory is the image's volume, one a replica, holding a copy of the one dataset built", () => {
  const problems: string[] = [];
  const volume = image.volumes[0]!;
  const dataMount = (c: SkyrefContainer) => c.mounts.find((m) => m.path === volume);
  for (const c of containers) {
    const dataDir = configOf(c).dataDir;
    if (dataDir !== volume) problems.push(`${c.where}: SKYREF_DATA_DIR ${dataDir}; the image's VOLUME is ${volume}`);
    const mount = dataMount(c);
    if (!mount) problems.push(`${c.where}: nothing mounted at the image's VOLUME ${volume} (${c.mounts.map((m) => m.path).join(', ') || 'no mounts'})`);
    else if (mount.readOnly) problems.push(`${c.where}: ${volume} is mounted read-only; the service writes its state there`);
  }
  // Each copy takes the file a `dataset build` wrote and renames it in where the server reads it.
  const built = new Set(containers.filter(builds).map((b) => dataMount(b)?.volume));
  for (const c of containers.filter(datasetCopy)) {
    const { from, to } = datasetCopy(c)!;
    if (to !== datasetPath(volume)) problems.push(`${c.where}: copies to ${to}; the server reads ${datasetPath(volume)}`);
    const source = c.mounts.find((m) => from === datasetPath(m.path));
    if (!source) problems.push(`${c.where}: copies ${from}, in no volume mounted there as the dataset file`);
    else if (!built.has(source.volume)) problems.push(`${c.where}: copies from ${source.volume}, where no \`dataset build\` writes`);
  }
  // Each replica waits for a copy into its own directory: a service completed before it (compose), an init container (Kubernetes).
  for (const c of serving) {
    const before = c.kind === 'compose' ? compose.filter((b) => c.waitsForCompletion!.includes(b.service!)) : kubernetes.filter((k) => k.init && k.workload!.name === c.workload!.name);
    const volumeOf = dataMount(c)?.volume;
    // (A build of its own there is the fallback deploy/kubernetes/dataset.yaml names.)
    if (!before.some((b) => (datasetCopy(b) || builds(b)) && dataMount(b) !== undefined && dataMount(b)!.volume === volumeOf)) problems.push(`${c.where}: no dataset is copied (or built) into its data directory (${volumeOf ?? 'none'}) before it starts`);
  }
  const composeVolumes = serving.filter((c) => c.kind === 'compose').map((c) => dataMount(c)?.volume);
  if (new Set(composeVolumes).size !== composeVolumes.length) problems.push(`compose.yaml: replicas share a data volume (${composeVolumes.join(', ')}); each keeps its own copy of the clients there`);
  for (const c of serving.filter((k) => k.kind === 'kubernetes')) {
    if (dataMount(c) && !dataMount(c)!.podOwn) problems.push(`${c.where}: its data directory is ${dataMount(c)!.volume}, shared by every pod; each keeps its own copy of the clients there`);
  }
  noProblems(problems, 'data directories');
});

test("the containers run as the image's user, never as root", () => {
  const problems: string[] = [];
  for (const c of containers) {
    if (c.kind === 'kubernetes') {
      if (c.user.runAsNonRoot !== true) problems.push(`${c.where}: runAsNonRoot is not true`);
      if (c.user.runAsUser !== image.user?.uid) problems.push(`${c.where}: runAsUser ${c.user.runAsUser}; the image's USER is ${image.user?.uid}`);
      if (c.user.runAsGroup !== undefined && c.user.runAsGroup !== image.user?.gid) problems.push(`${c.where}: runAsGroup ${c.user.runAsGroup}; the image's group is ${image.user?.gid}`);
      if (c.user.fsGroup !== undefined && c.user.fsGroup !== image.user?.gid) problems.push(`${c.where}: fsGroup ${c.user.fsGroup}; the image's group is ${image.user?.gid}`);
    } else if (c.user.runAsUser !== undefined && c.user.runAsUser !== image.user?.uid) {
      problems.push(`${c.where}: user ${c.user.runAsUser}; the image's USER is ${image.user?.uid}`);
    }
  }
  noProblems(problems, 'users');
});

test('a stopping replica is given longer than its drain: the delay with /ready failing, then the requests in flight', () => {
  const problems: string[] = [];
  for (const c of serving) {
    const { drainDelayMs, drainTimeoutMs } = configOf(c);
    const drainSeconds = (drainDelayMs + drainTimeoutMs) / 1000;
    if (!(c.graceSeconds > drainSeconds)) {
      const setting = c.kind === 'kubernetes' ? 'terminationGracePeriodSeconds' : 'stop_grace_period (10 s unless set)';
      problems.push(`${c.where}: ${setting} ${c.graceSeconds} s; the drain takes up to ${drainSeconds} s (SKYREF_DRAIN_DELAY_MS ${drainDelayMs} + SKYREF_DRAIN_TIMEOUT_MS ${drainTimeoutMs})`);
    }
  }
  noProblems(problems, 'grace periods');
});

test("each replica runs as many workers as the CPUs it may use (Node counts the machine's cores)", () => {
  const problems: string[] = [];
  for (const c of serving) {
    if (c.cpuLimit === undefined) problems.push(`${c.where}: no CPU limit, so SKYREF_WORKERS cannot be matched to it`);
    else if (configOf(c).workers !== c.cpuLimit) problems.push(`${c.where}: SKYREF_WORKERS ${configOf(c).workers}, CPU limit ${c.cpuLimit}`);
  }
  noProblems(problems, 'workers');
});

test('replicas share Redis and take their token keys from a secret file; the example Secret holds no usable key', () => {
  const problems: string[] = [];
  const secretObjects = examples.kubernetes.filter((o) => o.object.kind === 'Secret').map((o) => o.object);
  const secretValue = (name: string, key: string): string | undefined => {
    const s = secretObjects.find((o) => o.metadata.name === name);
    return s?.stringData?.[key] ?? (s?.data?.[key] === undefined ? undefined : Buffer.from(String(s.data[key]), 'base64').toString());
  };
  const composeSecrets = (examples.compose.secrets ?? {}) as Record<string, unknown>;
  const keySources = { compose: new Set<string>(), kubernetes: new Set<string>() };
  for (const c of serving) {
    const file = c.env.SKYREF_TOKEN_KEYS_FILE;
    const mounted = c.secretFiles.find((f) => f.path === file);
    if (typeof file !== 'string') problems.push(`${c.where}: SKYREF_TOKEN_KEYS_FILE is not set to a path`);
    else if (!mounted) problems.push(`${c.where}: SKYREF_TOKEN_KEYS_FILE ${file} is no secret mounted in it (${c.secretFiles.map((f) => f.path).join(', ') || 'none'})`);
    else {
      keySources[c.kind].add(`${mounted.secret}/${mounted.key}`);
      if (c.kind === 'compose' && !(mounted.secret in composeSecrets)) problems.push(`${c.where}: secret ${mounted.secret} is not declared under secrets:`);
      if (c.kind === 'kubernetes' && secretValue(mounted.secret, mounted.key) === undefined) problems.push(`${c.where}: secret ${mounted.secret} key ${mounted.key} is in no Secret of kubernetes/`);
    }
    for (const [name, value] of Object.entries(c.env)) {
      if (typeof value !== 'string' && secretValue(value.secret, value.key) === undefined) problems.push(`${c.where}: ${name} from secret ${value.secret} key ${value.key}, which no Secret of kubernetes/ has`);
    }
    const redis = typeof c.env.SKYREF_REDIS_URL === 'string' ? new URL(c.env.SKYREF_REDIS_URL) : undefined;
    if (!redis) problems.push(`${c.where}: SKYREF_REDIS_URL is not set: replicas would not share clients and limits`);
    else if (c.kind === 'compose' && !(redis.hostname in (examples.compose.services as object))) problems.push(`${c.where}: SKYREF_REDIS_URL names ${redis.hostname}, no compose service`);
    else if (c.kind === 'kubernetes') {
      const service = examples.kubernetes.find((o) => o.object.kind === 'Service' && o.object.metadata.name === redis.hostname)?.object;
      if (!service) problems.push(`${c.where}: SKYREF_REDIS_URL names ${redis.hostname}, no Service of kubernetes/`);
      else if (!(service.spec.ports as { port: number }[]).some((p) => p.port === Number(redis.port || 6379))) problems.push(`${c.where}: SKYREF_REDIS_URL port ${redis.port || 6379}; Service ${redis.hostname} has ${service.spec.ports.map((p: { port: number }) => p.port).join(' ')}`);
    }
  }
  for (const [kind, sources] of Object.entries(keySources)) {
    if (sources.size > 1) problems.push(`${kind}: the replicas read their token keys from ${[...sources].join(', ')}; tokens verify on every replica only with the same keys`);
  }
  for (const s of secretObjects) {
    for (const [key, value] of Object.entries((s.stringData ?? {}) as Record<string, string>)) {
      if (!/token-keys/.test(key)) continue;
      let usable = true;
      try {
        parseTokenKeys(value, `Secret ${s.metadata.name} ${key}`);
      } catch {
        usable = false;
      }
      if (usable) problems.push(`kubernetes/ Secret ${s.metadata.name} ${key}: a key the service accepts is written in the repository; leave a placeholder it refuses`);
    }
  }
  noProblems(problems, 'shared state and token keys');
});

test('every probe path of the examples and the image answers 200 on the real server', async () => {
  const healthcheckScript = image.healthcheck?.command.map(repoPathOf).find((p) => p !== undefined && p.endsWith('.js'));
  assert.ok(healthcheckScript, "the image's HEALTHCHECK runs no script of the repository");
  const healthcheckPaths = [...readFileSync(healthcheckScript, 'utf8').matchAll(/fetch\(`[^`]*?\}(\/[^`?]*)`/g)].map((m) => m[1]!);
  assert.ok(healthcheckPaths.length > 0, `no path found in ${healthcheckScript}'s fetch`);
  const probes = [
    ...healthcheckPaths.map((path) => ({ where: 'Containerfile HEALTHCHECK', path })),
    ...containers.flatMap((c) => c.probes.map((p) => ({ where: `${c.where} ${p.kind}`, path: p.path }))),
  ];
  assert.ok(probes.some((p) => p.where.includes('readinessProbe')), 'no readiness probe among the examples');
  const problems: string[] = [];
  for (const { where, path } of probes) {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`${where}: GET ${path} answered ${res.status}`);
  }
  // The metrics are scraped at METRICS_PATH, on their own listener.
  const metrics = await fetch(server.metricsUrl);
  await metrics.arrayBuffer();
  if (!server.metricsUrl.endsWith(METRICS_PATH) || metrics.status !== 200) problems.push(`GET ${server.metricsUrl} answered ${metrics.status}`);
  noProblems(problems, 'probe paths the server does not answer with 200');
});
