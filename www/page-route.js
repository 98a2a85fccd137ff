// The page's route summary: the route's totals and gold, its floors one by one, the walk's assumptions.
//
// Loaded with import() by page-panel.js after the first map (beside the run start and the route
// module, whose walk it shows), not up front: until it is there the panel says the route is
// loading. Everything is built with DOM APIs and textContent.

import { ROOM_NAMES, buffText } from './model.js';
import { el, goldRange, oddsPercent, oddsSummary, relicText, spoilerOf } from './panel.js';

// The summary's stylesheet (route.css: the compact totals and floor list; on a desktop the panel in
// two parts that scroll on their own, the room's detail above the route's), linked when this module
// loads, which waits for it: the list is never drawn unstyled, and style.css (up front) stays small.
if (typeof document !== 'undefined') {
  await new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./route.css', import.meta.url).href, onload: done, onerror: done });
    document.head.append(link);
  });
}

// What a revealed room gives is panel-gives.js's, shared with the widget (page-panel.js draws it through this module).
export { rewardLines } from './panel-gives.js';

/** The walk's warnings the page states above the map (page-map.js showSeedStatus: the build line, the assumptions). */
const SAID_ABOVE = /^(Slay the Spire 2 (maps follow|acts, )|a 1[02]-character seed: read as|act \d+: (the Spoils Map|Golden Compass))/;

/**
 * What a revealed floor gives, in a few words (walk_route's FloorStep): "cards", the potion, the
 * relics (an elite's, a chest's, a shop's fixed one), "stock" for a shop; '' for nothing.
 */
export function givesText(f) {
  if (!f) return '';
  const out = [];
  if (f.cardReward) out.push('cards');
  if (f.potion && f.potion.dropped) out.push(f.potion.name || 'a potion');
  if (Array.isArray(f.relics)) out.push(...f.relics.map(relicText));
  if (f.chest) out.push(...[f.chest.extra, f.chest.relic].filter(Boolean));
  if (f.shopRelic) out.push(f.shopRelic.name);
  if (f.shop && Array.isArray(f.shop.cards)) out.push('stock');
  return out.join(', ');
}

/**
 * One of the engine's `assumptions` as the page says it: without its parenthesised pointers to the
 * engine's option names (the page's controls are not those options).
 */
