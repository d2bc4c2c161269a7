// The attacks on the clients' state that decision 69 closes, replayed against real `skyref serve`
// processes sharing a real Redis (test/support/state-attack.ts): a stale replica writing back first
// after Redis lost its data, an old export imported, three losses in a row. Called by
// bench/abuse.ts; alone: `node dist/bench/abuse-state.js`.
import { pathToFileURL } from 'node:url';
import { REDIS_SKIP, startTestRedis } from '../test/support/redis.js';
import { oldExportImported, repeatedLosses, staleReplicaFirst } from '../test/support/state-attack.js';

export async function staleReplicaAttack(report: (line: string) => void): Promise<{ disabledEverywhere: boolean; importReenabled: boolean; lossCounts: number[] }> {
  if (REDIS_SKIP) {
    report(`state attacks skipped: ${REDIS_SKIP}`);
    return { disabledEverywhere: false, importReenabled: false, lossCounts: [] };
  }
  const redis = await startTestRedis();
  try {
    report('stale replica writes back first:');
    const stale = await staleReplicaFirst(redis.url, (line) => report(`  ${line}`));
    report(`  => stale copy written first: ${stale.staleWroteFirst}; disabled everywhere: ${stale.disabledEverywhere}`);
    report('old export imported:');
    const imported = await oldExportImported(redis.url, (line) => report(`  ${line}`));
    report(`  => re-enabled: ${imported.importReenabled}; deleted one restored without the flag: ${imported.importRestoredDeleted}, with it: ${imported.restoredWithFlag}`);
    report('three Redis losses:');
    const losses = await repeatedLosses(redis.url, (line) => report(`  ${line}`));
    report(`  => counted by each replica: ${losses.counts.join(', ')}; in Redis: ${losses.stored}; own write-back called another's: ${losses.misattributed.length}`);
    return { disabledEverywhere: stale.disabledEverywhere, importReenabled: imported.importReenabled || imported.importRestoredDeleted, lossCounts: losses.counts };
  } finally {
    await redis.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await staleReplicaAttack((line) => console.log(line));
  console.log(JSON.stringify(result));
}
