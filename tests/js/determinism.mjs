// Shared by the determinism tests (tests/js/determinism-*.test.mjs; not a test file itself): native
// and WebAssembly builds give byte-identical results, and so do the two variants of the search module
// (scripts/build-wasm): scalar (spire_map_search_bg.wasm, one map at a time) and SIMD128
// (spire_map_search_simd_bg.wasm, sixteen act maps at once in the lanes of src/sts1/lanes16).
//
// * generate_map (determinism-sts1, determinism-sts2): the native CLI (`spire-map dump`, release
//   build) prints generate_map's JSON for 10 000 seeds per game and ascension mode; the wasm package
//   in Node must print the same bytes for the same options (issue 7).
// * the search module (determinism-search), whose seed search and bench_acts make StS1 maps in
//   batches (sts1::ActBatch: four in AVX2 lanes natively, sixteen in SIMD128 lanes in the SIMD
//   variant, one at a time in the scalar one): the matches of the README's filters over the same
//   seeds must equal `spire-map search --format json`'s, and bench_acts' checksum over the same act
//   maps `spire-map bench`'s (issue 17).
//
// The checks are in three files so that `node --test --test-concurrency=2` (scripts/test) runs them
// side by side.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, loadPkg } from './helpers.mjs';

/** Seeds per game and ascension (SPIRE_MAP_DETERMINISM_SEEDS overrides). */
export const SEEDS = Number(process.env.SPIRE_MAP_DETERMINISM_SEEDS || 10000);

const EXE = path.join(ROOT, 'target/release/spire-map');

/** The native CLI, built in release mode by scripts/test before the Node tests. */
export function native(args) {
  assert.ok(fs.existsSync(EXE), `${EXE} is missing: scripts/test builds it (cargo build --release)`);
  return execFileSync(EXE, args, { maxBuffer: 1 << 30, encoding: 'utf8' });
}

function nativeDump(game, ascension) {
  return native(['dump', '--seeds', String(SEEDS), '--game', game, '--ascension', String(ascension)]).split('\n').filter(Boolean);
}

/** The tests that generate_map's JSON of `game` is the native CLI's, at ascensions 0 and 20. */
export async function mapTests(game) {
  const pkg = await loadPkg();
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
