// A .run file's card rewards, potions and relics: what the seed predicts beside what the file records.
//
// read_run_file's report of a .run of either game has, per act, `predicted`: one entry per floor,
// { floor, room, cardReward?, recorded?, matches?, potion?, potionMatches?, relics?, relicsMatch?,
// ancientOffers?, recordedOffer?, offerMatches?, and in a lobby cardRewards?, players? and lobby?:
// each player's predictions and verdicts } (the walk of the first fitting route after the
// file's Neow choice and boss relic picks), and `cardRewards`: { compared, matched, potionsCompared,
// potionsMatched, relicsCompared, relicsMatched, offersCompared?, offersMatched? }.
// This module words them: a count line ("Card rewards: 12 of 13 match; potions 5 of 5; relics 4 of
// 4") and, under it, one line per floor with a prediction: the predicted cards, the cards the file
// recorded and ✓ or ✗, the predicted potion and ✓ or ✗, the relics and ✓ or ✗. The engine decides
// what matches; nothing is compared here. Built with textContent only. runfile.js shows it with
// the verdict.

/** The view's styles, adopted by the document on first use (not in the page's first-load stylesheet). */
const CSS = `.runfile-rewards { margin: 0.3rem 0; font-size: 0.85rem; }
.runfile-rewards summary { cursor: pointer; font-weight: 600; }
.runfile-rewards ul { margin: 0.2rem 0; padding-left: 1.2rem; max-height: 14rem; overflow: auto; }
.runfile-rewards .runfile-miss { color: #ff8a80; }`;
let sheet = null;

/** A card as the lines name it: its name, `+` when upgraded. */
const card = (c) => `${c.name || c.id}${c.upgraded ? '+' : ''}`;
const mark = (ok) => (ok ? '✓' : '✗');

/**
 * A card the file records (its id, "+1" when upgraded) by the name of the predicted card with that
 * id (ids and names differ: "PathToVictory" is Pressure Points), else as the file writes it.
 */
function recordedCard(r, cards) {
  const [, id, plus] = /^(.*?)(\+\d+)?$/.exec(String(r));
  const c = cards.find((x) => x.id === id);
  return `${c ? c.name : id}${plus ? '+' : ''}`;
}

/**
 * "Card rewards: 12 of 13 match; potions 5 of 5" (and "; relics 4 of 4" when the walk predicted
 * relics the file records; StS2 "; gold after 15 of 15 rooms"), or null for a report without predictions.
 */
export function rewardsSummary(report) {
  const c = report.cardRewards;
  if (!c) return null;
  const relics = c.relicsCompared > 0 ? `; relics ${c.relicsMatched} of ${c.relicsCompared}` : '';
  const offers = c.offersCompared > 0 ? `; Ancient offers ${c.offersMatched} of ${c.offersCompared}` : '';
  const gold = c.goldCompared > 0 ? `; gold after ${c.goldMatched} of ${c.goldCompared} rooms` : '';
  return `Card rewards: ${c.matched} of ${c.compared} match; potions ${c.potionsMatched} of ${c.potionsCompared}${relics}${offers}${gold}`;
}

/** "Orrery: " before a reward something other than the room gave. */
const from = (r) => (r.source && r.source.name ? `${r.source.name}: ` : '');

/** " ✓" or " ✗" after a verdict the engine gave, "" where it gave none. */
const after = (m) => (typeof m === 'boolean' ? ` ${mark(m)}` : '');

/**
 * A lobby player's predictions on a floor beside the file's (the floor's `lobby` verdict `v`, its
 * `cardRewards` and `players` entries): "player 2: Reflect, Bulwark, … · recorded … ✓, potion: none ✓,
 * relics: Gorget ✓, gold 162 ✓" ('' when the walk gave them nothing there).
 */
function lobbyText(p, v) {
  const r = (Array.isArray(p.cardRewards) ? p.cardRewards : []).find((x) => x.player === v.player);
  const room = (Array.isArray(p.players) ? p.players : []).find((x) => x.player === v.player);
  const bits = [];
  if (r) {
    let t = r.cards.length ? r.cards.map(card).join(', ') : 'cards not given';
    if (Array.isArray(v.recorded)) t += ` · recorded ${v.recorded.map((x) => recordedCard(x, r.cards)).join(', ')}`;
    bits.push(`${t}${after(v.matches)}`, `potion: ${r.potion && r.potion.dropped ? 'one' : 'none'}${after(v.potionMatches)}`);
  }
  if (room && Array.isArray(room.relics) && room.relics.length) bits.push(`relics: ${room.relics.map((x) => x.name).join(', ')}${after(v.relicsMatch)}`);
  if (room && room.shop) bits.push(`their merchant${after(v.shopMatches)}`);
  if (room && room.gold != null) bits.push(`gold ${room.gold}${after(v.goldMatches)}`);
  const offers = v.player > 1 && room && Array.isArray(room.ancientOffers) ? room.ancientOffers : [];
  if (offers.length) bits.push(`offers ${offers.map((o) => `${o.names.join(', ')}${o.requires ? ` (if ${o.requires})` : ''}`).join(' or ')}${after(v.offerMatches)}`);
  return bits.length ? `player ${v.player}: ${bits.join(', ')}` : '';
}

