// What a Slay the Spire 2 seed decides at run start, in the page, the <spire-map> widget and
// embed.html (issue 14 point 5): each act's real name, its boss(es) above the map and on the boss
// node(s) (both at ascension 10 in the last act, one per node), the Ancient on its node and in the
// clicked-room panel, Neow's three options on act 1's Ancient, the mature-profile note; and Reveal
// showing an StS2 route's fights and ? outcomes.
//
// Expected values: the run-start facts of seed TQM88QFMHSQR (ascension 10) come from a real save,
// tests/golden/sts2/runs/TQM88QFMHSQR.json (act ids, Ancient ids, boss ids, Neow's options in
// order), read here; the page shows names, and carries the game's ids beside them (data-*), which
// must equal the save's. The readable name of each id is the engine's (loaded in Node). The build
// selector is checked against the v0.108 save 8DVXPWUWRY.json.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { open, openViewer, drawnNodes, expectedNodes, openDetails } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

const SEED = 'TQM88QFMHSQR';
const GOLDEN = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/sts2/runs/TQM88QFMHSQR.json'), 'utf8'));
/** A v0.108-era save (its seed hashed with the older 32-bit string hash): the build selector's check. */
const GOLDEN_V108 = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/sts2/runs/8DVXPWUWRY.json'), 'utf8'));

setUp({ engine: true, viewport: { width: 1280, height: 1000 } });

let maps = null;
/** The engine's maps of the golden seed (made on first use: `engine` is set by setUp's before()). */
const set = () => (maps ??= engine.generate_map({ game: 'sts2', seed: SEED, ascension: GOLDEN.ascension }));

/** The save's boss ids of an act (0-based), in order: the boss, then A10's second boss if any. */
const bossIds = (i) => [GOLDEN.acts[i].rooms.boss_id, GOLDEN.acts[i].rooms.second_boss_id].filter(Boolean);
/** The engine's readable name of a game id, from its own parallel lists. */
function nameOf(ids, names, id) {
  const i = ids.indexOf(id);
  assert.ok(i >= 0, `the engine knows ${id}`);
  return names[i];
}

/** Whether a small canvas has drawn (non-transparent) pixels. */
const drawn = (canvas) =>
  canvas.evaluate((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n += 1;
    return n;
  });

