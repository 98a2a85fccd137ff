// "Odds only" keeps the secret (issue 15 point 1): with Reveal off the page, the widget and
// embed.html ask the engine for walk_route({ …, spoilers: false }), so every ? odds figure they show
// is the expected chance (what a player knows before walking in), never the seed-exact one where
// the two differ, and no outcome or fight is anywhere in the page (text, attributes, accessible
// names, shadow roots). With Reveal on, the seed-exact odds and the outcomes appear.
//
// The case of the issue: seed AGCK93XT, ascension 20, act 1, the "Most ? rooms" route. The
// seed-exact figures come from the engine in Node with spoilers on; the page must not show them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allText, open, openViewer } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';

const SEED = 'AGCK93XT';
const ASC = 20;
const ROUTE = [5, 4, 5, 6, 6, 6, 6, 5, 5, 5, 5, 5, 6, 5, 6];
const LABELS = { monster: 'Monster', elite: 'Elite', shop: 'Shop', treasure: 'Treasure', event: 'Event' };

setUp({ engine: true, viewport: { width: 1280, height: 1000 } });

/** A fraction as the page prints it: a percentage with at most one decimal. */
const pct = (v) => `${Math.round(v * 1000) / 10}%`;

/** "Monster 19% · Shop 5.8% · …" → { monster: '19%', … }. */
function parseSummary(text) {
  const out = {};
  for (const part of text.split('·')) {
    const m = /(Monster|Elite|Shop|Treasure|Event) (\d+(?:\.\d)?%)/.exec(part);
    if (m) out[Object.keys(LABELS).find((k) => LABELS[k] === m[1])] = m[2];
  }
  return out;
}

/** The names a revealed walk gives (its events, shops' stock, card rewards, potions, chests' relics), once each. */
function givesOf(walk) {
  const names = walk.floors.flatMap((f) => [
    f.event && f.event.name,
    ...((f.event && f.event.branches) || []).map((b) => b.name),
    ...((f.cardReward && f.cardReward.cards) || []).map((c) => c.name),
    f.potion && f.potion.name,
    f.chest && f.chest.relic,
    ...(f.shop ? [...f.shop.cards, ...f.shop.colorless, ...f.shop.relics, ...f.shop.potions].map((i) => i.name) : []),
  ]);
  return [...new Set(names.filter(Boolean))];
}

const exact = () => engine.walk_route({ seed: SEED, ascension: ASC, route: [ROUTE] });
const expected = () => engine.walk_route({ seed: SEED, ascension: ASC, route: [ROUTE], spoilers: false });

/**
 * Asserts that the figures shown for each ? floor are the expected ones and, wherever the seed-exact
 * figure prints differently, not the seed-exact one. shown: Map<floor, { outcome: '19%' }>.
 */
function checkFigures(shown, secret, wanted, where) {
  let differing = 0;
  for (const f of secret.floors.filter((x) => x.room === 'event')) {
    const e = wanted.floors.find((x) => x.floor === f.floor);
    const got = shown.get(f.floor);
    assert.ok(got, `${where}: floor ${f.floor} shows no odds`);
    for (const k of Object.keys(LABELS)) {
      if (!(k in got)) continue;
      assert.equal(got[k], pct(e.odds[k]), `${where}: floor ${f.floor} ${k}: the expected chance`);
      if (pct(f.odds[k]) !== pct(e.odds[k])) {
        differing += 1;
        assert.notEqual(got[k], pct(f.odds[k]), `${where}: floor ${f.floor} ${k} shows the seed-exact figure`);
      }
    }
  }
  return differing;
}

