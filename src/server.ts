// Starting the service: load (or first build) the dataset, open the state, make sure a client
// exists, and listen.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.js';
import { ClientStore } from './state/client-store.js';
import { TokenService } from './api/auth/token-service.js';
import type { Services } from './api/pipeline.js';
import { RateLimiter } from './api/auth/rate-limit.js';
import { RequestAuth } from './api/auth/request-auth.js';
import { ResponseCache } from './api/response-cache.js';
import type { Config } from './config.js';
import { datasetFileExists } from './dataset/dataset-file.js';
import { loadDatasetFile } from './model/dataset-loader.js';
import { serveDataset } from './engine/served-dataset.js';
import { ServedDatasetHolder } from './engine/served-dataset-holder.js';
import { datasetPath } from './dataset/dataset-paths.js';
import { buildDefaultDatasetFile } from './ingest/default-dataset-file.js';
import { statSync } from 'node:fs';
import { signingKey } from './state/signing-key.js';
import { openStateDb } from './state/state-db.js';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  url: string;
  /** Loads the dataset file again and serves it from the next request on. */
  reload(): void;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: boolean | object;
  /** Called with text for the operator (first-start notices, demo credentials). */
  notice?: (text: string) => void;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const notice = options.notice ?? ((text: string) => process.stderr.write(text + '\n'));
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) {
    notice(`No dataset at ${path}: building the default dataset from the installed packages…`);
    await buildDefaultDatasetFile(path, config.extraLanguages);
  }
  const datasets = new ServedDatasetHolder(serveDataset(loadDatasetFile(path)));

  const db = openStateDb(config.dataDir);
  const clients = new ClientStore(db);
  if (config.bootstrapClient) {
    await clients.add(config.bootstrapClient.id, config.bootstrapClient.secret);
  } else if (clients.size === 0) {
    const secret = await clients.add('demo');
    notice(`Created the client "demo" (shown once). client_id=demo client_secret=${secret}`);
  }
  const tokens = new TokenService(signingKey(db, config.tokenSecret), config.tokenTtlSeconds);
  const services: Services = {
    config,
    datasets,
    clients,
    tokens,
    auth: new RequestAuth(tokens, clients, new RateLimiter(), { perSecond: config.ratePerSecond, perHour: config.ratePerHour }),
    cache: new ResponseCache(),
  };
  // Clients disabled or added from the CLI reach a running server within two seconds.
  // So does a dataset file an import has renamed into place: the new one is loaded and its engines
  // built while the old one keeps serving, then swapped in whole between two requests. The
  // departure index follows the horizon on the same timer, never inside a request.
  let served = fileStamp(path);
  const reload = () => {
    const stamp = fileStamp(path);
    datasets.swap(serveDataset(loadDatasetFile(path)));
    served = stamp;
  };
  const refresh = setInterval(() => {
    clients.refresh();
    datasets.keepDeparturesCurrent();
    if (fileStamp(path) === served) return;
    try {
      reload();
      notice(`dataset reloaded from ${path} (version ${datasets.current.dataset.info.version})`);
    } catch (error) {
      served = fileStamp(path);
      notice(`dataset reload failed, still serving version ${datasets.current.dataset.info.version}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, 2000);
  refresh.unref();

  const app = buildApp(services, options.logger ?? false);
  const address = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    services,
    url: address,
    reload,
    async close() {
      clearInterval(refresh);
      await app.close();
      db.close();
    },
  };
}

/** Changes when the file is replaced (a rename gives a new inode) or rewritten. */
function fileStamp(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino} ${s.size} ${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
