// The page's four engine modules (issue 17, "lighter first load"): www/pkg/spire_map and
// spire_map_routes carry only Slay the Spire, spire_map_sts2 and spire_map_sts2_routes only Slay
// the Spire 2 (cargo features sts1 / sts2, scripts/build-wasm); each game's map module exports
// generate_map alone, its route module walk_route, best_route and run_start too (feature routes). Each
// refuses the other game's options with an Error naming the module that has it — no trap, no
// panic, the module keeps working — and www/engine.js sends each game's options to its module
// (engineGame reads `game` as the engine does: "sts2" or "2", any case).
//
// Run: node --test tests/js/modules.test.mjs   (needs www/pkg built by scripts/build-wasm)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PKG, ROOT, loadModule } from './helpers.mjs';
import { Engine, customRun, engineGame } from '../../www/engine.js';

const STS1_ONLY = 'invalid option `game`: this module carries only Slay the Spire; load spire_map_sts2 for game "sts2"';
const STS2_ONLY = 'invalid option `game`: this module carries only Slay the Spire 2; load spire_map for game "sts1"';

/** The Error a call throws (fails when it returns or throws something else). */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error, `a JavaScript Error, not ${typeof e}: ${e}`);
    return e.message;
  }
  assert.fail('the call returned instead of throwing');
}

test('the Slay the Spire modules refuse Slay the Spire 2 options with a message naming spire_map_sts2', async () => {
  const m = await loadModule('spire_map');
  const r = await loadModule('spire_map_routes');
  for (const game of ['sts2', 'STS2', ' 2 ']) {
    for (const mod of [m, r]) assert.equal(thrown(() => mod.generate_map({ game, seed: 'ABCDEFGHJKLM' })), STS1_ONLY, game);
    assert.equal(thrown(() => r.walk_route({ game, seed: 'ABCDEFGHJKLM', route: '3' })), STS1_ONLY, game);
    assert.equal(thrown(() => r.best_route({ game, seed: 'ABCDEFGHJKLM', act: 1, criterion: 'mostElites' })), STS1_ONLY, game);
  }
  // The route module walks its game's routes: a first-floor room of AGCK93XT is a fight (spec: the
  // first floor is all monster rooms).
  const start = m.generate_map({ seed: 'AGCK93XT', act: 1 }).acts[0].nodes.find((n) => n.y === 0);
  const step = r.walk_route({ seed: 'AGCK93XT', route: String(start.x) }).floors[0];
  assert.deepEqual([step.x, step.y, step.room], [start.x, 0, 'monster']);
  // Still working after the refusals, and its own game as before (AGCK93XT: README's example seed number).
  const set = m.generate_map({ seed: 'AGCK93XT', ascension: 20 });
  assert.equal(set.seedValue, '673465884448');
  assert.equal(set.acts.length, 4);
  // An unknown game is the options reader's error, as before the split.
  assert.match(thrown(() => m.generate_map({ game: 'sts3', seed: 'A' })), /invalid option `game`: expected "sts1" or "sts2", got "sts3"/);
});

test('the Slay the Spire 2 modules refuse Slay the Spire options with a message naming spire_map', async () => {
  const m = await loadModule('spire_map_sts2');
  const r = await loadModule('spire_map_sts2_routes');
  for (const options of [{ seed: 'AGCK93XT' }, { game: 'sts1', seed: 'AGCK93XT' }, { game: '1', seedValue: '5' }]) {
    for (const mod of [m, r]) assert.equal(thrown(() => mod.generate_map(options)), STS2_ONLY, JSON.stringify(options));
    assert.equal(thrown(() => r.walk_route({ ...options, route: '3' })), STS2_ONLY, JSON.stringify(options));
    assert.equal(thrown(() => r.best_route({ ...options, act: 1, criterion: 'mostElites' })), STS2_ONLY, JSON.stringify(options));
  }
  // Its own game: the seed number of README's example (ABCDEFGHJKLM, 3 acts).
  const set = m.generate_map({ game: 'sts2', seed: 'abcdefghjklm' });
  assert.equal(set.seedValue, '15220929311999793918');
  assert.equal(set.acts.length, 3);
});

test('www/engine.js sends a game option to the module that reads it as its game', () => {
  for (const g of ['sts2', 'STS2', ' sts2 ', '2', 'Sts2']) assert.equal(engineGame(g), 'sts2', JSON.stringify(g));
  for (const g of [undefined, null, '', 'sts1', 'STS', '1', 'sts3', 2, {}, 'sts2x']) assert.equal(engineGame(g), 'sts1', JSON.stringify(g));
});