test('odds only: the page shows expected ? odds, never the seed-exact ones, and no outcome or fight anywhere', async () => {
  const secret = exact();
  const wanted = expected();
  // The issue's leak: floor 4 at "Treasure 2%" (floor 3 was a treasure) and floor 7 at "Monster 10%".
  assert.equal(pct(secret.floors.find((f) => f.floor === 4).odds.treasure), '2%');
  assert.equal(pct(secret.floors.find((f) => f.floor === 7).odds.monster), '10%');
  const { page, problems } = await openViewer(h, `?seed=${SEED}&asc=${ASC}&act=1&route=${ROUTE.join(',')}`);
  assert.equal(await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).isChecked(), false);
  // The route list: one odds line per ? floor.
  const lines = await page.locator('#route-info ol.steps li[data-room="event"]').evaluateAll((lis) =>
    lis.map((li) => ({ floor: Number(li.querySelector('.step-floor').textContent.replace('Floor ', '')), text: li.querySelector('.step-odds').textContent })),
  );
  const listed = new Map(lines.map((l) => [l.floor, parseSummary(l.text)]));
  const differ = checkFigures(listed, secret, wanted, 'route list');
  assert.ok(differ >= 10, `the route has figures that differ (${differ})`);
  // The clicked-node panel of every ? room of the route.
  const tables = new Map();
  for (const f of secret.floors.filter((x) => x.room === 'event')) {
    await page.locator(`button.map-node[data-x="${f.x}"][data-y="${f.y}"]`).click();
    await page.locator('#node-info .node-title .floor').filter({ hasText: `Floor ${f.floor}` }).waitFor();
    await page.locator('#node-info table.odds').waitFor();
    const cells = await page.locator('#node-info table.odds tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.outcome, tr.querySelector('td.pct').textContent]));
    tables.set(f.floor, Object.fromEntries(cells.filter(([k, v]) => k !== 'elite' || v !== '0%')));
    assert.match(await page.locator('#node-info').innerText(), /Odds only: the chances before you know what the earlier \? rooms/);
  }
  checkFigures(tables, secret, wanted, 'clicked room');
  // No outcome and no fight name anywhere: text, attributes, accessible names.
  const everything = await allText(page);
  const fights = [...new Set(secret.floors.filter((f) => f.encounter).map((f) => f.encounter))];
  assert.ok(fights.length >= 5);
  for (const name of fights) assert.ok(!everything.includes(name), `odds only, yet “${name}” is in the page`);
  // Nor what the walk gives: the events' names, the shops' stock, the card rewards, potions and chests.
  const gives = givesOf(secret);
  assert.ok(gives.length >= 30, `${gives.length} names`);
  for (const name of gives) assert.ok(!everything.includes(name), `odds only, yet “${name}” is in the page`);
  assert.doesNotMatch(everything, /This \? room becomes|\(rolled\)|→ |Card reward|Shop:|Card removal|Buy /);
  assert.equal(await page.locator('.spoiler, [data-spoiler], tr.rolled').count(), 0);
  // (The boss's name is no secret: the game shows its icon on the map.)
  const names = await page.locator('button.map-node:not([data-room="boss"])').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  for (const n of names) assert.doesNotMatch(n, /—/, n);
  await h.screenshot(page, 'secret-odds-only', { fullPage: true });

  // Reveal on: the seed-exact odds, each next to its outcome.
  await page.getByRole('switch', { name: 'Reveal fights and ? outcomes' }).check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('spoil') === '1');
  const out = { monster: 'fight', shop: 'shop', treasure: 'treasure chest', event: 'event' };
  for (const f of secret.floors.filter((x) => x.room === 'event')) {
    const li = page.locator('#route-info ol.steps li[data-room="event"]').filter({ has: page.locator('.step-floor', { hasText: new RegExp(`^Floor ${f.floor}$`) }) });
    assert.equal(await li.getAttribute('data-spoiler'), f.outcome, `floor ${f.floor}`);
    const text = await li.locator('.step-odds').textContent();
    assert.ok(text.startsWith(`→ ${out[f.outcome]}${f.encounter ? `: ${f.encounter}` : ''}`), `floor ${f.floor}: ${text}`);
    const shown = parseSummary(text);
    for (const k of Object.keys(shown)) assert.equal(shown[k], pct(f.odds[k]), `revealed floor ${f.floor} ${k}`);
  }
  const q = secret.floors.find((f) => f.floor === 4);
  await page.locator(`button.map-node[data-x="${q.x}"][data-y="${q.y}"]`).click();
  await page.locator('#node-info p.spoiler').filter({ hasText: 'This ? room becomes' }).waitFor();
  assert.equal(await page.locator('#node-info tr[data-outcome="treasure"] td.pct').textContent(), '2%');
  assert.match(await page.locator('#node-info').innerText(), /Seed-exact: the odds this \? room is rolled with/);
  assert.ok((await allText(page)).includes('Jaw Worm'), 'the fight of floor 5 is revealed');
  await h.screenshot(page, 'secret-revealed', { fullPage: true });
  assert.deepEqual(problems(), []);
});

