// The run planner in the browser (issue 4): bosses above the map, the odds-only default, the
// Reveal switch (each fight and ? outcome along a planned route), acts 2-3 walked after the earlier
// acts' routes or after a stated number of ? rooms, the relics, and the widget's spoil attribute.
// Expected values come from the golden vectors (boss lists, fight lists and ? rolls: independent of
// the engine) and from the engine loaded in Node from the same www/pkg.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { golden } from '../js/helpers.mjs';
import { allRoutes, allText, clickRoute, drawnNodes, expectedNodes, open, openViewer, routeKeys } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

setUp({ engine: true, viewport: { width: 1280, height: 1000 } });

const shot = (page, name) => h.screenshot(page, name, { fullPage: true });

/** The accessible names of the route's buttons, bottom up. */
async function routeNames(scope) {
  const list = await scope.locator('button.map-node[data-route="1"]').evaluateAll((bs) =>
    bs.map((b) => ({ y: Number(b.dataset.y), name: b.getAttribute('aria-label') })),
  );
  return list.sort((a, b) => a.y - b.y).map((b) => b.name);
}

/** What the page says about a revealed floor (the accessible name's ending), from an engine FloorStep. */
function revealed(f) {
  if (f.room === 'monster' || f.room === 'elite') return ` — ${f.encounter}`;
  if (f.room === 'event' && f.outcome === 'event' && f.event && typeof f.event === 'object') {
    // The event, or each event it can be (www/panel.js spoilerOf; what each needs is in the panel's long text).
    const names = f.event.branches ? f.event.branches.map((b) => b.name) : [f.event.name];
    return ` — event: ${names.join(' or ')}`;
  }
  if (f.room === 'event') {
    const o = { monster: 'fight', elite: 'elite fight', shop: 'shop', treasure: 'treasure chest', event: 'event' }[f.outcome];
    return ` — ${o}${f.encounter ? `: ${f.encounter}` : ''}`;
  }
  return '';
}

test('bosses: name and icon above every act, both act-3 bosses at ascension 20, the Heart in act 4 (golden boss lists)', async () => {
  const seedValue = '-1662327278983135018';
  const g = golden(`seed_${seedValue}_a1.json`);
  const lists = g.encounters_assuming_all_bosses_seen_and_no_midact_refill.map((e) => e.boss_list);
  const { page, problems } = await openViewer(h, `?seedValue=${seedValue}&asc=20&act=1`);
  const caption = page.locator('#boss-caption');
  const captionText = async () => (await caption.textContent()).replace(/\s+/g, ' ').trim();
  assert.equal(await captionText(), `Boss: ${lists[0][0]}`);
  assert.equal(await caption.locator('.boss-name canvas').count(), 1, 'the boss has an icon');
  const set = engine.generate_map({ seedValue, ascension: 20 });
  assert.deepEqual(await drawnNodes(page), expectedNodes(set.acts[0]));
  assert.match(await page.locator('button.map-node[data-room="boss"]').getAttribute('aria-label'), new RegExp(`^Floor 16: boss — ${lists[0][0]}$`));
  await page.getByRole('tab', { name: 'Act 2' }).click();
  assert.equal(await captionText(), `Boss: ${lists[1][0]}`);
  await page.getByRole('tab', { name: 'Act 3' }).click();
  // Ascension 20: the act-3 boss, then the next one of the list.
  assert.equal(await captionText(), `Bosses: ${lists[2][0]}, then ${lists[2][1]} (ascension 20)`);
  assert.equal(await caption.locator('.boss-name canvas').count(), 2);
  assert.equal(await page.locator('button.map-node[data-room="boss"]').getAttribute('aria-label'), `Floor 50: boss — ${lists[2][0]}, then ${lists[2][1]}`);
  await page.locator('button.map-node[data-room="boss"]').click();
  assert.match(await page.locator('#node-info').innerText(), new RegExp(`Bosses: ${lists[2][0]}, then ${lists[2][1]}`));
  await shot(page, 'bosses-a20-act3');
  await page.getByRole('tab', { name: 'Act 4' }).click();
  assert.equal(await captionText(), 'Boss: The Heart');
  // After the A20 double boss (floors 50 and 51) and the door (52), act 4 starts on floor 53.
  assert.equal(await page.locator('button.map-node[data-room="boss"]').getAttribute('aria-label'), 'Floor 56: boss — The Heart');
  // Below ascension 20, one boss in act 3, and act 4 from floor 52.
  await page.locator('#ascension').selectOption('19');
  assert.equal(await page.locator('button.map-node[data-room="boss"]').getAttribute('aria-label'), 'Floor 55: boss — The Heart');
  await page.getByRole('tab', { name: 'Act 3' }).click();
  assert.equal(await captionText(), `Boss: ${lists[2][0]}`);
  assert.deepEqual(problems(), []);
});

