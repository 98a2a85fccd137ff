// The search panel's elements: the DOM helpers, its fields and buttons (built empty), the form's limits, numbers' format.
//
// Data from the URL, the engine or the user only ever reaches the page through textContent, input
// values and attributes: el() sets `text` as textContent and everything else as a property or an
// attribute, never as HTML.

import { STS2_BUILDS } from './state.js';

/** The most seeds one search checks, and the most matches it lists. */
export const MAX_COUNT = 1e12;
export const MAX_LIMIT = 10000;

// One formatter for every number shown: `toLocaleString` builds a new one per call, which cost a
// search with thousands of matches about a tenth of its time on the page's thread.
const NUMBERS = new Intl.NumberFormat('en-US');
export const fmt = (n) => NUMBERS.format(Math.round(n));

/** The id of one of the panel's elements. */
export const id = (name) => `search-${name}`;

/** A new element: `class`, `text` (textContent), data-/aria-/for/role attributes, other properties. */
export function el(tag, props = {}, ...children) {
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

/** A <select> of [value, label] options with `value` chosen. */
export function select(options, value, props = {}) {
  const s = el('select', props);
  for (const [v, label] of options) s.append(el('option', { value: String(v), text: label }));
  s.value = String(value);
  return s;
}

let uid = 0;

/**
 * Builds the panel's elements inside `host` (emptied first) and returns them by name (`ui`): the
 * title, Close, the note, the condition rows' list, the filter text and its status, the run
 * settings, the scan, Start / Cancel, the error, the progress, the stats and the matches' list.
 */
/** Both games' characters: the search's `character` option and the panel's `schar=` (absent: ironclad); the engine refuses the other game's. */
export const SEARCH_CHARACTERS = [['ironclad', 'Ironclad'], ['silent', 'Silent'], ['defect', 'Defect'], ['watcher', 'Watcher (StS1)'], ['regent', 'Regent (StS2)'], ['necrobinder', 'Necrobinder (StS2)']];

export function buildPanel(host) {
  const ui = {};
  host.replaceChildren();
  host.classList.add('search');
  ui.title = el('h2', { id: id('title'), text: 'Find seeds', tabIndex: -1 });
  ui.close = el('button', { type: 'button', class: 'search-close', text: 'Close' });
  const head = el('div', { class: 'search-head' }, ui.title, ui.close);
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
  // '' is the beta, or the main branch when the From seed has 10 characters (the engine's rule).
  const seedsOf = (b) => (b === 'v0.107.1' ? `main branch ${b} (10-character seeds)` : b === 'v0.108' ? `${b} (10-character seeds)` : b);
  ui.build = select([['', "by the From seed's length (12: beta, 10: main branch)"], ...STS2_BUILDS.map((b) => [b, seedsOf(b)])], '', { id: id('build') });
  // StS2: the profile the run start follows: 'mature' or the unlocks it lacks (docs/sts2-profile.md).
  ui.profile = el('input', { type: 'text', id: id('profile'), autocomplete: 'off', spellcheck: false, maxLength: 600, placeholder: 'mature' });
  // The character whose rewards `bossrelics`, `card(N)`, `chest(N)` and `shop.relic` read.
  ui.character = select(SEARCH_CHARACTERS, 'ironclad', { id: id('character') });
  // StS2: a lobby's maps (one row fewer an act) and player 2's character ('' : player 1's), whose relic bags a profile's acts read.
  ui.mp = el('input', { type: 'checkbox', id: id('mp') });
  ui.character2 = select([['', 'the same as player 1'], ...SEARCH_CHARACTERS.filter(([c]) => c !== 'watcher')], '', { id: id('character2') });
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
    el('label', { for: id('profile'), text: 'Profile (StS2: what it lacks)' }),
    ui.profile,
    el('label', { for: id('character'), text: 'Character' }),
    ui.character,
    el('label', { class: 'check search-wide' }, ui.mp, ' Multiplayer (StS2: two players)'),
    el('label', { for: id('character2'), text: "Player 2's character" }),
    ui.character2,
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

  host.append(head, ui.note, el('div', { class: 'search-body' }, el('div', { class: 'search-form' }, filterBox, runBox, seedBox), runArea));
  return ui;
}
