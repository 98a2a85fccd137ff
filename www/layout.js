// Pure layout: where each room of an act sits on a canvas of a given width, and its hit box.

/** Positions of every node for a canvas `cssWidth` CSS pixels wide. */
export function layout(model, cssWidth, { compact = false } = {}) {
  const gutter = compact ? 26 : 36; // floor numbers
  const padR = compact ? 6 : 12;
  const colW = Math.max(24, (cssWidth - gutter - padR) / model.width);
  // Phone widths: rows 40 px apart, so every room's tap target is 40 px tall (and as wide as its
  // column, 40-45 px from 360 px screens up), with less padding to keep the whole act on screen.
  const touch = cssWidth < 480;
  // A fixed map (act 4: one column, the Heart on it) gets taller rows: room for tags and the big boss.
  const rowH = (touch ? 40 : Math.min(compact ? 40 : 48, Math.max(28, colW * 0.82))) * (model.generated ? 1 : 1.45);
  const r = Math.max(9, Math.min(17, Math.min(colW, rowH) * 0.34));
  const padTop = touch ? 4 : 14;
  const padBottom = touch ? 3 : 14;
  const bossH = model.boss ? (touch ? r * 4.3 : Math.max(70, r * 4.6)) + (model.bossNames.length > 1 ? 8 : 0) : 0;
  // The side of a room's button (the overlay's hit area).
  const hit = touch ? Math.min(colW, rowH) : Math.max(24, Math.min(colW, rowH) * 0.94);
  const gridRows = model.height;
  const height = Math.round(padTop + bossH + gridRows * rowH + padBottom);
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
