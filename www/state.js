// The viewer's state and its URL form: parse (with validation) and serialise.
//
// URL format, version 1 (every field optional except `v` when written):
//   v=1                 format version (a newer version is read as far as possible, with a note)
//   game=sts1           which game (sts1 | sts2); sts1 when absent
//   seed=AGCK93XT       the seed as the game's seed string    } at most one of the two
//   seedValue=-166...   the seed as its signed 64-bit number  }
//   asc=0..20           ascension
//   act=1..4            the act shown
//   final=0             the final act is NOT unlocked (default: unlocked)
//   key=1..3            the act in which the Emerald Key was taken
//   bosses=none         StS1: the bosses the profile has seen: "none", or boss ids separated by ","
//                       (guardian,hexaghost,champ; see BOSSES); absent: all seen (the usual case)
//   route=2,2,1/3,3     the planned route: per act from act 1, the column chosen on each floor from
//                       row 0, acts separated by "/" (an act may be empty) -- walk_route's string form
//   node=x,y            the selected node of the shown act (y = -1 is not used; the boss is y = height)
//   grid=0              hide the generator's grid
//   spoil=1             reveal fights and ? outcomes along the route (default: odds only, no spoilers)
//   q2=N, q3=N          ? rooms the run entered before act 2 / act 3, for when the earlier acts
//                       have no complete route (0-200; from complete routes the count is known)
//   tiny=0..3           StS1: Tiny Chest is owned, with this counter when the route starts
//   juzu=1              StS1: Juzu Bracelet is owned
//   mp=1                StS2: a multiplayer run (one room row fewer per act)
//   build=v0.107.1      StS2: the game build whose seeding the maps follow (STS2_BUILDS; absent: from the
//                       seed's length, 10 characters → the main branch v0.107.1, else the beta v0.109-v0.111)
//   profile=EVENT1,RELIC4  StS2: the account's unlocks, by what it lacks (game-ids.js profileId; absent
//                       or "mature": everything unlocked; the engine refuses an unknown unlock and the
//                       page drops it with a note; a progress.save read in the browser sets it)
//   character=silent    the game's character (CHARACTERS_OF; absent: ironclad; a StS2 lobby's two: necrobinder,regent)
//   neow=BOSS_RELIC     the Neow option taken (game-ids.js neowId): StS1 as .run files write neow_bonus
//                       (NEOW_IDS), StS2 the relic id without "RELIC." (NEOWS_BONES; a lobby's two, A,B);
//                       the engine refuses one the seed does not offer, the page says so
//   shortneow=1         StS1: Neow offered the two fixed options of a run after an early death
//   events=5:Fight, buy=8:Anger,8:purge, rests=6:SMITH, spent=1:30, hp=9:30/80  the route's choices (walk_route's
//                       events, purchases, rests, goldSpent, hp; StS2 events=3:EVENT:OPTION, buy=, ancients=18:RELIC; docs/url.md)
//   mods=Elite Swarm,…  the run's modifiers, as the engine reads them (checked by it; docs/modifiers.md)
//   daily=2026-07-26    the run is that day's daily (without a seed: the page opens the daily's seed)
//   search=…, sasc, sgame, sfinal, sbosses, sbuild, sprofile, sfrom, sfromValue, scount, srng, slimit
//                       the seed-search panel (www/search.js reads and checks them; here they are
//                       only kept, bounded in length, and written back)
// Anything else is ignored with a note. Values are never interpreted as markup or code: the page
// only ever puts them into textContent, input.value and engine options.

import { GAMES, MAX_ACTS, MAX_QUESTION_ROOMS, GAME_INFO, CHOICE_KEYS, intIn, parseChoices, parseRoute, routeString } from './games.js';
import { CHARACTERS_OF, STS2_BUILDS, characterPair, neowPair, lobbyJoin, profileId, parseBosses, bossesParam, bossesSeenOption } from './game-ids.js';

// Each game's ids (characters, Neow options, builds, bosses) live in game-ids.js; re-exported for the page.
export { CHARACTERS_OF, CHARACTER_IDS, NEOW_IDS, STS2_BUILDS, BOSSES, parseBosses, bossesParam, bossesSeenOption } from './game-ids.js';

