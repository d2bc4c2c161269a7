// A description's first sentence and the rest (src/web/description-parts.ts), as the playground
// shows them: the rest behind a toggle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { descriptionParts, pickerName, pickerNames } from '../../src/web/description-parts.js';

test('the first sentence ends at a full stop followed by a capital, outside brackets and quotes', () => {
  assert.deepEqual(
    descriptionParts('Cities and airports whose code starts with q; accents do not count. Best matches first: the whole code ("heathrow"). Also under /v1/mds-references.'),
    { first: 'Cities and airports whose code starts with q; accents do not count.', rest: 'Best matches first: the whole code ("heathrow"). Also under /v1/mds-references.' },
  );
  assert.deepEqual(descriptionParts('Records skipped (lists are ordered. By code) here. Then more.'), { first: 'Records skipped (lists are ordered. By code) here.', rest: 'Then more.' });
  assert.deepEqual(descriptionParts('A code, e.g. FRA. The rest.'), { first: 'A code, e.g. FRA.', rest: 'The rest.' });
  assert.deepEqual(descriptionParts('Version 1.0.0 of the rules, 2.5 h.'), { first: 'Version 1.0.0 of the rules, 2.5 h.', rest: '' });
  assert.deepEqual(descriptionParts('  One sentence only  '), { first: 'One sentence only', rest: '' });
});

test('an operation\'s name in the picker is its summary up to a colon or a bracket', () => {
  assert.equal(pickerName('Readiness check: whether to send this server requests'), 'Readiness check');
  assert.equal(pickerName("/mcp's protected-resource metadata (RFC 9728), named by its 401: the resource"), "/mcp's protected-resource metadata");
  assert.equal(pickerName('Seat pitch, width and recline of one cabin'), 'Seat pitch, width and recline of one cabin');
  assert.equal(pickerName('(odd) summary'), '(odd) summary');
});

test('names shared within a group are told apart by the first path segment where the paths differ; others are left alone', () => {
  const op = (tag: string, summary: string, path: string) => ({ tag, summary, path });
  assert.deepEqual(
    pickerNames([
      op('References', 'One city', '/v1/references/cities/{code}'),
      op('References', 'One city', '/v1/mds-references/cities/{code}'),
      op('Schedules', 'Flights: direct', '/v2/operations/schedules/{o}'),
      op('Schedules', 'Flights (all)', '/v1/operations/schedules/{o}'),
      op('Other', 'One city', '/elsewhere'),
      op('Tokens', 'A token', '/v1/oauth/token'),
      op('Tokens', 'A token', '/v1/oauth/token'),
    ]),
    ['One city · references', 'One city · mds-references', 'Flights · v2', 'Flights · v1', 'One city', 'A token', 'A token'],
  );
});
