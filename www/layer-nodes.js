// Drawing layer: the rooms: each one's disc, icon (a boss's own) and a burning elite's aura.

import { THEME } from './theme.js';
import { ringStyle } from './layer-route.js';
import { drawIcon } from './icons.js';
import { drawBoss } from './boss-icons.js';

/** Room `n` at `p` (its layout position): the burning aura, the disc and its ring, the room's or boss's icon. */
export function drawNode(ctx, n, p, bossName, view, T) {
  if (n.burning) drawBurningAura(ctx, p.cx, p.cy, p.r);
  // A disc under each icon hides the dots and gives a hit-area feel.
  ctx.beginPath();
  ctx.arc(p.cx, p.cy, p.r * 1.08, 0, Math.PI * 2);
  ctx.fillStyle = T.nodeBg;
  ctx.fill();
  ringStyle(ctx, view, n.key, T);
  ctx.stroke();
  if (bossName) drawBoss(ctx, bossName, p.cx, p.cy, p.r * 0.82, T);
  else drawIcon(ctx, n.room, p.cx, p.cy, p.r * 0.82, T);
}

export function drawBurningAura(ctx, cx, cy, r) {
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