// The games' basic facts and the route's text form live in games.js (the widget needs only them).
export { GAMES, MAX_ACTS, MAX_QUESTION_ROOMS, GAME_INFO, CHOICE_KEYS, parseRoute, routeString } from './games.js';

export const FORMAT_VERSION = 1;
const MAX_SEED_LEN = 64;
/** The search panel's URL parameters (validated by www/search.js, which owns them). */
export const SEARCH_KEYS = ['search', 'sgame', 'sasc', 'sfinal', 'sbosses', 'sbuild', 'sprofile', 'schar', 'smp', 'sfrom', 'sfromValue', 'scount', 'srng', 'slimit'];
const MAX_SEARCH_LEN = 2000;
const KNOWN = new Set(['v', 'game', 'seed', 'seedValue', 'asc', 'act', 'final', 'key', 'bosses', 'route', 'node', 'grid', 'spoil', 'q2', 'q3', 'tiny', 'juzu', 'mp', 'build', 'profile', 'character', 'neow', 'shortneow', 'mods', 'daily', ...Object.keys(CHOICE_KEYS), ...SEARCH_KEYS]);
/** The URL's 0/1 parameters and the state's fields they set. */
const FLAGS = { final: 'finalAct', grid: 'grid', spoil: 'spoil', juzu: 'juzu', mp: 'multiplayer', shortneow: 'shortNeow' };

/** A fresh default state. */
export function defaultState() {
  return {
    v: FORMAT_VERSION,
    game: 'sts1',
    seedText: '',
    seedForm: 'string', // 'string' | 'number'
    seedFormManual: false, // the user picked the form; do not auto-switch it
    asc: 0,
    act: 1,
    finalAct: true,
    emeraldAct: null, // 1..3 or null
    bosses: null, // StS1: ids of the bosses the profile has seen (BOSSES order); null: all seen
    routes: [[], [], [], []], // per act (index act-1): the column on each row from row 0
    node: null, // [x, y] selected in the shown act
    grid: true,
    spoil: false, // reveal fights and ? outcomes (default: odds only)
    qBefore: [null, null, null, null], // per act (index act-1): ? rooms entered before it, as stated
    tinyChest: null, // StS1: Tiny Chest's counter (0-3) when the route starts, null: not owned
    juzu: false, // StS1: Juzu Bracelet owned
    multiplayer: false, // StS2: multiplayer run
    build: null, // StS2: one of STS2_BUILDS, null: from the seed's length (the engine's rule)
    profile: null, // StS2: the unlocks the account lacks (game-ids.js profileId), null: mature
    character: 'ironclad', // an id of CHARACTERS_OF[game]
    neow: null, // the Neow option taken (game-ids.js neowId: StS1 NEOW_IDS, StS2 a relic id), null: not said
    character2: null, neow2: null, // StS2 lobby: player 2's character (null: player 1's) and Neow option (null: not said)
    shortNeow: false, // StS1: Neow offered the short list (two fixed options)
    mods: '', // the run's modifiers, comma-separated as given ('' : none)
    daily: null, // 'YYYY-MM-DD': the run is that day's daily
    search: {}, // the search panel's parameters (SEARCH_KEYS), as text
    choices: { events: [], buy: [], rests: [], spent: [], hp: [], ancients: [] }, // the route's choices (CHOICE_KEYS), "FLOOR:NAME" each (StS2: events, buy, ancients)
  };
}

/**
 * Which form a seed text is read as when the user has not chosen: a leading sign or more than 13
 * digits can only be a number (the game's strings have no sign and at most 13 characters when
 * typed); anything else is read as the game's seed string, digits included.
 */
export function autoSeedForm(text) {
  const t = text.trim();
  if (/^[-+]\d*$/.test(t)) return 'number';
  if (/^\d{14,}$/.test(t)) return 'number';
  return 'string';
}

