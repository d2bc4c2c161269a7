// Issue 49's equivalence harness: the connection search (src/engine/connection-builder.ts) and the
// frozen copy of the engine it grew from (current-search/) asked the same seeded queries over the
// same served dataset, every answer compared journey for journey: the same journeys in the same
// order, each leg on the same date at the same instants, running on the same dates.
import { findJourneys } from '../../src/engine/connection-builder.js';
import { journeyDates } from '../../src/engine/journey-dates.js';
import type { ServedDataset } from '../../src/engine/served-dataset.js';
import { findJourneys as findCurrentJourneys } from './current-search/connection-builder.js';
import { compareSearches, describedAnswer, type ComparisonOptions, type ComparisonResult } from './search-comparison.js';

/** Both engines asked `options.count` seeded queries (compareSearches draws them). */
export function compareWithCurrentEngine(served: ServedDataset, options: Omit<ComparisonOptions, 'served'>): ComparisonResult {
  return compareSearches(
    served.dataset.schedule,
    options,
    (query) => describedAnswer(findCurrentJourneys(served.network, served.departures, query), journeyDates),
    (query) => describedAnswer(findJourneys(served.network, served.departures, query), journeyDates),
  );
}
