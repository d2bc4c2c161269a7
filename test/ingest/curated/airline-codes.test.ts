// The curated airline codes: well-formed, one airline per designator; every curated airline among
// them under the same name and country; and with the derived names of the route table's other
// airlines, every airline the schedule names is listed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AIRLINES } from '../../../src/ingest/curated/airlines.js';
import { AIRLINE_CODES } from '../../../src/ingest/curated/airline-codes.js';
import { readDatasetFile } from '../../../src/dataset/dataset-file.js';
import { TEST_DATASET } from '../../support/paths.js';
import { AIRLINE_NAME_TABLE_FILE, readAirlineNameTable } from '../../../src/ingest/airline-name-table.js';
import { readFileSync } from 'node:fs';

test('designators are well-formed and each names one airline', () => {
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  const iata = new Set<string>();
  const icao = new Set<string>();
  for (const a of AIRLINE_CODES) {
    // IATA never issues two digits: one character at least is a letter.
    assert.match(a.code, /^(?:[A-Z][A-Z0-9]|[0-9][A-Z])$/, a.code);
    assert.match(a.icao, /^[A-Z]{3}$/, a.code);
    assert.ok(!iata.has(a.code), `${a.code} twice`);
    assert.ok(!icao.has(a.icao), `${a.icao} twice`);
    iata.add(a.code);
    icao.add(a.icao);
    assert.notEqual(regions.of(a.country), a.country, `${a.code}: country ${a.country} is not an ISO 3166 region`);
    assert.equal(a.name, a.name.trim());
  }
});

test('every curated airline is there, named alike', () => {
  const byCode = new Map(AIRLINE_CODES.map((a) => [a.code, a]));
  for (const a of AIRLINES) {
    const codes = byCode.get(a.code);
    assert.ok(codes, `${a.code} ${a.name} has no curated codes`);
    assert.equal(codes.name, a.name, a.code);
    assert.equal(codes.country, a.country, a.code);
  }
});

test('the default dataset lists every airline its schedule names', () => {
  const { content } = readDatasetFile(TEST_DATASET);
  const listed = new Set(content.airlines.map((a) => a.code));
  const derived = readAirlineNameTable(readFileSync(AIRLINE_NAME_TABLE_FILE, 'utf8'));
  assert.equal(listed.size, AIRLINE_CODES.length + derived.length, 'curated and derived designators do not overlap');
  const flown = new Set(content.schedule.legs.flatMap((l) => [l.flight.airline, ...l.codeshares.map((c) => c.airline), ...(l.operating ? [l.operating.airline] : [])]));
  assert.ok(flown.size >= 50, `${flown.size} airlines in the schedule`);
  for (const code of flown) assert.ok(listed.has(code), `${code} flies in the schedule but is not listed`);
});
