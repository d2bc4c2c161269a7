// Whether a connection keeps a traveller at an airport overnight (docs/api-rules.md, Schedules): at
// least OVERNIGHT_MINUTES of the wait fall in the night, 23:00 to 07:00 local time; and whether a
// journey gets there by the next morning, which spares a traveller such a night. Times are local
// wall clock at the connecting airport, in minutes since 1970-01-01T00:00 read as if it were UTC,
// as the answer writes them: a bank of night departures at a hub (land 00:15, leave 03:30) is not a
// night spent there; landing at 23:25 to leave at 07:00 is.

const DAY = 1440;
/** The night runs from this many minutes before local midnight to NIGHT_END after it. */
const NIGHT_BEFORE_MIDNIGHT = 60;
const NIGHT_END = 7 * 60;
export const OVERNIGHT_MINUTES = 240;

/** Minutes of the wall-clock span [from, to] that fall between 23:00 and 07:00. */
export function nightMinutes(from: number, to: number): number {
  let total = 0;
  // The nights a span can touch start on the evening before `from`'s date at the earliest.
  for (let midnight = Math.floor(from / DAY) * DAY; midnight - NIGHT_BEFORE_MIDNIGHT < to; midnight += DAY) {
    const start = Math.max(from, midnight - NIGHT_BEFORE_MIDNIGHT);
    const end = Math.min(to, midnight + NIGHT_END);
    if (end > start) total += end - start;
  }
  return total;
}

/** The next morning ends at noon, local time at the destination. */
const MORNING_END = 12 * 60;

/**
 * Whether a journey whose first leg leaves on local date `day` (epoch day) and lands at wall time
 * `arrival` (local at the destination) gets there by the next morning: by 12:00 the day after.
 */
export function landsByNextMorning(arrival: number, day: number): boolean {
  return arrival <= (day + 1) * DAY + MORNING_END;
}

/** Whether waiting from a landing at wall time `arrival` to a departure at wall time `departure` is an overnight connection. */
export function isOvernight(arrival: number, departure: number): boolean {
  return nightMinutes(arrival, departure) >= OVERNIGHT_MINUTES;
}