test('bosses seen: none or some give the first unseen boss of each act (spec discovery order), and the link keeps it', async () => {
  const seed = 'AGCK93XT';
  const shuffled = golden('seed_673465884448_a0.json').encounters_assuming_all_bosses_seen_and_no_midact_refill.map((e) => e.boss_list[0]);
  const { page, problems } = await openViewer(h, `?seed=${seed}&act=1`);
  const caption = page.locator('#boss-caption');
  const bossOf = async (act) => {
    await page.getByRole('tab', { name: `Act ${act}` }).click();
    return (await caption.textContent()).replace(/\s+/g, ' ').trim();
  };
  assert.equal(await bossOf(1), `Boss: ${shuffled[0]}`);
  assert.equal(await page.locator('#bosses-some').isHidden(), true);
  // A new profile: Guardian, Champ, Awakened One (spec §6.4).
  await page.locator('#bosses-seen').selectOption('none');
  assert.deepEqual([await bossOf(1), await bossOf(2), await bossOf(3)], ['Boss: The Guardian', 'Boss: Champ', 'Boss: Awakened One']);
  // Some: the boxes start empty after "none"; Guardian and Champ seen -> Hexaghost, Automaton.
  await page.locator('#bosses-seen').selectOption('some');
  assert.equal(await page.locator('#bosses-some').isVisible(), true);
  assert.equal(await page.locator('#bosses-boxes input:checked').count(), 0);
  await page.getByRole('checkbox', { name: 'The Guardian' }).check();
  await page.getByRole('checkbox', { name: 'Champ' }).check();
  assert.deepEqual([await bossOf(1), await bossOf(2), await bossOf(3)], ['Boss: Hexaghost', 'Boss: Automaton', 'Boss: Awakened One']);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('bosses') === 'guardian,champ');
  // The same view from the link.
  const again = await page.context().newPage();
  await again.goto(page.url());
  await again.waitForSelector('html[data-ready="1"]');
  assert.equal(await again.locator('#bosses-seen').inputValue(), 'some');
  assert.deepEqual(await again.locator('#bosses-boxes input:checked').evaluateAll((bs) => bs.map((b) => b.value)), ['guardian', 'champ']);
  await again.getByRole('tab', { name: 'Act 2' }).click();
  assert.equal((await again.locator('#boss-caption').textContent()).replace(/\s+/g, ' ').trim(), 'Boss: Automaton');
  // Back to all: the shuffled bosses again, and no parameter.
  await page.locator('#bosses-seen').selectOption('all');
  assert.equal(await bossOf(1), `Boss: ${shuffled[0]}`);
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('bosses'));
  assert.deepEqual(problems(), []);
});

