// Canvas drawing of one act map, shared by the page, the <spire-map> widget and embed.html.
//
// Data-driven: everything comes from the engine's ActMap (width, height, nodes, edges). When the
// act has no boss node (StS1 acts 1-3), a boss is drawn above the top row with an edge from every
// top-row node, as the game does, with the act's boss (its icon and name: the game shows the boss
// icon on the map, so the name is no spoiler). StS2 acts come with their Ancient (row 0) and boss
// nodes as real nodes and are drawn in an ink-on-parchment style of their own. Node positions come
// from the generator's grid (the game's own jitter is not seeded): column x, row y on a regular
// lattice, row 0 at the bottom.
//
// Spoilers (fights, ? outcomes) are drawn only when the caller passes them as `view.notes`.

export const THEME = {
  bg: '#17181d',
  grid: 'rgba(214, 196, 150, 0.13)',
  gridDot: 'rgba(214, 196, 150, 0.22)',
  label: '#8f8676',
  labelStrong: '#d8cfb8',
  edge: '#8c806a',
  nodeBg: '#22232b',
  nodeRing: '#3a3a44',
  ink: '#101014',
  route: '#ffcf5a',
  selected: '#6ee7ff',
  burning: '#ff8a3d',
  rooms: {
    monster: '#d9d0b8',
    elite: '#ff6b5a',
    event: '#8fb8ff',
    shop: '#ffd166',
    rest: '#ff9f43',
    treasure: '#e0b04a',
    boss: '#ff4d4d',
    victory: '#ffe08a',
    ancient: '#c3a6ff',
  },
};

/**
 * Slay the Spire 2: the map is a parchment chart, so rooms are dark ink silhouettes with parchment
 * details on parchment discs (the page itself stays dark).
 */
export const THEME_STS2 = {
  ...THEME,
  bg: '#1b1813',
  grid: 'rgba(226, 211, 173, 0.10)',
  gridDot: 'rgba(226, 211, 173, 0.2)',
  edge: '#9a8a68',
  nodeBg: '#e2d3ad',
  nodeRing: '#6f6148',
  ink: '#e9dcb8',
  rooms: {
    monster: '#3b3026',
    elite: '#8e2a1f',
    event: '#2b4a7a',
    shop: '#6a4a12',
    rest: '#9a4a12',
    treasure: '#7a5a14',
    boss: '#7a1a1a',
    victory: '#6a5a10',
    ancient: '#4a2f7a',
  },
};

/** The drawing theme of a game. */
export function themeOf(game) {
  return game === 'sts2' ? THEME_STS2 : THEME;
}

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

