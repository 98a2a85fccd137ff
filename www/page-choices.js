// The route's choices in the page's room panel (revealed): an event's option, a shop's purchases, a rest site's choice, gold spent and HP (StS1).
//
// Loaded with import() by page-panel.js the first time a revealed route's selected room can take a
// choice (not up front). The choices are the state's `choices` (state.js: the link's events=, buy=,
// rests=, spent=, hp=, walk_route's events, purchases, rests, goldSpent and hp, "FLOOR:NAME" each); a
// change calls back so the page walks the route again and writes the link. Everything is built with DOM APIs and textContent.

import { el } from './panel.js';
import { sts2EventOptions } from './page-choices-sts2.js';

/**
 * Per event (its .run id): the options that change what the walk predicts, as .run files write
 * `player_choice`, with the page's words. An option left unsaid is the walk's default (leave, or the
 * option nearly every real run took: the assumptions say which). Events not listed offer nothing
 * the predictions follow (their draws are on streams reseeded every floor, or none).
 */
export const EVENT_OPTIONS = {
  'Big Fish': [['Box', 'The box (a relic and a curse)']],
  'The Cleric': [['Healed', 'Heal (35 gold)'], ['Card Removal', 'Card removal (50 gold; 75 from ascension 15)']],
  'Golden Idol': [['Lose Max HP', 'Take the idol']],
  'Golden Wing': [['Card Removal', 'Pray (remove a card)'], ['Gained Gold', 'Smash it (gold the walk does not draw)']],
  'World of Goop': [['Gather Gold', 'Gather the gold']],
  'Liars Game': [['AGREE', 'Agree (gold and Doubt)']],
  Mushrooms: [['Fought Mushrooms', 'Fight'], ['Ignored', 'Leave']],
  'Scrap Ooze': [['Success', 'Reach in until the relic'], ['Fled', 'Leave']],
  Addict: [['Obtained Relic', 'Pay 85 gold for a relic'], ['Stole Relic', 'Rob (a relic and Shame)']],
  Beggar: [['Gave Gold', 'Give 75 gold']],
  Colosseum: [['Fight', 'Fight the slavers, then flee'], ['Fought Nobs', 'Fight the nobs too (two relics)']],
  'Masked Bandits': [['Fought Bandits', 'Fight'], ['Paid Fearfully', 'Pay all your gold']],
  Nest: [['Stole From Cult', 'Smash and grab (gold)']],
  'The Library': [['Read', 'Read (choose a card of 20)']],
  'The Mausoleum': [['Opened', 'Open the coffin (a relic)']],
  MindBloom: [['Fight', 'Fight (a rare relic)'], ['Gold', 'I am rich'], ['Heal', 'I am healthy']],
  'The Moai Head': [['Gave Idol', 'Give the Golden Idol (333 gold)']],
  'Mysterious Sphere': [['Fight', 'Open it (a fight, a rare relic)'], ['Ignored', 'Leave']],
  SensoryStone: [['Memory 1', 'One memory'], ['Memory 2', 'Two memories'], ['Memory 3', 'Three memories']],
  'Tomb of Lord Red Mask': [['Paid', 'Pay all your gold'], ['Wore Mask', 'Wear the Red Mask']],
  'Golden Shrine': [['Pray', 'Pray (gold)'], ['Desecrate', 'Desecrate (gold and Regret)']],
  'Wheel of Change': [['Gold', 'The wheel gave gold'], ['Relic', 'The wheel gave a relic'], ['Cursed', 'The wheel gave a curse']],
  'The Woman in Blue': [['Bought 1 Potion', 'Buy one potion'], ['Bought 2 Potions', 'Buy two potions'], ['Bought 3 Potions', 'Buy three potions']],
  FaceTrader: [['Touch', 'Touch (gold)'], ['Trade', 'Trade faces']],
  WeMeetAgain: [['Gave Card', 'Give a card (a relic)'], ['Paid Gold', 'Pay gold (a relic)'], ['Gave Potion', 'Give a potion (a relic)']],
  'Accursed Blacksmith': [['Rummage', 'Rummage (Warped Tongs and Pain)'], ['Forge', 'Forge']],
  "N'loth": [['Traded Relic', "Trade a relic for N'loth's Gift"]],
};

/** A rest site's choices, as .run files write campfire_choices. */
const REST_OPTIONS = [
  ['SMITH', 'Smith'],
  ['LIFT', 'Lift (Girya)'],
  ['DIG', 'Dig (Shovel: a relic)'],
  ['PURGE', 'Toke (Peace Pipe)'],
  ['RECALL', 'Recall (the Ruby Key)'],
];

/** The names `list` ("FLOOR:NAME" items) holds for `floor`, and the list without them. */
const prefix = (floor) => `${floor}:`;
const onFloor = (list, floor) => list.filter((i) => i.startsWith(prefix(floor))).map((i) => i.slice(prefix(floor).length));
const without = (list, floor) => list.filter((i) => !i.startsWith(prefix(floor)));

// The control changed last, focused again once the panel is drawn anew.
let refocus = null;

