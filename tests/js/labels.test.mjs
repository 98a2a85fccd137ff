// Where the map's revealed tags go (www/layer-labels.js placeTag): never over a room when a free
// spot exists, in the order above, right, left, below; never over a tag already placed; inside the
// canvas. Pure geometry: no canvas, no build needed.
//
// Run: node --test tests/js/labels.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeTag } from '../../www/layer-labels.js';

const lay = { gutter: 40, width: 400 };
const room = (cx, cy) => ({ cx, cy, r: 10 });
const W = 60;
const H = 15;

test('a tag goes above its room when the gap is free', () => {
  const p = room(200, 200);
  const t = placeTag({}, p, W, H, lay, [p, room(200, 260)], []);
  assert.deepEqual([t.x, t.y, t.k], [170, 174, 0]);
});

test('a room in the gap above sends the tag to the right; at the right edge, to the left', () => {
  const p = room(200, 200);
  const above = room(200, 178);
  const right = placeTag({}, p, W, H, lay, [p, above], []);
  assert.deepEqual([right.x, right.y, right.k], [213, 192.5, 0]);
  const edge = room(380, 200);
  const left = placeTag({}, edge, W, H, lay, [edge, room(380, 178)], []);
  assert.deepEqual([left.x, left.y, left.k], [307, 192.5, 0], 'clamped to the right it would cover its own room');
});

test('a tag placed before is avoided; with no free spot, the fewest covered wins, kept in the canvas', () => {
  const p = room(200, 200);
  const tags = [{ x: 150, y: 170, w: 100, h: 20 }];
  const t = placeTag({}, p, W, H, lay, [p], tags);
  assert.deepEqual([t.x, t.y], [213, 192.5], 'the spot above is taken');
  assert.equal(tags.length, 2, 'the new tag is recorded for the next');
  // Rooms on every side: above, right, left and below each cover one; the first of them wins.
  const crowded = [p, room(200, 178), room(240, 200), room(160, 200), room(200, 222)];
  const c = placeTag({}, p, W, H, lay, crowded, []);
  assert.deepEqual([c.x, c.y, c.k], [170, 174, 1]);
  const low = placeTag({}, room(45, 200), W, H, lay, [room(45, 200), room(45, 178), room(85, 200)], []);
  assert.deepEqual([low.x, low.y, low.k], [36, 211, 0], 'below, moved right into the canvas (the left spot would cover its own room)');
});