test('odds only by default; Reveal shows each fight and ? outcome of the route (golden fight lists and ? rolls)', async () => {
  const seedValue = '-1662327278983135018';
  const g = golden(`seed_${seedValue}_a1.json`);
  const enc = g.encounters_assuming_all_bosses_seen_and_no_midact_refill[0];
  const rolls = g.event_rolls_if_visiting_12_question_rooms_in_a_row_act1_no_relics_no_shop_before;
  const act = engine.generate_map({ seedValue, ascension: 20, act: 1 }).acts[0];
  const room = new Map(act.nodes.map((n) => [`${n.x},${n.y}`, n.room]));
  // A complete route with as many ? rooms as possible, none straight after a shop (the golden rolls
  // assume no shop before any ? room).
  const expectedFor = (cols) => {
    const out = [];
    let m = 0;
    let e = 0;
    let k = 0;
    let prev = null;
    for (let y = 0; y < cols.length; y++) {
      const r = room.get(`${cols[y]},${y}`);
      if (r === 'monster') out.push(` — ${enc.monster_list[m++]}`);
      else if (r === 'elite') out.push(` — ${enc.elite_list[e++]}`);
      else if (r === 'event') {
        if (prev === 'shop' || prev === 'SHOP') return null;
        const roll = rolls[k++];
        if (roll === 'MONSTER') out.push(` — fight: ${enc.monster_list[m++]}`);
        else out.push(` — ${{ EVENT: 'event', SHOP: 'shop', TREASURE: 'treasure chest' }[roll]}`);
        prev = roll;
        continue;
      } else out.push('');
      prev = r;
    }
    return { out, questionRooms: k, fightsFromQ: out.filter((s) => s.startsWith(' — fight')).length };
  };
  const cands = allRoutes(act)
    .map((cols) => ({ cols, exp: expectedFor(cols) }))
    .filter((c) => c.exp && c.exp.fightsFromQ > 0)
    .sort((a, b) => b.exp.questionRooms - a.exp.questionRooms);
  assert.ok(cands.length, 'a route whose ? rooms include a fight');
  const { cols, exp } = cands[0];
  assert.ok(exp.questionRooms >= 4, `the route has ${exp.questionRooms} ? rooms`);

  const { page, problems } = await openViewer(h, `?seedValue=${seedValue}&asc=20&act=1`);
  await clickRoute(page, cols);
  const toggle = page.getByRole('switch', { name: 'Reveal fights and ? outcomes' });
  assert.equal(await toggle.isChecked(), false, 'odds only is the default');
  assert.equal(await page.locator('#reveal-state').innerText(), 'Odds only: no spoilers.');
  // Nothing of the fights or outcomes anywhere: text, attributes, accessible names.
  const names = await routeNames(page);
  assert.equal(names.length, cols.length + 1);
  for (const n of names.slice(0, -1)) assert.doesNotMatch(n, /—/, n);
  const fights = [...new Set([...enc.monster_list.slice(0, 8), ...enc.elite_list.slice(0, 4)])];
  const everything = await allText(page);
  for (const f of fights) assert.ok(!everything.includes(f), `odds only, yet “${f}” is in the page`);
  assert.equal(await page.locator('.spoiler, [data-spoiler], tr.rolled').count(), 0);
  // A ? room of the route still shows its odds.
  const qy = cols.findIndex((x, y) => room.get(`${x},${y}`) === 'event');
  await page.locator(`button.map-node[data-x="${cols[qy]}"][data-y="${qy}"]`).click();
  await page.locator('#node-info table.odds').waitFor();
  assert.doesNotMatch(await page.locator('#node-info').innerText(), /This \? room becomes/);

  await toggle.check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('spoil') === '1');
  const shown = await routeNames(page);
  const want = cols.map((x, y) => `Floor ${y + 1}: ${{ monster: 'monster', elite: 'elite', event: '? room', shop: 'shop', rest: 'rest site', treasure: 'treasure' }[room.get(`${x},${y}`)]}`);
  for (let y = 0; y < cols.length; y++) {
    const base = want[y] + (act.burningElite && act.burningElite.x === cols[y] && act.burningElite.y === y ? shown[y].slice(want[y].length, shown[y].indexOf(')') + 1) : '');
    // A ? that became an event also names the event (StS1, the engine's; not in the golden rolls).
    const expected = `${base}${exp.out[y]}`;
    const named = exp.out[y] === ' — event' && shown[y].startsWith(`${expected}: `);
    assert.ok(shown[y] === expected || named, `floor ${y + 1}: ${shown[y]} / ${expected}`);
  }
  // The engine agrees with the golden lists, and the panel says what the ? room becomes, odds still shown.
  const walk = engine.walk_route({ seedValue, ascension: 20, route: [cols] });
  for (const f of walk.floors) {
    const r = revealed(f);
    assert.ok(r === exp.out[f.y] || (exp.out[f.y] === ' — event' && r.startsWith(' — event: ')), `engine, floor ${f.floor}: ${r}`);
  }
  const fightQ = walk.floors.find((f) => f.outcome === 'monster');
  await page.locator(`button.map-node[data-x="${fightQ.x}"][data-y="${fightQ.y}"]`).click();
  const info = page.locator('#node-info');
  await info.getByText(`This ? room becomes a fight (${fightQ.encounter}).`).waitFor();
  assert.equal(await info.locator('tr.rolled').getAttribute('data-outcome'), 'monster');
  const pct = (v) => `${Math.round(v * 1000) / 10}%`.replace('.0%', '%');
  assert.equal(await info.locator('tr[data-outcome="monster"] td.pct').innerText(), pct(fightQ.odds.monster));
  assert.equal(await info.locator('tr[data-outcome="event"] td.pct').innerText(), pct(fightQ.odds.event));
  // The route list too.
  assert.match(await page.locator('#route-info .steps').innerText(), new RegExp(`→ fight: ${fightQ.encounter}`));
  await shot(page, 'route-revealed');
  // The link keeps it; switching back hides everything again.
  const again = await openViewer(h, new URL(page.url()).search);
  assert.deepEqual(await routeNames(again.page), shown);
  await toggle.uncheck();
  for (const f of fights) assert.ok(!(await allText(page)).includes(f), `hidden again, yet “${f}” is in the page`);
  assert.deepEqual(problems().concat(again.problems()), []);
});

