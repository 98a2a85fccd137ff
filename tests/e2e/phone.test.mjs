// The page on a phone (issue 15, point 3), at 390x844 CSS px with touch: seed field, act tabs and
// the whole map on the first screen (its first row of rooms above the folded bottom sheet, no
// scrolling); the options below the map, folded behind a button that sums them up; rooms at
// least 40 CSS px to tap, and a route built by tapping. The desktop layout keeps its three columns.
//
// Run: node --test tests/e2e/phone.test.mjs   (needs www/pkg/ built and `npm ci`)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeKeys, viewerPage } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

setUp({ engine: true });

const PHONE = { viewport: { width: 390, height: 844 }, context: { hasTouch: true, isMobile: true, deviceScaleFactor: 3 } };

const phone = (query) => viewerPage(h, query, PHONE);

const box = (loc) => loc.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
});

for (const [query, what] of [
  ['?seed=AGCK93XT&asc=20&act=1', 'StS1 act 1'],
  ['?seed=AGCK93XT&asc=20&act=3', 'StS1 act 3 at ascension 20 (two bosses)'],
  ['?game=sts2&seed=ABCDEFGHJKLM&asc=10&act=1', 'StS2 act 1'],
]) {
  test(`390x844: seed, act tabs, then the whole map on the first screen (${what})`, async () => {
    const page = await phone(query);
    const seed = await box(page.locator('#seed-input'));
    const random = await box(page.locator('#random-seed'));
    const tabs = await box(page.locator('.act-tabs'));
    const canvas = await box(page.locator('canvas.map-canvas'));
    const toggle = await box(page.locator('#options-toggle'));
    assert.ok(seed.bottom <= tabs.top && random.bottom <= tabs.top, 'the seed field and Random come first');
    assert.ok(tabs.bottom <= canvas.top, 'then the act tabs, then the map');
    assert.ok(toggle.top >= canvas.bottom, 'the options come after the map');
    assert.equal(await page.evaluate(() => scrollY), 0);
    // Every room, the first row's (the lowest) included, is on screen above the folded bottom sheet.
    const sheet = await box(page.locator('#panel'));
    assert.ok(sheet.top > 700, `the folded sheet is low (${sheet.top})`);
    const rooms = await page.locator('button.map-node').evaluateAll((bs) => bs.map((b) => [Number(b.dataset.y), b.getBoundingClientRect().top, b.getBoundingClientRect().bottom]));
    assert.ok(rooms.filter(([y]) => y === 1).length >= 2, 'a first row of rooms');
    for (const [y, top, bottom] of rooms) assert.ok(top >= 0 && bottom <= sheet.top, `a room of row ${y} spans ${top}-${bottom}, the sheet starts at ${sheet.top}`);
    // Rooms are at least 40 CSS px to tap, and no two overlap.
    const hits = await page.locator('button.map-node').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()));
    for (const r of hits) assert.ok(r.width >= 40 && r.height >= 40, `a room's target is ${r.width}x${r.height}`);
    for (let i = 0; i < hits.length; i++) {
      for (let j = i + 1; j < hits.length; j++) {
        const a = hits[i];
        const b = hits[j];
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        assert.ok(!overlap, `targets ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`);
      }
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no sideways scrolling');
    h.assertNoErrors(page);
  });
}

test('390x844: the options fold behind a button that sums them up, and open with a tap', async () => {
  const page = await phone('?seed=AGCK93XT&asc=17&final=0&tiny=2');
  const toggle = page.getByRole('button', { name: /^Options/ });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.locator('#options-summary').textContent(), 'Slay the Spire · ascension 17 · final act locked · all bosses seen · Tiny Chest 2');
  assert.equal(await page.locator('#ascension').isVisible(), false);
  assert.equal(await page.getByRole('radio', { name: 'Slay the Spire 2' }).isVisible(), false);
  await toggle.tap();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator('#ascension').selectOption('5');
  await page.waitForFunction(() => document.getElementById('options-summary').textContent.includes('ascension 5'));
  await page.getByRole('radio', { name: 'Slay the Spire 2' }).tap();
  await page.waitForFunction(() => document.getElementById('options-summary').textContent.startsWith('Slay the Spire 2 · ascension 5 · single player'));
  await toggle.tap();
  assert.equal(await page.locator('#ascension').isVisible(), false);
  h.assertNoErrors(page);
});

test('390x844: a route built by tapping, each tapped room kept above the bottom sheet', async () => {
  const page = await phone('?seed=AGCK93XT&asc=20&act=1');
  const act = engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 1 }).acts[0];
  const plan = engine.best_route({ seed: 'AGCK93XT', ascension: 20, act: 1, criterion: 'mostElites' });
  const path = plan.path.slice().sort((a, b) => a[1] - b[1]).filter(([, y]) => y < act.height);
  for (const [x, y] of path) {
    const room = page.locator(`button.map-node[data-x="${x}"][data-y="${y}"]`);
    await room.tap();
    const r = await box(room);
    const sheet = await box(page.locator('#panel'));
    assert.ok(r.bottom <= sheet.top, `floor ${y + 1}: the tapped room (bottom ${r.bottom}) is above the sheet (${sheet.top})`);
  }
  // The route and the boss above it.
  assert.deepEqual(await routeKeys(page), [...path.map(([x, y]) => `${x},${y}`), `3,${act.height}`].sort());
  await page.locator('#route-info').getByText('Floors').first().waitFor();
  assert.match(await page.locator('#sheet-toggle').textContent(), /Hide details/);
  await h.screenshot(page, 'phone-route');
  h.assertNoErrors(page);
});

test('390x844 first screen and desktop screenshots', async () => {
  const page = await phone('?seed=AGCK93XT&asc=20&act=1');
  await h.screenshot(page, 'phone-first-screen');
  await page.getByRole('button', { name: /^Options/ }).tap();
  await h.screenshot(page, 'phone-options-open', { fullPage: true });
  const desk = await viewerPage(h, '?seed=AGCK93XT&asc=20&act=1', { folded: true, viewport: { width: 1280, height: 900 } });
  // A desktop: the options in a bar above the map, the panel beside the map.
  const controls = await box(desk.locator('.controls'));
  const map = await box(desk.locator('#map-area'));
  const panel = await box(desk.locator('#panel'));
  assert.ok(controls.bottom <= map.top && map.right < panel.left && Math.abs(panel.top - map.top) < 2, 'the bar, then the map and the panel side by side');
  await h.screenshot(desk, 'desktop-first-screen');
  h.assertNoErrors(page);
  h.assertNoErrors(desk);
});