test('the page: act names, bosses above the map and on their nodes, the Ancient, Neow, the mature-profile note (golden save)', async () => {
  assert.equal(GOLDEN.seed, SEED);
  assert.equal(GOLDEN.ascension, 10);
  assert.deepEqual(bossIds(2).length, 2, 'the save has the ascension-10 second boss in act 3');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=${GOLDEN.ascension}&act=1`);
  // Act tabs: the seed's act ids and their names (act 1 is Underdocks here, not "Overgrowth / Underdocks").
  for (let i = 0; i < 3; i++) {
    const tab = page.locator(`#tab-${i + 1}`);
    assert.equal(await tab.getAttribute('data-act-id'), GOLDEN.acts[i].id, `act ${i + 1}`);
    assert.equal(set().acts[i].id, GOLDEN.acts[i].id);
    assert.equal(await tab.innerText(), `Act ${i + 1} ${set().acts[i].name}`);
  }
  assert.equal(set().acts[0].name, 'Underdocks');
  for (let i = 0; i < 3; i++) {
    const act = set().acts[i];
    if (i) await page.getByRole('tab', { name: `Act ${i + 1}` }).click();
    assert.match(await page.locator('#map-caption').innerText(), new RegExp(`^Act ${i + 1}: ${act.name} · floors`));
    // Above the map: each boss by its game id (the save's), its name and its icon.
    const ids = bossIds(i);
    const spans = page.locator('#boss-caption .boss-name');
    assert.equal(await spans.count(), ids.length, `act ${i + 1}: boss count`);
    for (let k = 0; k < ids.length; k++) {
      const s = spans.nth(k);
      assert.equal(await s.getAttribute('data-boss-id'), ids[k]);
      assert.equal(await s.innerText(), nameOf(act.bossIds, act.bosses, ids[k]));
      assert.ok((await drawn(s.locator('canvas'))) > 50, 'the boss icon is drawn');
    }
    assert.equal(await page.locator('#boss-caption').innerText(), ids.length > 1 ? `Bosses: ${act.bosses[0]}, then ${act.bosses[1]} (ascension 10)` : `Boss: ${act.bosses[0]}`);
    // On the map: every node's accessible name, each boss node with its own boss, the Ancient with its name.
    assert.deepEqual(await drawnNodes(page), expectedNodes(act));
    const bossNodes = act.nodes.filter((n) => n.room === 'boss').sort((a, b) => a.y - b.y);
    assert.equal(bossNodes.length, ids.length);
    for (let k = 0; k < ids.length; k++) {
      const b = bossNodes[k];
      const name = nameOf(act.bossIds, act.bosses, ids[k]);
      assert.equal(await page.locator(`button.map-node[data-x="${b.x}"][data-y="${b.y}"]`).getAttribute('aria-label'), `Floor ${act.firstFloor + b.y}: boss — ${name}`);
      await page.locator(`button.map-node[data-x="${b.x}"][data-y="${b.y}"]`).click();
      const p = page.locator('#node-info p.boss-names');
      assert.equal(await p.getAttribute('data-boss-id'), ids[k]);
      assert.match(await p.innerText(), new RegExp(`^${k ? 'Second boss' : 'Boss'}: ${name}`));
      assert.match(await page.locator('#node-info').innerText(), /Assuming a mature profile/);
    }
    // The Ancient: on its node, above the map and in the panel.
    const ancientName = nameOf([act.ancientId], [act.ancient], GOLDEN.acts[i].rooms.ancient_id);
    const [ax, ay] = act.ancientNode;
    const node = page.locator(`button.map-node[data-x="${ax}"][data-y="${ay}"]`);
    assert.equal(await node.getAttribute('aria-label'), `Floor ${act.firstFloor}: Ancient — ${ancientName}`);
    const line = page.locator('#ancient-caption');
    assert.equal(await line.locator('.ancient-name').getAttribute('data-ancient-id'), GOLDEN.acts[i].rooms.ancient_id);
    assert.match(await line.innerText(), /\(mature profile assumed\)$/);
    await node.click();
    const info = page.locator('#node-info');
    assert.equal(await info.locator('p.ancient-name').innerText(), `Ancient: ${ancientName}`);
    assert.equal(await info.locator('p.ancient-name').getAttribute('data-ancient-id'), GOLDEN.acts[i].rooms.ancient_id);
    if (i === 0) {
      // Neow's three options, in the order the game offered them in the save.
      const want = GOLDEN.neow_choice.options_in_order.map((o) => `RELIC.${o}`);
      assert.equal(await info.locator('ol.neow-options').getAttribute('data-ids'), want.join(','));
      const names = want.map((id) => nameOf(act.neowIds, act.neow, id));
      assert.deepEqual(await info.locator('ol.neow-options li').allInnerTexts(), names);
      assert.equal(await line.locator('.neow-line').getAttribute('data-ids'), want.join(','));
      assert.equal(await line.innerText(), `Ancient: ${ancientName} · offers ${names.join(', ')} (mature profile assumed)`);
      await h.screenshot(page, 'sts2-run-act1-neow', { fullPage: true });
    } else {
      assert.equal(await info.locator('ol.neow-options').count(), 0);
      assert.equal(await line.innerText(), `Ancient: ${ancientName} (mature profile assumed)`);
    }
  }
  // No more "Boss: not part of the map".
  assert.doesNotMatch(await page.locator('body').innerText(), /not part of the map/);
  // An assumption, with the others one click away (#assumed), not a warning.
  assert.match(await page.locator('#assumed-notes').textContent(), /assume a mature profile/);
  await h.screenshot(page, 'sts2-run-act3-bosses', { fullPage: true });
  assert.deepEqual(problems(), []);
});

test('the page on a phone: the act names fit the tabs, the Ancient line below the map', async () => {
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&act=1`, { width: 390, height: 844 });
  for (let i = 1; i <= 3; i++) {
    const fits = await page.locator(`#tab-${i}`).evaluate((t) => t.scrollWidth <= t.clientWidth + 1 && t.getBoundingClientRect().height < 48);
    assert.ok(fits, `tab ${i} fits on one line`);
  }
  assert.match(await page.locator('#ancient-caption').innerText(), /^Ancient: Neow · offers /);
  await h.screenshot(page, 'sts2-run-phone');
  assert.deepEqual(problems(), []);
});

