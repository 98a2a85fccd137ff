// The page's modules (www/*.js) as docs/architecture.md describes them: the table of its section
// "The page's modules" names every file with exactly the modules it imports (static imports, and
// `import()` for those loaded on demand), the static imports have no cycle, and every module is
// small (at most 400 lines) and opens with one comment line saying what it owns (issue 26).
//
// Run: node --test tests/js/page-modules.test.mjs   (reads only the sources; no build needed)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

const WWW = path.join(ROOT, 'www');
const MAX_LINES = 400;

/** The www/*.js files, by name. */
function modules() {
  return fs.readdirSync(WWW).filter((f) => f.endsWith('.js')).sort();
}

/**
 * What a module imports: `static` from `import … from './x.js'` / `export … from './x.js'`,
 * `dynamic` from `import('./x.js')`; paths relative to www/ (pkg/ included), comments left out.
 */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = { static: new Set(), dynamic: new Set() };
  for (const m of code.matchAll(/\b(?:import|export)\s[^'"();]*?\bfrom\s*['"]\.\/([^'"]+)['"]/g)) found.static.add(m[1]);
  for (const m of code.matchAll(/^\s*import\s*['"]\.\/([^'"]+)['"]/gm)) found.static.add(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"`]\.\/([^'"`]+)['"`]/g)) found.dynamic.add(m[1]);
  return found;
}

/**
 * The table of docs/architecture.md's "The page's modules": file -> { static, dynamic } as the
 * table's third column lists them ("`a.js`, `b.js`; `import()` `c.js`", or "—" for none). A
 * name with a `*` (e.g. `pkg/spire_map*.js`) stands for every import it matches.
 */
export function documentedImports(markdown) {
  const section = /^## The page's modules$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown);
  assert.ok(section, "docs/architecture.md has a section \"## The page's modules\"");
  const rows = new Map();
  for (const line of section[1].split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | `www/x.js` | what it is | imports |
    if (cells.length < 5 || !/^`www\/[^`]+\.js`$/.test(cells[1])) continue;
    const file = cells[1].slice('`www/'.length, -1);
    const [staticPart, dynamicPart = ''] = cells[3].split(/`?import\(\)`?/);
    const names = (part) => new Set([...part.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    assert.ok(!rows.has(file), `docs/architecture.md lists www/${file} twice`);
    rows.set(file, { static: names(staticPart), dynamic: names(dynamicPart) });
  }
  return rows;
}

/** Whether `name` is one of the documented names (a `*` matches any run of characters). */
function covered(name, documented) {
  return [...documented].some((d) => new RegExp(`^${d.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(name));
}

const docs = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

test("docs/architecture.md lists every page module with exactly what it imports", () => {
  const table = documentedImports(docs);
  const files = modules();
  assert.deepEqual([...table.keys()].sort(), files, 'the table names each www/*.js file once, and no other');
  for (const file of files) {
    const actual = importsOf(fs.readFileSync(path.join(WWW, file), 'utf8'));
    const doc = table.get(file);
    for (const kind of ['static', 'dynamic']) {
      for (const name of actual[kind]) {
        assert.ok(covered(name, doc[kind]), `www/${file} imports ${kind === 'dynamic' ? 'import() ' : ''}${name}, which the table does not list`);
      }
      for (const name of doc[kind]) {
        assert.ok([...actual[kind]].some((a) => covered(a, [name])), `the table says www/${file} imports ${kind === 'dynamic' ? 'import() ' : ''}${name}; it does not`);
      }
    }
  }
});

test('the page modules import each other without a cycle', () => {
  const graph = new Map(modules().map((f) => [f, [...importsOf(fs.readFileSync(path.join(WWW, f), 'utf8')).static].filter((n) => !n.startsWith('pkg/'))]));
  const state = new Map(); // undefined: not seen; 1: on the current path; 2: done
  const visit = (file, trail) => {
    if (state.get(file) === 2) return;
    assert.notEqual(state.get(file), 1, `import cycle: ${[...trail, file].join(' -> ')}`);
    state.set(file, 1);
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 2);
  };
  for (const file of graph.keys()) visit(file, []);
});

test('every page module is at most 400 lines and opens with one line saying what it owns', () => {
  for (const file of [...modules().map((f) => `www/${f}`), 'sw.js']) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    assert.ok(lines.length <= MAX_LINES, `${file} has ${lines.length} lines (at most ${MAX_LINES})`);
    assert.match(lines[0], /^\/\/ \S.*[.)]$/, `${file} opens with one comment line, a sentence ending on its line: ${lines[0]}`);
  }
});

test('the checks read imports and the table as they should', () => {
  const found = importsOf(`// import { x } from './not-me.js';
import { a, b } from './a.js';
export { c } from "./c.js";
import './side.js';
const m = await import('./lazy.js');
/* import('./nor-me.js') */`);
  assert.deepEqual([...found.static].sort(), ['a.js', 'c.js', 'side.js']);
  assert.deepEqual([...found.dynamic], ['lazy.js']);
  const table = documentedImports(`## The page's modules

| file | what | imports |
|---|---|---|
| \`www/a.js\` | one | \`b.js\`, \`c.js\`; \`import()\` \`pkg/x*.js\` |
| \`www/b.js\` | two | — |

## Next
| \`www/z.js\` | not in the section | — |
`);
  assert.deepEqual([...table.keys()], ['a.js', 'b.js']);
  assert.deepEqual([...table.get('a.js').static], ['b.js', 'c.js']);
  assert.deepEqual([...table.get('a.js').dynamic], ['pkg/x*.js']);
  assert.equal(table.get('b.js').static.size, 0);
  assert.ok(covered('pkg/x_routes.js', table.get('a.js').dynamic));
  assert.ok(!covered('pkg/y.js', table.get('a.js').dynamic));
});
