// One engine module per game (issue 17, "lighter first load"): index.html loads the Slay the Spire
// module (www/pkg/spire_map*) and not the Slay the Spire 2 one (www/pkg/spire_map_sts2*); the game
// switch, a game=sts2 link, a game="sts2" widget and embed.html?game=sts2 load the StS2 module, once
// per page however often it is chosen. Checked on the page's own request log (Playwright's
// page-level 'request' events: what the page fetched, from the network or its service worker; the
// service worker's own precache fetches are not the page's), with no error and the maps drawn as
// the engine makes them; and after one StS1 visit StS2 works offline (the service worker precaches
// its engine).
//
// Run: node --test tests/e2e/split.test.mjs   (needs www/pkg/ built by scripts/build-wasm and `npm ci`)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawnNodes, expectedNodes, open, openDetails, openOptions } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

setUp({ engine: true, viewport: { width: 1280, height: 1000 } });

/**
 * Starts logging the requests of `page` for one module per game (www/pkg/NAME.js and NAME_bg.wasm);
 * returns () => { sts1: {js, wasm}, sts2: {js, wasm} } counts.
 */
function moduleRequests(page, names) {
  const log = [];
  page.on('request', (r) => log.push(new URL(r.url()).pathname));
  const count = (file) => log.filter((p) => p.endsWith(`/www/pkg/${file}`)).length;
  const of = (name) => ({ js: count(`${name}.js`), wasm: count(`${name}_bg.wasm`) });
  return () => ({ sts1: of(names.sts1), sts2: of(names.sts2) });
}

/** The map modules' requests (the engines loadEngine loads). */
const engineRequests = (page) => moduleRequests(page, { sts1: 'spire_map', sts2: 'spire_map_sts2' });

const ONCE = { js: 1, wasm: 1 };
const NEVER = { js: 0, wasm: 0 };

test('index.html loads only the Slay the Spire engine; switching to StS2 loads its engine once', async () => {
  const page = await h.page();
  const requests = engineRequests(page);
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=20'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  await openOptions(page);
  assert.deepEqual(requests(), { sts1: ONCE, sts2: NEVER });
  assert.deepEqual(await drawnNodes(page), expectedNodes(engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 1 }).acts[0]));
  // The switch: the StS2 map of the same seed string, drawn once its module has loaded.
  await page.getByLabel('Slay the Spire 2').check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('game') === 'sts2');
  const sts2 = expectedNodes(engine.generate_map({ game: 'sts2', seed: 'AGCK93XT', ascension: 10, act: 1 }).acts[0]);
  await page.waitForFunction((n) => document.querySelectorAll('button.map-node').length === n, sts2.length);
  assert.deepEqual(await drawnNodes(page), sts2);
  assert.deepEqual(requests(), { sts1: ONCE, sts2: ONCE });
  assert.equal(await page.locator('#seed-error').innerText(), '');
  // Back and forth: each module stays loaded, nothing is fetched again.
  for (const game of ['Slay the Spire', 'Slay the Spire 2', 'Slay the Spire']) {
    await page.getByLabel(game, { exact: true }).check();
    await page.waitForFunction((g) => (new URLSearchParams(location.search).get('game') ?? 'sts1') === g, game === 'Slay the Spire' ? 'sts1' : 'sts2');
  }
  assert.deepEqual(requests(), { sts1: ONCE, sts2: ONCE });
  h.assertNoErrors(page);
});

test('a game=sts2 link loads only the Slay the Spire 2 engine and draws its map', async () => {
  const page = await h.page();
  const requests = engineRequests(page);
  await page.goto(h.url('/index.html?game=sts2&seed=ABCDEFGHJKLM&asc=10&act=2'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  await openOptions(page);
  const act = engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10, act: 2 }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(act));
  assert.deepEqual(requests(), { sts1: NEVER, sts2: ONCE });
  // Switching to StS1 then loads its engine, once.
  await page.getByLabel('Slay the Spire', { exact: true }).check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('game') !== 'sts2');
  await page.locator('#map-host button.map-node').first().waitFor();
  assert.deepEqual(requests(), { sts1: ONCE, sts2: ONCE });
  h.assertNoErrors(page);
});

