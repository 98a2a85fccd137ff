/* tslint:disable */
/* eslint-disable */

/** StS2: the account's unlocks the run start follows: `"mature"` (the default) or the unlocks it lacks (`"EVENT1,RELIC4,ACT.UNDERDOCKS"`, docs/sts2-profile.md). The page's map modules take only `"mature"`; the route, search and run-file modules any. */
export type ProfileSetting = { profile?: string };
/** Options of `generate_map` and `run_start`: the seed, the map settings, the profile and (StS1, read by `run_start` and `walk_route`, ignored by `generate_map`) the run-start choices. Give exactly one of `seed` and `seedValue`. */
export type MapOptions = SeedOptions & MapSettings & ProfileSetting & RunStartSettings;
/** Options of `walk_route`: the map options and the route's (`act` means the same as `startAct`). */
export type RouteOptions = MapOptions & RouteSettings;
/** Options of `best_route`: the map options with the act, and the plan's. */
export type PlanOptions = MapOptions & { act: number } & PlanSettings;
/** Options of `search`: one chunk of a seed scan (the map settings apply, not the seed or the act). */
export type SearchOptions = Omit<MapSettings, "act" | "emeraldKeyTakenInAct" | "spoilers" | "daily"> & ProfileSetting & SearchSettings;


/**
 * A StS2 save's stored map against the engine's.
 */
export interface SavedMapCheck {
    /**
     * The act of the stored map.
     */
    act: number;
    /**
     * Node for node and edge for edge the same.
     */
    identical: boolean;
    /**
     * What differs, `(x, y)` first (at most [`MAX_DIFFERENCES`] listed).
     */
    differences: string[];
}

/**
 * A best route for one act.
 */
export interface RoutePlan {
    /**
     * Which game.
     */
    game: Game;
    /**
     * Act number.
     */
    act: number;
    /**
     * The criterion.
     */
    criterion: RouteCriterion;
    /**
     * The nodes, `[x, y]`, from the start (or `from`) to the top.
     */
    path: [number, number][];
    /**
     * How many rooms of the criterion's kind the route has (elites, fights, …).
     */
    score: number;
    /**
     * Room counts and fight gold along the route.
     */
    totals: RouteTotals;
}

/**
 * A boss fight at the top of an act the route completes.
 */
export interface BossFight {
    /**
     * Act number.
     */
    act: number;
    /**
     * The boss floor (both fights of a double boss share it).
     */
    floor: number;
    /**
     * The boss encounter.
     */
    encounter: string;
    /**
     * StS1, acts 1 and 2: the boss's card reward (all rares), where the
     * route tells it (a spoiler).
     */
    cardReward?: CardReward;
    /**
     * StS1, acts 1 and 2: the boss reward's potion roll, where the route
     * tells it (a spoiler).
     */
    potion?: PotionRoll;
}

/**
 * A card as a reward or an offer shows it, either game. Serialises as
 * `{"id": "Pommel Strike", "name": "Pommel Strike", "upgraded": false}`;
 * StS1 `.run` files write an upgraded card as its id followed by `+1`.
 */
export interface Card {
    /**
     * The id the game's run files write.
     */
    id: string;
    /**
     * The name the game shows.
     */
    name: string;
    /**
     * Whether the card comes upgraded.
     */
    upgraded: boolean;
}

/**
 * A directed edge between two drawn nodes, `[x, y]` to `[x, y]`.
 */
export interface MapEdge {
    /**
     * The lower node.
     */
    from: [number, number];
    /**
     * The upper node.
     */
    to: [number, number];
}

/**
 * A seed that matched.
 */
export interface SearchMatch {
    /**
     * Its position in the scan.
     */
    index: number;
    /**
     * The canonical seed string.
     */
    seed: string;
    /**
     * The seed's number in decimal.
     */
    seedValue: string;
}

/**
 * A treasure room's chest along a walked route, in its game's own form
 * (serialised untagged: the game's fields only).
 */
export type Chest = ChestReward | Sts2Chest;

/**
 * Counts of the room types a Slay the Spire 2 map queues.
 */
export interface RoomCounts {
    /**
     * Rest sites (besides the fixed rest row).
     */
    rest: number;
    /**
     * Merchants.
     */
    shop: number;
    /**
     * Elites.
     */
    elite: number;
    /**
     * `?` rooms.
     */
    unknown: number;
}

/**
 * How many of the file's rewards the prediction covers, and matches.
 */
export interface CardRewardCount {
    /**
     * Floors with both a predicted and a recorded card reward.
     */
    compared: number;
    /**
     * Of those, the ones with the same cards.
     */
    matched: number;
    /**
     * Fights with a predicted potion roll.
     */
    potionsCompared: number;
    /**
     * Of those, the ones where the file's reward held a potion exactly when the prediction has one.
     */
    potionsMatched: number;
    /**
     * Elites and chests with predicted relics and relics in the file on that floor.
     */
    relicsCompared: number;
    /**
     * Of those, the ones where the file obtained the predicted relics.
     */
    relicsMatched: number;
    /**
     * StS2 Ancients with predicted offers and an offer in the file.
     */
    offersCompared: number;
    /**
     * Of those, the ones whose recorded offer is one of the predicted ones.
     */
    offersMatched: number;
}

