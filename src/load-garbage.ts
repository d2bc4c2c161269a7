// Once at start, before the server listens, the garbage of loading the dataset (190 MB beside the
// 120 MB kept, at world scale) is collected whole: a server answering from its caches may not grow
// its heap enough for V8 to collect it for minutes (docs/decisions.md 44). Not after a swap, where
// a full collection would stall requests for about 100 ms.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function collectLoadGarbage(): void {
  // V8 gives the collector's entry point only to a context made while --expose-gc is set; the flag
  // is set back at once, so no other code sees a `gc` global.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}
