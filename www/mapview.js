// An interactive act map: the canvas plus an accessible overlay of one <button> per drawn node,
// positioned over its icon. Used by the page, the <spire-map> widget and embed.html.
//
// Hovering or focusing a node highlights everything reachable from it and everything that leads
// to it. Arrow keys move between nodes (up/down follow the edges when they can); Enter, Space or a
// click "activate" a node (the owner decides what that means: select, extend the route, ...).

import { buildModel, related, key, ROOM_NAMES, buffText, bossOf } from './model.js';
import { layout } from './layout.js';
import { drawMap } from './render.js';

/**
 * The accessible name of a node: "Floor 7: elite (burning: +4 Metallicize)", with the boss's name
 * on a StS1 boss ("Floor 16: boss — Hexaghost"; no spoiler: the game shows the boss icon), a StS2
 * boss node's own boss ("Floor 50: boss — Queen") and Ancient ("Floor 1: Ancient — Neow"), and a
 * revealed spoiler when the caller passes one ("Floor 7: elite — Lagavulin").
 */
export function nodeName(n, model = null, note = null) {
  let s = `Floor ${n.floor}: ${ROOM_NAMES[n.room] || n.room}`;
  if (n.burning) s += ` (burning: ${buffText(n.burning)})`;
  if (n.room === 'boss' && model && model.game === 'sts2') {
    const boss = bossOf(model, n);
    if (boss) s += ` — ${boss}`;
  } else if (n.room === 'boss' && model && model.bossNames.length) s += ` — ${model.bossNames.join(', then ')}`;
  else if (model && model.ancient && n === model.start) s += ` — ${model.ancient.name}`;
  else if (note && note.name) s += ` — ${note.name}`;
  return s;
}

/** Sets an attribute (null: removes it), leaving the element alone when it already has that value. */
function setAttr(e, name, value) {
  if (e.getAttribute(name) === value) return;
  if (value === null) e.removeAttribute(name);
  else e.setAttribute(name, value);
}

// Where relayout last put each node button ("left top size"), so that only what moved is written.
const placed = new WeakMap();

function el(doc, tag, cls) {
  const e = doc.createElement(tag);
  if (cls) e.className = cls;
  return e;
}