test('the widget and embed.html: both bosses of act 3, the Ancient and Neow', async () => {
  const e = await open(h, `/embed.html?game=sts2&seed=${SEED}&asc=10&act=3`);
  const w = e.page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  const act = set().acts[2];
  assert.deepEqual(await drawnNodes(w), expectedNodes(act));
  const bosses = w.locator('.boss b');
  assert.deepEqual(await bosses.evaluateAll((bs) => bs.map((b) => b.dataset.bossId)), bossIds(2));
  assert.deepEqual(await bosses.allInnerTexts(), act.bosses);
  for (let k = 0; k < 2; k++) assert.ok((await drawn(bosses.nth(k).locator('canvas'))) > 50);
  assert.equal(await w.locator('.ancient b').getAttribute('data-ancient-id'), GOLDEN.acts[2].rooms.ancient_id);
  assert.equal(await w.locator('.title').innerText(), `Act 3: ${act.name}`);
  const top = act.nodes.filter((n) => n.room === 'boss').sort((a, b) => b.y - a.y)[0];
  await w.locator(`button.map-node[data-x="${top.x}"][data-y="${top.y}"]`).click();
  assert.match(await w.locator('.info').innerText(), new RegExp(`Second boss: ${act.bosses[1]}`));
  await h.screenshot(e.page, 'sts2-run-embed-act3', { fullPage: true });
  const one = await open(h, `/embed.html?game=sts2&seed=${SEED}&asc=10&act=1`);
  const w1 = one.page.locator('spire-map');
  await w1.locator('button.map-node').first().waitFor();
  const want = GOLDEN.neow_choice.options_in_order.map((o) => `RELIC.${o}`);
  assert.equal(await w1.locator('.ancient .neow-line').getAttribute('data-ids'), want.join(','));
  const [ax, ay] = set().acts[0].ancientNode;
  await w1.locator(`button.map-node[data-x="${ax}"][data-y="${ay}"]`).click();
  assert.deepEqual(await w1.locator('ol.neow-options li').allInnerTexts(), want.map((id) => nameOf(set().acts[0].neowIds, set().acts[0].neow, id)));
  assert.deepEqual(e.problems().concat(one.problems()), []);
});

/** A StS2 event as the panel names it: the event, or each it can be. */
const eventText = (e) => (Array.isArray(e.branches) ? e.branches.map((b) => b.name).join(' or ') : e.name);

/** The end of a revealed route room's accessible name, from an engine FloorStep (seed-exact). */
function revealedName(f) {
  if (f.room === 'monster' || f.room === 'elite') return ` — ${f.encounter}`;
  if (f.room === 'event' && f.outcome === 'event') return ` — event: ${eventText(f.event)}`;
  if (f.room === 'event') return ` — ${{ monster: 'fight', shop: 'shop', treasure: 'treasure chest' }[f.outcome]}${f.encounter ? `: ${f.encounter}` : ''}`;
  return '';
}

