// Drawing layer: text on the map: floor numbers, buff badges, boss and Ancient names, revealed spoiler tags.

import { THEME } from './theme.js';
import { drawIcon } from './icons.js';
import { drawBoss } from './boss-icons.js';

/** The floor number of every row (and of the boss above a StS1 act) in the left gutter. */
export function drawFloorLabels(ctx, model, lay) {
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

/**
 * The labels of room `n` at `p`, drawn with the room: a burning elite's buff badge, a boss's name
 * (`bossName`: StS2 beside it; StS1 with the second boss of a double boss), the Ancient's name.
 */
export function drawNodeLabels(ctx, model, n, p, bossName, lay) {
  if (n.burning) drawBuffBadge(ctx, p.cx, p.cy, p.r, buffShort(n.burning), lay);
  if (bossName && model.game === 'sts2') drawSideLabel(ctx, bossName, p, lay);
  else if (bossName) drawBossLabel(ctx, model, p, lay);
  if (n === model.start && model.ancient) drawSideLabel(ctx, model.ancient.name, p, lay);
}

/** The revealed spoilers (view.notes: Map<key, note>) on their rooms, over everything else. */
export function drawNotes(ctx, model, lay, view) {
  if (!view.notes) return;
  // What a tag must not cover: every room, burning elites' badges and the tags already placed.
  const rooms = [...lay.pos.values()];
  ctx.save();
  const tags = model.nodes.filter((n) => n.burning && lay.pos.get(n.key)).map((n) => {
    const p = lay.pos.get(n.key);
    return badgeRect(ctx, p.cx, p.cy, p.r, buffShort(n.burning), lay);
  });
  ctx.restore();
  for (const [k, note] of view.notes) {
    const n = model.byKey.get(k);
    const p = lay.pos.get(k);
    if (n && p) drawNote(ctx, n, p, note, lay, rooms, tags);
  }
}

/** How many of `rooms` (circles) and `tags` (rects) the rect x, y, w, h covers; tags count double. */
function covers(x, y, w, h, rooms, tags) {
  let k = 0;
  for (const c of rooms) {
    const dx = c.cx - Math.max(x, Math.min(x + w, c.cx));
    const dy = c.cy - Math.max(y, Math.min(y + h, c.cy));
    if (dx * dx + dy * dy < c.r * c.r) k++;
  }
  for (const t of tags) if (x < t.x + t.w && t.x < x + w && y < t.y + t.h && t.y < y + h) k += 2;
  return k;
}

/**
 * Where a w × h tag for room `n` at `p` goes: in the gap above it (to the left of a burning elite's
 * badge), else beside it on the right or the left, else below; the first spot that covers no room
 * (its own included) and no other tag, or the one that covers the fewest. Kept inside the canvas.
 */
export function placeTag(n, p, w, h, lay, rooms, tags) {
  const spots = [
    [n.burning ? p.cx + p.r * 0.2 - w : p.cx - w / 2, p.cy - p.r - h - 1],
    [p.cx + p.r + 3, p.cy - h / 2],
    [p.cx - p.r - 3 - w, p.cy - h / 2],
    [p.cx - w / 2, p.cy + p.r + 1],
  ];
  let best = null;
  for (const [sx, y] of spots) {
    const x = Math.max(lay.gutter - 4, Math.min(lay.width - w - 2, sx));
    const k = covers(x, y, w, h, rooms, tags);
    if (!best || k < best.k) best = { x, y, w, h, k };
    if (!k) break;
  }
  tags.push(best);
  return best;
}

/**
 * A revealed spoiler on a route node: the ? room's outcome as a small icon badge, and the fight's
 * encounter (or the outcome's name) on a tag in the gap above the node.
 */
function drawNote(ctx, n, p, note, lay, rooms, tags) {
  ctx.save();
  if (note.gives) drawGives(ctx, note.gives, p);
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
    const { x, y } = placeTag(n, p, w, h, lay, rooms, tags);
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

// What a revealed room gives, as small badges under it on the left: a card (light), a potion (pink), a relic (gold).
const GIVES = { card: '#e9e3d3', potion: '#ff7b9c', relic: '#ffcf5a' };

function drawGives(ctx, gives, p) {
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = THEME.nodeBg;
  gives.forEach((g, i) => {
    ctx.beginPath();
    ctx.arc(p.cx - p.r * (0.95 + i * 0.7), p.cy + p.r * 0.8, p.r * 0.36, 0, 7);
    ctx.fillStyle = GIVES[g];
    ctx.fill();
    ctx.stroke();
  });
}

function buffShort(b) {
  const short = { strength: 'Str', maxHp: 'HP', metallicize: 'Met', regenerate: 'Reg' }[b.buff] || '';
  return b.buff === 'maxHp' ? `+${b.amount}%` : `+${b.amount} ${short}`;
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

/** A burning elite's buff badge: up and to the right of the node, in the gap between rows, kept inside the canvas. */
function badgeRect(ctx, cx, cy, r, text, lay) {
  const size = Math.round(Math.max(9, Math.min(11, r * 0.68)));
  ctx.font = `bold ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  const w = ctx.measureText(text).width + 8;
  const h = size + 4;
  return { x: Math.max(lay.gutter - 4, Math.min(lay.width - w - 2, cx + r * 0.3)), y: cy - r - h * 0.9, w, h };
}

function drawBuffBadge(ctx, cx, cy, r, text, lay) {
  ctx.save();
  const { x, y, w, h } = badgeRect(ctx, cx, cy, r, text, lay);
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
