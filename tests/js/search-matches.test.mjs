// The search module's two variants, scalar and SIMD128, find exactly the matches pinned in
// tests/golden/search-matches/ (the matches of the search before its staged evaluation, issue 29;
// tests/search_matches.rs checks the native search against the same files).
//
// Run: node --test tests/js/search-matches.test.mjs   (needs www/pkg)
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PKG, GOLDEN } from './helpers.mjs';

/** A variant of the search module, in a module instance of its own. */
async function loadSearch(variant) {
  const wasm = path.join(PKG, `spire_map_search${variant === 'simd' ? '_simd' : ''}_bg.wasm`);
  assert.ok(fs.existsSync(wasm), `${wasm} is missing: run scripts/build-wasm first`);
  const m = await import(`${pathToFileURL(path.join(PKG, 'spire_map_search.js')).href}?matches-${variant}`);
  m.initSync({ module: fs.readFileSync(wasm) });
  return m;
}

const VARIANTS = ['scalar', 'simd'];
const searches = Object.fromEntries(await Promise.all(VARIANTS.map(async (v) => [v, await loadSearch(v)])));
const DIR = path.join(GOLDEN, 'search-matches');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

test('the pinned filters cover both games', () => {
  const games = new Set(files.map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')).game));
  assert.deepEqual([...games].sort(), ['sts1', 'sts2']);
});

for (const file of files) {
  const g = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  test(`${file}: ${g.game} ${g.filter}: scalar and SIMD wasm find the pinned ${g.matches.length} matches in ${g.count} seeds`, () => {
    assert.ok(g.matches.length > 0 && g.matches.length < g.count, 'the filter tells seeds apart');
    const options = { game: g.game, filter: g.filter, ascension: g.ascension, start: 0, count: g.count };
    if (g.character) options.character = g.character;
    if (g.build) options.build = g.build;
    for (const variant of VARIANTS) {
      const r = searches[variant].search(options);
      assert.equal(r.checked, g.count, variant);
      assert.deepEqual(r.matches.map((m) => m.seed), g.matches, variant);
    }
  });
}
