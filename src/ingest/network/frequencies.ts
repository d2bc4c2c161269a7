// Step 2, frequencies: the route table's flights a month become flights a week (÷ 30.44 × 7),
// rounded to the nearest (a month's average of 6.98 a week is a daily flight); below one a week,
// weekly or not at all, reproducibly at random, so that thin routes add up over the network as
// they do in the file. Each direction's weekly flights become rotations: daily ones, then one on
// a fixed weekday pattern for the rest (weekday-patterns.ts), the same every week. Both
// directions of a pair share a rotation's aircraft; what one direction has more than the other
// is flown as single legs.
import type { CityPair } from './routes.js';
import { rotationsFor, type RotationPlan } from './network-plan.js';
import { randomFor, unitFor } from './random.js';
import { weekdayPattern } from './weekday-patterns.js';

const DAYS_PER_MONTH = 30.44;

export interface FlownPair extends CityPair {
  rotations: RotationPlan[];
  /** Flights a week in both directions: orders flight numbers. */
  weekly: number;
}

export function weeklyFromMonthly(monthly: number): number {
  return (monthly / DAYS_PER_MONTH) * 7;
}

export function flownPairs(pairs: readonly CityPair[], seed: number): FlownPair[] {
  const out: FlownPair[] = [];
  for (const p of pairs) {
    const key = `${p.airline.code}:${p.base.code}:${p.outstation.code}`;
    // One draw for both directions, so that equal directions stay equal.
    const u = unitFor(seed, `round:${key}`);
    const rounded = (monthly: number) => {
      const weekly = weeklyFromMonthly(monthly);
      return weekly >= 1 ? Math.round(weekly) : Math.floor(weekly + u);
    };
    const outWeekly = rounded(p.outMonthly);
    const backWeekly = rounded(p.backMonthly);
    if (outWeekly + backWeekly === 0) continue;
    const random = randomFor(seed, `days:${key}`);
    const pattern = (n: number) => weekdayPattern(n, random);
    const both = Math.min(outWeekly, backWeekly);
    const rotations = rotationsFor(both, 'both', pattern);
    if (outWeekly > both) rotations.push(...rotationsFor(outWeekly - both, 'out', pattern, rotations.length));
    if (backWeekly > both) rotations.push(...rotationsFor(backWeekly - both, 'back', pattern, rotations.length));
    out.push({ ...p, rotations, weekly: outWeekly + backWeekly });
  }
  return out;
}
