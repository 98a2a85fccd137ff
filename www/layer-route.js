// Drawing layer: the planned route: solid gold edges over the dotted ones, gold rings on its rooms' discs.

import { THEME } from './theme.js';

/** The ring of room `k`'s disc, about to be stroked (layer-nodes.js): gold and thick on the route. */
export function ringStyle(ctx, view, k, T) {
  const onRoute = view.route && view.route.has(k);
  ctx.lineWidth = onRoute ? 3 : 1;
  ctx.strokeStyle = onRoute ? THEME.route : T.nodeRing;
}

/** The route's line as the legend shows it, in the square (0, 0)-(size, size). */
export function drawRouteSwatch(ctx, size) {
  ctx.strokeStyle = THEME.route;
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(3, size - 4);
  ctx.lineTo(size - 3, 4);
  ctx.stroke();
}

/** The route's edges (view.routeEdges, "from>to"), drawn after the dotted edges. */
export function drawRoute(ctx, model, lay, view) {
  if (!view.routeEdges) return;
  for (const e of model.edges) {
    if (!view.routeEdges.has(`${e.from}>${e.to}`)) continue;
    const a = lay.pos.get(e.from);
    const b = lay.pos.get(e.to);
    if (a && b) drawSolid(ctx, a, b, THEME.route, 3.2);
  }
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
