// <spire-map>: an interactive act map for any page: the widget's shell (attributes, shadow DOM, events) over the shared view.
//
//   <script type="module" src="https://example.org/spire-map/www/spire-map.js"></script>
//   <spire-map seed="AGCK93XT" act="1" ascension="20"></spire-map>
//
// Attributes (all observed; change them and the map redraws; each explained in docs/embed.md):
//   seed | seed-value, act, ascension, final-act-unlocked, emerald-key-act, bosses-seen, route, grid,
//   game (sts1 | sts2), spoil, question-rooms-before, tiny-chest, juzu-bracelet, character, neow,
//   short-neow, multiplayer, build, modifiers, daily, profile, and the route's choices events,
//   purchases, ancients (StS2: the map drawn is the one they leave: Golden Compass, the Spoils Map),
//   rests, gold-spent, hp ("FLOOR:NAME" items separated by ",", walk_route's options).
// Events: "spire-map-select" (detail: { act, x, y, floor, room }) when a room is selected,
// "spire-map-error" (detail: { message }) when the attributes cannot be drawn.
//
// Open shadow DOM; several widgets per page share one engine, loaded relative to this file's
// URL: each game's module once, when the first widget of that game draws (www/engine.js). The widget never reads or writes the host page's URL. Host pages need a CSP that allows
// 'wasm-unsafe-eval' for scripts (WebAssembly).

import { loadEngine, loadRoutes, ownProfile } from './engine.js';
import { MapView } from './mapview.js';
import { buildLegend, bossCanvas } from './legend.js';
import { fillAncientLine, oddsSummary } from './panel.js';
import { RouteOdds, checkRoute } from './routes.js';
import { parseRoute } from './games.js';
import { fillBossCaption, burningLine, imageOf, warmOnReach, warmRoutes, routeWith, walkShown } from './shell.js';
import { wireImageButtons } from './image-buttons.js';
import { styleSheet } from './spire-map-style.js';

const flag = (v, dflt) => (v === null ? dflt : !(v === 'false' || v === '0' || v === 'no'));

