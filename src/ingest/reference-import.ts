// `skyref import optd|ourairports`: a feed's reference data put in place of the served dataset's,
// or the reason it must not be. Seats and schedules stay, less the legs at airports the feed no
// longer has; a feed cut short drops the flights of every airport it lost, so when that takes
// most of some airlines' flights the import needs `--replace`. The result must pass every check
// of dataset-validation.ts. Writing is the caller's.
import type { DatasetContent } from '../dataset/dataset-content.js';
import { replaceReference } from '../dataset/dataset-update.js';
import { lossRefusal, scheduleChanges, type AirlineScheduleChange, type DayWindow } from '../dataset/schedule-change.js';
import { validateDataset } from '../dataset/dataset-validation.js';
import type { Content } from './feed-merge.js';

export interface ReferenceImportOptions {
  /** Go on although an airline would lose more than half of its flights, or all. */
  replace: boolean;
  /** The dates a schedule can be asked for, in which flights are counted. */
  window: DayWindow;
  /** When the new dataset is built, ISO 8601. */
  builtAt: string;
}

export interface ReferenceImportOutcome {
  /** What became of the schedule, for the report. */
  lines: string[];
  /** The airlines whose schedules lose legs. */
  changes: AirlineScheduleChange[];
  refused?: string;
  /** The checks the new dataset fails, when it is refused for them. */
  problems: string[];
  next?: DatasetContent;
}

export function decideReferenceImport(served: DatasetContent, feed: Content, options: ReferenceImportOptions): ReferenceImportOutcome {
  const { sources, ...reference } = feed;
  const { content: next, droppedLegs, goneAirports } = replaceReference(served, reference, sources, options.builtAt);
  const lines: string[] = [];
  let changes: AirlineScheduleChange[] = [];
  if (droppedLegs > 0) {
    lines.push(`schedule: ${droppedLegs} leg periods dropped, their airports are not in the feed: ${goneAirports.slice(0, 30).join(' ')}${goneAirports.length > 30 ? ' …' : ''}`);
    changes = scheduleChanges(served.schedule.legs, next.schedule.legs, options.window).filter((c) => c.periodsAfter !== c.periodsBefore);
    const loss = lossRefusal(changes);
    if (loss !== undefined && !options.replace) return { lines, changes, refused: loss, problems: [] };
  }
  const problems = validateDataset(next);
  if (problems.length > 0) return { lines, changes, problems, refused: `the imported dataset fails ${problems.length} checks; nothing imported` };
  return { lines, changes, problems, next };
}