test('game="sts2" widgets load only the StS2 engine, once; a StS1 widget then loads its own', async () => {
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  const requests = engineRequests(page);
  const add = (id, attrs) =>
    page.evaluate(([id, attrs]) => {
      const w = document.createElement('spire-map');
      w.id = id;
      for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
      document.getElementById('slot').append(w);
    }, [id, attrs]);
  await add('a', { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '1' });
  await add('b', { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '3', ascension: '10' });
  for (const [id, act, asc] of [['a', 1, 0], ['b', 3, 10]]) {
    const w = page.locator(`#${id}`);
    await w.locator('button.map-node').first().waitFor();
    assert.deepEqual(await drawnNodes(w), expectedNodes(engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: asc, act }).acts[0]));
  }
  assert.deepEqual(requests(), { sts1: NEVER, sts2: ONCE });
  await add('c', { seed: 'AGCK93XT', act: '1', ascension: '20' });
  await page.locator('#c button.map-node').first().waitFor();
  assert.deepEqual(requests(), { sts1: ONCE, sts2: ONCE });
  // A widget whose game changes draws the new game's map (both engines loaded by now).
  await page.evaluate(() => document.getElementById('a').setAttribute('game', 'sts1'));
  await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('.note')?.hidden === true);
  assert.deepEqual(await drawnNodes(page.locator('#a')), expectedNodes(engine.generate_map({ seed: 'ABCDEFGHJKLM', act: 1 }).acts[0]));
  assert.deepEqual(problems(), []);
});

test('embed.html?game=sts2 loads only the StS2 engine; embed.html of StS1 only the StS1 one', async () => {
  for (const [query, want] of [
    ['?game=sts2&seed=ABCDEFGHJKLM&act=2', { sts1: NEVER, sts2: ONCE }],
    ['?seed=AGCK93XT&act=1&asc=20', { sts1: ONCE, sts2: NEVER }],
  ]) {
    const page = await h.page();
    const requests = engineRequests(page);
    await page.goto(h.url(`/embed.html${query}`), { waitUntil: 'load' });
    await page.locator('spire-map button.map-node').first().waitFor();
    assert.deepEqual(requests(), want, query);
    h.assertNoErrors(page);
  }
});

test('offline: after one Slay the Spire visit, Slay the Spire 2 opens with no network (its engine is precached)', async () => {
  const page = await h.page();
  const requests = engineRequests(page);
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=20'));
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForSelector('html[data-offline="ready"]');
  await openOptions(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.deepEqual(requests().sts2, NEVER, 'the page itself did not load the StS2 engine online');
  await page.context().setOffline(true);
  await page.getByLabel('Slay the Spire 2').check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('game') === 'sts2');
  const sts2 = expectedNodes(engine.generate_map({ game: 'sts2', seed: 'AGCK93XT', ascension: 10, act: 1 }).acts[0]);
  await page.waitForFunction((n) => document.querySelectorAll('button.map-node').length === n, sts2.length);
  assert.deepEqual(await drawnNodes(page), sts2);
  // A game=sts2 link, opened offline.
  await page.goto(h.url('/index.html?game=sts2&seed=ABCDEFGHJKLM&asc=10&act=3'));
  await page.waitForSelector('html[data-ready="1"]');
  assert.deepEqual(await drawnNodes(page), expectedNodes(engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10, act: 3 }).acts[0]));
  await page.context().setOffline(false);
  // (The icon's fetch of the page left by goto may be cut short: the harness does not count it.)
  h.assertNoErrors(page);
});

