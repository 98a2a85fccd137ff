// Pure layout: where each room of an act sits on a canvas of a given width (and height, fitted), and its hit box.

/**
 * Positions of every node for a canvas `cssWidth` CSS pixels wide. `maxHeight` (the page on a
 * desktop): the rows share that height, so that the whole act fits it (rows 22-72 px apart; the
 * rooms grow with them up to a radius of 21 px); without it the rows follow the width.
 */
export function layout(model, cssWidth, { compact = false, maxHeight = 0 } = {}) {
  const gutter = compact ? 26 : 36; // floor numbers
  const padR = compact ? 6 : 12;
  const colW = Math.max(24, (cssWidth - gutter - padR) / model.width);
  // Phone widths: rows 40 px apart, so every room's tap target is 40 px tall (and as wide as its
  // column, 40-45 px from 360 px screens up), with less padding to keep the whole act on screen.
  const touch = cssWidth < 480;
  const fit = maxHeight > 0 && !touch;
  const padTop = touch ? 4 : 14;
  const padBottom = touch ? 3 : 14;
  const gridRows = model.height;
  const radius = (rh) => Math.max(9, Math.min(fit ? 21 : 17, Math.min(colW, rh) * 0.34));
  const bossOf = (rh) => (model.boss ? (touch ? radius(rh) * 4.3 : Math.max(70, radius(rh) * 4.6)) + (model.bossNames.length > 1 ? 8 : 0) : 0);
  // A fixed map (act 4: one column, the Heart on it) gets taller rows: room for tags and the big boss.
  let rowH = (touch ? 40 : Math.min(compact ? 40 : 48, Math.max(28, colW * 0.82))) * (model.generated ? 1 : 1.45);
  // Fitted: the rows' height given the boss's, which grows with the rooms, settles in a few steps.
  for (let i = 0; fit && i < 4; i++) rowH = Math.min(72, (maxHeight - padTop - padBottom - bossOf(i ? rowH : 0)) / gridRows);
  if (fit) rowH = Math.max(22, Math.floor(rowH * 4) / 4);
  const r = radius(rowH);
  const bossH = bossOf(rowH);
  // The side of a room's button (the overlay's hit area); never taller than a row.
  const hit = touch ? Math.min(colW, rowH) : Math.min(rowH, Math.max(24, Math.min(colW, rowH) * 0.94));
  // Fitted, a rounding's pixel over is left out (the host would scroll); a map that cannot fit scrolls.
  let height = Math.round(padTop + bossH + gridRows * rowH + padBottom);
  if (fit && height - maxHeight < 2) height = Math.min(height, maxHeight | 0);
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
 * The hit box of node `n` (its overlay button's square): { left, top, size } in CSS pixels. The
 * boss drawn above a StS1 act gets a square around its big icon, every other room the layout's.
 */
export function hitBox(lay, n) {
  const p = lay.pos.get(n.key);
  const size = n.virtual ? p.r * 2.3 : lay.hit;
  return { left: p.cx - size / 2, top: p.cy - size / 2, size };
}
