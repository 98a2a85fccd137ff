// The Rust engine, one WebAssembly module per game, each loaded once per page and only when a
// map of its game is asked for: www/pkg/spire_map (Slay the Spire) and www/pkg/spire_map_sts2
// (Slay the Spire 2), built by scripts/build-wasm. Every caller (the page, each <spire-map>
// widget, the embed page) shares the same modules: the module record of this file is a
// singleton, and so are the promises below (one per game) and the one Engine they resolve to.
//
// The Engine sends each call to the module of the call's `game` option, so one Engine serves
// both games once both modules are loaded; `loadEngine(game)` resolves when that game's module
// is. A call for a game whose module is not loaded yet gets an error result (callers await
// `loadEngine(game)` first).
//
// The wasm packages (built by wasm-bindgen --target web) are found relative to THIS file's URL,
// so a widget loaded from another site still finds its own engine.
//
// Engine functions that newer engine builds add (best_route, walk_route) are feature-checked:
// the page works without them and says what is missing.

/** The module of each game: its wasm-bindgen script and wasm, next to this file. */
const MODULES = {
  sts1: {
    name: 'Slay the Spire',
    file: 'spire_map',
    js: () => import('./pkg/spire_map.js'),
    wasm: () => new URL('./pkg/spire_map_bg.wasm', import.meta.url),
  },
  sts2: {
    name: 'Slay the Spire 2',
    file: 'spire_map_sts2',
    js: () => import('./pkg/spire_map_sts2.js'),
    wasm: () => new URL('./pkg/spire_map_sts2_bg.wasm', import.meta.url),
  },
};

/**
 * The module a `game` option goes to: 'sts2' for what the engine reads as Slay the Spire 2
 * ("sts2" or "2", any case, spaces around), 'sts1' for anything else (absent, "sts1", or a value
 * the engine refuses: the StS1 module names the problem).
 */
export function engineGame(game) {
  if (game === 'sts2') return 'sts2'; // the page's and the widget's own options (every keystroke)
  if (game === undefined || game === 'sts1') return 'sts1';
  return typeof game === 'string' && /^(sts2|2)$/i.test(game.trim()) ? 'sts2' : 'sts1';
}

/** A thin, exception-normalising wrapper around the wasm exports, per game. */
export class Engine {
  constructor() {
    this.modules = {}; // game -> the wasm-bindgen module, once loaded
    this.hasBestRoute = false;
    this.hasWalkRoute = false;
  }

  /** Adds a loaded module (loadEngine does). */
  add(game, wasm) {
    this.modules[game] = wasm;
    this.hasBestRoute = typeof wasm.best_route === 'function';
    this.hasWalkRoute = typeof wasm.walk_route === 'function';
  }

  /** Whether the module of `game` ('sts1' | 'sts2', or any game option) is loaded. */
  has(game) {
    return !!this.modules[engineGame(game)];
  }

  /** The crate version (for the footer and bug reports). */
  version() {
    const wasm = Object.values(this.modules)[0];
    return wasm && typeof wasm.version === 'function' ? wasm.version() : '?';
  }

  /** generate_map(options): returns { ok: true, value } or { ok: false, error }. */
  generateMap(options) {
    return this.call(options, (w) => w.generate_map(options));
  }

  /** best_route(options), or an error result when this engine build lacks it. */
  bestRoute(options) {
    if (!this.hasBestRoute) return { ok: false, error: 'route presets need a newer engine build (best_route)' };
    return this.call(options, (w) => w.best_route(options));
  }

  /** walk_route(options), or an error result when this engine build lacks it. */
  walkRoute(options) {
    if (!this.hasWalkRoute) return { ok: false, error: '? room odds need a newer engine build (walk_route)' };
    return this.call(options, (w) => w.walk_route(options));
  }

  call(options, fn) {
    const game = engineGame(options && options.game);
    const wasm = this.modules[game];
    if (!wasm) return { ok: false, error: `the ${MODULES[game].name} engine is not loaded yet` };
    try {
      return { ok: true, value: fn(wasm) };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }
}

const engine = new Engine();
const loading = {};

/**
 * Loads the engine of `game` ('sts1' by default; any game option, see engineGame) once per page.
 * Resolves to the shared Engine, which then serves that game; rejects with a readable Error (a
 * failed load is tried again on the next call).
 */
export function loadEngine(game = 'sts1') {
  const g = engineGame(game);
  if (!loading[g]) {
    const m = MODULES[g];
    loading[g] = (async () => {
      let wasm;
      try {
        wasm = await m.js();
        await wasm.default({ module_or_path: m.wasm() });
      } catch (e) {
        throw new Error(`the ${m.name} engine (www/pkg/${m.file}.js) could not be loaded: ${e.message}`);
      }
      engine.add(g, wasm);
      return engine;
    })();
    loading[g].catch(() => {
      loading[g] = null;
    });
  }
  return loading[g];
}
