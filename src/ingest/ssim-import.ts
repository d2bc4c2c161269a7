// `skyref import ssim`: read SSIM files, check their legs against the reference data, and say
// what would change. Writing is the caller's, and happens only when this found nothing wrong
// (or the operator chose to skip what was).
import { basename } from 'node:path';
import type { LegPeriodRecord } from '../dataset/schedule-content.js';
import { readSsimFile } from './sources/ssim-reader.js';

export interface SsimProblem {
  /** `file:line`, or `file` with the flight when the problem is not one record's form. */
  where: string;
  reason: string;
}

export interface SsimImportPlan {
  carriers: string[];
  legs: LegPeriodRecord[];
  errors: SsimProblem[];
  duplicates: SsimProblem[];
  /** What shows a file is not whole (a trailer missing, serial numbers skipping); refused like errors. */
  incomplete: SsimProblem[];
  /** The files `incomplete` is about, in order. */
  incompleteFiles: string[];
  /** Plain statements of what was read, for the report. */
  summary: string[];
}

/** The codes a leg may name: the locations and aircraft types of the dataset it goes into. */
export interface KnownCodes {
  locations: ReadonlySet<string>;
  aircraft: ReadonlySet<string>;
}

export async function planSsimImport(files: readonly string[], known: KnownCodes): Promise<SsimImportPlan> {
  const plan: SsimImportPlan = { carriers: [], legs: [], errors: [], duplicates: [], incomplete: [], incompleteFiles: [], summary: [] };
  const unknownAircraft = new Set<string>();
  for (const file of files) {
    const read = await readSsimFile(file);
    const name = basename(file);
    for (const e of read.errors) plan.errors.push({ where: `${name}:${e.line}`, reason: e.reason });
    for (const i of read.incomplete) plan.incomplete.push({ where: `${name}:${i.line}`, reason: i.reason });
    if (read.incomplete.length > 0) plan.incompleteFiles.push(name);
    for (const d of read.duplicates) {
      plan.duplicates.push({ where: `${name}:${d.line}`, reason: `duplicate of line ${d.firstLine} (${d.flight}); dropped` });
    }
    let kept = 0;
    for (const leg of read.legs) {
      // A leg between places the dataset does not know could never be shown; it is an error like
      // a malformed record, not something to drop quietly.
      const missing = [leg.origin, leg.destination].filter((code) => !known.locations.has(code));
      if (missing.length > 0) {
        plan.errors.push({
          where: name,
          reason: `${leg.flight.airline} ${leg.flight.number}${leg.flight.suffix} ${leg.origin}-${leg.destination} ${leg.firstDate}..${leg.lastDate}: unknown airport ${missing.join(', ')}`,
        });
        continue;
      }
      if (!known.aircraft.has(leg.aircraft)) unknownAircraft.add(leg.aircraft);
      plan.legs.push(leg);
      kept += 1;
    }
    for (const c of read.carriers) if (!plan.carriers.includes(c)) plan.carriers.push(c);
    plan.summary.push(
      `${name}: ${read.counts.lines} lines, ${read.counts.legRecords} leg records, ${read.counts.dataElements} data elements, ` +
        `${read.errors.length} malformed, ${read.duplicates.length} duplicates, ${kept} legs kept; carriers ${read.carriers.join(', ') || 'none'}` +
        (read.incomplete.length > 0 ? '; incomplete' : ''),
    );
  }
  if (unknownAircraft.size > 0) {
    plan.summary.push(`aircraft types not in the dataset (shown by code only): ${[...unknownAircraft].sort().join(', ')}`);
  }
  return plan;
}
