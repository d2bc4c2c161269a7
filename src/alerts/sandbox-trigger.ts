// Alerts of sandbox clients: what their subscribed flights do in the simulation (delayed,
// departed, landed, cancelled, diverted) and what scenarios set with `skyref sandbox scenario`
// make of them, queued at the moment each takes effect by the service's clock. Looked at once a
// second; an alert's id is made from the flight, date and what it shows (the delay, the airport
// diverted to), so each is queued once however often it is seen, and a scenario changed since
// (another delay) is a new one.
import { isoFromDay, utcDayOf } from '../domain/flight-dates.js';
import { localDateTime } from '../domain/flight-dates.js';
import type { Clock } from '../domain/clock.js';
import { scenarioKey, scenarioText } from '../domain/sandbox-scenario.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { simulateLegs, type SimulatedDatedLeg } from '../engine/simulated-legs.js';
import type { ClientRegistry } from '../state/client-registry.js';
import { alertFor, type AlertEvent, type StatusFacts } from './alert-body.js';
import type { AlertStore, NewAlert } from './alert-store.js';
import { watchedLegs } from './dataset-changes.js';
import type { Subscription } from './subscription.js';

const TICK_MS = 1000;
/** How often the list of sandbox clients' subscriptions is read again. */
const LIST_MS = 2000;
/** Dates looked at: yesterday (flights still in the air) to as far as flight status answers. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 6;

/** What a simulated leg shows that an app is told of; undefined while it is on time or not known. */
export function statusFacts({ leg, day, simulated }: SimulatedDatedLeg): StatusFacts | undefined {
  const { status } = simulated;
  const estimate = (scheduledLocal: number, delay: number | undefined) => (delay === undefined ? undefined : localDateTime(day, scheduledLocal + delay));
  const departure = estimate(leg.departureTime, status.departure.delay);
  const arrival = estimate(leg.arrivalTime + leg.arrivalDayOffset * 1440, status.arrival.delay);
  const times = { ...(departure ? { estimatedDeparture: departure } : {}), ...(arrival ? { estimatedArrival: arrival } : {}) };
  if (status.flightStatus === 'CD') return { status: 'Cancelled' };
  if (status.divertedTo !== undefined) return { status: 'Diverted', divertedTo: status.divertedTo, ...times };
  if (status.flightStatus === 'LD') return { status: 'Landed', ...times };
  if (status.flightStatus === 'DP') return { status: 'Departed', ...times };
  const delay = status.departure.delay;
  if ((status.departure.timeStatus === 'DL' || status.departure.timeStatus === 'NI') && delay !== undefined && delay > 0) return { status: 'Delayed', delayMinutes: delay, ...times };
  return undefined;
}

export class SandboxTrigger {
  private timer: NodeJS.Timeout | undefined;
  private listed: { at: number; subscriptions: Subscription[] } | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly datasets: ServedDatasetHolder,
    private readonly clients: ClientRegistry,
    private readonly seed: string,
    private readonly store: AlertStore,
    private readonly clock: Clock,
    private readonly queued: (count: number) => void,
    private readonly warn: (message: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Looks at every sandbox client's subscriptions now, and queues what moved. */
  check(): Promise<void> {
    this.running ??= this.look()
      .catch((error: unknown) => this.warn(`alerts: sandbox status not looked at: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async subscriptions(nowMonotonic: number): Promise<Subscription[]> {
    if (this.listed && nowMonotonic - this.listed.at < LIST_MS) return this.listed.subscriptions;
    // Read by client, and only sandbox clients': every other client's subscriptions are never simulated.
    const sandboxClients = this.clients.list().filter((c) => c.sandbox === true);
    const subscriptions = (await Promise.all(sandboxClients.map((c) => this.store.list(c.id)))).flat();
    this.listed = { at: nowMonotonic, subscriptions };
    return subscriptions;
  }

  private async look(): Promise<void> {
    const subscriptions = await this.subscriptions(this.clock.monotonic());
    if (subscriptions.length === 0) return;
    const nowMs = this.clock.now();
    const today = utcDayOf(nowMs);
    const served = this.datasets.current;
    const scenarios = this.clients.scenarios();
    const inputs = { seed: this.seed, scenarios };
    const alerts: NewAlert[] = [];
    for (const subscription of subscriptions) {
      const { watched } = subscription;
      for (let day = Math.max(watched.fromDay, today - DAYS_BEFORE); day <= Math.min(watched.toDay, today + DAYS_AFTER); day++) {
        const legs = [...watchedLegs(served, watched, day).values()].map((leg) => ({ leg, day }));
        for (const simulated of simulateLegs(served, inputs, legs, nowMs)) {
          const facts = statusFacts(simulated);
          if (!facts) continue;
          const { leg } = simulated;
          // Found as the simulation finds it: by the operating flight, else by a flight it is sold as.
          const scenario = [leg.operating, ...leg.marketing].map((d) => scenarios.get(scenarioKey(d, day))).find((x) => x !== undefined);
          const flight = watched.kind === 'flight' ? watched.flight : leg.operating;
          const date = isoFromDay(day);
          const code = `${flight.airline}${flight.number}${flight.suffix}`;
          const event: AlertEvent = {
            type: 'StatusChange',
            cause: scenario ? 'Scenario' : 'Simulation',
            flight: code,
            date,
            origin: leg.origin,
            destination: leg.destination,
            status: facts,
            key: `StatusChange ${code} ${date} ${leg.origin}-${leg.destination} ${facts.status} ${facts.delayMinutes ?? ''} ${facts.divertedTo ?? ''} ${scenario ? scenarioText(scenario) : served.dataset.info.version}`,
          };
          alerts.push(alertFor(subscription.id, event, nowMs));
        }
      }
    }
    if (alerts.length > 0) this.queued(await this.store.enqueue(alerts, nowMs));
  }
}
