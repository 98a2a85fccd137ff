// The games' basic facts (acts, ascensions), a route's text form and its choices' link form: what the widget needs of the page's state.js.

export const GAMES = ['sts1', 'sts2'];
export const MAX_ACTS = 4;
const MAX_ROUTE_LEN = 400;
const MAX_ROUTE_STEPS = 32;
/** The most ? rooms before an act the engine accepts (questionRoomsBefore). */
export const MAX_QUESTION_ROOMS = 200;

/** What differs between the games, for the page's controls. */
export const GAME_INFO = {
  sts1: { name: 'Slay the Spire', short: 'StS1', acts: 4, maxAscension: 20, seedNumbers: true },
  sts2: { name: 'Slay the Spire 2', short: 'StS2', acts: 3, maxAscension: 10, seedNumbers: false },
};


/** `text` as a whole number from `lo` to `hi` (at most three digits, a sign allowed), else null. */
export function intIn(text, lo, hi) {
  if (!/^-?\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= lo && n <= hi ? n : null;
}

/** Parses walk_route's string form "2,2,1/3,3" into per-act column arrays, or null if malformed. */
export function parseRoute(text) {
  if (text.length > MAX_ROUTE_LEN || !/^[0-9,/]*$/.test(text)) return null;
  const acts = text.split('/');
  if (acts.length > MAX_ACTS) return null;
  const routes = [];
  for (const seg of acts) {
    if (seg === '') {
      routes.push([]);
      continue;
    }
    const cols = seg.split(',');
    if (cols.length > MAX_ROUTE_STEPS) return null;
    const nums = cols.map((c) => intIn(c, 0, 15));
    if (nums.some((n) => n === null)) return null;
    routes.push(nums);
  }
  while (routes.length < MAX_ACTS) routes.push([]);
  return routes;
}

/** The string form of per-act routes (trailing empty acts dropped); '' when there is no route. */
export function routeString(routes) {
  const segs = routes.map((r) => r.join(','));
  while (segs.length && segs[segs.length - 1] === '') segs.pop();
  return segs.join('/');
}

/** The route's choices a link keeps, by URL key: walk_route's option of each ("FLOOR:NAME" items; StS2: events, buy and ancients only; ancients StS2's only). */
export const CHOICE_KEYS = { events: 'events', buy: 'purchases', rests: 'rests', spent: 'goldSpent', hp: 'hp', ancients: 'ancients' };
// StS1's spent=FLOOR:AMOUNT (negative: gained), hp=FLOOR:HP/MAX; the others FLOOR:NAME (StS2 events FLOOR:EVENT:OPTIONS).
const CHOICE_FORMS = { spent: /^\d{1,2}:-?\d{1,4}$/, hp: /^\d{1,2}:\d{1,3}\/\d{1,3}$/ };

/**
 * A link's choices "5:Fight,8:Anger,8:purge" as walk_route's list ["5:Fight", …] (at most 64, each a
 * floor and a name of letters, digits, spaces and ' . ! + -, as .run files write them; StS2's
 * "30:TEA_MASTER:EMBER_TEA", an event id and its options, a lobby's per player "3:EVENT:A/B"; a lobby
 * player's purchase "12:2:RELIC.BREAD"), or null.
 */
export function parseChoices(text, key) {
  const form = CHOICE_FORMS[key];
  if (form) {
    const items = text.split(',');
    return items.length <= 64 && items.every((i) => form.test(i)) ? items : null;
  }
  // A typed "+" between StS2 options reads as a space: joined again.
  const items = text.split(',').map((i) => i.replace(/^(\d+:[^:]*:)(.*)$/, (_, head, opts) => head + opts.replace(/ /g, '+')));
  return items.length <= 64 && items.every((i) => /^\d{1,2}:[\w .'!+-]{1,40}(:[\w+/.]{1,80})?$/.test(i)) ? items : null;
}