test("act 2 follows act 1's route: the ? count comes from it, or from the number you state", async () => {
  const seed = 'AGCK93XT';
  const set = engine.generate_map({ seed, ascension: 0 });
  const outcomes = (w, act) => w.floors.filter((f) => f.act === act && f.room === 'event').map((f) => `${f.outcome}${f.encounter || ''}`).join(' ');
  // A complete act-1 route and an act-2 route whose ? outcomes depend on what act 1 entered.
  let pick = null;
  for (const r1 of allRoutes(set.acts[0], 300)) {
    const n = engine.walk_route({ seed, route: [r1] }).questionRoomsAfter;
    if (n < 2) continue;
    for (const r2 of allRoutes(set.acts[1], 400)) {
      const chained = engine.walk_route({ seed, route: [r1, r2] });
      const fresh = engine.walk_route({ seed, route: [r2], startAct: 2 });
      if (chained.floors.filter((f) => f.act === 2 && f.room === 'event').length >= 3 && outcomes(chained, 2) !== outcomes(fresh, 2)) {
        pick = { r1, r2, n, chained };
        break;
      }
    }
    if (pick) break;
  }
  assert.ok(pick, 'routes whose act-2 outcomes depend on act 1');
  const { page, problems } = await openViewer(h, `?seed=${seed}&act=2&spoil=1&route=${pick.r1.join(',')}/${pick.r2.join(',')}`);
  const ctx = page.locator('#run-context');
  assert.equal(await ctx.locator('#run-context-text').innerText(), `Your complete routes in act 1 enter ${pick.n} ? rooms before act 2; this act's ? rooms follow on from them.`);
  assert.equal(await page.locator('#qbefore-row').isVisible(), false);
  const act2 = set.acts[1];
  const names = await routeNames(page);
  for (const f of pick.chained.floors.filter((x) => x.act === 2)) assert.equal(names[f.y], `Floor ${f.floor}: ${{ monster: 'monster', elite: 'elite', event: '? room', shop: 'shop', rest: 'rest site', treasure: 'treasure' }[f.room]}${act2.burningElite && act2.burningElite.y === f.y && act2.burningElite.x === f.x ? names[f.y].slice(names[f.y].indexOf(' ('), names[f.y].indexOf(')') + 1) : ''}${revealed(f)}`);
  const firstQ = pick.chained.floors.find((f) => f.act === 2 && f.room === 'event');
  await page.locator(`button.map-node[data-x="${firstQ.x}"][data-y="${firstQ.y}"]`).click();
  await page.locator('#node-info').getByText(`the ${firstQ.questionRoom + 1}`, { exact: false }).first().waitFor();
  assert.match(await page.locator('#node-info').innerText(), new RegExp(`the 1st \\? room of this act, the ${firstQ.questionRoom + 1}(st|nd|rd|th) of the run`));

  // Without act 1's route, the count is yours to state; the outcomes follow it.
  await page.getByRole('tab', { name: 'Act 1' }).click();
  await page.getByRole('button', { name: 'Clear route' }).click();
  await page.getByRole('tab', { name: 'Act 2' }).click();
  assert.equal(await page.locator('#qbefore-row').isVisible(), true);
  // Odds only (and no Tiny Chest): the count changes nothing shown, so it is not asked for.
  await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).uncheck();
  assert.equal(await ctx.isVisible(), false);
  await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).check();
  assert.match(await ctx.innerText(), /Act 1 has no complete route, so how many \? rooms the run entered before act 2 is up to you \(0 until you say\)/);
  const at = async (k) => {
    const w = engine.walk_route({ seed, route: [pick.r2], startAct: 2, questionRoomsBefore: k });
    const got = await routeNames(page);
    for (const f of w.floors) assert.ok(got[f.y].endsWith(revealed(f)), `q2=${k}, floor ${f.floor}: ${got[f.y]} should end with${revealed(f)}`);
    return outcomes(w, 2);
  };
  const zero = await at(0);
  // A count that changes the outcomes.
  let k = 1;
  while (k < 40 && outcomes(engine.walk_route({ seed, route: [pick.r2], startAct: 2, questionRoomsBefore: k }), 2) === zero) k += 1;
  await page.getByLabel('? rooms entered before act 2').fill(String(k));
  await page.waitForFunction((v) => new URLSearchParams(location.search).get('q2') === v, String(k));
  assert.notEqual(await at(k), zero);
  await shot(page, 'act2-stated-count');
  assert.deepEqual(problems(), []);
});

