// Routes on one act: checks against the map's edges, and which walk to ask the engine for.
//
// Routes on one act: validating a column list against the map's edges, and asking the engine
// (walk_route) what happens along them: the ? odds, and (a spoiler, shown only on request) the
// fights and ? outcomes. No odds, outcomes or fights are computed here: only which route to ask the
// engine about, which earlier acts to walk first, and the wording of what the answer means.
//
// A route is one list of columns per act; `cols[i]` is the column on row `model.row0 + i` (row 0,
// or row 1 above StS2's Ancient, which every route enters).

import { key } from './model.js';

/** Slay the Spire 2's base ? odds (spec sts2.md §6), shown while the engine cannot walk StS2 routes. */
export const STS2_BASE_ODDS = { monster: 0.1, elite: 0, shop: 0.03, treasure: 0.02, event: 0.85 };

/**
 * Checks a route (the column on each row from `model.row0`) against the act's edges. Returns
 * { keys, complete, error }: `keys` the valid prefix as node keys, with the Ancient below it
 * (StS2) and the boss(es) above it once the route reaches the top row; `error` names the first bad
 * step.
 */
export function checkRoute(model, cols) {
  const keys = [];
  const row0 = model.row0 || 0;
  for (let i = 0; i < cols.length; i++) {
    const y = row0 + i;
    const k = key(cols[i], y);
    const n = model.byKey.get(k);
    const floor = model.act.firstFloor + y;
    if (!n || n.virtual || n.room === 'ancient') {
      return { keys, complete: false, error: `floor ${floor} has no room in column ${cols[i] + 1}` };
    }
    if (i === 0 && model.start && !model.children.get(model.start.key).includes(k)) {
      return { keys, complete: false, error: `floor ${floor}, column ${cols[i] + 1} cannot be entered from the start` };
    }
    if (i > 0 && !model.children.get(keys[keys.length - 1]).includes(k)) {
      return { keys, complete: false, error: `no path from floor ${floor - 1} to column ${cols[i] + 1} of floor ${floor}` };
    }
    if (i === 0 && model.start) keys.push(model.start.key);
    keys.push(k);
  }
  // Complete: at the top (StS2: the boss nodes are part of the route, as in the engine's routes;
  // StS1 acts 1-3: the boss drawn above the top row follows).
  let complete = false;
  if (keys.length) {
    const last = keys[keys.length - 1];
    if (model.boss && model.children.get(last).includes(model.boss.key)) {
      keys.push(model.boss.key);
      complete = true;
    } else if (model.children.get(last).length === 0) {
      complete = true;
    }
  }
  return { keys, complete, error: null };
}

/** Whether a node can be a route's first room (bottom row; StS2: a room the Ancient leads to). */
export function startsRoute(model, node) {
  if (node.virtual || node.room === 'ancient' || node.y !== (model.row0 || 0)) return false;
  return !model.start || model.children.get(model.start.key).includes(node.key);
}

/** Whether clicking `node` extends the route `cols` by one floor. */
export function extendsRoute(model, cols, node) {
  if (node.virtual || node.y !== (model.row0 || 0) + cols.length) return false;
  if (cols.length === 0) return startsRoute(model, node);
  return model.children.get(key(cols[cols.length - 1], node.y - 1)).includes(node.key);
}

/** Whether the route of an act goes all the way to its boss (the next act can then follow it). */
export function routeComplete(model, cols) {
  const c = checkRoute(model, cols);
  return !c.error && c.complete && cols.length > 0;
}

/**
 * A route from the first row to a ? room with no ? room before it and not straight after a shop,
 * found by a breadth-first search over the drawn edges; null when the act has none.
 */
