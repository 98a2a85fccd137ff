// Slay the Spire 2's rewards on a planned route (Reveal on only): the room panel of a fight floor
// says "Card reward: A, B, C" and "Potion: …" or "No potion", a chest "Chest: RELIC (rarity)", the
// act boss its card reward, and the route summary lists the walk's assumptions; with Reveal off none
// of it reaches the page.
//
// Expected values: the native CLI's walk (`target/release/spire-map route --game sts2 … --format
// json`, or the debug build) with the same seed and route. Screenshot:
// target/e2e/screenshots/sts2-rewards.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { openViewer, allText } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 1000 } });

const SEED = '6P96T755CNZ3';
// Act 1's "most fights" route of the seed (best_route): a chest before its first elite, shop or event.
const ROUTE = '2,2,3,4,5,6,6,6,5,5,4,3,2,2,2,3';
const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));

/** The CLI's walk_route JSON of ROUTE (StS2, seed SEED, the Ironclad by default). */
function cliRoute() {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  return JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', SEED, '--route', ROUTE, '--format', 'json'], { encoding: 'utf8' }));
}

const cardsText = (reward) => `Card reward: ${reward.cards.map((c) => `${c.name}${c.upgraded ? '+' : ''}`).join(', ')}`;
const potionText = (p) => (p.dropped ? 'Potion: one drops (which one is not predicted)' : 'No potion');
const node = (page, f) => page.locator(`#map-host button.map-node[data-x="${f.x}"][data-y="${f.y}"]`);

test('Reveal on: a fight\'s card reward and potion, a chest\'s relic, the boss\'s cards, the assumptions (CLI)', async () => {
  const want = cliRoute();
  assert.equal(want.character, 'CHARACTER.IRONCLAD');
  const fights = want.floors.filter((f) => f.cardReward);
  const chest = want.floors.find((f) => f.chest);
  const boss = want.floors.find((f) => f.room === 'boss');
  assert.ok(fights.length > 3 && chest && boss.cardReward, 'the walk gives cards, a chest and the boss\'s cards');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&spoil=1&act=1&route=${ROUTE}`);
  for (const f of [fights[0], fights[1], boss]) {
    await node(page, f).click();
    await page.locator('#node-info .card-reward').waitFor();
    assert.equal(await page.locator('#node-info .card-reward').innerText(), cardsText(f.cardReward), `floor ${f.floor}`);
    assert.equal(await page.locator('#node-info .card-reward').getAttribute('data-cards'), f.cardReward.cards.map((c) => c.id).join(','));
    assert.equal(await page.locator('#node-info .potion').innerText(), potionText(f.potion), `floor ${f.floor}`);
  }
  await node(page, chest).click();
  await page.locator('#node-info .chest').waitFor();
  assert.equal(await page.locator('#node-info .chest').innerText(), `Chest: ${chest.chest.relic} (${chest.chest.rarity})`);
  assert.equal(await page.locator('#node-info .chest').getAttribute('data-relic'), chest.chest.relicId);
  const assumed = await page.locator('#route-info .assumptions li').allInnerTexts();
  assert.equal(assumed.length, want.assumptions.length);
  assert.match(assumed.join(" "), /the later Ancients. options draw nothing/);
  await h.screenshot(page, 'sts2-rewards', { fullPage: true });
  assert.deepEqual(problems(), []);
});

test('Reveal off: no card reward, chest or assumption of the walk reaches the page', async () => {
  const want = cliRoute();
  const f = want.floors.find((x) => x.cardReward);
  const chest = want.floors.find((x) => x.chest);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&act=1&route=${ROUTE}&node=${f.x},${f.y}`);
  await page.locator('#node-info h2').waitFor();
  assert.equal(await page.locator('#node-info .card-reward, #node-info .potion, #node-info .chest, #route-info .assumptions').count(), 0);
  const text = await allText(page);
  assert.ok(!text.includes('Card reward') && !text.includes(chest.chest.relic));
  for (const c of f.cardReward.cards) assert.ok(!text.includes(c.name), `${c.name} is not in the page`);
  assert.deepEqual(problems(), []);
});

/** The CLI's walk of act 2 of SEED along the first room above its Ancient (the walk's first floor is the Ancient). */
function cliAct2(spoilers) {
  const map = JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', SEED, '--act', '2', '--format', 'json'], { encoding: 'utf8' }));
  const first = map.acts[0].edges.find((e) => e.from[1] === 0).to[0];
  const args = ['route', '--game', 'sts2', '--seed', SEED, '--start-act', '2', '--route', String(first), '--format', 'json'];
  return JSON.parse(execFileSync(EXE, spoilers ? args : [...args, '--no-spoilers'], { encoding: 'utf8' }));
}

test('the Ancient of act 2: its offers with Reveal on (CLI), none with Reveal off', async () => {
  const ancient = cliAct2(true).floors[0];
  assert.equal(ancient.room, 'ancient');
  assert.ok(ancient.ancientOffers.length > 0, 'the CLI gives the offers');
  const want = ancient.ancientOffers.map((o) => `${o.requires ? `If ${o.requires}: ` : ''}${o.names.join(', ')}`);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&spoil=1&act=2&node=${ancient.x},${ancient.y}`);
  await page.locator('#node-info .ancient-offers li').first().waitFor();
  assert.deepEqual(await page.locator('#node-info .ancient-offers li').allInnerTexts(), want);
  const ids = await page.locator('#node-info .ancient-offers li').evaluateAll((lis) => lis.map((li) => li.dataset.ids));
  assert.deepEqual(ids, ancient.ancientOffers.map((o) => o.ids.join(',')));
  await h.screenshot(page, 'sts2-ancient-offers');
  assert.deepEqual(problems(), []);
  assert.equal(cliAct2(false).floors[0].ancientOffers, undefined, 'no offers without spoilers (CLI)');
  const hidden = await openViewer(h, `?game=sts2&seed=${SEED}&act=2&node=${ancient.x},${ancient.y}`);
  await hidden.page.locator('#node-info h2').waitFor();
  assert.equal(await hidden.page.locator('#node-info .ancient-offers').count(), 0);
  const text = await allText(hidden.page);
  for (const n of ancient.ancientOffers.flatMap((o) => o.names)) assert.ok(!text.includes(n), `${n} is not in the page`);
  assert.deepEqual(hidden.problems(), []);
});
