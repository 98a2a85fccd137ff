// Custom runs and the dailies on the page (docs/modifiers.md): a link's daily= without a seed opens
// that day's daily (seed, ascension, character, modifiers) and draws its maps as the CLI does
// (`spire-map map --daily DATE`); the Daily button opens today's; the Modifiers field changes the maps;
// a widget's modifiers draw the route module's maps (the map modules take none: www/engine.js).
// Screenshot: target/e2e/screenshots/daily.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { open, openViewer, drawnNodes, expectedNodes } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 1000 } });

const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));
const cli = (...args) => JSON.parse(execFileSync(EXE, [...args, '--format', 'json'], { encoding: 'utf8' }));

test('a link\'s daily= opens the day\'s daily as the CLI derives it; Daily opens today\'s; Modifiers redraws', async () => {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  const want = cli('daily', '--date', '2021-06-01');
  const maps = cli('map', '--daily', '2021-06-01', '--act', '1');
  const { page, problems } = await openViewer(h, '?daily=2021-06-01');
  assert.equal(await page.locator('#seed-input').inputValue(), want.seed);
  assert.equal(await page.locator('#modifiers').inputValue(), want.modifiers.join(','));
  assert.match(await page.locator('#modifiers-help').innerText(), /The daily of 2021-06-01: Heirloom, Certain Future, Deadly Events/);
  // Each of the engine's notes begins a sentence.
  assert.match(await page.locator('#modifiers-help').innerText(), /ascension 0\. The Daily Climb of game version 2\.x .*\. Ascension 0, no act 4/);
  // Certain Future: one room a row, the CLI's rooms.
  const nodes = (await drawnNodes(page)).filter((n) => n.room !== 'boss');
  assert.deepEqual(nodes.map((n) => [n.x, n.y, n.room]), maps.acts[0].nodes.map((n) => [n.x, n.y, n.room]));
  assert.equal(nodes.length, 15);
  assert.equal(await page.locator('#burning-caption').innerText(), 'No burning elite in this act (a daily has no keys).');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('daily'), '2021-06-01');
  assert.equal(url.searchParams.get('seed'), want.seed);
  await h.screenshot(page, 'daily', { fullPage: true });
  // Today's daily.
  const today = cli('daily');
  await page.locator('#daily-open').click();
  await page.waitForFunction((seed) => new URL(location.href).searchParams.get('seed') === seed, today.seed);
  assert.equal(await page.locator('#modifiers').inputValue(), today.modifiers.join(','));
  // A custom run: Elite Swarm on another seed (the daily flag goes with the seed).
  await page.locator('#seed-input').fill('AGCK93XT');
  await page.locator('#modifiers').fill('Elite Swarm');
  await page.locator('#modifiers').dispatchEvent('change');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('mods') === 'Elite Swarm');
  const swarm = cli('map', '--seed', 'AGCK93XT', '--act', '1', '--modifiers', 'Elite Swarm');
  const elites = (await drawnNodes(page)).filter((n) => n.room === 'elite').length;
  assert.equal(elites, swarm.acts[0].nodes.filter((n) => n.room === 'elite').length);
  assert.equal(new URL(page.url()).searchParams.get('daily'), null);
  assert.deepEqual(problems(), []);
});

test('a widget with modifiers draws the custom run\'s maps (from the route module) as the CLI does', async () => {
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  await page.evaluate(() => {
    const w = document.createElement('spire-map');
    for (const [k, v] of Object.entries({ game: 'sts2', seed: 'ABCDEFGHJKLM', act: '1', modifiers: 'BigGameHunter' })) w.setAttribute(k, v);
    document.getElementById('slot').append(w);
  });
  const w = page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  // Big Game Hunter: 12 elites in this act, against 5 without.
  const want = cli('map', '--game', 'sts2', '--seed', 'ABCDEFGHJKLM', '--act', '1', '--modifiers', 'BigGameHunter').acts[0];
  assert.deepEqual(await drawnNodes(w), expectedNodes(want));
  assert.equal(want.nodes.filter((n) => n.room === 'elite').length, 12);
  assert.deepEqual(problems(), []);
});

