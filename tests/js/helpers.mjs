// Shared by the Node tests (not a test file itself: node --test runs *.test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The wasm package scripts/build-wasm makes. */
export const PKG = path.join(ROOT, 'www/pkg');

/** The golden vectors, copied into the repository (tests/golden/README.md says what they are). */
export const GOLDEN = path.join(ROOT, 'tests/golden');

/**
 * The path of a file in tests/golden/ (e.g. 'sts1/seeds.tsv'). Throws when it is missing: a
 * missing vector is a failure, never a skip.
 */
export function goldenPath(relative) {
  const file = path.join(GOLDEN, relative);
  if (!fs.existsSync(file)) throw new Error(`the golden vector ${file} is missing`);
  return file;
}

/** A golden StS1 file, parsed. Seeds stay exact: 64-bit integers are read as strings. */
export function golden(name) {
  const text = fs.readFileSync(goldenPath(`sts1/${name}`), 'utf8');
  // JSON.parse would round 64-bit seeds; quote every long integer first.
  return JSON.parse(text.replace(/(?<=[:\[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '"$1"'));
}

/** Every golden map file name, sorted. Throws when there are none. */
export function goldenMapFiles() {
  const files = fs
    .readdirSync(path.join(GOLDEN, 'sts1'))
    .filter((n) => n.startsWith('seed_') && n.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`no golden map files in ${path.join(GOLDEN, 'sts1')}`);
  return files;
}

/** The API's room names for the golden classes (TypeScript type `Room`). */
export const ROOMS = {
  MonsterRoom: 'monster',
  MonsterRoomElite: 'elite',
  EventRoom: 'event',
  RestRoom: 'rest',
  ShopRoom: 'shop',
  TreasureRoom: 'treasure',
  MonsterRoomBoss: 'boss',
  TrueVictoryRoom: 'victory',
};

/** The burning elite's buff and amount for a golden buff name (spec §5 table). */
export function buff(name, act) {
  return {
    Strength: ['strength', act + 1],
    'MaxHP+25%': ['maxHp', 25],
    Metallicize: ['metallicize', act * 2 + 2],
    Regenerate: ['regenerate', act * 2 + 1],
  }[name];
}

/** What generate_map must return for a golden act 1-3 (the fields the golden file has). */
export function expectedAct(ga) {
  const e = ga.emerald_elite;
  const [b, amount] = buff(e.buff, ga.act);
  return {
    act: ga.act,
    nodes: ga.map.nodes.map((n) => ({ x: n.x, y: n.y, room: ROOMS[n.class] })),
    edges: ga.map.edges.map((e) => ({ from: [e.src_x, e.src_y], to: [e.dst_x, e.dst_y] })),
    burningElite: { x: e.x, y: e.y, buff: b, amount },
  };
}

/** Loads one module of a wasm package directory in Node (wasm-bindgen --target web output, initialised from bytes). */
export async function loadModule(name, dir = PKG) {
  const js = path.join(dir, `${name}.js`);
  if (!fs.existsSync(js)) throw new Error(`${js} is missing: run scripts/build-wasm first`);
  const pkg = await import(pathToFileURL(js).href);
  pkg.initSync({ module: fs.readFileSync(path.join(dir, `${name}_bg.wasm`)) });
  return pkg;
}

/**
 * The page's engine in Node: www/pkg's four page modules as one, as www/engine.js uses them: per
 * game (engineGame of the options' `game`) generate_map goes to the map module (spire_map, Slay
 * the Spire; spire_map_sts2, Slay the Spire 2) and walk_route and best_route to the route module
 * (spire_map_routes, spire_map_sts2_routes). `sts1` and `sts2` are the map modules themselves,
 * `sts1Routes` and `sts2Routes` the route modules.
 */
export async function loadPkg(dir = PKG) {
  const { engineGame } = await import(pathToFileURL(path.join(dir, '../engine.js')).href);
  const sts1 = await loadModule('spire_map', dir);
  const sts2 = await loadModule('spire_map_sts2', dir);
  const sts1Routes = await loadModule('spire_map_routes', dir);
  const sts2Routes = await loadModule('spire_map_sts2_routes', dir);
  const pick = (o) => (engineGame(o && o.game) === 'sts2' ? sts2 : sts1);
  const pickRoutes = (o) => (engineGame(o && o.game) === 'sts2' ? sts2Routes : sts1Routes);
  return {
    ...sts1,
    generate_map: (o) => pick(o).generate_map(o),
    walk_route: (o) => pickRoutes(o).walk_route(o),
    best_route: (o) => pickRoutes(o).best_route(o),
    sts1,
    sts2,
    sts1Routes,
    sts2Routes,
  };
}
