// End-to-end tests of the viewer, the <spire-map> widget and embed.html in Debian's Chromium
// (headless, through playwright-core), against the repository served on localhost with the
// page's strict CSP. Expected values come from the engine itself, loaded in Node from the same
// www/pkg/ the page uses, and from the golden vectors in tests/golden/.
//
// Run: node --test tests/e2e/   (needs www/pkg/ built and `npm ci` for playwright-core)
// Screenshots of the page and of the widget are saved under target/e2e/ on every run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOMS, goldenPath } from '../js/helpers.mjs';
import { drawnNodes, expectedNodes, openDetails, openOptions } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

setUp({ engine: true, viewport: { width: 1280, height: 900 } });

/**
 * Opens a page. `problems` lists what went wrong on it (console errors, uncaught exceptions, CSP
 * violations, failed requests, dialogs): the harness's record, or our own for pages with a device
 * pixel ratio other than 1 (the harness's pages have 1).
 */
async function open(url, { width = 1280, height = 900, dpr = 1 } = {}) {
  let page;
  let own = null;
  if (dpr === 1) {
    page = await h.page(undefined, { viewport: { width, height } });
  } else {
    const ctx = await h.browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr });
    page = await ctx.newPage();
    own = [];
    page.on('pageerror', (e) => own.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) own.push(`console: ${m.text()}`);
    });
    page.on('response', (r) => r.status() >= 400 && own.push(`request: ${r.url()}: HTTP ${r.status()}`));
  }
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  await page.goto(h.url(url), { waitUntil: 'load' });
  const problems = {
    list: () => (own ? [...own] : h.problems(page).map((p) => `${p.kind}: ${p.text}`)).concat(dialogs),
  };
  return { page, ctx: page.context(), problems };
}

const shot = (page, name, fullPage = true) => h.screenshot(page, name, { fullPage });

async function openViewer(query, opts) {
  const o = await open(`/index.html${query}`, opts);
  await o.page.waitForSelector('html[data-ready="1"]');
  await openOptions(o.page);
  return o;
}


/** A route through the act from row 0 to the top following the first edge each time, through a ? if possible. */
function someRoute(act, wantEvent = true) {
  const kids = new Map();
  for (const e of act.edges) {
    const k = `${e.from[0]},${e.from[1]}`;
    if (!kids.has(k)) kids.set(k, []);
    kids.get(k).push(e.to);
  }
  const room = new Map(act.nodes.map((n) => [`${n.x},${n.y}`, n.room]));
  // Depth-first: the first full path with at least two ? rooms (or any full path).
  let fallback = null;
  const walk = (x, y, cols, events) => {
    cols = [...cols, x];
    if (room.get(`${x},${y}`) === 'event') events += 1;
    const next = kids.get(`${x},${y}`) || [];
    if (!next.length) {
      if (!fallback) fallback = cols;
      return !wantEvent || events >= 2 ? cols : null;
    }
    for (const [nx, ny] of next) {
      const r = walk(nx, ny, cols, events);
      if (r) return r;
    }
    return null;
  };
  for (const n of act.nodes.filter((n) => n.y === 0)) {
    const r = walk(n.x, 0, [], 0);
    if (r) return r;
  }
  return fallback;
}

test('a shared URL draws exactly the nodes generate_map gives, and the golden map', async () => {
  const seedValue = '-1662327278983135018';
  const { page, problems } = await openViewer(`?v=1&seedValue=${seedValue}&asc=20&act=1`);
  const set = engine.generate_map({ seedValue, ascension: 20 });
  assert.equal(set.seed, '4YUHY81W7GRHT');
  assert.deepEqual(await drawnNodes(page), expectedNodes(set.acts[0]));
  // The same map as the golden vector (A1+ maps), independent of the engine.
  const golden = JSON.parse(fs.readFileSync(goldenPath(`sts1/seed_${seedValue}_a1.json`), 'utf8'));
  const drawn = (await drawnNodes(page)).filter((n) => n.room !== 'boss').map(({ x, y, room }) => ({ x, y, room }));
  const gold = golden.acts[0].map.nodes.map((n) => ({ x: n.x, y: n.y, room: ROOMS[n.class] }));
  assert.deepEqual(drawn, gold);
  const burning = golden.acts[0].emerald_elite;
  const name = await page.locator(`button.map-node[data-x="${burning.x}"][data-y="${burning.y}"]`).getAttribute('aria-label');
  assert.match(name, new RegExp(`^Floor ${burning.y + 1}: elite \\(burning: .*${burning.buff}`));
  // Every act tab draws its act, act 4 included.
  for (const act of [2, 3, 4]) {
    await page.getByRole('tab', { name: `Act ${act}` }).click();
    assert.deepEqual(await drawnNodes(page), expectedNodes(set.acts[act - 1]), `act ${act}`);
  }
  assert.match(await page.locator('#seed-status').innerText(), /Read as a seed number\..*4YUHY81W7GRHT.*-1662327278983135018/s);
  await shot(page, 'page-desktop');
  assert.deepEqual(problems.list(), []);
});

