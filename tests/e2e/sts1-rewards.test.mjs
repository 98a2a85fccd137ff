// Slay the Spire 1's card rewards and potions on a planned route (Reveal on only): the room panel of
// a fight floor says "Card reward: A, B, C" (a `+` for an upgraded card) and "Potion: NAME" or
// "No potion", the boss panel of act 1 the boss's, and the route summary lists the walk's
// assumptions; with Reveal off none of it reaches the page.
//
// Expected values: the native CLI's walk (`target/release/spire-map route … --format json`, or the
// debug build) with the same seed, route and character. Screenshots:
// target/e2e/screenshots/sts1-rewards-*.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { openViewer, allText } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 1000 } });

const SEED = 'AGCK93XT';
// Act 1's "most fights" route of the seed (best_route), bottom row first.
const ROUTE = '2,3,2,3,3,4,5,4,5,5,4,4,4,3,4';
const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));

/** The CLI's walk_route JSON of ROUTE (StS1, seed SEED, the Watcher). */
function cliRoute() {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  return JSON.parse(execFileSync(EXE, ['route', '--seed', SEED, '--route', ROUTE, '--character', 'watcher', '--format', 'json'], { encoding: 'utf8' }));
}

const cardsText = (reward) => `Card reward: ${reward.cards.map((c) => `${c.name}${c.upgraded ? '+' : ''}`).join(', ')}`;
const potionText = (p) => (p.dropped ? `Potion: ${p.name}` : 'No potion');

/** Clicks the room of `floor` (its node) and waits for its card reward line; returns the panel's lines. */
async function rewardOf(page, floor) {
  await page.locator(`#map-host button.map-node[data-x="${floor.x}"][data-y="${floor.y}"]`).click();
  await page.locator('#node-info .card-reward').waitFor();
  return {
    cards: await page.locator('#node-info .card-reward').innerText(),
    ids: await page.locator('#node-info .card-reward').getAttribute('data-cards'),
    potion: await page.locator('#node-info .potion').innerText(),
  };
}

test('Reveal on: a fight floor\'s card reward and potion, the boss\'s, the walk\'s assumptions (CLI)', async () => {
  const want = cliRoute();
  const fights = want.floors.filter((f) => f.act === 1 && f.cardReward);
  assert.ok(fights.length > 3, 'the walk predicts card rewards');
  const { page, problems } = await openViewer(h, `?seed=${SEED}&character=watcher&spoil=1&act=1&route=${ROUTE}`);
  // One floor with a potion and one without, as the CLI says.
  const dropped = fights.find((f) => f.potion && f.potion.dropped);
  const none = fights.find((f) => f.potion && !f.potion.dropped);
  for (const f of [dropped, none]) {
    const got = await rewardOf(page, f);
    assert.equal(got.cards, cardsText(f.cardReward), `floor ${f.floor}`);
    assert.equal(got.ids, f.cardReward.cards.map((c) => c.id).join(','));
    assert.equal(got.potion, potionText(f.potion), `floor ${f.floor}`);
  }
  await h.screenshot(page, 'sts1-rewards-floor', { fullPage: true });
  // Every floor's rewards at a glance: badges on the map's rooms (their buttons' data-gives), as the CLI's walk says.
  for (const f of want.floors.filter((x) => x.act === 1)) {
    const gives = [f.cardReward && 'card', f.potion && f.potion.dropped && 'potion'].filter(Boolean).join(' ') || null;
    assert.equal(await page.locator(`#map-host button.map-node[data-x="${f.x}"][data-y="${f.y}"]`).getAttribute('data-gives'), gives, `floor ${f.floor}`);
  }
  // The boss of act 1: its own card reward (rare cards) and potion roll.
  const boss = want.bosses.find((b) => b.act === 1);
  assert.ok(boss.cardReward);
  await page.locator('#map-host button.map-node[data-room="boss"]').last().click();
  await page.locator('#node-info .card-reward').waitFor();
  assert.equal(await page.locator('#node-info .card-reward').innerText(), cardsText(boss.cardReward));
  assert.equal(await page.locator('#node-info .potion').innerText(), potionText(boss.potion));
  // The walk's assumptions under the route summary, as many as the engine gives.
  const assumed = await page.locator('#route-info .assumptions li').allInnerTexts();
  assert.equal(assumed.length, want.assumptions.length);
  assert.match(assumed[0], /^character: Watcher$/);
  await h.screenshot(page, 'sts1-rewards-boss', { fullPage: true });
  assert.deepEqual(problems(), []);
});

