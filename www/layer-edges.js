// Drawing layer: the paths between rooms, dotted as in the game (dimmed when a room is highlighted).

import { themeOf } from './theme.js';
import { litEdge } from './layer-highlights.js';

/** Every edge of the act but the route's, dotted; a hovered or focused room's paths lit, the rest dimmed. */
export function drawEdges(ctx, model, lay, view) {
  const T = themeOf(model.game);
  const rel = view.related;
  for (const e of model.edges) {
    const a = lay.pos.get(e.from);
    const b = lay.pos.get(e.to);
    if (!a || !b) continue;
    const onRoute = view.routeEdges && view.routeEdges.has(`${e.from}>${e.to}`);
    const lit = litEdge(rel, e);
    ctx.globalAlpha = rel && !lit ? 0.2 : 1;
    if (onRoute) continue;
    drawDotted(ctx, a, b, lit ? T.labelStrong : T.edge, lit ? 1.9 : 1.5);
  }
  ctx.globalAlpha = 1;
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
