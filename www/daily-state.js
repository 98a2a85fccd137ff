// A day's daily as the page and embed.html open it: the engine's answer, the view state it sets, its line.

import { loadRoutes } from './engine.js';

/**
 * The daily of `date` ('YYYY-MM-DD'; today when null) for the view state `s`: of its game and build,
 * with StS2's Multiplayer the two-player daily (its own seed, characters and modifiers). `engine.daily`
 * answers from the route module, loaded first when needed. Resolves to `{ ok, value }` or `{ ok: false, error }`.
 */
export async function fetchDaily(engine, s, date) {
  const lobby = s.game === 'sts2' && s.multiplayer;
  const options = { game: s.game, ...(date ? { date } : {}), ...(s.build ? { build: s.build } : {}), ...(lobby ? { players: 2 } : {}) };
  const res = engine.daily(options);
  if (!res.pending) return res;
  await loadRoutes(s.game).catch(() => {});
  return engine.daily(options);
}

/** The view state's fields a daily `d` sets: its seed, ascension, modifiers and character(s). */
export function dailyFields(d) {
  const [character, character2 = null] = [].concat(d.character);
  return { seedText: d.seed, seedForm: 'string', asc: d.ascension, mods: d.modifiers.join(','), character, character2 };
}

/** "The daily of 2026-07-04 for two players (regent and silent): Specialized, …, ascension 9". */
export function dailyTitle(d) {
  const lobby = Array.isArray(d.character) ? ` for two players (${d.character.join(' and ')})` : '';
  return `The daily of ${d.date}${lobby}: ${d.modifierNames.join(', ')}, ascension ${d.ascension}`;
}