test('relics: Juzu Bracelet and Tiny Chest change odds and outcomes as the engine says', async () => {
  const seed = 'AGCK93XT';
  const act = engine.generate_map({ seed, ascension: 0, act: 1 }).acts[0];
  const room = new Map(act.nodes.map((n) => [`${n.x},${n.y}`, n.room]));
  const cols = allRoutes(act).sort((a, b) => b.filter((x, y) => room.get(`${x},${y}`) === 'event').length - a.filter((x, y) => room.get(`${x},${y}`) === 'event').length)[0];
  const { page, problems } = await openViewer(h, `?seed=${seed}&act=1&spoil=1&route=${cols.join(',')}`);
  const plain = engine.walk_route({ seed, route: [cols] });
  const juzu = engine.walk_route({ seed, route: [cols], juzuBracelet: true });
  const chest = engine.walk_route({ seed, route: [cols], tinyChest: 3 });
  const q = plain.floors.filter((f) => f.room === 'event')[1];
  const pct = (v) => `${Math.round(v * 1000) / 10}%`.replace('.0%', '%');
  const info = page.locator('#node-info');
  await page.locator(`button.map-node[data-x="${q.x}"][data-y="${q.y}"]`).click();
  assert.equal(await info.locator('tr[data-outcome="monster"] td.pct').innerText(), pct(q.odds.monster));
  await page.getByLabel('Juzu Bracelet').check();
  const jq = juzu.floors.find((f) => f.y === q.y);
  assert.notEqual(jq.odds.monster, q.odds.monster, 'Juzu Bracelet changes the odds');
  await info.locator('tr[data-outcome="monster"] td.pct').filter({ hasText: pct(jq.odds.monster) }).waitFor();
  assert.equal(await info.locator('tr[data-outcome="event"] td.pct').innerText(), pct(jq.odds.event));
  for (const f of juzu.floors) assert.ok((await routeNames(page))[f.y].endsWith(revealed(f)), `juzu, floor ${f.floor}`);
  await page.getByLabel('Juzu Bracelet').uncheck();
  // Tiny Chest at counter 3: the next ? room is a chest.
  await page.getByLabel('Tiny Chest').selectOption('3');
  const first = chest.floors.find((f) => f.room === 'event');
  assert.equal(first.outcome, 'treasure');
  const names = await routeNames(page);
  for (const f of chest.floors) assert.ok(names[f.y].endsWith(revealed(f)), `tiny chest, floor ${f.floor}: ${names[f.y]}`);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tiny') === '3');
  assert.deepEqual(problems(), []);
});

