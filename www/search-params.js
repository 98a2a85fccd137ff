// The search panel's parameters: the form as URL parameters and as engine options, filled from the URL, checked.
//
// The engine parses and checks everything (filter, seeds, options) and says what is wrong; this
// file only builds text and options from the form and shows the engine's messages.

import { canonicalToRows, renderRows } from './search-filter.js';
import { el, fmt, MAX_COUNT, MAX_LIMIT, SEARCH_CHARACTERS } from './search-dom.js';
import { autoSeedForm, displayText, parseBosses, bossesParam, bossesSeenOption, GAME_INFO, BOSSES, STS2_BUILDS } from './state.js';
import { characterPair, lobbyJoin } from './game-ids.js';

/** Whether the form searches a StS2 lobby, and player 2's character there (null: player 1's). */
const lobbyOf = ({ ui }) => (ui.game.value === 'sts2' && ui.mp.checked ? { character2: ui.character2.value || null } : null);

/** A new RNG seed for a random scan. */
export function randomKey() {
  return crypto.getRandomValues(new BigUint64Array(1))[0].toString();
}

/** The panel's parameters for the URL (state.js SEARCH_KEYS), as text. */
export function params(p) {
  const { ui, st } = p;
  const o = { search: ui.filter.value };
  if (ui.game.value !== 'sts1') o.sgame = ui.game.value;
  o.sasc = ui.asc.value;
  if (ui.game.value === 'sts2' && ui.build.value) o.sbuild = ui.build.value;
  if (ui.game.value === 'sts2' && profileOfForm(p)) o.sprofile = profileOfForm(p);
  // StS2: smp and schar always said in a lobby (unsaid, they follow the viewer's when the link is opened).
  const lobby = lobbyOf(p);
  if (ui.game.value === 'sts2') o.smp = lobby ? '1' : '0';
  if (ui.character.value !== 'ironclad' || lobby) o.schar = lobbyJoin(ui.character.value, lobby?.character2);
  if (!ui.final.checked) o.sfinal = '0';
  if (ui.bosses.value !== 'all') o.sbosses = ui.bosses.value;
  if (ui.rand.checked) o.srng = ui.rng.value.trim();
  else if (ui.from.value.trim()) o[st.fromForm === 'number' ? 'sfromValue' : 'sfrom'] = ui.from.value.trim();
  o.scount = ui.count.value;
  o.slimit = ui.limit.value;
  return o;
}

/** The engine's SearchOptions of the form (without start / count / limit). */
export function options(p) {
  const { ui, st } = p;
  const o = { filter: ui.filter.value, game: ui.game.value, ascension: Number(ui.asc.value), finalActUnlocked: ui.final.checked };
  const bosses = bossesOfForm(p);
  if (o.game === 'sts1' && bosses !== null) o.bossesSeen = bossesSeenOption(bosses);
  if (o.game === 'sts2' && ui.build.value) o.build = ui.build.value;
  if (o.game === 'sts2' && profileOfForm(p)) o.profile = profileOfForm(p);
  const lobby = lobbyOf(p);
  if (lobby) o.multiplayer = true;
  o.character = lobbyJoin(ui.character.value, lobby?.character2);
  if (ui.rand.checked) o.rngSeed = ui.rng.value.trim();
  else if (ui.from.value.trim()) o[st.fromForm === 'number' ? 'fromValue' : 'from'] = ui.from.value.trim();
  return o;
}

/** `text` as a whole number from `lo` to `hi`, or null. */
export const intIn = (text, lo, hi) => (/^\d{1,13}$/.test(String(text).trim()) && Number(text) >= lo && Number(text) <= hi ? Number(text) : null);

/**
 * Fills the form from the URL's parameters `given` (as text), the viewer's settings `p.viewer` as
 * the defaults; returns what was ignored, as notes.
 */
