// Routes on one act: validating a column list against the map's edges, and getting ? room odds
// from the engine (walk_route). No odds are computed here: only which route to ask the engine
// about, and the wording of what the answer means.

import { key } from './render.js';

/**
 * Checks a route (the column on each row from row 0) against the act's edges. Returns
 * { keys, complete, error }: `keys` the valid prefix as node keys (plus the boss drawn on top when
 * the route reached the top row), `error` names the first bad step.
 */
export function checkRoute(model, cols) {
  const keys = [];
  for (let y = 0; y < cols.length; y++) {
    const k = key(cols[y], y);
    const n = model.byKey.get(k);
    if (!n || n.virtual) return { keys, complete: false, error: `floor ${model.act.firstFloor + y} has no room in column ${cols[y] + 1}` };
    if (y > 0 && !model.children.get(keys[y - 1]).includes(k)) {
      return { keys, complete: false, error: `no path from floor ${model.act.firstFloor + y - 1} to column ${cols[y] + 1} of floor ${model.act.firstFloor + y}` };
    }
    keys.push(k);
  }
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

/** Whether clicking `node` extends the route `cols` by one floor. */
export function extendsRoute(model, cols, node) {
  if (node.virtual || node.y !== cols.length) return false;
  if (cols.length === 0) return true;
  return model.children.get(key(cols[cols.length - 1], cols.length - 1)).includes(node.key);
}

/**
 * A route from the bottom row to a ? room with no ? room before it and not straight after a shop,
 * found by a breadth-first search over the drawn edges; null when the act has none.
 */
function firstQuestionRoute(model) {
  const from = new Map();
  const queue = [];
  for (const n of model.nodes) {
    if (n.y === 0 && !n.virtual) {
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

/** Asks the engine for the odds along routes, with a small cache (per map and route). */
export class RouteOdds {
  constructor(engine) {
    this.engine = engine;
    this.cache = new Map();
  }

  /** walk_route for one act's columns: { floors: Map<y, floor>, error }. */
  walk(mapOpts, act, cols) {
    const id = JSON.stringify([mapOpts, act, cols]);
    if (this.cache.has(id)) return this.cache.get(id);
    if (this.cache.size > 200) this.cache.clear();
    const res = this.engine.walkRoute({ ...mapOpts, route: [cols], startAct: act });
    let out;
    if (!res.ok) {
      out = { floors: new Map(), totals: null, error: res.error };
    } else {
      const floors = new Map();
      for (const f of res.value.floors || []) if (f.act === act || f.act === undefined) floors.set(f.y, f);
      out = { floors, totals: res.value.totals || null, error: null };
    }
    this.cache.set(id, out);
    return out;
  }

  /** The odds of each step of a route, [{ node, odds|null }], and the engine's totals. */
  steps(mapOpts, model, cols, keys) {
    const w = cols.length ? this.walk(mapOpts, model.act.act, cols) : { floors: new Map(), totals: null, error: null };
    return {
      totals: w.totals,
      steps: keys.map((k) => {
        const node = model.byKey.get(k);
        const f = node.virtual ? null : w.floors.get(node.y);
        return { node, odds: f && f.odds ? f.odds : null };
      }),
      error: w.error,
    };
  }

  /**
   * The odds of ? room `node`, given the route `cols` so far. Returns { odds, note, extra } or
   * { error }.
   */
  oddsFor(mapOpts, model, cols, node) {
    const act = model.act.act;
    const onRoute = cols.length > node.y && cols[node.y] === node.x;
    if (onRoute) {
      const w = this.walk(mapOpts, act, cols.slice(0, node.y + 1));
      const f = w.floors.get(node.y);
      if (!f || !f.odds) return { error: w.error || 'the engine gave no odds for this floor' };
      const nth = cols.slice(0, node.y + 1).filter((x, y) => model.byKey.get(key(x, y)).room === 'event').length;
      return { odds: f.odds, note: `On your route: the ${ordinal(nth)} ? room of this act.` };
    }
    if (cols.length && extendsRoute(model, cols, node)) {
      const w = this.walk(mapOpts, act, [...cols, node.x]);
      const f = w.floors.get(node.y);
      if (!f || !f.odds) return { error: w.error || 'the engine gave no odds for this floor' };
      return { odds: f.odds, note: 'If you go here next on your route:' };
    }
    const route = firstQuestionRoute(model);
    if (!route) return { error: 'this act has no ? room that can be the first of the act' };
    const w = this.walk(mapOpts, act, route);
    const f = w.floors.get(route.length - 1);
    if (!f || !f.odds) return { error: w.error || 'the engine gave no odds' };
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

export function ordinal(n) {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] || s[v] || s[0]}`;
}
