// An interactive act map: a canvas and its accessible overlay of room buttons (the page's, the widget's and embed.html's).
//
// MapView ties a view together: its state (view-state.js), the layout (layout.js), the drawing
// (render.js and its layers) and the input (input.js); it owns the DOM: the canvas and, over it,
// one <button> per drawn room, positioned over its icon, which carries the view's state for screen
// readers (the room's name, its route membership, the selection). A room activated (a click or
// tap, Enter or Space) goes to the owner's onActivate (select, extend the route, ...).

import { buildModel, ROOM_NAMES, buffText, bossOf } from './model.js';
import { layout, hitBox } from './layout.js';
import { drawMap } from './render.js';
import { viewState, clearAct, setRoute, setNotes, setSelected, setHighlight } from './view-state.js';
import { wireInput, watchSize, watchDpr } from './input.js';

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
   * maxWidth, fit() }: while fit() is true the act fits the host's height too (the page on a
   * desktop, whose CSS gives the host a height of its own).
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
    this.view = viewState();
    this.hover = null;
    this.focused = null;
    this.lastWidth = 0;
    this.frame = 0;
    wireInput(this);
    watchSize(this);
    watchDpr(this);
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
    clearAct(this.view);
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
    const fit = !!(this.opts.fit && this.opts.fit());
    this.lastHeight = fit ? (this.hostHeight === null ? this.host.clientHeight : this.hostHeight) : 0;
    this.lay = layout(this.model, this.lastWidth, { compact: !!this.opts.compact, maxHeight: this.lastHeight });
    this.overlay.style.width = `${this.lay.width}px`;
    this.overlay.style.height = `${this.lay.height}px`;
    this.wrap.style.width = `${this.lay.width}px`;
    for (const [k, b] of this.buttons) {
      const { left, top, size } = hitBox(this.lay, this.model.byKey.get(k));
      // Only what moved is written (a written style is computed again, even when it is the same).
      const at = `${left} ${top} ${size}`;
      if (placed.get(b) === at) continue;
      placed.set(b, at);
      b.style.left = `${left}px`;
      b.style.top = `${top}px`;
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
    // How long the last drawMap took, in ms (the page's timing figures, www/page-map.js reportTiming).
    this.drawMs = performance.now() - t;
  }

  setGrid(on) {
    this.view.grid = !!on;
    this.draw();
  }

  /** The route as node keys from the bottom up. */
  setRoute(keys) {
    setRoute(this.view, keys);
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
    setNotes(this.view, notes);
    for (const [k, b] of this.buttons) {
      const n = this.model.byKey.get(k);
      const note = this.view.notes && this.view.notes.get(k);
      setAttr(b, 'aria-label', nodeName(n, this.model, note));
      // The reward badges drawn on the room (card, potion, relic), for tests and styles.
      setAttr(b, 'data-gives', note && note.gives && note.gives.length ? note.gives.join(' ') : null);
    }
    this.draw();
  }

  setSelected(k) {
    setSelected(this.view, this.model, k);
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
    setHighlight(this.view, this.model, this.hover, this.focused);
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
}
