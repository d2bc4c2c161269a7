import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePoint } from '../../src/domain/coordinates.js';

test('coordinates are cut to three decimals, never rounded', () => {
  assert.deepEqual(parsePoint('50.0339999,8.5709999'), { latitude: 50.033, longitude: 8.57 });
  assert.deepEqual(parsePoint('-0.4549,-179.9999'), { latitude: -0.454, longitude: -179.999 });
  assert.deepEqual(parsePoint('+51,7'), { latitude: 51, longitude: 7 });
  assert.deepEqual(parsePoint('0,180.0009'), { latitude: 0, longitude: 180 }, 'cut before the range check');
  for (const bad of ['90.001,0', '0,180.001', '1e5,0', 'NaN,0', '1,2,3', '', ' 1,2', '1.,2', '.5,2']) {
    assert.equal(parsePoint(bad), undefined, bad);
  }
});
