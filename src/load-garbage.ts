// Once at start, before the server listens, the garbage of loading the dataset (190 MB beside the
// 120 MB kept, at world scale) is collected whole: a server answering from its caches may not grow
// its heap enough for V8 to collect it for minutes (docs/decisions.md 44). After a swap, where a
// full collection in one pause would stall requests for about 100 ms, the collection runs
// concurrently with the thread's work instead (decision 103).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'major'; execution: 'async' }) => Promise<void> | undefined;

/**
 * The collector's entry point. V8 gives it only to a context made while --expose-gc is set; the
 * flag is set back at once, so no other code sees a `gc` global.
 */
function exposedGc(): Gc {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

export function collectLoadGarbage(): void {
  exposedGc()();
}

/**
 * After a swap, once requests in flight on the old dataset are over: the old dataset collected by a
 * major collection run concurrently with the thread's work (V8's asynchronous execution), not as
 * one pause. Without it an idle thread (the spare, the supervisor) never collects it, and a serving
 * one only once its heap has grown past it again: 20 swaps left about 2 GB resident (issue 60).
 */
export async function collectSwapGarbage(): Promise<void> {
  await exposedGc()({ type: 'major', execution: 'async' });
}

/** After a swap, how long before the old dataset's garbage is collected: requests that started on it take milliseconds. */
const SWAP_GARBAGE_DELAY_MS = 2000;

/** A serving thread's swap garbage collected once the requests that started on the old dataset are over. */
export function collectSwapGarbageSoon(): void {
  setTimeout(() => void collectSwapGarbage(), SWAP_GARBAGE_DELAY_MS).unref();
}
