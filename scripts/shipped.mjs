// What the page ships, file by file (used by scripts/size and scripts/precache.mjs): the local
// files a file refers to, by the patterns the page uses, and every file reachable from one.
//
//   HTML   <script src>, <link href> (stylesheet, icon, manifest)
//   JS     import … from '…', import '…', import('…'), new URL('…', import.meta.url)
//   CSS    url(…)
//   .webmanifest   its icons' src

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `dir` (dotfiles left out), recursively. */
export function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.name.startsWith('.')) return [];
    return e.isDirectory() ? walk(p) : [p];
  });
}

/**
 * The local files `file` refers to (resolved, existing). `manifest: false` skips the installed
 * app's links (<link rel="manifest"> and rel="apple-touch-icon"), which the page does not load.
 */
export function references(file, { manifest = true } = {}) {
  const text = fs.readFileSync(file, 'utf8');
  const out = [];
  const add = (ref) => {
    if (/^[a-z]+:|^#|^\/\//i.test(ref)) return;
    const p = path.resolve(path.dirname(file), ref.split(/[?#]/)[0]);
    if (fs.existsSync(p) && fs.statSync(p).isFile()) out.push(p);
  };
  if (file.endsWith('.html')) {
    for (const m of text.matchAll(/<(?:script|link)\b([^>]*?)\b(?:src|href)="([^"]+)"/g)) {
      if (!manifest && /\brel="(?:manifest|apple-touch-icon)"/.test(m[0])) continue;
      add(m[2]);
    }
  } else if (file.endsWith('.js')) {
    for (const m of text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)) add(m[1]);
    for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) add(m[1]);
    for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1]);
    for (const m of text.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)) add(m[1]);
  } else if (file.endsWith('.css')) {
    for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) add(m[1]);
  } else if (file.endsWith('.webmanifest')) {
    for (const icon of JSON.parse(text).icons || []) add(icon.src);
  }
  return out;
}

/** Every file reachable from `start`, not entering `stop`. */
export function closure(start, stop = new Set(), opts = {}) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || stop.has(f)) continue;
    seen.add(f);
    todo.push(...references(f, opts));
  }
  return seen;
}

export const INDEX = path.join(ROOT, 'index.html');
export const EMBED = path.join(ROOT, 'embed.html');
export const SEARCH_ENTRY = path.join(ROOT, 'www/search.js');
export const EXPORT_ENTRY = path.join(ROOT, 'www/export.js');
export const RUNFILE_ENTRY = path.join(ROOT, 'www/runfile.js');
/**
 * The scripts loaded with import() after the first map, beside the route modules: the page's StS1
 * run start (its Neow texts included) and route summary, and the Neow line (the page's and the
 * widget's, once the run start is there).
 */
export const AFTER_MAP_ENTRIES = ['www/page-start.js', 'www/page-route.js', 'www/neow-line.js'].map((f) => path.join(ROOT, f));
/**
 * The scripts loaded with import() only with a route module's answer: what a revealed room gives
 * (the page's and the widget's, on the first revealed walk; the page's route summary imports it),
 * the page's route choices (on a revealed route's first room that takes one), its daily (on the
 * Daily button or a link's daily=: the daily and its maps are the route module's) and the maps a
 * StS2 route's choices change (page-hooks.js, on the first route that names the Spoils Map or
 * Golden Compass: the maps are the route module's walk_route's).
 */
export const WITH_ROUTES_ENTRIES = ['www/panel-gives.js', 'www/page-choices.js', 'www/page-daily.js', 'www/page-hooks.js'].map((f) => path.join(ROOT, f));
/** The page's scripts loaded with import() once a Slay the Spire 2 map is shown: its run start and profile control. */
export const STS2_PAGE_ENTRIES = ['www/page-sts2-start.js', 'www/page-profile.js'].map((f) => path.join(ROOT, f));
export const MANIFEST = path.join(ROOT, 'www/manifest.webmanifest');
export const SERVICE_WORKER = path.join(ROOT, 'sw.js');
export const PRECACHE = path.join(ROOT, 'www/pkg/precache.js');

export const WIDGET = path.join(ROOT, 'www/spire-map.js');
const pkg = (...files) => files.map((f) => path.join(ROOT, 'www/pkg', f));
/**
 * The engine's modules (www/pkg/): per game a map module (generate_map) and a route module
 * (walk_route, best_route) for the page and the widget, and the search's and run-file reader's.
 */
export const MODULES = {
  sts1: pkg('spire_map.js', 'spire_map_bg.wasm'),
  sts1Routes: pkg('spire_map_routes.js', 'spire_map_routes_bg.wasm'),
  sts2: pkg('spire_map_sts2.js', 'spire_map_sts2_bg.wasm'),
  sts2Routes: pkg('spire_map_sts2_routes.js', 'spire_map_sts2_routes_bg.wasm'),
  search: pkg('spire_map_search.js', 'spire_map_search_bg.wasm', 'spire_map_search_simd_bg.wasm'),
  runfile: pkg('spire_map_runfile.js', 'spire_map_runfile_bg.wasm'),
};