export function loadParams(p, given) {
  const { ui, st, viewer: v } = p;
  const notes = [];
  ui.filter.value = given.search ?? '';
  const game = given.sgame ?? (v.game === 'sts2' ? 'sts2' : 'sts1');
  if (game === 'sts1' || game === 'sts2') ui.game.value = game;
  else notes.push(`sgame=“${displayText(game, 12)}”`);
  const asc = given.sasc === undefined ? v.asc : intIn(given.sasc, 0, 20);
  if (asc === null) notes.push(`sasc=“${displayText(given.sasc, 12)}”`);
  ui.asc.value = String(asc ?? v.asc);
  ui.final.checked = given.sfinal === undefined ? v.finalAct : given.sfinal !== '0';
  const build = given.sbuild ?? v.build ?? '';
  if (build === '' || STS2_BUILDS.includes(build)) ui.build.value = build;
  else notes.push(`sbuild=“${displayText(build, 12)}”`);
  ui.profile.value = (given.sprofile ?? v.profile ?? '').slice(0, 600);
  // A lobby (smp=1, the viewer's Multiplayer by default) and its characters (schar=a,b).
  ui.mp.checked = given.smp === undefined ? !!v.multiplayer : given.smp === '1';
  const pair = characterPair(given.schar ?? lobbyJoin(v.character ?? 'ironclad', v.character2));
  if (pair && SEARCH_CHARACTERS.some(([id]) => id === pair.character)) {
    ui.character.value = pair.character;
    ui.character2.value = pair.character2 ?? '';
  } else notes.push(`schar=“${displayText(given.schar, 24)}”`);
  let bosses = v.bosses ?? null;
  if (given.sbosses !== undefined) {
    bosses = parseBosses(given.sbosses);
    if (bosses === undefined) notes.push(`sbosses=“${displayText(given.sbosses, 24)}”`);
  }
  setBosses(p, bosses ?? null);
  if (given.srng !== undefined) {
    ui.rand.checked = true;
    ui.rng.value = given.srng.slice(0, 24);
  } else {
    ui.seq.checked = true;
    ui.rng.value = randomKey();
  }
  const from = given.sfrom ?? given.sfromValue ?? '';
  ui.from.value = from.slice(0, 64);
  st.fromForm = given.sfromValue !== undefined ? 'number' : 'string';
  st.fromFormManual = from !== '' && st.fromForm !== autoSeedForm(from);
  ui.fromForm.value = st.fromForm;
  const count = given.scount === undefined ? 100000 : intIn(given.scount, 1, MAX_COUNT);
  if (count === null) notes.push(`scount=“${displayText(given.scount, 16)}”`);
  ui.count.value = String(count ?? 100000);
  const limit = given.slimit === undefined ? 100 : intIn(given.slimit, 1, MAX_LIMIT);
  if (limit === null) notes.push(`slimit=“${displayText(given.slimit, 16)}”`);
  ui.limit.value = String(limit ?? 100);
  ui.workers.value = String(Math.max(1, Math.min(64, navigator.hardwareConcurrency || 1)));
  return notes;
}

/** Shows a bosses-seen set in the select (null: all; []: none; else the set as a third option). */
function setBosses(p, bosses) {
  const { ui } = p;
  for (const o of [...ui.bosses.options].slice(2)) o.remove();
  if (bosses !== null && bosses.length) {
    const names = BOSSES.filter((b) => bosses.includes(b.id)).map((b) => b.name);
    ui.bosses.append(el('option', { value: bossesParam(bosses), text: `some: ${names.join(', ')}` }));
  }
  ui.bosses.value = bossesParam(bosses) ?? 'all';
}

/**
 * The form's StS2 profile as the engine takes it: null for mature (blank or "mature"), else the text
 * as typed (the engine names an unlock it does not know).
 */
export function profileOfForm(p) {
  const v = p.ui.profile.value.trim();
  return v === '' || v.toLowerCase() === 'mature' ? null : v;
}

/** The form's bosses-seen set: null (all), [] (none) or the ids. */
export function bossesOfForm(p) {
  const { ui } = p;
  return ui.bosses.value === 'all' ? null : parseBosses(ui.bosses.value) ?? null;
}

/** The run settings a match is shown with in the viewer. */
export function settingsOfRun(p) {
  const { ui } = p;
  const sts2 = ui.game.value === 'sts2';
  return {
    game: ui.game.value,
    asc: Number(ui.asc.value),
    finalAct: ui.final.checked,
    bosses: sts2 ? null : bossesOfForm(p),
    build: (sts2 && ui.build.value) || null,
    profile: sts2 ? profileOfForm(p) : null,
    character: ui.character.value,
    multiplayer: !!lobbyOf(p),
    character2: lobbyOf(p)?.character2 ?? null,
  };
}

/** Shows the fields of the scan and the game chosen (StS2: string seeds, its builds, no final act). */
export function showMode(p) {
  const { ui, st } = p;
  ui.fromRow.hidden = ui.rand.checked;
  ui.rngRow.hidden = !ui.rand.checked;
  // StS2 seeds are strings only; StS2 has no final-act switch.
  const sts2 = ui.game.value === 'sts2';
  if (sts2) ui.fromForm.value = st.fromForm = 'string';
  ui.fromForm.disabled = sts2;
  ui.final.disabled = sts2;
  ui.bosses.disabled = sts2;
  ui.build.disabled = !sts2;
  ui.profile.disabled = !sts2;
  ui.mp.disabled = !sts2;
  ui.character2.disabled = !lobbyOf(p);
  // The game's ascension range (the viewer's table of the games).
  const max = GAME_INFO[ui.game.value]?.maxAscension ?? 20;
  if (ui.asc.options.length !== max + 1) {
    const was = Math.min(Number(ui.asc.value), max);
    ui.asc.replaceChildren(...Array.from({ length: max + 1 }, (_, i) => el('option', { value: String(i), text: String(i) })));
    ui.asc.value = String(was);
  }
}

/**
 * Checks the form with the engine (`p.st.engine`): the filter (its canonical text shown, and read
 * back into rows when it was typed: `fromText`), then the rest by a search of no seeds, then the
 * panel's own fields; shows the first problem and enables Start. Returns whether it can start.
 */
export function validate(p, { fromText = false } = {}) {
  const { ui, st } = p;
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
      renderRows(p);
    } else {
      ui.filterStatus.textContent += ' (the form cannot show this filter)';
    }
  }
  // The engine checks the rest (game, seeds, RNG seed) by a search of no seeds.
  let problem = '';
  try {
    st.engine.search({ ...options(p), count: 0 });
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