/**
 * One act's map as the game draws it.
 */
export type ActMap = { act: number; name: string; width: number; height: number; firstFloor: number; nodes: MapNode[]; edges: MapEdge[]; burningElite: BurningElite | null; boss?: string; bosses?: string[]; monsters?: string[]; elites?: string[] } & Partial<Sts2Act>;

/**
 * One card reward: the cards offered, in the order shown. Serialises as
 * `{"cards": [...]}`.
 */
export interface CardReward {
    /**
     * The cards (StS1: 3 normally; 4 with Question Card, 1 with Busted Crown).
     */
    cards: Card[];
}

/**
 * One drawn node of an act map.
 */
export interface MapNode {
    /**
     * Column, 0 = leftmost.
     */
    x: number;
    /**
     * Row, 0 = bottom row of the act's grid.
     */
    y: number;
    /**
     * The room icon.
     */
    room: Room;
}

/**
 * One floor of a walked route.
 */
export interface FloorStep {
    /**
     * Act number.
     */
    act: number;
    /**
     * Column.
     */
    x: number;
    /**
     * Row within the act.
     */
    y: number;
    /**
     * The run's floor number.
     */
    floor: number;
    /**
     * The room icon on the map.
     */
    room: Room;
    /**
     * For a `?` room: the chances it was rolled with.
     */
    odds?: Odds;
    /**
     * For a `?` room: what it became (seed-exact; a spoiler).
     */
    outcome?: Outcome;
    /**
     * For a `?` room: which `?` room of the run it is (0 = the first), i.e.
     * which eventRng float (StS2: which `unknown_map_point` draw) rolled it.
     */
    questionRoom?: number;
    /**
     * For a fight (and StS2's boss nodes): which encounter it is (a spoiler).
     */
    encounter?: string;
    /**
     * Slay the Spire 2 only: for a `?` that became an event, the next
     * candidate of the act's event order (the game skips events whose
     * conditions the run does not meet, so a candidate, not a promise; a
     * spoiler).
     */
    event?: string;
    /**
     * For the burning elite: its buff.
     */
    burning?: BurningElite;
    /**
     * StS1, for a fight: the cards its reward offers, where the route tells
     * them (a spoiler; the walk's `assumptions` say where they stop).
     */
    cardReward?: CardReward;
    /**
     * StS2 multiplayer, for a fight: each player's card reward and potion
     * roll, in lobby order, where the route tells them (a spoiler).
     */
    cardRewards?: PlayerCardReward[];
    /**
     * StS1, for a normal fight with Prayer Wheel (option `relics`): the
     * second card reward (a spoiler).
     */
    extraCardReward?: CardReward;
    /**
     * StS1, for a fight: the potion roll of its reward, where the route
     * tells it (a spoiler).
     */
    potion?: PotionRoll;
    /**
     * For an elite: the relics its reward holds, where the route tells them
     * (a spoiler; ids as `.run` files write them).
     */
    relics?: string[];
    /**
     * For a treasure room (or a `?` that became one): its chest, where the
     * route tells it (a spoiler; each game's own form, [`crate::map::Chest`]).
     */
    chest?: Chest;
    /**
     * StS2, for a shop (or a `?` that became one): the relic of its third
     * relic slot, the back of the player's Shop relics (a spoiler).
     */
    shopRelic?: NamedRelic;
    /**
     * StS2, for the Ancient that starts an act: every way its offer can come
     * out, each with the run state it needs (a spoiler).
     */
    ancientOffers?: AncientOffer[];
    /**
     * StS2, Neow (act 1's Ancient): what each of its options gives, where
     * the seed fixes it (a spoiler; the options the engine does not model
     * are left out).
     */
    neowGifts?: NeowGift[];
}

/**
 * One floor of an act's predicted walk, beside what the file records.
 */
export interface PredictedFloor {
    /**
     * The run's floor number.
     */
    floor: number;
    /**
     * The room on the map (the act boss: `boss`).
     */
    room: Room;
    /**
     * The predicted card reward of a fight, where the route tells it.
     */
    cardReward?: CardReward;
    /**
     * Prayer Wheel's second predicted reward (the file's `relics_obtained`
     * says when the run got it).
     */
    extraCardReward?: CardReward;
    /**
     * The cards the file records as offered on this floor (the pick first;
     * with Prayer Wheel the floor's first reward).
     */
    recorded?: string[];
    /**
     * Both are there and are the same cards.
     */
    matches?: boolean;
    /**
     * The predicted potion roll of a fight, where the route tells it.
     */
    potion?: PotionRoll;
    /**
     * With a predicted roll: whether the file's reward on this floor held a
     * potion too (`potions_floor_spawned`) exactly when the prediction has one.
     */
    potionMatches?: boolean;
    /**
     * The predicted relics of an elite or a chest, where the route tells them.
     */
    relics?: string[];
    /**
     * With predicted relics: whether the file's `relics_obtained` on this
     * floor holds them (a chest's relic may have been left for the Sapphire
     * Key: then the file has none, and it is not compared).
     */
    relicsMatch?: boolean;
    /**
     * StS2, the Ancient that starts the act: every way its offer can come
     * out, each with the run state it needs.
     */
    ancientOffers?: AncientOffer[];
    /**
     * What the file records the Ancient offered (`ancient_choice`, ids in
     * offer order).
     */
    recordedOffer?: string[];
    /**
     * Both are there, and the recorded offer is one of the predicted ones,
     * in the same order.
     */
    offerMatches?: boolean;
}