test('a ? room shows its odds: first ? of the act before a route, then the odds on the route', async () => {
  const seed = 'AGCK93XT';
  const { page, problems } = await openViewer(`?seed=${seed}&asc=20&act=1`);
  const act = engine.generate_map({ seed, ascension: 20, act: 1 }).acts[0];
  const q = act.nodes.find((n) => n.room === 'event');
  await page.locator(`button.map-node[data-x="${q.x}"][data-y="${q.y}"]`).click();
  const info = page.locator('#node-info');
  await assert.doesNotReject(info.getByText('as if this were the first ? room of the act').waitFor());
  const row = (k) => info.locator(`tr[data-outcome="${k}"] td.pct`).innerText();
  assert.deepEqual([await row('monster'), await row('shop'), await row('treasure'), await row('event')], ['10%', '3%', '2%', '85%']);

  // Along a route with at least two ? rooms, each ? shows the engine's odds for that route: odds
  // only (the default), the expected ones (walk_route spoilers: false; secret.test.mjs checks they
  // are never the seed-exact ones).
  const cols = someRoute(act);
  const walk = engine.walk_route({ seed, ascension: 20, route: [cols], startAct: 1, spoilers: false });
  for (let y = 0; y < cols.length; y++) await page.locator(`button.map-node[data-x="${cols[y]}"][data-y="${y}"]`).click();
  const qs = walk.floors.filter((f) => f.room === 'event');
  assert.ok(qs.length >= 2, 'the test route has two ? rooms');
  const second = qs[1];
  await page.locator(`button.map-node[data-x="${second.x}"][data-y="${second.y}"]`).click();
  // Act 1 has no ? rooms before it: the act's 2nd ? room is the run's 2nd.
  await info.getByText('On your route: the 2nd ? room of this act, the 2nd of the run.').waitFor();
  const pct = (v) => `${Math.round(v * 1000) / 10}%`.replace('.0%', '%');
  assert.equal(await row('monster'), pct(second.odds.monster));
  assert.equal(await row('shop'), pct(second.odds.shop));
  assert.equal(await row('treasure'), pct(second.odds.treasure));
  assert.equal(await row('event'), pct(second.odds.event));
  assert.deepEqual(problems.list(), []);
});

