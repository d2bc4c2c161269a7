// The ticketing rules over the curated facts: which flights one ticket joins.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TicketingRules, type TicketingFacts } from '../../src/domain/ticketing.js';
import { TICKETING } from '../../src/ingest/curated/ticketing.js';

const rules = new TicketingRules(TICKETING);

test('an airline sells its own connections, unless it is a no-frills airline that sells none', () => {
  assert.equal(rules.sellsTogether('LH', 'LH'), true);
  assert.equal(rules.sellsTogether('WN', 'WN'), true);
  assert.equal(rules.sellsTogether('W6', 'W6'), false, 'Wizz Air sells no connections');
  assert.equal(rules.sellsTogether('HV', 'HV'), false, 'Transavia sells no connections');
  // An airline the facts do not name is taken to sell its own network, and nothing else.
  assert.equal(rules.sellsTogether('ZZ', 'ZZ'), true);
  assert.equal(rules.sellsTogether('ZZ', 'LH'), false);
});

test('members of one alliance sell each other, of two alliances do not', () => {
  assert.equal(rules.sellsTogether('LH', 'UA'), true);
  assert.equal(rules.sellsTogether('BA', 'JL'), true);
  assert.equal(rules.sellsTogether('SK', 'KL'), true, 'SAS is SkyTeam since 2024');
  assert.equal(rules.sellsTogether('SK', 'LH'), false, 'SAS left Star Alliance');
  assert.equal(rules.sellsTogether('LH', 'BA'), false);
  assert.equal(rules.sellsTogether('AF', 'AA'), false);
});

test('partners outside an alliance sell each other', () => {
  assert.equal(rules.sellsTogether('EK', 'QF'), true);
  assert.equal(rules.sellsTogether('DL', 'LA'), true);
  assert.equal(rules.sellsTogether('EI', 'AA'), true);
  assert.equal(rules.sellsTogether('EK', 'BA'), false, 'no listed partnership');
  assert.equal(rules.sellsTogether('LA', 'AA'), false, 'LATAM left oneworld in 2020');
  assert.equal(rules.sellsTogether('AS', 'KE'), true);
  assert.equal(rules.sellsTogether('KE', 'SQ'), false, "two of Alaska's partners, of two alliances");
});

test('a regional airline is sold as the airline it flies for', () => {
  assert.equal(rules.sellsTogether('EN', 'LH'), true);
  assert.equal(rules.sellsTogether('EN', 'UA'), true, 'through Lufthansa, Star Alliance');
  assert.equal(rules.sellsTogether('OO', 'DL'), true);
  assert.equal(rules.sellsTogether('9E', 'AA'), false);
});

test('a no-frills airline joins another airline only when one of them lists the other', () => {
  assert.equal(rules.sellsTogether('FR', 'LH'), false);
  assert.equal(rules.sellsTogether('FR', 'U2'), false);
  assert.equal(rules.sellsTogether('TR', 'SQ'), true);
  assert.equal(rules.sellsTogether('SQ', 'TR'), true, 'either way round');
  assert.equal(rules.sellsTogether('TR', 'LH'), false, 'Scoot sells Singapore Airlines, not its alliance');
  assert.equal(rules.sellsTogether('FZ', 'EK'), true);
  assert.equal(rules.sellsTogether('FZ', 'QF'), false, "Emirates's partner is not flydubai's");
  assert.equal(rules.sellsTogether('VY', 'BA'), true);
  assert.equal(rules.sellsTogether('EW', 'LH'), true);
  assert.equal(rules.sellsTogether('JQ', 'QF'), true);
});

test('Ryanair connects only at its listed airports', () => {
  assert.equal(rules.sellsConnection('FR', 'FR', 'BGY'), true);
  assert.equal(rules.sellsConnection('FR', 'FR', 'FCO'), true);
  assert.equal(rules.sellsConnection('FR', 'FR', 'EMA'), false);
  assert.equal(rules.sellsConnection('FR', 'FR', 'DUB'), false);
  assert.equal(rules.sellsConnection('TR', 'SQ', 'SIN'), true);
  assert.equal(rules.sellsConnection('TR', 'SQ', 'BKK'), false);
  assert.equal(rules.sellsConnection('WN', 'WN', 'MDW'), true, 'Southwest connects anywhere');
  assert.equal(rules.sellsConnection('LH', 'UA', 'FRA'), true);
});