/** Makes untrusted text safe to show in a note: no control or bidi characters, bounded length. */
export function displayText(s, max = 40) {
  // eslint-disable-next-line no-control-regex
  const clean = String(s).replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
/**
 * Reads a query string into a state. Returns { state, notes, seedGiven }: `notes` are
 * human-readable remarks about everything that was ignored.
 */
export function parseQuery(search) {
  const state = defaultState();
  const notes = [];
  let params;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { state, notes: ['the link could not be read and was ignored'], seedGiven: false };
  }
  const seen = new Set();
  const ignored = [];
  let seedGiven = false;
  // The link's game (its first `game`, as below), known before the keys whose ids depend on it.
  const game = GAMES.includes(params.get('game')?.trim()) ? params.get('game').trim() : 'sts1';
  for (const [key, raw] of params) {
    if (!KNOWN.has(key)) {
      ignored.push(`unknown parameter “${displayText(key, 24)}”`);
      continue;
    }
    if (seen.has(key)) {
      ignored.push(`repeated “${key}” (the first one counts)`);
      continue;
    }
    seen.add(key);
    if (SEARCH_KEYS.includes(key)) {
      if (raw.length <= MAX_SEARCH_LEN) state.search[key] = raw;
      else ignored.push(`“${key}” (longer than ${MAX_SEARCH_LEN} characters)`);
      continue;
    }
    const value = raw.trim();
    const bad = () => ignored.push(`${key}=“${displayText(value, 24)}” (not a valid value)`);
    switch (key) {
      case 'v': {
        const n = intIn(value, 1, 999);
        if (n === null) bad();
        else if (n > FORMAT_VERSION) notes.push(`this link was made by a newer version (v=${n}); it was read as far as possible`);
        break;
      }
      case 'game':
        if (GAMES.includes(value)) state.game = value;
        else ignored.push(`game=“${displayText(value, 24)}” (unknown game; the games are sts1 and sts2: showing Slay the Spire 1)`);
        break;
      case 'seed':
      case 'seedValue':
        if (seen.has(key === 'seed' ? 'seedValue' : 'seed')) {
          ignored.push(`“${key}” (a link gives either seed or seedValue)`);
        } else if (value.length === 0 || value.length > MAX_SEED_LEN || !/^[\x20-\x7e]+$/.test(value)) {
          bad();
        } else {
          state.seedText = value;
          state.seedForm = key === 'seed' ? 'string' : 'number';
          state.seedFormManual = state.seedForm !== autoSeedForm(value);
          seedGiven = true;
        }
        break;
      case 'asc': {
        const n = intIn(value, 0, 20);
        if (n === null) bad();
        else state.asc = n;
        break;
      }
      case 'act': {
        const n = intIn(value, 1, MAX_ACTS);
        if (n === null) bad();
        else state.act = n;
        break;
      }
      case 'bosses': {
        const bosses = parseBosses(value);
        if (bosses === undefined) bad();
        else state.bosses = bosses;
        break;
      }
      case 'key': {
        const n = intIn(value, 1, 3);
        if (n === null) bad();
        else state.emeraldAct = n;
        break;
      }
      case 'route': {
        const r = parseRoute(value);
        if (r === null) bad();
        else state.routes = r;
        break;
      }
      case 'node': {
        const m = /^(\d{1,2}),(\d{1,2})$/.exec(value);
        if (m) state.node = [Number(m[1]), Number(m[2])];
        else bad();
        break;
      }
      case 'q2':
      case 'q3': {
        const n = intIn(value, 0, MAX_QUESTION_ROOMS);
        if (n === null) bad();
        else state.qBefore[Number(key[1]) - 1] = n;
        break;
      }
      case 'tiny': {
        const n = intIn(value, 0, 3);
        if (n === null) bad();
        else state.tinyChest = n;
        break;
      }
      case 'build':
        if (STS2_BUILDS.includes(value)) state.build = value;
        else bad();
        break;
      case 'character':
        if (characterPair(value)) Object.assign(state, characterPair(value));
        else bad();
        break;
      case 'profile': {
        const id = profileId(value);
        if (id === undefined) bad();
        else state.profile = id;
        break;
      }
      case 'mods':
        if (/^[\w .:,-]{0,300}$/.test(value)) state.mods = value;
        else bad();
        break;
      case 'daily':
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) state.daily = value;
        else bad();
        break;
      case 'neow':
        if (neowPair(game, value)) Object.assign(state, neowPair(game, value));
        else bad();
        break;
      default:
        if (Object.hasOwn(CHOICE_KEYS, key)) state.choices[key] = parseChoices(value, key) || (bad(), []);
        if (!Object.hasOwn(FLAGS, key)) break;
        if (value === '0' || value === '1') state[FLAGS[key]] = value === '1';
        else bad();
        break;
    }
  }
  if (ignored.length) {
    const shown = ignored.slice(0, 10);
    if (ignored.length > shown.length) shown.push(`${ignored.length - shown.length} more`);
    notes.push(`Ignored from the link: ${shown.join('; ')}.`);
  }
  if (state.game !== 'sts2' || !state.multiplayer) Object.assign(state, { character2: null, neow2: null }); // a lobby's only
  if (!CHARACTERS_OF[state.game].includes(state.character)) {
    notes.push(`“${state.character}” is not a ${GAME_INFO[state.game].name} character: showing the Ironclad`);
    state.character = 'ironclad';
  }
  if (state.game === 'sts2') {
    seedGiven = sts2Only(state, seen, notes) && seedGiven;
  } else {
    if (state.multiplayer) {
      state.multiplayer = false;
      notes.push('mp=1 (multiplayer) only applies to Slay the Spire 2 and was ignored');
    }
    for (const [key, field] of [['build', 'build'], ['profile', 'profile']]) {
      if (state[field] === null) continue;
      state[field] = null;
      notes.push(`${key}= only applies to Slay the Spire 2 and was ignored`);
    }
  }
  if (!state.finalAct && state.act === 4) {
    state.act = 1;
    notes.push('act 4 exists only when the final act is unlocked; showing act 1');
  }
  return { state, notes, seedGiven };
}