/**
 * Room counts along a route and the gold its fights give, from the map's
 * icons alone (no `?` outcomes, so no spoilers).
 */
export interface RouteTotals {
    /**
     * Normal fights (`M` icons).
     */
    monsters: number;
    /**
     * Elite fights.
     */
    elites: number;
    /**
     * `?` rooms.
     */
    events: number;
    /**
     * Merchants.
     */
    shops: number;
    /**
     * Rest sites.
     */
    rests: number;
    /**
     * Treasure chests.
     */
    treasures: number;
    /**
     * Boss fights.
     */
    bosses: number;
    /**
     * Least gold the fights give (normal 10, elite 25, act boss 95 or 71 from
     * ascension 13). Slay the Spire 1 only: 0 for Slay the Spire 2.
     */
    goldMin: number;
    /**
     * Most gold the fights give (normal 20, elite 35, act boss 105 or 79 from ascension 13).
     */
    goldMax: number;
}

/**
 * Slay the Spire 2's extra facts about an act map.
 */
export type Sts2Act = { roomRows: number; ancientNode: [number, number]; bossNodes: [number, number][]; targets: RoomCounts; placed: RoomCounts } & Partial<Sts2ActRun>;

/**
 * Slay the Spire 2's names, as the page shows them.
 */
export interface Sts2Vocabulary {
    /**
     * The acts (for `act`).
     */
    acts: string[];
    /**
     * The bosses (for `boss`, `boss2`).
     */
    bosses: string[];
    /**
     * The Ancients (for `ancient`).
     */
    ancients: string[];
    /**
     * The normal encounters (for `fight(N)`).
     */
    fights: string[];
    /**
     * The elite encounters (for `elite(N)`).
     */
    elites: string[];
    /**
     * The events (for `event(N)`).
     */
    events: string[];
    /**
     * Neow's relics (for `neow has`).
     */
    neow: string[];
}

/**
 * StS1: a treasure room's chest: its size, the relic tier, whether it
 * holds gold, and the relic (with Matryoshka's extra one before it).
 */
export interface ChestReward {
    /**
     * `small`, `medium` or `large`.
     */
    size: string;
    /**
     * `common`, `uncommon` or `rare`.
     */
    tier: string;
    /**
     * The chest holds gold too.
     */
    gold: boolean;
    /**
     * The relic, as `.run` files write it.
     */
    relic: string;
    /**
     * Matryoshka's relic, taken before the chest's own.
     */
    extra?: string;
}

/**
 * StS1: one of Neow's options, named as `.run` files write `neow_bonus` and
 * `neow_cost`, with what it gives where the seed fixes it.
 */
export interface NeowOffer {
    /**
     * The reward (`THREE_CARDS`, `BOSS_RELIC`, …).
     */
    bonus: string;
    /**
     * Its drawback (`NONE`, `CURSE`, …).
     */
    cost: string;
    /**
     * The relic the reward gives, where the seed fixes it (the boss relic of
     * `BOSS_RELIC`); a spoiler, left out without spoilers.
     */
    relic?: string;
    /**
     * The cards the reward offers or gives, where the seed fixes them (a
     * card or colourless card choice, a random rare card); a spoiler.
     */
    cards?: Card[];
}

/**
 * StS1: the potion roll after a fight: whether the reward holds a potion,
 * and which. Serialises as `{"dropped": false}` or `{"dropped": true, "id":
 * "SteroidPotion", "name": "Flex Potion"}`.
 */
export interface PotionRoll {
    /**
     * A potion dropped.
     */
    dropped: boolean;
    /**
     * Its id, as `.run` files write `potions_obtained`.
     */
    id?: string;
    /**
     * Its name.
     */
    name?: string;
}

/**
 * StS2 multiplayer: one player's card reward of a fight and its potion
 * roll (each player's own, docs/sts2-content.md).
 */
export interface PlayerCardReward {
    /**
     * The player, 1-based in lobby order.
     */
    player: number;
    /**
     * Their character, as `.run` files write it (`CHARACTER.SILENT`).
     */
    character: string;
    /**
     * The cards offered.
     */
    cards: Card[];
    /**
     * Whether a potion drops (which one is not predicted).
     */
    potion: PotionRoll;
}

/**
 * StS2: a relic by id and name (`{"id": "RELIC.X", "name": "X"}`).
 */
export interface NamedRelic {
    /**
     * The id, as `.run` files write it.
     */
    id: string;
    /**
     * The name.
     */
    name: string;
}

