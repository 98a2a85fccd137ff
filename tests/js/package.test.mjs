// The npm package scripts/pack builds (target/npm/spire-map-VERSION.tgz: the page's engine modules
// from scripts/build-wasm, laid out by scripts/pack.mjs), installed the way another site would: `npm install`
// of the tarball into an empty project, then used through the package's name. Expected values
// come from Cargo.toml and the golden vectors, never from the package itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectedAct, golden, ROOT } from './helpers.mjs';

const cargoVersion = /^version = "([^"]+)"/m.exec(fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))[1];
const tarball = path.join(ROOT, 'target/npm', `spire-map-${cargoVersion}.tgz`);
let project;
let installed;

before(() => {
  assert.ok(fs.existsSync(tarball), `${tarball} is missing: run scripts/pack`);
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-site-'));
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'a-site', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: project,
    stdio: 'pipe',
  });
  installed = path.join(project, 'node_modules/spire-map');
});

after(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

test('package.json names the engine module, its types, the widget and only files that exist', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'spire-map');
  assert.equal(pkg.version, cargoVersion);
  assert.equal(pkg.type, 'module');
  // The entry points are the route modules (every function); the map modules are the widget's first load.
  assert.equal(pkg.module, 'www/pkg/spire_map_routes.js');
  assert.equal(pkg.types, 'www/pkg/spire_map_routes.d.ts');
  assert.equal(pkg.exports['.'].default, `./${pkg.module}`);
  assert.equal(pkg.exports['.'].types, `./${pkg.types}`);
  assert.equal(pkg.exports['./spire-map.js'], './www/spire-map.js');
  // The Slay the Spire 2 module and the loader that picks by game.
  assert.deepEqual(pkg.exports['./sts2'], { types: './www/pkg/spire_map_sts2_routes.d.ts', default: './www/pkg/spire_map_sts2_routes.js' });
  assert.equal(pkg.exports['./engine.js'], './www/engine.js');
  const modules = ['spire_map', 'spire_map_routes', 'spire_map_sts2', 'spire_map_sts2_routes'].flatMap((m) => [`www/pkg/${m}.js`, `www/pkg/${m}_bg.wasm`]);
  for (const f of [...modules, pkg.module, pkg.types, 'www/spire-map.js', 'www/engine.js']) {
    assert.ok(pkg.files.includes(f), `files lists ${f}`);
  }
  for (const f of pkg.files) assert.ok(fs.statSync(path.join(installed, f)).size > 0, `${f} is installed`);
  // The installed files are exactly the listed ones (plus what npm always adds).
  const all = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else all.push(path.relative(installed, p).split(path.sep).join('/'));
    }
  };
  walk(installed);
  assert.deepEqual(all.filter((f) => f !== 'package.json' && f !== 'README.md').sort(), [...pkg.files].sort());
  // The declarations name the API.
  const dts = fs.readFileSync(path.join(installed, pkg.types), 'utf8');
  for (const name of ['generate_map', 'walk_route', 'best_route', 'MapOptions', 'MapSet']) {
    assert.match(dts, new RegExp(`\\b${name}\\b`), `${pkg.types} declares ${name}`);
  }
});

test('the widget and every module it imports are in the package, and its engine is where it looks', () => {
  const seen = new Set();
  const queue = ['www/spire-map.js'];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    seen.add(rel);
    const file = path.join(installed, rel);
    assert.ok(fs.existsSync(file), `${rel} (imported by the widget) is in the package`);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1])));
    }
    // URLs built relative to the module's own URL (the wasm).
    for (const m of text.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1]));
      assert.ok(fs.existsSync(path.join(installed, target)), `${rel} loads ${target}, which is in the package`);
    }
  }
  assert.ok(seen.has('www/engine.js') && seen.has('www/pkg/spire_map.js') && seen.has('www/pkg/spire_map_sts2.js'), [...seen].join(', '));
});

test('a site imports the engine by the package name and gets the golden maps', () => {
  // A module of the site: resolution through the package's `exports`, the wasm read from the
  // file next to the module it resolves to.
  const script = path.join(project, 'check.mjs');
  fs.writeFileSync(
    script,
    `import fs from 'node:fs';
import { initSync, generate_map, walk_route } from 'spire-map';
const wasm = new URL('spire_map_routes_bg.wasm', import.meta.resolve('spire-map'));
initSync({ module: fs.readFileSync(wasm) });
const out = ${JSON.stringify(['673465884448', '-1662327278983135018'])}.map((seedValue) => generate_map({ seedValue, ascension: 1 }));
// The entry point walks routes too: the first room of act 1 (a fight, as every first-floor room).
const first = out[0].acts[0].nodes.find((n) => n.y === 0);
out[0].walked = walk_route({ seedValue: '673465884448', ascension: 1, route: String(first.x) }).floors[0].room;
process.stdout.write(JSON.stringify(out));
`,
  );
  const sets = JSON.parse(execFileSync(process.execPath, [script], { cwd: project, encoding: 'utf8' }));
  assert.equal(sets.length, 2);
  assert.equal(sets[0].walked, 'monster');
  for (const set of sets) {
    const g = golden(`seed_${set.seedValue}_a1.json`);
    assert.equal(set.seed, g.seed_string);
    g.acts.forEach((ga, i) => {
      const want = expectedAct(ga);
      for (const [k, v] of Object.entries(want)) assert.deepEqual(set.acts[i][k], v, `seed ${set.seedValue} act ${i + 1} ${k}`);
    });
  }
});

test('a site imports the Slay the Spire 2 engine as spire-map/sts2; each module refuses the other game', () => {
  const script = path.join(project, 'check-sts2.mjs');
  fs.writeFileSync(
    script,
    `import fs from 'node:fs';
import * as sts1 from 'spire-map';
import * as sts2 from 'spire-map/sts2';
sts1.initSync({ module: fs.readFileSync(new URL('spire_map_routes_bg.wasm', import.meta.resolve('spire-map'))) });
sts2.initSync({ module: fs.readFileSync(new URL('spire_map_sts2_routes_bg.wasm', import.meta.resolve('spire-map/sts2'))) });
const refused = (f) => { try { f(); return null; } catch (e) { return e.message; } };
const set = sts2.generate_map({ game: 'sts2', seed: 'abcdefghjklm' });
process.stdout.write(JSON.stringify({
  seed: set.seed, seedValue: set.seedValue, acts: set.acts.length,
  sts1Refuses: refused(() => sts1.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM' })),
  sts2Refuses: refused(() => sts2.generate_map({ seed: 'AGCK93XT' })),
}));
`,
  );
  const r = JSON.parse(execFileSync(process.execPath, [script], { cwd: project, encoding: 'utf8' }));
  // README's StS2 example: seed ABCDEFGHJKLM is run seed 15220929311999793918, 3 acts.
  assert.deepEqual([r.seed, r.seedValue, r.acts], ['ABCDEFGHJKLM', '15220929311999793918', 3]);
  assert.match(r.sts1Refuses, /carries only Slay the Spire; load spire_map_sts2 for game "sts2"/);
  assert.match(r.sts2Refuses, /carries only Slay the Spire 2; load spire_map for game "sts1"/);
});