test('clicking along the edges builds a route with the right totals; presets come from the engine', async () => {
  const seed = 'AGCK93XT';
  const { page, problems } = await openViewer(`?seed=${seed}&asc=0&act=2`);
  const act = engine.generate_map({ seed, ascension: 0, act: 2 }).acts[0];
  const cols = someRoute(act);
  // A click off the route's next row does not extend it.
  await page.locator(`button.map-node[data-x="${cols[0]}"][data-y="0"]`).click();
  const far = act.nodes.find((n) => n.y === 5);
  await page.locator(`button.map-node[data-x="${far.x}"][data-y="5"]`).click();
  assert.equal(await page.locator('button.map-node[data-route="1"]').count(), 1);
  for (let y = 1; y < cols.length; y++) await page.locator(`button.map-node[data-x="${cols[y]}"][data-y="${y}"]`).click();
  // Every room of the route and the boss above it are on the route, and screen readers hear it.
  assert.equal(await page.locator('button.map-node[data-route="1"]').count(), cols.length + 1);
  const described = await page.locator('button.map-node[data-route="1"]').first().getAttribute('aria-describedby');
  assert.equal(await page.locator(`[id="${described}"]`).textContent(), 'on your route');
  const t = engine.walk_route({ seed, ascension: 0, route: [cols], startAct: 2 }).totals;
  const total = async (k) => Number(await page.locator(`[data-total="${k}"] dd`).innerText());
  assert.equal(await total('floors'), cols.length);
  assert.equal(await total('fights'), t.monsters + t.elites + t.bosses);
  assert.equal(await total('elites'), t.elites);
  assert.equal(await total('events'), t.events);
  assert.equal(await total('shops'), t.shops);
  assert.equal(await total('rests'), t.rests);
  assert.equal(await total('treasure'), t.treasures);
  // Independently of the engine's totals: count the icons on the route.
  const rooms = cols.map((x, y) => act.nodes.find((n) => n.x === x && n.y === y).room);
  const count = (r) => rooms.filter((x) => x === r).length;
  assert.equal(await total('elites'), count('elite'));
  assert.equal(await total('fights'), count('monster') + count('elite') + 1);
  const gold = page.locator('.gold-total');
  assert.equal(Number(await gold.getAttribute('data-gold-min')), 10 * count('monster') + 25 * count('elite') + 95);
  assert.equal(Number(await gold.getAttribute('data-gold-max')), 20 * count('monster') + 35 * count('elite') + 105);

  // Presets: the route is the engine's best_route.
  await page.getByRole('button', { name: 'Clear route' }).click();
  await openDetails(page, '#best');
  await page.getByRole('button', { name: 'Most elites' }).click();
  const plan = engine.best_route({ seed, ascension: 0, act: 2, criterion: 'mostElites' });
  const onRoute = await page.locator('button.map-node[data-route="1"]').evaluateAll((bs) => bs.map((b) => [Number(b.dataset.x), Number(b.dataset.y)]));
  const expected = [...plan.path.map(([x, y]) => [x, y]), [3, act.height]];
  const sort = (l) => l.slice().sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  assert.deepEqual(sort(onRoute), sort(expected));
  assert.equal(await total('elites'), plan.totals.elites);
  assert.deepEqual(problems.list(), []);
});

test('the URL keeps the whole view and restores it', async () => {
  const seed = 'HELLO';
  const { page, ctx, problems } = await openViewer(`?seed=${seed}&asc=5&act=1`);
  const act = engine.generate_map({ seed, ascension: 5, act: 3 }).acts[0];
  await page.getByRole('tab', { name: 'Act 3' }).click();
  const cols = someRoute(act, false).slice(0, 6);
  for (let y = 0; y < cols.length; y++) await page.locator(`button.map-node[data-x="${cols[y]}"][data-y="${y}"]`).click();
  await page.locator('#show-grid').uncheck();
  await page.locator('#emerald-key').selectOption('2');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('route'));
  await page.waitForTimeout(400); // the debounce
  const url = new URL(page.url());
  const p = url.searchParams;
  assert.equal(p.get('v'), '1');
  assert.equal(p.get('seed'), seed);
  assert.equal(p.get('asc'), '5');
  assert.equal(p.get('act'), '3');
  assert.equal(p.get('route'), `//${cols.join(',')}`);
  assert.equal(p.get('node'), `${cols[5]},5`);
  assert.equal(p.get('grid'), '0');
  assert.equal(p.get('key'), '2');
  // A fresh page from that URL shows the same view.
  const again = await ctx.newPage();
  await again.goto(url.href);
  await again.waitForSelector('html[data-ready="1"]');
  assert.equal(await again.locator('#seed-input').inputValue(), seed);
  assert.equal(await again.locator('#ascension').inputValue(), '5');
  assert.equal(await again.getByRole('tab', { name: 'Act 3' }).getAttribute('aria-selected'), 'true');
  assert.equal(await again.locator('#show-grid').isChecked(), false);
  assert.equal(await again.locator('#emerald-key').inputValue(), '2');
  const routeOf = (pg) => pg.locator('button.map-node[data-route="1"]').evaluateAll((bs) => bs.map((b) => `${b.dataset.x},${b.dataset.y}`).sort());
  assert.deepEqual(await routeOf(again), await routeOf(page));
  assert.equal(await again.locator('button.map-node[aria-current="true"]').getAttribute('data-y'), '5');
  await again.waitForTimeout(400);
  assert.equal(again.url(), url.href, 'reopening does not change the URL');
  assert.deepEqual(problems.list(), []);
});

