// The page's daily: opening a day's daily (its seed, character, ascension and modifiers) and the line saying what it assumes.
//
// Loaded with import() by app.js on the Daily button's first click or for a link's daily= (not up
// front: the daily's maps come from the route module, which engine.js loads for them anyway). The
// Modifiers field and the button are wired by app.js.

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
  // Multiplayer on (StS2): the two-player daily, whose seed, characters and modifiers are its own.
  const lobby = s.game === 'sts2' && s.multiplayer;
  const options = { game: s.game, ...(date ? { date } : {}), ...(s.build ? { build: s.build } : {}), ...(lobby ? { players: 2 } : {}) };
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
  const [character, character2 = null] = Array.isArray(d.character) ? d.character : [d.character];
  Object.assign(s, { mods: d.modifiers.join(','), character, character2, neow: null, neow2: null });
  syncControls();
  $('modifiers').value = s.mods;
  showDaily(d);
  return regenerate(t0, { seedChanged: true });
}

/** The line under the Modifiers field: the daily shown and what it assumes. */
function showDaily(d) {
  const lobby = Array.isArray(d.character) ? ` for two players (${d.character.join(' and ')})` : '';
  $('modifiers-help').textContent = `The daily of ${d.date}${lobby}: ${d.modifierNames.join(', ')}, ascension ${d.ascension}. ${d.notes.join('. ')}.`;
}
