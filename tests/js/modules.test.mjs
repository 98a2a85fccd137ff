// The page's two engine modules (issue 17, "lighter first load"): www/pkg/spire_map carries only
// Slay the Spire and www/pkg/spire_map_sts2 only Slay the Spire 2 (cargo features sts1 / sts2,
// scripts/build-wasm). Each refuses the other game's options with an Error naming the module that
// has it — no trap, no panic, the module keeps working — and www/engine.js sends each game's
// options to its module (engineGame reads `game` as the engine does: "sts2" or "2", any case).
//
// Run: node --test tests/js/modules.test.mjs   (needs www/pkg built by scripts/build-wasm)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PKG, loadModule } from './helpers.mjs';
import { engineGame } from '../../www/engine.js';

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

test('the Slay the Spire module refuses Slay the Spire 2 options with a message naming spire_map_sts2', async () => {
  const m = await loadModule('spire_map');
  for (const game of ['sts2', 'STS2', ' 2 ']) {
    assert.equal(thrown(() => m.generate_map({ game, seed: 'ABCDEFGHJKLM' })), STS1_ONLY, game);
    assert.equal(thrown(() => m.walk_route({ game, seed: 'ABCDEFGHJKLM', route: '3' })), STS1_ONLY, game);
    assert.equal(thrown(() => m.best_route({ game, seed: 'ABCDEFGHJKLM', act: 1, criterion: 'mostElites' })), STS1_ONLY, game);
  }
  // Still working after the refusals, and its own game as before (AGCK93XT: README's example seed number).
  const set = m.generate_map({ seed: 'AGCK93XT', ascension: 20 });
  assert.equal(set.seedValue, '673465884448');
  assert.equal(set.acts.length, 4);
  // An unknown game is the options reader's error, as before the split.
  assert.match(thrown(() => m.generate_map({ game: 'sts3', seed: 'A' })), /invalid option `game`: expected "sts1" or "sts2", got "sts3"/);
});

test('the Slay the Spire 2 module refuses Slay the Spire options with a message naming spire_map', async () => {
  const m = await loadModule('spire_map_sts2');
  for (const options of [{ seed: 'AGCK93XT' }, { game: 'sts1', seed: 'AGCK93XT' }, { game: '1', seedValue: '5' }]) {
    assert.equal(thrown(() => m.generate_map(options)), STS2_ONLY, JSON.stringify(options));
    assert.equal(thrown(() => m.walk_route({ ...options, route: '3' })), STS2_ONLY, JSON.stringify(options));
    assert.equal(thrown(() => m.best_route({ ...options, act: 1, criterion: 'mostElites' })), STS2_ONLY, JSON.stringify(options));
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

test('both page modules export the same API (one .d.ts)', () => {
  const a = fs.readFileSync(path.join(PKG, 'spire_map.d.ts'), 'utf8');
  const b = fs.readFileSync(path.join(PKG, 'spire_map_sts2.d.ts'), 'utf8');
  assert.equal(b, a);
});
