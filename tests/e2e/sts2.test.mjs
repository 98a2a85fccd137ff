// Slay the Spire 2 in the page, the <spire-map> widget and embed.html (issue 5): the game switch,
// the engine's StS2 maps (Ancient, room rows, boss nodes), the build note, StS1-only controls
// hidden, multiplayer, routes from row 1, the first ? room's base odds, and StS2's link rules (the
// run-start facts and Reveal: sts2-run.test.mjs). Expected maps and routes come from the engine loaded in Node.
//
// Needs an engine build with StS2 (main has it since the sts2 merge); with an older build the tests
// are skipped and say why.
// SPIRE_MAP_E2E_ROOT=/some/copy runs them against another copy of the page and its www/pkg.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { hasSts2, open, openViewer, drawnNodes, expectedNodes, clickRoute, routeKeys, openDetails } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

const root = process.env.SPIRE_MAP_E2E_ROOT || ROOT;
setUp({ engine: true, root, viewport: { width: 1280, height: 1000 }, launchIf: hasSts2 });
/** Whether this engine build has Slay the Spire 2 maps (else the harness was not launched). */
const ready = () => h !== null;

const SKIP = 'this engine build has no Slay the Spire 2 maps';

/** Slay the Spire 2's base ? odds, spec sts2.md §6 ("Base odds: Monster 0.10, Elite -1, Treasure 0.02, Shop 0.03; Event the remainder"). */
const SPEC_BASE = { monster: '10%', shop: '3%', treasure: '2%', event: '85%' };