/**
 * Drops what a Slay the Spire 2 link cannot use, with a note. Returns false when the seed had to go
 * (StS2 seeds are strings only).
 */
function sts2Only(state, seen, notes) {
  const info = GAME_INFO.sts2;
  let seedKept = true;
  if (state.seedText && state.seedForm === 'number') {
    notes.push('Slay the Spire 2 seeds are strings (seed=…), not numbers: seedValue was ignored');
    state.seedText = '';
    state.seedForm = 'string';
    state.seedFormManual = false;
    seedKept = false;
  }
  if (state.act > info.acts) {
    notes.push(`Slay the Spire 2 has ${info.acts} acts: showing act 1 instead of act ${state.act}`);
    state.act = 1;
  }
  if (state.asc > info.maxAscension) {
    notes.push(`Slay the Spire 2's ascension goes up to ${info.maxAscension}: showing ${info.maxAscension} instead of ${state.asc}`);
    state.asc = info.maxAscension;
  }
  const sts1Only = ['final', 'key', 'bosses', 'tiny', 'juzu', 'shortneow', 'rests', 'spent', 'hp'].filter((k) => seen.has(k));
  if (sts1Only.length) notes.push(`only for Slay the Spire 1, ignored: ${sts1Only.join(', ')}`);
  const fresh = defaultState();
  for (const f of ['finalAct', 'emeraldAct', 'bosses', 'tinyChest', 'juzu', 'shortNeow']) state[f] = fresh[f];
  for (const k of ['rests', 'spent', 'hp']) state.choices[k] = [];
  state.routes[3] = [];
  return seedKept;
}

