// The search panel's runs: Start (a SearchRun on the warm workers), the progress line and the matches' rows.

import { SearchRun } from './search-run.js';
import { el, fmt, MAX_COUNT, MAX_LIMIT } from './search-dom.js';
import { intIn, options, params, settingsOfRun, validate } from './search-params.js';
import { serialise, defaultState } from './state.js';

/** The viewer's URL of a match, with the run's settings `s`. */
function matchHref(m, s) {
  const state = { ...defaultState(), game: s.game, asc: s.asc, finalAct: s.finalAct, bosses: s.bosses, build: s.build, search: s.params };
  if (m.seed) Object.assign(state, { seedText: m.seed, seedForm: 'string' });
  else Object.assign(state, { seedText: m.seedValue, seedForm: 'number' });
  return `${location.pathname}${serialise(state)}`;
}

// A match's row in the list of matches (www/search-results.js draws them).
function matchItem(p, m, settings) {
  const a = el('a', { href: matchHref(m, settings), class: 'search-seed', text: m.seed || m.seedValue });
  a.addEventListener('click', (e) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    p.openSeed({ seed: m.seed, seedValue: m.seedValue, game: settings.game, asc: settings.asc, finalAct: settings.finalAct, bosses: settings.bosses, build: settings.build, profile: settings.profile, character: settings.character, multiplayer: settings.multiplayer, character2: settings.character2 });
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

/** Runs shorter than this are given their time, not a rate (workers starting up dominate them). */
const RATE_AFTER_MS = 1000;

/**
 * How fast `run` went: seeds a second while it runs and for a finished run of a second or more;
 * a shorter finished run says how long it took, which a rate would misstate.
 */
export function speedText(run) {
  const ms = run.elapsedMs;
  if (run.state !== 'running' && ms < RATE_AFTER_MS) return `in ${(ms / 1000).toFixed(2)} s`;
  return `${fmt(run.rate)} seeds/s`;
}

/** Shows a run's state, counts and speed (the live region at most every 5 s while it runs). */
export function renderProgress(p, run) {
  const { ui, st, host } = p;
  const total = run.total;
  ui.progress.max = total;
  ui.progress.value = Math.min(run.checked, total);
  const states = { running: 'Searching', done: 'Done', limit: 'Done (match limit reached)', cancelled: 'Cancelled', error: 'Stopped' };
  const text = `${states[run.state] ?? ''}: ${fmt(run.checked)} of ${fmt(total)} seeds checked · ${speedText(run)} · ${run.matches.length} ${run.matches.length === 1 ? 'match' : 'matches'} · ${run.workersStarted} ${run.workersStarted === 1 ? 'worker' : 'workers'}`;
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

/**
 * Starts a search of the form's settings on the pool's workers (`p.pool`), unless the form has a
 * problem or a run is going on; its progress and matches are drawn as they come, every 100 ms.
 */
export function start(p) {
  const { ui, st, results } = p;
  if (!validate(p) || st.run?.state === 'running') return;
  const settings = { ...settingsOfRun(p), params: params(p) };
  results.reset((m) => matchItem(p, m, settings));
  ui.error.textContent = '';
  const run = new SearchRun({
    options: options(p),
    total: intIn(ui.count.value, 1, MAX_COUNT),
    limit: intIn(ui.limit.value, 1, MAX_LIMIT),
    workers: intIn(ui.workers.value, 1, 64),
    createWorker: () => p.pool.take(),
    releaseWorker: (w) => p.pool.give(w),
    onUpdate: (r) => {
      if (st.timer) return;
      st.timer = setTimeout(() => {
        st.timer = 0;
        if (st.run !== r || r.state !== 'running') return;
        renderProgress(p, r);
        results.update(r.matches);
      }, 100);
    },
    onDone: (r) => {
      clearTimeout(st.timer);
      st.timer = 0;
      renderProgress(p, r);
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
    renderProgress(p, run);
    st.liveAt = 0;
    ui.live.textContent = `Searching ${fmt(run.total)} seeds on ${run.workersStarted} ${run.workersStarted === 1 ? 'worker' : 'workers'}.`;
  }
}