test('the map modules export generate_map alone, the route modules daily, walk_route, best_route and run_start too', async () => {
  const exported = (m) => Object.keys(m).filter((k) => typeof m[k] === 'function' && !/^(default|initSync)$/.test(k)).sort();
  for (const name of ['spire_map', 'spire_map_sts2']) assert.deepEqual(exported(await loadModule(name)), ['generate_map', 'version'], name);
  for (const name of ['spire_map_routes', 'spire_map_sts2_routes']) {
    assert.deepEqual(exported(await loadModule(name)), ['best_route', 'daily', 'generate_map', 'run_start', 'version', 'walk_route'], name);
  }
  // run_start: the StS1 route module gives the run start the CLI prints; the StS2 one refuses.
  const start = (await loadModule('spire_map_routes')).run_start({ seed: 'AGCK93XT', character: 'watcher' });
  const CLI = path.join(ROOT, 'target/release/spire-map');
  const cli = JSON.parse(execFileSync(CLI, ['map', '--seed', 'AGCK93XT', '--character', 'watcher', '--act', '1', '--format', 'json'], { encoding: 'utf8' }));
  assert.equal(start.character, 'WATCHER');
  assert.deepEqual(start.neow, cli.neow);
  assert.deepEqual(start.bossRelics[0], cli.acts[0].bossRelics);
  assert.deepEqual(start.assumptions, cli.assumptions);
  // daily: each game's module gives the CLI's daily of a date, and refuses the other game.
  for (const [name, game] of [['spire_map_routes', 'sts1'], ['spire_map_sts2_routes', 'sts2']]) {
    const d = (await loadModule(name)).daily({ game, date: '2026-07-26' });
    const want = JSON.parse(execFileSync(CLI, ['daily', '--game', game, '--date', '2026-07-26', '--format', 'json'], { encoding: 'utf8' }));
    assert.deepEqual(d, want, name);
  }
  const sts2Map = await loadModule('spire_map_sts2_routes');
  assert.throws(() => sts2Map.daily({ game: 'sts1' }), /load spire_map for game "sts1"/);
  assert.throws(() => sts2Map.daily({ game: 'sts2', date: '2026-02-30' }), /invalid option `date`: `2026-02-30` is not a day/);
  const sts2 = await loadModule('spire_map_sts2_routes');
  assert.throws(() => sts2.run_start({ seed: 'AGCK93XT' }), /load spire_map for game "sts1"/);
  assert.throws(() => sts2.run_start({ game: 'sts2', seed: 'ABCDEFGHJKLM' }), /run_start covers Slay the Spire 1/);
});

test('the map modules refuse modifiers and a daily naming the route module; www/engine.js sends such maps there', async () => {
  const refusal = (option, routes) => `invalid option \`${option}\`: none here: this map module takes no modifiers or daily; the route module ${routes} does`;
  const engine = new Engine();
  for (const [name, routesName, game, seed, mod] of [['spire_map', 'spire_map_routes', 'sts1', 'AGCK93XT', 'Elite Swarm'], ['spire_map_sts2', 'spire_map_sts2_routes', 'sts2', 'ABCDEFGHJKLM', 'Big Game Hunter']]) {
    const m = await loadModule(name);
    const routes = await loadModule(routesName);
    for (const modifiers of [mod, [mod], 'Not A Modifier']) assert.equal(thrown(() => m.generate_map({ game, seed, modifiers })), refusal('modifiers', routesName), name);
    assert.equal(thrown(() => m.generate_map({ game, seed, daily: true })), refusal('daily', routesName), name);
    // No modifier named: the map module's maps, as without the option.
    for (const modifiers of ['', ' , ', [], ['  ']]) assert.deepEqual(m.generate_map({ game, seed, modifiers, daily: false }), m.generate_map({ game, seed }), JSON.stringify(modifiers));
    // The engine: the map module's maps without modifiers; with them (or a daily) the route module's, pending until it is loaded.
    engine.add(game, m);
    engine.routeErrors[game] = 'not in this test'; // no load is started: the answer is the error kept
    assert.deepEqual(engine.generateMap({ game, seed, modifiers: mod }), { ok: false, error: 'not in this test' });
    delete engine.routeErrors[game];
    engine.addRoutes(game, routes);
    for (const opts of [{ modifiers: mod }, { modifiers: [mod] }, { daily: true }]) {
      assert.deepEqual(engine.generateMap({ game, seed, ...opts }), { ok: true, value: routes.generate_map({ game, seed, ...opts }) }, JSON.stringify(opts));
    }
    assert.notDeepEqual(routes.generate_map({ game, seed, modifiers: mod }), m.generate_map({ game, seed }), 'the modifier changes the maps');
    assert.deepEqual(engine.generateMap({ game, seed }), { ok: true, value: m.generate_map({ game, seed }) });
  }
  for (const o of [{ modifiers: 'Flight' }, { modifiers: ['Flight'] }, { modifiers: ' ,Flight' }, { daily: true }, { modifiers: 3 }]) assert.equal(customRun(o), true, JSON.stringify(o));
  for (const o of [{}, null, { modifiers: '' }, { modifiers: ' , ' }, { modifiers: [] }, { modifiers: [' '] }, { daily: false }]) assert.equal(customRun(o), false, JSON.stringify(o));
});

test('both games\' modules export the same API (one .d.ts per kind)', () => {
  const dts = (name) => fs.readFileSync(path.join(PKG, `${name}.d.ts`), 'utf8');
  assert.equal(dts('spire_map_sts2'), dts('spire_map'));
  assert.equal(dts('spire_map_sts2_routes'), dts('spire_map_routes'));
  assert.ok(!/export function walk_route/.test(dts('spire_map')) && /export function walk_route/.test(dts('spire_map_routes')));
});
