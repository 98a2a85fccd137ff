// The seed-search panel (mountSearch): its state, the wiring of its controls, the engine on the page's thread, its workers.
//
// The panel: a form that builds a filter (and a text field for the filter language), the run
// settings, the scan (sequential from a seed, or random with its own RNG seed), Start / Cancel,
// progress and the matches as they arrive. Loaded by www/app.js only when the user opens the
// panel; it then loads the search build of the engine (www/pkg/spire_map_search.js) on the main
// thread to check filters as they are typed, and runs the scan on Web Workers
// (www/search-worker.js, one per core) through the coordinator in www/search-run.js.
//
// Its parts: www/search-dom.js (the elements), www/search-filter.js (the filter form's rows),
// www/search-params.js (the URL parameters, the engine's options, checking), www/search-progress.js
// (a run: Start, progress, the matches' rows), www/search-results.js (the list of matches). They
// share the panel `p` that mountSearch makes: { host, ui (the elements), st (the state), viewer,
// results, pool, openSeed, onParams, changed }.
//
// The engine parses and checks everything (filter, seeds, options) and says what is wrong; these
// files only build text from the form, show the engine's messages and draw results. Data from
// the URL, the engine or the user only ever reaches the page through textContent, input values and
// attributes.

import { WorkerPool } from './worker-pool.js';
import { ResultList } from './search-results.js';
import { searchWasmUrl } from './wasm-variant.js';
import { buildPanel, el } from './search-dom.js';
import { DEFAULT_ROW, KINDS, renderRows, rowsToText } from './search-filter.js';
import { intIn, loadParams, params, randomKey, showMode, validate } from './search-params.js';
import { start } from './search-progress.js';
import { autoSeedForm } from './state.js';

// The filter form's text conversions (tests/js/search-run.test.mjs checks them with the engine).
export { rowsToText, canonicalToRows } from './search-filter.js';

/**
 * Builds the panel inside `host` (an empty <section>). Returns { show, hide, visible }.
 *   params     the search parameters from the URL (state.js SEARCH_KEYS), as text
 *   viewer()   the viewer's { game, asc, finalAct, bosses, build, profile, character, multiplayer, character2 }: the defaults
 *   onParams(p)   the panel's parameters changed (the URL keeps them)
 *   openSeed({ seed, seedValue, game, asc, finalAct, bosses, build, profile, character, multiplayer, character2 })   show a match in the viewer
 */
export function mountSearch(host, { params: initial = {}, viewer, onParams, openSeed, onClose = () => {} }) {
  if (!document.querySelector('link[data-search-css]')) {
    document.head.append(el('link', { rel: 'stylesheet', href: new URL('./search.css', import.meta.url).href, 'data-search-css': '1' }));
  }
  const v = viewer();
  const ui = buildPanel(host);
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

  const p = { host, ui, st, viewer: v, results: new ResultList(ui.results), pool: null, openSeed, onParams, changed };

  function changed({ fromText }) {
    validate(p, { fromText });
    if (st.visible) onParams(params(p));
  }

  // ------------------------------------------------------------------------------ wiring
  ui.add.addEventListener('click', () => {
    const last = st.rows[st.rows.length - 1];
    st.rows.push({ ...DEFAULT_ROW, act: last?.act ?? 1 });
    renderRows(p);
    ui.filter.value = rowsToText(st.rows);
    changed({ fromText: false });
    ui.rows.lastElementChild?.querySelector('select')?.focus();
  });
  ui.filter.addEventListener('input', () => changed({ fromText: true }));
  for (const c of [ui.asc, ui.final, ui.bosses, ui.build, ui.profile, ui.character, ui.character2, ui.count, ui.limit, ui.workers, ui.rng]) c.addEventListener('input', () => changed({}));
  for (const c of [ui.game, ui.mp]) {
    c.addEventListener('input', () => {
      showMode(p);
      changed({});
    });
  }
  for (const r of [ui.seq, ui.rand]) {
    r.addEventListener('change', () => {
      showMode(p);
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
  ui.start.addEventListener('click', () => start(p));
  ui.cancel.addEventListener('click', () => {
    st.run?.cancel();
    ui.start.focus();
  });
  ui.close.addEventListener('click', () => panel.hide());
  host.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !ui.start.disabled) start(p);
  });

  const notes = loadParams(p, initial);
  if (!initial.search) ui.filter.value = rowsToText([DEFAULT_ROW]);
  st.rows = [{ ...DEFAULT_ROW }];
  showMode(p);
  renderRows(p);
  if (notes.length) ui.note.textContent = `Ignored from the link: ${notes.join('; ')}.`;
  validate(p);

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
    showMode(p);
    validate(p, { fromText: true });
  })().catch((e) => {
    ui.filterStatus.textContent = `The search engine could not be loaded: ${e.message}`;
    host.dataset.engine = 'failed';
  });

  // The workers, started when the panel is shown and kept warm between runs (www/worker-pool.js).
  const workerUrl = new URL('./search-worker.js', import.meta.url);
  const pool = (p.pool = new WorkerPool(() => new Worker(workerUrl, { type: 'module', name: 'spire-map search' })));

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
      onParams(params(p));
      if (focus) ui.title.focus();
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
