// What the pipeline does for a sandbox client (docs/testing-apps.md): the faults its spec injects,
// drawn from the seed and the client's request count, and the inputs of its simulated flight
// status. Nothing here runs for any other client: the pipeline reads Client.sandbox and goes on.
import { LRUCache } from 'lru-cache';
import { hashText, mix32 } from '../domain/deterministic-hash.js';
import { faultStep, parseFaultSpec, type FaultPlan, type FaultStep } from '../domain/fault-spec.js';
import type { Scenario } from '../domain/sandbox-scenario.js';
import type { Client, ClientRegistry } from '../state/client-registry.js';
import { ApiError } from './errors.js';

/** The header of every answer holding simulated data, and of every injected fault. */
export const SIMULATED_HEADER = 'skyref-simulated';

/** What a route needs to simulate flight status for a sandbox client. */
export interface Simulation {
  seed: string;
  scenarios: ReadonlyMap<string, Scenario>;
}

/** A request's fault: the refusal to answer instead, or a delay before the answer. */
export type Fault = { refusal: ApiError } | { latencyMs: number };

const WWW_AUTHENTICATE = 'Bearer realm="skyref", error="invalid_token", error_description="The access token has expired"';

/**
 * Numbers a sandbox client's requests from 0, per registration (epoch): the index of a sequence's
 * step and of a rate's draw. A client added again (a new epoch) starts again from its first step.
 */
export interface RequestNumbers {
  next(clientId: string, epoch: string): number | Promise<number>;
}

/** Requests numbered in this process alone: a single server's, or a client past the machine's table. */
export class LocalRequestNumbers implements RequestNumbers {
  private readonly counts = new LRUCache<string, number>({ max: 10_000 });

  next(clientId: string, epoch: string): number {
    const key = `${clientId} ${epoch}`;
    const index = this.counts.get(key) ?? 0;
    this.counts.set(key, index + 1);
    return index;
  }
}

export class Sandbox {
  /** Plans by spec text: parsed once, whatever number of clients share a spec. */
  private readonly plans = new LRUCache<string, FaultPlan | false>({ max: 1000 });
  private readonly seedHash: number;

  constructor(
    private readonly seed: string,
    private readonly clients: ClientRegistry,
    /** The workers of a machine number a client's requests together (cluster/shared-request-numbers.ts). */
    private readonly numbers: RequestNumbers = new LocalRequestNumbers(),
  ) {
    this.seedHash = hashText(seed);
  }

  /** The inputs of a simulated answer, the scenarios as last read. */
  simulation(): Simulation {
    return { seed: this.seed, scenarios: this.clients.scenarios() };
  }

  /** The fault of this request of `client`, if its spec gives it one. */
  fault(client: Client): Fault | undefined | Promise<Fault | undefined> {
    if (client.faults === undefined) return undefined;
    let plan = this.plans.get(client.faults);
    if (plan === undefined) {
      // The CLI refuses a spec that does not parse; one written by hand into Redis injects nothing.
      try {
        plan = parseFaultSpec(client.faults);
      } catch {
        plan = false;
      }
      this.plans.set(client.faults, plan);
    }
    if (plan === false) return undefined;
    const draw = mix32(this.seedHash, hashText(client.id));
    const stepOf = (index: number) => toFault(faultStep(plan, draw, index), plan.retryAfterSeconds);
    const index = this.numbers.next(client.id, client.epoch);
    return typeof index === 'number' ? stepOf(index) : index.then(stepOf);
  }
}

function toFault(step: FaultStep, retryAfterSeconds: number): Fault | undefined {
  const simulated = { [SIMULATED_HEADER]: 'true' };
  const retry = { ...simulated, 'retry-after': String(retryAfterSeconds) };
  switch (step.kind) {
    case 'answer':
      return step.latencyMs > 0 ? { latencyMs: step.latencyMs } : undefined;
    case 401:
      return { refusal: new ApiError('tokenExpired', {}, { ...simulated, 'www-authenticate': WWW_AUTHENTICATE }) };
    case 429:
      return { refusal: new ApiError('rateSimulated', {}, retry) };
    case 503:
      return { refusal: new ApiError('unavailable', { reason: 'a fault injected into the answers of this sandbox client' }, retry) };
  }
}
