// The page controller: seed and options, act tabs, the map, the panel, routes and the URL.

import { loadEngine, loadRoutes } from './engine.js';
import { parseQuery, serialise, mapOptions, relicOptions, autoSeedForm, displayText, GAME_INFO, MAX_QUESTION_ROOMS, BOSSES } from './state.js';
import { MapView } from './mapview.js';
import { buildLegend, bossCanvas } from './legend.js';
import { key, buffText, buildModel, bossOf } from './model.js';
import { BOSS_COLORS } from './boss-icons.js';
import { fillAncientLine, renderNodeInfo, renderRoute, spoilerOf } from './panel.js';
import { RouteOdds, checkRoute, extendsRoute, startsRoute } from './routes.js';
import { wireImageButtons } from './image-buttons.js';
import { wireOptions, optionsSummary, keepAboveSheet } from './compact.js';
import { registerOffline } from './offline.js';

const $ = (id) => document.getElementById(id);

/** Sets an element's text, leaving it alone when it already says that (its layout stays valid). */
function setText(e, text) {
  if (e.textContent !== text) e.textContent = text;
}

const CRITERIA = [
  ['mostElites', 'Most elites'],
  ['fewestElites', 'Fewest elites'],
  ['fewestFights', 'Fewest fights'],
  ['mostFights', 'Most fights'],
  ['mostEvents', 'Most ? rooms'],
  ['mostRests', 'Most rests'],
  ['mostShops', 'Most shops'],
];

const app = {
  state: null,
  engine: null,
  odds: null,
  mapSet: null,
  model: null,
  models: [], // every act's model (index act-1): earlier acts' routes lead into later acts
  good: null, // the seed fields of the last map generated without error
  bossShown: null, // what the boss caption shows (game, pixel ratio, bosses)
  urlTimer: 0,
  ready: false,
};

function note(text) {
  const p = document.createElement('p');
  p.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'note-close';
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => p.remove());
  p.append(' ', close);
  $('notes').append(p);
}

/** The state as the URL and the engine see it: the seed of the map actually shown. */
function shownState() {
  return app.good ? { ...app.state, ...app.good } : app.state;
}

function scheduleUrl() {
  if (!app.ready) return;
  clearTimeout(app.urlTimer);
  app.urlTimer = setTimeout(writeUrl, 250);
}

function writeUrl() {
  clearTimeout(app.urlTimer);
  const q = serialise(shownState());
  if (q !== location.search) history.replaceState(null, '', `${location.pathname}${q}${location.hash}`);
}

function shareUrl() {
  return `${location.origin}${location.pathname}${serialise(shownState())}`;
}

// ---------------------------------------------------------------------------------- generation

