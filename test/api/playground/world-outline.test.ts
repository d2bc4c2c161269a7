// The map's outline (src/api/playground/world-outline.ts): no edge runs across the map where a
// ring crosses the antimeridian (Chukotka, Fiji drew lines from one side of the map to the other).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unwrappedRings, worldOutline } from '../../../src/api/playground/world-outline.js';

/** The longest east-west step between two points joined by a line in SVG path data (M, L, Z). */
function widestStep(path: string): number {
  let widest = 0;
  for (const subpath of path.split('M').filter(Boolean)) {
    const xs = subpath.replace(/Z/g, '').split('L').map((point) => Number(point.trim().split(' ')[0]));
    for (let i = 1; i < xs.length; i++) widest = Math.max(widest, Math.abs(xs[i]! - xs[i - 1]!));
  }
  return widest;
}

test('a ring across the antimeridian is drawn continuous, once on each side; others as they are', () => {
  const fiji = [[178, -16], [-179, -16], [-179, -17], [178, -17], [178, -16]];
  assert.deepEqual(unwrappedRings(fiji), [
    [[178, -16], [181, -16], [181, -17], [178, -17], [178, -16]],
    [[-182, -16], [-179, -16], [-179, -17], [-182, -17], [-182, -16]],
  ]);
  const iceland = [[-24, 64], [-13, 64], [-13, 66], [-24, 66], [-24, 64]];
  assert.deepEqual(unwrappedRings(iceland), [iceland]);
  // Round the pole: it ends a world away from its start, and is kept whole.
  const antarctic = [[-180, -80], [0, -70], [180, -80], [-180, -80]];
  assert.deepEqual(unwrappedRings(antarctic.slice(0, 3)), [antarctic.slice(0, 3)]);
});

test('the land and borders have no edge across the map, Antarctica\'s edge along the bottom aside', () => {
  const { land, borders } = worldOutline();
  assert.ok(widestStep(borders) < 180, `borders: a step of ${widestStep(borders)}°`);
  const steps = land.split('M').filter(Boolean).filter((sub) => widestStep(`M${sub}`) >= 180);
  // Antarctica's ring closes along its own edge inland (84.7°S): that is the only wide step.
  assert.equal(steps.length, 1, `${steps.length} subpaths with a step across the map`);
  const ys = steps[0]!.replace(/Z/g, '').split('L').map((point) => Number(point.trim().split(' ')[1]));
  assert.ok(Math.min(...ys) > 60, 'south of 60°S: Antarctica');
});
