// The PNG and SVG images of the shown act (Save image, Copy image, Save SVG).
//
// "Save image" and "Copy image": a PNG of the shown act for guides, Discord and slides, used by
// the page, the <spire-map> widget and embed.html; and "Save SVG", the same image as vector graphics.
//
// The image is the map exactly as the canvas shows it (drawn by render.js's drawMap, the same
// code, with the same grid, route and revealed tags, but without the hover, focus and selection
// highlights), between a caption (game, seed, ascension, act, boss, "outcomes revealed" when they
// are) and the burning elite line, the page's notes and the legend (drawn by drawLegendIcon, as
// the page's legend). Its pixel density is twice the screen's (2 x devicePixelRatio pixels per
// CSS pixel), at most MAX_PIXELS in all. No page controls are in it. The SVG is the same drawing
// through svg-context.js (a canvas context that writes SVG), in CSS pixels.
//
// File names: spire-map-<seed>-a<ascension>-act<n>.png (.svg). This module loads when a button is first
// used (image-buttons.js wires the buttons), so it adds nothing to what the page loads up front.

import { drawMap } from './render.js';
import { themeOf, THEME } from './theme.js';
import { drawLegendIcon, legendItems } from './legend.js';
import { SvgContext } from './svg-context.js';

/** The map's top edge in the image, in CSS pixels (below the three caption lines). */
export const MAP_TOP = 64;
/** The largest image, in pixels (about what every browser's canvas allows). */
export const MAX_PIXELS = 16_000_000;

const PAD = 10;
const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';
const LINE = 17;
const LEGEND_ROW = 22;
const ICON = 18;
const SPOILER = '#ffb4a8';

/** The image's file name: spire-map-<seed>-a<asc>-act<n>.png (characters outside [A-Za-z0-9_-] become _). */
export function imageName(seed, asc, act, ext = 'png') {
  return `spire-map-${String(seed).replace(/[^A-Za-z0-9_-]/g, '_')}-a${asc}-act${act}.${ext}`;
}

/** Pixels per CSS pixel of an image `w` x `h` CSS pixels: 2 x the screen's density, within MAX_PIXELS. */
export function imageScale(w, h, dpr = 1) {
  return Math.min(2 * Math.max(1, dpr || 1), Math.sqrt(MAX_PIXELS / (w * h)));
}

/** The width of `text` in the caption's font of `weight` and `px`. */
function measure(ctx, text, weight, px) {
  ctx.font = `${weight} ${px}px ${FONT}`;
  return ctx.measureText(text).width;
}

/**
 * Draws one caption line at (PAD, y), in `px` or as small as 10 px to fit `max` pixels, cut with
 * an ellipsis if it still does not fit. Returns the font size used and the width drawn.
 */
function line(ctx, text, weight, px, color, y, max) {
  let size = px;
  while (size > 10 && measure(ctx, text, weight, size) > max) size -= 0.5;
  ctx.font = `${weight} ${size}px ${FONT}`;
  const t = fit(ctx, text, max);
  ctx.fillStyle = color;
  ctx.fillText(t, PAD, y);
  return { size, width: ctx.measureText(t).width };
}

/** `text` cut with an ellipsis to fit `max` pixels in the context's font. */
function fit(ctx, text, max) {
  let s = text;
  while (s.length > 3 && ctx.measureText(s).width > max) s = `${s.slice(0, -2).trimEnd()}…`;
  return s;
}

/** Lines of at most `max` pixels (words kept whole where they fit). */
function wrap(ctx, text, max) {
  const lines = [];
  let cur = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && ctx.measureText(next).width > max) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(fit(ctx, cur, max));
  return lines;
}

/** Legend entries placed in rows of `width` pixels: [{ room, label, x, row }], and the row count. */
function placeLegend(ctx, items, width) {
  ctx.font = `12px ${FONT}`;
  const out = [];
  let x = PAD;
  let row = 0;
  for (const [room, label] of items) {
    const w = ICON + 4 + ctx.measureText(label).width;
    if (x > PAD && x + w > width - PAD) {
      row += 1;
      x = PAD;
    }
    out.push({ room, label, x, row });
    x += w + 12;
  }
  return { out, rows: items.length ? row + 1 : 0 };
}

/**
 * What the image holds besides the map, measured: its size in CSS pixels, the lines under the map
 * and the legend's places. info: { game, gameName, seed, asc, act, actName, floors, bosses: [names],
 * burning: text|'', notes: [text] (printed under the map), dpr }.
 */
