// What a revealed room gives, in the room panel of the page and the widget: cards, potion, relics, a chest, an event's branches, a shop's stock.
//
// Loaded with import() on the first revealed walk (shell.js walkShown; the page's page-route.js
// re-exports it), not up front. Everything is built with DOM APIs and textContent.

import { el, relicText } from './panel.js';

/** A card as the lines name it: its name, `+` when upgraded. */
export const cardText = (c) => `${c.name || c.id}${c.upgraded ? '+' : ''}`;

/**
 * Revealed: what a room of the route gives (walk_route's `cardReward` and `potion` of a floor or a
 * boss: "Card reward: A, B, C+", "Potion: NAME", "No potion"; StS2 also a chest's relic and a
 * shop's fixed relic, a dropped potion whose identity the engine does not predict, a later
 * Ancient's offers and what Neow's options give).
 */
export function rewardLines(doc, container, step) {
  const cards = step.cardReward && Array.isArray(step.cardReward.cards) ? step.cardReward.cards : null;
  if (cards) {
    const p = el(doc, 'p', 'spoiler card-reward', `Card reward: ${cards.map(cardText).join(', ')}`);
    p.dataset.cards = cards.map((c) => c.id).join(',');
    container.append(p);
  }
  // StS2 multiplayer: each player's cards and potion roll.
  for (const r of Array.isArray(step.cardRewards) ? step.cardRewards : []) {
    const list = Array.isArray(r.cards) ? r.cards : [];
    const cards = list.length ? list.map(cardText).join(', ') : 'cards not given';
    const p = el(doc, 'p', 'spoiler card-reward player-reward', `Player ${r.player}: ${cards} · ${r.potion && r.potion.dropped ? 'a potion drops' : 'no potion'}`);
    p.dataset.cards = list.map((c) => c.id).join(',');
    container.append(p);
    for (const extra of Array.isArray(r.extra) ? r.extra : []) container.append(sourced(doc, extra, `Player ${r.player}'s other card reward`));
  }
  if (step.potion) {
    const which = step.potion.name || step.potion.id || 'one drops (which one is not predicted)';
    const p = el(doc, 'p', 'spoiler potion', step.potion.dropped ? `Potion: ${which}` : 'No potion');
    p.dataset.potion = step.potion.dropped ? step.potion.id || '' : '';
    container.append(p);
  }
  if (step.chest && step.chest.relicId) {
    const p = el(doc, 'p', 'spoiler chest', `Chest: ${step.chest.relic} (${step.chest.rarity})`);
    p.dataset.relic = step.chest.relicId;
    container.append(p);
  } else if (step.chest && step.chest.relic) {
    // StS1: size, tier, gold, the relic (and Matryoshka's before it).
    const c = step.chest;
    const relics = [c.extra, c.relic].filter(Boolean);
    const p = el(doc, 'p', 'spoiler chest', `Chest (${c.size}, ${c.tier}${c.gold ? ', with gold' : ''}): ${relics.join(', ')}`);
    p.dataset.relic = relics.join(',');
    container.append(p);
  }
  // An elite's (or an event fight's) relics, and a second card reward named by what gave it (StS1:
  // Prayer Wheel; StS2: Prayer Wheel, White Star, The Hunt; a rest's Dream Catcher).
  if (Array.isArray(step.relics) && step.relics.length) {
    const p = el(doc, 'p', 'spoiler relics', `Relic${step.relics.length > 1 ? 's' : ''}: ${step.relics.map(relicText).join(', ')}`);
    p.dataset.relics = step.relics.join(',');
    container.append(p);
  }
  for (const extra of (Array.isArray(step.extraCardRewards) ? step.extraCardRewards : []).filter((r) => Array.isArray(r.cards))) {
    container.append(sourced(doc, extra, 'Another card reward'));
  }
  // A relic that offers cards when taken: Glass Eye's five rewards and Sea Glass's 15 (take any) at a later
  // Ancient, Orrery's five where it is gained.
  for (const list of [step.ancientRewards, step.relicRewards]) {
    const given = Array.isArray(list) ? list.filter((r) => Array.isArray(r.cards)) : [];
    given.forEach((r, i) => container.append(given.length > 1 ? sourced(doc, r, `Card reward ${i + 1} of ${given.length}`) : sourced(doc, r, 'Cards', ', take any')));
  }
  if (step.shopRelic) {
    const p = el(doc, 'p', 'spoiler shop-relic', `Shop relic: ${step.shopRelic.name}`);
    p.dataset.relic = step.shopRelic.id;
    container.append(p);
  }
  // The event a ? room becomes (or each it can be, with what it needs) and a shop's stock (StS1's
  // colourless cards, potions and `purge`; StS2's colourless, potions and `removal`, the colourless
  // null where the build's pool is not established).
  const branches = step.event && Array.isArray(step.event.branches) ? step.event.branches : [];
  spoilerList(doc, container, 'event-branches', 'Event, depending on the run:', branches.map((b) => [`${b.name} (if ${b.requires})`, 'event', b.id]));
  shopList(doc, container, step.shop, 'Shop:');
  // StS2 multiplayer: each player's relics (an elite's, their chest's) and their own merchant.
  for (const p of Array.isArray(step.players) ? step.players : []) {
    const relics = Array.isArray(p.relics) ? p.relics : [];
    const parts = [relics.map((r) => r.name).join(', '), p.gold != null ? `${p.gold} gold after` : ''].filter(Boolean);
    if (parts.length) {
      const line = el(doc, 'p', 'spoiler relics player-relics', `Player ${p.player}: ${parts.join(' · ')}`);
      line.dataset.relics = relics.map((r) => r.id).join(',');
      container.append(line);
    }
    shopList(doc, container, p.shop, `Player ${p.player}'s shop${p.shop && Array.isArray(p.shop.cards) && !p.shop.cards.length ? ' (cards not given)' : ''}:`);
  }
  // A later Ancient's offers (act 1's, Neow's, are on the map already): each way it can come out; in a
  // lobby each player's own.
  offerList(doc, container, step.act > 1 ? step.ancientOffers : null, 'Offers');
  for (const p of Array.isArray(step.players) ? step.players : []) {
    if (p.player > 1) offerList(doc, container, step.act > 1 ? p.ancientOffers : null, `Player ${p.player}'s offers`);
  }
  // Neow: what each option gives where the seed fixes it (in a lobby each player's own).
  const gifts = (list, head) => spoilerList(doc, container, 'neow-gifts', head, (Array.isArray(list) ? list : []).map((g) => [`${g.name}: ${g.what}`, 'relic', g.relic]));
  gifts(step.neowGifts, 'What they give:');
  for (const p of Array.isArray(step.players) ? step.players : []) {
    if (p.player > 1) gifts(p.neowGifts, `What player ${p.player}'s give:`);
  }
}

