// The room panel of the page and the widget: what a selected room is, its odds and spoilers, the Ancient's line.
// Everything is built with DOM APIs and textContent (never innerHTML). The odds themselves always
// come from the engine (walk_route); this file only formats them. The route's summary, which only
// the page shows, is page-route.js's renderRoute.

import { ROOM_NAMES, buffText } from './model.js';

/** Gold a fight drops (min, max), by room icon (the same figures as the engine's route totals). */
export function goldRange(room, asc = 0) {
  if (room === 'monster') return [10, 20];
  if (room === 'elite') return [25, 35];
  // Ascension 13 and up: the game pays 75% of the act boss's 95-105 gold.
  if (room === 'boss') return asc >= 13 ? [71, 79] : [95, 105];
  return [0, 0];
}

const ODDS_ORDER = [
  ['monster', 'Monster fight'],
  ['elite', 'Elite fight'],
  ['shop', 'Shop'],
  ['treasure', 'Treasure'],
  ['event', 'Event'],
];

/** Odds as percentages, whatever scale the engine used (fractions or percentages). */
export function oddsPercent(odds) {
  const vals = ODDS_ORDER.map(([k]) => Number(odds[k]) || 0);
  const sum = vals.reduce((a, b) => a + b, 0);
  const scale = sum > 1.5 ? 1 : 100;
  const out = {};
  ODDS_ORDER.forEach(([k], i) => {
    out[k] = vals[i] * scale;
  });
  return out;
}

function fmtPct(p) {
  const r = Math.round(p * 10) / 10;
  return `${Number.isInteger(r) ? r : r.toFixed(1)}%`;
}

/** "Monster 20% · Shop 6% · Treasure 4% · Event 70%" (zero entries left out). */
export function oddsSummary(odds) {
  const p = oddsPercent(odds);
  return ODDS_ORDER.filter(([k]) => p[k] > 0)
    .map(([k, label]) => `${label.split(' ')[0]} ${fmtPct(p[k])}`)
    .join(' · ');
}

const OUTCOME_NAMES = { monster: 'a fight', elite: 'an elite fight', shop: 'a shop', treasure: 'a treasure chest', event: 'an event' };
const OUTCOME_SHORT = { monster: 'Fight', elite: 'Elite', shop: 'Shop', treasure: 'Treasure', event: 'Event' };

/**
 * What a revealed route floor says (a spoiler; the caller decides whether to show it): the engine's
 * encounter for a fight, the outcome (and its fight) for a ? room. Returns null when there is
 * nothing to reveal, else { text (drawn on the map), name (ends the node's accessible name), long
 * (the panel's sentence), room, outcome }.
 */
export function spoilerOf(floor) {
  if (!floor) return null;
  if (floor.room === 'monster' || floor.room === 'elite') {
    if (!floor.encounter) return null;
    return { text: floor.encounter, name: floor.encounter, long: `${floor.room === 'elite' ? 'Elite fight' : 'Fight'}: ${floor.encounter}`, room: floor.room };
  }
  if (floor.room === 'event' && floor.outcome) {
    const o = floor.outcome;
    if (o === 'event' && floor.event) {
      // The event the route's state decides, or every event it can be, each with what it needs.
      const branches = Array.isArray(floor.event.branches) ? floor.event.branches : null;
      const text = branches ? branches.map((b) => b.name).join(' or ') : floor.event.name;
      const each = branches ? branches.map((b) => `${b.name} (if ${b.requires})`).join('; ') : text;
      return {
        text,
        name: `event: ${text}`,
        long: `This ? room becomes an event: ${text}${branches ? `, depending on the run: ${each}` : ''}.`,
        room: floor.room,
        outcome: o,
      };
    }
    const fight = floor.encounter ? `: ${floor.encounter}` : '';
    return {
      text: floor.encounter || OUTCOME_SHORT[o] || o,
      name: `${OUTCOME_NAMES[o] || o}${fight}`.replace(/^an? /, ''),
      long: `This ? room becomes ${OUTCOME_NAMES[o] || o}${floor.encounter ? ` (${floor.encounter})` : ''}.`,
      room: floor.room,
      outcome: o,
    };
  }
  return null;
}

/** A new `tag` element of `doc`, with class `cls` and text `text` when given. */
/** A relic as a walk gives it: StS1's name as it is, StS2's `RELIC.BAG_OF_MARBLES` as "Bag Of Marbles". */
export const relicText = (r) => (r.startsWith('RELIC.') ? r.slice(6).toLowerCase().replace(/(^|_)(\w)/g, (_, s, c) => (s ? ' ' : '') + c.toUpperCase()) : r);

