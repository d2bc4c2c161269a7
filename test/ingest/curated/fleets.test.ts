// The curated fleets against the data they rule: one entry an airline, every type known to the
// aircraft reference and to the generator, plausible seats and counts, a source each, and the
// airlines the issue names holding to their manufacturer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AIRCRAFT_TYPES } from '../../../src/ingest/curated/aircraft-types.js';
import { Fleets, FLEETS } from '../../../src/ingest/curated/fleets.js';

const FLEET_TABLE = new Fleets();
import { hasPerformance, performanceOf } from '../../../src/ingest/network/aircraft-performance.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../../../src/ingest/airline-route-table.js';

test('every fleet: one entry an airline, known types, plausible seats and counts, a source', () => {
  const codes = FLEETS.map((f) => f.airline);
  assert.equal(new Set(codes).size, codes.length, 'one entry an airline');
  const known = new Set(AIRCRAFT_TYPES.map((t) => t.code));
  for (const f of FLEETS) {
    assert.match(f.airline, /^[A-Z0-9]{2}$/);
    assert.match(f.source, /^https:\/\/\S+$/, `${f.airline} has a source`);
    assert.ok(f.types.length > 0, `${f.airline} has types`);
    for (const t of f.types) {
      assert.ok(known.has(t.type), `${f.airline} ${t.type} is in aircraft-types.ts`);
      assert.ok(hasPerformance(t.type), `${f.airline} ${t.type} has a performance for the generator`);
      const generic = performanceOf(t.type).seats;
      assert.ok(t.seats >= generic / 2 && t.seats <= generic * 2, `${f.airline} ${t.type}: ${t.seats} seats against a typical ${generic}`);
      assert.ok(t.count >= 1 && t.count <= 500, `${f.airline} ${t.type}: ${t.count} aircraft`);
      if (t.trunk) assert.equal(performanceOf(t.type).aircraftClass, 'wide', `${f.airline} ${t.type}: only wide-bodies are trunk wide-bodies`);
    }
  }
});

test('every airline of those carrying 95 % of the route table\'s seats has a curated fleet', () => {
  const seats = new Map<string, number>();
  for (const r of readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8'))) seats.set(r.airline, (seats.get(r.airline) ?? 0) + r.monthlySeats);
  const total = [...seats.values()].reduce((a, b) => a + b, 0);
  let carried = 0;
  const missing: string[] = [];
  for (const [airline, s] of [...seats].sort((a, b) => b[1] - a[1])) {
    if (carried >= 0.95 * total) break;
    carried += s;
    if (!FLEET_TABLE.of(airline)) missing.push(airline);
  }
  assert.deepEqual(missing, []);
});

test('the issue\'s airlines: Spirit all Airbus, American without 737-700s, regional partners marked', () => {
  assert.ok(FLEET_TABLE.of('NK')!.types.every((t) => /^3[12]/.test(t.type)), 'Spirit flies Airbus only');
  assert.ok(!FLEET_TABLE.of('AA')!.types.some((t) => t.type === '73G'), 'American has no 737-700');
  assert.ok(FLEET_TABLE.of('QF')!.types.some((t) => t.trunk), 'Qantas puts A330s on trunk routes');
  assert.equal(FLEET_TABLE.partnerOperated('AA', 'E75'), true);
  assert.equal(FLEET_TABLE.partnerOperated('AA', '738'), false);
  assert.equal(FLEET_TABLE.partnerOperated('XX', 'E75'), false, 'an airline without a fleet has no partner types');
  assert.equal(FLEET_TABLE.seats('AA', '321'), 190, 'the most numerous layout of a type listed twice');
  assert.equal(FLEET_TABLE.seats('AA', '388'), undefined);
});
