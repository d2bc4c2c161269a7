// The curated terminal table and its lookup: well-formed facts with sources, the route table's 100
// busiest airports covered, each airline's terminal by the other airport's country, and the hub
// terminals kept only where the table does not speak.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { busiestAirports } from '../../../scripts/terminal-measures.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../../../src/ingest/airline-route-table.js';
import { AIRPORT_TERMINALS, type TerminalRule } from '../../../src/ingest/curated/terminals.js';
import { AirportTerminalTable, legEndTerminal, type TerminalPlace } from '../../../src/ingest/network/terminals.js';

const TABLE = new AirportTerminalTable();
const place = (code: string, country: string): TerminalPlace => ({ code, country });
const LHR = place('LHR', 'GB');
const JFK = place('JFK', 'US');
const ATL = place('ATL', 'US');
const CDG = place('CDG', 'FR');

test('every airport once, with a source, and either named terminals or the reason it has none', () => {
  const names = (rule: TerminalRule) => (typeof rule === 'string' ? [rule] : [rule.domestic, rule.schengen, rule.otherwise].filter((t) => t !== undefined));
  assert.equal(new Set(AIRPORT_TERMINALS.map((a) => a.airport)).size, AIRPORT_TERMINALS.length, 'airports are unique');
  for (const a of AIRPORT_TERMINALS) {
    assert.match(a.airport, /^[A-Z]{3}$/);
    assert.match(a.source, /^https:\/\//, a.airport);
    if (a.none !== undefined) {
      assert.ok(a.airlines === undefined && a.otherwise === undefined, `${a.airport} names no terminal and gives none`);
      continue;
    }
    assert.ok(a.otherwise !== undefined, `${a.airport} gives a terminal to every other airline`);
    const seen = new Set<string>();
    for (const [rule, airlines] of a.airlines ?? []) {
      // SSIM's terminal field holds two characters.
      for (const t of names(rule)) assert.match(t, /^[A-Z0-9]{1,2}$/, `${a.airport} terminal ${t}`);
      for (const code of airlines.split(' ')) {
        assert.match(code, /^[A-Z0-9]{2}$/, `${a.airport} airline "${code}"`);
        assert.ok(!seen.has(code), `${code} listed once at ${a.airport}`);
        seen.add(code);
      }
    }
    for (const t of names(a.otherwise)) assert.match(t, /^[A-Z0-9]{1,2}$/, `${a.airport} terminal ${t}`);
  }
});

test("the table speaks for the route table's 100 busiest airports", () => {
  const busiest = busiestAirports(readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')), 100);
  assert.equal(busiest.length, 100);
  assert.deepEqual(busiest.filter((code) => !TABLE.covers(code)), []);
});

test('an airline gets its terminal, and an airline the airport does not list the terminal of the others', () => {
  assert.equal(TABLE.terminal(LHR, 'AA', JFK), '3');
  assert.equal(TABLE.terminal(LHR, 'DL', ATL), '3');
  assert.equal(TABLE.terminal(LHR, 'EK', place('DXB', 'AE')), '3');
  assert.equal(TABLE.terminal(LHR, 'BA', JFK), '5');
  assert.equal(TABLE.terminal(JFK, 'BA', LHR), '8');
  assert.equal(TABLE.terminal(JFK, 'VS', LHR), '4');
  assert.equal(TABLE.terminal(JFK, 'LH', place('FRA', 'DE')), '1');
  assert.equal(TABLE.terminal(LHR, 'ZZ', JFK), '4', "an airline Heathrow's table does not name: the others' terminal");
});

test('a split by the other airport: domestic (with US territories) or international, Schengen or not', () => {
  assert.equal(TABLE.terminal(ATL, 'DL', place('LAX', 'US')), 'S');
  assert.equal(TABLE.terminal(ATL, 'DL', place('SJU', 'PR')), 'S', 'Puerto Rico is domestic at a US airport');
  assert.equal(TABLE.terminal(ATL, 'DL', LHR), 'I');
  assert.equal(TABLE.terminal(ATL, 'DL', place('YYZ', 'CA')), 'S', 'Canada clears US customs before departure: domestic gates');
  assert.equal(TABLE.terminal(place('ORD', 'US'), 'UA', place('FRA', 'DE')), '5', "United's international flights at O'Hare's Terminal 5");
  assert.equal(TABLE.terminal(place('ORD', 'US'), 'UA', place('DEN', 'US')), '1');
  assert.equal(TABLE.terminal(ATL, 'WN', place('DEN', 'US')), 'N');
  assert.equal(TABLE.terminal(CDG, 'AF', place('FCO', 'IT')), '2F');
  assert.equal(TABLE.terminal(CDG, 'AF', place('LHR', 'GB')), '2E', 'the UK is outside Schengen');
  assert.equal(TABLE.terminal(CDG, 'AF', place('NCE', 'FR')), '2F', 'a domestic flight is a Schengen one');
  assert.equal(TABLE.terminal(place('SYD', 'AU'), 'QF', place('MEL', 'AU')), '3');
  assert.equal(TABLE.terminal(place('SYD', 'AU'), 'QF', place('LAX', 'US')), '1');
});

test('an airport with one terminal or none named gives none; outside the table the hub terminal stays, and nothing else', () => {
  const ams = place('AMS', 'NL');
  assert.ok(TABLE.covers('AMS') && !TABLE.hasTerminals('AMS'));
  assert.equal(TABLE.terminal(ams, 'KL', JFK), undefined);
  assert.equal(legEndTerminal(TABLE, { code: 'KL' }, ams, JFK, '1'), undefined, 'the table speaks for AMS even against a hub terminal');
  assert.equal(legEndTerminal(TABLE, { code: 'LH' }, place('FRA', 'DE'), JFK, '2'), '1', "the table's terminal at an airport it covers");
  const ham = place('HAM', 'DE');
  assert.ok(!TABLE.covers('HAM'));
  assert.equal(legEndTerminal(TABLE, { code: 'EW' }, ham, LHR, '1'), '1', "an airline's hub terminal outside the table");
  assert.equal(legEndTerminal(TABLE, { code: 'FR' }, ham, LHR, undefined), undefined, 'no terminal invented');
});

test("a regional airline the airport does not list uses the terminal of the partner it flies for", () => {
  const lga = place('LGA', 'US');
  assert.equal(TABLE.terminal(lga, '9E', place('DTW', 'US'), 'DL'), 'C', 'Endeavor flies Delta Connection from Terminal C');
  assert.equal(TABLE.terminal(lga, '9E', place('DTW', 'US')), 'B', 'without its partner: the others');
  assert.equal(legEndTerminal(TABLE, { code: 'MQ', partner: 'AA' }, place('ORD', 'US'), place('DFW', 'US'), '3'), '3');
  assert.equal(TABLE.terminal(place('ORD', 'US'), 'UA', place('DEN', 'US'), 'AA'), '1', "an airline's own terminal before its partner's");
});