test('the game switch: StS2 maps as the engine makes them, the build note, StS2 controls only, base ? odds', async (t) => {
  if (!ready()) return t.skip(SKIP);
  const { page, problems } = await openViewer(h, '?seed=AGCK93XT&asc=20&act=4');
  await page.getByLabel('Slay the Spire 2').check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('game') === 'sts2');
  // The seed string is kept; act 4 and ascension 20 do not exist in StS2.
  const set = engine.generate_map({ game: 'sts2', seed: 'AGCK93XT', ascension: 10 });
  assert.equal(await page.locator('#ascension').inputValue(), '10');
  assert.deepEqual(await page.locator('#ascension option').allInnerTexts(), Array.from({ length: 11 }, (_, i) => String(i)));
  assert.equal(await page.getByRole('tab', { name: 'Act 1' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('#tab-4').isVisible(), false);
  assert.deepEqual(await drawnNodes(page), expectedNodes(set.acts[0]));
  assert.match(await page.locator('#map-caption').innerText(), new RegExp(`^Act 1: ${set.acts[0].name.replace(/[/]/g, '\\/')} · floors 1-`));
  for (const act of [2, 3]) {
    await page.getByRole('tab', { name: `Act ${act}` }).click();
    assert.deepEqual(await drawnNodes(page), expectedNodes(set.acts[act - 1]), `act ${act}`);
    assert.match(await page.locator('#map-caption').innerText(), new RegExp(`^Act ${act}: ${set.acts[act - 1].name}`));
  }
  // A10, act 3: two boss nodes.
  assert.equal(await page.locator('button.map-node[data-room="boss"]').count(), set.acts[2].bossNodes.length);
  // Which build, on the one line of assumptions above the map; what its maps were checked against, one click away.
  assert.match(await page.locator('#assumed-line').innerText(), /^Assumed: Ironclad · mature profile · beta v0\.109-v0\.111/);
  await page.locator('#assumed-line').click();
  const note = page.locator('#sts2-note');
  assert.equal(await note.isVisible(), true);
  assert.match(await note.innerText(), /follow the generator of game builds v0\.109-v0\.111 \(the beta\); checked node for node against 42 maps from the game's own v0\.111 map code/);
  assert.match(await page.locator('#build-line').innerText(), /^An 8-character seed: maps of the beta v0\.109-v0\.111 \(the default\)\./);
  // StS1-only controls are gone, multiplayer is there; seeds are strings only.
  for (const id of ['#final-act', '#emerald-key', '#tiny-chest', '#juzu']) assert.equal(await page.locator(id).isVisible(), false, id);
  assert.equal(await page.locator('input[name=seed-form][value=number]').isVisible(), false);
  assert.match(await page.locator('#seed-status').innerText(), new RegExp(`run seed ${set.seedValue}`));
  // Odds before any route: those of the act's first ? room (the spec's base odds), said to be so.
  await page.getByRole('tab', { name: 'Act 1' }).click();
  const q = set.acts[0].nodes.find((n) => n.room === 'event');
  await page.locator(`button.map-node[data-x="${q.x}"][data-y="${q.y}"]`).click();
  const info = page.locator('#node-info');
  await info.getByText('No route chosen yet: odds as if this were the first ? room of the act.', { exact: false }).waitFor();
  for (const [k, v] of Object.entries(SPEC_BASE)) assert.equal(await info.locator(`tr[data-outcome="${k}"] td.pct`).innerText(), v, k);
  assert.equal(await info.locator('tr[data-outcome="elite"]').count(), 0, 'elites never come from StS2 ? rooms');
  // The engine walks StS2 routes: Reveal is offered, off by default (odds only).
  assert.equal(await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).isDisabled(), false);
  assert.equal(await page.locator('#reveal-state').innerText(), 'Odds only: no spoilers.');
  await h.screenshot(page, 'sts2-page', { fullPage: true });
  // Multiplayer: one room row fewer.
  await page.getByLabel('Multiplayer', { exact: false }).check();
  const mp = engine.generate_map({ game: 'sts2', seed: 'AGCK93XT', ascension: 10, multiplayer: true, act: 1 }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(mp));
  await page.waitForFunction(() => new URLSearchParams(location.search).get('mp') === '1');
  // Typing a seed: time to the map painted.
  const input = page.locator('#seed-input');
  await input.fill('');
  await input.pressSequentially('7K2M9QXR4TZ1');
  const want = engine.generate_map({ game: 'sts2', seed: '7K2M9QXR4TZ1', ascension: 10, multiplayer: true, act: 1 }).acts[0];
  assert.deepEqual(await drawnNodes(page), expectedNodes(want));
  const ms = Number(await page.evaluate(() => document.documentElement.dataset.paintMs));
  console.log(`# StS2: typing a seed to the map painted: ${ms} ms (draw ${await page.evaluate(() => document.documentElement.dataset.drawMs)} ms)`);
  assert.ok(ms < 250, `redraw took ${ms} ms`);
  // Back to StS1: its controls return.
  await page.getByLabel('Slay the Spire', { exact: true }).check();
  assert.equal(await page.locator('#final-act').isVisible(), true);
  assert.equal(await page.locator('#tab-4').isVisible(), true);
  assert.deepEqual(problems(), []);
});

test('StS2 routes start above the Ancient and end at the boss(es); presets are the engine best_route; links round-trip', async (t) => {
  if (!ready()) return t.skip(SKIP);
  const seed = 'ABCDEFGHJKLM';
  const plan = engine.best_route({ game: 'sts2', seed, ascension: 10, act: 3, criterion: 'mostEvents' });
  const act = engine.generate_map({ game: 'sts2', seed, ascension: 10, act: 3 }).acts[0];
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${seed}&asc=10&act=3`);
  await openDetails(page, '#best');
  await page.getByRole('button', { name: 'Most ? rooms' }).click();
  // (The preset waits for the route module, loaded on first use.)
  await page.locator('button.map-node[data-route="1"]').first().waitFor();
  const expected = [`${act.ancientNode[0]},${act.ancientNode[1]}`, ...plan.path.map(([x, y]) => `${x},${y}`)].sort();
  assert.deepEqual(await routeKeys(page), expected);
  assert.equal(await page.locator('button.map-node[data-route="1"][data-room="boss"]').count(), act.bossNodes.length);
  // The route by hand, and its link.
  await page.getByRole('button', { name: 'Clear route' }).click();
  const cols = plan.path.map(([x]) => x);
  await clickRoute(page, cols, 1);
  assert.deepEqual(await routeKeys(page), expected);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('route'));
  await page.waitForTimeout(300);
  assert.equal(new URL(page.url()).searchParams.get('route'), `//${cols.join(',')}`);
  const again = await openViewer(h, new URL(page.url()).search);
  assert.deepEqual(await routeKeys(again.page), expected);
  // Totals counted from the icons, said to be so (no gold: StS2's rewards are not modelled).
  const total = async (k) => Number(await again.page.locator(`[data-total="${k}"] dd`).innerText());
  const rooms = plan.path.map(([x, y]) => act.nodes.find((n) => n.x === x && n.y === y).room);
  assert.equal(await total('events'), rooms.filter((r) => r === 'event').length);
  assert.equal(await total('elites'), rooms.filter((r) => r === 'elite').length);
  assert.equal(await again.page.locator('.gold-total').count(), 0);
  assert.deepEqual(problems().concat(again.problems()), []);
});

test('StS2 link rules: seed numbers, act 4 and ascension above 10 are refused with notes', async (t) => {
  if (!ready()) return t.skip(SKIP);
  const { page, problems } = await openViewer(h, '?game=sts2&seedValue=-5&act=4&asc=20&final=0&tiny=1');
  const notes = await page.locator('#notes').innerText();
  assert.match(notes, /Slay the Spire 2 seeds are strings \(seed=…\), not numbers: seedValue was ignored/);
  assert.match(notes, /Slay the Spire 2 has 3 acts: showing act 1 instead of act 4/);
  assert.match(notes, /Slay the Spire 2's ascension goes up to 10: showing 10 instead of 20/);
  assert.match(notes, /only for Slay the Spire 1, ignored: final, tiny/);
  // A random StS2 seed was drawn instead: 12 symbols of its alphabet.
  const seed = await page.locator('#seed-input').inputValue();
  assert.match(seed, /^[0-9A-HJ-NP-Z]{12}$/);
  assert.deepEqual(await drawnNodes(page), expectedNodes(engine.generate_map({ game: 'sts2', seed, ascension: 10, act: 1 }).acts[0]));
  assert.deepEqual(problems(), []);
});

test('the widget and embed.html: game="sts2"', async (t) => {
  if (!ready()) return t.skip(SKIP);
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  await page.evaluate(() => {
    for (const [id, attrs] of [
      ['ok', { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '2', ascension: '1' }],
      ['act4', { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '4' }],
      ['number', { game: 'sts2', 'seed-value': '12345' }],
      ['mp', { game: 'sts2', seed: 'ABCDEFGHJKLM', act: '1', multiplayer: 'true' }],
    ]) {
      const w = document.createElement('spire-map');
      w.id = id;
      for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
      document.getElementById('slot').append(w);
    }
  });
  const ok = page.locator('#ok');
  await ok.locator('button.map-node').first().waitFor();
  const set = engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 1, act: 2 });
  assert.deepEqual(await drawnNodes(ok), expectedNodes(set.acts[0]));
  assert.match(await ok.locator('.note').innerText(), /^Slay the Spire 2 maps follow the generator of game builds v0\.109-v0\.111 \(the beta\); checked node for node against 42 maps/);
  assert.match(await ok.locator('.title').innerText(), new RegExp(`Act 2: ${set.acts[0].name}`));
  await page.locator('#mp').locator('button.map-node').first().waitFor();
  assert.deepEqual(await drawnNodes(page.locator('#mp')), expectedNodes(engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', multiplayer: true, act: 1 }).acts[0]));
  await page.locator('#act4').locator('.error').filter({ hasText: /three acts/ }).waitFor();
  await page.locator('#number').locator('.error').filter({ hasText: /Slay the Spire 2 takes the seed string only/ }).waitFor();
  await h.screenshot(page, 'sts2-widget', { fullPage: true });
  const e = await open(h, '/embed.html?game=sts2&seed=ABCDEFGHJKLM&act=3&asc=10');
  const w = e.page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  assert.deepEqual(await drawnNodes(w), expectedNodes(engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10, act: 3 }).acts[0]));
  // A link's event met reaches the widget's walk: TQM88QFMHSQR's floor 3, branches unless named.
  const chosen = await open(h, '/embed.html?game=sts2&seed=TQM88QFMHSQR&asc=10&act=1&spoil=1&route=1,1,1,0,0&events=3:SPIRALING_WHIRLPOOL');
  await chosen.page.locator('spire-map .spoilers').filter({ hasText: 'floor 3 (?) event: Spiraling Whirlpool' }).waitFor();
  assert.deepEqual(problems().concat(e.problems(), chosen.problems()), []);
});