/** The query string ("?v=1&…") of a state. */
export function serialise(state) {
  const p = new URLSearchParams();
  p.set('v', String(FORMAT_VERSION));
  if (state.game !== 'sts1') p.set('game', state.game);
  const seed = state.seedText.trim();
  if (seed) p.set(state.seedForm === 'number' ? 'seedValue' : 'seed', seed);
  p.set('asc', String(state.asc));
  p.set('act', String(state.act));
  if (!state.finalAct) p.set('final', '0');
  if (state.emeraldAct) p.set('key', String(state.emeraldAct));
  if (state.game === 'sts1' && state.bosses !== null) p.set('bosses', bossesParam(state.bosses));
  const route = routeString(state.routes);
  if (route) p.set('route', route);
  if (state.node) p.set('node', `${state.node[0]},${state.node[1]}`);
  if (!state.grid) p.set('grid', '0');
  if (state.spoil) p.set('spoil', '1');
  if (state.game === 'sts2') {
    if (state.multiplayer) p.set('mp', '1');
    if (state.build) p.set('build', state.build);
    if (state.profile) p.set('profile', state.profile);
    if (state.character !== 'ironclad' || state.character2) p.set('character', lobbyJoin(state.character, state.character2));
    if (state.neow) p.set('neow', lobbyJoin(state.neow, state.neow2));
    for (const k of ['events', 'buy', 'ancients']) if (state.choices[k].length) p.set(k, state.choices[k].join(','));
  }
  // The run's ? stream is run-wide in both games: ? rooms before act 2 / 3.
  for (const act of [2, 3]) if (state.qBefore[act - 1] !== null) p.set(`q${act}`, String(state.qBefore[act - 1]));
  if (state.game !== 'sts2') {
    if (state.tinyChest !== null) p.set('tiny', String(state.tinyChest));
    if (state.juzu) p.set('juzu', '1');
    if (state.character !== 'ironclad') p.set('character', state.character);
    if (state.neow) p.set('neow', state.neow);
    if (state.shortNeow) p.set('shortneow', '1');
    for (const k of Object.keys(CHOICE_KEYS)) if (k !== 'ancients' && state.choices[k].length) p.set(k, state.choices[k].join(','));
  }
  if (state.mods) p.set('mods', state.mods);
  if (state.daily) p.set('daily', state.daily);
  for (const k of SEARCH_KEYS) {
    const v = state.search?.[k];
    if (typeof v === 'string' && v !== '') p.set(k, v);
  }
  // URLSearchParams encodes ",", "/" and ":" -- keep the route and choices readable (legal in a query).
  return `?${p.toString().replace(/%2C/g, ',').replace(/%2F/g, '/').replace(/%3A/g, ':')}`;
}

/**
 * The engine options (generate_map) of a state, without `act` (all acts are generated at once).
 * Only the options of the state's game: the engine warns about the other game's options. Odds only
 * (Reveal off): `spoilers: false`, so the engine leaves out the fight and event lists.
 */
export function mapOptions(state) {
  const run = { ...(state.mods ? { modifiers: state.mods } : {}), ...(state.daily ? { daily: true } : {}) };
  if (state.game === 'sts2') {
    const o = { game: 'sts2', ascension: state.asc, seed: state.seedText.trim(), ...run };
    if (state.multiplayer) o.multiplayer = true;
    if (state.build) o.build = state.build;
    if (state.profile) o.profile = state.profile;
    if (state.character !== 'ironclad' || state.character2) o.character = lobbyJoin(state.character, state.character2);
    if (state.neow) o.neow = lobbyJoin(state.neow, state.neow2);
    if (!state.spoil) o.spoilers = false;
    return o;
  }
  const o = { game: state.game, ascension: state.asc, finalActUnlocked: state.finalAct, ...run };
  if (state.seedForm === 'number') o.seedValue = state.seedText.trim();
  else o.seed = state.seedText.trim();
  if (state.emeraldAct) o.emeraldKeyTakenInAct = state.emeraldAct;
  if (state.bosses !== null) o.bossesSeen = bossesSeenOption(state.bosses);
  if (state.character !== 'ironclad') o.character = state.character;
  if (state.neow) o.neow = state.neow;
  if (state.shortNeow) o.shortNeow = true;
  if (!state.spoil) o.spoilers = false;
  return o;
}

/** walk_route's run options: StS1 { tinyChest?, juzuBracelet?, events?, purchases?, rests? }; StS2 { lenientChoices, events?, purchases?, ancients? }. */
export function relicOptions(state) {
  const c = state.choices;
  if (state.game === 'sts2') return { lenientChoices: true, ...(c.events.length && { events: c.events }), ...(c.buy.length && { purchases: c.buy }), ...(c.ancients.length && { ancients: c.ancients }) };
  const o = {};
  for (const [k, option] of Object.entries(CHOICE_KEYS)) if (k !== 'ancients' && state.choices[k].length) o[option] = state.choices[k];
  if (state.tinyChest !== null) o.tinyChest = state.tinyChest;
  if (state.juzu) o.juzuBracelet = true;
  return o;
}
