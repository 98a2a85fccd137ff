// The one loader of the engine's WebAssembly modules, per game: the map module, then the route module on demand.
//
// The Rust engine, two WebAssembly modules per game, each loaded once per page and only when
// needed: the map module (generate_map), loaded when a map of its game is asked for, and the route
// module (walk_route, best_route), loaded on the first route walked or planned: www/pkg/spire_map
// and spire_map_routes (Slay the Spire), spire_map_sts2 and spire_map_sts2_routes (Slay the Spire
// 2), built by scripts/build-wasm. Every caller (the page, each <spire-map> widget, the embed page)
// shares the same modules: the module record of this file is a singleton, and so are the promises
// below (one per module) and the one Engine they resolve to.
//
// The Engine sends each call to the module of the call's `game` option, so one Engine serves
// both games once both modules are loaded; `loadEngine(game)` resolves when that game's map
// module is, `loadRoutes(game)` when its route module is. A map call for a game whose module is
// not loaded yet gets an error result (callers await `loadEngine(game)` first). A route call
// before the route module is loaded starts loading it and gets a result marked `pending` (with a
// message saying so); `onRoutesLoaded(callback)` is told when it is, so the caller asks again. A
// map module that walks routes itself (the npm package's, built with the `routes` feature) is its
// own route module: no second load.
//
// The wasm packages (built by wasm-bindgen --target web) are found relative to THIS file's URL,
// so a widget loaded from another site still finds its own engine.
//
// The route module also gives StS1's run start (runStart: run_start), kept out of the page's first
// module for its size, and StS2's maps for a profile that is not mature (the `profile` option: the
// map module knows only the mature profile, for its size), and the maps of a custom run or a daily
// (the `modifiers` and `daily` options: the map modules take neither, for their size): such a map
// call is a route call, `pending` until the route module is loaded.
//
// A route module without one of the route functions (an older build) gets an error result naming
// what is missing, not an exception.

