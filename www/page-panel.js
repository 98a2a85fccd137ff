// The page's panel and route: the selected room, the route's totals, the run's context, the route presets, the bottom sheet.

import { mapOptions, relicOptions } from './state.js';
import { key, ROOM_NAMES, buffText } from './model.js';
import { el, goldRange, oddsPercent, oddsSummary, spoilerOf } from './panel.js';
import { checkRoute } from './routes.js';
import { optionsSummary, keepAboveSheet } from './compact.js';
import { warmRoutes, routeWith, walkShown, chestOf } from './shell.js';
import { loadRoutes } from './engine.js';
import { $, setText, app, shownState, scheduleUrl } from './page-state.js';

const CRITERIA = [
  ['mostElites', 'Most elites'],
  ['fewestElites', 'Fewest elites'],
  ['fewestFights', 'Fewest fights'],
  ['mostFights', 'Most fights'],
  ['mostEvents', 'Most ? rooms'],
  ['mostRests', 'Most rests'],
  ['mostShops', 'Most shops'],
];

/** What the engine needs to walk the shown act after the earlier ones (see routes.js). */
export function runOf() {
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

export function routeCols() {
  return app.state.routes[app.state.act - 1];
}

export function refreshRoute() {
  const check = checkRoute(app.model, routeCols());
  app.view.setRoute(check.keys);
  app.view.setSelected(app.state.node ? key(app.state.node[0], app.state.node[1]) : null);
  renderPanel(check);
}

export function renderPanel(check = checkRoute(app.model, routeCols())) {
  const run = runOf();
  const cols = routeCols();
  const reveal = app.state.spoil;
  const node = app.state.node && app.model.byKey.get(key(app.state.node[0], app.state.node[1]));
  const chest = app.mapSet.game === 'sts1' ? chestOf(app.start, app.state.act) : null;
  const { walked } = walkShown(app.view, app.odds, run, app.model, cols, check.keys, node, { reveal, asc: app.state.asc, game: app.mapSet.game, box: $('node-info'), chest });
  renderRunContext(run);
  renderRoute($('route-info'), {
    steps: walked.steps,
    totals: walked.totals,
    asc: app.state.asc,
    error: cols.length ? walked.error : null,
    pending: cols.length > 0 && walked.pending,
    warnings: walked.warnings,
    assumptions: reveal ? walked.assumptions : [],
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

export function setSheet(open) {
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

export function onActivate(node) {
  // The route module, if it is not there yet (or failed before: a click tries again).
  warmRoutes(app.mapSet.game);
  app.state.routes[app.state.act - 1] = routeWith(app.model, routeCols(), node);
  app.state.node = [node.x, node.y];
  refreshRoute();
  setSheet(true);
  keepAboveSheet(app.view.buttons.get(node.key), $('panel'));
  scheduleUrl();
}

export async function runPreset(criterion, label) {
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

/** The route presets: one button per criterion, each asking the engine for its best route. */
export function wirePresets() {
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

/**
 * One of the engine's `assumptions` as the page says it: without its parenthesised pointers to the
 * engine's option names (the page's controls are not those options).
 */
export const plainAssumption = (a) => a.replace(/\s*\([^()]*option `[^)]*\)/g, '');

/**
 * Fills `container` with the route summary: the engine's totals (walk_route) and one line per
 * floor with the odds at each ? room, and, when `reveal` is set, each fight and ? outcome.
 * data: { steps: [{ node, floor|null }], totals: RouteTotals|null, asc, error, pending (the route
 *         module is loading: said instead of the error), reveal, warnings, assumptions (the
 *         walk's, StS1 revealed), counted (totals counted from the icons: no gold) }
 */
export function renderRoute(container, data) {
  const doc = container.ownerDocument;
  container.replaceChildren();
  if (!data.steps.length) {
    container.append(el(doc, 'p', 'hint', 'No route yet: click a room on the first floor, then one room per floor along the lines, or pick a preset below.'));
    return;
  }
  const t = data.totals;
  if (t) {
    const dl = el(doc, 'dl', 'totals');
    const add = (label, v, id) => {
      const d = el(doc, 'div', 'total');
      d.dataset.total = id;
      d.append(el(doc, 'dt', null, label), el(doc, 'dd', null, String(v)));
      dl.append(d);
    };
    add('Floors', data.steps.filter((s) => s.node.room !== 'boss').length, 'floors');
    add('Fights', t.monsters + t.elites + t.bosses, 'fights');
    add('Elites', t.elites, 'elites');
    add('? rooms', t.events, 'events');
    add('Shops', t.shops, 'shops');
    add('Rests', t.rests, 'rests');
    add('Treasure', t.treasures, 'treasure');
    container.append(dl);
  }
  if (t && data.counted) {
    container.append(el(doc, 'p', 'muted', 'Counted from the map icons; gold and ? odds along the route need the engine to walk Slay the Spire 2 routes (not available yet).'));
  } else if (t && data.game === 'sts2') {
    container.append(el(doc, 'p', 'muted', 'Gold from fights is not modelled for Slay the Spire 2.'));
  } else if (t) {
    const expected = (t.goldMin + t.goldMax) / 2;
    const gold = el(doc, 'p', 'gold-total');
    gold.dataset.goldMin = String(t.goldMin);
    gold.dataset.goldMax = String(t.goldMax);
    gold.append(el(doc, 'strong', null, `Gold from fights: ${expected} expected`));
    const [bossLo, bossHi] = goldRange('boss', data.asc);
    gold.append(doc.createTextNode(` (${t.goldMin}-${t.goldMax}; normal fights 10-20, elites 25-35, bosses ${bossLo}-${bossHi})`));
    container.append(gold);
    let eventGold = 0;
    for (const s of data.steps) {
      if (s.node.room !== 'event' || !s.floor || !s.floor.odds) continue;
      const p = oddsPercent(s.floor.odds);
      eventGold += (p.monster / 100) * 15 + (p.elite / 100) * 30;
    }
    if (eventGold > 0) {
      container.append(el(doc, 'p', 'muted', `? rooms that turn into fights would add about ${Math.round(eventGold)} gold more on average (by their odds).`));
    }
  }
  if (data.pending) container.append(el(doc, 'p', 'muted loading', 'Loading the route engine…'));
  else if (data.error) container.append(el(doc, 'p', 'error', data.error));
  for (const w of data.warnings || []) container.append(el(doc, 'p', 'muted warning', w));
  // StS1 revealed: what the walk's card rewards and potions assume (character, Neow, relics, where they stop).
  if (data.assumptions && data.assumptions.length) {
    const ul = el(doc, 'ul', 'muted assumptions');
    ul.setAttribute('aria-label', 'The predictions assume');
    for (const a of data.assumptions) ul.append(el(doc, 'li', null, plainAssumption(a)));
    container.append(ul);
  }

  const ol = el(doc, 'ol', 'steps');
  ol.setAttribute('aria-label', 'Route, floor by floor');
  for (const s of data.steps) {
    const li = el(doc, 'li');
    li.dataset.room = s.node.room;
    li.append(el(doc, 'span', 'step-floor', `Floor ${s.node.floor}`), el(doc, 'span', `step-room room-${s.node.room}`, ROOM_NAMES[s.node.room] || s.node.room));
    const detail = el(doc, 'span', 'step-odds');
    const parts = [];
    if (s.node.burning) parts.push(`burning: ${buffText(s.node.burning)}`);
    if (s.node.room === 'boss' && data.bossNames && data.bossNames.length && s.node.virtual) parts.push(data.bossNames.join(', then '));
    if (s.node.room === 'boss' && data.bossAt && data.bossAt.has(s.node.key)) parts.push(data.bossAt.get(s.node.key));
    if (s.node.room === 'ancient' && data.ancient) parts.push(data.ancient.name);
    if (s.node.room === 'event' && !data.counted) parts.push(s.floor && s.floor.odds ? oddsSummary(s.floor.odds) : 'odds unavailable');
    if (parts.length) detail.textContent = parts.join(' · ');
    const spoiler = data.reveal ? spoilerOf(s.floor) : null;
    if (spoiler) {
      li.dataset.spoiler = spoiler.outcome || spoiler.room;
      detail.prepend(el(doc, 'strong', `spoiler room-${spoiler.outcome || spoiler.room}`, `${spoiler.outcome ? `→ ${spoiler.name}` : spoiler.name}`), parts.length ? doc.createTextNode(' · ') : '');
    }
    li.append(detail);
    ol.append(li);
  }
  container.append(ol);
}