function buffShort(b) {
  const short = { strength: 'Str', maxHp: 'HP', metallicize: 'Met', regenerate: 'Reg' }[b.buff] || '';
  return b.buff === 'maxHp' ? `+${b.amount}%` : `+${b.amount} ${short}`;
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

/** Positions of every node for a canvas `cssWidth` CSS pixels wide. */
export function layout(model, cssWidth, { compact = false } = {}) {
  const gutter = compact ? 26 : 36; // floor numbers
  const padR = compact ? 6 : 12;
  const colW = Math.max(24, (cssWidth - gutter - padR) / model.width);
  // Phone widths: rows 40 px apart, so every room's tap target is 40 px tall (and as wide as its
  // column, 40-45 px from 360 px screens up), with less padding to keep the whole act on screen.
  const touch = cssWidth < 480;
  // A fixed map (act 4: one column, the Heart on it) gets taller rows: room for tags and the big boss.
  const rowH = (touch ? 40 : Math.min(compact ? 40 : 48, Math.max(28, colW * 0.82))) * (model.generated ? 1 : 1.45);
  const r = Math.max(9, Math.min(17, Math.min(colW, rowH) * 0.34));
  const padTop = touch ? 4 : 14;
  const padBottom = touch ? 3 : 14;
  const bossH = model.boss ? (touch ? r * 4.3 : Math.max(70, r * 4.6)) + (model.bossNames.length > 1 ? 8 : 0) : 0;
  // The side of a room's button (the overlay's hit area).
  const hit = touch ? Math.min(colW, rowH) : Math.max(24, Math.min(colW, rowH) * 0.94);
  const gridRows = model.height;
  const height = Math.round(padTop + bossH + gridRows * rowH + padBottom);
  const pos = new Map();
  const yOf = (y) => padTop + bossH + (gridRows - 1 - y) * rowH + rowH / 2;
  const xOf = (x) => gutter + (x + 0.5) * colW;
  for (const n of model.nodes) {
    if (n.virtual) continue;
    pos.set(n.key, { cx: xOf(n.x), cy: yOf(n.y), r: n.room === 'boss' ? r * 1.5 : r });
  }
  if (model.boss) {
    pos.set(model.boss.key, { cx: gutter + (model.width * colW) / 2, cy: padTop + bossH / 2, r: r * (touch ? 1.9 : 2.1) });
  }
  return { width: cssWidth, height, gutter, colW, rowH, r, bossH, padTop, xOf, yOf, pos, hit };
}

/**
 * Draws the act on `canvas` (resizing its backing store for the device pixel ratio).
 * view: { grid: bool, route: Set<key>, routeEdges: Set<"a>b">, selected: key|null,
 *         focus: key|null, related: Set<key>|null,
 *         notes: Map<key, { text, room, outcome? }>|null }   (spoilers: only when revealed)
 */
export function drawMap(canvas, model, lay, view, dpr = 1) {
  const T = themeOf(model.game);
  const w = Math.round(lay.width * dpr);
  const h = Math.round(lay.height * dpr);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  canvas.style.width = `${lay.width}px`;
  canvas.style.height = `${lay.height}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = T.bg;
  ctx.fillRect(0, 0, lay.width, lay.height);

  drawFloorLabels(ctx, model, lay);
  if (view.grid && model.generated) drawGrid(ctx, model, lay);

  const rel = view.related;
  // Edges: dotted as in the game; the route's edges solid gold on top.
  for (const e of model.edges) {
    const a = lay.pos.get(e.from);
    const b = lay.pos.get(e.to);
    if (!a || !b) continue;
    const onRoute = view.routeEdges && view.routeEdges.has(`${e.from}>${e.to}`);
    const lit = rel && rel.has(e.from) && rel.has(e.to);
    ctx.globalAlpha = rel && !lit ? 0.2 : 1;
    if (onRoute) continue;
    drawDotted(ctx, a, b, lit ? T.labelStrong : T.edge, lit ? 1.9 : 1.5);
  }
  ctx.globalAlpha = 1;
  if (view.routeEdges) {
    for (const e of model.edges) {
      if (!view.routeEdges.has(`${e.from}>${e.to}`)) continue;
      const a = lay.pos.get(e.from);
      const b = lay.pos.get(e.to);
      if (a && b) drawSolid(ctx, a, b, THEME.route, 3.2);
    }
  }

  for (const n of model.nodes) {
    const p = lay.pos.get(n.key);
    if (!p) continue;
    const dim = rel && !rel.has(n.key);
    ctx.globalAlpha = dim ? 0.28 : 1;
    if (n.burning) drawBurningAura(ctx, p.cx, p.cy, p.r);
    // A disc under each icon hides the dots and gives a hit-area feel.
    ctx.beginPath();
    ctx.arc(p.cx, p.cy, p.r * 1.08, 0, Math.PI * 2);
    ctx.fillStyle = T.nodeBg;
    ctx.fill();
    const onRoute = view.route && view.route.has(n.key);
    ctx.lineWidth = onRoute ? 3 : 1;
    ctx.strokeStyle = onRoute ? THEME.route : T.nodeRing;
    ctx.stroke();
    const bossName = n.room === 'boss' && bossOf(model, n);
    if (bossName) drawBoss(ctx, bossName, p.cx, p.cy, p.r * 0.82, T);
    else drawIcon(ctx, n.room, p.cx, p.cy, p.r * 0.82, T);
    if (n.burning) drawBuffBadge(ctx, p.cx, p.cy, p.r, buffShort(n.burning), lay);
    if (bossName && model.game === 'sts2') drawSideLabel(ctx, bossName, p, lay);
    else if (bossName) drawBossLabel(ctx, model, p, lay);
    if (n === model.start && model.ancient) drawSideLabel(ctx, model.ancient.name, p, lay);
    ctx.globalAlpha = 1;
    if (view.selected === n.key) ring(ctx, p, THEME.selected, 2.5, 1.42);
    if (view.focus === n.key && view.focus !== view.selected) ring(ctx, p, THEME.labelStrong, 1.5, 1.42, [3, 3]);
  }
  ctx.globalAlpha = 1;
  if (view.notes) {
    for (const [k, note] of view.notes) {
      const n = model.byKey.get(k);
      const p = lay.pos.get(k);
      if (n && p) drawNote(ctx, n, p, note, lay, T);
    }
  }
}

/**
 * A revealed spoiler on a route node: the ? room's outcome as a small icon badge, and the fight's
 * encounter (or the outcome's name) on a tag in the gap above the node.
 */
function drawNote(ctx, n, p, note, lay, T) {
  ctx.save();
  if (note.outcome) {
    const br = Math.max(6.5, p.r * 0.6);
    const bx = p.cx + p.r * 0.82;
    const by = p.cy + p.r * 0.72;
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, Math.PI * 2);
    ctx.fillStyle = THEME.nodeBg;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = THEME.rooms[note.outcome] || THEME.labelStrong;
    ctx.stroke();
    drawIcon(ctx, note.outcome, bx, by, br * 0.78);
  }
  if (note.text) {
    const size = Math.round(Math.max(9, Math.min(11, p.r * 0.66)));
    ctx.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    const maxW = Math.max(60, lay.colW * 1.9);
    let text = note.text;
    while (text.length > 4 && ctx.measureText(text).width + 8 > maxW) text = `${text.slice(0, -2)}…`;
    const w = ctx.measureText(text).width + 8;
    const h = size + 4;
    // Above the node; a burning elite's buff badge is above and to the right, so its tag goes to the left.
    let x = n.burning ? p.cx + p.r * 0.2 - w : p.cx - w / 2;
    x = Math.max(lay.gutter - 4, Math.min(lay.width - w - 2, x));
    const y = p.cy - p.r - h - 1;
    const color = THEME.rooms[note.outcome || note.room] || THEME.labelStrong;
    ctx.globalAlpha = 0.92;
    ctx.fillStyle = '#101014';
    roundRect(ctx, x, y, w, h, 3);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 1;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x + w / 2, y + h / 2 + 0.5);
  }
  ctx.restore();
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

/** `text` in the context's font, cut with an ellipsis until it fits `room` pixels. */
function fitText(ctx, text, room) {
  let s = text;
  while (s.length > 3 && ctx.measureText(s).width > room) s = `${s.slice(0, -2)}…`;
  return s;
}

/** A name (a StS2 boss, an Ancient) beside its node's icon, on the right; left out without room. */
function drawSideLabel(ctx, text, p, lay) {
  ctx.save();
  const size = Math.round(Math.max(11, Math.min(13, p.r * 0.6)));
  const x = p.cx + p.r * 1.25 + 5;
  const room = lay.width - x - 4;
  if (room < 40) {
    ctx.restore();
    return;
  }
  ctx.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  const s = fitText(ctx, text, room);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.labelStrong;
  ctx.fillText(s, x, p.cy);
  ctx.restore();
}

/** The boss's name (and the second boss of a double boss) beside its icon. */
function drawBossLabel(ctx, model, p, lay) {
  const names = model.bossNames;
  ctx.save();
  const size = Math.round(Math.max(11, Math.min(14, p.r * 0.5)));
  const x = p.cx + p.r * 1.5 + 6;
  const room = lay.width - x - 4;
  if (room < 40) {
    ctx.restore();
    return;
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const fit = (t, font) => {
    ctx.font = font;
    return fitText(ctx, t, room);
  };
  const bold = `600 ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  const small = `${size - 1}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  if (names.length > 1) {
    ctx.fillStyle = THEME.labelStrong;
    ctx.fillText(fit(names[0], bold), x, p.cy - size * 0.75);
    const ir = size * 0.62;
    drawBoss(ctx, names[1], x + ir, p.cy + size * 0.8, ir);
    ctx.fillStyle = THEME.label;
    ctx.fillText(fit(`then ${names[1]}`, small), x + ir * 2 + 4, p.cy + size * 0.8);
  } else {
    ctx.fillStyle = THEME.labelStrong;
    ctx.fillText(fit(names[0], bold), x, p.cy);
  }
  ctx.restore();
}

function ring(ctx, p, color, width, scale, dash) {
  ctx.save();
  ctx.beginPath();
  if (dash) ctx.setLineDash(dash);
  ctx.arc(p.cx, p.cy, p.r * scale, 0, Math.PI * 2);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

function drawFloorLabels(ctx, model, lay) {
  ctx.save();
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const size = Math.round(Math.max(10, Math.min(13, lay.rowH * 0.3)));
  ctx.font = `${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  const first = model.act.firstFloor;
  const x = lay.gutter - 8;
  const rowsWithNodes = new Set(model.nodes.map((n) => n.y));
  for (let y = 0; y < model.height; y++) {
    ctx.fillStyle = rowsWithNodes.has(y) ? THEME.label : 'rgba(143,134,118,0.45)';
    ctx.fillText(String(first + y), x, lay.yOf(y));
  }
  if (model.boss) {
    const p = lay.pos.get(model.boss.key);
    ctx.fillStyle = THEME.label;
    ctx.fillText(String(model.boss.floor), x, p.cy);
  }
  ctx.restore();
}

function drawGrid(ctx, model, lay) {
  const T = themeOf(model.game);
  const [lo, hi] = model.gridRows;
  ctx.save();
  ctx.strokeStyle = T.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let y = lo; y < hi; y++) {
    for (let x = 0; x < model.width; x++) {
      const ax = lay.xOf(x);
      const ay = lay.yOf(y);
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= model.width) continue;
        ctx.moveTo(ax, ay);
        ctx.lineTo(lay.xOf(nx), lay.yOf(y + 1));
      }
    }
  }
  ctx.stroke();
  ctx.fillStyle = T.gridDot;
  for (let y = lo; y <= hi; y++) {
    for (let x = 0; x < model.width; x++) {
      ctx.beginPath();
      ctx.arc(lay.xOf(x), lay.yOf(y), 2.2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

function drawDotted(ctx, a, b, color, radius) {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const len = Math.hypot(dx, dy);
  const start = a.r * 1.25;
  const end = len - b.r * 1.25;
  if (end <= start) return;
  const step = 6.5;
  const n = Math.max(1, Math.floor((end - start) / step));
  const gap = (end - start) / n;
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let i = 0; i <= n; i++) {
    const t = (start + i * gap) / len;
    const x = a.cx + dx * t;
    const y = a.cy + dy * t;
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, Math.PI * 2);
  }
  ctx.fill();
}

function drawSolid(ctx, a, b, color, width) {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const len = Math.hypot(dx, dy);
  const s = (a.r * 1.1) / len;
  const e = 1 - (b.r * 1.1) / len;
  if (e <= s) return;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.cx + dx * s, a.cy + dy * s);
  ctx.lineTo(a.cx + dx * e, a.cy + dy * e);
  ctx.stroke();
  ctx.restore();
}

