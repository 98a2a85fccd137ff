// The ids a link and the engine share, per game: the characters, StS1's Neow bonuses and bosses, StS2's builds, Neow option ids and profile.
//
// state.js reads and writes them in links (and re-exports them); the engine takes the same ids as
// options. A new per-game key's ids and their check belong here, beside these.

/** Each game's characters (the URL's and the engine's ids, in the game's order; CHARACTER_IDS: StS1's) and Neow's bonuses (their words: neow.js, loaded with the run start). */
export const CHARACTERS_OF = { sts1: ['ironclad', 'silent', 'defect', 'watcher'], sts2: ['ironclad', 'silent', 'regent', 'necrobinder', 'defect'] };
export const CHARACTER_IDS = CHARACTERS_OF.sts1;
export const NEOW_IDS = 'THREE_CARDS ONE_RANDOM_RARE_CARD REMOVE_CARD UPGRADE_CARD TRANSFORM_CARD RANDOM_COLORLESS THREE_SMALL_POTIONS RANDOM_COMMON_RELIC TEN_PERCENT_HP_BONUS THREE_ENEMY_KILL HUNDRED_GOLD RANDOM_COLORLESS_2 REMOVE_TWO ONE_RARE_RELIC THREE_RARE_CARDS TWO_FIFTY_GOLD TRANSFORM_TWO_CARDS TWENTY_PERCENT_HP_BONUS BOSS_RELIC'.split(' ');
/** The longest StS2 Neow option id a link may give (the game's are at most 19 characters). */
export const MAX_STS2_NEOW_LEN = 40;

/**
 * A link's Neow option taken, for `game`: StS1 one of NEOW_IDS, StS2 a relic id without `RELIC.`
 * (`NEOWS_BONES`: upper-case letters and `_`, at most MAX_STS2_NEOW_LEN); any case. Returns the id
 * upper-cased, or null when it is not one. Whether the seed offers it is the engine's check.
 */
export function neowId(game, text) {
  const id = String(text).trim().toUpperCase();
  if (game === 'sts2') return id.length <= MAX_STS2_NEOW_LEN && /^[A-Z_]+$/.test(id) ? id : null;
  return NEOW_IDS.includes(id) ? id : null;
}

/**
 * A link's `character=` (`silent`; an StS2 lobby `necrobinder,regent`, player 1's then player 2's) as
 * { character, character2 } (character2 null: the same as player 1's), or null when it is not one.
 */
export function characterPair(text) {
  const [a, b = null, ...more] = String(text).toLowerCase().split(',');
  const known = Object.values(CHARACTERS_OF).some((ids) => ids.includes(a));
  return known && !more.length && (b === null || CHARACTERS_OF.sts2.includes(b)) ? { character: a, character2: b } : null;
}

/** A link's `neow=` for `game` (neowId; an StS2 lobby `SCROLL_BOXES,ARCANE_SCROLL`) as { neow, neow2 }, or null. */
export function neowPair(game, text) {
  const [a, b = null, ...more] = String(text).split(',');
  const [neow, neow2] = [neowId(game, a), b === null ? null : neowId(game, b)];
  return neow && !more.length && (b === null || (game === 'sts2' && neow2)) ? { neow, neow2 } : null;
}

/** Player 1's and a lobby's player 2's pick as one link or engine value ("a,b"; "a" without a second). */
export const lobbyJoin = (a, b) => (b ? `${a},${b}` : a);

/** The longest profile a link may give (every unlock lacked, comma-separated, is about 440 characters). */
export const MAX_PROFILE_LEN = 600;

/**
 * A link's StS2 profile (`profile=`): "mature" (null: the default) or the unlocks it lacks,
 * comma-separated (`EVENT1,RELIC4,ACT.UNDERDOCKS`; letters, digits, "_", "." and ","); upper-cased,
 * without spaces. undefined when it is not of that shape. Which unlocks exist is the engine's check.
 */
export function profileId(text) {
  const v = String(text).replace(/\s+/g, '').toUpperCase();
  if (v === 'MATURE') return null;
  return v.length <= MAX_PROFILE_LEN && /^[A-Z0-9_.]+(,[A-Z0-9_.]+)*$/.test(v) ? v : undefined;
}

/** StS2 builds the engine's `build` option takes (absent: from the seed's length, 10 → main branch v0.107.1, else beta). */
export const STS2_BUILDS = ['v0.107.1', 'v0.108', 'v0.109', 'v0.110', 'v0.111'];
/**
 * StS1's act 1-3 bosses in the game's base order, with the ids the URL uses (the engine reads
 * the ids as names too). An act whose three bosses the profile has not all seen meets the first
 * unseen one of its discovery order instead of a shuffled one.
 */
export const BOSSES = [
  { id: 'guardian', name: 'The Guardian', act: 1 },
  { id: 'hexaghost', name: 'Hexaghost', act: 1 },
  { id: 'slimeboss', name: 'Slime Boss', act: 1 },
  { id: 'automaton', name: 'Automaton', act: 2 },
  { id: 'collector', name: 'Collector', act: 2 },
  { id: 'champ', name: 'Champ', act: 2 },
  { id: 'awakenedone', name: 'Awakened One', act: 3 },
  { id: 'timeeater', name: 'Time Eater', act: 3 },
  { id: 'donuanddeca', name: 'Donu and Deca', act: 3 },
];
/**
 * Reads a bosses-seen value of a link ("all", "none" or ids separated by ","): null (all), [] (none)
 * or the ids in BOSSES order; undefined when it is not one of these.
 */
export function parseBosses(value) {
  const v = String(value).trim();
  if (v === 'all') return null;
  if (v === 'none') return [];
  const ids = v.split(',').map((b) => b.trim().toLowerCase());
  if (!ids.every((id) => BOSSES.some((b) => b.id === id))) return undefined;
  return BOSSES.map((b) => b.id).filter((id) => ids.includes(id));
}

/** A bosses-seen set as a link value: null for all (the default, left out), "none", or the ids. */
export function bossesParam(bosses) {
  if (bosses === null || bosses === undefined) return null;
  return bosses.length ? bosses.join(',') : 'none';
}

/** A bosses-seen set as the engine's `bossesSeen`: undefined for all (the default), false, or the ids. */
export function bossesSeenOption(bosses) {
  if (bosses === null || bosses === undefined) return undefined;
  return bosses.length ? [...bosses] : false;
}