function regenerate(t0, { seedChanged = false } = {}) {
  const parts = { start: performance.now() };
  setText($('options-summary'), optionsSummary(app.state));
  const res = app.engine.generateMap(mapOptions(app.state));
  parts.engine = performance.now() - parts.start;
  if (!res.ok) {
    $('seed-error').textContent = res.error;
    $('seed-input').setAttribute('aria-invalid', 'true');
    return false;
  }
  $('seed-error').textContent = '';
  $('seed-input').removeAttribute('aria-invalid');
  app.mapSet = res.value;
  app.good = { seedText: app.state.seedText.trim(), seedForm: app.state.seedForm, seedFormManual: app.state.seedFormManual };
  showSeedStatus();
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
  scheduleUrl();
  if (t0 !== undefined) reportTiming(t0, parts);
  return true;
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

function showSeedStatus() {
  const m = app.mapSet;
  const sts2 = m.game === 'sts2';
  const sts2Note = $('sts2-note');
  sts2Note.hidden = !sts2;
  setText(
    sts2Note,
    sts2
      ? `Slay the Spire 2 is in early access and its map generator has changed between builds. These maps follow ${m.gameBuild || 'game builds v0.109-v0.111'} and were checked node for node against 42 maps from the game's own v0.111 map code and the maps of 4 real saves (3 of v0.110-v0.111, 1 of v0.108).`
      : '',
  );
  setText($('seed-how'), app.state.seedForm === 'number' ? 'Read as a seed number.' : "Read as the game's seed string.");
  setText($('seed-canon-string'), m.seed || '(empty)');
  setText($('seed-canon-number'), m.seedValue);
  // StS2's number is the run seed the game hashes the string into (it cannot be typed back).
  setText($('seed-canon-number-label'), sts2 ? 'run seed' : 'number');
  const ul = $('seed-warnings');
  ul.replaceChildren();
  // The StS2 build note has its own, more prominent place above the map.
  for (const w of m.warnings.filter((x) => !(sts2 && /^Slay the Spire 2 maps follow/.test(x)))) {
    const li = document.createElement('li');
    li.textContent = w;
    ul.append(li);
  }
}

function updateTabs() {
  const n = app.mapSet ? app.mapSet.acts.length : 4;
  const acts = GAME_INFO[app.state.game].acts;
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
    tab.title = exists ? '' : 'Act 4 exists only when the final act is unlocked';
    const sel = act === app.state.act;
    tab.setAttribute('aria-selected', String(sel));
    tab.tabIndex = sel ? 0 : -1;
  }
  $('map-panel').setAttribute('aria-labelledby', `tab-${app.state.act}`);
}

function currentAct() {
  return app.mapSet.acts.find((a) => a.act === app.state.act);
}