/** The module of each game: its wasm-bindgen script and wasm, next to this file. */
const MODULES = {
  sts1: {
    name: 'Slay the Spire',
    file: 'spire_map',
    js: () => import('./pkg/spire_map.js'),
    wasm: () => new URL('./pkg/spire_map_bg.wasm', import.meta.url),
    routes: {
      file: 'spire_map_routes',
      js: () => import('./pkg/spire_map_routes.js'),
      wasm: () => new URL('./pkg/spire_map_routes_bg.wasm', import.meta.url),
    },
  },
  sts2: {
    name: 'Slay the Spire 2',
    file: 'spire_map_sts2',
    js: () => import('./pkg/spire_map_sts2.js'),
    wasm: () => new URL('./pkg/spire_map_sts2_bg.wasm', import.meta.url),
    routes: {
      file: 'spire_map_sts2_routes',
      js: () => import('./pkg/spire_map_sts2_routes.js'),
      wasm: () => new URL('./pkg/spire_map_sts2_routes_bg.wasm', import.meta.url),
    },
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

/** Whether options name a profile other than the mature one (which only the route modules follow). */
export function ownProfile(options) {
  const p = options && options.profile;
  return typeof p === 'string' && p.trim() !== '' && p.trim().toLowerCase() !== 'mature';
}

/**
 * Whether options describe a custom run or a daily (a modifier named, `daily` set), whose maps only
 * the route modules make (the map modules refuse both, naming the route module).
 */
export function customRun(options) {
  if (!options) return false;
  const m = options.modifiers;
  const named = (x) => typeof x !== 'string' || x.trim() !== '';
  const mods = typeof m === 'string' ? m.split(',').some(named) : Array.isArray(m) ? m.some(named) : m !== undefined && m !== null;
  return mods || (options.daily !== undefined && options.daily !== null && options.daily !== false);
}

/** A thin, exception-normalising wrapper around the wasm exports, per game. */
export class Engine {
  constructor() {
    this.modules = {}; // game -> the map module (wasm-bindgen), once loaded
    this.routeModules = {}; // game -> the module that walks its routes, once loaded
    this.routeErrors = {}; // game -> why its route module did not load (until tried again)
    this.listeners = new Set();
  }

  /** Adds a loaded map module (loadEngine does); one that walks routes is also its game's route module. */
  add(game, wasm) {
    this.modules[game] = wasm;
    if (typeof wasm.walk_route === 'function' && !this.routeModules[game]) this.routeModules[game] = wasm;
  }

  /** Adds a loaded route module (loadRoutes does) and tells the onRoutesLoaded listeners. */
  addRoutes(game, wasm) {
    this.routeModules[game] = wasm;
    delete this.routeErrors[game];
    for (const f of [...this.listeners]) f(game);
  }

  /** Whether the map module of `game` ('sts1' | 'sts2', or any game option) is loaded. */
  has(game) {
    return !!this.modules[engineGame(game)];
  }

  /** Whether the route functions of `game` are loaded. */
  hasRoutes(game) {
    return !!this.routeModules[engineGame(game)];
  }

  /**
   * Calls `callback(game)` each time a route module finishes loading (a route call before that got
   * a `pending` result: ask again). Returns a function that stops the calls.
   */
  onRoutesLoaded(callback) {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }

  /** The crate version (for the footer and bug reports). */
  version() {
    const wasm = Object.values(this.modules)[0];
    return wasm && typeof wasm.version === 'function' ? wasm.version() : '?';
  }

  /**
   * generate_map(options): returns { ok: true, value } or { ok: false, error }; with a `profile`
   * other than "mature", modifiers or a daily, from the route module (pending until it is loaded,
   * as walkRoute).
   */
  generateMap(options) {
    if (ownProfile(options) || customRun(options)) return this.routeCall(options, 'generate_map', 'a profile, modifiers or a daily need a newer engine build');
    return this.call(this.modules, options, (w) => w.generate_map(options));
  }

  /** daily(options) ({ game, date?, build? }): the day's daily; as walkRoute, pending until the route module is loaded. */
  daily(options) {
    return this.routeCall(options, 'daily', 'the daily needs a newer engine build (daily)');
  }

  /**
   * best_route(options): { ok, value } or { ok: false, error }; before the game's route module is
   * loaded, { ok: false, pending: true, error } (it is loading: await loadRoutes(game) and ask again).
   */
  bestRoute(options) {
    return this.routeCall(options, 'best_route', 'route presets need a newer engine build (best_route)');
  }

  /** walk_route(options): as bestRoute (pending until the game's route module is loaded). */
  walkRoute(options) {
    return this.routeCall(options, 'walk_route', '? room odds need a newer engine build (walk_route)');
  }

  /**
   * run_start(options) (StS1: Neow's options and what they give, the boss chests, the assumptions):
   * as walkRoute, pending until the route module (which exports it) is loaded.
   */
  runStart(options) {
    return this.routeCall(options, 'run_start', 'the run start needs a newer engine build (run_start)');
  }

  routeCall(options, name, missing) {
    const game = engineGame(options && options.game);
    const wasm = this.routeModules[game];
    if (!wasm) {
      if (this.routeErrors[game]) return { ok: false, error: this.routeErrors[game] };
      loadRoutes(game).catch(() => {}); // the failure is kept in routeErrors and told to listeners
      return { ok: false, pending: true, error: `the ${MODULES[game].name} route engine is loading` };
    }
    if (typeof wasm[name] !== 'function') return { ok: false, error: missing };
    return this.call(this.routeModules, options, (w) => w[name](options));
  }

  call(modules, options, fn) {
    const game = engineGame(options && options.game);
    const wasm = modules[game];
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
const loadingRoutes = {};

/** Imports and initialises one wasm-bindgen module ({ name, file, js, wasm }); a readable Error on failure. */
async function instantiate(m, name) {
  try {
    const wasm = await m.js();
    await wasm.default({ module_or_path: m.wasm() });
    return wasm;
  } catch (e) {
    throw new Error(`the ${name} (www/pkg/${m.file}.js) could not be loaded: ${e.message}`);
  }
}

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
      engine.add(g, await instantiate(m, `${m.name} engine`));
      return engine;
    })();
    loading[g].catch(() => {
      loading[g] = null;
    });
  }
  return loading[g];
}

/**
 * Loads the route module of `game` (walk_route, best_route) once per page; resolves to the shared
 * Engine once it serves that game's routes. Waits for the map module first (whose build may walk
 * routes itself). A failure rejects with a readable Error, which the route calls then return (and
 * the onRoutesLoaded listeners are told, so that they show it); the next loadRoutes tries again.
 */
export function loadRoutes(game = 'sts1') {
  const g = engineGame(game);
  if (engine.routeModules[g]) return Promise.resolve(engine);
  if (!loadingRoutes[g]) {
    const m = MODULES[g];
    loadingRoutes[g] = (async () => {
      await loadEngine(g);
      if (!engine.routeModules[g]) engine.addRoutes(g, await instantiate(m.routes, `${m.name} route engine`));
      return engine;
    })();
    loadingRoutes[g].catch((e) => {
      loadingRoutes[g] = null;
      engine.routeErrors[g] = e.message;
      for (const f of [...engine.listeners]) f(g);
    });
  }
  return loadingRoutes[g];
}