function frame(doc, view, info) {
  const { model, lay } = view;
  const width = lay.width;
  const probe = doc.createElement('canvas').getContext('2d');
  probe.font = `13px ${FONT}`;
  const below = [];
  if (info.burning) for (const l of wrap(probe, info.burning, width - 2 * PAD)) below.push([l, THEME.burning]);
  for (const n of info.notes || []) for (const l of wrap(probe, n, width - 2 * PAD)) below.push([l, THEME.label]);
  const legend = placeLegend(probe, legendItems(info.game), width);
  const height = Math.ceil(MAP_TOP + lay.height + 6 + below.length * LINE + legend.rows * LEGEND_ROW + 6);
  return {
    probe,
    width,
    height,
    below,
    legend,
    T: themeOf(model.game),
    revealed: !!(view.view.notes && view.view.notes.size),
    // What the canvas shows, without the hover, focus and selection highlights.
    shown: { ...view.view, selected: null, focus: null, related: null },
  };
}

/** Draws everything but the map on `ctx` (a canvas context or an SvgContext), in CSS pixels. */
function paintFrame(ctx, f, view, info) {
  const { width, height } = f;
  ctx.fillStyle = f.T.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';

  // The caption: game and seed; ascension and act; floors, boss and whether outcomes are shown.
  const max = width - 2 * PAD;
  line(ctx, `${info.gameName} · seed ${info.seed}`, 600, 15, THEME.route, PAD + 9, max);
  line(ctx, `ascension ${info.asc} · act ${info.act}: ${info.actName}`, 400, 13, THEME.labelStrong, PAD + 28, max);
  const tail = f.revealed ? ' · outcomes revealed' : '';
  const bosses = info.bosses && info.bosses.length ? ` · ${info.bosses.length > 1 ? 'bosses' : 'boss'}: ${info.bosses.join(', then ')}` : '';
  const drawn = line(ctx, `floors ${info.floors}${bosses}`, 400, 13, THEME.labelStrong, PAD + 45, max - measure(ctx, tail, 400, 13));
  if (tail) {
    ctx.font = `${drawn.size}px ${FONT}`;
    ctx.fillStyle = SPOILER;
    ctx.fillText(tail, PAD + drawn.width, PAD + 45);
  }

  let y = MAP_TOP + view.lay.height + 6;
  ctx.font = `13px ${FONT}`;
  for (const [text, color] of f.below) {
    ctx.fillStyle = color;
    ctx.fillText(text, PAD, y + LINE / 2);
    y += LINE;
  }
  for (const e of f.legend.out) {
    const top = y + e.row * LEGEND_ROW + (LEGEND_ROW - ICON) / 2;
    ctx.save();
    ctx.translate(e.x, top);
    drawLegendIcon(ctx, e.room, ICON, info.game);
    ctx.restore();
    ctx.font = `12px ${FONT}`;
    ctx.fillStyle = THEME.label;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(e.label, e.x + ICON + 4, top + ICON / 2);
  }
}

/** Draws the image of what `view` (a MapView) shows onto a new canvas of `doc` and returns it (see frame for `info`). */
export function renderImage(doc, view, info) {
  const f = frame(doc, view, info);
  const scale = imageScale(f.width, f.height, info.dpr);
  const mapCanvas = doc.createElement('canvas');
  drawMap(mapCanvas, view.model, view.lay, f.shown, scale);

  const c = doc.createElement('canvas');
  c.width = Math.round(f.width * scale);
  c.height = Math.round(f.height * scale);
  const ctx = c.getContext('2d');
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  paintFrame(ctx, f, view, info);
  // The map, pixel for pixel as drawMap made it (same scale, whole-pixel offset).
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(mapCanvas, 0, Math.round(MAP_TOP * scale));
  return c;
}

/**
 * The same image as an SVG document (text), drawn by the same code through an SvgContext: the map
 * by drawMap, the caption and legend by paintFrame. Sized in CSS pixels; it scales without loss.
 */
export function renderSvg(doc, view, info) {
  const f = frame(doc, view, info);
  const ctx = new SvgContext(f.probe);
  paintFrame(ctx, f, view, info);
  ctx.base = [1, 0, 0, 1, 0, MAP_TOP];
  const canvas = { width: 0, height: 0, style: {}, getContext: () => ctx };
  drawMap(canvas, view.model, view.lay, f.shown, 1);
  return ctx.svg(f.width, f.height);
}

/** The canvas as a PNG Blob. */
export function pngBlob(canvas) {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser could not encode the image'))), 'image/png'),
  );
}

/** Saves a Blob as a download named `name` (a link clicked inside `parent`, then removed). */
export function download(doc, blob, name, parent = doc.body) {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  parent.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
