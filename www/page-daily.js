// The page's daily: opening a day's daily (its seed, character, ascension and modifiers) and the line saying what it assumes.
//
// Loaded with import() by app.js on the Daily button's first click or for a link's daily= (not up
// front: the daily's maps come from the route module, which engine.js loads for them anyway). The
// Modifiers field and the button are wired by app.js.

import { fetchDaily, dailyFields, dailyTitle } from './daily-state.js';
import { $, app, note } from './page-state.js';
import { regenerate } from './page-map.js';
import { syncControls } from './page-controls.js';

/**
 * Opens the daily of `date` ('YYYY-MM-DD', or today when null) of the state's game (the route module
 * derives it: loaded first when needed). Resolves to whether it drew.
 */
export async function openDaily(date, t0) {
  const s = app.state;
  const res = await fetchDaily(app.engine, s, date);
  if (!res.ok) {
    note(`The daily could not be opened: ${res.error}`);
    return false;
  }
  const d = res.value;
  Object.assign(s, dailyFields(d), { seedFormManual: false, daily: d.date, neow: null, neow2: null });
  syncControls();
  $('modifiers').value = s.mods;
  showDaily(d);
  return regenerate(t0, { seedChanged: true });
}

/** The line under the Modifiers field: the daily shown and what it assumes. */
function showDaily(d) {
  // The engine's notes are phrases (lower case): each begins a sentence here.
  const sentence = (n) => n.charAt(0).toUpperCase() + n.slice(1);
  $('modifiers-help').textContent = `${dailyTitle(d)}. ${d.notes.map(sentence).join('. ')}.`;
}
