// The seed-search panel: a form that builds a filter (and a text field for the filter language),
// the run settings, the scan (sequential from a seed, or random with its own RNG seed), Start /
// Cancel, progress and the matches as they arrive. Loaded by www/app.js only when the user opens
// the panel; it then loads the search build of the engine (www/pkg/spire_map_search.js) on the
// main thread to check filters as they are typed, and runs the scan on Web Workers
// (www/search-worker.js, one per core) through the coordinator in www/search-run.js.
//
// The engine parses and checks everything (filter, seeds, options) and says what is wrong; this
// file only builds text from the form, shows the engine's messages and draws results. Data from
// the URL, the engine or the user only ever reaches the page through textContent, input values and
// attributes.

import { SearchRun } from './search-run.js';
import { WorkerPool } from './worker-pool.js';
import { ResultList } from './search-results.js';
import { searchWasmUrl } from './wasm-variant.js';
import { serialise, defaultState, autoSeedForm, displayText, parseBosses, bossesParam, bossesSeenOption, GAME_INFO, BOSSES, STS2_BUILDS } from './state.js';

/** The filter language's quantities as the form offers them (README "Seed search"). */
const QUANTITIES = [
  { id: 'max', label: 'most … on a route', kind: true },
  { id: 'min', label: 'fewest … on a route', kind: true },
  { id: 'maxfloor', label: 'most … on a route up to floor', kind: true, floor: true },
  { id: 'minfloor', label: 'fewest … on a route up to floor', kind: true, floor: true },
  { id: 'minbefore', label: 'fewest … before the first …', kind: true, kind2: true },
  { id: 'count', label: 'rooms of a kind on the map', kind: true },
  { id: 'nodes', label: 'rooms on the map' },
  { id: 'starts', label: 'rooms on the first floor' },
  { id: 'bottlenecks', label: 'floors with a single room' },
  { id: 'boss', label: 'boss', names: 'bosses' },
  { id: 'boss2', label: 'second boss (act 3, A20)', names: 'bosses' },
  { id: 'fight', label: 'normal fight number', nth: 13, names: 'fights' },
  { id: 'elite', label: 'elite fight number', nth: 10, names: 'fights' },
  { id: 'burning.floor', label: 'burning elite: floor' },
  { id: 'burning.buff', label: 'burning elite: buff', names: 'buffs' },
  { id: 'burning.column', label: 'burning elite: column' },
];
const QBY = new Map(QUANTITIES.map((q) => [q.id, q]));
const OPS = ['>=', '<=', '=', '!=', '>', '<'];
const KINDS = ['elites', 'fights', 'monsters', 'events', 'rests', 'shops', 'treasures'];
const KIND_LABEL = { events: 'events (?)' };
const MAX_COUNT = 1e12;
const MAX_LIMIT = 10000;
const DEFAULT_ROW = { act: 1, q: 'max', kind: 'elites', kind2: 'rests', n: 6, op: '>=', value: '4' };

/** The quantity text of a form row, e.g. "max(elites, floor <= 6)". */
function quantityText(r) {
  switch (r.q) {
    case 'max':
    case 'min':
    case 'count':
      return `${r.q}(${r.kind})`;
    case 'maxfloor':
    case 'minfloor':
      return `${r.q.slice(0, 3)}(${r.kind}, floor <= ${r.n})`;
    case 'minbefore':
      return `min(${r.kind} before ${r.kind2})`;
    case 'fight':
    case 'elite':
      return `${r.q}(${r.n})`;
    default:
      return r.q;
  }
}

/** The filter text of the form's rows. */
export function rowsToText(rows) {
  return rows
    .map((r) => {
      const q = QBY.get(r.q);
      const v = q.names ? `"${String(r.value).replace(/"/g, '')}"` : String(r.value).trim();
      return `a${r.act}.${quantityText(r)} ${r.op} ${v}`;
    })
    .join(' and ');
}

/** Names compare without case, spaces or punctuation (as the engine's canonical text writes them). */
const squash = (s) => String(s).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The form rows of a filter in the engine's CANONICAL form (check_filter's output), or null when
 * the form cannot show it. `names` turns canonical names back into display names.
 */
