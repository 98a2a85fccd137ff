// The page controller: seed and options, act tabs, the map, the panel, routes and the URL.

import { loadEngine } from './engine.js';
import { parseQuery, serialise, mapOptions, autoSeedForm, displayText } from './state.js';
import { MapView, buildLegend } from './mapview.js';
import { key, buffText } from './render.js';
import { renderNodeInfo, renderRoute } from './panel.js';
import { RouteOdds, checkRoute, extendsRoute } from './routes.js';

const $ = (id) => document.getElementById(id);

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
  good: null, // the seed fields of the last map generated without error
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
  const res = app.engine.generateMap(mapOptions(app.state));
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
  updateTabs();
  showAct();
  scheduleUrl();
  if (t0 !== undefined) reportTiming(t0);
  return true;
}

function reportTiming(t0) {
  const drawn = performance.now() - t0;
  requestAnimationFrame(() => {
    const frame = performance.now() - t0;
    document.documentElement.dataset.paintMs = frame.toFixed(1);
    document.documentElement.dataset.drawMs = drawn.toFixed(1);
    $('timing').textContent = `Last redraw: ${drawn.toFixed(1)} ms to draw, ${frame.toFixed(1)} ms to the next frame.`;
  });
}

function showSeedStatus() {
  const m = app.mapSet;
  $('seed-how').textContent = app.state.seedForm === 'number' ? 'Read as a seed number.' : "Read as the game's seed string.";
  $('seed-canon-string').textContent = m.seed || '(empty)';
  $('seed-canon-number').textContent = m.seedValue;
  const ul = $('seed-warnings');
  ul.replaceChildren();
  for (const w of m.warnings) {
    const li = document.createElement('li');
    li.textContent = w;
    ul.append(li);
  }
}

function updateTabs() {
  const n = app.mapSet ? app.mapSet.acts.length : 4;
  for (const tab of document.querySelectorAll('.act-tabs [role=tab]')) {
    const act = Number(tab.dataset.act);
    const exists = act <= n;
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

function showAct() {
  const act = currentAct();
  app.model = app.view.setAct(act);
  const m = app.model;
  $('map-caption').textContent = `Act ${act.act}: ${act.name} · floors ${act.firstFloor}-${act.firstFloor + m.rows - 1}${m.generated ? '' : ' · a fixed map'}`;
  const b = act.burningElite;
  $('burning-caption').textContent = b
    ? `Burning elite: floor ${act.firstFloor + b.y}, ${buffText(b)}.`
    : act.act <= 3
      ? `No burning elite in this act (${!app.state.finalAct ? 'the final act is locked' : 'the Emerald Key was already taken'}).`
      : '';
  app.view.setGrid(app.state.grid);
  $('show-grid').disabled = !m.generated;
  // Keep a route only while it still fits this map (it may come from a link or an older map).
  const cols = app.state.routes[act.act - 1];
  const check = checkRoute(m, cols);
  if (check.error) {
    note(`The route for act ${act.act} was dropped: ${check.error}.`);
    app.state.routes[act.act - 1] = [];
  }
  const sel = app.state.node && key(app.state.node[0], app.state.node[1]);
  if (sel && !m.byKey.has(sel)) app.state.node = null;
  refreshRoute();
}

// ---------------------------------------------------------------------------------- route + panel

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
  const opts = mapOptions(shownState());
  const cols = routeCols();
  const node = app.state.node && app.model.byKey.get(key(app.state.node[0], app.state.node[1]));
  let odds = null;
  let oddsError = null;
  if (node && node.room === 'event') {
    const r = app.odds.oddsFor(opts, app.model, cols, node);
    if (r.error) oddsError = r.error;
    else odds = r;
  }
  renderNodeInfo($('node-info'), {
    node: node || null,
    actMap: app.model.act,
    asc: app.state.asc,
    odds,
    oddsError,
    onRoute: !!node && check.keys.includes(node.key),
  });
  const { steps, totals, error } = app.odds.steps(opts, app.model, cols, check.keys);
  renderRoute($('route-info'), { steps, totals, asc: app.state.asc, error: cols.length ? error : null });
  sheetLabel();
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
  const cols = routeCols();
  const check = checkRoute(app.model, cols);
  if (!check.keys.includes(node.key)) {
    if (extendsRoute(app.model, cols, node)) cols.push(node.x);
    else if (node.y === 0 && !node.virtual) app.state.routes[app.state.act - 1] = [node.x];
  }
  app.state.node = [node.x, node.y];
  refreshRoute();
  setSheet(true);
  scheduleUrl();
}

function runPreset(criterion, label) {
  if (!app.model) return;
  const status = $('preset-status');
  const cols = routeCols();
  const check = checkRoute(app.model, cols);
  const cont = $('preset-continue').checked && cols.length > 0 && !check.complete;
  const opts = { ...mapOptions(shownState()), act: app.state.act, criterion };
  if (cont) opts.from = [cols[cols.length - 1], cols.length - 1];
  const res = app.engine.bestRoute(opts);
  if (!res.ok) {
    status.textContent = res.error;
    return;
  }
  const path = (res.value.path || []).slice().sort((a, b) => a[1] - b[1]);
  const tail = path.filter((p) => !cont || p[1] > cols.length - 1).map((p) => p[0]);
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

// ---------------------------------------------------------------------------------- controls

function syncControls() {
  const s = app.state;
  $('seed-input').value = s.seedText;
  for (const r of document.querySelectorAll('input[name=seed-form]')) r.checked = r.value === s.seedForm;
  $('ascension').value = String(s.asc);
  $('final-act').checked = s.finalAct;
  $('emerald-key').value = s.emeraldAct ? String(s.emeraldAct) : '';
  $('show-grid').checked = s.grid;
}

function randomSeed(t0) {
  const v = BigInt.asIntN(64, crypto.getRandomValues(new BigUint64Array(1))[0]).toString();
  const res = app.engine.generateMap({ seedValue: v, act: 1 });
  const s = app.state;
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
  $('emerald-key').addEventListener('change', (e) => {
    s.emeraldAct = e.target.value ? Number(e.target.value) : null;
    regenerate(e.timeStamp);
  });
  $('show-grid').addEventListener('change', (e) => {
    s.grid = e.target.checked;
    app.view.setGrid(s.grid);
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
  const presets = $('presets');
  for (const [criterion, label] of CRITERIA) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.dataset.criterion = criterion;
    b.disabled = !app.engine.hasBestRoute;
    b.addEventListener('click', () => runPreset(criterion, label));
    presets.append(b);
  }
  if (!app.engine.hasBestRoute) $('preset-status').textContent = 'Route presets need a newer engine build (best_route).';
}

async function main() {
  const { state, notes, seedGiven } = parseQuery(location.search);
  app.state = state;
  for (const n of notes) note(n);
  buildLegend(document, $('legend'));
  for (let i = 0; i <= 20; i++) {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = String(i);
    $('ascension').append(o);
  }
  syncControls();
  app.view = new MapView($('map-host'), { onActivate });
  // On a phone the panel is a bottom sheet: start it folded unless the link selects a room.
  if (matchMedia('(max-width: 760px)').matches && !state.node) setSheet(false);
  try {
    app.engine = await loadEngine();
  } catch (e) {
    $('seed-error').textContent = e.message;
    return;
  }
  app.odds = new RouteOdds(app.engine);
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
  document.documentElement.dataset.ready = '1';
}

main();
