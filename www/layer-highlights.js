// Drawing layer: highlights: a hovered or focused room's related rooms lit, and the selection and focus rings.

import { THEME } from './theme.js';

/** Whether edge `e` joins two rooms related to the highlighted one (`rel`: related(), or null). */
export const litEdge = (rel, e) => rel && rel.has(e.from) && rel.has(e.to);

/** Whether room `k` is dimmed: a room is highlighted and `k` is not related to it. */
export const dimmed = (rel, k) => rel && !rel.has(k);

/** The selected room's ring, and the focused room's dashed one (when it is not the selected). */
export function drawRings(ctx, n, p, view) {
  if (view.selected === n.key) ring(ctx, p, THEME.selected, 2.5, 1.42);
  if (view.focus === n.key && view.focus !== view.selected) ring(ctx, p, THEME.labelStrong, 1.5, 1.42, [3, 3]);
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