function showAct(parts = {}) {
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
  const b = act.burningElite;
  setText(
    $('burning-caption'),
    b
      ? `Burning elite: floor ${act.firstFloor + b.y}, ${buffText(b)}.`
      : act.act <= 3 && app.mapSet.game === 'sts1'
        ? `No burning elite in this act (${!app.state.finalAct ? 'the final act is locked' : 'the Emerald Key was already taken'}).`
        : '',
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
  showAncient(sts2 ? m.ancient : null);
  const dpr = window.devicePixelRatio || 1;
  // The same bosses as shown (typing a seed often keeps them): the caption stays as it is.
  const shown = JSON.stringify([app.mapSet.game, dpr, names, m.bossIds]);
  if (app.bossShown === shown) return;
  app.bossShown = shown;
  cap.replaceChildren();
  if (!names.length) return;
  cap.append(names.length > 1 ? 'Bosses: ' : 'Boss: ');
  const used = new Set();
  names.forEach((name, i) => {
    if (i) cap.append(', then ');
    const b = document.createElement('span');
    b.className = 'boss-name';
    b.dataset.boss = name;
    if (m.bossIds[i]) b.dataset.bossId = m.bossIds[i];
    b.append(bossIcon(name, dpr, app.mapSet.game, used), document.createTextNode(name));
    if (BOSS_COLORS[name]) b.style.color = BOSS_COLORS[name];
    cap.append(b);
  });
  if (names.length > 1) cap.append(sts2 ? ' (ascension 10)' : ' (ascension 20)');
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

/** StS2: "Ancient: Neow · options: …" near the map, and the mature-profile assumption, short. */
function showAncient(a) {
  fillAncientLine(document, $('ancient-caption'), a);
}

// ---------------------------------------------------------------------------------- route + panel

/** What the engine needs to walk the shown act after the earlier ones (see routes.js). */
function runOf() {
  return {
    mapOpts: mapOptions(shownState()),
    relics: relicOptions(app.state),
    routes: app.state.routes,
    models: app.models,
    act: app.state.act,
    stated: app.state.qBefore,
    // Reveal off: the engine is asked for the expected odds only (walk_route spoilers: false).
    spoilers: !!app.state.spoil,
  };
}

/**
 * The "? rooms before this act" line: counted from complete routes in the earlier acts, or stated
 * by the user (a number input) when an earlier act has none. Hidden where it cannot matter.
 */
function renderRunContext(run) {
  const box = $('run-context');
  const act = app.state.act;
  const hasQ = app.model.nodes.some((n) => n.room === 'event');
  if (act === 1 || !hasQ) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const { count, start, error, pending } = app.odds.questionRoomsBefore(run);
  const text = $('run-context-text');
  const row = $('qbefore-row');
  const help = $('qbefore-help');
  if (start.source === 'routes') {
    row.hidden = true;
    text.textContent = pending
      ? `? rooms before act ${act}: counting them along your routes (loading the route engine…).`
      : error
      ? `? rooms before act ${act}: unknown (${error}).`
      : `Your complete routes in act${act > 2 ? `s 1-${act - 1}` : ' 1'} enter ${count} ? room${count === 1 ? '' : 's'} before act ${act}; this act's ? rooms follow on from them.`;
    help.textContent = '';
    return;
  }
  // The count changes what ? rooms become (hidden in odds-only mode) and, with Tiny Chest, odds.
  if (!app.state.spoil && app.state.tinyChest === null) {
    box.hidden = true;
    return;
  }
  row.hidden = false;
  $('qbefore-act').textContent = String(start.statedAct);
  const input = $('qbefore');
  const v = app.state.qBefore[start.statedAct - 1];
  if (document.activeElement !== input) input.value = v === null ? '' : String(v);
  text.textContent = `Act ${start.statedAct - 1} has no complete route, so how many ? rooms the run entered before act ${start.statedAct} is up to you${v === null ? ' (0 until you say)' : ''}.`;
  help.textContent = `The run's k-th ? room rolls with the seed's k-th number, so this count changes what act ${act}'s ? rooms become (and their fights).${start.statedAct < act ? ` Your route${act - start.statedAct > 1 ? 's' : ''} from act ${start.statedAct} on count${act - start.statedAct > 1 ? '' : 's'} after it.` : ''}`;
}

function routeCols() {
  return app.state.routes[app.state.act - 1];
}

function refreshRoute() {
  const check = checkRoute(app.model, routeCols());
  app.view.setRoute(check.keys);
  app.view.setSelected(app.state.node ? key(app.state.node[0], app.state.node[1]) : null);
  renderPanel(check);
}

function renderPanel(check = checkRoute(app.model, routeCols())) {
  const run = runOf();
  const cols = routeCols();
  const reveal = app.state.spoil;
  const node = app.state.node && app.model.byKey.get(key(app.state.node[0], app.state.node[1]));
  const walked = app.odds.steps(run, app.model, cols, check.keys);
  // Spoilers reach the map (drawn tags, accessible names) and the panel only when revealed.
  const notes = new Map();
  if (reveal) {
    for (const s of walked.steps) {
      const sp = spoilerOf(s.floor);
      if (sp) notes.set(s.node.key, sp);
    }
  }
  app.view.setNotes(notes);
  let odds = null;
  let oddsError = null;
  let oddsPending = false;
  if (node && node.room === 'event') {
    const r = app.odds.oddsFor(run, app.model, cols, node);
    if (r.error) [oddsError, oddsPending] = [r.error, !!r.pending];
    else odds = r;
  }
  const step = node && walked.steps.find((s) => s.node.key === node.key);
  renderNodeInfo($('node-info'), {
    node: node || null,
    actMap: app.model.act,
    asc: app.state.asc,
    odds,
    oddsError,
    oddsPending,
    onRoute: !!node && check.keys.includes(node.key),
    bossNames: app.model.bossNames,
    bossName: node ? bossOf(app.model, node) : null,
    bossIds: app.model.bossIds,
    ancient: app.model.ancient,
    reveal,
    floor: step ? step.floor : null,
    game: app.mapSet.game,
  });
  renderRunContext(run);
  renderRoute($('route-info'), {
    steps: walked.steps,
    totals: walked.totals,
    asc: app.state.asc,
    error: cols.length ? walked.error : null,
    pending: cols.length > 0 && walked.pending,
    warnings: walked.warnings,
    reveal,
    counted: !!walked.counted,
    bossNames: app.model.bossNames,
    bossAt: app.model.bossAt,
    ancient: app.model.ancient,
    game: app.mapSet.game,
  });
  const canReveal = app.odds.canWalk(app.model);
  $('reveal').disabled = !canReveal;
  $('reveal-state').textContent = !canReveal
    ? 'This engine build cannot walk these routes.'
    : reveal
      ? 'Fights and ? outcomes of your route are shown.'
      : 'Odds only: no spoilers.';
  sheetLabel();
  setText($('options-summary'), optionsSummary(app.state));
  $('route-undo').disabled = cols.length === 0;
  $('route-clear').disabled = cols.length === 0;
  $('preset-continue').disabled = !(cols.length && !check.complete);
}

function setSheet(open) {
  const t = $('sheet-toggle');
  $('panel').classList.toggle('collapsed', !open);
  t.setAttribute('aria-expanded', String(open));
  sheetLabel();
}

function sheetLabel() {
  const t = $('sheet-toggle');
  if (t.getAttribute('aria-expanded') === 'true') {
    t.textContent = 'Hide details';
    return;
  }
  const title = $('node-info').querySelector('h2');
  t.textContent = `Show details${title ? `: ${title.textContent}` : ''}`;
}

function onActivate(node) {
  // The route module, if it is not there yet (or failed before: a click tries again).
  if (!app.engine.hasRoutes(app.mapSet.game)) loadRoutes(app.mapSet.game).catch(() => {});
  const cols = routeCols();
  const check = checkRoute(app.model, cols);
  if (!check.keys.includes(node.key)) {
    if (extendsRoute(app.model, cols, node)) cols.push(node.x);
    else if (startsRoute(app.model, node)) app.state.routes[app.state.act - 1] = [node.x];
  }
  app.state.node = [node.x, node.y];
  refreshRoute();
  setSheet(true);
  keepAboveSheet(app.view.buttons.get(node.key), $('panel'));
  scheduleUrl();
}

async function runPreset(criterion, label) {
  if (!app.model) return;
  const status = $('preset-status');
  const game = app.mapSet.game;
  if (!app.engine.hasRoutes(game)) {
    status.textContent = 'Loading the route engine…';
    try {
      await loadRoutes(game);
    } catch (e) {
      status.textContent = e.message;
      return;
    }
    status.textContent = '';
    if (!app.model || app.mapSet.game !== game) return; // the game changed meanwhile
  }
  const cols = routeCols();
  const check = checkRoute(app.model, cols);
  const cont = $('preset-continue').checked && cols.length > 0 && !check.complete;
  const row0 = app.model.row0;
  const opts = { ...mapOptions(shownState()), act: app.state.act, criterion };
  if (cont) opts.from = [cols[cols.length - 1], row0 + cols.length - 1];
  const res = app.engine.bestRoute(opts);
  if (!res.ok) {
    status.textContent = res.error;
    return;
  }
  const path = (res.value.path || []).slice().sort((a, b) => a[1] - b[1]);
  const tail = path.filter((p) => p[1] >= row0 && (!cont || p[1] > row0 + cols.length - 1)).map((p) => p[0]);
  const next = cont ? [...cols, ...tail] : tail;
  const c = checkRoute(app.model, next);
  if (c.error) {
    status.textContent = `The engine's route does not fit the map: ${c.error}.`;
    return;
  }
  app.state.routes[app.state.act - 1] = next;
  status.textContent = `${label}${cont ? ', continuing your route' : ''}: score ${res.value.score}.`;
  refreshRoute();
  scheduleUrl();
}

/** What Save image, Copy image and Save SVG draw: the shown act (see export.js). */
function makeImage() {
  if (!app.model) throw new Error('no map is shown yet');
  const m = app.mapSet;
  const act = currentAct();
  const seed = m.seed || m.seedValue;
  const last = act.firstFloor + Math.max(...app.model.nodes.map((n) => n.y));
  const info = {
    game: m.game,
    gameName: GAME_INFO[m.game].name,
    seed,
    asc: m.ascension,
    act: act.act,
    actName: act.name,
    floors: `${act.firstFloor}-${last}`,
    bosses: app.model.bossNames,
    burning: $('burning-caption').textContent,
    notes: [$('sts2-note'), $('ancient-caption')].filter((e) => !e.hidden && e.textContent).map((e) => e.textContent),
    dpr: window.devicePixelRatio || 1,
  };
  return { view: app.view, info, seed, asc: m.ascension, act: act.act };
}

// ---------------------------------------------------------------------------------- controls

function syncControls() {
  const s = app.state;
  for (const r of document.querySelectorAll('input[name=game]')) r.checked = r.value === s.game;
  gameControls();
  $('seed-input').value = s.seedText;
  for (const r of document.querySelectorAll('input[name=seed-form]')) r.checked = r.value === s.seedForm;
  $('ascension').value = String(s.asc);
  $('final-act').checked = s.finalAct;
  $('emerald-key').value = s.emeraldAct ? String(s.emeraldAct) : '';
  syncBosses();
  $('show-grid').checked = s.grid;
  $('reveal').checked = s.spoil;
  $('tiny-chest').value = s.tinyChest === null ? '' : String(s.tinyChest);
  $('juzu').checked = s.juzu;
  $('multiplayer').checked = s.multiplayer;
  $('build').value = s.build || '';
}

/** The "bosses seen" select and its boxes, from the state (null: all; []: none; else some). */
function syncBosses() {
  const seen = app.state.bosses;
  const mode = seen === null ? 'all' : seen.length === 0 ? 'none' : 'some';
  $('bosses-seen').value = mode;
  $('bosses-some').hidden = mode !== 'some';
  if (!$('bosses-boxes').children.length) buildBossBoxes();
  for (const box of $('bosses-boxes').querySelectorAll('input')) box.checked = seen === null || seen.includes(box.value);
}

/** The ids of the bosses whose boxes are checked. */
function checkedBosses() {
  return [...$('bosses-boxes').querySelectorAll('input')].filter((b) => b.checked).map((b) => b.value);
}

/** One checkbox per boss, a line per act, for "some bosses seen". */
function buildBossBoxes() {
  const boxes = $('bosses-boxes');
  for (const act of [1, 2, 3]) {
    const group = document.createElement('div');
    group.className = 'bosses-act';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', `Act ${act}`);
    const head = document.createElement('span');
    head.className = 'muted';
    head.textContent = `Act ${act}`;
    group.append(head);
    for (const b of BOSSES.filter((x) => x.act === act)) {
      const label = document.createElement('label');
      label.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.value = b.id;
      label.append(input, ` ${b.name}`);
      group.append(label);
    }
    boxes.append(group);
  }
}

/** Shows the controls of the state's game only, and its ascension range. */
function gameControls() {
  const s = app.state;
  const info = GAME_INFO[s.game];
  for (const e of document.querySelectorAll('.sts1-only')) e.hidden = s.game !== 'sts1';
  for (const e of document.querySelectorAll('.sts2-only')) e.hidden = s.game !== 'sts2';
  const asc = $('ascension');
  if (asc.options.length !== info.maxAscension + 1) {
    asc.replaceChildren();
    for (let i = 0; i <= info.maxAscension; i++) {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = String(i);
      asc.append(o);
    }
  }
  asc.value = String(s.asc);
  $('seed-input').placeholder = s.game === 'sts2' ? 'e.g. ABCDEFGHJKLM' : 'e.g. AGCK93XT';
  buildLegend(document, $('legend'), null, s.game);
}

/** A random seed string of Slay the Spire 2's length and alphabet (34 symbols: no I, no O). */
function randomSts2Seed() {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  while (out.length < 12) {
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      // Rejection sampling keeps every symbol equally likely (7 * 34 = 238).
      if (b < 238 && out.length < 12) out += alphabet[b % 34];
    }
  }
  return out;
}

function randomSeed(t0) {
  const s = app.state;
  if (s.game === 'sts2') {
    s.seedText = randomSts2Seed();
    s.seedForm = 'string';
    s.seedFormManual = false;
    syncControls();
    regenerate(t0, { seedChanged: true });
    return;
  }
  const v = BigInt.asIntN(64, crypto.getRandomValues(new BigUint64Array(1))[0]).toString();
  const res = app.engine.generateMap({ seedValue: v, act: 1 });
  if (res.ok && res.value.seed) {
    s.seedText = res.value.seed;
    s.seedForm = 'string';
  } else {
    s.seedText = v;
    s.seedForm = 'number';
  }
  s.seedFormManual = false;
  syncControls();
  regenerate(t0, { seedChanged: true });
}

/**
 * Switches the game: its controls, its seed form (StS2: strings only), its acts; routes are cleared.
 * The game's engine loads first (once per page: StS2's on its first choice); the shown map stays
 * until it has, and a choice made meanwhile wins.
 */
async function switchGame(game, t0) {
  const s = app.state;
  if (s.game === game) return;
  if (!app.engine.has(game)) {
    $('seed-how').textContent = `Loading the ${GAME_INFO[game].name} engine…`;
    try {
      await loadEngine(game);
    } catch (e) {
      note(e.message);
      for (const r of document.querySelectorAll('input[name=game]')) r.checked = r.value === s.game;
      showSeedStatus();
      return;
    }
    if (document.querySelector('input[name=game]:checked')?.value !== game || s.game === game) return showSeedStatus();
  }
  s.game = game;
  const info = GAME_INFO[game];
  s.routes = [[], [], [], []];
  s.node = null;
  if (s.act > info.acts) s.act = 1;
  if (s.asc > info.maxAscension) s.asc = info.maxAscension;
  if (game === 'sts2') {
    s.seedFormManual = false;
    s.seedForm = 'string';
  }
  app.good = null;
  syncControls();
  if (!s.seedText.trim() || (game === 'sts2' && !/^[0-9A-Za-z]{1,13}$/.test(s.seedText.trim()))) randomSeed(t0);
  else if (!regenerate(t0, { seedChanged: true })) randomSeed(t0);
  scheduleUrl();
}

function wireControls() {
  const s = app.state;
  const asc = $('ascension');
  $('seed-input').addEventListener('input', (e) => {
    s.seedText = e.target.value;
    if (!s.seedText.trim()) s.seedFormManual = false;
    if (!s.seedFormManual) {
      s.seedForm = autoSeedForm(s.seedText);
      for (const r of document.querySelectorAll('input[name=seed-form]')) r.checked = r.value === s.seedForm;
    }
    regenerate(e.timeStamp, { seedChanged: true });
  });
  for (const r of document.querySelectorAll('input[name=seed-form]')) {
    r.addEventListener('change', (e) => {
      s.seedForm = r.value;
      s.seedFormManual = true;
      regenerate(e.timeStamp, { seedChanged: true });
    });
  }
  $('random-seed').addEventListener('click', (e) => randomSeed(e.timeStamp));
  asc.addEventListener('change', (e) => {
    s.asc = Number(asc.value);
    regenerate(e.timeStamp);
  });
  $('final-act').addEventListener('change', (e) => {
    s.finalAct = e.target.checked;
    regenerate(e.timeStamp);
  });
  $('bosses-seen').addEventListener('change', (e) => {
    const mode = e.target.value;
    // "some" starts from what the boxes show (all of them after "all", none after "none").
    if (mode === 'some') for (const box of $('bosses-boxes').querySelectorAll('input')) box.checked = s.bosses === null || s.bosses.includes(box.value);
    s.bosses = mode === 'all' ? null : mode === 'none' ? [] : checkedBosses();
    $('bosses-some').hidden = mode !== 'some';
    regenerate(e.timeStamp);
  });
  $('bosses-boxes').addEventListener('change', (e) => {
    s.bosses = checkedBosses();
    regenerate(e.timeStamp);
  });
  $('emerald-key').addEventListener('change', (e) => {
    s.emeraldAct = e.target.value ? Number(e.target.value) : null;
    regenerate(e.timeStamp);
  });
  $('show-grid').addEventListener('change', (e) => {
    s.grid = e.target.checked;
    app.view.setGrid(s.grid);
    scheduleUrl();
  });
  for (const r of document.querySelectorAll('input[name=game]')) {
    r.addEventListener('change', (e) => switchGame(r.value, e.timeStamp));
  }
  $('multiplayer').addEventListener('change', (e) => {
    s.multiplayer = e.target.checked;
    s.routes = [[], [], [], []];
    s.node = null;
    regenerate(e.timeStamp);
  });
  $('build').addEventListener('change', (e) => {
    s.build = e.target.value || null;
    regenerate(e.timeStamp);
  });
  $('reveal').addEventListener('change', (e) => {
    s.spoil = e.target.checked;
    // generate_map and walk_route are asked again, with spoilers or without (odds only).
    if (app.model) regenerate(e.timeStamp);
    scheduleUrl();
  });
  $('tiny-chest').addEventListener('change', (e) => {
    s.tinyChest = e.target.value === '' ? null : Number(e.target.value);
    if (app.model) renderPanel();
    scheduleUrl();
  });
  $('juzu').addEventListener('change', (e) => {
    s.juzu = e.target.checked;
    if (app.model) renderPanel();
    scheduleUrl();
  });
  $('qbefore').addEventListener('input', (e) => {
    const act = Number($('qbefore-act').textContent);
    const t = e.target.value.trim();
    const n = Number(t);
    if (t === '') s.qBefore[act - 1] = null;
    else if (/^\d{1,3}$/.test(t) && n <= MAX_QUESTION_ROOMS) s.qBefore[act - 1] = n;
    else {
      $('qbefore-help').textContent = `A whole number from 0 to ${MAX_QUESTION_ROOMS}, please; the last valid count is used.`;
      return;
    }
    if (app.model) renderPanel();
    scheduleUrl();
  });
  const tabs = [...document.querySelectorAll('.act-tabs [role=tab]')];
  const selectAct = (act, focus) => {
    if (!app.mapSet || act === s.act) return;
    s.act = act;
    s.node = null;
    updateTabs();
    showAct();
    scheduleUrl();
    if (focus) $(`tab-${act}`).focus();
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => selectAct(Number(tab.dataset.act)));
    tab.addEventListener('keydown', (e) => {
      const enabled = tabs.filter((t) => !t.disabled);
      const i = enabled.indexOf(tab);
      let j = null;
      if (e.key === 'ArrowRight') j = (i + 1) % enabled.length;
      else if (e.key === 'ArrowLeft') j = (i - 1 + enabled.length) % enabled.length;
      else if (e.key === 'Home') j = 0;
      else if (e.key === 'End') j = enabled.length - 1;
      if (j === null) return;
      e.preventDefault();
      selectAct(Number(enabled[j].dataset.act), true);
    });
  }
  $('sheet-toggle').addEventListener('click', () => setSheet($('sheet-toggle').getAttribute('aria-expanded') !== 'true'));
  $('route-undo').addEventListener('click', () => {
    if (!app.model) return;
    routeCols().pop();
    refreshRoute();
    scheduleUrl();
  });
  $('route-clear').addEventListener('click', () => {
    if (!app.model) return;
    app.state.routes[s.act - 1] = [];
    refreshRoute();
    scheduleUrl();
  });
  $('copy-link').addEventListener('click', async () => {
    writeUrl();
    const url = shareUrl();
    const status = $('copy-status');
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = 'Link copied.';
    } catch {
      status.textContent = `Copy this link: ${url}`;
    }
  });
  wireImageButtons(document, { save: $('save-image'), copy: $('copy-image'), svg: $('save-svg'), status: $('image-status'), make: makeImage });
  const presets = $('presets');
  for (const [criterion, label] of CRITERIA) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.dataset.criterion = criterion;
    b.addEventListener('click', () => runPreset(criterion, label));
    presets.append(b);
  }
}

