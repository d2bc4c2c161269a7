// When a failed alert is tried again: after the first wait, doubled after each failure up to an
// hour, until the retry time has passed since the alert was made; then it is given up and the
// next alert of its subscription goes (docs/alerts.md, Delivery).
export interface RetrySettings {
  firstRetryMs: number;
  /** How long after it was made an alert is still tried. */
  retryMs: number;
}

export const LONGEST_WAIT_MS = 3_600_000;

/** The instant of the next attempt after `attempts` failed ones (1 or more), or undefined: give up. */
export function nextAttemptMs(attempts: number, createdMs: number, nowMs: number, settings: RetrySettings): number | undefined {
  const wait = Math.min(LONGEST_WAIT_MS, settings.firstRetryMs * 2 ** Math.min(attempts - 1, 40));
  const next = nowMs + wait;
  return next > createdMs + settings.retryMs ? undefined : next;
}
