// Prints how real the served schedule is: one week of `skyref export legs` against the route table
// of the real network (scripts/realism-measures.ts says what each figure is, and its floor).
//
//   npm run realism                          # the data directory of SKYREF_DATA_DIR (./var), the week from today + 7
//   npm run realism -- --from 2027-03-01     # another week
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config.js';
import { readDatasetFile } from '../src/dataset/dataset-file.js';
import { datasetPath } from '../src/dataset/dataset-paths.js';
import { dayFromIso, isoFromDay, utcDayOf } from '../src/domain/flight-dates.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../src/ingest/airline-route-table.js';
import { PROJECT_ROOT } from '../src/install-paths.js';
import { belowFloors, measureRealism, type ExportRow } from './realism-measures.js';
import { checkTravellerFacts } from './traveller-facts.js';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = readConfig();
const first = values.from ? dayFromIso(values.from) : utcDayOf(config.clock.now()) + 7;
if (first === undefined) throw new Error(`--from ${values.from} is not a date yyyy-MM-dd`);

const rows: ExportRow[] = [];
const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'skyref.js'), 'export', 'legs', '--from', isoFromDay(first), '--to', isoFromDay(first + 6)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let names: string[] | undefined;
for await (const line of createInterface({ input: child.stdout })) {
  const fields = line.split(',');
  if (!names) names = fields;
  else rows.push(Object.fromEntries(fields.map((value, i) => [names![i]!, value])));
}

const locations = new Map(readDatasetFile(datasetPath(config.dataDir)).content.locations.map((l) => [l.code, l]));
const figures = measureRealism(rows, readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')), (code) => locations.get(code));
const below = belowFloors(figures);
const facts = checkTravellerFacts(rows);
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
process.stdout.write(
  [
    `week ${isoFromDay(first)} to ${isoFromDay(first + 6)}: ${figures.legs} legs on ${figures.routes} routes, against ${ROUTE_TABLE_FILE}`,
    `routes in the table                      ${percent(figures.routesInFile)}   (floor 97 %)`,
    `the table's weekly flights held          ${percent(figures.weeklyFlightsHeld)}   (floor 85 %)`,
    `departures per airport, 300 busiest      ${figures.airportDeparturesSpearman.toFixed(3)}   (Spearman, floor 0.95)`,
    `weekly flights per common route          ${figures.routeFlightsSpearman.toFixed(3)}   (Spearman, floor 0.9)`,
    `seats per flight within 25 %             ${percent(figures.seatsWithin25)}   (floor 85 %; median ratio ${figures.seatsMedianRatio.toFixed(2)})`,
    `departures or arrivals inside a curfew   ${figures.curfewBreaches}`,
    `same airline, route and minute           ${figures.sameMinuteDepartures}`,
    `block times within 0.8-1.35 x expected   ${percent(figures.blockTimeShare)}   (floor 99 %)`,
    `legs of ceased airlines                  ${figures.ceasedAirlineLegs}   (and ended operations, air taxis; floor 0)`,
    `cabotage legs                            ${figures.cabotageLegs}   (outside the documented exceptions; floor 0)`,
    `mainline numbers under 3000, 20 largest  ${percent(figures.mainlineNumbers.share)}   (the lowest: ${figures.mainlineNumbers.airline || 'none'}; own jet legs; floor 90 %)`,
    `legs on a type of the airline's fleet    ${percent(figures.inFleet)}   (of ${figures.fleetLegs} legs of airlines with a curated fleet; floor 100 %)`,
    `busiest 100 airports in the terminal table ${percent(figures.terminals.busiestCovered)}   (floor 100 %)`,
    `leg ends with a terminal there           ${percent(figures.terminals.endsWithTerminal)}   (floor 100 %; legs with both: ${percent(figures.terminals.legsWithBothTerminals)})`,
    `terminals where none is named / invented ${figures.terminals.unnamedWithTerminal} / ${figures.terminals.inventedTerminals}`,
    `routes of 3-14 a day: median gap ratio   ${figures.gapRatioMedian.toFixed(2)}   (floor 0.6; ${percent(figures.gapRatioShare)} of routes at 0.6 or more)`,
    `block time p90/p10 of routes, median     ${figures.blockSpreadMedian.toFixed(3)}   (floor 1.03; ${percent(figures.blockSpreadShare)} of routes at 1.03 or more)`,
    `transatlantic pairs, eastbound shorter   ${percent(figures.eastboundShorter)}   (floor 95 %; LHR→JFK - JFK→LHR ${figures.jfkLhrMinutes} min, 45-70)`,
    `movements beyond a night quota           ${figures.nightQuotaBreaches}`,
    `floors: ${below.length === 0 ? 'all hold' : below.join('; ')}`,
    '',
    "facts travellers know (scripts/traveller-facts.ts):",
    ...facts.map((f) => `  ${f.holds ? 'holds ' : 'FAILS '} ${f.fact}: ${f.found}`),
    '',
  ].join('\n'),
);