// The maps a route's choices change reach the widget too (issue 40): TQM88QFMHSQR's run
// (tests/golden/runfiles/sts2/; sts2-rewards.test.mjs walks it in the page) took the Spoils Map at The
// Legends Were True on floor 15, so act 2 is the hourglass map. Expected: the CLI's `route` `maps[1]`
// and warning with the same choices, its `map` without them. Golden Compass: 8DVXPWUWRY took it at
// act 2's Ancient (the page's test is in sts2-rewards.test.mjs), the CLI's `maps[1]` again.
const EXE = ['release', 'debug'].map((p) => path.join(root, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));

test('the widget: an events attribute naming NAB_THE_MAP draws act 2 as the Spoils Map\'s hourglass map, keeps its route and says why; embed.html\'s events= and ancients= (Golden Compass) too (CLI)', async (t) => {
  if (!ready()) return t.skip(SKIP);
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  const seed = 'TQM88QFMHSQR';
  const route = '0,0,1,1,0,1,2,3,3,3,4,4,4,3,3';
  const events = ['3:SPIRALING_WHIRLPOOL:OBSERVE', '15:THE_LEGENDS_WERE_TRUE:NAB_THE_MAP', '28:FAKE_MERCHANT'];
  const cli = (args) => JSON.parse(execFileSync(EXE, [...args, '--game', 'sts2', '--seed', seed, '--ascension', '10', '--format', 'json'], { encoding: 'utf8' }));
  const want = cli(['route', '--start-act', '2', '--route', route, ...events.flatMap((e) => ['--event', e])]);
  const hourglass = want.maps[1];
  const normal = cli(['map', '--act', '2']).acts[0];
  assert.notDeepEqual(expectedNodes(hourglass), expectedNodes(normal), 'the Spoils Map changes act 2 (CLI)');
  const why = want.warnings.find((w) => /^act 2: the Spoils Map/.test(w));
  assert.ok(why, 'the CLI says why');
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  await page.evaluate(({ seed, route, events }) => {
    const w = document.createElement('spire-map');
    w.id = 'spoils';
    for (const [k, v] of Object.entries({ game: 'sts2', seed, ascension: '10', act: '2', route, events })) w.setAttribute(k, v);
    document.getElementById('slot').append(w);
  }, { seed, route, events: events.join(',') });
  const w = page.locator('#spoils');
  await w.locator('.note').filter({ hasText: why }).waitFor();
  assert.deepEqual(await drawnNodes(w), expectedNodes(hourglass), 'the hourglass map, as the CLI draws it');
  assert.deepEqual(await routeKeys(w), want.floors.filter((f) => f.act === 2).map((f) => `${f.x},${f.y}`).sort(), 'the route is kept, on the CLI\'s rooms');
  assert.equal(await w.locator('.error').innerText(), '');
  await h.screenshot(page, 'sts2-widget-spoils-map', { fullPage: true });
  // embed.html passes a link's events= to its widget.
  const e = await open(h, `/embed.html?game=sts2&seed=${seed}&asc=10&act=2&route=${route}&events=${events.join(',')}`);
  const ew = e.page.locator('spire-map');
  await ew.locator('.note').filter({ hasText: why }).waitFor();
  assert.deepEqual(await drawnNodes(ew), expectedNodes(hourglass), 'embed.html: the hourglass map');
  // Golden Compass taken at act 2's Ancient (ancients=): 8DVXPWUWRY's act 2 is the golden path (v0.108; sts2-rewards.test.mjs).
  const golden = JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', '8DVXPWUWRY', '--build', 'v0.108', '--ascension', '10', '--start-act', '2', '--route', '3', '--ancient', '18:GOLDEN_COMPASS', '--format', 'json'], { encoding: 'utf8' }));
  const g = await open(h, '/embed.html?game=sts2&seed=8DVXPWUWRY&build=v0.108&asc=10&act=2&ancients=18:GOLDEN_COMPASS');
  const gw = g.page.locator('spire-map');
  await gw.locator('.note').filter({ hasText: golden.warnings.find((x) => /^act 2: Golden Compass/.test(x)) }).waitFor();
  assert.deepEqual(await drawnNodes(gw), expectedNodes(golden.maps[1]), 'embed.html: the golden path');
  assert.deepEqual(problems().concat(e.problems(), g.problems()), []);
});