function firstQuestionRoute(model) {
  const from = new Map();
  const queue = [];
  for (const n of model.nodes) {
    if (startsRoute(model, n)) {
      if (n.room === 'event') return [n.x];
      from.set(n.key, null);
      queue.push(n.key);
    }
  }
  while (queue.length) {
    const cur = queue.shift();
    const curNode = model.byKey.get(cur);
    for (const next of model.children.get(cur)) {
      const n = model.byKey.get(next);
      if (n.virtual || from.has(next)) continue;
      if (n.room === 'event') {
        if (curNode.room === 'shop') continue;
        const cols = [n.x];
        for (let k = cur; k !== null; k = from.get(k)) cols.unshift(model.byKey.get(k).x);
        return cols;
      }
      from.set(next, cur);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Which earlier acts a walk of act `act` starts from, and how many ? rooms the run entered before
 * that. run: { routes (per act), models (per act, index act-1; may be sparse), act, stated (per
 * act: ? rooms before it as the user stated, or null) }. Returns { startAct, before, source,
 * statedAct }: source 'start' (act 1), 'routes' (complete routes from act 1 on) or 'stated' (the
 * user's count before `statedAct`, 0 when not stated).
 */
export function walkStart(run) {
  let s = run.act;
  while (s > 1 && run.models[s - 2] && routeComplete(run.models[s - 2], run.routes[s - 2] || [])) s -= 1;
  if (s === 1) return { startAct: 1, before: 0, source: run.act === 1 ? 'start' : 'routes', statedAct: null };
  const stated = run.stated ? run.stated[s - 1] : null;
  return { startAct: s, before: stated === null || stated === undefined ? 0 : stated, source: 'stated', statedAct: s, given: stated !== null && stated !== undefined };
}

/**
 * walk_route's options for a map and a run: with Reveal off (`spoilers` false) the engine is asked
 * for `spoilers: false`, so it returns the expected odds and no outcome or fight: nothing secret
 * reaches the page. With Reveal on the walk is seed-exact (the engine's default).
 */
export function walkOptions(mapOpts, spoilers, rest = {}) {
  const { spoilers: _drop, ...map } = mapOpts;
  return spoilers ? { ...map, ...rest } : { ...map, ...rest, spoilers: false };
}

/** Asks the engine about routes, with a small cache (per map, run state and route). */
export class RouteOdds {
  constructor(engine) {
    this.engine = engine;
    this.cache = new Map();
    this.unsupported = new Set(); // games whose routes this engine build cannot walk
  }

  /**
   * walk_route with these options, cached: { ok, value } or { ok: false, error }; { ok: false,
   * pending: true, error } while the game's route module loads (not cached: the caller asks again
   * when the engine's onRoutesLoaded says it is there).
   */
  call(options) {
    const id = JSON.stringify(options);
    if (this.cache.has(id)) return this.cache.get(id);
    if (this.cache.size > 300) this.cache.clear();
    const res = this.engine.walkRoute(options);
    if (res.pending) return res;
    if (!res.ok && options.game === 'sts2' && /option `game`/.test(res.error)) this.unsupported.add('sts2');
    this.cache.set(id, res);
    return res;
  }

  /**
   * Whether this engine build walks routes of the model's game: every build of the page does (its
   * route modules), unless a walk said the game is not this build's.
   */
  canWalk(model) {
    return !this.unsupported.has(model.game);
  }

  /**
   * Walks act `run.act` with columns `cols` after the earlier acts' complete routes (or from the
   * stated ? count). run: { mapOpts, relics, routes, models, act, stated, spoilers } (`spoilers`:
   * Reveal is on; off, the engine gives expected odds and no outcomes). Returns { floors:
   * Map<y, FloorStep> of this act, start (walkStart), warnings, questionRoomsAfter, error }.
   */
  walkAct(run, cols) {
    const start = walkStart(run);
    const acts = [];
    for (let a = start.startAct; a < run.act; a++) acts.push(run.routes[a - 1]);
    acts.push(cols);
    const res = this.call(
      walkOptions(run.mapOpts, !!run.spoilers, {
        ...run.relics,
        route: acts,
        startAct: start.startAct,
        questionRoomsBefore: start.before,
      }),
    );
    if (!res.ok) return { floors: new Map(), start, warnings: [], assumptions: [], questionRoomsAfter: null, error: res.error, pending: !!res.pending };
    const floors = new Map();
    for (const f of res.value.floors || []) if (f.act === run.act) floors.set(f.y, f);
    const boss = (res.value.bosses || []).find((b) => b.act === run.act) || null;
    const assumptions = Array.isArray(res.value.assumptions) ? res.value.assumptions : [];
    return { floors, boss, start, warnings: res.value.warnings || [], assumptions, questionRoomsAfter: res.value.questionRoomsAfter, error: null };
  }

  /** How many ? rooms the run entered before act `run.act`: { count, start } (count null on error). */
  questionRoomsBefore(run) {
    const start = walkStart(run);
    if (start.startAct === run.act) return { count: start.before, start };
    const w = this.walkAct({ ...run, act: run.act - 1 }, run.routes[run.act - 2]);
    return { count: w.error ? null : w.questionRoomsAfter, start, error: w.error, pending: w.pending };
  }

  /**
   * The steps of the shown act's route: [{ node, floor|null }] (floor: the engine's FloorStep, with
   * odds, outcome, encounter and, StS1 revealed, cardReward and potion), the act's totals (from this
   * act alone: they come from the icons and do not depend on earlier acts), `boss` (the engine's
   * boss step of this act, with its cardReward and potion in acts 1-2, or null), the engine's
   * warnings and assumptions (StS1 revealed: what the card and potion predictions assume) and an error.
   */
  steps(run, model, cols, keys) {
    const none = { steps: keys.map((k) => ({ node: model.byKey.get(k), floor: null })), totals: null, warnings: [], error: null };
    if (!cols.length) return none;
    if (!this.canWalk(model)) return { ...none, totals: iconTotals(model, keys), counted: true };
    // The totals come from the icons: asked without spoilers (StS2: with the route's choices, which can change the map).
    const own = this.call(walkOptions(run.mapOpts, false, { ...(run.mapOpts.game === 'sts2' && run.relics), route: [cols], startAct: run.act }));
    const w = this.walkAct(run, cols);
    return {
      totals: own.ok ? own.value.totals : null,
      steps: keys.map((k) => {
        const node = model.byKey.get(k);
        return { node, floor: node.virtual ? null : w.floors.get(node.y) || null };
      }),
      boss: w.boss || null,
      warnings: w.warnings,
      assumptions: w.assumptions,
      error: w.error || (own.ok ? null : own.error),
      pending: !!(w.pending || own.pending),
    };
  }

  /**
   * What a ? room `node` can become, given the route `cols` so far. Returns { odds, note, extra,
   * floor } (floor: the engine's FloorStep when the room is on the route or its next step, which
   * holds the outcome) or { error }.
   */
  oddsFor(run, model, cols, node) {
    const i = node.y - (model.row0 || 0);
    if (!this.canWalk(model)) {
      const parents = model.parents.get(node.key).map((k) => model.byKey.get(k));
      return {
        odds: STS2_BASE_ODDS,
        base: true,
        note: 'Base odds, as for the first ? room of the act. In the game they rise with every ? room you pass and reset each act; this viewer cannot follow that for Slay the Spire 2 yet.',
        extra: parents.some((p) => p.room === 'shop') ? 'Coming straight from a shop, this ? room cannot be a shop: its shop chance goes to the event.' : null,
      };
    }
    const onRoute = cols.length > i && cols[i] === node.x && checkRoute(model, cols.slice(0, i + 1)).error === null;
    if (onRoute) {
      const w = this.walkAct(run, cols.slice(0, i + 1));
      const f = w.floors.get(node.y);
      if (!f || !f.odds) return { error: w.error || 'the engine gave no odds for this floor', pending: w.pending };
      const nth = cols.slice(0, i + 1).filter((x, j) => model.byKey.get(key(x, j + (model.row0 || 0))).room === 'event').length;
      return { odds: f.odds, floor: f, note: `On your route: the ${ordinal(nth)} ? room of this act${f.questionRoom !== undefined ? `, the ${ordinal(f.questionRoom + 1)} of the run` : ''}.`, extra: oddsKindNote(run) };
    }
    if (cols.length && extendsRoute(model, cols, node)) {
      const w = this.walkAct(run, [...cols, node.x]);
      const f = w.floors.get(node.y);
      if (!f || !f.odds) return { error: w.error || 'the engine gave no odds for this floor', pending: w.pending };
      return { odds: f.odds, floor: f, note: 'If you go here next on your route:', extra: oddsKindNote(run) };
    }
    const route = firstQuestionRoute(model);
    if (!route) return { error: 'this act has no ? room that can be the first of the act' };
    const w = this.walkAct(run, route);
    const f = w.floors.get((model.row0 || 0) + route.length - 1);
    if (!f || !f.odds) return { error: w.error || 'the engine gave no odds', pending: w.pending };
    const why = cols.length ? 'Not on your route' : 'No route chosen yet';
    const parents = model.parents.get(node.key).map((k) => model.byKey.get(k));
    const afterShop = parents.some((p) => p.room === 'shop');
    return {
      odds: f.odds,
      note: `${why}: odds as if this were the first ? room of the act. They ramp with every ? room you pass and reset each act.`,
      extra: afterShop ? 'Coming straight from the shop below it, this ? room cannot be a shop.' : null,
    };
  }
}

/**
 * What the odds along a route are: odds only, the chances before the earlier ? rooms are known (the
 * engine's exact average over what they can become); revealed, the seed-exact odds the room is
 * rolled with.
 */
function oddsKindNote(run) {
  return run.spoilers
    ? 'Seed-exact: the odds this ? room is rolled with, after what the earlier ? rooms of the act became.'
    : 'Odds only: the chances before you know what the earlier ? rooms of this act became (the exact average over what they can become).';
}

/** Room counts along a route from its icons, for a game whose routes the engine cannot walk yet. */
function iconTotals(model, keys) {
  const t = { monsters: 0, elites: 0, events: 0, shops: 0, rests: 0, treasures: 0, bosses: 0 };
  const field = { monster: 'monsters', elite: 'elites', event: 'events', shop: 'shops', rest: 'rests', treasure: 'treasures', boss: 'bosses' };
  for (const k of keys) {
    const f = field[model.byKey.get(k).room];
    if (f) t[f] += 1;
  }
  return t;
}

export function ordinal(n) {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] || s[v] || s[0]}`;
}
