// Issue 49's equivalence harness: the connection search (src/engine/connection-builder.ts) and the
// frozen copy of the engine it grew from (current-search/) asked the same seeded queries over the
// same served dataset, every answer compared journey for journey: the same journeys in the same
// order, each leg on the same date at the same instants, running on the same dates.
import { createHash } from 'node:crypto';
import { findJourneys } from '../../src/engine/connection-builder.js';
import { journeyDates } from '../../src/engine/journey-dates.js';
import type { ServedDataset } from '../../src/engine/served-dataset.js';
import { horizonDays } from '../../src/engine/schedule-window.js';
import { findJourneys as findCurrentJourneys } from './current-search/connection-builder.js';
import type { ComparisonResult } from './search-comparison.js';
import { describeJourneys } from './search-comparison.js';
import { airportDraws } from './airport-draws.js';
import { seededRandom } from './seeded-random.js';

export interface EquivalenceOptions {
  count: number;
  seed: number;
  nowMs: number;
}

/**
 * Asks both engines `count` seeded queries: half the pairs drawn in proportion to the origin's leg
 * periods (busy airports, long answers), half uniformly over airports with departures; dates over
 * the horizon, a start minute in 30 % of them and direct flights only in 10 %.
 */
export function compareWithCurrentEngine(served: ServedDataset, options: EquivalenceOptions): ComparisonResult {
  const store = served.dataset.schedule;
  const { first, days } = horizonDays(options.nowMs);
  const random = seededRandom(options.seed);
  const { weighted, uniform } = airportDraws(store, random);

  const currentHash = createHash('sha256');
  const searchHash = createHash('sha256');
  const result: ComparisonResult = { queries: 0, answered: 0, journeys: 0, differing: 0, referenceDigest: '', searchDigest: '', examples: [] };
  for (let i = 0; i < options.count; i++) {
    const pick = i % 2 === 0 ? weighted : uniform;
    const origin = pick();
    let destination = pick();
    while (destination === origin) destination = pick();
    const query = {
      origin,
      destination,
      day: first + 1 + Math.floor(random() * (days - 2)),
      fromMinute: random() < 0.3 ? Math.floor(random() * 1440) : 0,
      directOnly: random() < 0.1,
    };
    const expected = findCurrentJourneys(served.network, served.departures, query);
    const actual = findJourneys(served.network, served.departures, query);
    const expectedText = describeJourneys(expected, journeyDates);
    const actualText = describeJourneys(actual, journeyDates);
    currentHash.update(`${i}\n${expectedText}\n`);
    searchHash.update(`${i}\n${actualText}\n`);
    result.queries += 1;
    result.journeys += expected.length;
    if (expected.length > 0) result.answered += 1;
    if (expectedText !== actualText) {
      result.differing += 1;
      if (result.examples.length < 5) {
        result.examples.push(
          `${store.airports[origin]}-${store.airports[destination]} day ${query.day} from ${query.fromMinute}${query.directOnly ? ' direct' : ''}: ` +
            `${expected.length} journeys expected, ${actual.length} found\n  expected ${expectedText.replaceAll('\n', ' ')}\n  found    ${actualText.replaceAll('\n', ' ')}`,
        );
      }
    }
  }
  result.referenceDigest = currentHash.digest('hex').slice(0, 16);
  result.searchDigest = searchHash.digest('hex').slice(0, 16);
  return result;
}
