// The page's StS1 run start (run_start): the assumptions line (above the map) and their sentences, the Neow select and line, the boss chests.
//
// Loaded by page-map.js with import() once a StS1 map is shown, beside the route module that
// computes the run start (the engine's run_start is the route module's): neither is in the page's
// first load. run_start is asked with the page's map options (`spoilers: false` with Reveal off:
// then no relic, card or chest the seed decides reaches the page). Until the route module is there
// the answer is `pending`: the map is shown at once, the character line says only the character,
// and app.js's onRoutesLoaded listener calls showStart again. A Neow option the seed does not
// offer is dropped with the engine's message as a note. Everything is textContent.

import { mapOptions } from './state.js';
import { fillNeowLine } from './neow-line.js';
import { neowText, characterName } from './neow.js';
import { $, setText, app, note, scheduleUrl, shownState } from './page-state.js';
import { plainAssumption } from './page-route.js';

const memo = {};

/**
 * run_start for the map options `opts` (the route module's): the engine's { ok, value } or { ok:
 * false, error }, asked once per options (`memo` keeps the last answer); { ok: false, pending: true }
 * while the route module loads, or its load's error (neither kept: asked again when it is there).
 */
function runStartOf(memo, opts) {
  const id = JSON.stringify(opts);
  if (memo.id === id) return memo.res;
  const res = app.engine.runStart(opts);
  if (app.engine.hasRoutes(opts.game)) Object.assign(memo, { id, res });
  return res;
}

/**
 * Asks run_start for the shown map and shows what it says: app.start (its value, or null while
 * pending, on error and for StS2), the run-start line, the Neow select and, on act 1, the Neow
 * line. Returns true when the Neow option taken was dropped (the caller walks the route again).
 */
export function showStart() {
  const set = app.mapSet;
  let dropped = false;
  let res = set && set.game === 'sts1' ? runStartOf(memo, mapOptions(shownState())) : null;
  if (res && !res.ok && !res.pending && app.state.neow) {
    // The Neow option taken is not one this seed offers: the run start without it, and the engine's words.
    const without = runStartOf({}, mapOptions({ ...shownState(), neow: null }));
    if (without.ok) {
      note(`The Neow option taken was dropped: ${res.error}`);
      app.state.neow = null;
      res = without;
      dropped = true;
      scheduleUrl();
    }
  }
  app.start = res && res.ok ? res.value : null;
  app.startPending = !!(res && res.pending);
  showRunStart(res);
  showNeowLine();
  return dropped;
}

/** StS1, act 1: Neow's options in the game's words above the map (the boss swap's relic with Reveal on). */
export function showNeowLine() {
  if (!app.model || app.mapSet.game !== 'sts1') return;
  fillNeowLine(document, $('ancient-caption'), app.model.act.act === 1 && app.start ? app.start.neow : null, app.state.neow, neowText);
}

/**
 * The character and the engine's assumptions on a short line under the map, and the "Neow option
 * taken" select filled with the seed's options (the one taken kept selected; while run_start is
 * pending, only the one taken).
 */
function showRunStart(res) {
  const on = app.mapSet && app.mapSet.game === 'sts1';
  const start = app.start;
  const line = $('run-start');
  line.hidden = !on;
  // The engine's sentences, without their pointers to its option names; its "character: …" leads.
  const assumed = start && Array.isArray(start.assumptions) ? start.assumptions.map(plainAssumption) : [];
  const who = assumed.find((a) => a.startsWith('character: ')) || `character: ${characterName(start ? start.character : app.state.character)}`;
  const rest = assumed.filter((a) => a !== who);
  const error = res && !res.ok && !res.pending ? ` The run start is unavailable: ${res.error}` : '';
  setText(line, on ? `C${who.slice(1)}.${rest.length ? ` Assumed: ${rest.join(' · ')}.` : ''}${error}` : '');
  line.dataset.pending = app.startPending ? '1' : '';
  // The one line above the map (the sentences above one click away).
  const name = characterName(start ? start.character : app.state.character);
  const taken = app.state.neow ? `Neow: ${neowText({ bonus: app.state.neow })}` : 'no Neow option named';
  // A daily or a custom run has no Neow: its modifiers instead (what they change is in the list it opens).
  const run = app.state.daily ? `daily ${app.state.daily}` : app.state.mods ? 'custom run' : '';
  const neow = run ? `${run}: ${app.state.mods.split(',').join(', ')}` : `${app.state.shortNeow ? 'short' : 'full'} Neow · ${taken}`;
  if (on) setText($('assumed-line'), `Assumed: ${name} · ${neow}`);
  const select = $('neow');
  const options = start && Array.isArray(start.neow) ? start.neow : on && app.state.neow ? [{ bonus: app.state.neow, cost: 'NONE' }] : [];
  const want = JSON.stringify(options.map((o) => [o.bonus, o.cost]));
  if (select.dataset.options !== want) {
    select.dataset.options = want;
    select.replaceChildren(select.options[0]);
    for (const o of options) {
      const opt = document.createElement('option');
      opt.value = o.bonus;
      opt.textContent = neowText(o);
      select.append(opt);
    }
  }
  select.value = app.state.neow || '';
}