/**
 * StS2: one way an Ancient's offer can come out: its relics in the order
 * offered, and the run state it needs (serialised `{"ids": ["RELIC.X", …],
 * "names": ["X", …], "requires": null}`).
 */
export interface AncientOffer {
    /**
     * The relics' ids, as `.run` files write them (`RELIC.GLASS_EYE`).
     */
    ids: string[];
    /**
     * Their names.
     */
    names: string[];
    /**
     * `null` when the offer does not depend on the run; else what the run
     * must hold for the offer to come out this way, in words.
     */
    requires: string | null;
}

/**
 * StS2: what a chest holds for the player: the rarity its roll gave and
 * the relic (serialised `{"rarity": "uncommon", "relicId":
 * "RELIC.GIRYA", "relic": "Girya"}`).
 */
export interface Sts2Chest {
    /**
     * `common`, `uncommon` or `rare`.
     */
    rarity: string;
    /**
     * The relic's id, as `.run` files write it (`RELIC.GIRYA`).
     */
    relicId: string;
    /**
     * Its name.
     */
    relic: string;
}

/**
 * StS2: what one of Neow's options gives when taken, where the seed fixes
 * it (serialised `{"relic": "RELIC.X", "name": "X", "what": "…", "cards":
 * […], "relics": […], "potions": […], "gold": null, "rewardsDraws": 0}`).
 */
export interface NeowGift {
    /**
     * The option's relic id (`RELIC.GOLDEN_PEARL`).
     */
    relic: string;
    /**
     * Its name.
     */
    name: string;
    /**
     * What it gives, in one sentence (which cards are added and which
     * offered; what is not predicted).
     */
    what: string;
    /**
     * Cards added or offered (`what` says which).
     */
    cards: Card[];
    /**
     * Relics added or offered (ids).
     */
    relics: string[];
    /**
     * Potions added (ids).
     */
    potions: string[];
    /**
     * Gold gained.
     */
    gold: number | null;
    /**
     * Its draws on the player's rewards stream (`null`: not known).
     */
    rewardsDraws: number | null;
}

/**
 * The StS1 run-start choices. (TypeScript: `RunStartSettings`.)
 */
export interface RunStartSettings {
    /**
     * The character as given (StS1: `ironclad`, `silent`, `defect`,
     * `watcher`; StS2: `ironclad`, `silent`, `regent`, `necrobinder`,
     * `defect`; the default, absent, is the Ironclad, and the output says
     * so; a StS2 multiplayer run may name each player's, `"ironclad,silent"`). The maps do not depend on it; the rewards do. Which names are
     * characters depends on the game: [`RunStartOptions::settle`] reads it
     * into [`character`](Self::character) or
     * [`sts2_character`](Self::sts2_character).
     */
    character?: string;
    /**
     * The Neow option taken, one the seed offers (any case). StS1: as
     * `.run` files write `neow_bonus` (`BOSS_RELIC`, `THREE_CARDS`, …).
     * StS2: the relic, as `.run` files write `ancient_choice`
     * (`GOLDEN_PEARL`; `RELIC.GOLDEN_PEARL` too): the card rewards follow
     * its draws on the rewards stream. Absent: none that changes a
     * prediction (the output says so).
     */
    neow?: string;
    /**
     * StS1: the boss relic picked from the boss chest of act 1 and of act 2,
     * in order (ids as `.run` files write them; `null` or `"SKIP"`: skipped),
     * each one of that chest's three. Absent: no pick that changes a
     * prediction (the output says so). Only the card rewards and potions
     * after the chest depend on it (Tiny House, Busted Crown, Sozu); act 2's
     * chest does not.
     */
    bossRelicPicks?: (string | null)[];
    /**
     * StS1: the short Neow (two fixed options) instead of the full one: an
     * unseeded run whose previous run with the character ended before floor
     * 16. A seeded run always gets the full Neow. Default `false`.
     */
    shortNeow?: boolean;
}

/**
 * The buff the burning elite's monsters get (StS1 §5).
 */
export type Buff = "strength" | "maxHp" | "metallicize" | "regenerate";

/**
 * The burning (Emerald Key) elite of an act.
 */
export interface BurningElite {
    /**
     * Column of the elite node.
     */
    x: number;
    /**
     * Row of the elite node.
     */
    y: number;
    /**
     * The buff rolled for its fight.
     */
    buff: Buff;
    /**
     * The buff's amount (a percentage for [`Buff::MaxHp`]).
     */
    amount: number;
}

/**
 * The chance of each outcome for the next `?` room, in `[0, 1]`.
 */
export interface Odds {
    /**
     * Chance of a normal fight.
     */
    monster: number;
    /**
     * Chance of an elite fight (0 without Deadly Events).
     */
    elite: number;
    /**
     * Chance of a merchant.
     */
    shop: number;
    /**
     * Chance of a treasure chest.
     */
    treasure: number;
    /**
     * Chance of an event.
     */
    event: number;
}

/**
 * The daily of a date.
 */
