// Native and WebAssembly builds give byte-identical results, and so do the two variants of the
// search module (scripts/build-wasm): scalar (spire_map_search_bg.wasm, one map at a time) and
// SIMD128 (spire_map_search_simd_bg.wasm, sixteen act maps at once in the lanes of src/sts1/lanes16).
//
// * generate_map: the native CLI (`spire-map dump`, release build) prints generate_map's JSON for
//   10 000 seeds per game and ascension mode; the wasm package in Node must print the same bytes
//   for the same options (issue 7).
// * the search module, whose seed search and bench_acts make StS1 maps in batches (sts1::ActBatch:
//   four in AVX2 lanes natively, sixteen in SIMD128 lanes in the SIMD variant, one at a time in the
//   scalar one): the matches of the README's filters over the same seeds must equal `spire-map
//   search --format json`'s, and bench_acts' checksum over the same act maps `spire-map bench`'s
//   (issue 17).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, PKG, loadPkg } from './helpers.mjs';

const SEEDS = Number(process.env.SPIRE_MAP_DETERMINISM_SEEDS || 10000);

const EXE = path.join(ROOT, 'target/release/spire-map');

/** The native CLI, built in release mode by scripts/test before the Node tests. */
function native(args) {
  assert.ok(fs.existsSync(EXE), `${EXE} is missing: scripts/test builds it (cargo build --release)`);
  return execFileSync(EXE, args, { maxBuffer: 1 << 30, encoding: 'utf8' });
}

function nativeDump(game, ascension) {
  return native(['dump', '--seeds', String(SEEDS), '--game', game, '--ascension', String(ascension)]).split('\n').filter(Boolean);
}

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

const pkg = await loadPkg();

for (const game of ['sts1', 'sts2']) {
  for (const ascension of [0, 20]) {
    test(`${game} at ascension ${ascension}: wasm JSON equals native JSON for ${SEEDS} seeds`, () => {
      const lines = nativeDump(game, ascension);
      assert.equal(lines.length, SEEDS);
      let i = 0;
      for (const line of lines) {
        const native = JSON.parse(line);
        // Ask for the same seed in the form the game uses: StS1 by its number,
        // StS2 by its string.
        const opts = game === 'sts1' ? { seedValue: native.seedValue, ascension } : { game, seed: native.seed, ascension };
        const wasm = JSON.stringify(pkg.generate_map(opts));
        if (wasm !== line) {
          assert.equal(wasm, line, `seed ${native.seed} (${native.seedValue}), line ${i}`);
        }
        i++;
      }
    });
  }
}

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
