// Slay the Spire 2's event options in the route's room panel, for page-choices.js (loaded with it).
//
// Per event (its .run id), the options that change what the walk predicts (what they draw on the
// rewards stream, their gold, a map they change), as walk_route's `events` item after the floor:
// "EVENT:OPTIONS", the ids .run files write (docs/sts2-content.md). An event not listed offers nothing
// the predictions follow (its options draw the same and change no gold the walk knows).

export const STS2_EVENT_OPTIONS = {
  THE_LEGENDS_WERE_TRUE: [['NAB_THE_MAP', 'Nab the map (the Spoils Map: act 2’s map, 600 gold)'], ['SLOWLY_FIND_AN_EXIT', 'Slowly find an exit (a potion)']],
  UNREST_SITE: [['REST', 'Rest'], ['KILL', 'Kill (a relic)']],
  WELLSPRING: [['BOTTLE', 'Bottle (a potion)'], ['BATHE', 'Bathe']],
  WHISPERING_HOLLOW: [['GOLD', 'Pay (two potions)'], ['HUG', 'Hug']],
  LUMINOUS_CHOIR: [['OFFER_TRIBUTE', 'Offer tribute (gold for a relic)'], ['REACH', 'Reach']],
  THIS_OR_THAT: [['PLAIN', 'Plain (gold)'], ['ORNATE', 'Ornate (a relic and Clumsy)']],
  BRAIN_LEECH: [['SHARE_KNOWLEDGE', 'Share knowledge (5 cards)'], ['RIP', 'Rip (colourless cards)']],
  ROOM_FULL_OF_CHEESE: [['GORGE', 'Gorge (cards)'], ['SEARCH', 'Search (Chosen Cheese)']],
  RANWID_THE_ELDER: [['POTION', 'Trade for a potion'], ['GOLD', 'Trade for gold'], ['RELIC', 'Trade for a relic']],
  POTION_COURIER: [['GRAB', 'Grab (Foul Potions)'], ['RANSACK', 'Ransack (a potion)']],
  BATTLEWORN_DUMMY: [['SETTING_1', 'Setting 1 (a potion)'], ['SETTING_2', 'Setting 2 (upgrades)'], ['SETTING_3', 'Setting 3 (a relic)']],
  DENSE_VEGETATION: [['TRUDGE_ON', 'Trudge on (gold)'], ['REST', 'Rest (a fight)']],
  THE_LANTERN_KEY: [['KEEP_THE_KEY+FIGHT', 'Keep the key (a fight)'], ['RETURN_THE_KEY', 'Return the key (100 gold)']],
  PUNCH_OFF: [['NAB', 'Nab (a relic and Injury)']],
  TEA_MASTER: [['BONE_TEA', 'Bone Tea (50 gold)'], ['EMBER_TEA', 'Ember Tea (150 gold)'], ['TEA_OF_DISCOURTESY', 'Tea of Discourtesy (free)']],
  WELCOME_TO_WONGOS: [['BARGAIN_BIN', 'Bargain bin (100 gold)'], ['FEATURED_ITEM', 'Featured item (200 gold)'], ['MYSTERY_BOX', 'Mystery box (300 gold)']],
  TRASH_HEAP: [['GRAB', 'Grab (100 gold, a card)'], ['DIVE_IN', 'Dive in (a relic)']],
  MORPHIC_GROVE: [['GROUP', 'Group (lose all gold)'], ['LONER', 'Loner']],
  SUNKEN_STATUE: [['DIVE_INTO_WATER', 'Dive (gold)'], ['GRAB_SWORD', 'Grab the sword']],
  LOST_WISP: [['SEARCH', 'Search (gold)']],
  JUNGLE_MAZE_ADVENTURE: [['SOLO_QUEST', 'Solo quest (about 150 gold, 18 damage)'], ['JOIN_FORCES', 'Join forces (about 50 gold)']],
  SUNKEN_TREASURY: [['FIRST_CHEST', 'First chest (about 60 gold)'], ['SECOND_CHEST', 'Second chest (about 333 gold and Greed)']],
  ZEN_WEAVER: [['BREATHING_TECHNIQUES', 'Breathing techniques (50 gold)'], ['EMOTIONAL_AWARENESS', 'Emotional awareness (125 gold)'], ['ARACHNID_ACUPUNCTURE', 'Arachnid acupuncture (250 gold)']],
  WATERLOGGED_SCRIPTORIUM: [['TENTACLE_QUILL', 'Tentacle Quill (55 gold)']],
};

/**
 * The select's options [group|null, value, text] for a `?` room that is one of `events` ({id, name};
 * several: its branches): each event's options, and for branches the event alone (which settles them).
 * `current` (the link's choice on the floor): the event alone stays offered once the walk shows it.
 */
export function sts2EventOptions(events, current) {
  const several = events.length > 1;
  const out = events.flatMap((e) => {
    const id = e.id.replace(/^EVENT\./, '');
    const own = (STS2_EVENT_OPTIONS[id] || []).map(([v, t]) => [several ? e.name : null, `${id}:${v}`, t]);
    return several || current === id ? [[several ? e.name : null, id, `It was ${e.name}`], ...own] : own;
  });
  return out;
}
