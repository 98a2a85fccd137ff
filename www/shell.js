// What both shells, the page (app.js) and the widget (spire-map.js), do alike around a map view: captions, route planning, the image.

import { loadRoutes } from './engine.js';
import { buffText, bossOf } from './model.js';
import { BOSS_COLORS } from './boss-icons.js';
import { GAME_INFO } from './games.js';
import { checkRoute, extendsRoute, startsRoute } from './routes.js';
import { renderNodeInfo, spoilerOf } from './panel.js';

// ---------------------------------------------------------------------------------- captions

/**
 * Fills `el` with the act's boss caption (no spoiler: the game shows the bosses): "Boss: NAME" or
 * "Bosses: A, then B", each name a `tag` element (class `cls`) with its icon (`icon(name)`) and in
 * its icon's colour. A double boss ends with " (ascension 10)" in StS2 and, with `a20`,
 * " (ascension 20)" in StS1.
 */
export function fillBossCaption(doc, el, model, icon, { tag = 'b', cls = '', a20 = false } = {}) {
  el.replaceChildren();
  const names = model.bossNames;
  if (!names.length) return;
  el.append(names.length > 1 ? 'Bosses: ' : 'Boss: ');
  names.forEach((name, i) => {
    if (i) el.append(', then ');
    const b = doc.createElement(tag);
    if (cls) b.className = cls;
    b.dataset.boss = name;
    if (model.bossIds[i]) b.dataset.bossId = model.bossIds[i];
    b.append(icon(name), name);
    if (BOSS_COLORS[name]) b.style.color = BOSS_COLORS[name];
    el.append(b);
  });
  const sts2 = model.game === 'sts2';
  if (names.length > 1 && (sts2 || a20)) el.append(sts2 ? ' (ascension 10)' : ' (ascension 20)');
}

/** "Burning elite: floor 7, +4 Metallicize." for an act with a burning elite, else ''. */
export function burningLine(act) {
  const b = act.burningElite;
  return b ? `Burning elite: floor ${act.firstFloor + b.y}, ${buffText(b)}.` : '';
}

/**
 * What Save image, Copy image and Save SVG draw (see export.js and image-buttons.js): act `act`
 * of the map set `set` as `view` (a MapView) shows it, its burning elite line `burning` and the
 * shown ones of the `notes` elements under the map.
 */
export function imageOf(view, set, act, burning, notes) {
  const seed = set.seed || set.seedValue;
  const last = act.firstFloor + Math.max(...view.model.nodes.map((n) => n.y));
  const win = view.doc.defaultView;
  const info = {
    game: set.game,
    gameName: (GAME_INFO[set.game] || GAME_INFO.sts1).name,
    seed,
    asc: set.ascension,
    act: act.act,
    actName: act.name,
    floors: `${act.firstFloor}-${last}`,
    bosses: view.model.bossNames,
    burning,
    notes: notes.filter((e) => !e.hidden && e.textContent).map((e) => e.textContent),
    dpr: (win && win.devicePixelRatio) || 1,
  };
  return { view, info, seed, asc: set.ascension, act: act.act };
}

// ---------------------------------------------------------------------------------- route planning

/** Loads the route module of `game` (once per page; a failed load is tried again on the next call). */
export const warmRoutes = (game) => loadRoutes(game).catch(() => {});

/** Fetches the route module of `game()` as soon as the reader reaches for one of `els`, before the click. */
export function warmOnReach(game, ...els) {
  const warm = () => warmRoutes(game());
  for (const e of els) {
    e.addEventListener('pointerover', warm, { once: true });
    e.addEventListener('focusin', warm, { once: true });
  }
}

/**
 * The route `cols` after room `node` is activated: extended by it when it follows the route's last
 * room (pushed onto `cols`), started again from it when it is a first-row room, else unchanged.
 */
export function routeWith(model, cols, node) {
  const check = checkRoute(model, cols);
  if (!check.keys.includes(node.key)) {
    if (extendsRoute(model, cols, node)) cols.push(node.x);
    else if (startsRoute(model, node)) return [node.x];
  }
  return cols;
}

/** What a revealed floor gives, drawn as badges on its room: 'card', 'potion', 'relic' (the panel has the detail). */
// What a revealed room gives (panel-gives.js): loaded with import() on the first revealed walk, not up front.
let gives = null;
let givesLoading = null;

/** Loads panel-gives.js once (a failure is tried again on the next call), then calls `redraw`. */
function loadGives(redraw) {
  givesLoading ??= import('./panel-gives.js').then((m) => {
    gives = m;
  });
  givesLoading.then(() => redraw && redraw(), () => {
    givesLoading = null;
  });
}

function givesOf(f) {
  const has = { card: f?.cardReward?.cards?.length || f?.cardRewards?.length, potion: f?.potion?.dropped, relic: f?.chest?.relicId || f?.shopRelic || f?.players?.some((p) => p.relics?.length) };
  return Object.keys(has).filter((g) => has[g]);
}

/**
 * Walks the route `cols` (its rooms' `keys`, from checkRoute) of the run `run` (see routes.js)
 * with `odds` (a RouteOdds), puts its revealed spoilers on `view` (a MapView; only when `reveal`)
 * and fills `box` with what the room `node` is (panel.js renderNodeInfo; `hint` when none is
 * selected; `chest`: the act's boss chest from the run start, shown on the boss with `reveal`;
 * `rewards(doc, box, step)`: draws what a revealed room gives, by default panel-gives.js's, loaded on
 * the first revealed walk, after which `redraw` is called). Returns
 * { walked (steps, totals, error, pending, warnings, assumptions, counted), notes }.
 */
export function walkShown(view, odds, run, model, cols, keys, node, { reveal, asc, game, box, hint, chest = null, rewards = null, redraw = null }) {
  const walked = odds.steps(run, model, cols, keys);
  if (reveal && !rewards && !gives) loadGives(redraw);
  // Spoilers reach the map (drawn tags, accessible names) and the panel only when revealed.
  const notes = new Map();
  if (reveal) {
    for (const s of walked.steps) {
      const sp = spoilerOf(s.floor);
      const gives = givesOf(s.floor);
      if (sp || gives.length) notes.set(s.node.key, { room: s.node.room, ...sp, gives });
    }
  }
  view.setNotes(notes);
  let roomOdds = null;
  let oddsError = null;
  let oddsPending = false;
  if (node && node.room === 'event') {
    const r = odds.oddsFor(run, model, cols, node);
    if (r.error) [oddsError, oddsPending] = [r.error, !!r.pending];
    else roomOdds = r;
  }
  const step = node && walked.steps.find((s) => s.node.key === node.key);
  // What the room gives (revealed): the floor's, or StS1's act boss's on the route (StS2's boss is a floor).
  const reward = !reveal || !step ? null : node.room === 'boss' && game === 'sts1' ? walked.boss : step.floor;
  renderNodeInfo(box, {
    node: node || null,
    actMap: model.act,
    asc,
    odds: roomOdds,
    oddsError,
    oddsPending,
    onRoute: !!node && keys.includes(node.key),
    bossNames: model.bossNames,
    bossName: node ? bossOf(model, node) : null,
    bossIds: model.bossIds,
    ancient: model.ancient,
    reveal,
    floor: step ? step.floor : null,
    reward,
    rewards: rewards || (gives && gives.rewardLines),
    chest: reveal ? chest : null,
    game,
    hint,
  });
  return { walked, notes };
}