test('odds only in embed.html and the widget: expected figures, no outcome; spoil=1 shows the seed-exact ones', async () => {
  const secret = exact();
  const wanted = expected();
  const read = async (page) => {
    const w = page.locator('spire-map');
    await w.locator('.route').filter({ hasText: /\? odds:/ }).waitFor();
    const text = await w.locator('.route').textContent();
    const shown = new Map();
    for (const m of text.matchAll(/floor (\d+): ([^;.]*(?:\.\d[^;.]*)*)/g)) shown.set(Number(m[1]), parseSummary(m[2]));
    return { w, shown };
  };
  const plain = await open(h, `/embed.html?seed=${SEED}&asc=${ASC}&act=1&route=${ROUTE.join(',')}`);
  const a = await read(plain.page);
  checkFigures(a.shown, secret, wanted, 'embed.html');
  const everything = await allText(plain.page);
  for (const name of new Set(secret.floors.filter((f) => f.encounter).map((f) => f.encounter))) assert.ok(!everything.includes(name), `embed, odds only: “${name}”`);
  for (const name of givesOf(secret)) assert.ok(!everything.includes(name), `embed, odds only: “${name}”`);
  assert.equal(await a.w.locator('.spoilers').textContent(), '');
  const spoiled = await open(h, `/embed.html?seed=${SEED}&asc=${ASC}&act=1&spoil=1&route=${ROUTE.join(',')}`);
  const b = await read(spoiled.page);
  for (const f of secret.floors.filter((x) => x.room === 'event')) {
    for (const k of Object.keys(b.shown.get(f.floor))) assert.equal(b.shown.get(f.floor)[k], pct(f.odds[k]), `embed, revealed floor ${f.floor} ${k}`);
  }
  assert.match(await b.w.locator('.spoilers').textContent(), /Jaw Worm/);
  // Revealed, the widget's room panel shows what a room gives, as the page's does: the ? shop's stock.
  const shop = secret.floors.find((f) => f.shop);
  await b.w.locator(`button.map-node[data-x="${shop.x}"][data-y="${shop.y}"]`).click();
  await b.w.locator('.shop-stock').waitFor();
  assert.equal(await b.w.locator('.shop-stock li').count(), 5 + 2 + 3 + 3 + 1);
  assert.ok((await b.w.locator('.shop-stock').textContent()).includes(`${shop.shop.relics[0].name}: ${shop.shop.relics[0].price} gold`));
  await h.screenshot(spoiled.page, 'secret-widget-shop', { fullPage: true });
  // A link's event option reaches the widget's walk: Big Fish's box makes floor 4 another event.
  const boxed = engine.walk_route({ seed: SEED, ascension: ASC, route: [ROUTE], events: ['2:Box'] }).floors.find((f) => f.floor === 4);
  assert.notEqual(boxed.event.name, secret.floors.find((f) => f.floor === 4).event.name);
  const chosen = await open(h, `/embed.html?seed=${SEED}&asc=${ASC}&act=1&spoil=1&route=${ROUTE.join(',')}&events=2:Box`);
  await chosen.page.locator('spire-map .spoilers').filter({ hasText: `floor 4 (?) event: ${boxed.event.name}` }).waitFor();
  assert.deepEqual(chosen.problems(), []);
  assert.deepEqual(plain.problems().concat(spoiled.problems()), []);
});
