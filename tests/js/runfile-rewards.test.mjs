// www/runfile-rewards.js: a .run file's card rewards and potions, predicted vs recorded, as the
// run-file view words them. The reports are the engine's own (read_run_file of the run-file module,
// www/pkg/spire_map_runfile) on golden runs of tests/golden/sts1-runs/ (one where every prediction
// matches, one with card rewards that do not, the engine says which, and relics) and the StS2 run
// of tests/golden/runfiles/sts2/.
//
// Run: node --test tests/js/runfile-rewards.test.mjs   (needs www/pkg built by scripts/build-wasm)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, loadModule } from './helpers.mjs';
import { rewardsSummary, rewardFloors } from '../../www/runfile-rewards.js';

const reader = await loadModule('spire_map_runfile');
const report = (name) => reader.read_run_file(fs.readFileSync(path.join(ROOT, 'tests/golden/sts1-runs', name), 'utf8'));
const predictedFloors = (r) => r.acts.flatMap((a) => (a.predicted || []).filter((p) => p.cardReward || p.potion || p.relics).map((p) => ({ act: a.act, ...p })));

test('a Watcher run where every card reward and potion matches: the counts and a ✓ per floor', () => {
  const r = report('1649143104.run.json');
  const c = r.cardRewards;
  assert.deepEqual([c.compared, c.matched, c.potionsCompared, c.potionsMatched], [30, 30, 31, 31]);
  assert.equal(rewardsSummary(r), 'Card rewards: 30 of 30 match; potions 31 of 31; relics 14 of 14');
  const floors = rewardFloors(r);
  const want = predictedFloors(r);
  assert.equal(floors.length, want.length);
  // The first predicted floor, word for word from the report.
  const p = want[0];
  const cards = p.cardReward.cards.map((x) => `${x.name}${x.upgraded ? '+' : ''}`).join(', ');
  // The recorded cards by the predicted cards' names where the ids agree (the file writes ids).
  const byId = new Map(p.cardReward.cards.map((x) => [x.id, x.name]));
  const recorded = p.recorded.map((id) => byId.get(id) || id).join(', ');
  assert.ok(floors[0].text.startsWith(`Floor ${p.floor} (${p.room}): predicted ${cards} · recorded ${recorded} ✓`), floors[0].text);
  // Floor 4: Pressure Points, which the file writes PathToVictory.
  assert.ok(floors.some((f) => /recorded [^·]*Pressure Points/.test(f.text) && !f.text.includes('PathToVictory')));
  assert.equal(floors.filter((f) => f.text.includes('✗')).length, 0);
  assert.equal(floors.filter((f) => f.matches === true).length, 30);
  assert.equal(floors.filter((f) => f.potionMatches === true).length, 31);
});

test('a run with card rewards that do not match: ✗ on those floors, the counts say so, relics too', () => {
  // An Ironclad run whose floor-11 fight recorded no reward (fled, or the reward left unopened: the
  // file does not say which, docs/sts1-content.md): the two elite rewards after it differ.
  const r = report('1650226216.run.json');
  assert.equal(rewardsSummary(r), 'Card rewards: 6 of 8 match; potions 9 of 9; relics 5 of 5');
  const floors = rewardFloors(r);
  const miss = floors.filter((f) => f.matches === false);
  assert.deepEqual(miss.map((f) => f.floor), [12, 14]);
  assert.match(miss[0].text, /^Floor 12 \(elite\): predicted Thunderclap, Iron Wave, Carnage · recorded [^·]*Inflame[^·]* ✗/);
  const wrong = predictedFloors(r).filter((p) => p.matches === false);
  assert.deepEqual(wrong.map((p) => p.floor), [12, 14]);
  // The elites' and chest's relics, each with the file's ✓.
  const relicFloors = floors.filter((f) => f.relicsMatch === true);
  assert.equal(relicFloors.length, 5);
  assert.ok(relicFloors.some((f) => f.text.startsWith('Floor 9 (treasure): relics: HornCleat ✓')), relicFloors.map((f) => f.text).join('\n'));
});

