// The search module's two variants, scalar and SIMD128, find the native CLI's matches and make its act
// maps (tests/js/determinism.mjs says why they must).
//
// Run: node --test tests/js/determinism-search.test.mjs   (needs www/pkg and target/release/spire-map)
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PKG } from './helpers.mjs';
import { SEEDS, native } from './determinism.mjs';

/**
 * A variant of the search module, in a module instance of its own (the glue keeps its wasm
 * instance in module state, so each variant imports the glue under its own URL).
 */
async function loadSearch(variant) {
  const wasm = path.join(PKG, `spire_map_search${variant === 'simd' ? '_simd' : ''}_bg.wasm`);
  assert.ok(fs.existsSync(wasm), `${wasm} is missing: run scripts/build-wasm first`);
  const m = await import(`${pathToFileURL(path.join(PKG, 'spire_map_search.js')).href}?${variant}`);
  m.initSync({ module: fs.readFileSync(wasm) });
  return m;
}

const VARIANTS = ['scalar', 'simd'];
const searches = Object.fromEntries(await Promise.all(VARIANTS.map(async (v) => [v, await loadSearch(v)])));

// The README's three benchmark filters: the fights and act 1's map; two maps and best routes; act
// 1's map alone (the last two make their first map in batches).
const FILTERS = [
  'a1.boss = Hexaghost and a1.burning.floor = 6 and a1.burning.buff = "Max HP"',
  'a1.max(events) >= 8 and a2.max(events) >= 7',
  'a1.starts >= 6 and a1.min(elites before rest) = 0',
];
const SEARCH_SEEDS = 20 * SEEDS + 7; // not a multiple of a batch: the last seeds are made alone

for (const filter of FILTERS) {
  test(`search ${filter}: scalar and SIMD wasm find native's matches in ${SEARCH_SEEDS} seeds`, () => {
    const lines = native(['search', '--format', 'json', '--filter', filter, '--ascension', '20', '--from-value', '0', '--count', String(SEARCH_SEEDS)])
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((m) => m.index !== undefined);
    const want = lines.map((m) => `${m.index} ${m.seed} ${m.seedValue}`);
    assert.ok(want.length > 10, `the filter matches some seeds (${want.length})`);
    for (const variant of VARIANTS) {
      const r = searches[variant].search({ filter, ascension: 20, fromValue: '0', start: 0, count: SEARCH_SEEDS });
      assert.equal(r.checked, SEARCH_SEEDS, variant);
      assert.deepEqual(r.matches.map((m) => `${m.index} ${m.seed} ${m.seedValue}`), want, variant);
    }
  });
}

test(`bench_acts: scalar and SIMD wasm make native's act maps (checksum of ${30 * SEEDS + 5} maps)`, () => {
  const maps = 30 * SEEDS + 5; // not a multiple of a batch: the last maps are made alone
  const r = JSON.parse(native(['bench', '--maps', String(maps), '--seeds', '0', '--format', 'json']));
  assert.equal(r.maps, maps);
  for (const variant of VARIANTS) assert.equal(searches[variant].bench_acts(0, maps), r.checksum, variant);
});

test('bench_sts2_acts: scalar and SIMD wasm make native\'s Slay the Spire 2 act maps (checksum of 301 maps)', () => {
  const r = JSON.parse(native(['bench', '--game', 'sts2', '--maps', '301', '--seeds', '0', '--format', 'json']));
  assert.equal(r.maps, 301);
  for (const variant of VARIANTS) assert.equal(searches[variant].bench_sts2_acts(0, 301), r.checksum, variant);
});