// ---------------------------------------------------------------------------------- seed search

// The search panel (www/search.js and its workers) loads only when it is opened.
let searchPanel = null;

async function openSearch({ focus = true } = {}) {
  if (!searchPanel) {
    const { mountSearch } = await import('./search.js');
    searchPanel = mountSearch($('search'), {
      params: app.state.search,
      viewer: () => ({ game: app.state.game, asc: app.state.asc, finalAct: app.state.finalAct, bosses: app.state.bosses, build: app.state.build }),
      onParams: (params) => {
        app.state.search = params;
        scheduleUrl();
      },
      openSeed,
      onClose: () => $('search-open').setAttribute('aria-expanded', 'false'),
    });
  }
  $('search-open').setAttribute('aria-expanded', 'true');
  searchPanel.show({ focus });
}

/** Shows a seed the search found, with the run settings it was found with. */
async function openSeed({ seed, seedValue, game, asc, finalAct, bosses = null, build = null }) {
  try {
    await loadEngine(game);
  } catch (e) {
    note(e.message);
    return;
  }
  const s = app.state;
  Object.assign(s, { game, asc, finalAct, emeraldAct: null, bosses, build: game === 'sts2' ? build : null, multiplayer: false, seedFormManual: true, act: 1, node: null });
  if (seed) Object.assign(s, { seedText: seed, seedForm: 'string' });
  else Object.assign(s, { seedText: seedValue, seedForm: 'number' });
  syncControls();
  regenerate(performance.now(), { seedChanged: true });
  writeUrl();
  $('map-area').scrollIntoView({ block: 'start' });
}