test('a StS2 run: its rewards predicted through its events and matched, potions words a drop it does not identify', () => {
  const r = reader.read_run_file(fs.readFileSync(path.join(ROOT, 'tests/golden/runfiles/sts2/6P96T755CNZ3.run'), 'utf8'));
  assert.equal(r.game, 'sts2');
  assert.equal(rewardsSummary(r), 'Card rewards: 8 of 8 match; potions 8 of 8; relics 2 of 2; Ancient offers 1 of 1; gold after 15 of 15 rooms');
  const floors = rewardFloors(r);
  // Self-Help Book (floor 6) and Whispering Hollow (floor 11, HUG) draw nothing on the rewards stream.
  assert.deepEqual(floors.filter((f) => f.matches === true).map((f) => f.floor), [2, 3, 4, 5, 8, 12, 14, 15]);
  // Neow's offer first, beside the file's ancient_choice (GOLDEN_PEARL, SCROLL_BOXES, LEAFY_POULTICE).
  assert.equal(floors[0].text, 'Floor 1 (ancient): offers Golden Pearl, Scroll Boxes, Leafy Poultice · recorded GOLDEN_PEARL, SCROLL_BOXES, LEAFY_POULTICE ✓');
  assert.equal(floors[0].offerMatches, true);
  assert.match(floors[1].text, /^Floor 2 \(monster\): predicted Twin Strike, Juggling, Cruelty · recorded Twin Strike, Juggling, Cruelty ✓ · potion: none ✓$/);
  const dropped = rewardFloors({ game: 'sts2', acts: [{ act: 1, predicted: [{ floor: 2, room: 'monster', potion: { dropped: true } }] }] });
  assert.equal(dropped[0].text, 'Floor 2 (monster): potion: one drops');
});

test('reports without predictions have no card reward line', () => {
  assert.equal(rewardsSummary({ game: 'sts2', acts: [] }), null);
  assert.equal(rewardsSummary({ game: 'sts1', acts: [] }), null);
  assert.deepEqual(rewardFloors({ game: 'sts1', acts: [{ act: 1, predicted: [{ floor: 2, room: 'event' }] }] }), []);
});

// The room panel's lines (www/panel-gives.js) for rewards something other than the room gave: the
// engine names the source (a relic, a card) and the panel says it.
test('the room panel names what gave a second card reward and an Ancient relic\'s cards', async () => {
  const { rewardLines } = await import('../../www/panel-gives.js');
  // Just enough DOM for the panel's lines: elements with a class, a text, data and children.
  const doc = { createElement: (tag) => ({ tag, className: '', textContent: '', dataset: {}, children: [], append(...c) { this.children.push(...c); }, after() {} }) };
  const lines = (step) => {
    const box = doc.createElement('div');
    rewardLines(doc, box, step);
    return box.children.filter((c) => c.className.includes('extra-reward'));
  };
  const sts2 = (name) => reader.read_run_file(fs.readFileSync(path.join(ROOT, 'tests/golden/sts2-v0107', name), 'utf8'));
  const predicted = (r) => r.acts.flatMap((a) => a.predicted || []);
  // 7HVFEA2K6F: Prayer Wheel's second reward after normal fights.
  const wheel = predicted(sts2('7HVFEA2K6F.run')).find((p) => p.extraCardRewards);
  assert.deepEqual(wheel.extraCardRewards.map((r) => r.source), [{ id: 'RELIC.PRAYER_WHEEL', name: 'Prayer Wheel' }]);
  const [line] = lines(wheel);
  assert.equal(line.textContent, `Card reward from Prayer Wheel: ${wheel.extraCardRewards[0].cards.map((c) => `${c.name}${c.upgraded ? '+' : ''}`).join(', ')}`);
  assert.equal(line.dataset.source, 'RELIC.PRAYER_WHEEL');
  // LZD8MB3KXF took Orobas' Sea Glass of the Necrobinder's cards: one line of 15, take any.
  const glass = predicted(sts2('LZD8MB3KXF.run')).find((p) => p.ancientRewards);
  const [cards] = lines(glass);
  assert.match(cards.textContent, /^Cards from Sea Glass \(Necrobinder\), take any: ([^,]+, ){14}[^,]+$/);
  // N2PYLJRWSE took Glass Eye: five rewards, numbered.
  const eye = predicted(sts2('N2PYLJRWSE.run')).find((p) => p.ancientRewards);
  assert.deepEqual(lines(eye).map((l) => l.textContent.split(':')[0]), [1, 2, 3, 4, 5].map((i) => `Card reward ${i} of 5 from Glass Eye`));
  // XURBDU7CFT bought Orrery on floor 15: its five rewards on that floor.
  const orrery = predicted(sts2('XURBDU7CFT.run')).find((p) => p.relicRewards);
  assert.equal(orrery.floor, 15);
  assert.deepEqual(lines(orrery).map((l) => l.textContent.split(':')[0]), [1, 2, 3, 4, 5].map((i) => `Card reward ${i} of 5 from Orrery`));
  // The run-file view's floor line: Orrery's rewards with the file's ✓.
  const view = rewardFloors(sts2('XURBDU7CFT.run')).find((f) => f.floor === 15);
  assert.match(view.text, /^Floor 15 \(event\): .*Orrery: [^/]+( \/ Orrery: [^/]+){4} ✓$/);
  // A reward without a source keeps the plain heading.
  assert.equal(lines({ extraCardRewards: [{ cards: [{ id: 'a', name: 'A' }] }] })[0].textContent, 'Another card reward: A');
  // Two beyond the fight's own (The Hunt's kill and Prayer Wheel's, GHNX514K2V-like): both, in order.
  const two = lines({ extraCardRewards: [{ cards: [{ id: 'a', name: 'A' }], source: { id: 'CARD.THE_HUNT', name: 'The Hunt' } }, { cards: [{ id: 'b', name: 'B' }], source: { id: 'RELIC.PRAYER_WHEEL', name: 'Prayer Wheel' } }] });
  assert.deepEqual(two.map((l) => l.textContent), ['Card reward from The Hunt: A', 'Card reward from Prayer Wheel: B']);
});

