// Receivers that fail every attempt, paused: after PAUSE_AFTER failed attempts in a row at one
// callback URL (whichever of its subscriptions they were for), nothing more is posted there until
// the pause ends; then one attempt goes, and the URL is paused again, twice as long, unless it is
// answered. Without this, a dead receiver's alerts came due again and again by their own backoffs,
// each taking a slot for up to 10 s ahead of receivers that answer (issue 60). Each deliverer
// keeps its own: a URL is paused by every server that saw it fail, not shared through the store.
import { LONGEST_WAIT_MS } from './retry-schedule.js';

/** Failed attempts in a row at one URL that pause it. */
export const PAUSE_AFTER = 5;
/** The first pause; each next one (the URL failed again after it) is twice as long, at most an hour. */
export const FIRST_PAUSE_MS = 60_000;
/**
 * URLs remembered at most: past it, those not paused whose last failure is over an hour old are
 * forgotten (a subscription deleted after a failure or two leaves nothing behind for good).
 */
const REMEMBERED = 10_000;

interface Failing {
  /** Failed attempts in a row. */
  failures: number;
  /** Pauses so far in this run of failures. */
  pauses: number;
  /** While paused: when the next attempt may go. */
  untilMs: number;
  /** The attempt let through at a pause's end, while it is under way. */
  probing: boolean;
  lastResult: string;
  lastFailureMs: number;
}

/** Whether an attempt may go to a URL now, or when it may. */
export type Admission = { go: true } | { go: false; untilMs: number; reason: string };

export class ReceiverPauses {
  private readonly failing = new Map<string, Failing>();

  constructor(private readonly probeWaitMs: number) {}

  /**
   * Whether an attempt at `url` may go at `nowMs`. A paused URL's end lets one attempt through;
   * others meanwhile wait `probeWaitMs`, about as long as that attempt may take.
   */
  admit(url: string, nowMs: number): Admission {
    const f = this.failing.get(url);
    if (!f || f.failures < PAUSE_AFTER) return { go: true };
    if (f.probing) return { go: false, untilMs: nowMs + this.probeWaitMs, reason: this.reason(f) };
    if (nowMs < f.untilMs) return { go: false, untilMs: f.untilMs, reason: this.reason(f) };
    f.probing = true;
    return { go: true };
  }

  /**
   * An attempt's outcome: an answer clears the URL; a failure counts, and the one that makes
   * PAUSE_AFTER in a row (or ends a pause's one attempt) pauses it. Returns the pause's end when
   * this failure paused the URL.
   */
  attempted(url: string, delivered: boolean, result: string, nowMs: number): number | undefined {
    if (delivered) {
      this.failing.delete(url);
      return undefined;
    }
    if (!this.failing.has(url) && this.failing.size >= REMEMBERED) this.forgetOld(nowMs);
    const f = this.failing.get(url) ?? { failures: 0, pauses: 0, untilMs: 0, probing: false, lastResult: result, lastFailureMs: nowMs };
    this.failing.set(url, f);
    f.failures++;
    f.lastResult = result;
    f.lastFailureMs = nowMs;
    if (f.failures < PAUSE_AFTER) return undefined;
    // Attempts already under way when the URL was paused end here too: they do not lengthen it.
    if (!f.probing && f.untilMs > nowMs) return f.untilMs;
    f.probing = false;
    f.untilMs = nowMs + Math.min(LONGEST_WAIT_MS, FIRST_PAUSE_MS * 2 ** Math.min(f.pauses, 20));
    f.pauses++;
    return f.untilMs;
  }

  private forgetOld(nowMs: number): void {
    for (const [url, f] of this.failing) if (f.untilMs <= nowMs && !f.probing && f.lastFailureMs < nowMs - LONGEST_WAIT_MS) this.failing.delete(url);
  }

  private reason(f: Failing): string {
    return `receiver paused: ${f.failures} failed attempts in a row at this callback URL (last: ${f.lastResult})`;
  }
}
