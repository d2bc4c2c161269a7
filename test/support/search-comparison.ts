// Asks the connection search and the frozen builder it replaced (reference-search/) the same seeded
// queries on one dataset and compares every answer: the same journeys, in the same order, each leg
// on the same date, running on the same dates of the schedule. Used by test/engine/search-comparison.test.ts (a few hundred queries on the
// test dataset) and by compare-search.ts (thousands, on any dataset file); its loop, compareSearches,
// also by engine-equivalence.ts.
import { createHash } from 'node:crypto';
import type { Dataset } from '../../src/model/read-model.js';
import { findJourneys, type Journey, type JourneyQuery } from '../../src/engine/connection-builder.js';
import type { ScheduleStore } from '../../src/model/schedule-store.js';
import { serveDataset, type ServedDataset } from '../../src/engine/served-dataset.js';
import { horizonDays } from '../../src/engine/schedule-window.js';
import { journeyDates, type OperatingDates } from '../../src/engine/journey-dates.js';
import { journeyDates as referenceJourneyDates } from './reference-search/journey-dates.js';
import { findJourneys as findReferenceJourneys } from './reference-search/connection-builder.js';
import { DepartureIndex as ReferenceDepartureIndex } from './reference-search/departure-index.js';
import { RouteNetwork as ReferenceNetwork } from './reference-search/route-network.js';
import { airportDraws } from './airport-draws.js';
import { seededRandom } from './seeded-random.js';

export interface ComparisonResult {
  queries: number;
  /** Queries the reference answered with at least one journey. */
  answered: number;
  journeys: number;
  /** Queries answered differently (other journeys, order or dates). */
  differing: number;
  /** sha256 over every answer, the same for both when nothing differs. */
  referenceDigest: string;
  searchDigest: string;
  /** The first few differing queries, described. */
  examples: string[];
}

export interface ComparisonOptions {
  count: number;
  seed: number;
  nowMs: number;
  /** The engines to compare (built from `dataset` when not given). */
  served?: ServedDataset;
}

/** One line per journey: leg id, local date and instants of each leg, and the dates the journey runs on. */
export function describeJourneys<J extends Pick<Journey, "legs">>(journeys: readonly J[], datesOf: (j: J) => OperatingDates): string {
  return journeys
    .map((j) => {
      const dates = datesOf(j);
      return `${j.legs.map((l) => `${l.leg.id}@${l.day}:${l.departure}-${l.arrival}`).join('+')} ${dates.first}-${dates.last}/${dates.days}`;
    })
    .join('\n');
}

/** One engine's answer as compareSearches compares it: described (describeJourneys), and how many journeys it holds. */
export interface DescribedAnswer {
  text: string;
  journeys: number;
}

export function describedAnswer<J extends Pick<Journey, 'legs'>>(journeys: readonly J[], datesOf: (j: J) => OperatingDates): DescribedAnswer {
  return { text: describeJourneys(journeys, datesOf), journeys: journeys.length };
}

/** One engine asked one query. */
export type DescribedSearch = (query: JourneyQuery) => DescribedAnswer;

/**
 * Asks `reference` and `search` the same `count` seeded queries: half the pairs drawn in
 * proportion to the origin's leg periods (busy airports, long answers), half uniformly over
 * airports with departures; dates over the horizon, a start minute in 30 % of them and direct
 * flights only in 10 %.
 */
export function compareSearches(store: ScheduleStore, options: Omit<ComparisonOptions, 'served'>, reference: DescribedSearch, search: DescribedSearch): ComparisonResult {
  const { first, days } = horizonDays(options.nowMs);
  const random = seededRandom(options.seed);
  const { weighted, uniform } = airportDraws(store, random);
  const referenceHash = createHash('sha256');
  const searchHash = createHash('sha256');
  const result: ComparisonResult = { queries: 0, answered: 0, journeys: 0, differing: 0, referenceDigest: '', searchDigest: '', examples: [] };
  for (let i = 0; i < options.count; i++) {
    const pick = i % 2 === 0 ? weighted : uniform;
    const origin = pick();
    let destination = pick();
    while (destination === origin) destination = pick();
    const query: JourneyQuery = {
      origin,
      destination,
      day: first + 1 + Math.floor(random() * (days - 2)),
      fromMinute: random() < 0.3 ? Math.floor(random() * 1440) : 0,
      directOnly: random() < 0.1,
    };
    const expected = reference(query);
    const actual = search(query);
    referenceHash.update(`${i}\n${expected.text}\n`);
    searchHash.update(`${i}\n${actual.text}\n`);
    result.queries += 1;
    result.journeys += expected.journeys;
    if (expected.journeys > 0) result.answered += 1;
    if (expected.text !== actual.text) {
      result.differing += 1;
      if (result.examples.length < 5) {
        result.examples.push(
          `${store.airports[origin]}-${store.airports[destination]} day ${query.day} from ${query.fromMinute}${query.directOnly ? ' direct' : ''}: ` +
            `${expected.journeys} journeys expected, ${actual.journeys} found\n  expected ${expected.text.replaceAll('\n', ' ')}\n  found    ${actual.text.replaceAll('\n', ' ')}`,
        );
      }
    }
  }
  result.referenceDigest = referenceHash.digest('hex').slice(0, 16);
  result.searchDigest = searchHash.digest('hex').slice(0, 16);
  return result;
}

/** The connection search against the frozen builder it replaced (reference-search/). */
export function compareWithReference(dataset: Dataset, options: ComparisonOptions): ComparisonResult {
  const store = dataset.schedule;
  const served = options.served ?? serveDataset(dataset);
  const { first, days } = horizonDays(options.nowMs);
  const referenceNetwork = new ReferenceNetwork(dataset);
  const referenceIndex = new ReferenceDepartureIndex(store, first, days);
  return compareSearches(
    store,
    options,
    (query) => describedAnswer(findReferenceJourneys(referenceNetwork, referenceIndex, query), referenceJourneyDates),
    (query) => describedAnswer(findJourneys(served.network, served.departures, query), journeyDates),
  );
}
