// The ticketing facts against the data they rule: every airline they name flies in the route table
// or is listed as not there, no airline is in two alliances or both in a group and under a
// no-frills rule, and every airport they name is an airport of the reference data.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { NOT_IN_ROUTE_FILE, TICKETING } from '../../../src/ingest/curated/ticketing.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../../../src/ingest/airline-route-table.js';
import { greatCircleKm } from '../../../src/domain/geo.js';
import { networkAirports } from '../../../src/ingest/default-dataset.js';

const flown = new Set(readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')).map((r) => r.airline));

function namedAirlines(): Set<string> {
  const t = TICKETING;
  return new Set([
    ...t.alliances.flatMap((a) => a.members),
    ...t.groups.flatMap((g) => g.airlines),
    ...t.partnerships.flatMap((p) => [p.airline, ...p.partners]),
    ...t.regionals.flatMap((r) => [r.airline, ...r.partners]),
    ...t.noFrills.flatMap((n) => [n.airline, ...n.partners]),
    ...t.airportChanges.flatMap((c) => c.sellers),
  ]);
}

test('every airline named flies in the route table, or is listed as not there', () => {
  const missing = [...namedAirlines()].filter((c) => !flown.has(c)).sort();
  assert.deepEqual(missing, Object.keys(NOT_IN_ROUTE_FILE).sort());
  for (const code of Object.keys(NOT_IN_ROUTE_FILE)) assert.ok(!flown.has(code), `${code} flies: take it off the list`);
});

test('no airline is in two alliances, nor in a group and under a no-frills rule', () => {
  const seen = new Map<string, string>();
  for (const a of TICKETING.alliances) for (const m of a.members) {
    assert.ok(!seen.has(m), `${m} in ${seen.get(m)} and ${a.name}`);
    seen.set(m, a.name);
  }
  const grouped = new Set([...TICKETING.groups.flatMap((g) => g.airlines), ...TICKETING.partnerships.flatMap((p) => [p.airline, ...p.partners])]);
  const regional = new Set(TICKETING.regionals.map((r) => r.airline));
  const noFrills = new Set<string>();
  for (const n of TICKETING.noFrills) {
    assert.ok(!noFrills.has(n.airline), `${n.airline} has two no-frills rules`);
    noFrills.add(n.airline);
    assert.ok(!grouped.has(n.airline), `${n.airline} is in a group and has a no-frills rule`);
    assert.ok(!regional.has(n.airline), `${n.airline} is a regional and has a no-frills rule`);
    assert.ok(!n.partners.includes(n.airline), `${n.airline} lists itself`);
  }
  for (const r of TICKETING.regionals) assert.ok(!seen.has(r.airline), `regional ${r.airline} is an alliance member`);
});

test('every airport named is an airport of the reference data, and changes are within one city', async () => {
  const airports = new Map((await networkAirports()).map((a) => [a.code, a]));
  const pairs = new Set<string>();
  for (const c of TICKETING.airportChanges) {
    const [a, b] = c.airports;
    const x = airports.get(a);
    const y = airports.get(b);
    assert.ok(x && y, `${a}–${b}: ${x ? b : a} is not an airport of the reference data`);
    assert.equal(x.countryCode, y.countryCode, `${a}–${b} are in two countries`);
    // 120 km: Southend to Heathrow, the farthest curated pair, is about 90 km.
    const km = greatCircleKm(x.latitude, x.longitude, y.latitude, y.longitude);
    assert.ok(km < 120, `${a}–${b} are ${Math.round(km)} km apart`);
    assert.ok(c.minutes >= 120 && c.minutes <= TICKETING.defaultAirportChangeMinutes + 60, `${a}–${b}: ${c.minutes} min`);
    const key = [a, b].sort().join('-');
    assert.ok(!pairs.has(key), `${key} twice`);
    pairs.add(key);
  }
  for (const n of TICKETING.noFrills) {
    if (n.own.kind !== 'airports') continue;
    for (const code of n.own.airports) assert.ok(airports.has(code), `${n.airline} connects at ${code}, which is not an airport`);
  }
});
