// The page's panel and route: the selected room, the route's totals, the run's context, the route presets, the bottom sheet.

import { mapOptions, relicOptions } from './state.js';
import { key } from './model.js';
import { el } from './panel.js';
import { checkRoute } from './routes.js';
import { optionsSummary, keepAboveSheet } from './compact.js';
import { warmRoutes, routeWith, walkShown } from './shell.js';
import { loadRoutes } from './engine.js';
import { $, setText, app, shownState, scheduleUrl, hookKey } from './page-state.js';

const CRITERIA = [
  ['mostElites', 'Most elites'],
  ['fewestElites', 'Fewest elites'],
  ['fewestFights', 'Fewest fights'],
  ['mostFights', 'Most fights'],
  ['mostEvents', 'Most ? rooms'],
  ['mostRests', 'Most rests'],
  ['mostShops', 'Most shops'],
];

// The route summary (page-route.js) loads after the first map, beside the run start and the route
// module (app.js asks for it), not up front; renderPanel says the route is loading until then.
let routeView = null;
let routeViewLoading = null;

/** Loads page-route.js once (a failure is tried again on the next call); the panel is drawn again when it is there. */
export function loadRouteView() {
  routeViewLoading ??= import('./page-route.js').then(
    (m) => {
      routeView = m;
      if (app.model) renderPanel();
    },
    (e) => {
      routeViewLoading = null;
      throw e;
    },
  );
  return routeViewLoading;
}

// The route's choices (page-choices.js): loaded the first time a revealed route's room can take one.
let choicesView = null;

/** Adds the choice of a route's room (an event, a shop: a lobby's each player's, a rest site; StS1: gold spent, HP) to the room panel, kept in the link. */
function roomChoices(step, game) {
  const f = step && step.floor;
  if (!f || !((f.room === 'rest' && game === 'sts1') || f.event || f.shop || f.players?.some((p) => p.shop) || (f.gold != null && game === 'sts1') || (f.room === 'ancient' && f.act > 1 && f.ancientOffers))) return;
  if (!choicesView) {
    import('./page-choices.js').then((m) => {
      choicesView = m;
      if (app.model) renderPanel();
    }, () => {});
    return;
  }
  choicesView.renderChoices(document, $('node-info'), f, app.state.choices, game, () => {
    // A choice that changes a map (the Spoils Map, Golden Compass, taken or undone) draws the maps again.
    if (hookKey(app.state) !== app.hooks) app.regenerate();
    else refreshRoute();
    scheduleUrl();
  });
}

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
  // StS1 acts 1-2: the boss chest, from the run start (page-start.js; empty with Reveal off).
  const chest = app.mapSet.game === 'sts1' && app.start ? app.start.bossRelics[app.state.act - 1] : null;
  const { walked } = walkShown(app.view, app.odds, run, app.model, cols, check.keys, node, { reveal, asc: app.state.asc, game: app.mapSet.game, box: $('node-info'), hint: 'Select a room to see its odds.', chest, rewards: routeView && routeView.rewardLines });
  // Revealed: the choice the selected room of the route takes (page-choices.js, on demand).
  if (reveal && node) roomChoices(walked.steps.find((s) => s.node.key === node.key), app.mapSet.game);
  // StS2's Ancient off the route (or with no route yet) is no step of it: with Reveal on, its offers
  // come from the act's walk along its first child. On the route, walkShown has shown them.
  const stepped = node && walked.steps.some((s) => s.node.key === node.key);
  if (reveal && node && !stepped && node.room === 'ancient' && app.odds.canWalk(app.model)) {
    const child = app.model.byKey.get((app.model.children.get(node.key) || [])[0]);
    const route = cols.length ? cols : child ? [child.x] : [];
    const step = route.length ? app.odds.walkAct(run, route).floors.get(node.y) : null;
    if (step && routeView) routeView.rewardLines(document, $('node-info'), step);
    else if (step) loadRouteView().catch(() => {});
    if (step) roomChoices({ floor: step }, app.mapSet.game);
  }
  renderRunContext(run);
  const data = {
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
    profile: app.mapSet.game === 'sts2' ? app.state.profile : null,
    game: app.mapSet.game,
  };
  const box = $('route-info');
  if (!data.steps.length) box.replaceChildren(el(document, 'p', 'hint', 'No route yet.'));
  else if (routeView) routeView.renderRoute(box, data);
  else {
    box.replaceChildren(el(document, 'p', 'muted loading', 'Loading the route…'));
    loadRouteView().catch(() => {});
  }
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
  // StS2: through the map the route's choices change (the Spoils Map, Golden Compass).
  const { events, ancients } = app.state.choices;
  const opts = { ...mapOptions(shownState()), act: app.state.act, criterion, ...(app.hooks && { events, ancients }) };
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
