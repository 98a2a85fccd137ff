// The Slay the Spire 2 profile in the WebAssembly modules (docs/sts2-profile.md): the map modules
// refuse a profile other than "mature", naming the route module; the route module draws the run
// start of a profile exactly as the native CLI does (`spire-map map|route --profile`); the
// run-file module reads a real progress.save into the profile's text form; the search module follows
// a profile, as the CLI's search does; www/engine.js sends a profile's maps to the route module.
//
// Expected values: the CLI's output (target/release or target/debug spire-map) and, for the real
// file, the epochs it lists as not obtained or not at all (tests/golden/profiles/README.md).
//
// Run: node --test tests/js/profile.test.mjs   (needs www/pkg built by scripts/build-wasm)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, goldenPath, loadModule } from './helpers.mjs';
import { Engine, ownProfile } from '../../www/engine.js';

const EXE = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'spire-map')).find((f) => fs.existsSync(f));
const cli = (...args) => {
  assert.ok(EXE, 'the CLI is built (cargo build --release --bin spire-map)');
  return execFileSync(EXE, args, { encoding: 'utf8' });
};

const SEED = '6P96T755CNZ3';
// What a profile changes in an act (the run start's fields of generate_map's acts).
const FIELDS = ['id', 'name', 'ancient', 'ancientId', 'neow', 'neowIds', 'eventIds', 'monsterIds', 'eliteIds', 'bossIds'];
const REAL = goldenPath('profiles/hydrowood0_profile1.progress.extract.json');
// The real file: EVENT1-3 and RELIC5 are not listed, the other eight "not_obtained".
const REAL_CODE = 'EVENT1,EVENT2,EVENT3,RELIC4,RELIC5,IRONCLAD5,IRONCLAD6,SILENT6,REGENT5,REGENT6,NECROBINDER6,DEFECT6';

const thrown = (fn) => {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error, `a JavaScript Error, not ${typeof e}`);
    return e.message;
  }
  assert.fail('the call returned instead of throwing');
};

test('the map modules take only the mature profile and name the route module for another', async () => {
  const sts2 = await loadModule('spire_map_sts2');
  const sts1 = await loadModule('spire_map');
  const mature = sts2.generate_map({ game: 'sts2', seed: SEED });
  assert.deepEqual(sts2.generate_map({ game: 'sts2', seed: SEED, profile: 'mature' }), mature);
  for (const m of [sts2, sts1]) {
    const game = m === sts2 ? 'sts2' : 'sts1';
    assert.match(thrown(() => m.generate_map({ game, seed: SEED, profile: 'EVENT1' })), /^invalid option `profile`: only "mature" here: the route module \(spire_map_sts2_routes\) takes a profile$/);
  }
});

test('the route module follows a profile as the CLI does (maps, walk), and names a wrong one', async () => {
  const routes = await loadModule('spire_map_sts2_routes');
  for (const profile of ['NEOW,EVENT1', 'OROBAS,DARV,ACT.UNDERDOCKS', REAL_CODE]) {
    const got = routes.generate_map({ game: 'sts2', seed: SEED, ascension: 10, profile });
    const want = JSON.parse(cli('map', '--game', 'sts2', '--seed', SEED, '--ascension', '10', '--profile', profile, '--format', 'json'));
    const runStart = (a) => ({ ...FIELDS.reduce((o, k) => ({ ...o, [k]: a[k] ?? null }), {}) });
    assert.deepEqual(JSON.parse(JSON.stringify(got.acts)).map(runStart), want.acts.map(runStart), profile);
    assert.deepEqual(got.warnings, want.warnings, profile);
    assert.ok(got.warnings.some((w) => w.includes(`follow the profile given (lacks ${profile.split(',').join(', ')};`)), profile);
  }
  // A profile's relic bags depend on the character: generate_map reads it then, as the CLI does.
  for (const character of ['silent', 'defect']) {
    const profile = 'SILENT3,SILENT6,RELIC2';
    const got = routes.generate_map({ game: 'sts2', seed: SEED, ascension: 10, profile, character });
    const want = JSON.parse(cli('map', '--game', 'sts2', '--seed', SEED, '--ascension', '10', '--profile', profile, '--character', character, '--format', 'json'));
    const runStart = (a) => ({ ...FIELDS.reduce((o, k) => ({ ...o, [k]: a[k] ?? null }), {}) });
    assert.deepEqual(JSON.parse(JSON.stringify(got.acts)).map(runStart), want.acts.map(runStart), character);
  }
  const silent = routes.generate_map({ game: 'sts2', seed: SEED, ascension: 10, profile: 'SILENT3,SILENT6', character: 'silent' });
  const ironclad = routes.generate_map({ game: 'sts2', seed: SEED, ascension: 10, profile: 'SILENT3,SILENT6' });
  assert.notDeepEqual(silent.acts.map((a) => a.eventIds), ironclad.acts.map((a) => a.eventIds), "the Silent's smaller bag moves UpFront");
  // Without Neow's epoch act 1 has no Ancient and no Neow offer.
  const noNeow = routes.generate_map({ game: 'sts2', seed: SEED, profile: 'neow' });
  assert.equal(noNeow.acts[0].ancientId, '');
  assert.equal(noNeow.acts[0].neowIds ?? null, null);
  // An event epoch: the content follows the profile (card rewards, Neow's gifts), and so do the Ancients' offers.
  const walk = routes.walk_route({ game: 'sts2', seed: SEED, route: '3', profile: 'EVENT1_EPOCH' });
  assert.equal(walk.profile, 'lacks EVENT1');
  assert.ok(walk.floors.some((f) => f.cardReward) && walk.floors[0].ancientOffers.length === 1 && walk.floors[0].neowGifts.length > 0);
  // A card epoch: smaller pools, not modelled: no card reward, no gift; Neow's offer is still the profile's.
  const cards = routes.walk_route({ game: 'sts2', seed: SEED, route: '3', profile: 'IRONCLAD2' });
  assert.ok(cards.floors.every((f) => !f.cardReward && !f.neowGifts));
  assert.deepEqual(cards.floors[0].ancientOffers[0].ids, routes.generate_map({ game: 'sts2', seed: SEED, profile: 'IRONCLAD2' }).acts[0].neowIds);
  assert.ok(cards.assumptions.some((a) => a.includes('lacks a card, colourless or potion epoch')));
  assert.match(thrown(() => routes.generate_map({ game: 'sts2', seed: SEED, profile: 'EVENT4' })), /^invalid option `profile`: "EVENT4" is not an unlock a profile can lack; they are NEOW, OROBAS, /);
  assert.match(thrown(() => routes.generate_map({ game: 'sts2', seed: SEED, profile: 3 })), /^invalid option `profile`: expected "mature" or the unlocks a profile lacks, got 3$/);
});

