// Every journey of 600 seeded schedule queries over the default test dataset, asked over HTTP in
// JSON and checked by the independent validator (test/support/journey-validator.ts): a third on
// clock-change dates of Europe, North America and Australia, a tenth on the horizon's last two
// days, about half in each listing (combinations, trips). Every rule, journeys as sold included
// (issue 44: sold connections, airport changes, overnight and dominated journeys, repeated trips),
// must hold on every journey. A larger run: node dist/test/support/validate-journeys.js 2000; the
// world dataset: npm run journeys:as-sold.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_DATASET } from '../../support/paths.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { TEST_NOW } from '../../support/test-clock.js';
import { contextFromDataset, formatCounts, planQueries, routesFromDataset, runValidation, wallMinutes, instantsOf, plausibleBlock, RULES } from '../../support/journey-validator.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

test('the validator itself: gaps, folds and block times', () => {
  // 2027-03-28 02:30 does not exist in Berlin; 2027-10-31 02:30 exists twice.
  assert.deepEqual(instantsOf('Europe/Berlin', wallMinutes('2027-03-28T02:30')!), []);
  assert.equal(instantsOf('Europe/Berlin', wallMinutes('2027-10-31T02:30')!).length, 2);
  assert.deepEqual(instantsOf('Europe/London', wallMinutes('2027-03-28T01:05')!), []);
  assert.equal(instantsOf('Australia/Sydney', wallMinutes('2027-10-03T02:30')!).length, 0);
  // SVQ-ORY, about 1,400 km: 85 min is too fast, 145 min right.
  assert.equal(plausibleBlock(1400, 85), false);
  assert.equal(plausibleBlock(1400, 145), true);
});

test('every journey of 600 seeded queries keeps every schedule rule', async () => {
  const ctx = contextFromDataset(TEST_DATASET);
  const plans = planQueries(ctx, routesFromDataset(TEST_DATASET), 600, 15, TEST_NOW);
  const run = await runValidation(ctx, async (path) => {
    const res = await server.get(path, { accept: 'application/json' });
    return { status: res.status, body: await res.json() };
  }, plans);
  const summary = formatCounts(run);
  assert.ok(run.counts.journeys > 1000, summary);
  assert.ok(run.byKind['clock-change']!.journeys > 0 && run.byKind['horizon-end']!.journeys > 0, summary);
  // Both listings asked and answered, and sellers checked on most connecting journeys.
  assert.ok(run.counts.byListing.trips.journeys > 500 && run.counts.byListing.combinations.journeys > 500, summary);
  assert.ok(run.counts.soldUnchecked < run.counts.journeys / 2, summary);
  // The first few of each rule broken, so that one rule's many do not hide another's.
  const examples = RULES.flatMap((rule) => run.violations.filter((v) => v.rule === rule).slice(0, 3)).map((v) => `${v.rule}: ${v.message}`);
  assert.deepEqual(run.counts.violations, Object.fromEntries(RULES.map((r) => [r, 0])), `${summary}\n${examples.join('\n')}`);
  assert.equal(run.violations.length, 0);
});
