// Lays out the npm package that scripts/pack builds (run by it, after scripts/build-wasm):
//
//   node scripts/pack.mjs target/npm/spire-map
//
// In: <stage>/www/pkg/ as scripts/pack copied it from the page's www/pkg/: the four page modules
// (spire_map_routes, spire_map, spire_map_sts2_routes, spire_map_sts2: each .js, .d.ts, wasm).
// Out: the package, laid out like the site so that the widget finds its engine relative to its
// own URL:
//   package.json        Cargo.toml's name, version, description and licence; `module`/`main` and
//                       `types` for the Slay the Spire engine (its route module: every function),
//                       `exports` for it ('.'), the Slay the Spire 2 engine ('./sts2'), the loader
//                       that picks (www/engine.js) and the widget, `files`
//   README.md           how another site uses it
//   www/pkg/            the engine's four modules (wasm-bindgen's files): the widget loads a game's map
//                       module first and its route module on the first route, as the page does
//   www/spire-map.js    the <spire-map> custom element, with every module it imports
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stage = path.resolve(process.argv[2] ?? '');
const pkgDir = path.join(stage, 'www/pkg');
if (!process.argv[2] || !fs.existsSync(path.join(pkgDir, 'spire_map_routes.js'))) {
  throw new Error(`usage: node scripts/pack.mjs STAGE (with the engine modules in STAGE/www/pkg/)`);
}

/**
 * The package's name, version, description and licence: the string keys of Cargo.toml's
 * [package] table (each a one-line `key = "value"`, as Cargo.toml writes them; a TOML parser is
 * not needed for four plain strings).
 */
function cargoPackage(text) {
  const table = /^\[package\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text);
  if (!table) throw new Error('Cargo.toml has no [package] table');
  const field = (key) => {
    const m = new RegExp(`^${key}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"\\s*$`, 'm').exec(table[1]);
    if (!m) throw new Error(`Cargo.toml's [package] has no ${key} = "..."`);
    return JSON.parse(`"${m[1]}"`);
  };
  return {
    name: field('name'),
    version: field('version'),
    description: field('description'),
    license: field('license'),
    module: 'spire_map_routes.js',
    types: 'spire_map_routes.d.ts',
  };
}
const built = cargoPackage(fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'));

/** The www/ modules a module imports (static `from './x.js'` and `import('./x.js')`), pkg/ excluded. */
export function localImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.\/[^'"]+)['"]/g)) {
    if (!m[1].startsWith('./pkg/')) found.add(m[1].slice(2));
  }
  return [...found];
}

// The widget's script and everything it imports, transitively.
const widget = [];
const queue = ['spire-map.js'];
while (queue.length) {
  const name = queue.shift();
  if (widget.includes(name)) continue;
  const file = path.join(ROOT, 'www', name);
  if (!fs.existsSync(file)) throw new Error(`www/${name} (imported by the widget) does not exist`);
  widget.push(name);
  queue.push(...localImports(file));
}
for (const name of widget) fs.copyFileSync(path.join(ROOT, 'www', name), path.join(stage, 'www', name));


const engine = (f) => `www/pkg/${f}`;
const pkgFiles = fs.readdirSync(pkgDir).sort();
const js = engine(built.module ?? built.main);
const types = engine(built.types);
const sts2 = { js: engine('spire_map_sts2_routes.js'), types: engine('spire_map_sts2_routes.d.ts') };
const manifest = {
  name: built.name,
  version: built.version,
  description: built.description,
  license: built.license,
  type: 'module',
  module: js,
  main: js,
  types,
  exports: {
    '.': { types: `./${types}`, default: `./${js}` },
    './sts2': { types: `./${sts2.types}`, default: `./${sts2.js}` },
    './engine.js': './www/engine.js',
    './spire-map.js': './www/spire-map.js',
    './www/*': './www/*',
    './package.json': './package.json',
  },
  files: [...pkgFiles.map(engine), ...widget.sort().map((n) => `www/${n}`)],
  // Loading the widget's script defines the custom element.
  sideEffects: ['./www/spire-map.js'],
  keywords: ['slay-the-spire', 'map', 'seed', 'webassembly', 'custom-element'],
};
for (const f of manifest.files) {
  if (!fs.existsSync(path.join(stage, f))) throw new Error(`${f} is listed but was not built`);
}
fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

fs.writeFileSync(
  path.join(stage, 'README.md'),
  `# ${built.name} ${built.version}

${built.description}.

The engine (WebAssembly, built with \`wasm-bindgen --target web\`) and the \`<spire-map>\`
custom element, for use on another site.

## The custom element

Serve the package's folder (e.g. \`node_modules/${built.name}/\`) with your site and load the
script; it finds its engine relative to its own URL (\`www/pkg/\`):

\`\`\`html
<script type="module" src="/node_modules/${built.name}/www/spire-map.js"></script>
<spire-map seed="AGCK93XT" act="1" ascension="20"></spire-map>
\`\`\`

The page's Content-Security-Policy must allow \`'wasm-unsafe-eval'\` for scripts. The
attributes and events are described at the top of \`www/spire-map.js\`.

## The engine from JavaScript

The engine is two WebAssembly modules with the same functions, one per game, so that a page
loads only the game it shows: \`${built.name}\` (Slay the Spire) and \`${built.name}/sts2\` (Slay
the Spire 2). Each refuses the other game's options with an error naming the module to load.
(The widget loads a lighter module per game first, \`www/pkg/spire_map.js\` or
\`spire_map_sts2.js\` with \`generate_map\` alone, and these on the first route.)

\`\`\`js
import init, { generate_map } from '${built.name}';
await init(); // fetches www/pkg/spire_map_routes_bg.wasm next to the module
const maps = generate_map({ seed: 'AGCK93XT', ascension: 20 });

import initSts2, { generate_map as generateSts2 } from '${built.name}/sts2';
await initSts2(); // www/pkg/spire_map_sts2_routes_bg.wasm
const sts2 = generateSts2({ game: 'sts2', seed: 'ABCDEFGHJKLM' });
\`\`\`

Or let the widget's loader pick (\`${built.name}/engine.js\`: \`await loadEngine(game)\`
resolves to an object whose \`generateMap\`, \`walkRoute\` and \`bestRoute\` send each call to
the module of its \`game\` and return \`{ ok, value }\` or \`{ ok: false, error }\`; before
\`await loadRoutes(game)\`, a route call starts loading the route module and returns
\`{ ok: false, pending: true }\`).

Types: \`${types}\` (the same in \`${sts2.types}\`). In Node, pass the wasm bytes:
\`initSync({ module: bytes })\`.
`,
);
console.log(`package laid out in ${path.relative(ROOT, stage)}: ${manifest.files.length} files`);