function drawBurningAura(ctx, cx, cy, r) {
  ctx.save();
  const g = ctx.createRadialGradient(cx, cy, r * 0.8, cx, cy, r * 2);
  g.addColorStop(0, 'rgba(255, 120, 40, 0.85)');
  g.addColorStop(0.55, 'rgba(255, 90, 30, 0.35)');
  g.addColorStop(1, 'rgba(255, 90, 30, 0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 2, 0, Math.PI * 2);
  ctx.fill();
  // A ring of small flames.
  ctx.fillStyle = THEME.burning;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const fx = cx + Math.cos(a) * r * 1.32;
    const fy = cy + Math.sin(a) * r * 1.32;
    ctx.save();
    ctx.translate(fx, fy);
    ctx.rotate(a + Math.PI / 2);
    ctx.beginPath();
    const s = r * 0.32;
    ctx.moveTo(0, -s * 1.2);
    ctx.quadraticCurveTo(s * 0.9, 0, 0, s * 0.7);
    ctx.quadraticCurveTo(-s * 0.9, 0, 0, -s * 1.2);
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
}

function drawBuffBadge(ctx, cx, cy, r, text, lay) {
  ctx.save();
  const size = Math.round(Math.max(9, Math.min(11, r * 0.68)));
  ctx.font = `bold ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  const w = ctx.measureText(text).width + 8;
  const h = size + 4;
  // Up and to the right of the node, in the gap between rows, kept inside the canvas.
  let x = cx + r * 0.3;
  x = Math.max(lay.gutter - 4, Math.min(lay.width - w - 2, x));
  const y = cy - r - h * 0.9;
  ctx.fillStyle = THEME.burning;
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fill();
  ctx.fillStyle = THEME.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + w / 2, y + h / 2 + 0.5);
  ctx.restore();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

// The detail colour of the icon being drawn (the theme's ink).
let ink = THEME.ink;

/**
 * Draws a room icon centred on (cx, cy) fitting a circle of radius r. Icons are drawn in a
 * 20x20 box (-10..10) and scaled; each has its own colour and shape so colour is never the only cue.
 */
export function drawIcon(ctx, room, cx, cy, r, theme = THEME) {
  ctx.save();
  ctx.translate(cx, cy);
  const s = r / 10;
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const color = theme.rooms[room] || theme.labelStrong;
  ctx.fillStyle = color;
  ctx.strokeStyle = theme.ink;
  ctx.lineWidth = 1.1;
  ink = theme.ink;
  (ICONS[room] || iconUnknown)(ctx, color);
  ink = THEME.ink;
  ctx.restore();
}

function face(ctx) {
  // Slanted eyes and a toothy mouth, in ink.
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(-4.6, 0);
  ctx.lineTo(-1.2, 1.4);
  ctx.lineTo(-4.2, 2.6);
  ctx.closePath();
  ctx.moveTo(4.6, 0);
  ctx.lineTo(1.2, 1.4);
  ctx.lineTo(4.2, 2.6);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-3.2, 4.6);
  ctx.lineTo(-1.6, 5.9);
  ctx.lineTo(0, 4.6);
  ctx.lineTo(1.6, 5.9);
  ctx.lineTo(3.2, 4.6);
  ctx.lineWidth = 1.1;
  ctx.stroke();
}

function horns(ctx, big) {
  const h = big ? 11 : 9.6;
  ctx.beginPath();
  ctx.moveTo(-5.6, -2);
  ctx.quadraticCurveTo(-9.6, -5, -7.4, -h);
  ctx.quadraticCurveTo(-5, -6.2, -1.8, -4.6);
  ctx.closePath();
  ctx.moveTo(5.6, -2);
  ctx.quadraticCurveTo(9.6, -5, 7.4, -h);
  ctx.quadraticCurveTo(5, -6.2, 1.8, -4.6);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

const ICONS = {
  monster(ctx) {
    horns(ctx, false);
    ctx.beginPath();
    ctx.arc(0, 1.6, 6.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    face(ctx);
  },
  elite(ctx, color) {
    horns(ctx, true);
    // A spiked crest: three spikes on the crown.
    ctx.beginPath();
    ctx.moveTo(-3.6, -3.4);
    ctx.lineTo(-2.4, -9.6);
    ctx.lineTo(-0.8, -4.6);
    ctx.lineTo(0, -10.4);
    ctx.lineTo(0.8, -4.6);
    ctx.lineTo(2.4, -9.6);
    ctx.lineTo(3.6, -3.4);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.stroke();
    // A broad, square jaw.
    ctx.beginPath();
    ctx.moveTo(-7.4, -2);
    ctx.quadraticCurveTo(0, -6.6, 7.4, -2);
    ctx.lineTo(6.2, 6.4);
    ctx.lineTo(0, 9.2);
    ctx.lineTo(-6.2, 6.4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    face(ctx);
  },
  event(ctx) {
    ctx.font = 'bold 19px system-ui, -apple-system, "Segoe UI", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 2.2;
    ctx.strokeText('?', 0, 1);
    ctx.fillText('?', 0, 1);
  },
  shop(ctx) {
    // A money bag with a "$".
    ctx.beginPath();
    ctx.moveTo(-3, -3.4);
    ctx.lineTo(-6, -8.6);
    ctx.lineTo(-2, -7);
    ctx.lineTo(0, -9.4);
    ctx.lineTo(2, -7);
    ctx.lineTo(6, -8.6);
    ctx.lineTo(3, -3.4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(0, 3, 7.6, 6.6, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.font = 'bold 10px system-ui, -apple-system, "Segoe UI", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('$', 0, 3.6);
  },
  rest(ctx) {
    // A campfire: crossed logs under a flame.
    ctx.save();
    ctx.fillStyle = '#a8793f';
    for (const a of [0.42, -0.42]) {
      ctx.save();
      ctx.translate(0, 6.4);
      ctx.rotate(a);
      ctx.beginPath();
      ctx.rect(-8, -1.6, 16, 3.2);
      ctx.fill();
      ctx.stroke();
      ctx.restore();
    }
    ctx.restore();
    ctx.beginPath();
    ctx.moveTo(0, -9.6);
    ctx.bezierCurveTo(6.4, -4, 6.6, 2, 0, 5);
    ctx.bezierCurveTo(-6.6, 2, -6.4, -4, 0, -9.6);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#ffe29a';
    ctx.beginPath();
    ctx.moveTo(0, -3.6);
    ctx.bezierCurveTo(3, -0.6, 3, 2.4, 0, 4);
    ctx.bezierCurveTo(-3, 2.4, -3, -0.6, 0, -3.6);
    ctx.fill();
  },
  treasure(ctx) {
    // A chest: lid, body, band and lock.
    ctx.beginPath();
    ctx.moveTo(-8.6, -1);
    ctx.lineTo(-8.6, -4);
    ctx.quadraticCurveTo(0, -10.4, 8.6, -4);
    ctx.lineTo(8.6, -1);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.rect(-8.6, -1, 17.2, 8.6);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.fillRect(-1.7, -2.8, 3.4, 4.4);
  },
  boss(ctx) {
    // A skull.
    ctx.beginPath();
    ctx.arc(0, -1.6, 8, Math.PI * 0.85, Math.PI * 2.15);
    ctx.lineTo(5, 5.6);
    ctx.lineTo(5, 9);
    ctx.lineTo(-5, 9);
    ctx.lineTo(-5, 5.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(-3.2, -0.6, 2.3, 0, Math.PI * 2);
    ctx.arc(3.2, -0.6, 2.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0, 2.4);
    ctx.lineTo(1.4, 4.8);
    ctx.lineTo(-1.4, 4.8);
    ctx.closePath();
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const x of [-2.5, 0, 2.5]) {
      ctx.moveTo(x, 6.4);
      ctx.lineTo(x, 9);
    }
    ctx.stroke();
  },
  victory(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? 4.2 : 9.6;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr + 0.6);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  },
  ancient(ctx) {
    // An eye.
    ctx.beginPath();
    ctx.moveTo(-9.4, 0);
    ctx.quadraticCurveTo(0, -9, 9.4, 0);
    ctx.quadraticCurveTo(0, 9, -9.4, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(0, 0, 3, 0, Math.PI * 2);
    ctx.fill();
  },
};

function iconUnknown(ctx) {
  ctx.beginPath();
  ctx.arc(0, 0, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

/** A small canvas with one icon, for legends (crisp on HiDPI screens), in a game's style. */
export function iconCanvas(doc, room, size = 22, dpr = 1, game = 'sts1') {
  const c = doc.createElement('canvas');
  c.width = Math.round(size * dpr);
  c.height = Math.round(size * dpr);
  c.style.width = `${size}px`;
  c.style.height = `${size}px`;
  c.setAttribute('aria-hidden', 'true');
  const ctx = c.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawLegendIcon(ctx, room, size, game);
  return c;
}

/**
 * Draws a legend entry's icon in the square (0, 0)-(size, size) of `ctx`: a room, the burning
 * elite or the route's line, as the map draws them (the legend canvases and the exported image).
 */
export function drawLegendIcon(ctx, room, size, game = 'sts1') {
  const T = themeOf(game);
  if (room === 'burning') {
    drawBurningAura(ctx, size / 2, size / 2, size * 0.26);
    drawIcon(ctx, 'elite', size / 2, size / 2, size * 0.26);
  } else if (room === 'route') {
    ctx.strokeStyle = THEME.route;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(3, size - 4);
    ctx.lineTo(size - 3, 4);
    ctx.stroke();
  } else if (T !== THEME) {
    // StS2: the parchment disc behind the ink icon, as on the map.
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size * 0.49, 0, Math.PI * 2);
    ctx.fillStyle = T.nodeBg;
    ctx.fill();
    drawIcon(ctx, room, size / 2, size / 2, size * 0.38, T);
  } else {
    drawIcon(ctx, room, size / 2, size / 2, size * 0.45);
  }
}

// ---------------------------------------------------------------------------------- bosses

/** The colour of each boss's icon (also its name's colour in the boss caption). */
export const BOSS_COLORS = {
  'The Guardian': '#8fb3a8',
  Hexaghost: '#67e0a3',
  'Slime Boss': '#84d65a',
  Automaton: '#d08a3c',
  Collector: '#a586e8',
  Champ: '#e0bb4c',
  'Awakened One': '#7d8cf0',
  'Time Eater': '#55c7de',
  'Donu and Deca': '#e6a85a',
  'The Heart': '#e0485a',
};

/**
 * Draws a boss's icon centred on (cx, cy) in a circle of radius r: a small pictogram per StS1 boss
 * (the game shows the act boss's icon at the top of the map), the boss room's skull in `theme`'s
 * style for any other name (every StS2 boss: one generic glyph, the name beside it).
 */
export function drawBoss(ctx, name, cx, cy, r, theme = THEME) {
  const draw = BOSS_ICONS[name];
  if (!draw) {
    drawIcon(ctx, 'boss', cx, cy, r, theme);
    return;
  }
  ctx.save();
  ctx.translate(cx, cy);
  const s = r / 10;
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = THEME.ink;
  ctx.lineWidth = 1.1;
  ctx.fillStyle = BOSS_COLORS[name];
  draw(ctx, BOSS_COLORS[name]);
  ctx.restore();
}

function eyes(ctx, y, dx, rr, color = THEME.ink) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(-dx, y, rr, 0, Math.PI * 2);
  ctx.arc(dx, y, rr, 0, Math.PI * 2);
  ctx.fill();
}

const BOSS_ICONS = {
  // A curled shell of armour plates around one glowing eye.
  'The Guardian'(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const rr = i % 2 ? 8.4 : 9.8;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#2b3a37';
    ctx.beginPath();
    ctx.arc(0, 0, 5.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#7ff0ff';
    ctx.beginPath();
    ctx.arc(0, 0, 2.6, 0, Math.PI * 2);
    ctx.fill();
  },
  // Six flames in a hexagon around a ghostly core.
  Hexaghost(ctx, color) {
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 3;
      ctx.save();
      ctx.translate(Math.cos(a) * 7.2, Math.sin(a) * 7.2);
      ctx.beginPath();
      ctx.moveTo(0, -3.4);
      ctx.quadraticCurveTo(2.6, 0, 0, 2.4);
      ctx.quadraticCurveTo(-2.6, 0, 0, -3.4);
      ctx.fillStyle = color;
      ctx.fill();
      ctx.restore();
    }
    ctx.beginPath();
    ctx.arc(0, 0, 4.4, 0, Math.PI * 2);
    ctx.fillStyle = '#1d3a2c';
    ctx.fill();
    eyes(ctx, -0.4, 1.7, 1.1, color);
  },
  // A big slime with a drip on top.
  'Slime Boss'(ctx) {
    ctx.beginPath();
    ctx.moveTo(-9.4, 7.6);
    ctx.bezierCurveTo(-10.4, -2, -5, -7.4, 0, -7.6);
    ctx.bezierCurveTo(5, -7.4, 10.4, -2, 9.4, 7.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -7.6);
    ctx.quadraticCurveTo(1.8, -10.2, 0, -10.6);
    ctx.quadraticCurveTo(-1.8, -10.2, 0, -7.6);
    ctx.fill();
    eyes(ctx, 0.4, 3.2, 1.4);
    ctx.beginPath();
    ctx.arc(0, 3, 2.4, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 1.2;
    ctx.stroke();
  },
  // A bronze head with a visor slit.
  Automaton(ctx) {
    ctx.beginPath();
    ctx.moveTo(-7, -8);
    ctx.lineTo(7, -8);
    ctx.lineTo(8.6, 2);
    ctx.lineTo(5, 8.6);
    ctx.lineTo(-5, 8.6);
    ctx.lineTo(-8.6, 2);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.fillRect(-6, -2.8, 12, 2.6);
    ctx.fillStyle = '#ffe07a';
    ctx.fillRect(-1.2, -2.4, 2.4, 1.8);
    ctx.beginPath();
    ctx.strokeStyle = THEME.ink;
    ctx.moveTo(-3.4, 4.6);
    ctx.lineTo(3.4, 4.6);
    ctx.stroke();
  },
  // A hooded figure with glowing eyes.
  Collector(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -10);
    ctx.quadraticCurveTo(8.4, -5, 8.6, 9);
    ctx.lineTo(-8.6, 9);
    ctx.quadraticCurveTo(-8.4, -5, 0, -10);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.beginPath();
    ctx.ellipse(0, 0.6, 4.6, 5, 0, 0, Math.PI * 2);
    ctx.fill();
    eyes(ctx, -0.2, 1.9, 1.1, '#ffd86b');
  },
  // A champion's crested helmet.
  Champ(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -10);
    ctx.lineTo(2.2, -5.6);
    ctx.lineTo(-2.2, -5.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-8, 8.6);
    ctx.lineTo(-8, -1);
    ctx.quadraticCurveTo(0, -9.6, 8, -1);
    ctx.lineTo(8, 8.6);
    ctx.lineTo(2, 8.6);
    ctx.lineTo(2, 2.4);
    ctx.lineTo(-2, 2.4);
    ctx.lineTo(-2, 8.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.fillRect(-6.2, -0.6, 12.4, 1.8);
  },
  // A crowned bird spreading its wings.
  'Awakened One'(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -3);
    ctx.quadraticCurveTo(-6, -9, -10, -4);
    ctx.quadraticCurveTo(-6, -3.6, -4.4, 1);
    ctx.lineTo(-2.6, 8.4);
    ctx.lineTo(2.6, 8.4);
    ctx.lineTo(4.4, 1);
    ctx.quadraticCurveTo(6, -3.6, 10, -4);
    ctx.quadraticCurveTo(6, -9, 0, -3);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, -1, 3.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    eyes(ctx, -1.2, 1.2, 0.8, '#ff6b6b');
  },
  // A clock face.
  'Time Eater'(ctx) {
    ctx.beginPath();
    ctx.arc(0, 0, 9, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#12303a';
    ctx.beginPath();
    ctx.arc(0, 0, 6.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#bff6ff';
    ctx.lineWidth = 1.4;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, -5.2);
    ctx.moveTo(0, 0);
    ctx.lineTo(3.6, 1.8);
    ctx.stroke();
    ctx.fillStyle = '#bff6ff';
    for (let i = 0; i < 12; i += 3) {
      const a = (i / 12) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(Math.cos(a) * 5.6, Math.sin(a) * 5.6, 0.7, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  // Donu (a circle) and Deca (a square).
  'Donu and Deca'(ctx) {
    ctx.fillStyle = '#e6a85a';
    ctx.beginPath();
    ctx.arc(-4.4, 0, 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#5ab0e0';
    ctx.beginPath();
    ctx.rect(0.4, -4.8, 9.4, 9.6);
    ctx.fill();
    ctx.stroke();
    eyes(ctx, -0.6, 1.4, 0.9);
    ctx.fillStyle = THEME.ink;
    ctx.beginPath();
    ctx.arc(-5.8, -0.6, 0.9, 0, Math.PI * 2);
    ctx.arc(-3, -0.6, 0.9, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(3.6, -0.6, 0.9, 0, Math.PI * 2);
    ctx.arc(6.4, -0.6, 0.9, 0, Math.PI * 2);
    ctx.fill();
  },
  // A heart.
  'The Heart'(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, 9);
    ctx.bezierCurveTo(-4, 5.6, -9.8, 1.6, -9.2, -3.4);
    ctx.bezierCurveTo(-8.6, -8.6, -2.2, -9, 0, -4.6);
    ctx.bezierCurveTo(2.2, -9, 8.6, -8.6, 9.2, -3.4);
    ctx.bezierCurveTo(9.8, 1.6, 4, 5.6, 0, 9);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.strokeStyle = '#7a1424';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(-2, -3);
    ctx.quadraticCurveTo(0, 1, -1, 5);
    ctx.moveTo(3.6, -4.6);
    ctx.quadraticCurveTo(2, -1, 3, 2.6);
    ctx.stroke();
  },
};

/** A small canvas with a boss's icon (the boss caption above the map), in a game's style. */
export function bossCanvas(doc, name, size = 26, dpr = 1, game = 'sts1') {
  const c = doc.createElement('canvas');
  c.width = Math.round(size * dpr);
  c.height = Math.round(size * dpr);
  c.style.width = `${size}px`;
  c.style.height = `${size}px`;
  c.setAttribute('aria-hidden', 'true');
  const ctx = c.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (game === 'sts2') {
    // StS2: the parchment disc behind the ink glyph, as on the map.
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size * 0.49, 0, Math.PI * 2);
    ctx.fillStyle = THEME_STS2.nodeBg;
    ctx.fill();
    drawBoss(ctx, name, size / 2, size / 2, size * 0.38, THEME_STS2);
  } else {
    drawBoss(ctx, name, size / 2, size / 2, size * 0.46);
  }
  return c;
}