test('typing: a seed redraws at once, an invalid seed keeps the last map and shows the message', async () => {
  const { page, problems } = await openViewer('?seed=AGCK93XT&act=1');
  const input = page.locator('#seed-input');
  await input.fill('');
  await input.pressSequentially('SLAYTHESPIRE');
  const want = engine.generate_map({ seed: 'SLAYTHESPIRE', act: 1 }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(want));
  const ms = Number(await page.evaluate(() => document.documentElement.dataset.paintMs));
  console.log(`# typing a seed to the map painted: ${ms} ms (draw ${await page.evaluate(() => document.documentElement.dataset.drawMs)} ms)`);
  assert.ok(ms < 250, `redraw took ${ms} ms`);
  await input.pressSequentially('!');
  assert.match(await page.locator('#seed-error').innerText(), /invalid seed: `!`/);
  assert.deepEqual(await drawnNodes(page), expectedNodes(want), 'the last good map stays');
  // A leading minus reads as a number, and both canonical forms are shown.
  await input.fill('-1662327278983135018');
  assert.equal(await page.locator('input[name=seed-form][value=number]').isChecked(), true);
  assert.match(await page.locator('#seed-status').innerText(), /4YUHY81W7GRHT/);
  // Random seed: a new map, read as a game string.
  await page.getByRole('button', { name: 'Random' }).click();
  assert.equal(await page.locator('input[name=seed-form][value=string]').isChecked(), true);
  assert.match(await input.inputValue(), /^[0-9A-Z]{1,13}$/);
  assert.deepEqual(problems.list(), []);
});

test("a link's invalid StS2 seed: no map, the message, and the game's three act tabs (no act 4)", async () => {
  const { page, problems } = await openViewer('?game=sts2&seed=AB%21%21');
  assert.match(await page.locator('#seed-error').innerText(), /invalid seed: `!` at position 3/);
  assert.deepEqual(await page.locator('.act-tabs [role=tab]:visible').allInnerTexts(), ['Act 1', 'Act 2', 'Act 3']);
  assert.deepEqual(problems.list(), []);
});

test('keyboard: nodes are focusable buttons, arrows move along the map, Enter selects', async () => {
  const { page, problems } = await openViewer('?seed=AGCK93XT&act=1');
  const first = page.locator('button.map-node[tabindex="0"]');
  await first.focus();
  const y0 = Number(await first.getAttribute('data-y'));
  await page.keyboard.press('ArrowUp');
  const focused = () => page.evaluate(() => ({ x: document.activeElement.dataset.x, y: document.activeElement.dataset.y, name: document.activeElement.getAttribute('aria-label') }));
  assert.equal(Number((await focused()).y), y0 + 1);
  await page.keyboard.press('Enter');
  const f = await focused();
  assert.match(await page.locator('#node-info h2').innerText(), new RegExp(`^Floor ${Number(f.y) + 1}`));
  assert.equal(await page.locator('#panel-body').getAttribute('aria-live'), 'polite');
  assert.deepEqual(problems.list(), []);
});

test('hostile or unknown parameters are ignored with a visible note and never injected', async () => {
  const hostile = '?seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&asc=99&act=%3Cscript%3Ealert(1)%3C/script%3E&route=javascript:alert(1)&__proto__=1&constructor=x&node=1,1%22%3E%3Cb%3E&onload=alert(2)';
  const { page, problems } = await openViewer(hostile);
  const notes = await page.locator('#notes').innerText();
  assert.match(notes, /Ignored from the link/);
  assert.match(notes, /unknown parameter “__proto__”/);
  assert.match(notes, /asc=“99”/);
  assert.equal(await page.locator('img, script:not([src])').count(), 0, 'nothing was injected');
  assert.match(await page.locator('#seed-error').innerText(), /invalid seed/);
  assert.equal(await page.locator('#seed-input').inputValue(), '<img src=x onerror=alert(1)>');
  // The widget page too.
  const e = await open(`/embed.html${hostile}`);
  await e.page.locator('#notes p').first().waitFor();
  assert.equal(await e.page.locator('img').count(), 0);
  assert.match(await e.page.locator('#notes').innerText(), /unknown parameter/);
  await e.page.waitForTimeout(300);
  assert.deepEqual(problems.list().concat(e.problems.list()), []);
});