async function main() {
  const { state, notes, seedGiven } = parseQuery(location.search);
  app.state = state;
  for (const n of notes) note(n);
  syncControls();
  app.view = new MapView($('map-host'), { onActivate });
  wireOptions($('options-toggle'), document.querySelector('.controls'));
  // On a phone the panel is a bottom sheet: start it folded unless the link selects a room.
  if (matchMedia('(max-width: 760px)').matches && !state.node) setSheet(false);
  try {
    app.engine = await loadEngine(state.game);
  } catch (e) {
    $('seed-error').textContent = e.message;
    return;
  }
  app.odds = new RouteOdds(app.engine);
  // A route module that was still loading when the panel asked (its answer was `pending`): ask again.
  app.engine.onRoutesLoaded(() => {
    app.odds.cache.clear();
    if (app.ready && app.model) renderPanel();
  });
  // Fetch the route module as soon as the user reaches for the map or the presets, before the click.
  const warm = () => loadRoutes(app.mapSet ? app.mapSet.game : state.game).catch(() => {});
  for (const id of ['map-host', 'presets']) {
    $(id).addEventListener('pointerover', warm, { once: true });
    $(id).addEventListener('focusin', warm, { once: true });
  }
  $('engine-version').textContent = `v${app.engine.version()}`;
  wireControls();
  const t0 = performance.now();
  if (seedGiven) {
    if (!regenerate(t0)) note(`The seed “${displayText(state.seedText)}” from the link is not valid; type another one.`);
  } else {
    randomSeed(t0);
  }
  app.ready = true;
  scheduleUrl();
  // A link with a route or a selected room walks it: the panel fills once the route module is
  // there (the map is drawn already); `data-ready` below waits for it.
  if (app.mapSet && (state.node || state.routes.some((r) => r && r.length))) await loadRoutes(app.mapSet.game).catch(() => {});
  const searchFailed = (e) => note(`The seed search could not be loaded: ${e.message}`);
  $('search-open').addEventListener('click', () => (searchPanel?.visible ? searchPanel.hide() : openSearch().catch(searchFailed)));
  if (state.search.search !== undefined) await openSearch({ focus: false }).catch(searchFailed);
  document.documentElement.dataset.ready = '1';
  registerOffline($('notes'));
}

main();
