// The generated TypeScript declarations (www/pkg/*.d.ts, derived from the Rust structs by tsify)
// against real results: every exported function runs on real inputs and each result object is
// checked field by field against its declared type — every field present is declared, every
// required declared field is present — recursing into declared types, arrays and nullable fields.
// Needs scripts/build-wasm first (scripts/test does it).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { goldenPath, loadPkg, PKG } from './helpers.mjs';

/** The object types a .d.ts declares: name -> { fields: Map(name -> { optional, type }), partial: [names] }. */
function declarations(file) {
  const text = fs.readFileSync(path.join(PKG, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const members = (body) => new Map(body.split(/[;\n]/).map((m) => m.trim()).filter(Boolean).map((m) => {
    const colon = m.indexOf(':');
    const name = m.slice(0, colon).trim();
    return [name.replace(/\?$/, ''), { optional: name.endsWith('?'), type: m.slice(colon + 1).trim() }];
  }));
  const out = new Map();
  for (const m of text.matchAll(/export interface (\w+) \{([^}]*)\}/g)) out.set(m[1], { fields: members(m[2]), partial: [] });
  for (const m of text.matchAll(/export type (\w+) = \{([^}]*)\}((?: & Partial<\w+>)*);/g)) {
    out.set(m[1], { fields: members(m[2]), partial: [...m[3].matchAll(/Partial<(\w+)>/g)].map((p) => p[1]) });
  }
  return out;
}

/** Checks `value` against the declared object type `name`; returns how many fields were checked. */
function check(decls, value, name, ctx) {
  const decl = decls.get(name);
  assert.ok(decl, `${ctx}: ${name} is not declared as an object type`);
  assert.equal(typeof value, 'object', `${ctx}: not an object`);
  const fields = new Map(decl.fields);
  // `& Partial<T>` parts, and theirs in turn (ActMap & Partial<Sts2Act>, Sts2Act & Partial<Sts2ActRun>).
  const partials = [...decl.partial];
  for (let i = 0; i < partials.length; i++) {
    const part = decls.get(partials[i]);
    assert.ok(part, `${ctx}: ${partials[i]} is not declared as an object type`);
    for (const [k, f] of part.fields) fields.set(k, { ...f, optional: true });
    partials.push(...part.partial.filter((p) => !partials.includes(p)));
  }
  let n = 0;
  for (const key of Object.keys(value)) {
    assert.ok(fields.has(key), `${ctx}: \`${key}\` is not declared in ${name}`);
  }
  for (const [key, f] of fields) {
    if (!f.optional) assert.ok(key in value && value[key] !== undefined, `${ctx}: required \`${key}\` of ${name} is missing`);
    if (!(key in value)) continue;
    n += 1;
    const v = value[key];
    const types = f.type.split('|').map((t) => t.trim());
    if (v === null) {
      assert.ok(types.includes('null'), `${ctx}: ${name}.${key} is null but declared ${f.type}`);
      continue;
    }
    const named = types.find((t) => decls.has(t.replace(/\[\]$/, '')));
    if (!named) continue;
    if (named.endsWith('[]')) {
      assert.ok(Array.isArray(v), `${ctx}: ${name}.${key} is not an array`);
      v.forEach((item, i) => { n += check(decls, item, named.slice(0, -2), `${ctx}.${key}[${i}]`); });
    } else {
      n += check(decls, v, named, `${ctx}.${key}`);
    }
  }
  return n;
}

test('the page modules: generate_map, walk_route and best_route give what spire_map_routes.d.ts declares', async () => {
  const pkg = await loadPkg();
  const decls = declarations('spire_map_routes.d.ts');
  let n = 0;
  for (const options of [
    { seed: 'AGCK93XT', ascension: 20 },
    { seed: 'AGCK93XT', finalActUnlocked: false, act: 2 },
    { game: 'sts2', seed: 'ABCDEFGHJKLM', ascension: 10 },
    { game: 'sts2', seed: 'ABCDEFGHJKLM', multiplayer: true, act: 1 },
  ]) {
    n += check(decls, pkg.generate_map(options), 'MapSet', JSON.stringify(options));
  }
  for (const game of ['sts1', 'sts2']) {
    const seed = game === 'sts1' ? 'AGCK93XT' : 'ABCDEFGHJKLM';
    for (const criterion of ['mostEvents', 'mostElites']) {
      for (const act of [1, 2, 3]) {
        const plan = pkg.best_route({ game, seed, act, criterion, ascension: 20 * (game === 'sts1') });
        n += check(decls, plan, 'RoutePlan', `${game} best ${criterion} act ${act}`);
        const route = plan.path.map(([x]) => x).join(',');
        const walk = pkg.walk_route({ game, seed, route, startAct: act, tinyChest: game === 'sts1' ? 1 : null });
        n += check(decls, walk, 'RouteWalk', `${game} walk act ${act}`);
      }
    }
  }
  assert.ok(n > 1000, `only ${n} fields checked`);
});

test('the search module: search and filter_names give what spire_map_search.d.ts declares', async () => {
  const m = await import(path.join(PKG, 'spire_map_search.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_search_bg.wasm')) });
  const decls = declarations('spire_map_search.d.ts');
  let n = 0;
  const chunk = m.search({ filter: 'a1.starts >= 4', count: 200, limit: 3 });
  assert.equal(chunk.matches.length, 3);
  n += check(decls, chunk, 'SearchChunk', 'search sts1');
  n += check(decls, m.search({ game: 'sts2', filter: 'a1.starts >= 3', count: 50, rngSeed: 7n }), 'SearchChunk', 'search sts2');
  n += check(decls, m.filter_names(), 'FilterNames', 'filter_names');
  assert.equal(typeof m.read_run_file, 'undefined', 'the search module leaves the run-file reader to its own module');
  assert.ok(n >= 30, `only ${n} fields checked`);
});

test('the run-file module: read_run_file gives what spire_map_runfile.d.ts declares', async () => {
  const m = await import(path.join(PKG, 'spire_map_runfile.js'));
  m.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_runfile_bg.wasm')) });
  const decls = declarations('spire_map_runfile.d.ts');
  let n = 0;
  // read_run_file on every real run and save file of the golden data.
  const files = [];
  const walkDir = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walkDir(p);
      else if (!e.name.endsWith('.md')) files.push(p);
    }
  };
  walkDir(goldenPath('runfiles'));
  walkDir(goldenPath('sts2/saves'));
  assert.ok(files.length >= 8, `only ${files.length} run files`);
  for (const f of files) n += check(decls, m.read_run_file(fs.readFileSync(f, 'utf8')), 'RunReport', path.basename(f));
  assert.equal(typeof m.search, 'undefined', 'the run-file module has no seed search');
  assert.equal(typeof m.generate_map, 'undefined', 'nor the page functions');
  assert.ok(n >= 100, `only ${n} fields checked`);
});
