// The information panel: what a selected node is, its odds, and the totals along a route.
// Everything is built with DOM APIs and textContent (never innerHTML). Shared by the page and the
// <spire-map> widget. The odds themselves always come from the engine (walk_route); this file
// only formats them.

import { ROOM_NAMES, buffText } from './render.js';

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

function el(doc, tag, cls, text) {
  const e = doc.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A table of ? room odds with a bar per outcome. */
export function oddsTable(doc, odds) {
  const p = oddsPercent(odds);
  const table = el(doc, 'table', 'odds');
  const cap = el(doc, 'caption', 'visually-hidden', 'What this ? room becomes');
  table.append(cap);
  const body = el(doc, 'tbody');
  for (const [k, label] of ODDS_ORDER) {
    if (k === 'elite' && !p[k]) continue;
    const tr = el(doc, 'tr');
    tr.dataset.outcome = k;
    const th = el(doc, 'th', null, label);
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
 * info: { node, actMap, asc, odds: { odds, note } | null, oddsError: string|null, onRoute: bool }
 */
export function renderNodeInfo(container, info) {
  const doc = container.ownerDocument;
  container.replaceChildren();
  const { node } = info;
  if (!node) {
    container.append(
      el(doc, 'p', 'hint', info.hint || 'Select a room on the map (click, or Tab to the map and use the arrow keys) to see its odds. Click rooms from the bottom row up, along the lines, to plan a route.'),
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
  // Boss nodes drawn on the map itself (StS1's Heart ends the run) give no known gold.
  const [lo, hi] = node.room === 'boss' && !node.virtual ? [0, 0] : goldRange(node.room, info.asc);
  if (hi > 0) container.append(el(doc, 'p', 'gold', `Fight reward: ${lo}-${hi} gold.`));
  if (node.room === 'boss' && node.virtual) container.append(el(doc, 'p', 'muted', 'Every room of the top row leads to the boss.'));

  if (node.room === 'event') {
    if (info.odds) {
      container.append(el(doc, 'p', 'odds-note', info.odds.note));
      container.append(oddsTable(doc, info.odds.odds));
      if (info.odds.extra) container.append(el(doc, 'p', 'muted', info.odds.extra));
    } else if (info.oddsError) {
      container.append(el(doc, 'p', 'error', `Odds unavailable: ${info.oddsError}`));
    }
  }
}

function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Fills `container` with the route summary: the engine's totals (walk_route) and one line per
 * floor with the odds at each ? room.
 * data: { steps: [{ node, odds|null }], totals: RouteTotals|null, asc, error }
 */
export function renderRoute(container, data) {
  const doc = container.ownerDocument;
  container.replaceChildren();
  if (!data.steps.length) {
    container.append(el(doc, 'p', 'hint', 'No route yet: click a room on the first floor, then one room per floor along the lines, or pick a preset below.'));
    return;
  }
  const t = data.totals;
  if (t) {
    const dl = el(doc, 'dl', 'totals');
    const add = (label, v, id) => {
      const d = el(doc, 'div', 'total');
      d.dataset.total = id;
      d.append(el(doc, 'dt', null, label), el(doc, 'dd', null, String(v)));
      dl.append(d);
    };
    add('Floors', data.steps.filter((s) => !s.node.virtual).length, 'floors');
    add('Fights', t.monsters + t.elites + t.bosses, 'fights');
    add('Elites', t.elites, 'elites');
    add('? rooms', t.events, 'events');
    add('Shops', t.shops, 'shops');
    add('Rests', t.rests, 'rests');
    add('Treasure', t.treasures, 'treasure');
    container.append(dl);
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
      if (s.node.room !== 'event' || !s.odds) continue;
      const p = oddsPercent(s.odds);
      eventGold += (p.monster / 100) * 15 + (p.elite / 100) * 30;
    }
    if (eventGold > 0) {
      container.append(el(doc, 'p', 'muted', `? rooms that turn into fights would add about ${Math.round(eventGold)} gold more on average (by their odds).`));
    }
  }
  if (data.error) container.append(el(doc, 'p', 'error', data.error));

  const ol = el(doc, 'ol', 'steps');
  ol.setAttribute('aria-label', 'Route, floor by floor');
  for (const s of data.steps) {
    const li = el(doc, 'li');
    li.dataset.room = s.node.room;
    li.append(el(doc, 'span', 'step-floor', `Floor ${s.node.floor}`), el(doc, 'span', `step-room room-${s.node.room}`, ROOM_NAMES[s.node.room] || s.node.room));
    if (s.node.burning) li.append(el(doc, 'span', 'step-odds', `burning: ${buffText(s.node.burning)}`));
    if (s.node.room === 'event') li.append(el(doc, 'span', 'step-odds', s.odds ? oddsSummary(s.odds) : 'odds unavailable'));
    ol.append(li);
  }
  container.append(ol);
}