/**
 * The floors with a prediction, as plain text: [{ act, floor, room, text, matches, potionMatches }],
 * `text` e.g. "Floor 3 (monster): predicted Iron Wave, Body Slam, Cleave · recorded Iron Wave,
 * Body Slam, Cleave ✓ · potion: Fire Potion ✓". `matches`/`potionMatches` are the engine's (undefined
 * where the file records nothing to compare with: then no mark).
 */
export function rewardFloors(report) {
  const out = [];
  for (const a of report.acts || []) {
    for (const p of a.predicted || []) {
      const offers = Array.isArray(p.ancientOffers) && p.ancientOffers.length ? p.ancientOffers : null;
      const given = [...(p.ancientRewards || []), ...(p.relicRewards || [])];
      const lobby = Array.isArray(p.lobby) ? p.lobby : [];
      if (!p.cardReward && !p.potion && !Array.isArray(p.relics) && !offers && !given.length && !lobby.length) continue;
      const parts = [];
      if (offers) {
        let t = `offers ${offers.map((o) => `${o.names.join(', ')}${o.requires ? ` (if ${o.requires})` : ''}`).join(' or ')}`;
        if (Array.isArray(p.recordedOffer)) t += ` · recorded ${p.recordedOffer.map((id) => String(id).replace(/^RELIC\./, '')).join(', ')}`;
        if (typeof p.offerMatches === 'boolean') t += ` ${mark(p.offerMatches)}`;
        parts.push(t);
      }
      if (p.cardReward) {
        let t = `predicted ${p.cardReward.cards.map(card).join(', ')}`;
        const extra = Array.isArray(p.extraCardRewards) ? p.extraCardRewards : [];
        const named = p.cardReward.cards.concat(...extra.map((r) => r.cards));
        if (Array.isArray(p.recorded)) t += ` · recorded ${p.recorded.length ? p.recorded.map((r) => recordedCard(r, named)).join(', ') : 'none'}`;
        for (const r of extra) t += ` + ${from(r)}${r.cards.map(card).join(', ')}`;
        if (typeof p.matches === 'boolean') t += ` ${mark(p.matches)}`;
        parts.push(t);
      }
      // A relic's cards: Glass Eye's or Sea Glass's at an Ancient, Orrery's where it was gained.
      if (given.length) {
        let t = given.map((r) => `${from(r)}${r.cards.map(card).join(', ')}`).join(' / ');
        if (typeof p.relicRewardsMatch === 'boolean') t += ` ${mark(p.relicRewardsMatch)}`;
        parts.push(t);
      }
      if (p.potion) {
        let t = `potion: ${p.potion.dropped ? p.potion.name || p.potion.id || 'one drops' : 'none'}`;
        if (typeof p.potionMatches === 'boolean') t += ` ${mark(p.potionMatches)}`;
        parts.push(t);
      }
      if (Array.isArray(p.relics)) {
        let t = `relics: ${p.relics.length ? p.relics.join(', ') : 'none'}`;
        if (typeof p.relicsMatch === 'boolean') t += ` ${mark(p.relicsMatch)}`;
        parts.push(t);
      }
      parts.push(...lobby.map((v) => lobbyText(p, v)).filter(Boolean));
      const lobbyMiss = lobby.some((v) => [v.matches, v.potionMatches, v.relicsMatch, v.shopMatches, v.goldMatches, v.offerMatches].includes(false));
      out.push({ act: a.act, floor: p.floor, room: p.room, text: `Floor ${p.floor} (${p.room}): ${parts.join(' · ')}`, matches: p.matches, potionMatches: p.potionMatches, relicsMatch: p.relicsMatch, offerMatches: p.offerMatches, lobbyMiss });
    }
  }
  return out;
}

/**
 * The view's element: a <details> whose summary is the count line and whose list has one item per
 * floor with a prediction (a mismatch marked with the class `runfile-miss`), or null when the report
 * has no prediction.
 */
export function rewardsView(doc, report) {
  const summary = rewardsSummary(report);
  if (!summary) return null;
  const floors = rewardFloors(report);
  if (!sheet && typeof CSSStyleSheet === 'function' && doc.adoptedStyleSheets) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  }
  const details = doc.createElement('details');
  details.className = 'runfile-rewards';
  const s = doc.createElement('summary');
  s.textContent = floors.length ? `${summary} (predicted vs recorded, floor by floor)` : summary;
  details.append(s);
  const ul = doc.createElement('ul');
  for (const f of floors) {
    const li = doc.createElement('li');
    li.textContent = f.text;
    li.dataset.floor = String(f.floor);
    if (f.matches === false || f.potionMatches === false || f.relicsMatch === false || f.offerMatches === false || f.lobbyMiss) li.className = 'runfile-miss';
    ul.append(li);
  }
  if (floors.length) details.append(ul);
  return details;
}