export class MapView {
  /**
   * host: the element to draw into. options: { onActivate(node), onFocusNode(node|null), compact,
   * maxWidth }.
   */
  constructor(host, options = {}) {
    this.host = host;
    this.doc = host.ownerDocument;
    this.opts = options;
    this.wrap = el(this.doc, 'div', 'map-wrap');
    this.canvas = el(this.doc, 'canvas', 'map-canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.overlay = el(this.doc, 'div', 'map-overlay');
    this.overlay.setAttribute('role', 'group');
    // Route membership for screen readers: route nodes are described by this hidden text.
    MapView.count = (MapView.count || 0) + 1;
    this.routeNote = el(this.doc, 'span', 'visually-hidden');
    this.routeNote.id = `spire-map-route-note-${MapView.count}`;
    this.routeNote.textContent = 'on your route';
    this.routeNote.hidden = true;
    this.wrap.append(this.canvas, this.overlay, this.routeNote);
    host.append(this.wrap);
    this.model = null;
    this.lay = null;
    this.buttons = new Map();
    this.view = { grid: true, route: new Set(), routeEdges: new Set(), selected: null, focus: null, related: null, notes: null };
    this.hover = null;
    this.focused = null;
    this.lastWidth = 0;
    this.frame = 0;
    this.overlay.addEventListener('keydown', (e) => this.onKey(e));
    this.overlay.addEventListener('pointerleave', () => this.setHover(null));
    // Clicks, focus and hover of every node's button, on the overlay (the buttons are reused from
    // act to act): the node is the one the button's data-x and data-y name.
    const nodeKey = (e) => {
      const b = e.target.closest && e.target.closest('.map-node');
      return b ? key(Number(b.dataset.x), Number(b.dataset.y)) : null;
    };
    this.overlay.addEventListener('pointerover', (e) => this.setHover(nodeKey(e)));
    this.overlay.addEventListener('click', (e) => {
      const k = nodeKey(e);
      if (k) this.activate(k);
    });
    this.overlay.addEventListener('focusin', (e) => {
      const k = nodeKey(e);
      if (!k || !this.model || !this.model.byKey.has(k)) return;
      this.focused = k;
      this.updateHighlight();
      if (this.opts.onFocusNode) this.opts.onFocusNode(this.model.byKey.get(k));
    });
    this.overlay.addEventListener('focusout', (e) => {
      const k = nodeKey(e);
      if (!k) return;
      if (this.focused === k) this.focused = null;
      this.updateHighlight();
    });
    // The host's width as the ResizeObserver last saw it (null until it has): reading clientWidth
    // while the page has changes not laid out yet would force a layout of the whole page on every
    // redraw, before the one the frame does anyway.
    this.hostWidth = null;
    if (typeof ResizeObserver === 'function') {
      this.ro = new ResizeObserver(() => {
        // Called after the frame's layout: the width is there to read without a layout of its own.
        this.hostWidth = this.host.clientWidth;
        const w = this.width();
        if (w !== this.lastWidth && this.model) this.relayout();
      });
      this.ro.observe(host);
    }
    // Redraw when the page moves to a screen with another pixel ratio.
    this.watchDpr();
  }

  watchDpr() {
    const win = this.doc.defaultView;
    if (!win || !win.matchMedia) return;
    const mq = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
    const onChange = () => {
      this.relayout();
      this.watchDpr();
    };
    mq.addEventListener('change', onChange, { once: true });
  }

  width() {
    const max = this.opts.maxWidth || 640;
    const w = this.hostWidth === null ? this.host.clientWidth : this.hostWidth;
    return Math.max(220, Math.min(max, Math.floor(w || max)));
  }

  /**
   * Shows an act (an ActMap from the engine) of a game ('sts1' | 'sts2'); `model`, when given, is
   * buildModel(act, game) already built by the caller. Returns the model.
   */
  setAct(act, game = 'sts1', model = null) {
    this.model = model || buildModel(act, game);
    this.view.selected = null;
    this.view.related = null;
    this.view.notes = null;
    this.hover = null;
    this.focused = null;
    this.overlay.setAttribute(
      'aria-label',
      `Act ${act.act} map, ${act.name}: floors ${act.firstFloor} to ${act.firstFloor + this.model.rows - 1}. Arrow keys move between rooms.`,
    );
    this.buildButtons();
    this.relayout();
    return this.model;
  }

  /**
   * One button per node, bottom row first (the overlay holds nothing else). A button whose room
   * is at the same place in the new act stays (a redraw per keystroke then changes few elements of
   * the page: fewer styles and layouts to compute); a focused one goes, as before, so focus never
   * moves to another room by itself.
   */
  buildButtons() {
    const ordered = [...this.model.nodes].sort((a, b) => a.y - b.y || a.x - b.x);
    this.firstKey = ordered.length ? ordered[0].key : null;
    const active = this.overlay.getRootNode().activeElement;
    const old = this.buttons;
    this.buttons = new Map();
    for (const [k, b] of old) {
      if (b === active || !this.model.byKey.has(k)) {
        b.remove();
        old.delete(k);
      }
    }
    // The buttons left are in the new order already (both orders are by row, then column).
    let cursor = this.overlay.firstChild;
    for (const n of ordered) {
      let b = old.get(n.key);
      if (b) {
        cursor = b.nextSibling;
        delete b.dataset.route;
        b.removeAttribute('aria-describedby');
        b.removeAttribute('aria-current');
      } else {
        b = el(this.doc, 'button', 'map-node');
        b.type = 'button';
        b.dataset.x = String(n.x);
        b.dataset.y = String(n.y);
        this.overlay.insertBefore(b, cursor);
      }
      setAttr(b, 'aria-label', nodeName(n, this.model));
      if (b.dataset.room !== n.room) b.dataset.room = n.room;
      this.buttons.set(n.key, b);
    }
    this.updateTabStop();
  }

  relayout() {
    if (!this.model) return;
    this.lastWidth = this.width();
    this.lay = layout(this.model, this.lastWidth, { compact: !!this.opts.compact });
    this.overlay.style.width = `${this.lay.width}px`;
    this.overlay.style.height = `${this.lay.height}px`;
    this.wrap.style.width = `${this.lay.width}px`;
    const hit = this.lay.hit;
    for (const [k, b] of this.buttons) {
      const p = this.lay.pos.get(k);
      const size = this.model.byKey.get(k).virtual ? p.r * 2.3 : hit;
      // Only what moved is written (a written style is computed again, even when it is the same).
      const at = `${p.cx - size / 2} ${p.cy - size / 2} ${size}`;
      if (placed.get(b) === at) continue;
      placed.set(b, at);
      b.style.left = `${p.cx - size / 2}px`;
      b.style.top = `${p.cy - size / 2}px`;
      b.style.width = `${size}px`;
      b.style.height = `${size}px`;
    }
    this.draw();
  }

  /** Schedules one redraw before the next frame (many updates in a row draw once). */
  draw() {
    if (this.frame) return;
    const win = this.doc.defaultView;
    if (!win || !win.requestAnimationFrame) {
      this.drawNow();
      return;
    }
    this.frame = win.requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  drawNow() {
    if (!this.model || !this.lay) return;
    const dpr = (this.doc.defaultView && this.doc.defaultView.devicePixelRatio) || 1;
    const t = performance.now();
    drawMap(this.canvas, this.model, this.lay, this.view, dpr);
    // How long the last drawMap took, in ms (the page's timing figures, www/app.js reportTiming).
    this.drawMs = performance.now() - t;
  }

  setGrid(on) {
    this.view.grid = !!on;
    this.draw();
  }

  /** The route as node keys from the bottom up. */
  setRoute(keys) {
    this.view.route = new Set(keys);
    this.view.routeEdges = new Set();
    for (let i = 0; i + 1 < keys.length; i++) this.view.routeEdges.add(`${keys[i]}>${keys[i + 1]}`);
    for (const [k, b] of this.buttons) {
      const on = this.view.route.has(k);
      setAttr(b, 'data-route', on ? '1' : null);
      setAttr(b, 'aria-describedby', on ? this.routeNote.id : null);
    }
    this.draw();
  }

  /**
   * Revealed spoilers on route nodes: Map<key, { text, name, room, outcome? }> (`text` is drawn,
   * `name` ends the node's accessible name), or null to hide them all.
   */
  setNotes(notes) {
    this.view.notes = notes && notes.size ? notes : null;
    for (const [k, b] of this.buttons) {
      const n = this.model.byKey.get(k);
      setAttr(b, 'aria-label', nodeName(n, this.model, this.view.notes && this.view.notes.get(k)));
    }
    this.draw();
  }

  setSelected(k) {
    this.view.selected = k && this.model && this.model.byKey.has(k) ? k : null;
    for (const [bk, b] of this.buttons) {
      setAttr(b, 'aria-current', bk === this.view.selected ? 'true' : null);
    }
    this.updateTabStop();
    this.draw();
  }

  updateTabStop() {
    if (!this.model) return;
    let stop = this.view.selected || this.focused;
    if (!stop || !this.buttons.has(stop)) stop = this.firstKey;
    for (const [k, b] of this.buttons) setAttr(b, 'tabindex', k === stop ? '0' : '-1');
  }

  setHover(k) {
    if (k === this.hover) return;
    this.hover = k;
    this.updateHighlight();
  }

  updateHighlight() {
    const k = this.hover || this.focused;
    this.view.focus = this.focused;
    this.view.related = k && this.model ? related(this.model, k) : null;
    this.draw();
  }

  activate(k) {
    const n = this.model && this.model.byKey.get(k);
    if (n && this.opts.onActivate) this.opts.onActivate(n);
  }

  focusNode(k) {
    const b = this.buttons.get(k);
    if (!b) return;
    for (const [bk, other] of this.buttons) other.tabIndex = bk === k ? 0 : -1;
    b.focus();
  }

  onKey(e) {
    if (!this.model) return;
    const cur = this.focused && this.model.byKey.get(this.focused);
    if (!cur) return;
    let next = null;
    const nearest = (keys) => {
      let best = null;
      for (const k of keys) {
        const n = this.model.byKey.get(k);
        const d = Math.abs(n.x - cur.x);
        if (!best || d < best.d || (d === best.d && n.x < best.n.x)) best = { n, d };
      }
      return best && best.n.key;
    };
    const row = (y) => this.model.nodes.filter((n) => n.y === y).map((n) => n.key);
    switch (e.key) {
      case 'ArrowUp':
        next = nearest(this.model.children.get(cur.key)) || nearest(row(cur.y + 1));
        break;
      case 'ArrowDown':
        next = nearest(this.model.parents.get(cur.key)) || nearest(row(cur.y - 1));
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        const same = this.model.nodes.filter((n) => n.y === cur.y).sort((a, b) => a.x - b.x);
        const i = same.findIndex((n) => n.key === cur.key);
        const j = e.key === 'ArrowLeft' ? i - 1 : i + 1;
        if (j >= 0 && j < same.length) next = same[j].key;
        break;
      }
      case 'Home':
        next = nearest(row(Math.min(...this.model.nodes.map((n) => n.y))));
        break;
      case 'End':
        next = nearest(row(Math.max(...this.model.nodes.map((n) => n.y))));
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next) this.focusNode(next);
  }
}
