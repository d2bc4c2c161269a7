// One schedule query as the schedules resource asks it: the journeys between two places from a
// local date and time, each listed under every combination of its legs' marketing flights that one
// ticket holds (or once, under the operating ones; or once with every designator of each leg), and
// the page of those listings asked for. A place is an airport or the airports of a city (NYC, LON):
// the journeys of every pair of their airports, weighed and merged as one answer. The route parses and checks the parameters; the rules of what is listed, and in which
// order, are here.
import type { FlightDesignator } from '../domain/flight-designator.js';
import type { Dataset, Location } from '../model/read-model.js';
import { collectJourneys, orderJourneys, type DatedLeg, type Journey } from './connection-builder.js';
import { journeyDates, type OperatingDates } from './journey-dates.js';
import type { ServedDataset } from './served-dataset.js';
import { SoldCombinations } from './sold-combinations.js';
import { designatorsOf } from '../model/leg-records.js';

/** An origin or destination as asked: one airport (or station), or a city code meaning its airports. */
export interface Place {
  code: string;
  timeZone: string;
  locations: readonly Location[];
}

/**
 * The place a code names, undefined for none: an airport code names that airport; a code that is
 * only a city's (NYC, LON, PAR) names the city's airports and stations that have flights, as
 * travellers and peer APIs read it.
 */
export function schedulePlace(dataset: Dataset, code: string): Place | undefined {
  const { locations, cities, schedule } = dataset;
  const location = locations.byCode.get(code);
  if (location) return { code, timeZone: location.timeZone, locations: [location] };
  const city = cities.byCode.get(code);
  if (!city) return undefined;
  const served = city.locations.flatMap((c) => {
    const l = locations.byCode.get(c);
    return l && schedule.airportId.has(l.code) ? [l] : [];
  });
  return { code, timeZone: city.timeZone, locations: served };
}

/** With a time, journeys leaving up to this many minutes earlier are listed too. */
const EARLIER_MINUTES = 60;

export interface ScheduleRequest {
  /** The airports journeys may start from: one, or those of a city. */
  origins: readonly Location[];
  /** The airports journeys may end at. */
  destinations: readonly Location[];
  /** Local date at the origin (epoch day). */
  day: number;
  /** Minutes after local midnight, when a time was given. */
  minute?: number;
  directOnly: boolean;
  includeCodeshares: boolean;
  /** `combinations`: a listing per sold combination of marketing flights (the original's); `trips`: one per journey. */
  listing: Listing;
  offset: number;
  limit: number;
}

export const LISTINGS = ['combinations', 'trips'] as const;
export type Listing = (typeof LISTINGS)[number];

/** One listing: a journey under one combination of marketing flights. */
export interface ScheduleEntry {
  legs: readonly DatedLeg[];
  /** The marketing flight shown for each leg. */
  flights: readonly FlightDesignator[];
  /** In the trips listing, every designator of each leg. */
  designators?: readonly (readonly FlightDesignator[])[];
  dates: OperatingDates;
}

export interface SchedulePage {
  /** Listings on every page; 0 when no journey runs. */
  total: number;
  entries: ScheduleEntry[];
}

type Engines = Pick<ServedDataset, 'network' | 'departures'>;

export function findSchedules(engines: Engines, q: ScheduleRequest): SchedulePage {
  const store = engines.network.store;
  const ids = (places: readonly Location[]) => places.map((p) => store.airportId.get(p.code)).filter((id) => id !== undefined);
  // Kept as numbers in the search's scratch until the rules have run: only the journeys offered become objects.
  const found = engines.network.scratch.found;
  found.clear();
  for (const origin of ids(q.origins)) {
    for (const destination of ids(q.destinations)) {
      if (origin === destination) continue;
      collectJourneys(engines.network, engines.departures, {
        origin,
        destination,
        day: q.day,
        fromMinute: q.minute === undefined ? 0 : Math.max(0, q.minute - EARLIER_MINUTES),
        directOnly: q.directOnly,
      }, found);
    }
  }
  // The journeys of every airport pair are weighed against each other as those of one pair are.
  const answer = orderJourneys(found.keepUnbeaten(engines.network.legs, engines.network.store.legs, q.day));
  const sold = engines.network.sold;
  // Only the combinations listing counts each journey's listings; the others list it once.
  const combinations = q.listing === 'combinations' && q.includeCodeshares ? answer.map((j) => new SoldCombinations(sold, j)) : undefined;
  const counts = combinations ? combinations.map((c) => c.count) : answer.map(() => 1);
  return {
    total: counts.reduce((a, b) => a + b, 0),
    entries: pageOfEntries(answer, counts, q, (j, k) => {
      const journey = answer[j]!;
      if (combinations) return { flights: combinations[j]!.at(k) };
      if (q.listing === 'combinations') return { flights: journey.legs.map((l) => l.leg.operating) };
      // Shown first: the first combination one ticket holds, for clients reading MarketingCarrier alone.
      return { flights: new SoldCombinations(sold, journey).at(0), designators: journey.legs.map((l) => designatorsOf(l.leg)) };
    }),
  };
}

type Listed = Pick<ScheduleEntry, 'flights' | 'designators'>;

/** The entries of one page; only the listings on the page are built (`listed`: the k-th listing of the j-th journey). */
function pageOfEntries(
  journeys: readonly Journey[],
  counts: readonly number[],
  page: Pick<ScheduleRequest, 'offset' | 'limit'>,
  listed: (j: number, k: number) => Listed,
): ScheduleEntry[] {
  const { offset, limit } = page;
  const entries: ScheduleEntry[] = [];
  let position = 0;
  for (let j = 0; j < journeys.length && entries.length < limit; j++) {
    const count = counts[j]!;
    if (position + count <= offset) {
      position += count;
      continue;
    }
    const journey = journeys[j]!;
    const dates = journeyDates(journey);
    for (let k = Math.max(0, offset - position); k < count && entries.length < limit; k++) {
      entries.push({ legs: journey.legs, ...listed(j, k), dates });
    }
    position += count;
  }
  return entries;
}