test('while the StS2 engine loads the StS1 map stays, with no error; a failed load says so and keeps StS1', async () => {
  // No service worker here: the page's own requests are held back or failed (page.route).
  const noWorker = { context: { serviceWorkers: 'block' } };
  const page = await h.page(undefined, noWorker);
  let release;
  const held = new Promise((r) => {
    release = r;
  });
  let fail = false;
  await page.route('**/www/pkg/spire_map_sts2_bg.wasm', async (route) => {
    if (fail) return route.abort();
    await held;
    return route.continue();
  });
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=20'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  await openOptions(page);
  const sts1 = expectedNodes(engine.generate_map({ seed: 'AGCK93XT', ascension: 20, act: 1 }).acts[0]);
  // The module is held back: the page says it is loading and keeps the StS1 map and its URL.
  await page.getByLabel('Slay the Spire 2').check();
  await page.waitForFunction(() => /Loading the Slay the Spire 2 engine/.test(document.getElementById('seed-how').textContent));
  assert.deepEqual(await drawnNodes(page), sts1);
  assert.equal(await page.locator('#seed-error').innerText(), '');
  assert.equal(new URL(page.url()).searchParams.get('game'), null);
  release();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('game') === 'sts2');
  await page.waitForFunction(() => /Read as/.test(document.getElementById('seed-how').textContent));
  h.assertNoErrors(page);

  // A load that fails: a note names the engine, the switch goes back, StS1 keeps working.
  const other = await h.page(undefined, noWorker);
  fail = true;
  await other.route('**/www/pkg/spire_map_sts2_bg.wasm', (route) => route.abort());
  await other.goto(h.url('/index.html?seed=AGCK93XT&asc=20'), { waitUntil: 'load' });
  await other.waitForSelector('html[data-ready="1"]');
  await openOptions(other);
  await other.getByLabel('Slay the Spire 2').check();
  await other.locator('#notes').filter({ hasText: /the Slay the Spire 2 engine \(www\/pkg\/spire_map_sts2\.js\) could not be loaded/ }).waitFor();
  assert.equal(await other.getByLabel('Slay the Spire', { exact: true }).isChecked(), true);
  assert.deepEqual(await drawnNodes(other), sts1);
  await other.fill('#seed-input', 'XYZ123');
  await other.waitForFunction(() => document.getElementById('seed-canon-string').textContent === 'XYZ123');
  assert.deepEqual(await drawnNodes(other), expectedNodes(engine.generate_map({ seed: 'XYZ123', ascension: 20, act: 1 }).acts[0]));
  h.assertNoErrors(other, { allow: [/spire_map_sts2_bg\.wasm/] });
});

// The route modules (walk_route, best_route, run_start): not loaded up front; the StS1 one loads
// right after the first StS1 map (its run_start gives the Neow line), StS2's on the first route
// walked (a room clicked, a link with a route, a preset); each once.

/** The route modules' requests (loadRoutes). */
const routeRequests = (page) => moduleRequests(page, { sts1: 'spire_map_routes', sts2: 'spire_map_sts2_routes' });

/** The route panel's total `k` (floors, fights, elites, events…) once it is shown. */
async function total(page, k) {
  const dd = page.locator(`#route-info [data-total="${k}"] dd`);
  await dd.waitFor();
  return Number(await dd.innerText());
}

/**
 * A route's columns up an act from its first route row (row 1 above a Slay the Spire 2 act's
 * ancient, row 0 otherwise): each step to the child with the lowest x.
 */
function climb(act, floors) {
  const row0 = act.nodes.some((n) => n.y === 0 && n.room === 'ancient') ? 1 : 0;
  const cols = [Math.min(...act.nodes.filter((n) => n.y === row0).map((n) => n.x))];
  while (cols.length < floors) {
    const y = row0 + cols.length - 1;
    const next = act.edges.filter((e) => e.from[0] === cols[cols.length - 1] && e.from[1] === y && e.to[1] === y + 1).map((e) => e.to[0]);
    cols.push(Math.min(...next));
  }
  return cols;
}

test('index.html loads the StS1 route module once, after the first map (the run start); a room clicked walks with it', async () => {
  const page = await h.page();
  const routes = routeRequests(page);
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=0&act=1'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  // The run start (Neow's options) comes from the route module, which loads without a click.
  await page.locator('#ancient-caption .neow-line').first().waitFor();
  assert.deepEqual(routes(), { sts1: ONCE, sts2: NEVER });
  const act = engine.generate_map({ seed: 'AGCK93XT', ascension: 0, act: 1 }).acts[0];
  const cols = climb(act, 4);
  for (let y = 0; y < cols.length; y++) await page.locator(`button.map-node[data-x="${cols[y]}"][data-y="${y}"]`).click();
  const t = engine.walk_route({ seed: 'AGCK93XT', ascension: 0, route: [cols] }).totals;
  assert.equal(await total(page, 'floors'), 4);
  assert.equal(await total(page, 'fights'), t.monsters + t.elites + t.bosses);
  assert.equal(await total(page, 'events'), t.events);
  assert.deepEqual(routes(), { sts1: ONCE, sts2: NEVER });
  assert.equal(await page.getByText('Loading the route engine').count(), 0);
  h.assertNoErrors(page);
});