// A lobby's daily (StS2, Multiplayer on): the two-player daily (its own seed, characters and modifiers) as
// `spire-map daily --players 2` gives it and `map --daily DATE --multiplayer` draws it; Multiplayer off
// opens the same day's single-player daily. embed.html of the lobby daily's link gives its widget the
// page's own map options (both characters, the modifiers, the daily).
test('StS2 with Multiplayer on: the two-player daily, both characters; off, the single-player one; its embed (CLI)', async () => {
  const date = '2026-07-04';
  const two = cli('daily', '--game', 'sts2', '--date', date, '--players', '2');
  const one = cli('daily', '--game', 'sts2', '--date', date);
  assert.deepEqual([two.seed, two.character], ['04_07_2026_2P', ['regent', 'silent']]);
  const maps = cli('map', '--game', 'sts2', '--daily', date, '--multiplayer', '--act', '1');
  assert.equal(maps.seed, two.seed);
  const { page, problems } = await openViewer(h, `?game=sts2&mp=1&daily=${date}`);
  await page.waitForFunction((seed) => new URL(location.href).searchParams.get('seed') === seed, two.seed);
  assert.equal(await page.locator('#character').inputValue(), 'regent');
  assert.equal(await page.locator('#character2').inputValue(), 'silent');
  assert.equal(await page.locator('#modifiers').inputValue(), two.modifiers.join(','));
  assert.match(await page.locator('#modifiers-help').innerText(), /The daily of 2026-07-04 for two players \(regent and silent\)/);
  assert.match(await page.locator('#options-summary').innerText(), /multiplayer · Regent and Silent/);
  assert.deepEqual(await drawnNodes(page).then((ns) => ns.filter((n) => n.room !== 'boss').map((n) => [n.x, n.y, n.room])), maps.acts[0].nodes.filter((n) => n.room !== 'boss').map((n) => [n.x, n.y, n.room]));
  // The embed of this link: the widget's map options are the page's.
  const link = new URL(page.url()).search;
  const embed = await h.page(`/embed.html${link}`);
  await embed.locator('spire-map button.map-node').first().waitFor();
  const { want, have } = await embed.evaluate(async () => {
    const { parseQuery, mapOptions } = await import('./www/state.js');
    return { want: mapOptions(parseQuery(location.search).state), have: document.getElementById('map').options() };
  });
  assert.equal(have.character, 'regent,silent');
  for (const [k, v] of Object.entries(want)) if (k !== 'spoilers') assert.equal(String(have[k]), String(v), k);
  await embed.close();
  // Multiplayer off: the day's single-player daily.
  await page.locator('#multiplayer').uncheck();
  await page.waitForFunction((seed) => new URL(location.href).searchParams.get('seed') === seed, one.seed);
  assert.equal(await page.locator('#character').inputValue(), one.character);
  assert.equal(await page.locator('#modifiers').inputValue(), one.modifiers.join(','));
  // The build line's switch opens the main branch's daily of the day: each build rolls its own
  // character, ascension and modifiers (the same seed string), never the beta's with v0.107.1's maps.
  const main = cli('daily', '--game', 'sts2', '--date', date, '--build', 'v0.107.1');
  assert.notEqual(main.modifiers.join(','), one.modifiers.join(','));
  assert.match(await page.locator('#build-line').innerText(), /^The daily of 2026-07-04 as the beta v0\.109-v0\.111 rolls it \(the default\).*Open the main branch v0\.107\.1's daily$/);
  await page.locator('#build-switch').click();
  await page.waitForFunction((mods) => new URL(location.href).searchParams.get('mods') === mods, main.modifiers.join(','));
  assert.equal(new URL(page.url()).searchParams.get('build'), 'v0.107.1');
  assert.equal(await page.locator('#character').inputValue(), main.character);
  assert.equal(await page.locator('#ascension').inputValue(), String(main.ascension));
  const mainMaps = cli('map', '--game', 'sts2', '--daily', date, '--build', 'v0.107.1', '--act', '1');
  await page.waitForFunction((n) => document.querySelectorAll('#map-host button.map-node').length === n, mainMaps.acts[0].nodes.length);
  assert.deepEqual(await drawnNodes(page).then((ns) => ns.map((n) => [n.x, n.y, n.room]).sort()), mainMaps.acts[0].nodes.map((n) => [n.x, n.y, n.room]).sort());
  assert.deepEqual(problems(), []);
});

// embed.html with daily= and no seed (a guide site's embed of a day's daily): the widget draws the
// daily the CLI derives (its seed, ascension, characters and modifiers), and the note says which.
test("embed.html?daily=DATE without a seed draws the day's daily (StS2, two players) as the CLI does", async () => {
  const date = '2026-07-04';
  const want = cli('daily', '--game', 'sts2', '--date', date, '--players', '2');
  const maps = cli('map', '--game', 'sts2', '--daily', date, '--multiplayer', '--act', '1');
  const { page, problems } = await open(h, `/embed.html?game=sts2&mp=1&daily=${date}`);
  const w = page.locator('spire-map');
  await page.waitForFunction((seed) => document.getElementById('map').getAttribute('seed') === seed, want.seed);
  assert.deepEqual([await w.getAttribute('character'), await w.getAttribute('modifiers'), await w.getAttribute('ascension')], [want.character.join(','), want.modifiers.join(','), String(want.ascension)]);
  await w.locator('button.map-node').first().waitFor();
  assert.deepEqual(await drawnNodes(w), expectedNodes(maps.acts[0]));
  assert.match(await page.locator('#notes').innerText(), /The daily of 2026-07-04 for two players \(regent and silent\)/);
  assert.match(await page.locator('#full-view').getAttribute('href'), /seed=04_07_2026_2P/);
  assert.deepEqual(problems(), []);
});
