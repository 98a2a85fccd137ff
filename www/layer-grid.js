// Drawing layer: the generator's faint grid (the lattice every room sits on), under the edges.

import { themeOf } from './theme.js';

export function drawGrid(ctx, model, lay) {
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
