// Makes data/airline-routes.csv, the route table of the real network, and data/airline-names.csv,
// the names of its airlines beyond the curated codes, from OpenTravelData's files:
//
//   npm run data:routes                 # reads ../shared/data/optd
//   npm run data:routes -- DIR          # or another folder holding the same files
//
// This is how the table is refreshed: from a newer route file, or after a change of the curated
// facts in src/ingest/curated/network-changes.ts. It prints what each rule left out.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AIRLINE_NAME_TABLE_FILE, airlineNameTableText } from '../src/ingest/airline-name-table.js';
import { routeTableFromOptd } from '../src/ingest/airline-route-source.js';
import { ROUTE_TABLE_FILE, ROUTE_TABLE_SOURCES, routeTableText } from '../src/ingest/airline-route-table.js';
import { PROJECT_ROOT } from '../src/install-paths.js';

const dir = process.argv[2] ?? join(PROJECT_ROOT, '..', 'shared', 'data', 'optd');
const table = await routeTableFromOptd(dir);
writeFileSync(ROUTE_TABLE_FILE, routeTableText(table.routes, table.removed));
writeFileSync(AIRLINE_NAME_TABLE_FILE, airlineNameTableText(table.airlineNames));

const count = (n: number) => Math.round(n).toLocaleString('en');
process.stdout.write(
  [
    `${relative(PROJECT_ROOT, ROUTE_TABLE_FILE)}: ${count(table.routes.length)} routes, ${count(table.routes.reduce((s, r) => s + r.monthlyFlights, 0))} flights a month, from ${count(table.rowsRead)} rows of ${ROUTE_TABLE_SOURCES.routes}`,
    `${relative(PROJECT_ROOT, AIRLINE_NAME_TABLE_FILE)}: ${count(table.airlineNames.length)} airlines beyond the curated codes`,
    ...table.removed.map((r) => `  ${r.rule}: ${count(r.rows)} rows, ${count(r.monthlyFlights)} flights a month — ${r.reason}`),
    '',
  ].join('\n'),
);