test('a game=sts2 link with a route loads the StS2 route module only, and walks it', async () => {
  const page = await h.page();
  const engines = engineRequests(page);
  const routes = routeRequests(page);
  const act = engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10, act: 1 }).acts[0];
  const cols = climb(act, 5);
  await page.goto(h.url(`/index.html?game=sts2&seed=ABCDEFGHJKLM&asc=10&act=1&route=${cols.join(',')}`), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  const t = engine.walk_route({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10, route: [cols] }).totals;
  assert.equal(await total(page, 'fights'), t.monsters + t.elites + t.bosses);
  assert.equal(await total(page, 'events'), t.events);
  assert.equal(await total(page, 'shops'), t.shops);
  assert.deepEqual(engines(), { sts1: NEVER, sts2: ONCE });
  assert.deepEqual(routes(), { sts1: NEVER, sts2: ONCE });
  h.assertNoErrors(page);
});

test('while the route module loads the panel says so; a failed load names it, and a preset tries again', async () => {
  const noWorker = { context: { serviceWorkers: 'block' } };
  const page = await h.page(undefined, noWorker);
  let release;
  const held = new Promise((r) => {
    release = r;
  });
  await page.route('**/www/pkg/spire_map_routes_bg.wasm', async (route) => {
    await held;
    return route.continue();
  });
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=0&act=1'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  const act = engine.generate_map({ seed: 'AGCK93XT', ascension: 0, act: 1 }).acts[0];
  const [x] = climb(act, 1);
  await page.locator(`button.map-node[data-x="${x}"][data-y="0"]`).click();
  await page.locator('#route-info .loading').filter({ hasText: 'Loading the route engine…' }).waitFor();
  assert.equal(await page.locator('#route-info .error').count(), 0);
  release();
  assert.equal(await total(page, 'fights'), 1);
  assert.equal(await page.locator('#route-info .loading').count(), 0);
  h.assertNoErrors(page);

  // A load that fails: the panel names the module; a preset loads it again and plans the route.
  const other = await h.page(undefined, noWorker);
  let fail = true;
  await other.route('**/www/pkg/spire_map_routes_bg.wasm', (route) => (fail ? route.abort() : route.continue()));
  await other.goto(h.url('/index.html?seed=AGCK93XT&asc=0&act=1'), { waitUntil: 'load' });
  await other.waitForSelector('html[data-ready="1"]');
  await other.locator(`button.map-node[data-x="${x}"][data-y="0"]`).click();
  await other.locator('#route-info .error').filter({ hasText: /Slay the Spire route engine \(www\/pkg\/spire_map_routes\.js\) could not be loaded/ }).waitFor();
  fail = false;
  await other.getByRole('button', { name: 'Clear route' }).click();
  await openDetails(other, '#best');
  await other.getByRole('button', { name: 'Most elites' }).click();
  const plan = engine.best_route({ seed: 'AGCK93XT', ascension: 0, act: 1, criterion: 'mostElites' });
  assert.equal(await total(other, 'elites'), plan.totals.elites);
  await other.waitForFunction((n) => document.querySelectorAll('button.map-node[data-route="1"]').length === n, plan.path.length + 1);
  assert.equal(await other.locator('#route-info .error').count(), 0);
  // The run start, which the failed load left unavailable, comes with the module loaded again.
  await other.locator('#ancient-caption .neow-line').first().waitFor();
  assert.doesNotMatch(await other.locator('#run-start').textContent(), /unavailable/);
  h.assertNoErrors(other, { allow: [/spire_map_routes_bg\.wasm/] });
});

test('offline: after one visit, routes of both games are walked with no network (the route modules are precached)', async () => {
  const page = await h.page();
  await page.goto(h.url('/index.html?seed=AGCK93XT&asc=0'));
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForSelector('html[data-offline="ready"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  for (const [game, seed] of [['sts1', 'AGCK93XT'], ['sts2', 'ABCDEFGHJKLM']]) {
    await page.goto(h.url(`/index.html?game=${game}&seed=${seed}&asc=0&act=1`));
    await page.waitForSelector('html[data-ready="1"]');
    const act = engine.generate_map({ game, seed, ascension: 0, act: 1 }).acts[0];
    const cols = climb(act, 3);
    const row0 = game === 'sts2' ? 1 : 0;
    for (let i = 0; i < cols.length; i++) await page.locator(`button.map-node[data-x="${cols[i]}"][data-y="${row0 + i}"]`).click();
    const t = engine.walk_route({ game, seed, ascension: 0, route: [cols] }).totals;
    assert.equal(await total(page, 'fights'), t.monsters + t.elites + t.bosses, game);
  }
  await page.context().setOffline(false);
  h.assertNoErrors(page);
});