export interface Daily {
    /**
     * Which game.
     */
    game: Game;
    /**
     * The date, `YYYY-MM-DD` (UTC).
     */
    date: string;
    /**
     * The seed string (StS1 as the game shows it; StS2 `DD_MM_YYYY_<n>P`).
     */
    seed: string;
    /**
     * The seed's number in decimal (StS1 `seed_played`; StS2 the run seed
     * of the build).
     */
    seedValue: string;
    /**
     * The character (`ironclad`, `silent`, …; a list for a StS2 lobby of
     * more than one player, in lobby order).
     */
    character: string | string[];
    /**
     * The ascension the daily is played at (StS1 0; StS2 rolled, 0-10).
     */
    ascension: number;
    /**
     * The modifiers, as run files write their ids (they read back as the
     * `modifiers` option).
     */
    modifiers: string[];
    /**
     * The modifiers as the game shows them.
     */
    modifierNames: string[];
    /**
     * StS2: the build whose daily this is (`v0.107.1`, `v0.108`, `v0.109-v0.111`).
     */
    build?: string;
    /**
     * What the daily's maps assume, in sentences.
     */
    notes: string[];
    /**
     * StS1: the day number (`special_seed`).
     */
    day?: number;
}

/**
 * The first place where no predicted route fits the file.
 */
export interface Mismatch {
    /**
     * Act number.
     */
    act: number;
    /**
     * The run's floor number.
     */
    floor: number;
    /**
     * What does not fit.
     */
    reason: string;
}

/**
 * The names a filter can compare with, as the game shows them: what the
 * search panel offers as suggestions (the engine, not the page, knows them).
 */
export interface FilterNames {
    /**
     * Room kinds K of `max(K)`, `min(K)`, `count(K)`.
     */
    kinds: string[];
    /**
     * Every boss (for `boss`, `boss2`).
     */
    bosses: string[];
    /**
     * Every normal and elite encounter (for `fight(N)`, `elite(N)`).
     */
    fights: string[];
    /**
     * The burning elite's buffs (for `burning.buff`).
     */
    buffs: string[];
    /**
     * Slay the Spire 2's names.
     */
    sts2: Sts2Vocabulary;
}

/**
 * The options of `daily`.
 */
export interface DailyOptions {
    /**
     * Which game (default StS1).
     */
    game?: Game;
    /**
     * The date, `YYYY-MM-DD` (default: today in UTC).
     */
    date?: string;
    /**
     * StS2: the lobby's players, 1-4 (default 1).
     */
    players?: number;
    /**
     * StS2: the game build: `v0.107.1` (the Steam main branch), `v0.108`,
     * or `v0.109`-`v0.111` (the default).
     */
    build?: string;
}

/**
 * The result of `generate_map`: the seed in both forms and the requested acts.
 */
export interface MapSet {
    /**
     * Which game.
     */
    game: Game;
    /**
     * The canonical seed string as the game displays it.
     */
    seed: string;
    /**
     * The seed's numeric value in decimal, as a string so JavaScript keeps
     * every digit (StS1: the signed 64-bit value `.run` files store).
     */
    seedValue: string;
    /**
     * The ascension level the maps were generated for.
     */
    ascension: number;
    /**
     * Notes about the seed or options a player should know (e.g. a trial key).
     */
    warnings: string[];
    /**
     * The acts, in order (only the requested one when an act was given).
     */
    acts: ActMap[];
    /**
     * StS2: the game builds whose generator the maps follow.
     */
    gameBuild?: string;
    /**
     * The run's modifiers, as run files write their ids (none: left out).
     */
    modifiers?: string[];
}

/**
 * The result of `run_start` (Slay the Spire 1): what the run start gives
 * for the seed and the options' character and choices, beside the maps of
 * `generate_map`.
 */
export interface RunStartSet {
    /**
     * Which game.
     */
    game: Game;
    /**
     * The canonical seed string.
     */
    seed: string;
    /**
     * The seed's number in decimal.
     */
    seedValue: string;
    /**
     * The ascension level.
     */
    ascension: number;
    /**
     * The character, as `.run` files write `character_chosen` (`IRONCLAD`,
     * `THE_SILENT`, `DEFECT`, `WATCHER`).
     */
    character: string;
    /**
     * Neow's options at the start of act 1, in the order offered.
     */
    neow: NeowOffer[];
    /**
     * The boss chests' three relics, act 1's then act 2's, in the order the
     * game takes them, ids as `.run` files write them (a spoiler: empty
     * without spoilers).
     */
    bossRelics: string[][];
    /**
     * What the predictions assume that the seed does not decide (the
     * character, the kind of Neow, the option taken, the picks), one
     * sentence each.
     */
    assumptions: string[];
    /**
     * Notes about the seed (a trial key, …).
     */
    warnings: string[];
}

/**
 * The result of one search call.
 */
export interface SearchChunk {
    /**
     * Seeds checked (fewer than asked when the limit was reached).
     */
    checked: number;
    /**
     * The matches, in scan order.
     */
    matches: SearchMatch[];
    /**
     * The filter in canonical form.
     */
    filter: string;
}

/**
 * The result of reading a run file: what it says and how it fits the maps.
 */
