// Draws one act map on a canvas, layer by layer (for the page, the widget, embed.html and the image export).
//
// Layers, bottom to top: the floor numbers (layer-labels.js), the generator's grid (layer-grid.js),
// the dotted edges (layer-edges.js), the route's gold edges (layer-route.js), then room by room
// its disc and icon (layer-nodes.js), its labels (layer-labels.js) and its selection and focus
// rings (layer-highlights.js), and last the revealed spoiler tags (layer-labels.js). Spoilers (fights,
// ? outcomes) are drawn only when the caller passes them as `view.notes`.

import { themeOf } from './theme.js';
import { bossOf } from './model.js';
import { drawGrid } from './layer-grid.js';
import { drawEdges } from './layer-edges.js';
import { drawRoute } from './layer-route.js';
import { drawNode } from './layer-nodes.js';
import { drawFloorLabels, drawNodeLabels, drawNotes } from './layer-labels.js';
import { dimmed, drawRings } from './layer-highlights.js';

export { THEME, themeOf } from './theme.js';

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
  // Edges: dotted as in the game; the route's edges solid gold on top.
  drawEdges(ctx, model, lay, view);
  drawRoute(ctx, model, lay, view);

  for (const n of model.nodes) {
    const p = lay.pos.get(n.key);
    if (!p) continue;
    ctx.globalAlpha = dimmed(view.related, n.key) ? 0.28 : 1;
    const bossName = n.room === 'boss' && bossOf(model, n);
    drawNode(ctx, n, p, bossName, view, T);
    drawNodeLabels(ctx, model, n, p, bossName, lay);
    ctx.globalAlpha = 1;
    drawRings(ctx, n, p, view);
  }
  ctx.globalAlpha = 1;
  drawNotes(ctx, model, lay, view);
}