test('Reveal off: no card reward, potion or assumption of the walk reaches the page', async () => {
  const want = cliRoute();
  const f = want.floors.find((x) => x.act === 1 && x.cardReward);
  const { page, problems } = await openViewer(h, `?seed=${SEED}&character=watcher&act=1&route=${ROUTE}&node=${f.x},${f.y}`);
  await page.locator('#node-info h2').waitFor();
  assert.equal(await page.locator('#node-info .card-reward, #node-info .potion, #route-info .assumptions, button.map-node[data-gives]').count(), 0);
  const text = await allText(page);
  assert.ok(!text.includes('Card reward'));
  for (const c of f.cardReward.cards) assert.ok(!text.includes(c.name), `${c.name} is not in the page`);
  assert.deepEqual(problems(), []);
});

// The "Most ? rooms" route of AGCK93XT at ascension 20: Big Fish on floor 2, a chest on floor 3, a
// shop on floor 8 (a ?), another on floor 11, a rest site on floor 15 (the secret test's route).
const Q_ROUTE = '5,4,5,6,6,6,6,5,5,5,5,5,6,5,6';
/** The CLI's walk of Q_ROUTE at ascension 20 with the route options `args` (--event, --buy, --rest). */
const cliQ = (...args) => JSON.parse(execFileSync(EXE, ['route', '--seed', SEED, '--ascension', '20', '--route', Q_ROUTE, ...args, '--format', 'json'], { encoding: 'utf8' }));
const floorOf = (walk, n) => walk.floors.find((f) => f.floor === n);

