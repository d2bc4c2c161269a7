// Rate limits counted once for all the workers of a machine: each worker asks the supervisor,
// which keeps the only counters (the in-process RateLimiter). Without this every worker would
// grant a client its whole limit. A refusal is remembered in the worker until the moment the
// client's next request would be allowed, so a client flooding past its limit costs no message
// per request.
import { refusalAgain, type RateCounter, type RateDecision, type RateLimiter, type RateLimits, type RateRefusal } from '../api/auth/rate-limit.js';
import type { SupervisorMessage, WorkerMessage } from './messages.js';

export class IpcRateCounter implements RateCounter {
  private nextId = 1;
  private readonly pending = new Map<number, (decision: RateDecision) => void>();
  private readonly refused = new Map<string, RateRefusal>();

  constructor(private readonly send: (message: WorkerMessage) => void) {}

  take(clientId: string, limits: RateLimits, nowMs: number): RateDecision | Promise<RateDecision> {
    const refusal = this.refused.get(clientId);
    if (refusal) {
      if (nowMs < refusal.retryAtMs) return refusalAgain(refusal, nowMs);
      this.refused.delete(clientId);
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, (decision) => {
        if (!decision.allowed) this.refused.set(clientId, decision);
        resolve(decision);
      });
      this.send({ type: 'skyref:rate', id, clientId, limits, nowMs });
    });
  }

  /** Hands a supervisor's answer to the request waiting for it. */
  receive(message: SupervisorMessage): void {
    if (message.type !== 'skyref:rate-decision') return;
    const resolve = this.pending.get(message.id);
    this.pending.delete(message.id);
    resolve?.(message.decision);
  }
}

/** The supervisor's side: the answer to one worker's question, from the one set of counters. */
export function answerRateQuestion(limiter: RateLimiter, message: Extract<WorkerMessage, { type: 'skyref:rate' }>): SupervisorMessage {
  const decision = limiter.take(message.clientId, message.limits, message.nowMs);
  return { type: 'skyref:rate-decision', id: message.id, decision };
}
