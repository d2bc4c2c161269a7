// `skyref alerts subscribe|list|delete|deliveries`: a client's change alerts from the command line,
// on the same store and by the same checks as /v1/alerts/subscriptions (docs/alerts.md). The
// secret of a new subscription is printed once.
import type { AlertStore } from '../alerts/alert-store.js';
import { SqliteAlertStore } from '../alerts/sqlite-alert-store.js';
import { deliveryView } from '../alerts/delivery-view.js';
import { subscriptionView } from '../alerts/subscription.js';
import { Subscriptions } from '../alerts/subscriptions.js';
import type { Config } from '../config.js';
import { parseDesignator } from '../domain/flight-designator.js';
import { openStateDb } from '../state/state-db.js';
import { RefusedError, UsageError } from './cli-errors.js';
import { withClientStore } from './client-store-cli.js';
import { badValue, dateValue, expectOperands, readCommandLine, subcommandOf, valueOf, type CommandLine } from './command-line.js';

export async function alertsCommand(config: Config, args: string[]): Promise<void> {
  const command = subcommandOf('alerts', args);
  const words = ['alerts', command];
  const line = readCommandLine(words, args.slice(1));
  const operands = expectOperands(words, line, command === 'list' || command === 'subscribe' ? 1 : 2);
  // The whole line is read before the store is: a bad flag is the same mistake whoever the client.
  const subscription = command === 'subscribe' ? subscribeRequest(line) : undefined;
  const clientId = operands[0]!;
  const known = await withClientStore(config, async (clients) => clients.get(clientId) !== undefined);
  if (!known) throw new RefusedError(`no client "${clientId}"`);
  await withAlertStore(config, async (store) => {
    const out = (value: unknown) => void process.stdout.write(JSON.stringify(value, null, 2) + '\n');
    if (subscription) {
      const outcome = await new Subscriptions(store, config.alerts, () => config.clock.now()).subscribe(clientId, subscription.body);
      // What the flags alone cannot tell (dates past, a range too long), in the API's words, with the values given.
      if ('invalid' in outcome) throw new UsageError(`${subscription.given}: ${outcome.invalid}`);
      if ('callbackRefused' in outcome) throw new RefusedError(`callback URL refused: ${outcome.callbackRefused}; nothing was sent to it`);
      if ('limit' in outcome) throw new RefusedError(`${clientId} has ${outcome.limit} subscriptions, the most allowed (SKYREF_ALERT_SUBSCRIPTIONS)`);
      out({ ...subscriptionView(outcome.subscription), Secret: outcome.subscription.secret });
      process.stderr.write('skyref: the secret signs its alerts; it is shown only now.\n');
      return;
    }
    if (command === 'list') return out((await store.list(clientId)).map(subscriptionView));
    const id = operands[1]!;
    const found = await store.get(clientId, id);
    if (!found) throw new RefusedError(`${clientId} has no subscription ${id}`);
    if (command === 'delete') {
      await store.remove(clientId, id);
      process.stdout.write(`deleted ${id}\n`);
      return;
    }
    out((await store.deliveries(id, 100)).map(deliveryView));
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

/**
 * The subscription the flags ask for, as the API's body, each value checked here so that a bad one
 * is named (the API's reasons never echo what was sent); `given` is the flags as given.
 */
function subscribeRequest(line: CommandLine): { body: Record<string, unknown>; given: string } {
  const flight = valueOf(line, 'flight');
  const route = valueOf(line, 'route');
  const departures = valueOf(line, 'departures');
  const date = valueOf(line, 'date');
  const from = valueOf(line, 'from');
  const to = valueOf(line, 'to');
  const callbackUrl = valueOf(line, 'callback');
  if ([flight, route, departures].filter((v) => v !== undefined).length !== 1) throw new UsageError('give exactly one of --flight, --route, --departures');
  if (date !== undefined ? from !== undefined || to !== undefined : from === undefined || to === undefined) throw new UsageError('give --date, or --from and --to');
  if (callbackUrl === undefined) throw new UsageError('give --callback URL');
  for (const [name, value] of [['--date', date], ['--from', from], ['--to', to]] as const) if (value !== undefined) dateValue(name, value);
  if (flight !== undefined && !parseDesignator(flight.toUpperCase())) throw badValue('--flight', 'a flight number such as LH400', flight);
  if (route !== undefined && !/^[A-Za-z]{3}-[A-Za-z]{3}$/.test(route)) throw badValue('--route', 'FROM-TO, two airport codes such as FRA-JFK', route);
  if (departures !== undefined && !/^[A-Za-z]{3}$/.test(departures)) throw badValue('--departures', 'an airport code of 3 letters', departures);
  const dates = date !== undefined ? { date } : { fromDate: from, toDate: to };
  const given = Object.entries({ flight, route, departures, date, from, to })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `--${name} ${value}`)
    .join(' ');
  if (flight !== undefined) return { body: { kind: 'flight', flight, ...dates, callbackUrl }, given };
  if (departures !== undefined) return { body: { kind: 'departures', airport: departures, ...dates, callbackUrl }, given };
  const [origin, destination] = route!.split('-');
  return { body: { kind: 'route', origin, destination, ...dates, callbackUrl }, given };
}