/**
 * Adds to `container` (the room panel) the choice the route's room `step` (walk_route's floor,
 * revealed) can take: a select of the event's options (each branch's when the ? can be one of
 * several events), a checkbox on each item of a shop's stock list (panel-gives.js drew it), a select
 * of a rest site's choices (StS1); the HP on entering an event's room and the gold spent on the floor
 * (runState, StS1). `choices` is the state's { events, buy, rests, spent, hp }; `game` 'sts1' or
 * 'sts2' (its events' options: page-choices-sts2.js); `changed()` is called after it is edited.
 */
export function renderChoices(doc, container, step, choices, game, changed) {
  const floor = step.floor;
  const edit = (key, names) => {
    choices[key] = [...without(choices[key], floor), ...names.map((n) => prefix(floor) + n)];
    changed();
  };
  const line = el(doc, 'p', 'route-choice');
  line.dataset.floor = String(floor);
  if (step.room === 'rest' && game === 'sts1') {
    line.append(select(doc, 'rests', 'Rest site choice', 'Rest (the default)', REST_OPTIONS.map(([v, t]) => [null, v, t]), onFloor(choices.rests, floor)[0], (v) => edit('rests', v ? [v] : [])));
  } else if (step.shop && Array.isArray(step.shop.cards)) {
    // A merchant, or the Fake Merchant (an event with a stock).
    const stock = container.querySelector('ul.shop-stock');
    if (stock && shopChecks(doc, stock, step.shop, onFloor(choices.buy, floor), (names) => edit('buy', names))) {
      line.classList.add('muted');
      line.textContent = 'Tick what you buy: the walk goes on after it, and the link keeps it.';
    }
  } else if (Array.isArray(step.players) && step.players.some((p) => p.shop)) {
    // A lobby's merchant: each player's own stock (panel-gives.js drew their lists in lobby order);
    // player P's purchases in the link as FLOOR:P:ID, the first player's as FLOOR:ID.
    const lists = [...container.querySelectorAll('ul.shop-stock')];
    const shops = step.players.filter((p) => p.shop && Array.isArray(p.shop.cards));
    const here = onFloor(choices.buy, floor);
    const ticked = shops.map((p, k) => {
      const tag = p.player > 1 ? `${p.player}:` : '';
      const isMine = (n) => (tag ? n.startsWith(tag) : !/^\d+:/.test(n));
      const mine = here.filter(isMine).map((n) => n.slice(tag.length));
      const pick = (names) => edit('buy', [...here.filter((n) => !isMine(n)), ...names.map((n) => tag + n)]);
      return lists[k] && shopChecks(doc, lists[k], p.shop, mine, pick, `Player ${p.player}: `);
    });
    if (ticked.some(Boolean)) {
      line.classList.add('muted');
      line.textContent = 'Tick what each player buys: the walk goes on after it, and the link keeps it.';
    }
  } else if (game === 'sts2' && step.room === 'ancient' && Array.isArray(step.ancientOffers)) {
    // A later Ancient's relic (the walk follows one that changes the gold; Golden Compass redraws the act's map: page-hooks.js).
    const offered = new Map();
    for (const o of step.ancientOffers) o.ids.forEach((id, i) => offered.set(id.replace(/^RELIC\./, ''), o.names[i]));
    line.append(select(doc, 'ancients', 'Relic taken', 'Not said: see the assumptions', [...offered].map(([v, t]) => [null, v, t]), onFloor(choices.ancients, floor)[0], (v) => edit('ancients', v ? [v] : [])));
  } else if (step.event) {
    const events = Array.isArray(step.event.branches) ? step.event.branches : [step.event];
    const options = game === 'sts2' ? sts2EventOptions(events, onFloor(choices.events, floor)[0]) : events.flatMap((e) => (EVENT_OPTIONS[e.id] || []).map(([v, t]) => [events.length > 1 ? e.name : null, v, t]));
    if (!options.length) {
      line.classList.add('muted');
      line.textContent = 'Nothing this event offers changes what the predictions follow.';
    } else {
      line.append(select(doc, 'events', 'Event option', 'Not said: the walk’s default (the assumptions say it)', options, onFloor(choices.events, floor)[0], (v) => edit('events', v ? [v] : [])));
    }
  }
  // A shop's note right under its list; a select at the end of the panel.
  const list = container.querySelector('ul.shop-buy');
  if (line.childNodes.length) {
    if (list) list.after(line);
    else container.append(line);
  }
  if (game === 'sts1') container.append(...runState(doc, step, choices, edit));
  const again = refocus && container.querySelector(`[data-key="${refocus}"]`);
  refocus = null;
  if (again) again.focus();
}

/**
 * The run state the route names on the floor of `step`: the HP on entering an event's room (its
 * conditions read it: The Moai Head, Knowing Skull) and the gold spent there beyond what the walk
 * follows (a thief, an event's cost it does not draw), with the walk's gold after the room. A
 * value that is not one stays out of the link and says why.
 */