/** An Ancient's offers under `what` ("Offers"), each with the run state it needs. */
function offerList(doc, container, offers, what) {
  const list = Array.isArray(offers) ? offers : [];
  const head = list.length > 1 ? `${what}, depending on the run:` : `${what}:`;
  spoilerList(doc, container, 'ancient-offers', head, list.map((o) => [`${o.requires ? `If ${o.requires}: ` : ''}${o.names.join(', ')}`, 'ids', o.ids.join(',')]));
}

/** A shop's whole stock with prices (StS1's `purge`, StS2's `removal`; none at the Fake Merchant). */
function shopList(doc, container, shop, head) {
  if (!shop || !Array.isArray(shop.cards)) return;
  const list = (v) => (Array.isArray(v) ? v : []);
  const sale = (c, i) => (c.onSale || shop.sale === i ? ' (sale)' : '');
  const items = [...shop.cards, ...list(shop.colorless)].map((c, i) => [`${cardText(c)}: ${c.price} gold${sale(c, i)}`, 'card', c.id]);
  for (const r of list(shop.relics)) items.push([`${r.name}: ${r.price} gold`, 'relic', r.id]);
  for (const p of list(shop.potions)) items.push([`${p.name}: ${p.price} gold`, 'potion', p.id]);
  const removal = shop.removal ?? shop.purge;
  if (removal != null) items.push([`Card removal: ${removal} gold`, 'removal', String(removal)]);
  spoilerList(doc, container, 'shop-stock', head, items);
}

/** A card reward's line, saying what gave it ("Card reward from Prayer Wheel: A, B, C"); without a source, `what`. */
function sourced(doc, reward, what, tail = '') {
  const from = reward.source && reward.source.name ? ` from ${reward.source.name}` : '';
  const head = from ? `${what === 'Another card reward' ? 'Card reward' : what}${from}${tail}` : what;
  const p = el(doc, 'p', 'spoiler card-reward extra-reward', `${head}: ${reward.cards.map(cardText).join(', ')}`);
  p.dataset.cards = reward.cards.map((c) => c.id).join(',');
  if (reward.source && reward.source.id) p.dataset.source = reward.source.id;
  return p;
}

/** A revealed list under a heading (nothing when `items` is empty): items are [text, data key, data value]. */
function spoilerList(doc, container, cls, head, items) {
  if (!items.length) return;
  const list = el(doc, 'ul', `spoiler ${cls}`);
  for (const [text, k, v] of items) {
    const li = el(doc, 'li', null, text);
    li.dataset[k] = v;
    list.append(li);
  }
  container.append(el(doc, 'p', 'spoiler offers-head', head), list);
}
