// The legend and caption icons: small canvases of a room's or a boss's icon, and the legend list.

import { THEME, THEME_STS2, themeOf } from './theme.js';
import { ROOM_NAMES } from './model.js';
import { drawIcon } from './icons.js';
import { drawBoss } from './boss-icons.js';
import { drawBurningAura } from './layer-nodes.js';
import { drawRouteSwatch } from './layer-route.js';

/** A small canvas with one icon, for legends (crisp on HiDPI screens), in a game's style. */
export function iconCanvas(doc, room, size = 22, dpr = 1, game = 'sts1') {
  const [c, ctx] = smallCanvas(doc, size, dpr);
  drawLegendIcon(ctx, room, size, game);
  return c;
}

/** A canvas of `size` CSS pixels square, crisp at `dpr`, hidden from screen readers, and its context. */
function smallCanvas(doc, size, dpr) {
  const c = doc.createElement('canvas');
  c.width = Math.round(size * dpr);
  c.height = Math.round(size * dpr);
  c.style.width = `${size}px`;
  c.style.height = `${size}px`;
  c.setAttribute('aria-hidden', 'true');
  const ctx = c.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return [c, ctx];
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
    drawRouteSwatch(ctx, size);
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

/** A small canvas with a boss's icon (the boss caption above the map), in a game's style. */
export function bossCanvas(doc, name, size = 26, dpr = 1, game = 'sts1') {
  const [c, ctx] = smallCanvas(doc, size, dpr);
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

/** Builds the legend: one icon (drawn on a small canvas) and label per room type, in a game's style. */
export function buildLegend(doc, container, rooms, game = 'sts1') {
  const dpr = (doc.defaultView && doc.defaultView.devicePixelRatio) || 1;
  container.replaceChildren();
  for (const [room, label] of legendItems(game, rooms)) {
    const li = doc.createElement('li');
    li.append(iconCanvas(doc, room, 22, dpr, game));
    const span = doc.createElement('span');
    span.textContent = label;
    li.append(span);
    container.append(li);
  }
}

/** The legend's entries of a game as [room, label] pairs (the page's legend and the saved image). */
export function legendItems(game = 'sts1', rooms = null) {
  const items =
    rooms ||
    (game === 'sts2'
      ? ['ancient', 'monster', 'elite', 'event', 'shop', 'rest', 'treasure', 'boss', 'route']
      : ['monster', 'elite', 'event', 'shop', 'rest', 'treasure', 'boss', 'burning', 'route']);
  const labels = { ...ROOM_NAMES, burning: 'burning elite', route: 'your route' };
  return items.map((room) => [room, labels[room] || room]);
}