export interface RunReport {
    /**
     * Which game.
     */
    game: Game;
    /**
     * Which kind of file.
     */
    kind: Kind;
    /**
     * The seed as the game displays it.
     */
    seed: string;
    /**
     * The seed's number in decimal (StS1: as `.run` files store it; StS2: the run seed).
     */
    seedValue: string;
    /**
     * Ascension level.
     */
    ascension: number;
    /**
     * The character played.
     */
    character: string | null;
    /**
     * The game build the file names.
     */
    build: string | null;
    /**
     * Daily / trial / custom / endless.
     */
    flags: Flags;
    /**
     * Floors the run reached.
     */
    floorsReached: number;
    /**
     * Per act the file records floors of, the fitting routes.
     */
    acts: ActRoutes[];
    /**
     * Every act the run reached has a fitting route (and its `?` outcomes, a
     * StS2 save's stored map, agree).
     */
    fits: boolean;
    /**
     * The first place where nothing fits.
     */
    mismatch: Mismatch | null;
    /**
     * A StS2 save's stored map against the engine's.
     */
    savedMap: SavedMapCheck | null;
    /**
     * StS2: the `build` option the maps were made with when it is not the
     * default (`"v0.108"`), so the view opens with the same maps.
     */
    mapsBuild: string | null;
    /**
     * StS1 `.run`: Neow's options for the seed (the short Neow's when the
     * file's choice was one of them).
     */
    neow?: NeowOffer[];
    /**
     * StS2 `.run`: the Neow option the file took, as the `neow` option
     * takes it (the relic id without `RELIC.`), so that the view opens
     * with it.
     */
    neowTaken?: string;
    /**
     * StS1 `.run`: how many of the file's card rewards the predictions
     * cover, and match.
     */
    cardRewards?: CardRewardCount;
    /**
     * Notes: modifiers, unchecked parts, the engine's own notes.
     */
    warnings: string[];
}

/**
 * The result of walking a route: every floor, the bosses, the totals.
 */
export interface RouteWalk {
    /**
     * Which game.
     */
    game: Game;
    /**
     * The canonical seed string.
     */
    seed: string;
    /**
     * The seed's number in decimal.
     */
    seedValue: string;
    /**
     * The ascension level.
     */
    ascension: number;
    /**
     * StS2: the character the walk's rewards are for, as `.run` files write
     * it (`CHARACTER.IRONCLAD`, the default when none is given).
     */
    character?: string;
    /**
     * StS2: the profile the run start follows: `mature` (every epoch and
     * unlock revealed, spec sts2-run.md §12, the default) or the
     * profile given, by what it lacks (`lacks EVENT1, RELIC4`, after
     * `progress.save, 44 of 52 epochs revealed: ` when read from a file).
     */
    profile?: string;
    /**
     * StS2: the game builds whose seeding and rules the walk follows
     * (`v0.109-v0.111` or `v0.108`).
     */
    build?: string;
    /**
     * StS2 with spoilers, a single-player route from act 1: the relic of the
     * run's first shop's third slot, fixed at run start.
     */
    shopRelic?: NamedRelic;
    /**
     * The route in text form (`2,2,1/3,3`).
     */
    route: string;
    /**
     * Every floor of the route, in order.
     */
    floors: FloorStep[];
    /**
     * The boss fights of the acts the route completes (StS2: of the boss
     * nodes the route enters).
     */
    bosses: BossFight[];
    /**
     * Room counts and fight gold along the route (from the icons: no spoilers).
     */
    totals: RouteTotals;
    /**
     * `?` rooms of the run rolled once the route ends (including any before it).
     */
    questionRoomsAfter: number;
    /**
     * Notes about the walk (assumptions a player should know).
     */
    warnings: string[];
    /**
     * StS1 with spoilers: what the card rewards assume that the route does
     * not tell (the character, Neow's option, relics) and where they stop,
     * one sentence each.
     */
    assumptions?: string[];
}

/**
 * The room type of a map node, as the map icon shows it.
 */
export type Room = "monster" | "elite" | "event" | "shop" | "rest" | "treasure" | "boss" | "victory" | "ancient";

/**
 * The routes of one act that fit the file.
 */
export interface ActRoutes {
    /**
     * Act number, from 1.
     */
    act: number;
    /**
     * Every fitting route (at most [`MAX_ROUTES`]): the column on each floor.
     */
    routes: number[][];
    /**
     * StS1 acts 1 and 2: the boss chest's three relics for the file's
     * character and Neow choice.
     */
    bossRelics?: string[];
    /**
     * StS1 `.run`: the walk of the first fitting route with the file's
     * character, ascension and Neow choice, one entry per floor in order
     * (entry 0 is the act's first floor, the boss last), beside what the
     * file records.
     */
    predicted?: PredictedFloor[];
}

/**
 * The run settings a file states that can change the map.
 */
export interface Flags {
    /**
     * A daily climb (StS1 `is_daily`, StS2 `game_mode` "daily").
     */
    daily: boolean;
    /**
     * A StS1 trial (`is_trial`).
     */
    trial: boolean;
    /**
     * Custom-run modifiers (StS1 `custom_mods` / `daily_mods`, StS2 a game mode other than standard).
     */
    custom: boolean;
    /**
     * StS1 endless mode.
     */
    endless: boolean;
}