/**
 * The shipped files in groups (absolute paths, disjoint): `upFront` (what opening index.html
 * loads: the Slay the Spire map module, not the Slay the Spire 2 one), `sts2` (the Slay the Spire
 * 2 map module and the page's StS2 scripts, loaded when that game is chosen), `routes` (the route modules of both games, each
 * loaded on the first route of its game walked or planned, the StS1 one also after the first StS1
 * map for the run start, with the page's scripts loaded after the first map: www/page-start.js,
 * the run start, and www/page-route.js, the route summary, and those loaded only with a route
 * module's answer: WITH_ROUTES_ENTRIES), `search` (the search panel, on opening), `exporter`
 * (Save / Copy image, on first use), `runfile` (the run-file reader: its script and its wasm
 * module, on the first file), `app` (the installed app: manifest, icons, service worker
 * and its file list), `other` (the rest of www/ and embed.html: the widget and the embed page).
 */
export function groups() {
  // Loaded on demand: the search module by the search panel, the run-file module by the run-file
  // reader (read_run_file) when a file is opened, the StS2 engine when StS2 is chosen, a game's
  // route module on its first route.
  const routeModules = [...MODULES.sts1Routes, ...MODULES.sts2Routes];
  const stop = new Set([SEARCH_ENTRY, EXPORT_ENTRY, RUNFILE_ENTRY, ...AFTER_MAP_ENTRIES, ...WITH_ROUTES_ENTRIES, ...STS2_PAGE_ENTRIES, ...MODULES.search, ...MODULES.runfile, ...MODULES.sts2, ...routeModules]);
  const upFront = closure(INDEX, stop, { manifest: false });
  // The StS2 engine and the page's StS2 scripts (and what only they import), when StS2 is chosen.
  const sts2Page = STS2_PAGE_ENTRIES.flatMap((e) => [...closure(e, new Set([...stop].filter((f) => !STS2_PAGE_ENTRIES.includes(f))))]);
  const sts2 = new Set([...MODULES.sts2, ...sts2Page].filter((f) => fs.existsSync(f) && !upFront.has(f) && !MODULES.runfile.includes(f)));
  // The page's run start and route summary (and what only they import) load after the first map, with the route modules.
  const lazyPage = [...AFTER_MAP_ENTRIES, ...WITH_ROUTES_ENTRIES];
  const afterMap = lazyPage.flatMap((e) => [...closure(e, new Set([...stop].filter((f) => !lazyPage.includes(f))))]);
  const routes = new Set([...routeModules, ...afterMap].filter((f) => fs.existsSync(f) && !upFront.has(f)));
  const search = new Set([...closure(SEARCH_ENTRY)].filter((f) => !upFront.has(f) && !sts2.has(f) && !routes.has(f)));
  const exporter = new Set([...closure(EXPORT_ENTRY)].filter((f) => !upFront.has(f) && !search.has(f)));
  const runfile = new Set([...closure(RUNFILE_ENTRY)].filter((f) => !upFront.has(f) && !sts2.has(f) && !search.has(f) && !exporter.has(f)));
  const app = new Set([...closure(MANIFEST), SERVICE_WORKER, PRECACHE].filter((f) => fs.existsSync(f) && !upFront.has(f)));
  const taken = (f) => upFront.has(f) || sts2.has(f) || routes.has(f) || search.has(f) || exporter.has(f) || runfile.has(f) || app.has(f);
  const shipped = [...walk(path.join(ROOT, 'www')), ...closure(EMBED)].filter((f) => !/\.(d\.ts|md|map|LICENSE)$/.test(f) && !f.endsWith('.gitignore'));
  const other = new Set(shipped.filter((f) => !taken(f)));
  return { upFront, sts2, routes, search, exporter, runfile, app, other };
}

/**
 * What a page with one <spire-map game="GAME"> widget loads for its first map (`game` 'sts1' or
 * 'sts2'): the widget's script, the modules it imports and that game's map module; not the
 * other game's, the route modules (loaded on the first route and, for StS1, for the run start), what
 * comes with them (the Neow line), the image export or the search.
 */
export function widgetFirstMap(game) {
  const other = game === 'sts2' ? MODULES.sts1 : MODULES.sts2;
  const stop = new Set([SEARCH_ENTRY, EXPORT_ENTRY, RUNFILE_ENTRY, ...AFTER_MAP_ENTRIES, ...WITH_ROUTES_ENTRIES, ...MODULES.search, ...MODULES.runfile, ...other, ...MODULES.sts1Routes, ...MODULES.sts2Routes]);
  const files = closure(WIDGET, stop);
  for (const f of MODULES[game]) files.add(f);
  return files;
}
