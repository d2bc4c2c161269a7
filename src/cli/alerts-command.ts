// `skyref alerts subscribe|list|delete|deliveries`: a client's change alerts from the command line,
// on the same store and by the same checks as /v1/alerts/subscriptions (docs/alerts.md). The
// secret of a new subscription is printed once.
import type { AlertStore } from '../alerts/alert-store.js';
import { SqliteAlertStore } from '../alerts/sqlite-alert-store.js';
import { subscriptionView } from '../alerts/subscription.js';
import { Subscriptions } from '../alerts/subscriptions.js';
import type { Config } from '../config.js';
import { openStateDb } from '../state/state-db.js';
import { RefusedError, UsageError } from './cli-errors.js';
import { withClientStore } from './client-store-cli.js';
import { expectOperands, readCommandLine, subcommandOf } from './command-line.js';

export async function alertsCommand(config: Config, args: string[]): Promise<void> {
  const command = subcommandOf('alerts', args);
  const words = ['alerts', command];
  const line = readCommandLine(words, args.slice(1));
  const operands = command === 'list' ? expectOperands(words, line, 1) : command === 'subscribe' ? expectOperands(words, line, 1) : expectOperands(words, line, 2);
  const clientId = operands[0]!;
  const known = await withClientStore(config, async (clients) => clients.get(clientId) !== undefined);
  if (!known) throw new RefusedError(`no client ${clientId}`);
  await withAlertStore(config, async (store) => {
    const out = (value: unknown) => void process.stdout.write(JSON.stringify(value, null, 2) + '\n');
    if (command === 'subscribe') {
      const body = subscribeBody(line.values);
      const outcome = await new Subscriptions(store, config.alerts, () => config.clock.now()).subscribe(clientId, body);
      if ('invalid' in outcome) throw new UsageError(outcome.invalid);
      if ('callbackRefused' in outcome) throw new RefusedError(`callback URL refused: ${outcome.callbackRefused}; nothing was sent to it`);
      if ('limit' in outcome) throw new RefusedError(`${clientId} has ${outcome.limit} subscriptions, the most allowed (SKYREF_ALERT_SUBSCRIPTIONS)`);
      out({ ...subscriptionView(outcome.subscription), Secret: outcome.subscription.secret });
      process.stderr.write('skyref: the secret signs its alerts; it is shown only now.\n');
      return;
    }
    if (command === 'list') return out((await store.list(clientId)).map(subscriptionView));
    const id = operands[1]!;
    const subscription = await store.get(clientId, id);
    if (!subscription) throw new RefusedError(`${clientId} has no subscription ${id}`);
    if (command === 'delete') {
      await store.remove(clientId, id);
      process.stdout.write(`deleted ${id}\n`);
      return;
    }
    out(await store.deliveries(id, 100));
  });
}

/** The store the service keeps alerts in: the state database, or Redis with SKYREF_REDIS_URL. */
async function withAlertStore(config: Config, use: (store: AlertStore) => Promise<void>): Promise<void> {
  if (config.redis) {
    const [{ closeRedis, openRedis }, { RedisAlertStore }] = await Promise.all([import('../state/redis-connection.js'), import('../alerts/redis-alert-store.js')]);
    const redis = await openRedis(config.redis);
    try {
      return await use(new RedisAlertStore(redis));
    } finally {
      await closeRedis(redis);
    }
  }
  const db = openStateDb(config.dataDir, (message) => void process.stderr.write(`skyref: ${message}\n`));
  try {
    await use(new SqliteAlertStore(db));
  } finally {
    db.close();
  }
}

/** The subscription the flags ask for, as the API's body. */
function subscribeBody(values: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const value = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const dates = value('date') !== undefined ? { date: value('date') } : { fromDate: value('from'), toDate: value('to') };
  const callbackUrl = value('callback');
  const flight = value('flight');
  const route = value('route');
  const departures = value('departures');
  if ([flight, route, departures].filter((v) => v !== undefined).length !== 1) throw new UsageError('give exactly one of --flight, --route, --departures');
  if (flight !== undefined) return { kind: 'flight', flight, ...dates, callbackUrl };
  if (departures !== undefined) return { kind: 'departures', airport: departures, ...dates, callbackUrl };
  const [origin, destination] = route!.split('-');
  return { kind: 'route', origin, destination, ...dates, callbackUrl };
}