/**
 * The seed of [`MapOptions`] as JavaScript gives it. Give exactly one of
 * `seed` and `seedValue`.
 */
export interface SeedOptions {
    /**
     * The game's seed string as typed or pasted ("AGCK93XT"; case-insensitive,
     * O reads as 0; StS2 also reads I as 1).
     */
    seed?: string;
    /**
     * StS1 only: the seed's signed 64-bit number, as .run files store it: a
     * decimal string, a safe integer or a BigInt.
     */
    seedValue?: string | number | bigint;
}

/**
 * What `best_route` takes: the map options (with `act`), the criterion and
 * an optional start node. (TypeScript: `PlanOptions` is `MapOptions` with
 * `act` and these, `PlanSettings`.)
 */
export interface PlanSettings {
    /**
     * What to optimise.
     */
    criterion: RouteCriterion;
    /**
     * Start at this node [x, y] instead of the act's first floor.
     */
    from?: [number, number] | null;
}

/**
 * What `generate_map` takes: the seed and the run settings that change maps.
 * (TypeScript: `MapOptions` is [`SeedOptions`] and these, `MapSettings`.)
 */
export interface MapSettings {
    /**
     * Which game (default StS1).
     */
    game?: Game;
    /**
     * Ascension level, 0-20. StS1 act maps only distinguish 0 from 1+ (elite
     * quota ×1.6); the level itself is reported back and matters for the
     * act-3 double boss at 20.
     */
    ascension?: number;
    /**
     * Only this act (StS1 1-4, StS2 1-3); all acts when absent.
     */
    act?: number | null;
    /**
     * StS1: the final act (act 4, the keys) is unlocked on the profile, which
     * is what puts a burning elite on the maps. Default `true`.
     */
    finalActUnlocked?: boolean;
    /**
     * StS1: the act in which the Emerald Key was taken (1-3); later acts then
     * have no burning elite. Absent (default): not taken.
     */
    emeraldKeyTakenInAct?: number | null;
    /**
     * StS1: the bosses the profile has seen (spec sts1.md §6.4). `true`
     * (default): all, so every act's boss list is shuffled (one monsterRng
     * draw); `false`: none; or the names of the bosses seen (e.g.
     * `["The Guardian", "Champ"]`): an act with an unseen boss meets the
     * first unseen one in the game's discovery order, unshuffled.
     */
    bossesSeen?: boolean | string[];
    /**
     * StS2: a multiplayer run (every act has one room row fewer). Default `false`.
     */
    multiplayer?: boolean;
    /**
     * StS2: the game build whose seeding the maps follow: `"v0.108"`, or
     * `"v0.109"`-`"v0.111"` (the default) ([`Sts2Build`]).
     */
    build?: string;
    /**
     * Whether the results may hold what the seed's draws decide beyond the
     * map (default `true`). `false`: `generate_map` leaves out the acts'
     * fight and event lists (the bosses, the burning elite, the Ancient and
     * Neow's options stay: the game shows them), and `walk_route` gives no
     * outcome or fight and, for every `?` room, the expected odds a player
     * can know before walking in (the `expected` module).
     */
    spoilers?: boolean;
    /**
     * The run's modifiers (a custom run or a daily): names or ids of the
     * game's modifiers, as an array or one comma-separated string
     * ([`modifiers`]). Default none.
     */
    modifiers?: string | string[];
    /**
     * The run is a daily (StS1's Daily Climb, StS2's Daily Run): StS1 then
     * has no act 4, keys or burning elite and always shuffles its bosses.
     * Default `false`.
     */
    daily?: boolean;
}

/**
 * What `walk_route` takes: the map options, the route and the run state
 * that changes `?` rooms. (TypeScript: `RouteOptions` is `MapOptions` and
 * these, `RouteSettings`.)
 */
export interface RouteSettings {
    /**
     * Per act from `startAct`: the column chosen on each floor
     * (`"2,2,1/3,3"` or `[[2,2,1],[3,3]]`); a prefix is fine.
     */
    route: string | number[][];
    /**
     * The act the route starts in, 1-4 (default 1; `act` means the same).
     * 0 only while reading: not given.
     */
    startAct?: number;
    /**
     * `?` rooms the run entered before the route starts, 0-200 (default 0).
     */
    questionRoomsBefore?: number;
    /**
     * StS1: Tiny Chest's counter (0-3) when the route starts; absent/null:
     * not owned (`true`: owned at 0).
     */
    tinyChest?: number | boolean | null;
    /**
     * StS1: Juzu Bracelet is owned (`?` rooms never become fights).
     */
    juzuBracelet?: boolean;
    /**
     * StS1: relics the run obtains that change card rewards or potions,
     * each `"NAME@FLOOR"` (obtained on that floor, so from the next one on;
     * floor 0: from the start): `Question Card`, `Prayer Wheel`,
     * `Nloth's Gift`, `Busted Crown`, `White Beast Statue`, `Sozu`.
     */
    relics?: string[];
}

