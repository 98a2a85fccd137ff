// The graph of one act: the engine's ActMap as nodes, edges and parents/children; pure data, no drawing.
//
// Data-driven: everything comes from the engine's ActMap (width, height, nodes, edges). When the
// act has no boss node (StS1 acts 1-3), a boss is added above the top row with an edge from every
// top-row node, as the game does, with the act's boss (its icon and name: the game shows the boss
// icon on the map, so the name is no spoiler). StS2 acts come with their Ancient (row 0) and boss
// nodes as real nodes. Node positions come from the generator's grid (the game's own jitter is not
// seeded): column x, row y on a regular lattice, row 0 at the bottom (see layout.js).

/** Human names of the rooms, as the legend and accessible names say them. */
export const ROOM_NAMES = {
  monster: 'monster',
  elite: 'elite',
  event: '? room',
  shop: 'shop',
  rest: 'rest site',
  treasure: 'treasure',
  boss: 'boss',
  victory: 'victory',
  ancient: 'Ancient',
};

/** How a burning elite's buff reads: "+4 Metallicize", "+25% Max HP". */
export function buffText(b) {
  switch (b.buff) {
    case 'strength':
      return `+${b.amount} Strength`;
    case 'maxHp':
      return `+${b.amount}% Max HP`;
    case 'metallicize':
      return `+${b.amount} Metallicize`;
    case 'regenerate':
      return `+${b.amount} Regenerate`;
    default:
      return `+${b.amount} ${b.buff}`;
  }
}

export const key = (x, y) => `${x},${y}`;

/**
 * The graph of one act: nodes by key, parents/children, and the boss drawn on top.
 * Returns { act, game, width, rows, nodes[], byKey, children, parents, edges[], boss, generated,
 * row0, start, gridRows, bossNames, bossIds, bossAt, ancient }: `row0` is the first row a route
 * names a column for (1 below StS2's Ancient, `start`), `boss` the boss drawn above a StS1 act
 * (virtual: not an engine node), `bossNames` the act's boss fights in order, `bossAt` (StS2) the
 * boss of each boss node by key, `ancient` (StS2) { name, id, neow, neowIds, neowPlayers } of the
 * act's Ancient (the engine's run start, assuming a mature profile).
 */
export function buildModel(act, game = 'sts1') {
  const byKey = new Map();
  const nodes = [];
  const burning = act.burningElite;
  for (const n of act.nodes) {
    const node = {
      x: n.x,
      y: n.y,
      room: n.room,
      key: key(n.x, n.y),
      floor: act.firstFloor + n.y,
      burning: burning && burning.x === n.x && burning.y === n.y ? burning : null,
      virtual: false,
    };
    nodes.push(node);
    byKey.set(node.key, node);
  }
  const edges = act.edges.map((e) => ({ from: key(e.from[0], e.from[1]), to: key(e.to[0], e.to[1]), virtual: false }));
  const hasBoss = act.nodes.some((n) => n.room === 'boss');
  const sts2 = act.roomRows !== undefined && act.roomRows !== null;
  const start = nodes.find((n) => n.y === 0 && n.room === 'ancient') || null;
  const bossNames = Array.isArray(act.bosses) && act.bosses.length ? act.bosses.slice(0, 2) : act.boss ? [act.boss] : [];
  // StS2: each boss node holds its own fight (from the bottom: the boss, then ascension 10's second
  // boss in the last act), and the Ancient node its Ancient (act 1: Neow, with Neow's options).
  const bossAt = new Map();
  if (sts2) {
    const bossNodes = nodes.filter((n) => n.room === 'boss').sort((a, b) => a.y - b.y);
    bossNodes.forEach((n, i) => {
      if (bossNames[i]) bossAt.set(n.key, bossNames[i]);
    });
  }
  const ancient =
    sts2 && start && typeof act.ancient === 'string' && act.ancient
      ? {
          name: act.ancient,
          id: act.ancientId || null,
          neow: Array.isArray(act.neow) ? act.neow : [],
          neowIds: Array.isArray(act.neowIds) ? act.neowIds : [],
          neowPlayers: Array.isArray(act.neowPlayers) ? act.neowPlayers : null,
        }
      : null;
  let boss = null;
  let rows = act.height;
  if (!hasBoss && nodes.length) {
    // StS1 acts 1-3: the boss sits above the top row; every top-row node leads to it.
    boss = {
      x: Math.floor(act.width / 2),
      y: act.height,
      room: 'boss',
      key: key(Math.floor(act.width / 2), act.height),
      floor: act.firstFloor + act.height,
      burning: null,
      virtual: true,
    };
    nodes.push(boss);
    byKey.set(boss.key, boss);
    for (const n of nodes) if (n.y === act.height - 1) edges.push({ from: n.key, to: boss.key, virtual: true });
    rows = act.height + 1;
  }
  const children = new Map(nodes.map((n) => [n.key, []]));
  const parents = new Map(nodes.map((n) => [n.key, []]));
  for (const e of edges) {
    if (!byKey.has(e.from) || !byKey.has(e.to)) continue;
    children.get(e.from).push(e.to);
    parents.get(e.to).push(e.from);
  }
  return {
    act,
    game: sts2 ? 'sts2' : game,
    width: act.width,
    height: act.height,
    rows,
    nodes,
    byKey,
    children,
    parents,
    edges,
    boss,
    start,
    row0: start ? 1 : 0,
    bossNames,
    bossIds: Array.isArray(act.bossIds) ? act.bossIds : [],
    bossAt,
    ancient,
    // The faint generator grid only makes sense for generated maps (not act 4's fixed column);
    // StS2's grid is its room rows, between the Ancient and the boss.
    generated: !hasBoss || sts2,
    gridRows: sts2 ? [1, act.roomRows] : [0, act.height - 1],
  };
}

/** Every node reachable from `k` and every node leading to it, `k` included. */
export function related(model, k) {
  const out = new Set([k]);
  for (const adj of [model.children, model.parents]) {
    const seen = new Set([k]);
    const stack = [k];
    while (stack.length) {
      for (const next of adj.get(stack.pop()) || []) {
        if (seen.has(next)) continue;
        seen.add(next);
        out.add(next);
        stack.push(next);
      }
    }
  }
  return out;
}

/**
 * The boss fought on a boss node: StS2, the node's own boss (`bossAt`); StS1, the act's (first)
 * boss, on its one boss node. Null when the engine names none.
 */
export function bossOf(model, node) {
  if (!node || node.room !== 'boss') return null;
  if (model.game === 'sts2') return model.bossAt ? model.bossAt.get(node.key) || null : null;
  return model.bossNames[0] || null;
}