export class SpireMapElement extends HTMLElement {
  static get observedAttributes() {
    return [
      'seed', 'seed-value', 'act', 'ascension', 'final-act-unlocked', 'emerald-key-act', 'bosses-seen', 'route', 'grid', 'game',
      'spoil', 'question-rooms-before', 'tiny-chest', 'juzu-bracelet', 'multiplayer', 'build',
      'character', 'neow', 'short-neow', 'profile', 'modifiers', 'daily', 'events', 'purchases', 'rests', 'gold-spent', 'hp', 'ancients',
    ];
  }

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.adoptedStyleSheets = [styleSheet()];
    this.built = false;
    this.pending = false;
    this.cols = [];
    this.selected = null;
    this.routeAttr = null;
  }

  connectedCallback() {
    if (!this.built) this.build();
    this.schedule();
  }

  disconnectedCallback() {
    if (this.view && this.view.ro) this.view.ro.disconnect();
    if (this.offRoutes) this.offRoutes();
    this.offRoutes = null;
  }

  attributeChangedCallback() {
    if (this.built) this.schedule();
  }

  build() {
    this.built = true;
    const doc = this.ownerDocument;
    const mk = (tag, cls) => {
      const e = doc.createElement(tag);
      if (cls) e.className = cls;
      return e;
    };
    this.head = mk('p', 'head');
    this.titleEl = mk('span', 'title');
    this.sub = mk('span', 'sub');
    this.head.append(this.titleEl, this.sub);
    this.err = mk('p', 'error');
    this.err.setAttribute('role', 'alert');
    this.note = mk('p', 'note');
    this.note.hidden = true;
    this.bar = mk('div', 'topbar');
    this.bossEl = mk('span', 'boss');
    this.ancientEl = mk('p', 'ancient');
    this.ancientEl.hidden = true;
    const sw = mk('label', 'switch');
    this.reveal = mk('input');
    this.reveal.type = 'checkbox';
    this.reveal.setAttribute('role', 'switch');
    this.reveal.addEventListener('change', () => {
      this.revealed = this.reveal.checked;
      // generate_map and walk_route are asked again, with spoilers or without (odds only).
      if (this.model) this.update();
    });
    sw.append(this.reveal, doc.createTextNode('Reveal fights and ? outcomes'));
    this.switchEl = sw;
    this.bar.append(this.bossEl, sw);
    this.mapHost = mk('div', 'host');
    this.burning = mk('p', 'burning');
    this.info = mk('div', 'info');
    this.info.setAttribute('aria-live', 'polite');
    this.nodeInfo = mk('div');
    this.routeInfo = mk('p', 'route');
    this.spoilers = mk('p', 'spoilers');
    this.info.append(this.nodeInfo, this.routeInfo, this.spoilers);
    this.legend = mk('ul', 'legend');
    this.legend.setAttribute('aria-label', 'Legend');
    this.imageBar = mk('div', 'image-bar');
    const save = mk('button');
    save.type = 'button';
    save.textContent = 'Save image';
    const copy = mk('button');
    copy.type = 'button';
    copy.textContent = 'Copy image';
    const svg = mk('button');
    svg.type = 'button';
    svg.textContent = 'Save SVG';
    const status = mk('span', 'muted');
    status.setAttribute('role', 'status');
    this.imageBar.append(save, copy, svg, status);
    wireImageButtons(doc, { save, copy, svg, status, make: () => this.makeImage(), parent: this.root });
    this.root.append(this.head, this.err, this.note, this.bar, this.ancientEl, this.mapHost, this.burning, this.info, this.legend, this.imageBar);
    this.legendGame = null;
    // Until a map is drawn only the message shows.
    for (const e of [this.bar, this.info, this.legend, this.imageBar]) e.hidden = true;
    this.view = new MapView(this.mapHost, { onActivate: (n) => this.activate(n), compact: true, maxWidth: 540 });
    warmOnReach(() => this.options().game, this.mapHost);
  }

  schedule() {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.update();
    });
  }

  /** An attribute's trimmed value, or null when absent or blank. */
  attr(name) {
    const v = this.getAttribute(name);
    return v === null || v.trim() === '' ? null : v.trim();
  }

  options() {
    // Let the engine judge the values: it names whatever is wrong.
    const o = { game: this.attr('game') || 'sts1' };
    const value = this.attr('seed-value');
    if (value !== null) o.seedValue = value;
    else o.seed = this.attr('seed') || '';
    o.ascension = this.attr('ascension') ?? 0;
    if (this.attr('modifiers') !== null) o.modifiers = this.attr('modifiers');
    if (flag(this.getAttribute('daily'), false)) o.daily = true;
    if (o.game === 'sts2') {
      if (flag(this.getAttribute('multiplayer'), false)) o.multiplayer = true;
      // The character matters to a profile's relic bags (and so its lists).
      for (const k of ['build', 'profile', 'character', 'neow']) if (this.attr(k) !== null) o[k] = this.attr(k);
      return o;
    }
    o.finalActUnlocked = flag(this.getAttribute('final-act-unlocked'), true);
    const key = this.attr('emerald-key-act');
    if (key !== null) o.emeraldKeyTakenInAct = key;
    for (const k of ['character', 'neow']) if (this.attr(k) !== null) o[k] = this.attr(k);
    if (flag(this.getAttribute('short-neow'), false)) o.shortNeow = true;
    const bosses = this.attr('bosses-seen');
    if (bosses !== null && bosses.toLowerCase() !== 'all') {
      o.bossesSeen = bosses.toLowerCase() === 'none' ? false : bosses.split(',').map((b) => b.trim()).filter(Boolean);
    }
    return o;
  }

  /** walk_route's run options from the attributes: relics (StS1) and the route's choices (StS2: no rests), the ? rooms before this act. */
  runOptions() {
    const sts2 = (this.attr('game') || 'sts1') === 'sts2';
    const relics = sts2 ? { lenientChoices: true } : {};
    if (!sts2 && this.attr('tiny-chest') !== null) relics.tinyChest = this.attr('tiny-chest');
    if (!sts2 && flag(this.getAttribute('juzu-bracelet'), false)) relics.juzuBracelet = true;
    for (const k of ['events', 'purchases', ...(sts2 ? ['ancients'] : ['rests', 'gold-spent', 'hp'])]) if (this.getAttribute(k)) relics[k === 'gold-spent' ? 'goldSpent' : k] = this.getAttribute(k).split(',');
    return { relics, before: this.attr('question-rooms-before') };
  }

  /** The run as routes.js walks it: this act only, after the stated number of ? rooms. */
  run() {
    const act = this.model.act.act;
    const stated = [null, null, null, null];
    stated[act - 1] = this.runOpts.before;
    const routes = [[], [], [], []];
    routes[act - 1] = this.cols;
    // Reveal off: the engine is asked for the expected odds only (walk_route spoilers: false).
    return { mapOpts: this.mapOpts, relics: this.runOpts.relics, routes, models: [], act, stated, spoilers: !!this.revealed };
  }

  /** Loads the game's route module (an answer was `pending`), then updates again. */
  async loadThen(game) {
    try {
      await loadRoutes(game);
    } catch (e) {
      return this.fail(e.message);
    }
    this.schedule();
  }

  async update() {
    let engine;
    try {
      // The engine of the widget's game (loaded once per page); again if the game changed meanwhile.
      do engine = await loadEngine(this.options().game);
      while (!engine.has(this.options().game));
    } catch (e) {
      this.fail(e.message);
      return;
    }
    if (!this.odds) this.odds = new RouteOdds(engine);
    // A route module that was still loading when this widget asked (a `pending` answer): ask again.
    // StS1's run start (run_start) is the route module's too: the Neow line and the chest follow.
    this.offRoutes ??= engine.onRoutesLoaded(() => {
      this.odds.cache.clear();
      if (this.model) this.showBoss();
      if (this.model) this.refresh();
    });
    this.engine = engine;
    const opts = this.options();
    const actAttr = (this.getAttribute('act') || '1').trim();
    const spoilAttr = this.getAttribute('spoil');
    if (spoilAttr !== this.spoilAttr) {
      this.spoilAttr = spoilAttr;
      this.revealed = flag(spoilAttr, false);
    }
    // Odds only: the engine leaves out the fight and event lists (nothing secret reaches the page).
    const res = engine.generateMap({ ...opts, act: actAttr, ...(this.revealed ? {} : { spoilers: false }) });
    // A profile's maps come from the route module: load it, then update again.
    if (res.pending) return this.loadThen(opts.game);
    if (!res.ok) {
      this.fail(res.error);
      return;
    }
    // The run options (relics, ? rooms before this act) are checked by the engine too.
    const runOpts = this.runOptions();
    let act = res.value.acts[0];
    let why = [];
    if (Object.keys(runOpts.relics).length || runOpts.before !== null) {
      const check = engine.walkRoute({ ...opts, ...runOpts.relics, route: [[]], startAct: act.act, questionRoomsBefore: runOpts.before ?? 0, ...(this.revealed ? {} : { spoilers: false }) });
      // The route module checks them: load it, then update again.
      if (check.pending) return this.loadThen(opts.game);
      if (!check.ok) {
        this.fail(check.error);
        return;
      }
      // StS2: the maps the choices change (the Spoils Map's act 2, Golden Compass's golden path), and why.
      const maps = check.value.maps;
      if (maps && maps.length) {
        act = maps[act.act - 1];
        why = check.value.warnings.filter((w) => w.startsWith(`act ${act.act}: `));
      }
    }
    this.err.textContent = '';
    const set = res.value;
    this.mapSet = set;
    this.mapOpts = { ...opts, ascension: set.ascension };
    this.runOpts = runOpts;
    const id = JSON.stringify([opts, act.act, why]);
    const sameMap = this.model && this.lastId === id;
    this.lastId = id;
    this.model = this.view.setAct(act, set.game);
    if (this.legendGame !== set.game) {
      buildLegend(this.ownerDocument, this.legend, null, set.game);
      this.legendGame = set.game;
    }
    this.view.setGrid(flag(this.getAttribute('grid'), true));
    this.titleEl.textContent = `Act ${act.act}: ${act.name}`;
    this.sub.textContent = `seed ${set.seed || set.seedValue} · ascension ${set.ascension}`;
    this.note.hidden = set.game !== 'sts2';
    const mapsNote = set.game === 'sts2' ? (set.warnings || []).find((w) => /^Slay the Spire 2 maps follow/.test(w)) : ''; // which build, checked how
    // The engine's words, as text: which build, and why a route's choice changed this map.
    this.note.textContent = [mapsNote, ...why].filter(Boolean).map((w) => `${w}.`).join(' ');
    this.showBoss();
    this.reveal.checked = !!this.revealed;
    this.switchEl.hidden = !this.odds.canWalk(this.model);
    for (const e of [this.bar, this.info, this.legend, this.imageBar]) e.hidden = false;
    this.burning.textContent = burningLine(act);
    const routeAttr = this.getAttribute('route');
    if (!sameMap || routeAttr !== this.routeAttr) {
      this.routeAttr = routeAttr;
      const parsed = routeAttr ? parseRoute(routeAttr.trim()) : null;
      this.cols = parsed ? parsed[0] : [];
      if (routeAttr && !parsed) this.err.textContent = 'The route attribute is not a route like "3,2,2,1" (this act\'s columns, 0-6) and was ignored.';
      const check = checkRoute(this.model, this.cols);
      if (check.error) {
        this.err.textContent = `The route attribute was ignored: ${check.error}.`;
        this.cols = [];
      }
      this.selected = null;
    }
    this.refresh();
  }

  /** What the Save image, Copy image and Save SVG buttons draw: the shown act (see export.js). */
  makeImage() {
    if (!this.model) throw new Error('no map is shown yet');
    return imageOf(this.view, this.mapSet, this.model.act, this.burning.textContent, [this.note, this.ancientEl]);
  }

  /** The boss caption above the map, and StS2's Ancient line (act 1: Neow's options), assuming a mature profile; StS1's Neow on act 1. */
  showBoss() {
    const doc = this.ownerDocument;
    const m = this.model;
    this.start = null;
    if (m.game === 'sts2') fillAncientLine(doc, this.ancientEl, m.ancient, ownProfile(this.options()) ? this.options().profile : null);
    else {
      // StS1: run_start, from the route module (asked now: it loads it; pending until then).
      const res = this.engine.runStart({ ...this.options(), ...(this.revealed ? {} : { spoilers: false }) });
      this.start = res.ok ? res.value : null;
      if (!res.ok && !res.pending) this.fail(res.error);
      const options = m.act.act === 1 && this.start ? this.start.neow : null;
      this.ancientEl.hidden = true;
      // The line's code comes with the run start, not with the first map (the widget's size budget).
      if (options) {
        import('./neow-line.js').then(({ fillNeowLine }) => {
          if (this.model === m && this.start && this.start.neow === options) fillNeowLine(doc, this.ancientEl, options, this.attr('neow')?.toUpperCase());
        });
      }
    }
    const dpr = (doc.defaultView && doc.defaultView.devicePixelRatio) || 1;
    fillBossCaption(doc, this.bossEl, m, (name) => bossCanvas(doc, name, 18, dpr, m.game));
  }

  fail(message) {
    this.err.textContent = message;
    this.dispatchEvent(new CustomEvent('spire-map-error', { detail: { message } }));
  }

  activate(node) {
    // The route module, if it is not there yet (or failed before: a click tries again).
    warmRoutes(this.mapSet.game);
    this.cols = routeWith(this.model, this.cols, node);
    this.selected = node.key;
    this.refresh();
    this.dispatchEvent(
      new CustomEvent('spire-map-select', {
        detail: { act: this.model.act.act, x: node.x, y: node.y, floor: node.floor, room: node.room },
        bubbles: true,
        composed: true,
      }),
    );
  }

  refresh() {
    const check = checkRoute(this.model, this.cols);
    const run = this.run();
    const reveal = !!this.revealed;
    this.view.setRoute(check.keys);
    this.view.setSelected(this.selected);
    const node = this.selected && this.model.byKey.get(this.selected);
    const { walked, notes } = walkShown(this.view, this.odds, run, this.model, this.cols, check.keys, node, {
      reveal,
      asc: this.mapSet.ascension,
      game: this.mapSet.game,
      box: this.nodeInfo,
      chest: this.start && this.start.bossRelics[this.model.act.act - 1],
      redraw: () => this.model && this.refresh(),
    });
    const spoilers = [];
    for (const s of walked.steps) {
      const sp = notes.get(s.node.key);
      if (sp && sp.name) spoilers.push(`floor ${s.node.floor}${s.node.room === 'event' ? ' (?)' : ''} ${sp.name}`);
    }
    if (this.cols.length) {
      const t = walked.totals;
      const qs = walked.steps
        .filter((s) => s.node.room === 'event' && s.floor && s.floor.odds)
        .map((s) => `floor ${s.node.floor}: ${oddsSummary(s.floor.odds)}`);
      const gold = t && !walked.counted ? `; gold from fights ${t.goldMin}-${t.goldMax}` : '';
      const error = walked.pending ? 'Loading the route engine…' : walked.error;
      this.routeInfo.textContent = t
        ? `Route: ${check.keys.length} rooms, ${t.monsters + t.elites + t.bosses} fights, ${t.elites} elites, ${t.events} ? rooms, ${t.shops} shops, ${t.rests} rests, ${t.treasures} treasure${gold}.${qs.length ? ` ? odds: ${qs.join('; ')}.` : ''}${error ? ` ${error}` : ''}`
        : `Route: ${check.keys.length} rooms.${error ? ` ${error}` : ''}`;
    } else {
      this.routeInfo.textContent = '';
    }
    this.spoilers.replaceChildren();
    if (spoilers.length) {
      const b = this.ownerDocument.createElement('span');
      b.className = 'spoiler';
      b.textContent = 'Fights and ? outcomes: ';
      this.spoilers.append(b, `${spoilers.join('; ')}.`);
    }
  }
}

if (!customElements.get('spire-map')) customElements.define('spire-map', SpireMapElement);