export function el(doc, tag, cls, text) {
  const e = doc.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A table of ? room odds with a bar per outcome. */
export function oddsTable(doc, odds, outcome = null) {
  const p = oddsPercent(odds);
  const table = el(doc, 'table', 'odds');
  const cap = el(doc, 'caption', 'visually-hidden', 'What this ? room becomes');
  table.append(cap);
  const body = el(doc, 'tbody');
  for (const [k, label] of ODDS_ORDER) {
    if (k === 'elite' && !p[k]) continue;
    const tr = el(doc, 'tr');
    tr.dataset.outcome = k;
    if (outcome === k) tr.className = 'rolled';
    const th = el(doc, 'th', null, outcome === k ? `${label} (rolled)` : label);
    th.scope = 'row';
    const td = el(doc, 'td', 'pct', fmtPct(p[k]));
    const bar = el(doc, 'td', 'bar');
    const fill = el(doc, 'span', `fill fill-${k}`);
    fill.style.width = `${Math.min(100, Math.max(0, p[k]))}%`;
    bar.append(fill);
    bar.setAttribute('aria-hidden', 'true');
    tr.append(th, td, bar);
    body.append(tr);
  }
  table.append(body);
  return table;
}

/**
 * Fills `container` with what the selected node is.
 * info: { node, actMap, asc, odds: { odds, note, extra, floor? } | null, oddsError: string|null,
 *         oddsPending (the route module is loading: said instead of oddsError), onRoute: bool, bossNames: string[], reveal: bool, floor: FloorStep|null, game }
 * Spoilers (the fight, what a ? room becomes) are added only when `reveal` is set.
 */
export function renderNodeInfo(container, info) {
  const doc = container.ownerDocument;
  container.replaceChildren();
  const { node } = info;
  if (!node) {
    container.append(
      el(doc, 'p', 'hint', info.hint || 'Select a room to see its odds; click rooms from the bottom up to plan a route.'),
    );
    return;
  }
  const h = el(doc, 'h2', 'node-title');
  h.append(el(doc, 'span', 'floor', `Floor ${node.floor}`), doc.createTextNode(' · '), el(doc, 'span', `room room-${node.room}`, capital(ROOM_NAMES[node.room] || node.room)));
  container.append(h);
  if (info.onRoute) container.append(el(doc, 'p', 'tag tag-route', 'On your route'));

  if (node.burning) {
    const p = el(doc, 'p', 'burning');
    p.append(el(doc, 'strong', null, `Burning elite: ${buffText(node.burning)}`));
    p.append(doc.createTextNode(' for every monster of this fight. Beat it to take the Emerald Key.'));
    container.append(p);
  }
  if (info.game === 'sts2' && (node.room === 'boss' || node.room === 'ancient')) {
    sts2Facts(doc, container, info);
  } else if (node.room === 'boss' && info.bossNames && info.bossNames.length) {
    const p = el(doc, 'p', 'boss-names');
    p.append(el(doc, 'strong', null, info.bossNames.length > 1 ? `Bosses: ${info.bossNames[0]}, then ${info.bossNames[1]}` : `Boss: ${info.bossNames[0]}`));
    if (info.bossNames.length > 1) p.append(doc.createTextNode(' (ascension 20: two boss fights in a row).'));
    container.append(p);
    // StS1 acts 1-2: the boss chest's three relics (a spoiler: run_start gives them with Reveal on only).
    const chest = info.reveal && info.chest;
    if (chest && chest.length) {
      const c = el(doc, 'p', 'spoiler boss-chest', `Boss chest: ${chest.join(', ')}`);
      c.dataset.relics = chest.join(',');
      container.append(c);
    }
  }
  // Gold: StS1's rules as the engine counts them; boss nodes drawn on the map itself (the Heart
  // ends the run) give none. StS2's fight gold is not in the walk.
  const [lo, hi] = info.game === 'sts2' || (node.room === 'boss' && !node.virtual) ? [0, 0] : goldRange(node.room, info.asc);
  if (hi > 0) container.append(el(doc, 'p', 'gold', `Fight reward: ${lo}-${hi} gold.`));
  if (node.room === 'boss' && node.virtual) container.append(el(doc, 'p', 'muted', 'Every room of the top row leads to the boss.'));

  const spoiler = info.reveal ? spoilerOf(info.floor || (info.odds && info.odds.floor)) : null;
  if (spoiler && node.room !== 'event') container.append(el(doc, 'p', 'spoiler', spoiler.long));
  // Revealed: what the room gives (cards, potion; StS2 also chests and shop relics), drawn by the caller's `rewards` (the page's page-route.js).
  if (info.reveal && info.reward && info.rewards) info.rewards(doc, container, info.reward);
  if (node.room === 'event') {
    if (spoiler) container.append(el(doc, 'p', 'spoiler', spoiler.long));
    if (info.odds) {
      container.append(el(doc, 'p', 'odds-note', info.odds.note));
      container.append(oddsTable(doc, info.odds.odds, spoiler ? spoiler.outcome : null));
      if (info.odds.extra) container.append(el(doc, 'p', 'muted', info.odds.extra));
    } else if (info.oddsPending) {
      container.append(el(doc, 'p', 'muted loading', 'Loading the odds…'));
    } else if (info.oddsError) {
      container.append(el(doc, 'p', 'error', `Odds unavailable: ${info.oddsError}`));
    }
  }
  if (!info.reveal && info.onRoute && ['monster', 'elite', 'event'].includes(node.room)) {
    container.append(el(doc, 'p', 'muted spoiler-hint', 'Odds only: which fight this is, or what a ? room becomes, is hidden. “Reveal fights and ? outcomes” shows it.'));
  }
}

/**
 * StS2: fills `line` with "Ancient: NAME · offers A, B, C (mature profile assumed)" for the act's
 * Ancient `a` ({ name, id, neow, neowIds, neowPlayers }; one list per player in multiplayer), or
 * "(the profile given: lacks …)" for a `profile` (its text form).
 * The page and the widget show the same line.
 */
export function fillAncientLine(doc, line, a, profile = null) {
  line.replaceChildren();
  line.hidden = !a;
  if (!a) return;
  const name = doc.createElement('b');
  name.className = 'ancient-name';
  if (a.id) name.dataset.ancientId = a.id;
  name.textContent = a.name;
  line.append('Ancient: ', name);
  const players = a.neowPlayers && a.neowPlayers.length > 1 ? a.neowPlayers : a.neow.length ? [a.neow] : [];
  players.forEach((options, k) => {
    const o = doc.createElement('span');
    o.className = 'neow-line';
    if (players.length === 1) o.dataset.ids = a.neowIds.join(',');
    o.textContent = options.join(', ');
    line.append(players.length > 1 ? ` · player ${k + 1}: ` : ' · offers ', o);
  });
  line.append(el(doc, 'span', 'muted profile-note', profile ? ` (the profile given: ${lacks(profile)})` : ' (mature profile assumed)'));
}

/** A StS2 profile's text form ("EVENT1,RELIC4") in words: "lacks EVENT1, RELIC4". */
export function lacks(profile) {
  return `lacks ${String(profile).split(',').join(', ')}`;
}


export const PROFILE_NOTE = 'Assuming a mature profile (every epoch revealed, every act discovered, every boss seen).';

/**
 * A StS2 boss or Ancient node: its boss (both at ascension 10 in the last act, one per node) or its
 * Ancient, with Neow's options on act 1's (no spoiler: the game shows them before the route), and
 * the mature-profile assumption. info: { node, bossName, bossNames, bossIds, ancient }.
 */
function sts2Facts(doc, container, info) {
  const { node } = info;
  if (node.room === 'boss') {
    const names = info.bossNames || [];
    const name = info.bossName;
    if (!name) return;
    const i = names.indexOf(name);
    const p = el(doc, 'p', 'boss-names');
    p.dataset.boss = name;
    if (info.bossIds && info.bossIds[i]) p.dataset.bossId = info.bossIds[i];
    if (names.length > 1 && i === 1) {
      p.append(el(doc, 'strong', null, `Second boss: ${name}`), doc.createTextNode(` (ascension 10: right after ${names[0]}).`));
    } else if (names.length > 1) {
      p.append(el(doc, 'strong', null, `Boss: ${name}`), doc.createTextNode(` (ascension 10: ${names[1]} follows on the next floor).`));
    } else {
      p.append(el(doc, 'strong', null, `Boss: ${name}`));
    }
    container.append(p);
  } else {
    const a = info.ancient;
    if (!a) return;
    const p = el(doc, 'p', 'ancient-name');
    if (a.id) p.dataset.ancientId = a.id;
    p.append(el(doc, 'strong', null, `Ancient: ${a.name}`));
    container.append(p);
    const players = a.neowPlayers && a.neowPlayers.length > 1 ? a.neowPlayers : a.neow.length ? [a.neow] : [];
    players.forEach((options, k) => {
      const head = players.length > 1 ? `Player ${k + 1}: ${a.name}'s options, in the order offered` : `${a.name}'s options, in the order offered`;
      const list = el(doc, 'ol', 'neow-options');
      list.setAttribute('aria-label', head);
      if (players.length === 1) list.dataset.ids = a.neowIds.join(',');
      for (const o of options) list.append(el(doc, 'li', null, o));
      container.append(el(doc, 'p', 'neow-head', `${head}:`), list);
    });
  }
  const note = info.profile ? `Following the profile given (it ${lacks(info.profile)}); every boss seen.` : PROFILE_NOTE;
  container.append(el(doc, 'p', 'muted profile-note', note));
}

function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