test('the widget: odds only unless spoil is set or its switch is on; question-rooms-before and relics reach the engine', async () => {
  const seed = 'AGCK93XT';
  const act2 = engine.generate_map({ seed, ascension: 0, act: 2 }).acts[0];
  const room = new Map(act2.nodes.map((n) => [`${n.x},${n.y}`, n.room]));
  const cols = allRoutes(act2).find((c) => c.filter((x, y) => room.get(`${x},${y}`) === 'event').length >= 3);
  const walk = engine.walk_route({ seed, route: [cols], startAct: 2, questionRoomsBefore: 7, tinyChest: 1 });
  const { page, problems } = await open(h, '/tests/e2e/fixtures/hostile.html');
  await page.evaluate((route) => {
    for (const [id, spoil] of [['plain', null], ['spoiled', 'true']]) {
      const w = document.createElement('spire-map');
      w.id = id;
      for (const [k, v] of Object.entries({ seed: 'AGCK93XT', act: '2', route, 'question-rooms-before': '7', 'tiny-chest': '1' })) w.setAttribute(k, v);
      if (spoil) w.setAttribute('spoil', spoil);
      document.getElementById('slot').append(w);
    }
  }, cols.join(','));
  const plain = page.locator('#plain');
  const spoiled = page.locator('#spoiled');
  await spoiled.locator('button.map-node[data-route="1"]').first().waitFor();
  await plain.locator('button.map-node[data-route="1"]').first().waitFor();
  assert.deepEqual(await routeKeys(spoiled), [...cols.map((x, y) => `${x},${y}`), `3,${act2.height}`].sort());
  const got = await routeNames(spoiled);
  for (const f of walk.floors) assert.ok(got[f.y].endsWith(revealed(f)), `widget, floor ${f.floor}: ${got[f.y]}`);
  assert.match(await spoiled.locator('.spoilers').innerText(), /^Fights and \? outcomes: floor 18/);
  for (const n of (await routeNames(plain)).slice(0, -1)) assert.doesNotMatch(n, /—/);
  assert.equal(await plain.locator('.spoilers').innerText(), '');
  // Boss caption in both.
  assert.equal(await plain.locator('.boss').innerText(), `Boss: ${act2.boss}`);
  // The widget's own switch.
  await plain.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).check();
  for (const f of walk.floors) assert.ok((await routeNames(plain))[f.y].endsWith(revealed(f)), `switched on, floor ${f.floor}`);
  await h.screenshot(page, 'widget-revealed', { fullPage: true });
  // bosses-seen reaches the engine: with Champ seen (act 2 not all seen) act 2 meets Automaton;
  // a new profile meets Champ, the first of act 2's discovery order.
  assert.notEqual(act2.boss, 'Automaton');
  await page.evaluate(() => document.getElementById('plain').setAttribute('bosses-seen', 'Guardian, Champ'));
  await page.waitForFunction(() => document.getElementById('plain').shadowRoot.querySelector('.boss')?.textContent === 'Boss: Automaton');
  await page.evaluate(() => document.getElementById('plain').setAttribute('bosses-seen', 'none'));
  await page.waitForFunction(() => document.getElementById('plain').shadowRoot.querySelector('.boss')?.textContent === 'Boss: Champ');
  assert.deepEqual(problems(), []);
});
