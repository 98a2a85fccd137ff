// The built package www/pkg (what the page ships) loaded in Node: golden maps,
// errors thrown as JavaScript Errors, BigInt seeds, plain JSON-compatible results.
// Needs scripts/build-wasm first (scripts/test does it).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';

import { expectedAct, golden, goldenMapFiles, loadPkg, ROOMS, ROOT } from './helpers.mjs';

let pkg;
before(async () => {
  pkg = await loadPkg();
});

test('initSync loads the module and version() is the crate version', () => {
  const manifest = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  const version = manifest.match(/^version\s*=\s*"([^"]+)"/m)[1];
  assert.equal(pkg.version(), version);
});

test('every golden seed gives the golden maps', () => {
  const files = goldenMapFiles();
  assert.ok(files.length >= 60, `only ${files.length} golden map files`);
  for (const name of files) {
    const g = golden(name);
    const ascension = g.ascension === 0 ? 0 : 20;
    const r = pkg.generate_map({ seedValue: String(g.seed), ascension });
    assert.equal(r.seedValue, String(g.seed), name);
    assert.equal(r.seed, g.seed_string, name);
    assert.equal(r.ascension, ascension, name);
    assert.equal(r.acts.length, 4, name);
    g.acts.forEach((ga, k) => {
      const want = expectedAct(ga);
      for (const key of Object.keys(want)) assert.deepEqual(r.acts[k][key], want[key], `${name} act ${k + 1} ${key}`);
    });
    assert.deepEqual(
      r.acts[3].nodes,
      g.act4.nodes.map((n) => ({ x: n.x, y: n.y, room: ROOMS[n.class] })),
      `${name} act 4`,
    );
  }
});

test('the seed string and the seed number give the same maps', () => {
  const g = golden('seed_673465884448_a1.json');
  const byString = pkg.generate_map({ seed: 'agck93xt', ascension: 1 });
  const byNumber = pkg.generate_map({ seedValue: 673465884448, ascension: 1 });
  const byBigInt = pkg.generate_map({ seedValue: 673465884448n, ascension: 1 });
  assert.equal(byString.seedValue, '673465884448');
  assert.deepEqual(byString, byNumber);
  assert.deepEqual(byString, byBigInt);
  assert.deepEqual(byString.acts[1].nodes, expectedAct(g.acts[1]).nodes);
});

test('BigInt seed values keep all 64 bits', () => {
  for (const name of ['seed_-9223372036854775808_a0.json', 'seed_9223372036854775807_a0.json', 'seed_7888320651155556997_a0.json']) {
    const g = golden(name);
    const r = pkg.generate_map({ seedValue: BigInt(g.seed) });
    assert.equal(r.seedValue, String(g.seed));
    assert.equal(r.seed, g.seed_string);
    assert.deepEqual(r.acts[2].edges, expectedAct(g.acts[2]).edges, name);
  }
});

test('wrong options throw Error instances naming the problem, and the module keeps working', () => {
  const cases = [
    [{}, /seed.*required/],
    [{ seed: 'AGCK93XT', ascension: 21 }, /`ascension`.*0 to 20/],
    [{ seed: 'AGCK93XT', acsension: 1 }, /`acsension`.*unknown option/],
    [{ seed: 'AGCK93XT', seedValue: '673465884448' }, /not both/],
    [{ seed: 'AGC!93XT' }, /`!` at position 4/],
    [{ seedValue: 2 ** 63 }, /`seedValue`.*BigInt/],
    [{ seedValue: 2n ** 64n }, /`seedValue`.*64 bits/],
    [{ seed: 'AGCK93XT', act: 9 }, /`act`.*1 to 4/],
    [{ seed: 'AGCK93XT', game: 'sts3' }, /`game`/],
    [null, /an object/],
    ['AGCK93XT', /an object/],
    [undefined, /an object/],
  ];
  for (const [options, pattern] of cases) {
    let thrown;
    try {
      pkg.generate_map(options);
    } catch (e) {
      thrown = e;
    }
    const shown = typeof options === 'bigint' ? String(options) : JSON.stringify(options, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
    assert.ok(thrown !== undefined, `${shown}: nothing was thrown`);
    assert.ok(thrown instanceof Error, `${shown}: threw ${typeof thrown}, not an Error`);
    assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${shown}: the module trapped: ${thrown.message}`);
    assert.match(thrown.message, pattern, shown);
  }
  // Still usable after all those errors (a trap would have killed the instance).
  assert.equal(pkg.generate_map({ seed: 'AGCK93XT' }).seedValue, '673465884448');
});

test('a throwing getter in the options propagates its Error and the module keeps working', () => {
  const options = {
    get seed() {
      throw new TypeError('getter boom');
    },
  };
  assert.throws(() => pkg.generate_map(options), (e) => e instanceof Error && /getter boom/.test(e.message));
  assert.equal(pkg.generate_map({ seed: 'AGCK93XT' }).seed, 'AGCK93XT');
});

test('results are plain, JSON-compatible objects', () => {
  const r = pkg.generate_map({ seed: 'AGCK93XT', ascension: 20 });
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
  assert.equal(Object.getPrototypeOf(r), Object.prototype);
  assert.ok(Array.isArray(r.acts) && Array.isArray(r.acts[0].nodes) && Array.isArray(r.acts[0].edges[0].from));
  assert.equal(r.acts[3].burningElite, null);
  assert.equal(typeof r.seedValue, 'string');
});
