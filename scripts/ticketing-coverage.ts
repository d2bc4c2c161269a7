// Prints how much of the real network the ticketing facts rule: the share of the route table's
// seats (data/airline-routes.csv, seats a month) flown by airlines the facts classify (an alliance
// member, in a group of partners, a regional sold as its mainline, or under a no-frills rule), and
// the airlines with the most seats that they leave unclassified, for the next curation.
//
//   npm run ticketing:coverage
import { readFileSync } from 'node:fs';
import { AIRLINE_NAME_TABLE_FILE, readAirlineNameTable } from '../src/ingest/airline-name-table.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../src/ingest/airline-route-table.js';
import { AIRLINE_CODES } from '../src/ingest/curated/airline-codes.js';
import { TICKETING } from '../src/ingest/curated/ticketing.js';

/** `group`: in a group of airlines or a partnership. */
type Class = 'alliance' | 'group' | 'regional' | 'no-frills';

const classOf = new Map<string, Class>();
const mark = (code: string, c: Class) => { if (!classOf.has(code)) classOf.set(code, c); };
for (const n of TICKETING.noFrills) mark(n.airline, 'no-frills');
for (const a of TICKETING.alliances) for (const m of a.members) mark(m, 'alliance');
for (const g of TICKETING.groups) for (const m of g.airlines) mark(m, 'group');
for (const p of TICKETING.partnerships) for (const m of [p.airline, ...p.partners]) mark(m, 'group');
for (const r of TICKETING.regionals) mark(r.airline, 'regional');

const names = new Map<string, string>([
  ...readAirlineNameTable(readFileSync(AIRLINE_NAME_TABLE_FILE, 'utf8')).map((a) => [a.code, a.name] as const),
  ...AIRLINE_CODES.map((a) => [a.code, a.name] as const),
]);

const seats = new Map<string, number>();
for (const r of readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8'))) seats.set(r.airline, (seats.get(r.airline) ?? 0) + r.monthlySeats);
const total = [...seats.values()].reduce((a, b) => a + b, 0);

const byClass = new Map<Class | 'none', { airlines: number; seats: number }>();
for (const [code, s] of seats) {
  const c = classOf.get(code) ?? 'none';
  const e = byClass.get(c) ?? { airlines: 0, seats: 0 };
  e.airlines++;
  e.seats += s;
  byClass.set(c, e);
}
const pct = (x: number) => `${(100 * x / total).toFixed(1)} %`;
const covered = [...byClass].filter(([c]) => c !== 'none').reduce((a, [, e]) => a + e.seats, 0);

const out: string[] = [];
out.push(`route table: ${seats.size} airlines, ${Math.round(total).toLocaleString('en')} seats a month`);
out.push(`classified by the ticketing facts: ${pct(covered)} of seats`);
for (const c of ['alliance', 'group', 'regional', 'no-frills', 'none'] as const) {
  const e = byClass.get(c) ?? { airlines: 0, seats: 0 };
  out.push(`  ${c.padEnd(10)} ${String(e.airlines).padStart(4)} airlines  ${pct(e.seats).padStart(7)}`);
}
out.push('unclassified airlines with the most seats (sell their own network only, by the default rule):');
const uncovered = [...seats].filter(([code]) => !classOf.has(code)).sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [code, s] of uncovered) out.push(`  ${code}  ${pct(s).padStart(7)}  ${names.get(code) ?? '?'}`);
process.stdout.write(`${out.join('\n')}\n`);
