// The Rust engine, loaded once per page. Every caller (the page, each
// <spire-map> widget, the embed page) shares the same instance: the module
// record of this file is a singleton, and so is the promise below.
//
// The wasm package (www/pkg/, built by wasm-bindgen --target web) is found
// relative to THIS file's URL, so a widget loaded from another site still
// finds its own engine.
//
// Engine functions that newer engine builds add (best_route, walk_route) are
// feature-checked: the page works without them and says what is missing.

let loading = null;

/** A thin, exception-normalising wrapper around the wasm exports. */
export class Engine {
  constructor(wasm) {
    this.wasm = wasm;
    this.hasBestRoute = typeof wasm.best_route === 'function';
    this.hasWalkRoute = typeof wasm.walk_route === 'function';
  }

  /** The crate version (for the footer and bug reports). */
  version() {
    return typeof this.wasm.version === 'function' ? this.wasm.version() : '?';
  }

  /** generate_map(options): returns { ok: true, value } or { ok: false, error }. */
  generateMap(options) {
    return call(() => this.wasm.generate_map(options));
  }

  /** best_route(options), or an error result when this engine build lacks it. */
  bestRoute(options) {
    if (!this.hasBestRoute) return { ok: false, error: 'route presets need a newer engine build (best_route)' };
    return call(() => this.wasm.best_route(options));
  }

  /** walk_route(options), or an error result when this engine build lacks it. */
  walkRoute(options) {
    if (!this.hasWalkRoute) return { ok: false, error: '? room odds need a newer engine build (walk_route)' };
    return call(() => this.wasm.walk_route(options));
  }
}

function call(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Loads the engine (once). Resolves to an Engine; rejects with a readable Error. */
export function loadEngine() {
  if (!loading) {
    loading = (async () => {
      let wasm;
      try {
        wasm = await import('./pkg/spire_map.js');
      } catch (e) {
        throw new Error(`the map engine (www/pkg/spire_map.js) could not be loaded: ${e.message}`);
      }
      await wasm.default({ module_or_path: new URL('./pkg/spire_map_bg.wasm', import.meta.url) });
      return new Engine(wasm);
    })();
  }
  return loading;
}
