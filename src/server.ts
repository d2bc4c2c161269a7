// Starting the service: load (or first build) the dataset, open the state, make sure a client
// exists, and listen.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.js';
import { ClientStore } from './api/auth/client-store.js';
import { signingKey, TokenService } from './api/auth/token-service.js';
import type { Services } from './api/pipeline.js';
import { RateLimiter } from './api/rate-limit.js';
import { ResponseCache } from './api/response-cache.js';
import type { Config } from './config.js';
import { datasetFileExists } from './data/dataset-file.js';
import { loadDatasetFile } from './data/read-model.js';
import { DatasetHolder } from './data/dataset-holder.js';
import { datasetPath } from './data/dataset-paths.js';
import { buildDefaultDatasetFile } from './data/default-dataset-file.js';
import { nearestIndexFor } from './engine/nearest-index.js';
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
  const datasets = new DatasetHolder(loadDatasetFile(path));
  // Engines are built with the dataset, not by the first request that needs them.
  nearestIndexFor(datasets.current);
  datasets.onSwap((next) => nearestIndexFor(next));

  const db = openStateDb(config.dataDir);
  const clients = new ClientStore(db);
  if (config.bootstrapClient) {
    await clients.add(config.bootstrapClient.id, config.bootstrapClient.secret);
  } else if (clients.size === 0) {
    const secret = await clients.add('demo');
    notice(`Created the client "demo" (shown once). client_id=demo client_secret=${secret}`);
  }
  const services: Services = {
    config,
    datasets,
    clients,
    tokens: new TokenService(signingKey(db, config.tokenSecret), config.tokenTtlSeconds),
    limiter: new RateLimiter(),
    cache: new ResponseCache(),
  };
  // Clients disabled or added from the CLI reach a running server within two seconds.
  const refresh = setInterval(() => clients.refresh(), 2000);
  refresh.unref();

  const app = buildApp(services, options.logger ?? false);
  const address = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    services,
    url: address,
    reload() {
      datasets.swap(loadDatasetFile(path));
    },
    async close() {
      clearInterval(refresh);
      await app.close();
      db.close();
    },
  };
}
