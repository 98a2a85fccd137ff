// Shared by the Node tests (not a test file itself: node --test runs *.test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The wasm package scripts/build-wasm makes. */
export const PKG = path.join(ROOT, 'www/pkg');

/**
 * The project's shared folder, searched like tests/common/mod.rs and build.rs:
 * $SPIRE_MAP_SHARED, <root>/../shared, /work/shared. Throws when the golden
 * vectors are missing: a missing vector is a failure, never a skip.
 */
export function sharedDir() {
  const candidates = [process.env.SPIRE_MAP_SHARED, path.join(ROOT, '../shared'), '/work/shared'].filter(Boolean);
  const found = candidates.find((d) => fs.existsSync(path.join(d, 'golden/README.md')));
  if (!found) throw new Error(`the golden vectors were not found in any of ${candidates.join(', ')}; set SPIRE_MAP_SHARED`);
  return found;
}

/** A golden StS1 file, parsed. Seeds stay exact: 64-bit integers are read as strings. */
export function golden(name) {
  const text = fs.readFileSync(path.join(sharedDir(), 'golden/sts1', name), 'utf8');
  // JSON.parse would round 64-bit seeds; quote every long integer first.
  return JSON.parse(text.replace(/(?<=[:\[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '"$1"'));
}

/** Every golden map file name, sorted. */
export function goldenMapFiles() {
  return fs
    .readdirSync(path.join(sharedDir(), 'golden/sts1'))
    .filter((n) => n.startsWith('seed_') && n.endsWith('.json'))
    .sort();
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

/** Loads www/pkg in Node (wasm-bindgen --target web output, initialised from bytes). */
export async function loadPkg() {
  const js = path.join(PKG, 'spire_map.js');
  if (!fs.existsSync(js)) throw new Error(`${js} is missing: run scripts/build-wasm first`);
  const pkg = await import(pathToFileURL(js).href);
  pkg.initSync({ module: fs.readFileSync(path.join(PKG, 'spire_map_bg.wasm')) });
  return pkg;
}