test('a lobby read with its profile: each player\'s rewards, relics and merchant in the room panel', async () => {
  const { rewardLines } = await import('../../www/panel-gives.js');
  const text = fs.readFileSync(path.join(ROOT, 'tests/golden/sts2-v0107/ESJC7K39HN.run'), 'utf8');
  const r = reader.read_run_file(text, 'REGENT3,REGENT6,DEFECT1');
  assert.equal(r.profile, 'REGENT3,REGENT6,DEFECT1');
  // The file's record decides (tests/sts2_lobby.rs): the Necrobinder's 11 rewards, both players' 22 potion rolls.
  assert.deepEqual([r.cardRewards.matched, r.cardRewards.compared, r.cardRewards.potionsMatched, r.cardRewards.potionsCompared], [11, 11, 22, 22]);
  assert.throws(() => reader.read_run_file(text, 'NOT_AN_EPOCH'), /profile/);
  const doc = { createElement: (tag) => ({ tag, className: '', textContent: '', dataset: {}, children: [], append(...c) { this.children.push(...c); }, after() {} }) };
  const floor = (n) => r.acts.flatMap((a) => a.predicted || []).find((p) => p.floor === n);
  const box = doc.createElement('div');
  rewardLines(doc, box, floor(9));
  // Each player's chest relic as the file records they took it.
  assert.deepEqual(box.children.filter((c) => c.className.includes('player-relics')).map((c) => c.dataset.relics), ['RELIC.THE_COURIER', 'RELIC.RAZOR_TOOTH']);
  const cards = doc.createElement('div');
  rewardLines(doc, cards, floor(2));
  assert.deepEqual(cards.children.filter((c) => c.className.includes('player-reward')).map((c) => c.textContent.split(' · ')[0]), ['Player 1: Flatten, Fear, Dredge', 'Player 2: cards not given']);
  // Act 2's Orobas: each player's own offers; the file's (its `ancient_choice`) among each list.
  const orobas = doc.createElement('div');
  rewardLines(doc, orobas, { ...floor(17), act: 2 }); // as a walk's step (a run file's floors have no act)
  const lists = orobas.children.filter((c) => c.tag === 'ul' && c.className.includes('ancient-offers'));
  const heads = orobas.children.filter((c) => c.className.includes('offers-head')).map((c) => c.textContent);
  assert.deepEqual(heads, ['Offers, depending on the run:', "Player 2's offers, depending on the run:"]);
  const ids = (ul) => ul.children.map((li) => li.dataset.ids);
  assert.ok(ids(lists[0]).includes('RELIC.GLASS_EYE,RELIC.DRIFTWOOD,RELIC.TOUCH_OF_OROBAS'));
  assert.ok(ids(lists[1]).includes('RELIC.ELECTRIC_SHRYMP,RELIC.RADIANT_PEARL,RELIC.ARCHAIC_TOOTH'));
  assert.deepEqual([r.cardRewards.offersMatched, r.cardRewards.offersCompared], [4, 4]);
  // Neow: player 2's own gifts (their Arcane Scroll's Regent card is not given: its lobby pool is not established).
  const neow = doc.createElement('div');
  rewardLines(doc, neow, floor(1));
  const at = neow.children.findIndex((c) => c.textContent === "What player 2's give:");
  assert.ok(at >= 0, 'player 2\'s gifts have their heading');
  const scroll = neow.children[at + 1].children.find((li) => li.dataset.relic === 'RELIC.ARCANE_SCROLL');
  assert.match(scroll.textContent, /cards are not given/);
  // The run-file view's floor lines name each player's predictions with the engine's verdicts.
  const lines = rewardFloors(r);
  assert.match(lines.find((f) => f.floor === 17).text, /player 2: .*offers Electric Shrymp, Radiant Pearl.* ✓/);
  assert.match(lines.find((f) => f.floor === 7).text, /player 1: Invoke, Deathbringer, No Escape · recorded [^✓✗]+ ✓, potion: one ✓, relics: Gremlin Horn ✓.* · player 2: cards not given · recorded [^✓✗]+, potion: one ✓, relics: Gorget ✓, gold 162 ✓/);
  assert.equal(lines.find((f) => f.floor === 17).lobbyMiss, false);
});
