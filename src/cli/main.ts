// The skyref command line: serve, dataset, clients.
import { parseArgs } from 'node:util';
import { ClientStore } from '../api/auth/client-store.js';
import { ConfigError, readConfig, type Config } from '../config.js';
import { datasetFileExists, loadDatasetFile } from '../data/dataset-file.js';
import { datasetPath } from '../data/dataset-paths.js';
import { buildDefaultDatasetFile } from '../data/default-dataset-file.js';
import { startServer } from '../server.js';
import { openStateDb } from '../state/state-db.js';

const USAGE = `usage: skyref <command>

  serve                         start the API (builds the default dataset on first start)
  dataset info                  counts and sources of the served dataset
  dataset build                 rebuild the default dataset from the installed packages
  clients add ID [--secret S] [--rate-per-second N] [--rate-per-hour N]
                                register a client (or replace its secret); prints the secret once
  clients list                  list clients
  clients disable ID            disable a client; its tokens stop working within seconds

Configuration is read from the environment (see README): HOST, PORT, SKYREF_DATA_DIR, ...`;

class UsageError extends Error {}

async function serve(config: Config): Promise<void> {
  const server = await startServer(config, { logger: { level: config.logLevel } });
  process.stderr.write(`skyref listening on ${server.url}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function dataset(config: Config, args: string[]): Promise<void> {
  const path = datasetPath(config.dataDir);
  if (args[0] === 'build') {
    await buildDefaultDatasetFile(path, config.extraLanguages);
    process.stdout.write(`built ${path}\n`);
    return;
  }
  if (args[0] !== 'info') throw new UsageError(`unknown dataset command "${args[0] ?? ''}"`);
  if (!datasetFileExists(path)) throw new UsageError(`no dataset at ${path}; run "skyref dataset build" or "skyref serve"`);
  const ds = loadDatasetFile(path);
  const byType = new Map<string, number>();
  for (const l of ds.locations.list) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  const languages = new Set(ds.countries.list.flatMap((c) => c.names.map(([lang]) => lang)));
  const lines = [
    `file        ${path}`,
    `version     ${ds.info.version}`,
    `built       ${ds.info.builtAt}`,
    `countries   ${ds.countries.list.length} (languages: ${[...languages].sort().join(', ')})`,
    `locations   ${ds.locations.list.length} (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')})`,
    `cities      ${ds.cities.list.length} (${ds.cities.list.filter((c) => c.locations.length > 1).length} with several locations)`,
    `aircraft    ${ds.aircraft.list.length}`,
    'sources',
    ...ds.info.sources.map((s) => `  - ${s}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

async function clients(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      secret: { type: 'string' },
      'rate-per-second': { type: 'string' },
      'rate-per-hour': { type: 'string' },
    },
  });
  const store = new ClientStore(openStateDb(config.dataDir));
  const [command, id] = positionals;
  const count = (name: string, raw: string | undefined): number | null => {
    if (raw === undefined) return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
    return n;
  };
  if (command === 'add' && id) {
    const secret = await store.add(id, values.secret, {
      ratePerSecond: count('rate-per-second', values['rate-per-second']),
      ratePerHour: count('rate-per-hour', values['rate-per-hour']),
    });
    process.stdout.write(`client_id=${id}\nclient_secret=${secret}\n`);
  } else if (command === 'list') {
    for (const c of store.list()) {
      const limits = `${c.ratePerSecond ?? config.ratePerSecond}/s ${c.ratePerHour ?? config.ratePerHour}/h`;
      process.stdout.write(`${c.id}\t${c.disabled ? 'disabled' : 'enabled'}\t${limits}\tcreated ${c.createdAt}\n`);
    }
  } else if (command === 'disable' && id) {
    if (!store.disable(id)) throw new UsageError(`no client "${id}"`);
    process.stdout.write(`disabled ${id}\n`);
  } else {
    throw new UsageError('expected: clients add ID | clients list | clients disable ID');
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = readConfig();
  switch (command) {
    case 'serve':
      return serve(config);
    case 'dataset':
      return dataset(config, rest);
    case 'clients':
      return clients(config, rest);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`skyref: ${error.message}\n${error instanceof UsageError ? USAGE + '\n' : ''}`);
    process.exit(2);
  }
  process.stderr.write(`skyref: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