test('Reveal on: a shop\'s stock with prices, an event\'s option and a purchase chosen in the room panel, kept in the link, walked as the CLI walks them', async () => {
  const plain = cliQ();
  const boxed = cliQ('--event', '2:Box');
  assert.equal(floorOf(plain, 2).event.id, 'Big Fish');
  // The box's curse and relic change what the next ? becomes.
  assert.notEqual(floorOf(boxed, 4).event.name, floorOf(plain, 4).event.name);
  const { page, problems } = await openViewer(h, `?seed=${SEED}&asc=20&spoil=1&act=1&route=${Q_ROUTE}`);
  const click = (f) => page.locator(`#map-host button.map-node[data-x="${f.x}"][data-y="${f.y}"]`).click();
  // The shop of floor 8: every item with its price, as the CLI's stock.
  const shop = floorOf(plain, 8).shop;
  await click(floorOf(plain, 8));
  await page.locator('#node-info .shop-stock').waitFor();
  const items = await page.locator('#node-info .shop-stock li').allInnerTexts();
  const want = [...shop.cards, ...shop.colorless].map((c, i) => `${c.name}${c.upgraded ? '+' : ''}: ${c.price} gold${shop.sale === i ? ' (sale)' : ''}`);
  want.push(...shop.relics.map((r) => `${r.name}: ${r.price} gold`), ...shop.potions.map((p) => `${p.name}: ${p.price} gold`), `Card removal: ${shop.purge} gold`);
  assert.deepEqual(items, want);
  // Buying its first relic: a checkbox in the panel, the link's buy=.
  const relic = shop.relics[0];
  await page.getByRole('checkbox', { name: `Buy ${relic.name}: ${relic.price} gold` }).check();
  await page.waitForFunction((id) => new URLSearchParams(location.search).get('buy') === `8:${id}`, relic.id);
  await h.screenshot(page, 'sts1-choices-shop', { fullPage: true });
  // Big Fish on floor 2: "The box" changes the event of floor 4 as the CLI says.
  await click(floorOf(plain, 4));
  await page.locator('#node-info p.spoiler').filter({ hasText: `becomes an event: ${floorOf(plain, 4).event.name}` }).waitFor();
  await click(floorOf(plain, 2));
  await page.getByRole('combobox', { name: 'Event option' }).selectOption('Box');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('events') === '2:Box');
  await h.screenshot(page, 'sts1-choices-event', { fullPage: true });
  await click(floorOf(plain, 4));
  await page.locator('#node-info p.spoiler').filter({ hasText: `becomes an event: ${floorOf(boxed, 4).event.name}` }).waitFor();
  // The link keeps both: opened again, the panel shows them chosen.
  const again = await openViewer(h, new URL(page.url()).search);
  await again.page.locator(`#map-host button.map-node[data-x="${floorOf(plain, 2).x}"][data-y="${floorOf(plain, 2).y}"]`).click();
  assert.equal(await again.page.getByRole('combobox', { name: 'Event option' }).inputValue(), 'Box');
  await again.page.locator(`#map-host button.map-node[data-x="${floorOf(plain, 8).x}"][data-y="${floorOf(plain, 8).y}"]`).click();
  assert.equal(await again.page.getByRole('checkbox', { name: `Buy ${relic.name}: ${relic.price} gold` }).isChecked(), true);
  // Gold spent and HP, edited in the room panel and kept in the link: 99 gold spent on floor 1
  // leaves too little for The Cleric, so floor 2's ? is another event, as the CLI says.
  const p2 = again.page;
  const chosen = ['--event', '2:Box', '--buy', `8:${relic.id}`];
  const before = cliQ(...chosen);
  const spent = cliQ(...chosen, '--gold-spent=1:99');
  assert.notEqual(floorOf(spent, 2).event.name, floorOf(before, 2).event.name);
  const at = (f) => p2.locator(`#map-host button.map-node[data-x="${f.x}"][data-y="${f.y}"]`).click();
  await at(floorOf(before, 1));
  assert.equal(await p2.locator('#node-info .gold-after').innerText(), `Gold after this room: ${floorOf(before, 1).gold}.`);
  await p2.getByRole('spinbutton', { name: 'Gold spent here (negative: gained)' }).fill('99');
  await p2.getByRole('spinbutton', { name: 'Gold spent here (negative: gained)' }).blur();
  await p2.waitForFunction(() => new URLSearchParams(location.search).get('spent') === '1:99');
  await p2.locator('#node-info .gold-after').filter({ hasText: `Gold after this room: ${floorOf(spent, 1).gold}.` }).waitFor();
  await at(floorOf(spent, 2));
  await p2.locator('#node-info p.spoiler').filter({ hasText: `becomes an event: ${floorOf(spent, 2).event.name}` }).waitFor();
  // HP on entering floor 4's event: a wrong pair says why and stays out of the link; a right one is kept.
  await at(floorOf(spent, 4));
  const hp = p2.getByRole('spinbutton', { name: 'HP on entering' });
  const max = p2.getByRole('spinbutton', { name: 'Max HP' });
  await hp.fill('90');
  await max.fill('80');
  await max.blur();
  assert.match(await p2.locator('#node-info .choice-error').innerText(), /^HP: give both numbers/);
  assert.equal(new URL(p2.url()).searchParams.get('hp'), null);
  await hp.fill('30');
  await hp.blur();
  await p2.waitForFunction(() => new URLSearchParams(location.search).get('hp') === '4:30/80');
  assert.equal(await p2.getByRole('spinbutton', { name: 'Max HP' }).inputValue(), '80');
  await h.screenshot(p2, 'sts1-choices-gold-hp', { fullPage: true });
  assert.deepEqual(problems().concat(again.problems()), []);
});
