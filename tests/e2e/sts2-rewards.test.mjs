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
import { openViewer, allText, drawnNodes, expectedNodes, routeKeys } from './pages.mjs';
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

// Neow's option taken (the "Neow option taken" select, `neow=`): seed 85920V7XQFSN offers Scroll
// Boxes, Neow's Torment and Neow's Bones (`spire-map map --game sts2 --seed 85920V7XQFSN`); Neow's
// Bones draws 27+ times on the rewards stream, so the first fight's cards differ with it. The route is
// the seed's act-1 "most fights" route (`spire-map best --game sts2 --seed 85920V7XQFSN --act 1
// --criterion mostFights`).
const BONES_SEED = '85920V7XQFSN';
const BONES_ROUTE = '6,6,5,5,6,6,6,6,6,6,6,5,4,3,3,3';

/** The CLI's walk of BONES_ROUTE on BONES_SEED, with Neow's option `neow` (or none said). */
function cliNeow(neow) {
  const args = ['route', '--game', 'sts2', '--seed', BONES_SEED, '--route', BONES_ROUTE, '--format', 'json'];
  return JSON.parse(execFileSync(EXE, neow ? [...args, '--neow', neow] : args, { encoding: 'utf8' }));
}

test("Neow option taken: the select offers the seed's three, and the first fight's cards follow the one chosen (CLI)", async () => {
  const map = JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', BONES_SEED, '--act', '1', '--format', 'json'], { encoding: 'utf8' }));
  const offered = map.acts[0].neowIds.map((id, i) => [id.replace(/^RELIC\./, ''), map.acts[0].neow[i]]);
  assert.ok(offered.some(([id]) => id === 'NEOWS_BONES'), 'the seed offers Neow\'s Bones');
  const without = cliNeow(null);
  const bones = cliNeow('NEOWS_BONES');
  const first = bones.floors.find((f) => f.cardReward);
  const before = without.floors.find((f) => f.floor === first.floor);
  assert.notDeepEqual(first.cardReward.cards.map((c) => c.id), before.cardReward.cards.map((c) => c.id), 'the option changes the first reward (CLI)');
  assert.ok(bones.assumptions.some((a) => /after Neow's Neow's Bones \(27 draws/.test(a)));

  const { page, problems } = await openViewer(h, `?game=sts2&seed=${BONES_SEED}&spoil=1&act=1&route=${BONES_ROUTE}`);
  assert.equal(await page.locator('#neow').isVisible(), true);
  assert.deepEqual(await page.locator('#neow option').evaluateAll((os) => os.map((o) => [o.value, o.textContent])), [['', 'not said'], ...offered]);
  assert.equal(await page.locator('#neow').inputValue(), '');
  await node(page, first).click();
  const reward = page.locator('#node-info .card-reward');
  await reward.waitFor();
  assert.equal(await reward.innerText(), cardsText(before.cardReward), 'not said: the CLI without --neow');
  await page.locator('#neow').selectOption('NEOWS_BONES');
  await page.waitForFunction(() => location.search.includes('neow=NEOWS_BONES'));
  await page.waitForFunction((want) => document.querySelector('#node-info .card-reward')?.textContent === want, cardsText(first.cardReward));
  assert.equal(await reward.getAttribute('data-cards'), first.cardReward.cards.map((c) => c.id).join(','));
  assert.notEqual(await reward.innerText(), cardsText(before.cardReward));
  assert.match(await page.locator('#run-start').textContent(), /Neow option taken: Neow's Bones\.$/);
  assert.match((await page.locator('#route-info .assumptions li').allInnerTexts()).join(' '), /after Neow's Neow's Bones \(27 draws on the rewards stream/);
  await page.getByText('About the run start').click();
  assert.match(await page.locator('#run-start-help').innerText(), /Neow's Bones\) change the card rewards after Neow/);
  await h.screenshot(page, 'sts2-neow-taken', { fullPage: true });
  const link = await page.evaluate(() => location.search);
  // Reveal off: the option stays chosen (the game shows Neow's options), and no card of the walk is in the page.
  await page.locator('#reveal').uncheck();
  await page.waitForFunction(() => !location.search.includes('spoil=1'));
  await page.locator('#node-info h2').waitFor();
  assert.equal(await page.locator('#neow').inputValue(), 'NEOWS_BONES');
  assert.equal(await page.locator('#node-info .card-reward, #route-info .assumptions').count(), 0);
  const hidden = await allText(page);
  for (const c of [...first.cardReward.cards, ...before.cardReward.cards]) assert.ok(!hidden.includes(c.name), `${c.name} is not in the page`);
  // The written link opens the same view: the option selected, the same cards.
  const again = await openViewer(h, link);
  assert.equal(await again.page.locator('#neow').inputValue(), 'NEOWS_BONES');
  await node(again.page, first).click();
  await again.page.locator('#node-info .card-reward').waitFor();
  assert.equal(await again.page.locator('#node-info .card-reward').innerText(), cardsText(first.cardReward));
  assert.deepEqual(problems().concat(again.problems()), []);
});

test('Neow option taken: one the seed does not offer is dropped with a note naming its options (a link, then a new seed)', async () => {
  // 6P96T755CNZ3 offers Golden Pearl, Scroll Boxes and Leafy Poultice: the CLI refuses Neow's Bones.
  let refusal = '';
  try {
    execFileSync(EXE, ['route', '--game', 'sts2', '--seed', SEED, '--route', ROUTE, '--neow', 'NEOWS_BONES', '--format', 'json'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    refusal = String(e.stderr);
  }
  const named = /is not one of the seed's Neow options \(([A-Z_, ]+)\)/.exec(refusal);
  assert.ok(named, `the CLI refuses it: ${refusal}`);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&spoil=1&act=1&route=${ROUTE}&neow=NEOWS_BONES`);
  const notes = () => page.locator('#notes').innerText();
  assert.ok((await notes()).includes(`The Neow option taken was dropped: NEOWS_BONES is not one of the seed's Neow options (${named[1]}).`), await notes());
  assert.equal(await page.locator('#neow').inputValue(), '');
  await page.waitForFunction(() => !location.search.includes('neow='));
  // Chosen, then the seed changes to one that does not offer it: dropped again, and the link forgets it.
  await page.locator('#neow').selectOption('GOLDEN_PEARL');
  await page.waitForFunction(() => location.search.includes('neow=GOLDEN_PEARL'));
  await page.locator('#seed-input').fill(BONES_SEED);
  await page.waitForFunction(() => /GOLDEN_PEARL is not one of the seed's Neow options \(SCROLL_BOXES, NEOWS_TORMENT, NEOWS_BONES\)/.test(document.getElementById('notes').textContent));
  assert.equal(await page.locator('#neow').inputValue(), '');
  await page.waitForFunction(() => location.search.includes('seed=85920V7XQFSN') && !location.search.includes('neow='));
  // Another game: its own Neow options and first choice; the option taken does not carry over.
  await page.locator('#neow').selectOption('NEOWS_BONES');
  await page.waitForFunction(() => location.search.includes('neow=NEOWS_BONES'));
  await page.getByRole('radio', { name: 'Slay the Spire', exact: true }).check();
  await page.waitForFunction(() => !location.search.includes('game=sts2') && !location.search.includes('neow='));
  assert.equal(await page.locator('#neow option').first().textContent(), 'none / not the boss swap');
  assert.equal(await page.locator('#neow').inputValue(), '');
  await page.getByRole('radio', { name: 'Slay the Spire 2' }).check();
  await page.waitForFunction(() => location.search.includes('game=sts2'));
  assert.equal(await page.locator('#neow option').first().textContent(), 'not said');
  assert.equal(await page.locator('#neow').inputValue(), '');
  assert.equal(await page.locator('#neow option').count(), 4);
  await page.getByText('About the run start').click();
  assert.equal(await page.locator('#run-start-help .sts2-only').isVisible(), true);
  assert.deepEqual(problems(), []);
});

test('multiplayer, Reveal on: each player\'s card reward and potion roll on a fight (CLI)', async () => {
  const route = '5,4,4,4,4,5,6,5,6,6,6,5,4,3,3'; // `spire-map best --game sts2 --seed 6P96T755CNZ3 --act 1 --criterion mostFights --multiplayer`
  // Player 1 takes Golden Pearl (the page's link names the first player's Neow option): their gold is known.
  const want = JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', SEED, '--multiplayer', '--character', 'silent', '--neow', 'GOLDEN_PEARL', '--route', route, '--format', 'json'], { encoding: 'utf8' }));
  const f = want.floors.find((x) => x.cardRewards);
  assert.ok(f && f.cardRewards.length === 2, 'the CLI gives both players\' cards');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SEED}&mp=1&character=silent&neow=GOLDEN_PEARL&spoil=1&act=1&route=${route}&node=${f.x},${f.y}`);
  await page.locator('#node-info .player-reward').first().waitFor();
  assert.deepEqual(
    await page.locator('#node-info .player-reward').allInnerTexts(),
    f.cardRewards.map((r) => `Player ${r.player}: ${r.cards.map((c) => `${c.name}${c.upgraded ? '+' : ''}`).join(', ')} · ${r.potion.dropped ? 'a potion drops' : 'no potion'}`),
  );
  assert.equal(await page.locator('#node-info .player-reward').first().getAttribute('data-cards'), f.cardRewards[0].cards.map((c) => c.id).join(','));
  assert.match((await page.locator('#route-info .assumptions li').allInnerTexts()).join(' '), /not checked against a real lobby of these builds/);
  // The route's gold line: each player's after the last floor the CLI's walk knows it.
  const last = new Map();
  for (const x of want.floors) for (const p of x.players || []) if (Number.isInteger(p.gold)) last.set(p.player, [x.floor, p.gold]);
  assert.equal(last.size, 1, 'the CLI knows player 1\'s gold, not player 2\'s (no Neow option named for them)');
  const [[floor, gold]] = [...last.values()];
  await page.locator('#route-info .gold-known').filter({ hasText: `Gold after floor ${floor}: player 1 ${gold} (` }).waitFor();
  await h.screenshot(page, 'sts2-multiplayer-rewards');
  assert.deepEqual(problems(), []);
});

// A lobby of two characters from a link (ESJC7K39HN, a real v0.107.1 lobby, with its profile): player 2's
// character and Neow option in their selects, each player's own options at events (3:EVENT:A/B), and the
// elite's relics and each player's gold as the CLI's walk gives them (the file's: tests/sts2_lobby.rs).
test('a lobby of two characters from the link: player 2\'s selects, their Neow option and their relics (CLI)', async () => {
  const route = '5,5,5,6,6,6,6';
  const lobby = ['--multiplayer', '--character', 'necrobinder,regent', '--ascension', '2', '--profile', 'REGENT3,REGENT6,DEFECT1', '--neow', 'SCROLL_BOXES,ARCANE_SCROLL'];
  const events = ['3:WHISPERING_HOLLOW:HUG/GOLD', '4:SAPPHIRE_SEED:PLANT/EAT'];
  const want = JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', 'ESJC7K39HN', ...lobby, ...events.flatMap((e) => ['--event', e]), '--route', route, '--format', 'json'], { encoding: 'utf8' }));
  const elite = want.floors.find((f) => f.floor === 7);
  assert.deepEqual(elite.players.map((p) => p.relics.map((r) => r.id)), [['RELIC.GREMLIN_HORN'], ['RELIC.GORGET']]);
  const link = `?game=sts2&seed=ESJC7K39HN&mp=1&asc=2&character=necrobinder,regent&neow=SCROLL_BOXES,ARCANE_SCROLL&profile=REGENT3,REGENT6,DEFECT1&spoil=1&act=1&route=${route}&events=${events.join(',')}&node=${elite.x},${elite.y}`;
  const { page, problems } = await openViewer(h, link);
  await page.locator('#node-info .player-relics').first().waitFor();
  assert.equal(await page.locator('#character2').inputValue(), 'regent');
  assert.equal(await page.locator('#neow2').inputValue(), 'ARCANE_SCROLL');
  assert.deepEqual(await page.locator('#node-info .player-relics').evaluateAll((ps) => ps.map((p) => p.dataset.relics)), ['RELIC.GREMLIN_HORN', 'RELIC.GORGET']);
  assert.deepEqual(await page.locator('#node-info .player-relics').allInnerTexts(), elite.players.map((p) => `Player ${p.player}: ${p.relics.map((r) => r.name).join(', ')} · ${p.gold} gold after`));
  assert.match(await page.locator('#assumed-line').innerText(), /player 2: Regent, Arcane Scroll/);
  const at8 = want.floors.find((f) => f.floor === 8).players.map((p) => `player ${p.player} ${p.gold}`).join(', ');
  await page.locator('#route-info .gold-known').filter({ hasText: `Gold after floor 8: ${at8} (` }).waitFor();
  // The link keeps both players' picks; turning Multiplayer off drops player 2's.
  assert.match(decodeURIComponent(page.url()), /character=necrobinder,regent.*neow=SCROLL_BOXES,ARCANE_SCROLL/);
  await h.screenshot(page, 'sts2-lobby-two-characters');
  await page.locator('#multiplayer').uncheck();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('character') === 'necrobinder');
  // (A single player's Neow offer is another: player 1's option is kept only if it is in it.)
  assert.ok(!(new URL(page.url()).searchParams.get('neow') || '').includes(','), page.url());
  // The floor-12 merchant: each player's own stock with checkboxes; player 2 buys Pantograph (FLOOR:2:ID in
  // the link), and their gold after it is the CLI's with the same purchase.
  const route12 = `${route},5,5,4,3,3`;
  const bought = JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', 'ESJC7K39HN', ...lobby, ...events.flatMap((e) => ['--event', e]), '--buy', '12:2:RELIC.PANTOGRAPH', '--route', route12, '--format', 'json'], { encoding: 'utf8' }));
  const shop = bought.floors.find((f) => f.floor === 12);
  await page.goto(new URL(`/index.html${link.replace(`route=${route}`, `route=${route12}`).replace(/node=[^&]*/, `node=${shop.x},${shop.y}`)}`, page.url()).href);
  const pantograph = page.getByRole('checkbox', { name: /^Player 2: Buy Pantograph: \d+ gold$/ });
  await pantograph.check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('buy') === '12:2:RELIC.PANTOGRAPH');
  await page.locator('#node-info .player-relics', { hasText: `Player 2: ${shop.players[1].gold} gold after` }).waitFor();
  assert.equal(await page.getByRole('checkbox', { name: /^Player 1: Buy/ }).first().isChecked(), false);
  await h.screenshot(page, 'sts2-lobby-merchant', { fullPage: true });
  assert.deepEqual(problems(), []);
});

test("route choices: an event met and a purchase, picked in the room panel, are kept in the link and reach the walk (CLI)", async () => {
  const seed = 'TQM88QFMHSQR';
  const route = '1,1,1,0,0,0,0,0,0,1,0,0,0,0,0,3';
  const cli = (extra) => JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', seed, '--ascension', '10', '--neow', 'CURSED_PEARL', '--route', route, ...extra, '--format', 'json'], { encoding: 'utf8' }));
  const plain = cli([]);
  const chosen = cli(['--event', '3:SPIRALING_WHIRLPOOL', '--buy', '4:RELIC.BREAD']);
  const at = (w, f) => w.floors.find((x) => x.floor === f);
  // Floor 3 can be three events that draw differently: the rewards stop there unless the route names it.
  assert.ok(at(plain, 3).event.branches && !at(plain, 5).cardReward && at(chosen, 5).cardReward);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${seed}&asc=10&neow=CURSED_PEARL&spoil=1&act=1&route=${route}`);
  await node(page, at(plain, 3)).click();
  await page.getByRole('combobox', { name: 'Event option' }).selectOption('SPIRALING_WHIRLPOOL');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('events') === '3:SPIRALING_WHIRLPOOL');
  await h.screenshot(page, 'sts2-choices-event', { fullPage: true });
  // The merchant's stock is known now; buying its Bread: a checkbox, the link's buy=.
  const bread = at(chosen, 4).shop.relics.find((r) => r.id === 'RELIC.BREAD');
  await node(page, at(plain, 4)).click();
  await page.getByRole('checkbox', { name: `Buy ${bread.name}: ${bread.price} gold` }).check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('buy') === '4:RELIC.BREAD');
  await node(page, at(plain, 5)).click();
  await page.locator('#node-info .card-reward').waitFor();
  assert.equal(await page.locator('#node-info .card-reward').innerText(), cardsText(at(chosen, 5).cardReward));
  const last = chosen.floors.filter((f) => Number.isInteger(f.gold)).pop();
  await page.locator('#route-info .gold-known').filter({ hasText: `Gold after floor ${last.floor}: ${last.gold} ` }).waitFor();
  await h.screenshot(page, 'sts2-choices', { fullPage: true });
  // The link keeps both: opened again, the panel shows them chosen.
  const again = await openViewer(h, new URL(page.url()).search);
  await node(again.page, at(plain, 3)).click();
  assert.equal(await again.page.getByRole('combobox', { name: 'Event option' }).inputValue(), 'SPIRALING_WHIRLPOOL');
  await node(again.page, at(plain, 4)).click();
  assert.equal(await again.page.getByRole('checkbox', { name: `Buy ${bread.name}: ${bread.price} gold` }).isChecked(), true);
  // Act 2's Ancient (Reveal on): a select of its offers, the link's ancients= chosen; picking another keeps it.
  const third = await openViewer(h, `?game=sts2&seed=${seed}&asc=10&neow=CURSED_PEARL&spoil=1&act=2&route=${route}&ancients=18:NUTRITIOUS_SOUP`);
  await third.page.locator('#map-host button.map-node[data-room="ancient"]').click();
  const relic = third.page.getByRole('combobox', { name: 'Relic taken' });
  assert.equal(await relic.inputValue(), 'NUTRITIOUS_SOUP');
  await relic.selectOption('SEAL_OF_GOLD');
  await third.page.waitForFunction(() => new URLSearchParams(location.search).get('ancients') === '18:SEAL_OF_GOLD');
  assert.deepEqual(problems().concat(again.problems(), third.problems()), []);
});

// The maps a route's choices change (issue 40): TQM88QFMHSQR's run (tests/golden/runfiles/sts2/) took
// the Spoils Map at The Legends Were True on floor 15 (act 2 is then the hourglass map) and met the
// Fake Merchant on floor 28; its route, events, act-2 Ancient relic (which the gold follows) and
// run (A10, the Ironclad, Cursed Pearl) are the file's (tests/sts2_events_shops.rs walks the same). 8DVXPWUWRY (v0.108, A10) took Golden Compass at
// act 2's Ancient (floor 18): the act is the golden path. Expected maps: the CLI's walk_route `maps`
// with the same choices, and its `map` without them.
const SPOILS = { seed: 'TQM88QFMHSQR', act1: '1,1,1,0,0,0,0,0,0,1,0,0,0,0,0,3', act2: '0,0,1,1,0,1,2,3,3,3,4,4,4,3,3' };
const SPOILS_EVENTS = ['3:SPIRALING_WHIRLPOOL:OBSERVE', '15:THE_LEGENDS_WERE_TRUE:NAB_THE_MAP', '28:FAKE_MERCHANT'];

/** The CLI's act `act` map of `seed` without any choice (`spire-map map`). */
function cliMap(seed, act, extra = []) {
  return JSON.parse(execFileSync(EXE, ['map', '--game', 'sts2', '--seed', seed, '--ascension', '10', '--act', String(act), ...extra, '--format', 'json'], { encoding: 'utf8' })).acts[0];
}

test('the Spoils Map: a link with NAB_THE_MAP draws act 2 as the hourglass map and keeps its route; the Fake Merchant\'s purchases; undone, the normal map (CLI)', async () => {
  const route = `${SPOILS.act1}/${SPOILS.act2}`;
  const cli = (extra) => JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', SPOILS.seed, '--ascension', '10', '--neow', 'CURSED_PEARL', '--route', route, ...SPOILS_EVENTS.flatMap((e) => ['--event', e]), '--ancient', '18:NUTRITIOUS_SOUP', ...extra, '--format', 'json'], { encoding: 'utf8' }));
  const want = cli([]);
  const hourglass = want.maps[1];
  const normal = cliMap(SPOILS.seed, 2);
  assert.notDeepEqual(expectedNodes(hourglass), expectedNodes(normal), 'the Spoils Map changes act 2 (CLI)');
  const why = want.warnings.find((w) => /^act 2: the Spoils Map/.test(w));
  assert.ok(why, 'the CLI says why');
  const merchant = want.floors.find((f) => f.floor === 28);
  assert.equal(merchant.event.id, 'EVENT.FAKE_MERCHANT');
  const relic = merchant.shop.relics[0];
  const bought = cli(['--buy', `28:${relic.id}`]);
  const lastGold = (w) => w.floors.filter((f) => Number.isInteger(f.gold)).pop();
  const [before, after] = [lastGold(want), lastGold(bought)];
  assert.ok(before.floor >= 28 && before.floor === after.floor && before.gold - after.gold === relic.price, 'the purchase costs its price (CLI)');

  const { page, problems } = await openViewer(h, `?game=sts2&seed=${SPOILS.seed}&asc=10&neow=CURSED_PEARL&spoil=1&act=2&route=${route}&events=${SPOILS_EVENTS.join(',')}&ancients=18:NUTRITIOUS_SOUP`);
  // The rooms (their labels say what the route's rooms became, with Reveal on).
  const rooms = (nodes) => nodes.map(({ x, y, room }) => ({ x, y, room }));
  assert.deepEqual(rooms(await drawnNodes(page)), rooms(expectedNodes(hourglass)), 'the hourglass map, as the CLI draws it');
  assert.deepEqual(await routeKeys(page), want.floors.filter((f) => f.act === 2).map((f) => `${f.x},${f.y}`).sort(), 'the act-2 route is kept, on the CLI\'s rooms');
  assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('route'), route);
  assert.ok((await page.locator('#seed-warnings li').allInnerTexts()).includes(why), 'the page says why the map changed');
  assert.ok(hourglass.boss && (await page.locator('#boss-caption').innerText()).includes(hourglass.boss), 'the act\'s boss (CLI)');
  assert.ok(!(await page.locator('#notes').innerText()).includes('dropped'), 'nothing dropped');
  // The Fake Merchant's stock: ticking a relic takes its price off the gold after the route.
  await node(page, merchant).click();
  const gold = (g) => page.locator('#route-info .gold-known').filter({ hasText: `Gold after floor ${g.floor}: ${g.gold} ` });
  await gold(before).waitFor();
  await page.getByRole('checkbox', { name: `Buy ${relic.name}: ${relic.price} gold` }).check();
  await page.waitForFunction((want) => new URLSearchParams(location.search).get('buy') === want, `28:${relic.id}`);
  await gold(after).waitFor();
  await h.screenshot(page, 'sts2-spoils-map', { fullPage: true });
  // A route preset plans on the hourglass map (the CLI's `best` with the same event).
  const best = JSON.parse(execFileSync(EXE, ['best', '--game', 'sts2', '--seed', SPOILS.seed, '--ascension', '10', '--act', '2', '--criterion', 'mostElites', '--event', SPOILS_EVENTS[1], '--format', 'json'], { encoding: 'utf8' }));
  await page.locator('summary', { hasText: 'Best route' }).click();
  await page.getByRole('button', { name: 'Most elites' }).click();
  await page.locator('#preset-status').filter({ hasText: `Most elites: score ${best.score}.` }).waitFor();
  assert.deepEqual((await routeKeys(page)).filter((k) => !k.endsWith(',0')), best.path.map(([x, y]) => `${x},${y}`).sort(), 'the CLI\'s plan (the page marks the Ancient too)');
  // Undone (the other option of The Legends Were True): act 2 is the normal map again, the route dropped and said.
  await page.getByRole('tab', { name: /^Act 1/ }).click();
  await node(page, want.floors.find((f) => f.floor === 15)).click();
  await page.getByRole('combobox', { name: 'Event option' }).selectOption('THE_LEGENDS_WERE_TRUE:SLOWLY_FIND_AN_EXIT');
  await page.waitForFunction(() => /^The route for act 2 was dropped: /m.test(document.getElementById('notes').innerText));
  await page.getByRole('tab', { name: /^Act 2/ }).click();
  assert.deepEqual(await drawnNodes(page), expectedNodes(normal), 'the normal map again');
  assert.ok(!(await page.locator('#seed-warnings').innerText()).includes('Spoils Map'));
  assert.deepEqual(problems(), []);
});

test('Golden Compass: taken in the act-2 Ancient\'s select, act 2 is redrawn as the golden path; the link keeps it (CLI)', async () => {
  const seed = '8DVXPWUWRY';
  const compass = JSON.parse(execFileSync(EXE, ['route', '--game', 'sts2', '--seed', seed, '--build', 'v0.108', '--ascension', '10', '--start-act', '2', '--route', '3', '--ancient', '18:GOLDEN_COMPASS', '--format', 'json'], { encoding: 'utf8' }));
  const golden = compass.maps[1];
  const normal = cliMap(seed, 2, ['--build', 'v0.108']);
  const why = compass.warnings.find((w) => /^act 2: Golden Compass/.test(w));
  assert.ok(why && golden.nodes.every((n) => n.x === 3), 'one column (CLI)');
  const ancient = normal.nodes.find((n) => n.room === 'ancient');
  const { page, problems } = await openViewer(h, `?game=sts2&seed=${seed}&build=v0.108&asc=10&spoil=1&act=2&node=${ancient.x},${ancient.y}`);
  assert.deepEqual(await drawnNodes(page), expectedNodes(normal));
  const relic = page.getByRole('combobox', { name: 'Relic taken' });
  await relic.selectOption('GOLDEN_COMPASS');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('ancients') === '18:GOLDEN_COMPASS');
  assert.deepEqual(await drawnNodes(page), expectedNodes(golden), 'the golden path, as the CLI draws it');
  assert.ok((await page.locator('#seed-warnings li').allInnerTexts()).includes(why));
  await h.screenshot(page, 'sts2-golden-compass', { fullPage: true });
  // The link alone draws it; "not said" draws the normal map again.
  const again = await openViewer(h, new URL(page.url()).search);
  assert.deepEqual(await drawnNodes(again.page), expectedNodes(golden));
  assert.equal(await again.page.getByRole('combobox', { name: 'Relic taken' }).inputValue(), 'GOLDEN_COMPASS');
  await again.page.getByRole('combobox', { name: 'Relic taken' }).selectOption('');
  await again.page.waitForFunction(() => !new URLSearchParams(location.search).has('ancients'));
  assert.deepEqual(await drawnNodes(again.page), expectedNodes(normal));
  assert.deepEqual(problems().concat(again.problems()), []);
});

// Orobas' Sea Glass taken on a route (LZD8MB3KXF, v0.107.1, A9; act 1's route meets no `?`, so the
// rewards reach the act-2 Ancient): its room panel shows the Ancient once, with the 15 cards the CLI
// gives under the relic's name (the character Orobas drew), and the select on Sea Glass.
test('Sea Glass on the route: the Ancient\'s panel once, with the 15 cards it offers (CLI)', async () => {
  const args = ['--game', 'sts2', '--seed', 'LZD8MB3KXF', '--ascension', '9', '--neow', 'NEW_LEAF', '--route', '2,2,2,1,2,2,2,1,1,0,0,0,1,1,1,3/6', '--ancient', '18:SEA_GLASS'];
  const walk = JSON.parse(execFileSync(EXE, ['route', ...args, '--format', 'json'], { encoding: 'utf8' }));
  const ancient = walk.floors.find((f) => f.floor === 18);
  const [glass] = ancient.ancientRewards;
  assert.equal(glass.cards.length, 15);
  const { page, problems } = await openViewer(h, `?game=sts2&seed=LZD8MB3KXF&asc=9&spoil=1&neow=NEW_LEAF&route=2,2,2,1,2,2,2,1,1,0,0,0,1,1,1,3/6&ancients=18:SEA_GLASS&act=2&node=${ancient.x},${ancient.y}`);
  const line = page.locator('#node-info .extra-reward');
  await line.first().waitFor();
  assert.deepEqual(await line.allInnerTexts(), [`Cards from ${glass.source.name}, take any: ${glass.cards.map((c) => c.name).join(', ')}`]);
  assert.equal(await page.locator('#node-info .ancient-offers').count(), 1);
  assert.equal(await page.getByRole('combobox', { name: 'Relic taken' }).inputValue(), 'SEA_GLASS');
  assert.deepEqual(problems(), []);
});
