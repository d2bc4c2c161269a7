// The realism floors of issue 29 on the default dataset, the whole network: one week of its legs
// export against OpenTravelData's raw route file (read through the route table's rules, so TXL and
// SXF count as BER and airlines that stopped flying are left out of the file's side), and the
// facts travellers know. The only test that builds the world; it needs ../shared.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { belowFloors, measureRealism, type ExportRow } from '../../scripts/realism-measures.js';
import { checkTravellerFacts } from '../../scripts/traveller-facts.js';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { routeTableFromOptd } from '../../src/ingest/airline-route-source.js';
import { SHARED_DATA } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV, TEST_DAY } from '../support/test-clock.js';

const optd = join(SHARED_DATA, 'optd');
const noOptd = existsSync(join(optd, 'optd_airline_por_rcld.csv')) ? false : `no OpenTravelData route file in ${optd}`;

test('a week of the whole network holds the realism floors and the facts travellers know', { skip: noOptd }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-world-'));
  try {
    const env = { SKYREF_DATA_DIR: dir, ...TEST_CLOCK_ENV };
    await skyrefCommand(['dataset', 'build'], env);
    const { stdout } = await skyrefCommand(['export', 'legs', '--from', isoFromDay(TEST_DAY + 7), '--to', isoFromDay(TEST_DAY + 13)], env);
    const [header, ...lines] = stdout.trimEnd().split('\n');
    const names = header!.split(',');
    const rows: ExportRow[] = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])));
    assert.ok(rows.length > 600_000, `${rows.length} flights in the week: the whole network`);

    const content = readDatasetFile(join(dir, 'dataset.sqlite')).content;
    const locations = new Map(content.locations.map((l) => [l.code, l]));
    // What the route table's rules cleaned is among the sources dataset info prints (decision 73).
    assert.ok(content.info.sources.some((s) => /^Cleaned by the route table’s rules .*cabotage \d+ rows/.test(s)), content.info.sources.join('\n'));
    const table = (await routeTableFromOptd(optd)).routes;
    const figures = measureRealism(rows, table, (code) => locations.get(code));
    assert.deepEqual(belowFloors(figures), [], JSON.stringify(figures));
    assert.deepEqual(checkTravellerFacts(rows).filter((f) => !f.holds), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
