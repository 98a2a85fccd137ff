// The page's custom runs and dailies: the Modifiers field, the Daily button and a link's daily=.

import { loadRoutes } from './engine.js';
import { $, app, note } from './page-state.js';
import { regenerate } from './page-map.js';
import { syncControls } from './page-controls.js';

/**
 * Opens the daily of `date` ('YYYY-MM-DD', or today when null) of the state's game (the route module
 * derives it: loaded first when needed). Resolves to whether it drew.
 */
export async function openDaily(date, t0) {
  const s = app.state;
  const options = { game: s.game, ...(date ? { date } : {}), ...(s.build ? { build: s.build } : {}) };
  let res = app.engine.daily(options);
  if (res.pending) {
    await loadRoutes(s.game).catch(() => {});
    res = app.engine.daily(options);
  }
  if (!res.ok) {
    note(`The daily could not be opened: ${res.error}`);
    return false;
  }
  const d = res.value;
  Object.assign(s, { seedText: d.seed, seedForm: 'string', seedFormManual: false, asc: d.ascension, daily: d.date });
  Object.assign(s, { mods: d.modifiers.join(','), character: Array.isArray(d.character) ? d.character[0] : d.character, neow: null });
  syncControls();
  $('modifiers').value = s.mods;
  showDaily(d);
  return regenerate(t0, { seedChanged: true });
}

/** The line under the Modifiers field: the daily shown and what it assumes, or what the field takes. */
function showDaily(d) {
  const help = $('modifiers-help');
  if (!d) {
    help.textContent = 'A custom run’s modifiers, separated by commas, as run files or the game name them (Elite Swarm, Certain Future, BigGameHunter, …).';
    return;
  }
  help.textContent = `The daily of ${d.date}: ${d.modifierNames.join(', ')}, ascension ${d.ascension}. ${d.notes.join('. ')}.`;
}

/** Wires the field and the button; a link's daily= without a seed opens that day's daily. Resolves to whether it drew. */
export async function mountDaily(seedGiven, t0) {
  const s = app.state;
  const field = $('modifiers');
  field.value = s.mods;
  showDaily(null);
  field.addEventListener('change', (e) => {
    s.mods = field.value.trim();
    s.daily = null;
    showDaily(null);
    regenerate(e.timeStamp);
  });
  $('daily-open').addEventListener('click', (e) => openDaily(null, e.timeStamp));
  // Another seed is not the daily any more (its modifiers stay: a custom run).
  $('seed-input').addEventListener('input', () => {
    s.daily = null;
  });
  // Another game has other modifiers: cleared before the game's own listener draws (capture phase).
  document.addEventListener('change', (e) => {
    if (e.target.name !== 'game' || e.target.value === s.game) return;
    Object.assign(s, { mods: '', daily: null });
    field.value = '';
    showDaily(null);
  }, true);
  return s.daily && !seedGiven ? openDaily(s.daily, t0) : false;
}
