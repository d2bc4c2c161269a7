// The world map's click → coordinates, as pure arithmetic (src/web/map-projection.ts): exact for
// the equirectangular projection SVG draws, with the viewBox fitted and centred in the content box.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coordinatesAt, pointOf, type Box } from '../../src/web/map-projection.js';

const WORLD: Box = { x: -180, y: -90, width: 360, height: 180 };
const MUNICH = { latitude: 48.3538, longitude: 11.7861 };
const near = (actual: { latitude: number; longitude: number }, expected: { latitude: number; longitude: number }) =>
  assert.ok(Math.abs(actual.latitude - expected.latitude) < 1e-9 && Math.abs(actual.longitude - expected.longitude) < 1e-9, `${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`);

test('a point of a 2:1 box maps to its coordinates exactly, and back', () => {
  const content: Box = { x: 40, y: 300, width: 880, height: 440 };
  // Munich: 191.7861° east of the left edge, 41.6462° below the top, at 880/360 pixels a degree.
  const at = pointOf(WORLD, content, MUNICH);
  assert.ok(Math.abs(at.x - (40 + (191.7861 * 880) / 360)) < 1e-9);
  assert.ok(Math.abs(at.y - (300 + (41.6462 * 440) / 180)) < 1e-9);
  const back = coordinatesAt(WORLD, content, at.x, at.y);
  assert.ok(Math.abs(back.latitude - MUNICH.latitude) < 1e-9 && Math.abs(back.longitude - MUNICH.longitude) < 1e-9);
  near(coordinatesAt(WORLD, content, 40, 300), { latitude: 90, longitude: -180 });
  near(coordinatesAt(WORLD, content, 40 + 440, 300 + 220), { latitude: 0, longitude: 0 });
});

test('a box of another shape letterboxes the view, centred, as preserveAspectRatio meet draws it', () => {
  // 394×196 inside a 1px border (the old 396×198 map): 1.0889 px a degree, the world 392 px wide, 1 px in from each side.
  const content: Box = { x: 1, y: 1, width: 394, height: 196 };
  const scale = 196 / 180;
  const at = pointOf(WORLD, content, MUNICH);
  assert.ok(Math.abs(at.x - (1 + 1 + 191.7861 * scale)) < 1e-9);
  const back = coordinatesAt(WORLD, content, at.x, at.y);
  assert.ok(Math.abs(back.longitude - MUNICH.longitude) < 1e-9);
  // Outside the drawn world (the letterbox), held to its edge.
  assert.equal(coordinatesAt(WORLD, content, 1.5, 50).longitude, -180);
});

test('a zoomed view (the airports found) maps the same way', () => {
  const view: Box = { x: 5, y: -52, width: 12, height: 6 };
  const content: Box = { x: 0, y: 0, width: 600, height: 300 };
  const at = pointOf(view, content, MUNICH);
  assert.ok(Math.abs(at.x - (11.7861 - 5) * 50) < 1e-9);
  assert.ok(Math.abs(at.y - (-48.3538 + 52) * 50) < 1e-9);
  const back = coordinatesAt(view, content, at.x + 50, at.y);
  assert.ok(Math.abs(back.longitude - (MUNICH.longitude + 1)) < 1e-9, 'a degree is 50 px at this zoom');
});