test('the run-file module reads a real progress.save into the text form, and names what is wrong with a bad one', async () => {
  const m = await loadModule('spire_map_runfile');
  const read = m.read_profile(fs.readFileSync(REAL, 'utf8'));
  assert.deepEqual(read, { profile: REAL_CODE, describe: `progress.save, 44 of 52 epochs revealed: lacks ${REAL_CODE.split(',').join(', ')}`, runs: 15 });
  assert.match(thrown(() => m.read_profile('{"epochs": [{"id": "NEOW_EPOCH"}]}')), /epochs\[0\] \(NEOW_EPOCH\) has no string "state"/);
  assert.match(thrown(() => m.read_profile('not json')), /progress.save is not JSON/);
  assert.match(thrown(() => m.read_profile('{"seed": "X"}')), /progress.save has no "epochs" list/);
});

test('the search module follows a profile as the CLI does', async () => {
  const m = await loadModule('spire_map_search');
  for (const [filter, profile] of [['a2.ancient = Orobas and a1.act = Overgrowth', 'EVENT1,RELIC4'], ['neow has Kaleidoscope', 'SILENT1'], ['a1.act = Underdocks', 'ACT.UNDERDOCKS']]) {
    const got = m.search({ game: 'sts2', filter, ascension: 10, start: 0, count: 3000, profile }).matches.map((x) => x.seed);
    const want = cli('search', '--game', 'sts2', '--filter', filter, '--ascension', '10', '--count', '3000', '--threads', '1', '--profile', profile).trim().split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
    assert.deepEqual(got, want, `${filter} / ${profile}`);
  }
  assert.equal(m.search({ game: 'sts2', filter: 'neow has Kaleidoscope', start: 0, count: 3000, profile: 'SILENT1' }).matches.length, 0);
  assert.match(thrown(() => m.search({ game: 'sts2', filter: 'card(1) has Bash', start: 0, count: 10, profile: 'RELIC4' })), /predicted only for the mature profile/);
});

test('www/engine.js sends a profile\'s maps to the route module: pending until it is loaded', async () => {
  assert.equal(ownProfile({ profile: 'EVENT1' }), true);
  for (const o of [{}, { profile: 'mature' }, { profile: ' Mature ' }, { profile: '' }, null]) assert.equal(ownProfile(o), false);
  const engine = new Engine();
  engine.add('sts2', await loadModule('spire_map_sts2'));
  engine.routeErrors.sts2 = 'not in this test'; // no load is started: the answer is the error kept
  assert.deepEqual(engine.generateMap({ game: 'sts2', seed: SEED, profile: 'NEOW' }), { ok: false, error: 'not in this test' });
  delete engine.routeErrors.sts2;
  engine.addRoutes('sts2', await loadModule('spire_map_sts2_routes'));
  const res = engine.generateMap({ game: 'sts2', seed: SEED, profile: 'NEOW' });
  assert.ok(res.ok, res.error);
  assert.equal(res.value.acts[0].ancientId, '');
  assert.equal(engine.generateMap({ game: 'sts2', seed: SEED }).value.acts[0].ancientId, 'EVENT.NEOW');
});
