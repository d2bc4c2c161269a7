// The faults a sandbox client's answers carry (docs/testing-apps.md, Injected faults), written as
// one short text so that it fits a command line, an export and a Redis hash alike:
//
//   429:5%,503:2%,latency:200ms@10%     rates: each request draws its fault from the seed
//   seq:200,429,200,503,401,800ms       a fixed sequence, played in order and then again
//   …,retry-after:3s                    the Retry-After of 429 and 503 answers (default 1 s)
//
// A rate names 401 (the token taken as expired), 429 (rate limit, with Retry-After) or 503 (with
// Retry-After); `latency:Nms@P%` delays P% of answers by N ms (every answer without `@P%`). A step
// of a sequence is 200 (the real answer), 401, 429, 503 or `Nms` (the real answer, N ms late).
import { mix32, unit } from './deterministic-hash.js';

/** What one request of a sandbox client gets before (or instead of) its answer. */
export type FaultStep = { kind: 'answer'; latencyMs: number } | { kind: 401 | 429 | 503 };

export type FaultPlan =
  | { mode: 'rates'; rates: { 401: number; 429: number; 503: number }; latencyMs: number; latencyRate: number; retryAfterSeconds: number }
  | { mode: 'sequence'; steps: readonly FaultStep[]; retryAfterSeconds: number };

export class FaultSpecError extends Error {}

/** The longest spec accepted: a sequence of a few hundred steps is as long as any test needs. */
const MAX_SPEC_LENGTH = 2000;
const MAX_LATENCY_MS = 60_000;

function percent(text: string, item: string): number {
  const m = /^(\d{1,3}(?:\.\d{1,3})?)%$/.exec(text);
  const value = m ? Number(m[1]) : NaN;
  if (!(value >= 0 && value <= 100)) throw new FaultSpecError(`"${item}": expected a percentage such as 5% or 0.5%`);
  return value / 100;
}

function milliseconds(text: string, item: string): number {
  const m = /^(\d{1,5})ms$/.exec(text);
  const value = m ? Number(m[1]) : NaN;
  if (!(value >= 0 && value <= MAX_LATENCY_MS)) throw new FaultSpecError(`"${item}": expected a latency such as 250ms, at most ${MAX_LATENCY_MS}ms`);
  return value;
}

function seconds(text: string, item: string): number {
  const m = /^(\d{1,4})s$/.exec(text);
  const value = m ? Number(m[1]) : NaN;
  if (!(value >= 1 && value <= 3600)) throw new FaultSpecError(`"${item}": expected seconds from 1s to 3600s`);
  return value;
}

function step(text: string): FaultStep {
  if (text === '200') return { kind: 'answer', latencyMs: 0 };
  if (text === '401' || text === '429' || text === '503') return { kind: Number(text) as 401 | 429 | 503 };
  if (text.endsWith('ms')) return { kind: 'answer', latencyMs: milliseconds(text, text) };
  throw new FaultSpecError(`"${text}": a step of a sequence is 200, 401, 429, 503 or a latency such as 300ms`);
}

/** The plan a spec describes; throws a FaultSpecError naming the part that is wrong. */
export function parseFaultSpec(spec: string): FaultPlan {
  const text = spec.trim();
  if (text === '') throw new FaultSpecError('empty fault spec');
  if (text.length > MAX_SPEC_LENGTH) throw new FaultSpecError(`fault spec longer than ${MAX_SPEC_LENGTH} characters`);
  const items = text.split(',').map((i) => i.trim());
  let retryAfterSeconds = 1;
  const retry = items.filter((i) => i.startsWith('retry-after:'));
  if (retry.length > 1) throw new FaultSpecError('retry-after given more than once');
  if (retry[0] !== undefined) retryAfterSeconds = seconds(retry[0].slice('retry-after:'.length), retry[0]);
  const rest = items.filter((i) => !i.startsWith('retry-after:'));
  if (rest[0]?.startsWith('seq:')) {
    const steps = [rest[0].slice(4), ...rest.slice(1)].map(step);
    return { mode: 'sequence', steps, retryAfterSeconds };
  }
  const rates = { 401: 0, 429: 0, 503: 0 };
  const seen = new Set<string>();
  let latencyMs = 0;
  let latencyRate = 0;
  for (const item of rest) {
    const colon = item.indexOf(':');
    const name = colon < 0 ? item : item.slice(0, colon);
    const value = colon < 0 ? '' : item.slice(colon + 1);
    if (seen.has(name)) throw new FaultSpecError(`"${name}" given more than once`);
    seen.add(name);
    if (name === '401' || name === '429' || name === '503') rates[name] = percent(value, item);
    else if (name === 'latency') {
      const [delay, rate] = value.split('@');
      latencyMs = milliseconds(delay ?? '', item);
      latencyRate = rate === undefined ? 1 : percent(rate, item);
    } else if (name === 'seq') throw new FaultSpecError('a sequence (seq:…) comes first and alone, with retry-after at most');
    else throw new FaultSpecError(`"${item}": expected 401:P%, 429:P%, 503:P%, latency:Nms[@P%], retry-after:Ns, or seq:STEP,STEP,…`);
  }
  if (rates[401] + rates[429] + rates[503] > 1 + 1e-9) throw new FaultSpecError('the rates of 401, 429 and 503 add up to more than 100%');
  return { mode: 'rates', rates, latencyMs, latencyRate, retryAfterSeconds };
}

/**
 * The step of request number `index` (0 for the client's first) under `plan`: a sequence's step
 * in turn, or drawn from `seed` (a hash of the seed setting and the client) for rates.
 */
export function faultStep(plan: FaultPlan, seed: number, index: number): FaultStep {
  if (plan.mode === 'sequence') return plan.steps[index % plan.steps.length]!;
  const u = unit(mix32(seed, index, 1));
  let edge = plan.rates[429];
  if (u < edge) return { kind: 429 };
  if (u < (edge += plan.rates[401])) return { kind: 401 };
  if (u < (edge += plan.rates[503])) return { kind: 503 };
  const late = plan.latencyRate > 0 && unit(mix32(seed, index, 2)) < plan.latencyRate;
  return { kind: 'answer', latencyMs: late ? plan.latencyMs : 0 };
}