export function canonicalToRows(canonical, names) {
  const rows = [];
  for (const part of canonical.split(' and ')) {
    const m = /^a([1-4])\.(.+) (>=|<=|!=|=|>|<) (-?\d+|"[^"]*")$/.exec(part);
    if (!m) return null;
    const [, act, qt, op, value] = m;
    const row = { ...DEFAULT_ROW, act: Number(act), op, value: value.replace(/^"(.*)"$/, '$1') };
    let k;
    if ((k = /^(max|min|count)\((\w+)\)$/.exec(qt))) Object.assign(row, { q: k[1], kind: k[2] });
    else if ((k = /^(max|min)\((\w+), floor <= (\d+)\)$/.exec(qt))) Object.assign(row, { q: `${k[1]}floor`, kind: k[2], n: Number(k[3]) });
    else if ((k = /^min\((\w+) before (\w+)\)$/.exec(qt))) Object.assign(row, { q: 'minbefore', kind: k[1], kind2: k[2] });
    else if ((k = /^(fight|elite)\((\d+)\)$/.exec(qt))) Object.assign(row, { q: k[1], n: Number(k[2]) });
    else if (QBY.has(qt) && !QBY.get(qt).kind && !QBY.get(qt).nth) row.q = qt;
    else return null;
    const q = QBY.get(row.q);
    if (Boolean(q.names) !== value.startsWith('"')) return null; // names are quoted, numbers are not
    if (q.names) row.value = (names?.[q.names] ?? []).find((n) => squash(n) === squash(row.value)) ?? row.value;
    rows.push(row);
  }
  return rows;
}

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('data-') || k.startsWith('aria-') || k === 'for' || k === 'role') e.setAttribute(k, v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

function select(options, value, props = {}) {
  const s = el('select', props);
  for (const [v, label] of options) s.append(el('option', { value: String(v), text: label }));
  s.value = String(value);
  return s;
}

function randomKey() {
  return crypto.getRandomValues(new BigUint64Array(1))[0].toString();
}

// One formatter for every number shown: `toLocaleString` builds a new one per call, which cost a
// search with thousands of matches about a tenth of its time on the page's thread.
const NUMBERS = new Intl.NumberFormat('en-US');
const fmt = (n) => NUMBERS.format(Math.round(n));

let uid = 0;

/**
 * Builds the panel inside `host` (an empty <section>). Returns { show, hide, visible }.
 *   params     the search parameters from the URL (state.js SEARCH_KEYS), as text
 *   viewer()   the viewer's { game, asc, finalAct, bosses }: the defaults
 *   onParams(p)   the panel's parameters changed (the URL keeps them)
 *   openSeed({ seed, seedValue, game, asc, finalAct, bosses })   show a match in the viewer
 */
export function mountSearch(host, { params: initial = {}, viewer, onParams, openSeed, onClose = () => {} }) {
  if (!document.querySelector('link[data-search-css]')) {
    document.head.append(el('link', { rel: 'stylesheet', href: new URL('./search.css', import.meta.url).href, 'data-search-css': '1' }));
  }
  const v = viewer();
  const ui = {};
  const st = {
    engine: null,
    names: { kinds: KINDS, bosses: [], fights: [], buffs: [] },
    rows: [],
    run: null,
    valid: false,
    fromForm: 'string',
    fromFormManual: false,
    visible: false,
    timer: 0,
    liveAt: 0,
  };

  // ------------------------------------------------------------------------------ the DOM
  host.replaceChildren();
  host.classList.add('search');
  const id = (name) => `search-${name}`;
  const title = el('h2', { id: id('title'), text: 'Find seeds', tabIndex: -1 });
  ui.close = el('button', { type: 'button', class: 'search-close', text: 'Close' });
  const head = el('div', { class: 'search-head' }, title, ui.close);
  ui.note = el('p', { class: 'muted search-note', id: id('note') });

  // Conditions
  ui.rows = el('ol', { class: 'search-rows', 'aria-label': 'Conditions (all must hold)' });
  ui.add = el('button', { type: 'button', id: id('add'), text: 'Add condition' });
  ui.filter = el('textarea', { id: id('filter'), rows: 2, spellcheck: false, autocomplete: 'off', maxLength: 2000, 'aria-describedby': id('filter-status') });
  ui.filterStatus = el('p', { id: id('filter-status'), class: 'search-filter-status', 'aria-live': 'polite' });
  const help = el(
    'details',
    { class: 'search-help' },
    el('summary', { text: 'The filter language' }),
    el('p', {
      text: 'Conditions joined by “and”; a seed matches when all hold. Each is ACT.QUANTITY OP VALUE: ACT a1-a4, OP one of = != < <= > >=. Quantities: max(K), min(K) (most / fewest rooms of kind K on a route), max(K, floor <= N), min(K before L), count(K), nodes, starts, bottlenecks, boss, boss2, fight(N), elite(N), burning.floor, burning.buff, burning.column. Kinds: elites fights monsters events rests shops treasures.',
    }),
    el('p', { class: 'mono', text: 'a1.boss = Hexaghost and a1.burning.floor = 6' }),
    el('p', { class: 'mono', text: 'a1.min(elites before rest) = 0 and a1.max(events) >= 6' }),
  );
  const filterBox = el(
    'fieldset',
    { class: 'search-box' },
    el('legend', { text: 'Filter' }),
    ui.rows,
    ui.add,
    el('label', { for: id('filter'), class: 'search-label', text: 'Filter text (edit it or use the form)' }),
    ui.filter,
    ui.filterStatus,
    help,
  );

  // Run settings
  ui.game = select([['sts1', 'Slay the Spire'], ['sts2', 'Slay the Spire 2']], 'sts1', { id: id('game') });
  ui.asc = select(Array.from({ length: 21 }, (_, i) => [i, String(i)]), 0, { id: id('asc') });
  ui.final = el('input', { type: 'checkbox', id: id('final') });
  // StS2: the game build whose seeding to search ('' the engine's default, the current seeding).
  ui.build = select([['', 'current (v0.109-v0.111)'], ...STS2_BUILDS.map((b) => [b, b])], '', { id: id('build') });
  // Bosses seen: all, none, or the viewer's own set (an option made when there is one).
  ui.bosses = select([['all', 'all (usual)'], ['none', 'none yet']], 'all', { id: id('bosses') });
  const runBox = el(
    'fieldset',
    { class: 'search-box search-grid' },
    el('legend', { text: 'Run' }),
    el('label', { for: id('game'), text: 'Game' }),
    ui.game,
    el('label', { for: id('asc'), text: 'Ascension' }),
    ui.asc,
    el('label', { for: id('build'), text: 'Game build (StS2)' }),
    ui.build,
    el('label', { for: id('bosses'), text: 'Bosses seen' }),
    ui.bosses,
    el('label', { class: 'check search-wide' }, ui.final, ' Final act unlocked (burning elites, act 4)'),
  );

  // Seeds
  const mode = `search-mode-${++uid}`;
  ui.seq = el('input', { type: 'radio', name: mode, value: 'seq', id: id('mode-seq') });
  ui.rand = el('input', { type: 'radio', name: mode, value: 'random', id: id('mode-random') });
  ui.from = el('input', { type: 'text', id: id('from'), autocomplete: 'off', spellcheck: false, maxLength: 64, placeholder: '0' });
  ui.fromForm = select([['string', 'game string'], ['number', 'number']], 'string', { id: id('from-form'), 'aria-label': 'Read the first seed as' });
  ui.rng = el('input', { type: 'text', id: id('rng'), autocomplete: 'off', spellcheck: false, maxLength: 24, inputMode: 'numeric' });
  ui.newRng = el('button', { type: 'button', id: id('new-rng'), text: 'New' });
  ui.count = el('input', { type: 'number', id: id('count'), min: 1, max: MAX_COUNT, step: 1, inputMode: 'numeric' });
  ui.limit = el('input', { type: 'number', id: id('limit'), min: 1, max: MAX_LIMIT, step: 1, inputMode: 'numeric' });
  ui.workers = el('input', { type: 'number', id: id('workers'), min: 1, max: 64, step: 1, inputMode: 'numeric' });
  ui.fromRow = el('div', { class: 'search-inline' }, el('label', { for: id('from'), text: 'From seed' }), ui.from, ui.fromForm);
  ui.rngRow = el('div', { class: 'search-inline' }, el('label', { for: id('rng'), text: 'RNG seed' }), ui.rng, ui.newRng);
  const seedBox = el(
    'fieldset',
    { class: 'search-box' },
    el('legend', { text: 'Seeds' }),
    el(
      'div',
      { class: 'search-inline', role: 'radiogroup', 'aria-label': 'Scan' },
      el('label', { class: 'check' }, ui.seq, ' in order'),
      el('label', { class: 'check' }, ui.rand, ' random'),
    ),
    ui.fromRow,
    ui.rngRow,
    el(
      'div',
      { class: 'search-grid' },
      el('label', { for: id('count'), text: 'Seeds to check' }),
      ui.count,
      el('label', { for: id('limit'), text: 'Stop after matches' }),
      ui.limit,
      el('label', { for: id('workers'), text: 'Workers (cores)' }),
      ui.workers,
    ),
  );

  // Run
  ui.start = el('button', { type: 'button', id: id('start'), class: 'search-start', text: 'Search' });
  ui.cancel = el('button', { type: 'button', id: id('cancel'), text: 'Cancel', disabled: true });
  ui.error = el('p', { id: id('error'), class: 'search-error', 'aria-live': 'polite' });
  ui.progress = el('progress', { id: id('progress'), max: 1, value: 0, 'aria-label': 'Seeds checked' });
  ui.stats = el('p', { id: id('stats'), class: 'search-stats' });
  ui.live = el('p', { id: id('live'), class: 'visually-hidden', role: 'status' });
  ui.results = el('ol', { id: id('results'), class: 'search-results', 'aria-label': 'Matching seeds' });
  const runArea = el(
    'div',
    { class: 'search-run' },
    el('div', { class: 'search-actions' }, ui.start, ui.cancel),
    ui.error,
    ui.progress,
    ui.stats,
    ui.live,
    el('h3', { text: 'Matches' }),
    ui.results,
  );
  const results = new ResultList(ui.results);

  host.append(head, ui.note, el('div', { class: 'search-body' }, el('div', { class: 'search-form' }, filterBox, runBox, seedBox), runArea));

  // ------------------------------------------------------------------------------ form rows
  function nameList(kind) {
    const listId = id(`names-${kind}`);
    if (!document.getElementById(listId)) {
      const dl = el('datalist', { id: listId });
      for (const n of st.names[kind] ?? []) dl.append(el('option', { value: n }));
      host.append(dl);
    }
    return listId;
  }

  function renderRows() {
    ui.rows.replaceChildren();
    st.rows.forEach((r, i) => {
      const q = QBY.get(r.q);
      const n = i + 1;
      const li = el('li', { class: 'search-row' });
      const act = select([1, 2, 3, 4].map((a) => [a, `Act ${a}`]), r.act, { 'aria-label': `Condition ${n}: act` });
      const quantity = select(QUANTITIES.map((x) => [x.id, x.label]), r.q, { 'aria-label': `Condition ${n}: quantity` });
      li.append(act, quantity);
      const kinds = st.names.kinds.map((k) => [k, KIND_LABEL[k] ?? k]);
      const parts = { act, quantity };
      if (q.kind) li.append((parts.kind = select(kinds, r.kind, { 'aria-label': `Condition ${n}: room kind` })));
      if (q.kind2) li.append(el('span', { text: 'before' }), (parts.kind2 = select(kinds, r.kind2, { 'aria-label': `Condition ${n}: before the first` })));
      if (q.floor) li.append(el('span', { text: 'floor ≤' }), (parts.n = el('input', { type: 'number', min: 1, max: 60, value: r.n, 'aria-label': `Condition ${n}: last floor` })));
      if (q.nth) li.append((parts.n = el('input', { type: 'number', min: 1, max: q.nth, value: r.n, 'aria-label': `Condition ${n}: which fight (from 1)` })));
      const ops = q.names ? ['=', '!='] : OPS;
      li.append((parts.op = select(ops.map((o) => [o, o]), ops.includes(r.op) ? r.op : ops[0], { 'aria-label': `Condition ${n}: comparison` })));
      parts.value = q.names
        ? el('input', { type: 'text', value: r.value, 'aria-label': `Condition ${n}: name`, autocomplete: 'off' })
        : el('input', { type: 'number', value: r.value, 'aria-label': `Condition ${n}: value`, inputMode: 'numeric' });
      if (q.names) parts.value.setAttribute('list', nameList(q.names));
      li.append(parts.value);
      const remove = el('button', { type: 'button', class: 'search-remove', text: 'Remove', 'aria-label': `Remove condition ${n}` });
      remove.disabled = st.rows.length === 1;
      li.append(remove);
      const read = () => {
        const nq = quantity.value;
        const changedQ = nq !== r.q;
        r.act = Number(act.value);
        r.q = nq;
        if (parts.kind) r.kind = parts.kind.value;
        if (parts.kind2) r.kind2 = parts.kind2.value;
        if (parts.n) r.n = parts.n.value;
        r.op = parts.op.value;
        r.value = parts.value.value;
        if (changedQ) {
          const nqd = QBY.get(nq);
          if (nqd.names && !(st.names[nqd.names] ?? []).some((x) => squash(x) === squash(r.value))) r.value = st.names[nqd.names]?.[0] ?? '';
          if (!nqd.names && !/^-?\d+$/.test(String(r.value))) r.value = '1';
          if (nqd.nth && !(Number(r.n) >= 1 && Number(r.n) <= nqd.nth)) r.n = 1;
          if (nqd.floor && !(Number(r.n) >= 1 && Number(r.n) <= 60)) r.n = 6;
          renderRows();
          ui.rows.children[i]?.querySelectorAll('select')[1]?.focus();
        }
        ui.filter.value = rowsToText(st.rows);
        changed({ fromText: false });
      };
      li.addEventListener('change', read);
      li.addEventListener('input', (e) => e.target.tagName === 'INPUT' && read());
      remove.addEventListener('click', () => {
        st.rows.splice(i, 1);
        renderRows();
        ui.filter.value = rowsToText(st.rows);
        changed({ fromText: false });
        ui.add.focus();
      });
      ui.rows.append(li);
    });
  }

  // ------------------------------------------------------------------------------ state <-> params
  function params() {
    const p = { search: ui.filter.value };
    if (ui.game.value !== 'sts1') p.sgame = ui.game.value;
    p.sasc = ui.asc.value;
    if (ui.game.value === 'sts2' && ui.build.value) p.sbuild = ui.build.value;
    if (!ui.final.checked) p.sfinal = '0';
    if (ui.bosses.value !== 'all') p.sbosses = ui.bosses.value;
    if (ui.rand.checked) p.srng = ui.rng.value.trim();
    else if (ui.from.value.trim()) p[st.fromForm === 'number' ? 'sfromValue' : 'sfrom'] = ui.from.value.trim();
    p.scount = ui.count.value;
    p.slimit = ui.limit.value;
    return p;
  }

  /** The engine's SearchOptions of the form (without start / count / limit). */
  function options() {
    const o = { filter: ui.filter.value, game: ui.game.value, ascension: Number(ui.asc.value), finalActUnlocked: ui.final.checked };
    const bosses = bossesOfForm();
    if (o.game === 'sts1' && bosses !== null) o.bossesSeen = bossesSeenOption(bosses);
    if (o.game === 'sts2' && ui.build.value) o.build = ui.build.value;
    if (ui.rand.checked) o.rngSeed = ui.rng.value.trim();
    else if (ui.from.value.trim()) o[st.fromForm === 'number' ? 'fromValue' : 'from'] = ui.from.value.trim();
    return o;
  }

  const intIn = (text, lo, hi) => (/^\d{1,13}$/.test(String(text).trim()) && Number(text) >= lo && Number(text) <= hi ? Number(text) : null);

  function loadParams(p) {
    const notes = [];
    ui.filter.value = p.search ?? '';
    const game = p.sgame ?? (v.game === 'sts2' ? 'sts2' : 'sts1');
    if (game === 'sts1' || game === 'sts2') ui.game.value = game;
    else notes.push(`sgame=“${displayText(game, 12)}”`);
    const asc = p.sasc === undefined ? v.asc : intIn(p.sasc, 0, 20);
    if (asc === null) notes.push(`sasc=“${displayText(p.sasc, 12)}”`);
    ui.asc.value = String(asc ?? v.asc);
    ui.final.checked = p.sfinal === undefined ? v.finalAct : p.sfinal !== '0';
    const build = p.sbuild ?? v.build ?? '';
    if (build === '' || STS2_BUILDS.includes(build)) ui.build.value = build;
    else notes.push(`sbuild=“${displayText(build, 12)}”`);
    let bosses = v.bosses ?? null;
    if (p.sbosses !== undefined) {
      bosses = parseBosses(p.sbosses);
      if (bosses === undefined) notes.push(`sbosses=“${displayText(p.sbosses, 24)}”`);
    }
    setBosses(bosses ?? null);
    if (p.srng !== undefined) {
      ui.rand.checked = true;
      ui.rng.value = p.srng.slice(0, 24);
    } else {
      ui.seq.checked = true;
      ui.rng.value = randomKey();
    }
    const from = p.sfrom ?? p.sfromValue ?? '';
    ui.from.value = from.slice(0, 64);
    st.fromForm = p.sfromValue !== undefined ? 'number' : 'string';
    st.fromFormManual = from !== '' && st.fromForm !== autoSeedForm(from);
    ui.fromForm.value = st.fromForm;
    const count = p.scount === undefined ? 100000 : intIn(p.scount, 1, MAX_COUNT);
    if (count === null) notes.push(`scount=“${displayText(p.scount, 16)}”`);
    ui.count.value = String(count ?? 100000);
    const limit = p.slimit === undefined ? 100 : intIn(p.slimit, 1, MAX_LIMIT);
    if (limit === null) notes.push(`slimit=“${displayText(p.slimit, 16)}”`);
    ui.limit.value = String(limit ?? 100);
    ui.workers.value = String(Math.max(1, Math.min(64, navigator.hardwareConcurrency || 1)));
    return notes;
  }

  /** Shows a bosses-seen set in the select (null: all; []: none; else the set as a third option). */
  function setBosses(bosses) {
    for (const o of [...ui.bosses.options].slice(2)) o.remove();
    if (bosses !== null && bosses.length) {
      const names = BOSSES.filter((b) => bosses.includes(b.id)).map((b) => b.name);
      ui.bosses.append(el('option', { value: bossesParam(bosses), text: `some: ${names.join(', ')}` }));
    }
    ui.bosses.value = bossesParam(bosses) ?? 'all';
  }

  /** The form's bosses-seen set: null (all), [] (none) or the ids. */
  function bossesOfForm() {
    return ui.bosses.value === 'all' ? null : parseBosses(ui.bosses.value) ?? null;
  }

  function showMode() {
    ui.fromRow.hidden = ui.rand.checked;
    ui.rngRow.hidden = !ui.rand.checked;
    // StS2 seeds are strings only; StS2 has no final-act switch.
    const sts2 = ui.game.value === 'sts2';
    if (sts2) ui.fromForm.value = st.fromForm = 'string';
    ui.fromForm.disabled = sts2;
    ui.final.disabled = sts2;
    ui.bosses.disabled = sts2;
    ui.build.disabled = !sts2;
    // The game's ascension range (the viewer's table of the games).
    const max = GAME_INFO[ui.game.value]?.maxAscension ?? 20;
    if (ui.asc.options.length !== max + 1) {
      const was = Math.min(Number(ui.asc.value), max);
      ui.asc.replaceChildren(...Array.from({ length: max + 1 }, (_, i) => el('option', { value: String(i), text: String(i) })));
      ui.asc.value = String(was);
    }
  }

  // ------------------------------------------------------------------------------ checking
  function changed({ fromText }) {
    validate({ fromText });
    if (st.visible) onParams(params());
  }

  function validate({ fromText = false } = {}) {
    if (!st.engine) {
      ui.filterStatus.textContent = 'Loading the search engine…';
      ui.start.disabled = true;
      return false;
    }
    let canonical;
    try {
      canonical = st.engine.check_filter(ui.filter.value);
    } catch (e) {
      ui.filterStatus.textContent = e.message;
      ui.filterStatus.classList.add('bad');
      ui.filter.setAttribute('aria-invalid', 'true');
      ui.error.textContent = '';
      st.valid = false;
      ui.start.disabled = true;
      return false;
    }
    ui.filter.removeAttribute('aria-invalid');
    ui.filterStatus.classList.remove('bad');
    ui.filterStatus.textContent = `Reads as: ${canonical}`;
    if (fromText) {
      const rows = canonicalToRows(canonical, st.names);
      if (rows) {
        st.rows = rows;
        renderRows();
      } else {
        ui.filterStatus.textContent += ' (the form cannot show this filter)';
      }
    }
    // The engine checks the rest (game, seeds, RNG seed) by a search of no seeds.
    let problem = '';
    try {
      st.engine.search({ ...options(), count: 0 });
    } catch (e) {
      problem = e.message;
    }
    const count = intIn(ui.count.value, 1, MAX_COUNT);
    const limit = intIn(ui.limit.value, 1, MAX_LIMIT);
    const workers = intIn(ui.workers.value, 1, 64);
    if (!problem && count === null) problem = `Seeds to check: a whole number from 1 to ${fmt(MAX_COUNT)}.`;
    if (!problem && limit === null) problem = `Stop after matches: a whole number from 1 to ${fmt(MAX_LIMIT)}.`;
    if (!problem && workers === null) problem = 'Workers: a whole number from 1 to 64.';
    if (!st.run || st.run.state !== 'running') ui.error.textContent = problem;
    st.valid = !problem;
    ui.start.disabled = !st.valid || st.run?.state === 'running';
    return st.valid;
  }

  // ------------------------------------------------------------------------------ running
  function settingsOfRun() {
    const sts2 = ui.game.value === 'sts2';
    return { game: ui.game.value, asc: Number(ui.asc.value), finalAct: ui.final.checked, bosses: sts2 ? null : bossesOfForm(), build: (sts2 && ui.build.value) || null };
  }

  function matchHref(m, s) {
    const state = { ...defaultState(), game: s.game, asc: s.asc, finalAct: s.finalAct, bosses: s.bosses, build: s.build, search: s.params };
    if (m.seed) Object.assign(state, { seedText: m.seed, seedForm: 'string' });
    else Object.assign(state, { seedText: m.seedValue, seedForm: 'number' });
    return `${location.pathname}${serialise(state)}`;
  }

  // A match's row in the list of matches (www/search-results.js draws them).
  function matchItem(m, settings) {
    const a = el('a', { href: matchHref(m, settings), class: 'search-seed', text: m.seed || m.seedValue });
    a.addEventListener('click', (e) => {
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      openSeed({ seed: m.seed, seedValue: m.seedValue, game: settings.game, asc: settings.asc, finalAct: settings.finalAct, bosses: settings.bosses, build: settings.build });
    });
    const li = el(
      'li',
      { 'data-index': String(m.index), 'data-seed': m.seed, 'data-seed-value': m.seedValue },
      a,
      el('span', { class: 'search-num', text: m.seedValue }),
      el('span', { class: 'search-idx', text: `#${fmt(m.index)}` }),
    );
    li.matchIndex = m.index;
    return li;
  }

  function renderProgress(run) {
    const total = run.total;
    ui.progress.max = total;
    ui.progress.value = Math.min(run.checked, total);
    const states = { running: 'Searching', done: 'Done', limit: 'Done (match limit reached)', cancelled: 'Cancelled', error: 'Stopped' };
    const text = `${states[run.state] ?? ''}: ${fmt(run.checked)} of ${fmt(total)} seeds checked · ${fmt(run.rate)} seeds/s · ${run.matches.length} ${run.matches.length === 1 ? 'match' : 'matches'} · ${run.workersStarted} ${run.workersStarted === 1 ? 'worker' : 'workers'}`;
    ui.stats.textContent = text;
    host.dataset.state = run.state;
    host.dataset.checked = String(run.checked);
    host.dataset.matches = String(run.matches.length);
    host.dataset.rate = String(Math.round(run.rate));
    const now = performance.now();
    if (run.state !== 'running' || now - st.liveAt > 5000) {
      st.liveAt = now;
      ui.live.textContent = text;
    }
  }

  function start() {
    if (!validate() || st.run?.state === 'running') return;
    const settings = { ...settingsOfRun(), params: params() };
    results.reset((m) => matchItem(m, settings));
    ui.error.textContent = '';
    const run = new SearchRun({
      options: options(),
      total: intIn(ui.count.value, 1, MAX_COUNT),
      limit: intIn(ui.limit.value, 1, MAX_LIMIT),
      workers: intIn(ui.workers.value, 1, 64),
      createWorker: () => pool.take(),
      releaseWorker: (w) => pool.give(w),
      onUpdate: (r) => {
        if (st.timer) return;
        st.timer = setTimeout(() => {
          st.timer = 0;
          if (st.run !== r || r.state !== 'running') return;
          renderProgress(r);
          results.update(r.matches);
        }, 100);
      },
      onDone: (r) => {
        clearTimeout(st.timer);
        st.timer = 0;
        renderProgress(r);
        results.update(r.matches);
        if (r.state === 'error') ui.error.textContent = r.message;
        ui.start.disabled = !st.valid;
        ui.cancel.disabled = true;
        if (document.activeElement === ui.cancel || document.activeElement === document.body) ui.start.focus();
      },
    });
    st.run = run;
    ui.start.disabled = true;
    ui.cancel.disabled = false;
    run.start();
    if (run.state === 'running') {
      renderProgress(run);
      st.liveAt = 0;
      ui.live.textContent = `Searching ${fmt(run.total)} seeds on ${run.workersStarted} ${run.workersStarted === 1 ? 'worker' : 'workers'}.`;
    }
  }

  // ------------------------------------------------------------------------------ wiring
  ui.add.addEventListener('click', () => {
    const last = st.rows[st.rows.length - 1];
    st.rows.push({ ...DEFAULT_ROW, act: last?.act ?? 1 });
    renderRows();
    ui.filter.value = rowsToText(st.rows);
    changed({ fromText: false });
    ui.rows.lastElementChild?.querySelector('select')?.focus();
  });
  ui.filter.addEventListener('input', () => changed({ fromText: true }));
  for (const c of [ui.asc, ui.final, ui.bosses, ui.build, ui.count, ui.limit, ui.workers, ui.rng]) c.addEventListener('input', () => changed({}));
  ui.game.addEventListener('input', () => {
    showMode();
    changed({});
  });
  for (const r of [ui.seq, ui.rand]) {
    r.addEventListener('change', () => {
      showMode();
      changed({});
    });
  }
  ui.from.addEventListener('input', () => {
    if (!ui.from.value.trim()) st.fromFormManual = false;
    if (!st.fromFormManual) ui.fromForm.value = st.fromForm = autoSeedForm(ui.from.value);
    changed({});
  });
  ui.fromForm.addEventListener('change', () => {
    st.fromForm = ui.fromForm.value;
    st.fromFormManual = true;
    changed({});
  });
  ui.newRng.addEventListener('click', () => {
    ui.rng.value = randomKey();
    changed({});
  });
  ui.start.addEventListener('click', start);
  ui.cancel.addEventListener('click', () => {
    st.run?.cancel();
    ui.start.focus();
  });
  ui.close.addEventListener('click', () => panel.hide());
  host.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !ui.start.disabled) start();
  });

  const notes = loadParams(initial);
  if (!initial.search) ui.filter.value = rowsToText([DEFAULT_ROW]);
  st.rows = [{ ...DEFAULT_ROW }];
  showMode();
  renderRows();
  if (notes.length) ui.note.textContent = `Ignored from the link: ${notes.join('; ')}.`;
  validate();

  // The engine, on the main thread, for checking filters as they are typed.
  const engineReady = (async () => {
    const m = await import('./pkg/spire_map_search.js');
    await m.default({ module_or_path: searchWasmUrl() }); // the workers' variant, so it is fetched once
    st.engine = m;
    st.names = m.filter_names();
    for (const list of host.querySelectorAll('datalist')) list.remove();
    try {
      m.search({ filter: 'a1.starts >= 1', game: 'sts2', count: 0 });
    } catch (e) {
      ui.game.querySelector('option[value=sts2]').disabled = true;
      const was = ui.game.value;
      ui.game.value = 'sts1';
      const said = `Slay the Spire 1 only: the engine says “${e.message.replace(/^invalid filter: /, '')}”`;
      ui.note.textContent = was === 'sts2' ? `${said} This search is for Slay the Spire 1 seeds. ${ui.note.textContent}` : `${said}. ${ui.note.textContent}`;
    }
    host.dataset.engine = 'ready';
    showMode();
    validate({ fromText: true });
  })().catch((e) => {
    ui.filterStatus.textContent = `The search engine could not be loaded: ${e.message}`;
    host.dataset.engine = 'failed';
  });

  // The workers, started when the panel is shown and kept warm between runs (www/worker-pool.js).
  const workerUrl = new URL('./search-worker.js', import.meta.url);
  const pool = new WorkerPool(() => new Worker(workerUrl, { type: 'module', name: 'spire-map search' }));

  const panel = {
    get visible() {
      return st.visible;
    },
    ready: engineReady,
    show({ focus = true } = {}) {
      host.hidden = false;
      st.visible = true;
      const workers = intIn(ui.workers.value, 1, 64);
      try {
        if (workers !== null && !st.run) pool.warm(workers);
      } catch {
        // No worker can start here: the panel still opens, and a search says why.
      }
      onParams(params());
      if (focus) title.focus();
    },
    hide() {
      st.run?.cancel();
      pool.close();
      host.hidden = true;
      st.visible = false;
      onParams({});
      onClose();
      document.getElementById('search-open')?.focus();
    },
  };
  return panel;
}
