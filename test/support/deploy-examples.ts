// The examples of deploy/ read as data: the compose file, the Kubernetes manifests, Prometheus's and
// nginx's configuration, and every container that runs the skyref image, in one shape whichever
// file it comes from, so that one set of checks holds for both (test/deploy/examples.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { REPO_ROOT } from './paths.js';

export const DEPLOY_DIR = join(REPO_ROOT, 'deploy');
/** The image's name in the examples (kustomize's `images:` or a registry prefix changes it where deployed). */
export const IMAGE = 'skyref';

/** A value the manifest takes from a secret rather than writing it. */
export interface SecretRef {
  secret: string;
  key: string;
}

export interface Probe {
  kind: string;
  path: string;
  /** A number, or the name of one of the container's ports. */
  port: number | string;
}

/** A container of the skyref image, as a compose service or a Kubernetes container declares it. */
export interface SkyrefContainer {
  /** Where it is declared, for messages: `compose.yaml services.skyref-1`. */
  where: string;
  kind: 'compose' | 'kubernetes';
  /** Run before the others of its pod (a Kubernetes init container). */
  init: boolean;
  /** What follows the entry point; undefined: the image's CMD. */
  args: string[] | undefined;
  /** An entry point put in place of the image's, if any. */
  entrypoint: string[] | undefined;
  /** The variables it sets (a secret's value stands as a SecretRef). */
  env: Record<string, string | SecretRef>;
  /** `volume`: one name for one volume across the file (compose's volume, a claim, or a pod's own volume). */
  mounts: { path: string; volume: string; readOnly: boolean; podOwn: boolean }[];
  /** Its declared ports, by name where named (Kubernetes). */
  ports: { name: string | undefined; port: number }[];
  probes: Probe[];
  /** CPUs it may use, if limited. */
  cpuLimit: number | undefined;
  /** How long the runtime waits after the stop signal before killing it, seconds. */
  graceSeconds: number;
  /** Its user and group as the manifest sets them (pod and container contexts merged), if at all. */
  user: { runAsUser?: number; runAsGroup?: number; runAsNonRoot?: boolean; fsGroup?: number };
  /** Files from secrets: the path each is mounted at. */
  secretFiles: { path: string; secret: string; key: string }[];
  /** Compose: the service's name and the services it waits for to complete. */
  service?: string;
  waitsForCompletion?: string[];
  /** Kubernetes: the Deployment or Job, its replicas and the pod's annotations and labels. */
  workload?: { kind: string; name: string; replicas: number; annotations: Record<string, string>; labels: Record<string, string> };
}

type Loose = Record<string, any>;

