// The page's map: generating the seed's acts, the act tabs, the captions above the map and the act shown.

import { mapOptions, GAME_INFO } from './state.js';
import { key, buildModel } from './model.js';
import { bossCanvas } from './legend.js';
import { fillAncientLine } from './panel.js';
import { checkRoute } from './routes.js';
import { optionsSummary } from './compact.js';
import { fillBossCaption, burningLine, imageOf, warmRoutes } from './shell.js';
import { $, setText, app, note, scheduleUrl, hookKey } from './page-state.js';
import { refreshRoute, renderPanel } from './page-panel.js';

export function regenerate(t0, { seedChanged = false } = {}) {
  const parts = { start: performance.now() };
  setText($('options-summary'), optionsSummary(app.state));
  const res = app.engine.generateMap(mapOptions(app.state));
  parts.engine = performance.now() - parts.start;
  // A profile's maps come from the route module (engine.js): load it, then draw.
  if (res.pending) {
    setText($('seed-error'), 'Loading the engine that follows this profile…');
    warmRoutes(app.state.game).then(() => regenerate(undefined, { seedChanged }));
    return true;
  }
  // A link's profile the engine refuses (an unlock it does not know): dropped, with its words.
  if (!res.ok && app.state.profile && res.error.includes('`profile`')) {
    note(`The profile was dropped: ${res.error}`);
    app.state.profile = null;
    return regenerate(t0, { seedChanged });
  }
  if (!res.ok) {
    $('seed-error').textContent = res.error;
    $('seed-input').setAttribute('aria-invalid', 'true');
    // No map yet (a link's bad seed): the tabs are still the game's acts (StS2 has no act 4).
    if (!app.mapSet) updateTabs();
    return false;
  }
  // StS2: the maps the route's choices change (the Spoils Map, Golden Compass), from the route
  // module (page-hooks.js, loaded for them), before the routes are checked against them.
  app.hooks = hookKey(app.state);
  if (app.hooks && !withHooks(res.value, () => regenerate(undefined, { seedChanged }))) {
    setText($('seed-error'), 'Loading the engine that follows your route…');
    app.drawing ??= new Promise((done) => (app.drawn = done)); // app.js waits for it before data-ready
    return true;
  }
  $('seed-error').textContent = '';
  $('seed-input').removeAttribute('aria-invalid');
  app.mapSet = res.value;
  app.good = { seedText: app.state.seedText.trim(), seedForm: app.state.seedForm, seedFormManual: app.state.seedFormManual };
  showSeedStatus();
  askStart();
  if (seedChanged) {
    app.state.routes = [[], [], [], []];
    app.state.node = null;
  }
  if (!app.mapSet.acts.some((a) => a.act === app.state.act)) app.state.act = 1;
  app.models = [];
  const m0 = performance.now();
  for (const a of app.mapSet.acts) app.models[a.act - 1] = buildModel(a, app.mapSet.game);
  parts.models = performance.now() - m0;
  // Keep each act's route only while it still fits its map (it may come from a link or an older map).
  for (let i = 0; i < app.state.routes.length; i++) {
    const cols = app.state.routes[i];
    if (!cols.length) continue;
    const check = app.models[i] ? checkRoute(app.models[i], cols) : { error: 'the act does not exist' };
    if (check.error) {
      note(`The route for act ${i + 1} was dropped: ${check.error}.`);
      app.state.routes[i] = [];
    }
  }
  updateTabs();
  showAct(parts);
  app.drawn?.();
  app.drawing = app.drawn = null;
  scheduleUrl();
  if (t0 !== undefined) reportTiming(t0, parts);
  return true;
}

// The panel draws the maps again when a choice changes them (page-panel.js, which this module imports).
app.regenerate = regenerate;

let hooks = null;

/** page-hooks.js's applyHooks once it is loaded (false meanwhile: `again()` follows; if it fails to load, the seed's maps). */
function withHooks(set, again) {
  if (hooks) return hooks.applyHooks(app, set, again);
  import('./page-hooks.js').then((m) => (hooks = m), () => (hooks = { applyHooks: () => true })).then(again);
  return false;
}

/**
 * The redraw's figures on <html> (scripts/typing.mjs reads them): data-paint-ms (the event's time
 * stamp to the next frame, after the draw), data-draw-ms (to the end of the handler) and
 * data-timing, the parts in ms: wait (the event to the handler), engine, models, view, panel and
 * canvas (drawMap, in the frame).
 */
