// What a request is charged against its client's rate limits, in requests: a lookup 1, and work
// that costs more by what it does, so that no client buys more than its share of a worker by
// asking for costly answers (docs/security.md, "Every door metered"). A price is known before the
// work is done, from what the request asks, and is the same whether its answer is cached or not:
// a client can predict it, and no worker's cache decides what another charges. The figures behind
// the prices: `node dist/bench/request-costs.js` (decision 68).

/**
 * Longest the work of one request (or of one call of an MCP batch) may hold a worker's event loop,
 * ms: the worst case of every priced operation on the world dataset stays below it (measured by
 * bench/request-costs.ts), and a batch yields to other requests between its calls.
 */
export const EVENT_LOOP_BUDGET_MS = 50;

/** A reference lookup, a list page, a location search, nearest airports, flight status, a seat map. */
export const LOOKUP_CHARGE = 1;

/**
 * A schedule search between `origins` and `destinations` airports (a city stands for its served
 * airports): one request for up to 4 airport pairs searched (an airport pair costs what the
 * original API charged, one request), one more for every 4 further pairs, at most 5 (NYC–LON, 18
 * pairs, is 5): a city pair's search costs about twice an airport pair's at the median and as much
 * at the worst, so the price follows the pairs loosely; direct flights only, half that.
 */
export function scheduleCharge(origins: number, destinations: number, directOnly: boolean): number {
  const pairs = Math.max(1, origins * destinations);
  const charge = Math.min(5, Math.ceil(pairs / 4));
  return directOnly ? Math.max(1, Math.ceil(charge / 2)) : charge;
}

/** Days of an airport's routes one request pays for: a quarter. */
const ROUTE_DAYS_PER_UNIT = 90;

/** The routes from `airports` airports (one, or a city's) over `days` days: a quarter of one airport is a request, at most 10. */
export function routesCharge(days: number, airports: number): number {
  return Math.min(10, Math.max(1, Math.ceil(days / ROUTE_DAYS_PER_UNIT)) * Math.max(1, airports));
}