export interface DeployExamples {
  compose: Loose;
  prometheus: Loose;
  nginx: string;
  /** Every object of every manifest in deploy/kubernetes/, with its file. */
  kubernetes: { file: string; object: Loose }[];
  /** Every file of deploy/ as text (README, comments and all), by its path under deploy/. */
  texts: { file: string; text: string }[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Parses YAML strictly: a syntax error, a duplicate key or an unknown alias fails the file, named. */
function yamlDocuments(file: string, text: string, options: { merge?: boolean; version?: '1.1' | '1.2' }): Loose[] {
  const docs = parseAllDocuments(text, { ...options, prettyErrors: true });
  const list = Array.isArray(docs) ? docs : [docs];
  for (const doc of list) if (doc.errors.length > 0) throw new Error(`deploy/${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
  return list.map((doc) => doc.toJS() as Loose).filter((o) => o !== null && o !== undefined);
}

export function readDeployExamples(): DeployExamples {
  const texts = filesUnder(DEPLOY_DIR).map((path) => ({ file: relative(DEPLOY_DIR, path), text: readFileSync(path, 'utf8') }));
  const text = (file: string) => {
    const found = texts.find((t) => t.file === file);
    if (!found) throw new Error(`deploy/${file} is missing`);
    return found.text;
  };
  // Compose files use YAML merge keys (<<) for what the services share.
  const [compose] = yamlDocuments('compose.yaml', text('compose.yaml'), { merge: true });
  const prometheus = parse(text('prometheus.yml')) as Loose;
  // Kubernetes reads its YAML as 1.1 (0440 is octal there).
  const kubernetes = texts
    .filter((t) => t.file.startsWith('kubernetes/') && /\.ya?ml$/.test(t.file))
    .flatMap((t) => yamlDocuments(t.file, t.text, { version: '1.1' }).map((object) => ({ file: t.file, object })));
  return { compose: compose!, prometheus, nginx: text('nginx.conf'), kubernetes, texts };
}

/** Compose's duration (`10s`, `1m30s`) in seconds. */
function composeDuration(value: string): number {
  let seconds = 0;
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) throw new Error(`not a compose duration: ${value}`);
  for (const p of parts) seconds += Number(p[1]) * units[p[2]!]!;
  return seconds;
}

/** Kubernetes' CPU quantity (`2`, `1500m`) in CPUs. */
export function cpuQuantity(value: string | number): number {
  const text = String(value);
  return text.endsWith('m') ? Number(text.slice(0, -1)) / 1000 : Number(text);
}

function composeEnv(environment: unknown): Record<string, string> {
  if (environment === undefined) return {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(environment.map((e: string) => (e.includes('=') ? [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] : [e, ''])));
  }
  return Object.fromEntries(Object.entries(environment as Record<string, unknown>).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function composeMounts(volumes: unknown[] | undefined): SkyrefContainer['mounts'] {
  return (volumes ?? []).map((v) => {
    if (typeof v === 'string') {
      const [source, target, mode] = v.split(':');
      return { volume: source!, path: target ?? source!, readOnly: mode === 'ro', podOwn: false };
    }
    const long = v as Loose;
    return { volume: String(long.source), path: String(long.target), readOnly: long.read_only === true, podOwn: false };
  });
}

/** Docker's stop timeout when a service names none. */
const COMPOSE_DEFAULT_GRACE_SECONDS = 10;

export function composeContainers(compose: Loose): SkyrefContainer[] {
  const services = (compose.services ?? {}) as Record<string, Loose>;
  return Object.entries(services)
    .filter(([, s]) => s.image === IMAGE)
    .map(([name, s]) => {
      const dependsOn = (s.depends_on ?? {}) as Record<string, Loose> | string[];
      const secrets = ((s.secrets ?? []) as (string | Loose)[]).map((x) => (typeof x === 'string' ? { source: x, target: x } : { source: String(x.source), target: String(x.target ?? x.source) }));
      return {
        where: `compose.yaml services.${name}`,
        kind: 'compose' as const,
        init: false,
        args: s.command === undefined ? undefined : Array.isArray(s.command) ? s.command.map(String) : String(s.command).split(/\s+/),
        entrypoint: s.entrypoint === undefined ? undefined : [s.entrypoint].flat().map(String),
        env: composeEnv(s.environment),
        mounts: composeMounts(s.volumes),
        ports: [],
        probes: [],
        cpuLimit: s.deploy?.resources?.limits?.cpus === undefined ? undefined : Number(s.deploy.resources.limits.cpus),
        graceSeconds: s.stop_grace_period === undefined ? COMPOSE_DEFAULT_GRACE_SECONDS : composeDuration(String(s.stop_grace_period)),
        user: s.user === undefined ? {} : { runAsUser: Number(String(s.user).split(':')[0]), runAsGroup: Number(String(s.user).split(':')[1]) },
        secretFiles: secrets.map((x) => ({ path: x.target.startsWith('/') ? x.target : `/run/secrets/${x.target}`, secret: x.source, key: x.source })),
        service: name,
        waitsForCompletion: Array.isArray(dependsOn) ? [] : Object.entries(dependsOn).filter(([, d]) => d.condition === 'service_completed_successfully').map(([n]) => n),
      };
    });
}

function kubernetesEnv(env: Loose[] | undefined): SkyrefContainer['env'] {
  return Object.fromEntries(
    (env ?? []).map((e) => [e.name, e.valueFrom?.secretKeyRef ? { secret: e.valueFrom.secretKeyRef.name, key: e.valueFrom.secretKeyRef.key } : String(e.value ?? '')]),
  );
}

function kubernetesProbes(container: Loose): Probe[] {
  return ['startupProbe', 'livenessProbe', 'readinessProbe']
    .filter((kind) => container[kind] !== undefined)
    .map((kind) => {
      const http = container[kind].httpGet as Loose | undefined;
      if (!http) throw new Error(`${container.name}: ${kind} is not an HTTP GET`);
      return { kind, path: String(http.path), port: http.port as number | string };
    });
}

export function kubernetesContainers(objects: DeployExamples['kubernetes']): SkyrefContainer[] {
  const containers: SkyrefContainer[] = [];
  for (const { file, object } of objects) {
    if (object.kind !== 'Deployment' && object.kind !== 'Job') continue;
    const pod = object.spec.template.spec as Loose;
    const workload = `${object.kind} ${object.metadata.name}`;
    const volumes = (pod.volumes ?? []) as Loose[];
    for (const [init, list] of [[true, pod.initContainers ?? []], [false, pod.containers ?? []]] as const) {
      for (const c of list as Loose[]) {
        if (c.image !== IMAGE) continue;
        const mounts = ((c.volumeMounts ?? []) as Loose[]).map((m) => {
          const claim = volumes.find((v) => v.name === m.name)?.persistentVolumeClaim?.claimName as string | undefined;
          return { path: String(m.mountPath), volume: claim ? `claim ${claim}` : `${workload} volume ${m.name}`, readOnly: m.readOnly === true, podOwn: !claim, name: String(m.name) };
        });
        const secretFiles = mounts.flatMap((m) => {
          const secret = volumes.find((v) => v.name === m.name)?.secret as Loose | undefined;
          if (!secret) return [];
          const items = (secret.items ?? []) as Loose[];
          return items.map((item) => ({ path: `${m.path}/${item.path}`, secret: String(secret.secretName), key: String(item.key) }));
        });
        containers.push({
          where: `${file} ${workload}, ${init ? 'init container' : 'container'} ${c.name}`,
          kind: 'kubernetes',
          init,
          args: c.args?.map(String),
          entrypoint: c.command?.map(String),
          env: kubernetesEnv(c.env),
          mounts: mounts.map(({ name: _, ...m }) => m),
          ports: ((c.ports ?? []) as Loose[]).map((p) => ({ name: p.name, port: Number(p.containerPort) })),
          probes: kubernetesProbes(c),
          cpuLimit: c.resources?.limits?.cpu === undefined ? undefined : cpuQuantity(c.resources.limits.cpu),
          graceSeconds: pod.terminationGracePeriodSeconds ?? 30,
          user: { ...pod.securityContext, ...c.securityContext },
          secretFiles,
          workload: {
            kind: String(object.kind),
            name: String(object.metadata.name),
            replicas: Number(object.spec.replicas ?? 1),
            annotations: object.spec.template.metadata?.annotations ?? {},
            labels: object.spec.template.metadata?.labels ?? {},
          },
        });
      }
    }
  }
  return containers;
}