function runState(doc, step, choices, edit) {
  const out = [];
  const error = el(doc, 'p', 'choice-error error');
  error.setAttribute('role', 'alert');
  const wrong = (text) => {
    error.textContent = text;
  };
  if (step.event) {
    const line = el(doc, 'p', 'route-choice route-hp');
    const [hp, max] = (onFloor(choices.hp, step.floor)[0] || '/').split('/');
    const hpBox = number(doc, 'hp', 'HP on entering', hp, 1, 999);
    const maxBox = number(doc, 'hp-max', 'Max HP', max, 1, 999);
    const pick = () => {
      const [h, m] = [hpBox, maxBox].map((b) => b.querySelector('input').value.trim());
      if (h === '' && m === '') return edit('hp', []);
      const [a, b] = [h, m].map(Number);
      if (!/^\d{1,3}$/.test(h) || !/^\d{1,3}$/.test(m) || a < 1 || a > b) {
        return wrong('HP: give both numbers, HP from 1 to the max HP (at most 999), e.g. 30 of 80; empty both for “not known”.');
      }
      edit('hp', [`${a}/${b}`]);
    };
    for (const b of [hpBox, maxBox]) b.querySelector('input').addEventListener('change', pick);
    line.append(hpBox, ' ', maxBox, ' ', el(doc, 'span', 'muted', 'Not given: the ? lists every event HP allows.'));
    out.push(line);
  }
  const spent = onFloor(choices.spent, step.floor)[0] || '';
  if (step.gold != null || spent) {
    const line = el(doc, 'p', 'route-choice route-gold');
    const box = number(doc, 'spent', 'Gold spent here (negative: gained)', spent, -9999, 9999);
    box.querySelector('input').addEventListener('change', (e) => {
      const v = e.target.value.trim();
      if (v === '' || Number(v) === 0) return edit('spent', []);
      if (!/^-?\d{1,4}$/.test(v)) return wrong('Gold spent: a whole number from -9999 to 9999.');
      edit('spent', [String(Number(v))]);
    });
    line.append(box);
    if (step.gold != null) line.append(' ', el(doc, 'span', 'gold-after', `Gold after this room: ${step.gold}.`));
    out.push(line);
  }
  if (out.length) out.push(error);
  return out;
}

/** A labelled number input (its `data-key` `key`) holding `value`. */
function number(doc, key, name, value, min, max) {
  const label = el(doc, 'label', 'choice', `${name}: `);
  const input = el(doc, 'input');
  Object.assign(input, { type: 'number', min: String(min), max: String(max), step: '1', value: value || '' });
  input.dataset.key = key;
  input.addEventListener('change', () => {
    refocus = key;
  });
  label.append(input);
  return label;
}

/** A labelled select: the default (value '') and `options` [group|null, value, text]; `pick(value)` on change. */
function select(doc, key, name, first, options, current, pick) {
  const label = el(doc, 'label', 'choice', `${name}: `);
  const s = el(doc, 'select');
  s.dataset.key = key;
  s.append(new Option(first, ''));
  const groups = new Map();
  for (const [group, value, text] of options) {
    let parent = s;
    if (group) {
      if (!groups.has(group)) {
        const g = el(doc, 'optgroup');
        g.label = `If ${group}`;
        groups.set(group, g);
        s.append(g);
      }
      parent = groups.get(group);
    }
    parent.append(new Option(text, value));
  }
  // A link's option that none of these is (another event's, say) stays shown as it is.
  if (current && ![...s.options].some((o) => o.value === current)) s.append(new Option(`${current} (from the link)`, current));
  s.value = current || '';
  s.addEventListener('change', () => {
    refocus = key;
    pick(s.value);
  });
  label.append(s);
  return label;
}

/**
 * A checkbox on each item of a shop's stock `list` (its cards, colourless cards, relics, potions,
 * the removal, in panel-gives.js's order); `pick(names)` on change; `who` ("Player 2: ") heads each
 * label in a lobby. False if the list is not the stock's.
 */
function shopChecks(doc, list, shop, bought, pick, who = '') {
  const more = (v) => (Array.isArray(v) ? v : []);
  const ids = [...shop.cards, ...more(shop.colorless), ...more(shop.relics), ...more(shop.potions)].map((i) => i.id);
  if ((shop.removal ?? shop.purge) != null) ids.push('purge');
  const rows = [...list.children];
  if (rows.length !== ids.length) return false;
  // The link names an item once per copy bought (two of the same potion: twice).
  const left = new Map();
  for (const n of bought) left.set(n, (left.get(n) || 0) + 1);
  const boxes = rows.map((li, i) => {
    const cb = el(doc, 'input');
    cb.type = 'checkbox';
    cb.dataset.key = `buy-${who}${i}`;
    cb.dataset.id = ids[i];
    cb.setAttribute('aria-label', `${who}Buy ${li.textContent}`);
    cb.checked = (left.get(ids[i]) || 0) > 0;
    if (cb.checked) left.set(ids[i], left.get(ids[i]) - 1);
    cb.addEventListener('change', () => {
      refocus = cb.dataset.key;
      pick(boxes.filter((b) => b.checked).map((b) => b.dataset.id));
    });
    const label = el(doc, 'label');
    label.append(cb, ...li.childNodes);
    li.append(label);
    return cb;
  });
  list.classList.add('shop-buy');
  return true;
}
