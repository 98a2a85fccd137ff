// Input on a map view: pointer hover and clicks, focus, arrow keys between rooms; resizes and screen changes.
//
// Hovering or focusing a room highlights everything reachable from it and everything that leads
// to it. Arrow keys move between rooms (up/down follow the edges when they can); Enter, Space or a
// click (or tap) "activate" a room: its button's click, which the owner decides the meaning of.

import { key } from './model.js';

/**
 * The room the key `name` moves to from `cur` in `model`: its key, null when there is none that
 * way, undefined when the key is not a move.
 */
export function nextRoom(model, cur, name) {
  let next = null;
  const nearest = (keys) => {
    let best = null;
    for (const k of keys) {
      const n = model.byKey.get(k);
      const d = Math.abs(n.x - cur.x);
      if (!best || d < best.d || (d === best.d && n.x < best.n.x)) best = { n, d };
    }
    return best && best.n.key;
  };
  const row = (y) => model.nodes.filter((n) => n.y === y).map((n) => n.key);
  switch (name) {
    case 'ArrowUp':
      next = nearest(model.children.get(cur.key)) || nearest(row(cur.y + 1));
      break;
    case 'ArrowDown':
      next = nearest(model.parents.get(cur.key)) || nearest(row(cur.y - 1));
      break;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const same = model.nodes.filter((n) => n.y === cur.y).sort((a, b) => a.x - b.x);
      const i = same.findIndex((n) => n.key === cur.key);
      const j = name === 'ArrowLeft' ? i - 1 : i + 1;
      if (j >= 0 && j < same.length) next = same[j].key;
      break;
    }
    case 'Home':
      next = nearest(row(Math.min(...model.nodes.map((n) => n.y))));
      break;
    case 'End':
      next = nearest(row(Math.max(...model.nodes.map((n) => n.y))));
      break;
    default:
      return undefined;
  }
  return next;
}

/** Listens on the overlay of `mv` (a MapView): keys, hover, clicks and focus of its rooms' buttons. */
export function wireInput(mv) {
  const overlay = mv.overlay;
  overlay.addEventListener('keydown', (e) => {
    if (!mv.model) return;
    const cur = mv.focused && mv.model.byKey.get(mv.focused);
    if (!cur) return;
    const next = nextRoom(mv.model, cur, e.key);
    if (next === undefined) return;
    e.preventDefault();
    if (next) mv.focusNode(next);
  });
  overlay.addEventListener('pointerleave', () => mv.setHover(null));
  // Clicks, focus and hover of every node's button, on the overlay (the buttons are reused from
  // act to act): the node is the one the button's data-x and data-y name.
  const nodeKey = (e) => {
    const b = e.target.closest && e.target.closest('.map-node');
    return b ? key(Number(b.dataset.x), Number(b.dataset.y)) : null;
  };
  overlay.addEventListener('pointerover', (e) => mv.setHover(nodeKey(e)));
  overlay.addEventListener('click', (e) => {
    const k = nodeKey(e);
    if (k) mv.activate(k);
  });
  overlay.addEventListener('focusin', (e) => {
    const k = nodeKey(e);
    if (!k || !mv.model || !mv.model.byKey.has(k)) return;
    mv.focused = k;
    mv.updateHighlight();
    if (mv.opts.onFocusNode) mv.opts.onFocusNode(mv.model.byKey.get(k));
  });
  overlay.addEventListener('focusout', (e) => {
    const k = nodeKey(e);
    if (!k) return;
    if (mv.focused === k) mv.focused = null;
    mv.updateHighlight();
  });
}

/**
 * Lays `mv` out again when its host's width (or, for a view fitted to its host's height, height)
 * changes (mv.ro: the ResizeObserver, for the owner to disconnect). mv.hostWidth and mv.hostHeight
 * are the host's as the observer last saw them (null until it has): reading clientWidth while the
 * page has changes not laid out yet would force a layout of the whole page on every redraw, before
 * the one the frame does anyway.
 */
export function watchSize(mv) {
  mv.hostWidth = null;
  mv.hostHeight = null;
  if (typeof ResizeObserver === 'function') {
    mv.ro = new ResizeObserver(() => {
      // Called after the frame's layout: the size is there to read without a layout of its own.
      mv.hostWidth = mv.host.clientWidth;
      mv.hostHeight = mv.host.clientHeight;
      const w = mv.width();
      const h = mv.opts.fit && mv.opts.fit() ? mv.hostHeight : 0;
      if ((w !== mv.lastWidth || h !== mv.lastHeight) && mv.model) mv.relayout();
    });
    mv.ro.observe(mv.host);
  }
}

/** Redraws `mv` when the page moves to a screen with another pixel ratio. */
export function watchDpr(mv) {
  const win = mv.doc.defaultView;
  if (!win || !win.matchMedia) return;
  const mq = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
  const onChange = () => {
    mv.relayout();
    watchDpr(mv);
  };
  mq.addEventListener('change', onChange, { once: true });
}
