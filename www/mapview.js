// An interactive act map: the canvas plus an accessible overlay of one <button> per drawn node,
// positioned over its icon. Used by the page, the <spire-map> widget and embed.html.
//
// Hovering or focusing a node highlights everything reachable from it and everything that leads
// to it. Arrow keys move between nodes (up/down follow the edges when they can); Enter, Space or a
// click "activate" a node (the owner decides what that means: select, extend the route, ...).

import { buildModel, layout, drawMap, related, key, ROOM_NAMES, buffText, iconCanvas, bossOf } from './render.js';

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
    this.overlay.addEventListener('pointerover', (e) => {
      if (!e.target.closest('.map-node')) this.setHover(null);
    });
    if (typeof ResizeObserver === 'function') {
      this.ro = new ResizeObserver(() => {
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
    return Math.max(220, Math.min(max, Math.floor(this.host.clientWidth || max)));
  }

  /** Shows an act (an ActMap from the engine) of a game ('sts1' | 'sts2'). */
  setAct(act, game = 'sts1') {
    this.model = buildModel(act, game);
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

  buildButtons() {
    for (const b of this.buttons.values()) b.remove();
    this.buttons.clear();
    const ordered = [...this.model.nodes].sort((a, b) => a.y - b.y || a.x - b.x);
    for (const n of ordered) {
      const b = el(this.doc, 'button', 'map-node');
      b.type = 'button';
      b.setAttribute('aria-label', nodeName(n, this.model));
      b.dataset.x = String(n.x);
      b.dataset.y = String(n.y);
      b.dataset.room = n.room;
      b.tabIndex = -1;
      b.addEventListener('click', () => this.activate(n.key));
      b.addEventListener('focus', () => {
        this.focused = n.key;
        this.updateHighlight();
        if (this.opts.onFocusNode) this.opts.onFocusNode(n);
      });
      b.addEventListener('blur', () => {
        if (this.focused === n.key) this.focused = null;
        this.updateHighlight();
      });
      b.addEventListener('pointerenter', () => this.setHover(n.key));
      this.buttons.set(n.key, b);
      this.overlay.append(b);
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
    drawMap(this.canvas, this.model, this.lay, this.view, dpr);
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
      if (this.view.route.has(k)) {
        b.dataset.route = '1';
        b.setAttribute('aria-describedby', this.routeNote.id);
      } else {
        delete b.dataset.route;
        b.removeAttribute('aria-describedby');
      }
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
      b.setAttribute('aria-label', nodeName(n, this.model, this.view.notes && this.view.notes.get(k)));
    }
    this.draw();
  }

  setSelected(k) {
    this.view.selected = k && this.model && this.model.byKey.has(k) ? k : null;
    for (const [bk, b] of this.buttons) {
      if (bk === this.view.selected) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    }
    this.updateTabStop();
    this.draw();
  }

  updateTabStop() {
    if (!this.model) return;
    let stop = this.view.selected || this.focused;
    if (!stop || !this.buttons.has(stop)) {
      const first = [...this.model.nodes].sort((a, b) => a.y - b.y || a.x - b.x)[0];
      stop = first ? first.key : null;
    }
    for (const [k, b] of this.buttons) b.tabIndex = k === stop ? 0 : -1;
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

/** Builds the legend: one icon (drawn on a small canvas) and label per room type, in a game's style. */
export function buildLegend(doc, container, rooms, game = 'sts1') {
  const dpr = (doc.defaultView && doc.defaultView.devicePixelRatio) || 1;
  container.replaceChildren();
  for (const [room, label] of legendItems(game, rooms)) {
    const li = doc.createElement('li');
    li.append(iconCanvas(doc, room, 22, dpr, game));
    const span = doc.createElement('span');
    span.textContent = label;
    li.append(span);
    container.append(li);
  }
}

/** The legend's entries of a game as [room, label] pairs (the page's legend and the saved image). */
export function legendItems(game = 'sts1', rooms = null) {
  const items =
    rooms ||
    (game === 'sts2'
      ? ['ancient', 'monster', 'elite', 'event', 'shop', 'rest', 'treasure', 'boss', 'route']
      : ['monster', 'elite', 'event', 'shop', 'rest', 'treasure', 'boss', 'burning', 'route']);
  const labels = { ...ROOM_NAMES, burning: 'burning elite', route: 'your route' };
  return items.map((room) => [room, labels[room] || room]);
}

export { key };