function reportTiming(t0, parts) {
  const drawn = performance.now() - t0;
  requestAnimationFrame(() => {
    const frame = performance.now() - t0;
    const ms = (x) => Number(x.toFixed(2));
    const { start, ...rest } = parts;
    const timing = { wait: start - t0, ...rest, canvas: app.view.drawMs };
    document.documentElement.dataset.timing = JSON.stringify(Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, ms(v || 0)])));
    document.documentElement.dataset.paintMs = frame.toFixed(1);
    document.documentElement.dataset.drawMs = drawn.toFixed(1);
    $('timing').textContent = `Last redraw: ${drawn.toFixed(1)} ms to draw, ${frame.toFixed(1)} ms to the next frame.`;
  });
}

export function showSeedStatus() {
  const m = app.mapSet;
  const sts2 = m.game === 'sts2';
  // StS2's build note (#sts2-note) is page-sts2-start.js's, with the other assumptions, and so is
  // the line saying which branch a seed is read as (with its one-click switch), in view above the
  // map (build-line.js, with the StS2 scripts: not up front); StS1 has none.
  $('sts2-note').hidden = !sts2;
  if (!sts2) $('build-line').hidden = true;
  setText($('seed-how'), app.state.seedForm === 'number' ? 'Read as a seed number.' : "Read as the game's seed string.");
  setText($('seed-canon-string'), m.seed || '(empty)');
  setText($('seed-canon-number'), m.seedValue);
  // StS2's number is the run seed the game hashes the string into (it cannot be typed back).
  setText($('seed-canon-number-label'), sts2 ? 'run seed' : 'number');
  const ul = $('seed-warnings');
  const assumed = $('assumed-notes');
  ul.replaceChildren();
  assumed.replaceChildren();
  $('assumed').hidden = false;
  // The StS2 build note is the assumptions' (#sts2-note) and the seed's branch the build line's; the
  // profile's note and a daily's or custom run's (what it and its modifiers change) are assumptions too,
  // one click away with them; every other warning stays in view.
  for (const w of m.warnings.filter((x) => !(sts2 && /^(Slay the Spire 2 maps follow|a 1[02]-character seed: read as)/.test(x)))) {
    const li = document.createElement('li');
    li.textContent = w;
    (/^(Slay the Spire 2 acts, |a (Daily Climb|custom run)\b|modifiers? )/.test(w) ? assumed : ul).append(li);
  }
}

export function updateTabs() {
  const acts = GAME_INFO[app.state.game].acts;
  const n = app.mapSet ? app.mapSet.acts.length : acts;
  for (const tab of document.querySelectorAll('.act-tabs [role=tab]')) {
    const act = Number(tab.dataset.act);
    const exists = act <= n;
    // StS2: the seed's own act names (act 1 is Overgrowth or Underdocks); StS1's tabs stay "Act N".
    const a = app.mapSet && app.mapSet.game === 'sts2' ? app.mapSet.acts.find((x) => x.act === act) : null;
    if (a && a.id) tab.dataset.actId = a.id;
    else delete tab.dataset.actId;
    // Rebuilt only when the act's name changes (typing keeps StS1's "Act N" as it is).
    const name = a && a.name ? a.name : '';
    const named = tab.querySelector('.tab-name');
    if (tab.textContent !== (name ? `Act ${act} ${name}` : `Act ${act}`) || !!named !== !!name) {
      tab.replaceChildren(`Act ${act}`);
      if (name) {
        const nm = document.createElement('span');
        nm.className = 'tab-name';
        nm.textContent = name;
        tab.append(' ', nm);
      }
    }
    tab.hidden = act > acts;
    tab.disabled = !exists;
    tab.title = exists ? '' : `Act 4 exists only when the final act is unlocked${app.state.daily || app.state.mods ? ' (a daily or custom run has none without The Ending)' : ''}`;
    const sel = act === app.state.act;
    tab.setAttribute('aria-selected', String(sel));
    tab.tabIndex = sel ? 0 : -1;
  }
  $('map-panel').setAttribute('aria-labelledby', `tab-${app.state.act}`);
}

export function currentAct() {
  return app.mapSet.acts.find((a) => a.act === app.state.act);
}

export function showAct(parts = {}) {
  const v0 = performance.now();
  const act = currentAct();
  // The act's model from regenerate is the view's too (built once per map).
  const built = app.models[act.act - 1];
  app.model = app.view.setAct(act, app.mapSet.game, built && built.act === act ? built : null);
  app.models[act.act - 1] = app.model;
  const p0 = performance.now();
  parts.view = p0 - v0;
  const m = app.model;
  const lastFloor = act.firstFloor + Math.max(...m.nodes.map((n) => n.y));
  setText($('map-caption'), `Act ${act.act}: ${act.name} · floors ${act.firstFloor}-${lastFloor}${m.generated ? '' : ' · a fixed map'}`);
  showBoss();
  setText(
    $('burning-caption'),
    burningLine(act) ||
      (act.act <= 3 && app.mapSet.game === 'sts1'
        ? `No burning elite in this act (${whyNoBurning()}).`
        : ''),
  );
  app.view.setGrid(app.state.grid);
  $('show-grid').disabled = !m.generated;
  const sel = app.state.node && key(app.state.node[0], app.state.node[1]);
  if (sel && !m.byKey.has(sel)) app.state.node = null;
  refreshRoute();
  parts.panel = performance.now() - p0;
}

