// SoldConnections lays the ticketing rules out as arrays for the search: it must answer as the
// rules do, leg by leg, on the suite's dataset (the real airlines and facts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TicketingRules } from '../../src/domain/ticketing.js';
import { RouteNetwork } from '../../src/engine/route-network.js';
import { EVERY_SELLER } from '../../src/engine/sold-connections.js';
import { designatorsOf } from '../../src/model/leg-records.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { TEST_DATASET } from '../support/paths.js';
import { seededRandom } from '../support/seeded-random.js';

const dataset = loadDatasetFile(TEST_DATASET);
const network = new RouteNetwork(dataset);
const store = dataset.schedule;
const rules = new TicketingRules(store.ticketing);
const sold = network.sold;

test('a connection is sold as the ticketing rules say, seller by seller, over 20,000 pairs of legs meeting at an airport', () => {
  const random = seededRandom(44);
  const byOrigin = new Map<number, number[]>();
  for (let id = 0; id < store.legs.length; id++) {
    const o = store.legs.originId[id]!;
    byOrigin.set(o, [...(byOrigin.get(o) ?? []), id]);
  }
  let soldPairs = 0;
  for (let k = 0; k < 20_000; k++) {
    const a = Math.floor(random() * store.legs.length);
    const at = store.legs.destinationId[a]!;
    const leaving = byOrigin.get(at);
    if (!leaving) continue;
    const b = leaving[Math.floor(random() * leaving.length)]!;
    const x = designatorsOf(store.legs.at(a)).map((d) => d.airline);
    const y = designatorsOf(store.legs.at(b)).map((d) => d.airline);
    const mask = sold.next(a, EVERY_SELLER, b, at, -1);
    const airport = store.airports[at]!;
    y.forEach((seller, q) => {
      const expected = x.some((s) => rules.sellsConnection(s, seller, airport));
      assert.equal((mask & (2 ** q)) !== 0, expected, `${x.join('/')} → ${y.join('/')} at ${airport}, seller ${seller}`);
    });
    if (mask !== 0) soldPairs++;
  }
  assert.ok(soldPairs > 1000, `some pairs are sold (${soldPairs})`);
});

test('known facts: one alliance sells together, two do not; a no-frills airline that sells no connection sells none', () => {
  const n = sold.airlineCount;
  const number = (code: string) => store.legs.airlines.indexOf(code);
  const pair = (a: string, b: string) => sold.pairs[number(a) * n + number(b)] === 1;
  for (const code of ['LH', 'UA', 'AA', 'NK', 'FR']) assert.ok(number(code) >= 0, `${code} flies in the suite's network`);
  assert.equal(pair('LH', 'UA'), true, 'Star Alliance');
  assert.equal(pair('LH', 'AA'), false, 'Star and oneworld');
  assert.equal(pair('NK', 'NK'), false, 'Spirit sells no connection');
  assert.equal(pair('FR', 'LH'), false, 'Ryanair sells no other airline');
  assert.equal(pair('FR', 'FR'), true, 'Ryanair sells its own connections…');
  const ryanair = number('FR');
  const connectsAt = (code: string) => {
    const airport = store.airportId.get(code)!;
    for (let i = sold.boundStart[ryanair]!; i < sold.boundStart[ryanair + 1]!; i++) if (sold.boundAirports[i] === airport) return true;
    return false;
  };
  assert.equal(sold.bound[ryanair], 1, '…only at listed airports');
  assert.equal(connectsAt('STN'), true);
  assert.equal(connectsAt('DUB'), false);
});

test('stations: only the airports of a city a ticket can change to, with the change minutes', () => {
  const id = (code: string) => store.airportId.get(code)!;
  const stationsOf = (code: string) => {
    const out: string[] = [];
    for (let at = network.stationStart[id(code)]!; at < network.stationStart[id(code) + 1]!; at++) out.push(store.airports[network.stationIds[at]!]!);
    return out;
  };
  assert.deepEqual(stationsOf('FRA'), ['FRA'], 'Frankfurt-Hahn is no change a ticket sells');
  const heathrow = stationsOf('LHR');
  assert.equal(heathrow[0], 'LHR');
  for (const other of heathrow.slice(1)) {
    const change = rules.airportChange('LHR', other);
    assert.ok(change && change.sellers.length > 0, `LHR → ${other} is a sold change`);
  }
  const stansted = stationsOf('STN');
  assert.deepEqual(stansted, ['STN'], 'nobody sells a change from Stansted');
  const k = sold.changeBetween(id('NRT'), id('HND'));
  assert.ok(k >= 0, 'NRT → HND is sold');
  assert.equal(sold.changeMinutes[k], rules.airportChange('NRT', 'HND')!.minutes);
});