test('two widgets on a host page: each draws its own map, and the host URL is untouched', async () => {
  const a = engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 1 }).acts[0];
  const b = engine.generate_map({ seedValue: '-1662327278983135018', ascension: 0, act: 2 }).acts[0];
  const { page, problems } = await open('/tests/e2e/fixtures/host.html?keep=me', { width: 1200, height: 900, dpr: 2 });
  const w1 = page.locator('#w1');
  const w2 = page.locator('#w2');
  await w1.locator('button.map-node').first().waitFor();
  await w2.locator('button.map-node').first().waitFor();
  assert.deepEqual(await drawnNodes(w1), expectedNodes(a));
  assert.deepEqual(await drawnNodes(w2), expectedNodes(b));
  // The route attribute (this act's columns) is drawn.
  const routed = await w2.locator('button.map-node[data-route="1"]').evaluateAll((bs) => bs.map((x) => `${x.dataset.x},${x.dataset.y}`));
  assert.deepEqual(routed.sort(), ['0,0', '0,1', '0,3', '1,2']);
  // Clicking in a widget selects there (its own live region) and never touches the host URL.
  const q = a.nodes.find((n) => n.room === 'event');
  await w1.locator(`button.map-node[data-x="${q.x}"][data-y="${q.y}"]`).click();
  await w1.getByText('as if this were the first ? room of the act').waitFor();
  await page.waitForTimeout(400);
  assert.equal(new URL(page.url()).search, '?keep=me');
  const canvas = await w1.locator('canvas.map-canvas').evaluate((c) => [c.width, c.clientWidth]);
  assert.equal(canvas[0], canvas[1] * 2, 'drawn at the device pixel ratio');
  await shot(page, 'widgets');
  // Attributes are observed.
  await page.evaluate(() => document.getElementById('w1').setAttribute('act', '2'));
  await w1.getByText('Act 2: The City').waitFor();
  const a2 = engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 2 }).acts[0];
  assert.deepEqual(await drawnNodes(w1), expectedNodes(a2));
  await page.evaluate(() => document.getElementById('w1').setAttribute('seed', 'no!'));
  await w1.getByText(/invalid seed/).waitFor();
  assert.deepEqual(await drawnNodes(w1), expectedNodes(a2), 'the last good map stays');
  await page.evaluate(() => document.getElementById('w1').setAttribute('seed', 'AGCK93XT'));
  await w1.locator('.error:empty').waitFor({ state: 'attached' });
  assert.deepEqual(problems.list(), []);
});

test('embed.html draws the widget from the query', async () => {
  const { page, problems } = await open('/embed.html?seed=AGCK93XT&act=3&asc=20');
  const w = page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  assert.deepEqual(await drawnNodes(w), expectedNodes(engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 3 }).acts[0]));
  await shot(page, 'embed');
  assert.deepEqual(problems.list(), []);
});

test('phone width: the map fits and the panel is a bottom sheet', async () => {
  const { page, problems } = await openViewer('?seed=AGCK93XT&asc=20&act=1', { width: 390, height: 844, dpr: 3 });
  const canvas = await page.locator('canvas.map-canvas').boundingBox();
  assert.ok(canvas.x >= 0 && canvas.x + canvas.width <= 390, `canvas ${JSON.stringify(canvas)} fits 390 px`);
  const backing = await page.locator('canvas.map-canvas').evaluate((c) => [c.width, c.clientWidth]);
  assert.equal(backing[0], backing[1] * 3, 'the canvas is drawn at the device pixel ratio');
  assert.equal(await page.locator('#panel').evaluate((p) => getComputedStyle(p).position), 'fixed');
  const q = page.locator('button.map-node[data-room="event"]').first();
  await q.click();
  await page.locator('#node-info').getByText('Floor').first().waitFor();
  await shot(page, 'page-phone', false);
  assert.deepEqual(problems.list(), []);
});
