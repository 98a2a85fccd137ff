// StS1's run start in the page's words: the characters, Neow's 19 bonuses and 5 costs as the game words them.
//
// The engine (run_start) names Neow's options as .run files write them (`neow_bonus`,
// `neow_cost`); the page shows the game's own texts. The page loads this module with the run start
// (page-start.js, after the first map), not up front; the widget never does (its size budget): it
// shows the ids. The URL's ids are state.js's (CHARACTER_IDS, NEOW_IDS: the same keys).

/** StS1's characters: the URL's and the engine's `character` value, and the name shown. */
export const CHARACTERS = [
  { id: 'ironclad', name: 'Ironclad' },
  { id: 'silent', name: 'Silent' },
  { id: 'defect', name: 'Defect' },
  { id: 'watcher', name: 'Watcher' },
];

/** Neow's bonuses, by the id .run files write (`neow_bonus`), in the game's words. */
export const NEOW_BONUSES = {
  THREE_CARDS: 'Choose a card to obtain',
  ONE_RANDOM_RARE_CARD: 'Obtain a random rare card',
  REMOVE_CARD: 'Remove a card',
  UPGRADE_CARD: 'Upgrade a card',
  TRANSFORM_CARD: 'Transform a card',
  RANDOM_COLORLESS: 'Choose a colorless card to obtain',
  THREE_SMALL_POTIONS: 'Obtain 3 random potions',
  RANDOM_COMMON_RELIC: 'Obtain a random common relic',
  TEN_PERCENT_HP_BONUS: 'Max HP +10%',
  THREE_ENEMY_KILL: 'Enemies in your next three combats have 1 HP',
  HUNDRED_GOLD: 'Obtain 100 gold',
  RANDOM_COLORLESS_2: 'Choose a rare colorless card to obtain',
  REMOVE_TWO: 'Remove 2 cards',
  ONE_RARE_RELIC: 'Obtain a random rare relic',
  THREE_RARE_CARDS: 'Choose a rare card to obtain',
  TWO_FIFTY_GOLD: 'Obtain 250 gold',
  TRANSFORM_TWO_CARDS: 'Transform 2 cards',
  TWENTY_PERCENT_HP_BONUS: 'Max HP +20%',
  BOSS_RELIC: 'Lose your starter relic, obtain a random boss relic',
};

/** Neow's costs, by the id .run files write (`neow_cost`; "NONE": no cost), in the game's words. */
export const NEOW_COSTS = {
  TEN_PERCENT_HP_LOSS: 'Lose 10% max HP',
  NO_GOLD: 'Lose all gold',
  CURSE: 'Obtain a curse',
  PERCENT_DAMAGE: 'Take damage (30% of current HP)',
};

/** A Neow option { bonus, cost } as the game words it, cost first: "Lose 10% max HP. Remove 2 cards" (unknown ids as they are). */
export function neowText(o) {
  const bonus = NEOW_BONUSES[o.bonus] || String(o.bonus);
  const cost = o.cost && o.cost !== 'NONE' ? NEOW_COSTS[o.cost] || String(o.cost) : '';
  return cost ? `${cost}. ${bonus}` : bonus;
}

/** The name of a character as generate_map writes it ("THE_SILENT"), or as the URL does ("silent"). */
export function characterName(c) {
  const id = String(c).toLowerCase().replace(/^the_/, '');
  return (CHARACTERS.find((x) => x.id === id) || { name: String(c) }).name;
}