/**
 * The boss caption above the map: the act's boss(es) with their icons (no spoiler: the game shows
 * them); StS2 also its Ancient, with Neow's options in act 1, on a line of its own.
 */
function showBoss() {
  const cap = $('boss-caption');
  const m = app.model;
  const names = m.bossNames;
  const sts2 = app.mapSet.game === 'sts2';
  if (sts2) fillAncientLine(document, $('ancient-caption'), m.ancient, app.state.profile);
  // StS1, act 1: Neow's options in the game's words (the boss swap's relic with Reveal on), once
  // the run start is there (page-start.js).
  else if (starts.sts1.module) starts.sts1.module.showNeowLine();
  else $('ancient-caption').hidden = true;
  const dpr = window.devicePixelRatio || 1;
  // The same bosses as shown (typing a seed often keeps them): the caption stays as it is.
  const shown = JSON.stringify([app.mapSet.game, dpr, names, m.bossIds]);
  if (app.bossShown === shown) return;
  app.bossShown = shown;
  const used = new Set();
  fillBossCaption(document, cap, m, (name) => bossIcon(name, dpr, app.mapSet.game, used), { tag: 'span', cls: 'boss-name', a20: true });
}

// The boss captions' icons drawn so far, by game, pixel ratio and boss (a canvas is drawn once).
const bossIcons = new Map();

/**
 * A boss's icon for the caption being built: drawn the first time, then the same canvas again
 * (a new one when it is in use: in the page or already in this caption, `used`).
 */
function bossIcon(name, dpr, game, used) {
  const id = JSON.stringify([game, dpr, name]);
  let c = bossIcons.get(id);
  if (!c || c.isConnected || used.has(c)) {
    c = bossCanvas(document, name, 22, dpr, game);
    if (!bossIcons.has(id)) bossIcons.set(id, c);
  }
  used.add(c);
  return c;
}

// StS1's run start: page-start.js (the run-start line, the Neow select and line; the boss chests
// reach the panel through app.start), loaded with import() beside the route module, whose
// run_start computes it, once a StS1 map is shown: neither is in the page's first load.
// StS2's: page-sts2-start.js (the Neow select, the line under the map, the profile control), loaded
// with import() once a StS2 map is shown (StS1 is the page's first load).
const starts = {
  sts1: { load: () => import('./page-start.js'), what: 'The run start', module: null, loading: null },
  sts2: { load: () => import('./page-sts2-start.js'), what: 'The Slay the Spire 2 run start', module: null, loading: null },
};

/** The run-start script of `game` once loaded, else null (it starts loading; refreshStart follows). */
function startOf(game) {
  const s = starts[game];
  if (s.module) return s.module;
  s.loading ??= s.load().then(
    (m) => {
      s.module = m;
      refreshStart();
    },
    (e) => {
      s.loading = null;
      note(`${s.what} could not be loaded: ${e.message}`);
    },
  );
  return null;
}

/**
 * Asks for the shown map's run start: StS1's, loading page-start.js and the route module the first
 * time; StS2's from the map itself (page-sts2-start.js: the Neow select, the line under the map).
 */
function askStart() {
  if (app.mapSet.game !== 'sts1') {
    app.start = null;
    startOf('sts2')?.showSts2Start();
    return;
  }
  const start = startOf('sts1');
  if (start) start.showStart();
  else warmRoutes('sts1');
}

/**
 * The run start again (the route module or page-start.js has just loaded: a `pending` answer is
 * now the engine's), then the Neow line and the panel (the boss chest, a dropped Neow option).
 */
export function refreshStart() {
  if (!app.mapSet) return;
  askStart();
  if (!app.model) return;
  if (app.mapSet.game === 'sts1') starts.sts1.module?.showNeowLine();
  renderPanel();
}

/** What Save image, Copy image and Save SVG draw: the shown act (see export.js). */
export function makeImage() {
  if (!app.model) throw new Error('no map is shown yet');
  return imageOf(app.view, app.mapSet, currentAct(), $('burning-caption').textContent, [$('sts2-note'), $('ancient-caption')]);
}

/** Why a StS1 act has no burning elite: a daily or custom run, a locked final act, or the key taken. */
function whyNoBurning() {
  if (app.state.daily) return 'a daily has no keys';
  if (app.mapSet.modifiers?.length && !app.mapSet.modifiers.includes('The Ending')) return 'a custom run has no keys without The Ending';
  return !app.state.finalAct ? 'the final act is locked' : 'the Emerald Key was already taken';
}