test('Reveal for StS2: the saved run\'s first rooms (golden), then a whole route as the engine walks it', async () => {
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&asc=10&act=1`);
  const toggle = page.getByRole('switch', { name: 'Reveal fights and ? outcomes' });
  assert.equal(await toggle.isDisabled(), false);
  assert.equal(await toggle.isChecked(), false);
  // The save's route: the Ancient (3,0), then (1,1), (1,2) and (1,3).
  const visited = GOLDEN.visited_map_coords;
  assert.deepEqual(visited[0], set().acts[0].ancientNode);
  const cols = visited.slice(1).map(([x]) => x);
  for (let i = 0; i < cols.length; i++) await page.locator(`button.map-node[data-x="${cols[i]}"][data-y="${i + 1}"]`).click();
  const names = async () =>
    (await page.locator('button.map-node[data-route="1"]').evaluateAll((bs) => bs.map((b) => ({ y: Number(b.dataset.y), name: b.getAttribute('aria-label') }))))
      .sort((a, b) => a.y - b.y)
      .map((b) => b.name);
  // Odds only: no fight, no outcome.
  for (const n of (await names()).slice(1)) assert.doesNotMatch(n, /—/, n);
  const act = set().acts[0];
  const fight = nameOf(act.monsterIds, act.monsters, GOLDEN.map_point_history_summary.act1[1][2]);
  assert.ok(!(await page.locator('body').innerText()).includes(fight));
  await toggle.check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('spoil') === '1');
  // Floor 2: the save's first fight; floor 3: its ? became an event (the save's roll), with odds.
  const shown = await names();
  assert.equal(shown[1], `Floor 2: monster — ${fight}`);
  assert.deepEqual(GOLDEN.unknown_roll_check.expected, ['Event']);
  assert.match(shown[2], /^Floor 3: \? room — event: /);
  const walk = engine.walk_route({ game: 'sts2', seed: SEED, ascension: 10, route: [cols] });
  const q = walk.floors.find((f) => f.floor === 3);
  assert.equal(q.outcome, 'event');
  assert.equal(shown[2], `Floor 3: ? room — event: ${eventText(q.event)}`);
  await page.locator(`button.map-node[data-x="${cols[1]}"][data-y="2"]`).click();
  const info = page.locator('#node-info');
  assert.ok((await info.locator('p.spoiler', { hasText: 'This ? room' }).innerText()).startsWith(`This ? room becomes an event: ${eventText(q.event)}`));
  // Where the run's state decides among several events, each is listed with what it needs.
  const branches = Array.isArray(q.event.branches) ? q.event.branches : [];
  assert.equal(await info.locator('ul.event-branches li').count(), branches.length);
  assert.equal(await info.locator('tr.rolled').getAttribute('data-outcome'), 'event');
  // Its only next room is a shop, so it could not be a shop (spec §10): base odds without the shop.
  assert.equal(await info.locator('tr[data-outcome="monster"] td.pct').innerText(), '10%');
  assert.equal(await info.locator('tr[data-outcome="shop"] td.pct').innerText(), '0%');

  // A whole route (the "Most ? rooms" preset): every floor as the engine's seed-exact walk says.
  await page.getByRole('button', { name: 'Clear route' }).click();
  await openDetails(page, '#best');
  await page.getByRole('button', { name: 'Most ? rooms' }).click();
  const plan = engine.best_route({ game: 'sts2', seed: SEED, ascension: 10, act: 1, criterion: 'mostEvents' });
  const route = plan.path.filter(([, y]) => y >= 1).sort((a, b) => a[1] - b[1]).map(([x]) => x);
  const full = engine.walk_route({ game: 'sts2', seed: SEED, ascension: 10, route: [route] });
  await page.locator('button.map-node[data-route="1"][data-room="boss"]').first().waitFor();
  const all = await names();
  const byFloor = new Map(full.floors.map((f) => [f.floor, f]));
  let fights = 0;
  let events = 0;
  for (const n of all) {
    const floor = Number(/^Floor (\d+)/.exec(n)[1]);
    const f = byFloor.get(floor);
    if (!f || f.room === 'boss' || f.room === 'ancient') continue;
    assert.equal(n.slice(n.indexOf(':') + 2), `${{ monster: 'monster', elite: 'elite', event: '? room', shop: 'shop', rest: 'rest site', treasure: 'treasure' }[f.room]}${revealedName(f)}`, `floor ${floor}`);
    if (f.encounter) fights += 1;
    if (f.event) events += 1;
  }
  assert.ok(fights >= 3 && events >= 1, `the route has fights (${fights}) and event candidates (${events})`);
  // The route list: each ? with its outcome and its seed-exact odds.
  for (const f of full.floors.filter((x) => x.room === 'event')) {
    const li = page.locator('#route-info ol.steps li[data-room="event"]').filter({ has: page.locator('.step-floor', { hasText: new RegExp(`^Floor ${f.floor}$`) }) });
    assert.equal(await li.getAttribute('data-spoiler'), f.outcome);
    const pct = `${Math.round(f.odds.monster * 1000) / 10}%`;
    assert.match(await li.locator('.step-odds').innerText(), new RegExp(`Monster ${pct.replace('.', '\\.')}`));
  }
  assert.match(await page.locator('#route-info').innerText(), /skip/i, "the walk's note on event candidates");
  await h.screenshot(page, 'sts2-run-revealed', { fullPage: true });
  // The widget: its switch is there for StS2 and reveals the same.
  const e = await open(h, `/embed.html?game=sts2&seed=${SEED}&asc=10&act=1&spoil=1&route=${route.join(',')}`);
  const w = e.page.locator('spire-map');
  await w.locator('.spoilers').filter({ hasText: /Fights and \? outcomes:/ }).waitFor();
  assert.equal(await w.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).isVisible(), true);
  const first = full.floors.find((f) => f.encounter && f.room === 'monster');
  assert.ok((await w.locator('.spoilers').innerText()).includes(`floor ${first.floor} ${first.encounter}`));
  assert.deepEqual(problems().concat(e.problems()), []);
});

test('the StS2 build: a 10-character seed draws the main branch v0.107.1 and says so, one click reads it as the beta, v0.108, build= in the link, the widget', async () => {
  // The v0.108 save of the golden data: a 10-character seed, hashed with the older 32-bit string hash.
  const seed = GOLDEN_V108.seed;
  const { page, problems } = await openViewer(h, `?seed=AGCK93XT`);
  assert.equal(await page.locator('#build').isVisible(), false, 'StS1 has no build selector');
  assert.equal(await page.locator('#build-line').isVisible(), false, 'StS1 has no build line');
  const again = await openViewer(h, `?game=sts2&seed=${seed}&asc=${GOLDEN_V108.ascension}&act=1`);
  const p = again.page;
  assert.equal(await p.locator('#build').isVisible(), true);
  assert.equal(await p.locator('#build').inputValue(), '');
  // No build chosen: the seed's length picks the main branch, and the page says so above the map.
  const main = engine.generate_map({ game: 'sts2', seed, ascension: GOLDEN_V108.ascension, build: 'v0.107.1', act: 1 });
  const beta = engine.generate_map({ game: 'sts2', seed, ascension: GOLDEN_V108.ascension, build: 'v0.109', act: 1 });
  assert.notDeepEqual(expectedNodes(beta.acts[0]), expectedNodes(main.acts[0]), 'the branches differ for this seed');
  assert.deepEqual(await drawnNodes(p), expectedNodes(main.acts[0]));
  assert.match(await p.locator('#build-line').innerText(), /^A 10-character seed: maps of the main branch v0\.107\.1\. Read it as the beta v0\.109-v0\.111's$/);
  assert.match(await p.locator('#sts2-note').textContent(), /game build v0\.107\.1 \(the Steam main branch/);
  assert.match(await p.locator('#run-start').textContent(), /game build: main branch v0\.107\.1/);
  assert.equal(await p.locator('#seed-warnings').innerText().then((t) => t.includes('character seed')), false, 'said once, above the map');
  // One click: the beta's maps, kept in the link.
  await p.locator('#build-switch').click();
  await p.waitForFunction(() => new URLSearchParams(location.search).get('build') === 'v0.109');
  assert.deepEqual(await drawnNodes(p), expectedNodes(beta.acts[0]));
  assert.match(await p.locator('#build-line').innerText(), /^Maps of the beta v0\.109-v0\.111 \(chosen\)\. Read it as the main branch v0\.107\.1's$/);
  await h.screenshot(p, 'sts2-build-line');
  await p.locator('#build').selectOption('v0.108');
  await p.waitForFunction(() => new URLSearchParams(location.search).get('build') === 'v0.108');
  const old = engine.generate_map({ game: 'sts2', seed, ascension: GOLDEN_V108.ascension, build: 'v0.108', act: 1 });
  assert.deepEqual(await drawnNodes(p), expectedNodes(old.acts[0]));
  assert.equal(await p.locator('#tab-1').getAttribute('data-act-id'), GOLDEN_V108.acts[0].id);
  assert.equal(await p.locator('#boss-caption .boss-name').first().getAttribute('data-boss-id'), GOLDEN_V108.acts[0].rooms.boss_id);
  assert.match(await p.locator('#sts2-note').textContent(), /v0\.108/);
  assert.deepEqual(expectedNodes(main.acts[0]), expectedNodes(old.acts[0]), 'v0.107.1 and v0.108 seed alike');
  // The link restores it; the widget and embed.html take it too.
  const link = await openViewer(h, new URL(p.url()).search);
  assert.equal(await link.page.locator('#build').inputValue(), 'v0.108');
  assert.deepEqual(await drawnNodes(link.page), expectedNodes(old.acts[0]));
  const e = await open(h, `/embed.html?game=sts2&seed=${seed}&asc=${GOLDEN_V108.ascension}&act=1&build=v0.108`);
  const w = e.page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  assert.equal(await w.getAttribute('build'), 'v0.108');
  assert.deepEqual(await drawnNodes(w), expectedNodes(old.acts[0]));
  // The search panel takes the viewer's build for StS2 and keeps it in the link (sbuild).
  await link.page.click('#search-open');
  const sb = link.page.locator('#search-build');
  await sb.waitFor();
  assert.equal(await sb.inputValue(), 'v0.108');
  assert.equal(await sb.isDisabled(), false);
  await sb.selectOption('v0.110');
  await link.page.waitForFunction(() => new URLSearchParams(location.search).get('sbuild') === 'v0.110');
  await link.page.selectOption('#search-game', 'sts1');
  assert.equal(await sb.isDisabled(), true, 'StS1 has no builds');
  assert.deepEqual(problems().concat(again.problems(), link.problems(), e.problems()), []);
});
