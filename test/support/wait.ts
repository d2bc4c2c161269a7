// Waiting for what a test needs to hold (a change the server has followed, a state it can read)
// rather than for a time. A loaded machine can take any time to get there, so no wait here has a
// deadline of its own that would be a verdict on the machine's speed: only WAIT_LIMIT_MS, a safety
// net that ends a hang with a message saying what never came (node --test sets no timeout of its
// own, so without one a wait for something that never happens would never end).

/** How long any wait of the suite lasts at most: far past anything a busy machine takes. */
export const WAIT_LIMIT_MS = 120_000;

export interface WaitOptions {
  /** In place of WAIT_LIMIT_MS, for a test that knows it waits longer (never to make a wait shorter). */
  limitMs?: number;
}

/** The pause before the next ask: short at first (most waits end soon), then longer, so as not to add load. */
const pauseAfter = (asks: number) => Math.min(10 * 2 ** asks, 200);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Asks `probe` until it gives something other than undefined, null or false, and resolves with
 * that. `what` names what is awaited (a function: read when the wait gives up, to tell the last
 * state seen). An error `probe` throws ends the wait with it.
 */
export async function until<T>(probe: () => T | Promise<T>, what: string | (() => string), options: WaitOptions = {}): Promise<Exclude<T, undefined | null | false>> {
  const limit = options.limitMs ?? WAIT_LIMIT_MS;
  const started = performance.now();
  for (let asks = 0; ; asks++) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>;
    if (performance.now() - started > limit) throw new Error(`${typeof what === 'function' ? what() : what}: not so after ${Math.round(limit / 1000)} s (the safety net of test/support/wait.ts)`);
    await sleep(pauseAfter(asks));
  }
}

/**
 * Runs `check` (assertions on a state asked afresh) until it passes, and resolves with what it
 * returns; at the safety net, rejects with its last failure, so the message is the assertion's.
 */
export async function untilPasses<T>(check: () => T | Promise<T>, options: WaitOptions = {}): Promise<T> {
  const limit = options.limitMs ?? WAIT_LIMIT_MS;
  const started = performance.now();
  for (let asks = 0; ; asks++) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() - started > limit) throw error;
    }
    await sleep(pauseAfter(asks));
  }
}