export const plainAssumption = (a) => a.replace(/\s*\([^()]*option `[^)]*\)/g, '');

/**
 * Fills `container` with the summary of a route (at least one step): the engine's totals
 * (walk_route) and one line per floor with the odds at each ? room, and, when `reveal` is set, each
 * fight and ? outcome.
 * data: { steps: [{ node, floor|null }], totals: RouteTotals|null, asc, error, pending (the route
 *         module is loading: said instead of the error), reveal, warnings, assumptions (the
 *         walk's, StS1 revealed), counted (totals counted from the icons: no gold) }
 */
/** A lobby's gold in words, each player's after the last floor their walk knows it ("floor 14: player 1 159, player 2 2"; each its own floor where they differ); '' when none is known. */
function lobbyGold(steps) {
  const last = new Map();
  for (const s of steps) {
    for (const p of Array.isArray(s.floor?.players) ? s.floor.players : []) {
      if (Number.isInteger(p.gold)) last.set(p.player, [s.floor.floor, p.gold]);
    }
  }
  const players = [...last.keys()].sort((a, b) => a - b);
  const floors = new Set(players.map((k) => last.get(k)[0]));
  const each = (k) => `${floors.size > 1 ? `floor ${last.get(k)[0]}: ` : ''}player ${k} ${last.get(k)[1]}`;
  return players.length ? `${floors.size === 1 ? `floor ${[...floors][0]}: ` : ''}${players.map(each).join(', ')}` : '';
}

export function renderRoute(container, data) {
  const doc = container.ownerDocument;
  container.replaceChildren();
  const t = data.totals;
  if (t) {
    const dl = el(doc, 'dl', 'totals');
    const add = (label, v, id) => {
      const d = el(doc, 'div', 'total');
      d.dataset.total = id;
      d.append(el(doc, 'dt', null, label), el(doc, 'dd', null, String(v)));
      dl.append(d);
    };
    add('Floors', data.steps.filter((s) => s.node.room !== 'boss').length, 'floors');
    add('Fights', t.monsters + t.elites + t.bosses, 'fights');
    add('Elites', t.elites, 'elites');
    add('? rooms', t.events, 'events');
    add('Shops', t.shops, 'shops');
    add('Rests', t.rests, 'rests');
    add('Chests', t.treasures, 'treasure');
    container.append(dl);
  }
  if (data.pending) container.append(el(doc, 'p', 'muted loading', 'Loading the route engine…'));
  else if (data.error) container.append(el(doc, 'p', 'error', data.error));
  // The floors, one line each (route.css; the whole line in its title): the room, what it is
  // (revealed) and gives, then the odds; the room panel has the detail.
  const ol = el(doc, 'ol', 'steps');
  ol.setAttribute('aria-label', 'Route, floor by floor');
  for (const s of data.steps) {
    const li = el(doc, 'li');
    li.dataset.room = s.node.room;
    li.append(el(doc, 'span', 'step-floor', `Floor ${s.node.floor}`), el(doc, 'span', `step-room room-${s.node.room}`, ROOM_NAMES[s.node.room] || s.node.room));
    const detail = el(doc, 'span', 'step-odds');
    const parts = [];
    if (s.node.burning) parts.push(`burning: ${buffText(s.node.burning)}`);
    if (s.node.room === 'boss' && data.bossNames && data.bossNames.length && s.node.virtual) parts.push(data.bossNames.join(', then '));
    if (s.node.room === 'boss' && data.bossAt && data.bossAt.has(s.node.key)) parts.push(data.bossAt.get(s.node.key));
    if (s.node.room === 'ancient' && data.ancient) parts.push(data.ancient.name);
    if (s.node.room === 'event' && !data.counted) parts.push(s.floor && s.floor.odds ? oddsSummary(s.floor.odds) : 'odds unavailable');
    if (parts.length) detail.textContent = parts.join(' · ');
    const spoiler = data.reveal ? spoilerOf(s.floor) : null;
    if (spoiler) {
      li.dataset.spoiler = spoiler.outcome || spoiler.room;
      const gave = data.reveal ? givesText(s.floor) : '';
      detail.prepend(el(doc, 'strong', `spoiler room-${spoiler.outcome || spoiler.room}`, `${spoiler.outcome ? `→ ${spoiler.name}` : spoiler.name}`), gave ? el(doc, 'span', 'spoiler step-gives', ` · ${gave}`) : '', parts.length ? doc.createTextNode(' · ') : '');
    } else if (data.reveal && givesText(s.floor)) {
      detail.prepend(el(doc, 'span', 'spoiler step-gives', givesText(s.floor)), parts.length ? doc.createTextNode(' · ') : '');
    }
    li.append(detail);
    li.title = `Floor ${s.node.floor} · ${ROOM_NAMES[s.node.room] || s.node.room}${detail.textContent ? ` · ${detail.textContent}` : ''}`;
    ol.append(li);
  }
  container.append(ol);
  if (t && data.counted) {
    container.append(el(doc, 'p', 'muted', 'Counted from the map icons; gold and ? odds along the route need the engine to walk Slay the Spire 2 routes (not available yet).'));
  } else if (t && data.game === 'sts2') {
    // The walk's exact gold after the last room it knows it (revealed: it follows the seed's rewards).
    const known = data.reveal ? data.steps.filter((s) => Number.isInteger(s.floor?.gold)).pop() : null;
    // A lobby: each player's gold after the last room their walk knows it (the floor's `players`).
    const lobby = data.reveal ? lobbyGold(data.steps) : '';
    const words = known ? `Gold after floor ${known.floor.floor}: ${known.floor.gold} (fights, chests, the events the walk knows, your purchases).` : lobby ? `Gold after ${lobby} (fights, chests, the events the walk knows, your purchases).` : data.reveal ? 'Gold: not known on this route (the assumptions say why).' : 'Gold: with Reveal on, where the walk knows it exactly.';
    container.append(el(doc, 'p', 'muted gold-known', words));
  } else if (t) {
    const expected = (t.goldMin + t.goldMax) / 2;
    const gold = el(doc, 'p', 'gold-total');
    gold.dataset.goldMin = String(t.goldMin);
    gold.dataset.goldMax = String(t.goldMax);
    gold.append(el(doc, 'strong', null, `Gold from fights: ${expected} expected`));
    const [bossLo, bossHi] = goldRange('boss', data.asc);
    gold.append(doc.createTextNode(` (${t.goldMin}-${t.goldMax}; normal fights 10-20, elites 25-35, bosses ${bossLo}-${bossHi})`));
    container.append(gold);
    let eventGold = 0;
    for (const s of data.steps) {
      if (s.node.room !== 'event' || !s.floor || !s.floor.odds) continue;
      const p = oddsPercent(s.floor.odds);
      eventGold += (p.monster / 100) * 15 + (p.elite / 100) * 30;
    }
    if (eventGold > 0) {
      container.append(el(doc, 'p', 'muted', `? rooms that turn into fights would add about ${Math.round(eventGold)} gold more on average (by their odds).`));
    }
  }
  // The walk's warnings, but those said above the map already (the build line, the assumptions).
  for (const w of (data.warnings || []).filter((x) => !SAID_ABOVE.test(x))) container.append(el(doc, 'p', 'muted warning', w));
  // StS1 revealed: what the walk's card rewards and potions assume (character, Neow, relics, where they stop).
  if (data.assumptions && data.assumptions.length) {
    const ul = el(doc, 'ul', 'muted assumptions');
    ul.setAttribute('aria-label', 'The predictions assume');
    for (const a of data.assumptions) ul.append(el(doc, 'li', null, plainAssumption(a)));
    container.append(ul);
  }

}