/**
 * What a Slay the Spire 2 seed decided for one act at run start (spec
 * sts2-run.md §3-§7, §11): ids as the game spells them, names readable. The
 * names of the boss(es) and fights are in [`ActMap::boss`], [`ActMap::bosses`],
 * [`ActMap::monsters`] and [`ActMap::elites`].
 */
export interface Sts2ActRun {
    /**
     * The act's id (`ACT.UNDERDOCKS`); its name is [`ActMap::name`].
     */
    id: string;
    /**
     * The Ancient of the act's first point (`Neow`).
     */
    ancient: string;
    /**
     * Its id (`EVENT.NEOW`).
     */
    ancientId: string;
    /**
     * The boss's id.
     */
    bossId: string;
    /**
     * The boss fights' ids in order (two in the last act from ascension 10).
     */
    bossIds: string[];
    /**
     * The normal encounters' ids in fight order.
     */
    monsterIds?: string[];
    /**
     * The elite encounters' ids in fight order.
     */
    eliteIds?: string[];
    /**
     * The act's event order (names); the game skips events whose conditions
     * the run does not meet.
     */
    events?: string[];
    /**
     * The event order as ids.
     */
    eventIds?: string[];
    /**
     * Act 1: Neow's three options in the order offered (the first player's).
     */
    neow?: string[];
    /**
     * Act 1: their ids.
     */
    neowIds?: string[];
    /**
     * Act 1 in multiplayer: every player's Neow options, in lobby order.
     */
    neowPlayers?: string[][];
    /**
     * Act 1 in multiplayer: their ids.
     */
    neowPlayerIds?: string[][];
}

/**
 * What a `?` room turns into.
 */
export type Outcome = "elite" | "monster" | "shop" | "treasure" | "event";

/**
 * What a `progress.save` gives: the profile's text form and its description.
 */
export interface ProfileRead {
    /**
     * The `profile` option's value: `mature`, or the unlocks the profile
     * lacks (`EVENT1,RELIC4,ACT.UNDERDOCKS`).
     */
    profile: string;
    /**
     * A sentence: `progress.save, 44 of 52 epochs revealed: lacks EVENT1, …`.
     */
    describe: string;
    /**
     * `NumberOfRuns`: the runs the file counts (wins and losses).
     */
    runs: number;
}

/**
 * What a best route optimises.
 */
export type RouteCriterion = "mostElites" | "fewestElites" | "fewestFights" | "mostFights" | "mostEvents" | "mostRests" | "mostShops";

/**
 * What a chunk of seed search takes. (TypeScript: `SearchOptions` is the
 * map settings without `act` and these, `SearchSettings`.)
 */
export interface SearchSettings {
    /**
     * The filter, e.g. "a1.boss = Hexaghost and a1.max(elites) >= 4" (see check_filter).
     */
    filter: string;
    /**
     * Sequential scan from this seed string ...
     */
    from?: string;
    /**
     * ... or from this seed number.
     */
    fromValue?: string | number | bigint;
    /**
     * Random scan keyed by this number (reproducible).
     */
    rngSeed?: string | number | bigint;
    /**
     * Index of this chunk's first seed within the scan (default 0).
     */
    start?: number;
    /**
     * How many seeds to check (at most 10 000 000).
     */
    count: number;
    /**
     * Stop after this many matches.
     */
    limit?: number | null;
    /**
     * The character whose rewards the filter reads (StS1 `bossrelics` and
     * `card(1)`, StS2 `card(N)`, `chest(N)`, `shop.relic`; default the
     * Ironclad); read into `map.start` by the game's
     * names ([`crate::options::RunStartOptions::settle`]).
     */
    character?: string;
}

/**
 * Which game a map belongs to.
 */
export type Game = "sts1" | "sts2";

/**
 * Which kind of file was read.
 */
export type Kind = "sts1Run" | "sts1Autosave" | "sts2Run" | "sts2Save";


/**
 * Benchmark: generates `count` StS1 act maps (acts 1-3 of consecutive seeds
 * from `first_seed`, in the engine's own form, nothing converted to
 * JavaScript) and returns their checksum in decimal, the same loop and
 * checksum as `spire-map bench`. The caller times it.
 */
export function bench_acts(first_seed: number, count: number): string;

/**
 * Parses a search filter and returns it in canonical form; throws an
 * `Error` naming the first problem.
 */
export function check_filter(filter: string): string;

/**
 * The names a filter can compare with, as the game shows them (the search
 * panel's suggestions): room kinds, bosses, fights, burning buffs.
 */
export function filter_names(): FilterNames;

/**
 * Checks one chunk of a seed search (Web Workers call it repeatedly).
 */
export function search(options: SearchOptions): SearchChunk;

/**
 * The crate's version, for the page's footer and bug reports.
 */
export function version(): string;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly bench_acts: (a: number, b: number) => [number, number];
    readonly check_filter: (a: number, b: number) => [number, number, number, number];
    readonly filter_names: () => [number, number, number];
    readonly search: (a: any) => [number, number, number];
    readonly version: () => [number, number];
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