test('a change of airport is sold by the airlines that sell it, and takes its curated time', () => {
  const tokyo = rules.airportChange('NRT', 'HND');
  assert.ok(tokyo);
  assert.deepEqual(rules.airportChange('HND', 'NRT'), tokyo, 'either way round');
  assert.ok(tokyo.minutes >= 150 && tokyo.minutes <= 300, `${tokyo.minutes} min`);
  assert.equal(rules.sellsAirportChange('JL', 'NRT', 'JL', 'HND'), true);
  assert.equal(rules.sellsAirportChange('NH', 'HND', 'NH', 'NRT'), true);
  assert.equal(rules.sellsAirportChange('UA', 'NRT', 'NH', 'HND'), true, 'United joined to an ANA flight that sells it');
  assert.equal(rules.sellsAirportChange('UA', 'NRT', 'UA', 'HND'), false, 'United sells no change of Tokyo airport');
  assert.equal(rules.sellsAirportChange('JL', 'NRT', 'NH', 'HND'), false, 'JAL and ANA are of two alliances');
  for (const network of ['BA', 'LH', 'AA', 'EK']) {
    assert.equal(rules.sellsAirportChange('FR', 'STN', network, 'LHR'), false, `FR at STN to ${network} at LHR`);
  }
  assert.equal(rules.sellsAirportChange('BA', 'LHR', 'BA', 'ZRH'), false, 'not one city');
  assert.equal(rules.airportChange('LHR', 'ZRH'), undefined);
  assert.equal(rules.defaultAirportChangeMinutes, 240);
});

test('the pair matrix numbers airlines as given and agrees with the pair rule', () => {
  const codes = ['LH', 'FR', 'UA', 'TR', 'SQ', 'W6', 'EN'];
  const m = rules.pairMatrix(codes);
  const n = codes.length;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    assert.equal(m[i * n + j], rules.sellsTogether(codes[i]!, codes[j]!) ? 1 : 0, `${codes[i]} ${codes[j]}`);
  }
  assert.equal(m[0 * n + 2], 1);
  assert.equal(m[5 * n + 5], 0);
});

test('the rules read only the facts they are given', () => {
  const facts: TicketingFacts = {
    alliances: [{ name: 'a', members: ['XA', 'XB'] }],
    groups: [],
    partnerships: [{ airline: 'XD', partners: ['XE', 'XF'] }],
    regionals: [],
    noFrills: [{ airline: 'XC', own: { kind: 'airports', airports: ['AAA'] }, partners: ['XA'] }],
    airportChanges: [{ airports: ['AAA', 'BBB'], minutes: 100, sellers: ['XA'] }],
    defaultAirportChangeMinutes: 300,
  };
  const r = new TicketingRules(facts);
  assert.equal(r.sellsTogether('XA', 'XB'), true);
  assert.equal(r.sellsTogether('XC', 'XB'), false);
  assert.equal(r.sellsConnection('XC', 'XA', 'AAA'), true);
  assert.equal(r.sellsConnection('XA', 'XC', 'CCC'), false);
  assert.equal(r.sellsAirportChange('XA', 'AAA', 'XB', 'BBB'), true);
  assert.equal(r.sellsAirportChange('XB', 'AAA', 'XB', 'BBB'), false);
  assert.equal(r.defaultAirportChangeMinutes, 300);
  assert.equal(r.sellsTogether('XE', 'XD'), true);
  assert.equal(r.sellsTogether('XE', 'XF'), false, "two partners of one airline are not each other's");
  assert.equal(rules.sellsTogether('XA', 'XB'), false, 'another set of facts, another answer');
});
