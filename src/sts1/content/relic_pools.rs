//! The common, uncommon, rare and shop relic pools: their shuffle at run
//! start, taking a relic of a tier (with `canSpawn`), and what Neow's relic
//! bonuses give. The boss pool is in [`super::relics`].
//!
//! Reference: spec sts1-content.md §2.3, §3.1, §3.2 (from the decompiled
//! game, `AbstractDungeon.initializeRelicList`, `returnRandomRelicKey`,
//! `returnEndRandomRelicKey`, `NeowReward.activate`, the relics'
//! `canSpawn`).
//!
//! **The pools** (§3.1). `RelicLibrary.populateRelicPool` fills each tier's
//! pool with the relics every character can get, then the character's own,
//! both in the iteration order of the game's `HashMap`s: [`SHARED_COMMON_RELICS`]
//! (32), [`SHARED_UNCOMMON_RELICS`] (28), [`SHARED_RARE_RELICS`] (25),
//! [`SHARED_SHOP_RELICS`] (16), then [`class_relics`] (1 common, 2 uncommon,
//! 1 to 3 rare, 1 shop). A tool assumes every relic unlocked (locked ones
//! are left out of the pools in a normal run).
//!
//! **The shuffle** (§3.1, §1). Act 1's constructor calls
//! `initializeRelicList` with `relicRng` (`Random(seed)`) at counter 0 and
//! shuffles the pools in the order common, uncommon, rare, shop, boss, each
//! with `Collections.shuffle(pool, new java.util.Random(relicRng.randomLong()))`:
//! the common pool takes relicRng's 1st `randomLong`, the uncommon its 2nd,
//! the rare its 3rd, the shop its 4th ([`shuffle_seed`]). relicRng is left at
//! counter 5 for what the run draws on it later ([`RelicPools::relic_rng`]).
//!
//! **Taking a relic** (§3.2). `returnRandomRelicKey(tier)` removes the
//! pool's *first* relic (rewards: Neow, elites, chests, most events);
//! `returnEndRandomRelicKey(tier)` removes its *last* (shops). An empty
//! common or shop pool takes from the uncommon pool instead, an empty
//! uncommon pool from the rare one, an empty rare pool gives `Circlet`. If
//! the relic taken cannot spawn (`canSpawn()` false, [`can_spawn`]) it is
//! gone, and `returnEndRandomRelicKey(tier)` is called — so a relic that
//! cannot spawn at the front is replaced by one from the **end** of the same
//! pool, which can again be refused, and so on ([`RelicPools::take`]).
//!
//! **canSpawn** of the non-boss relics (decompiled `relics/*.java`; the list
//! as in sts_lightspeed `GameContext::relicCanSpawn`, checked against the
//! decompile for `MawBank`, `Girya` and `Matryoshka`), outside endless mode:
//! * `Tiny Chest`: floor ≤ 35; `WingedGreaves` (Wing Boots), `Matryoshka`:
//!   floor ≤ 40; `PreservedInsect`: floor ≤ 52;
//! * `Girya`, `Peace Pipe`, `Shovel`: floor < 48 and fewer than two of those
//!   three held;
//! * `MawBank`, `Old Coin`, `Smiling Mask`: floor ≤ 48 and not in a shop;
//! * floor ≤ 48: `Ancient Tea Set`, `CeramicFish`, `Darkstone Periapt`,
//!   `Dream Catcher`, `Frozen Egg 2`, `Juzu Bracelet`, `MealTicket`,
//!   `Meat on the Bone`, `Molten Egg 2`, `Omamori`, `Potion Belt`,
//!   `Prayer Wheel`, `Question Card`, `Regal Pillow`, `Singing Bowl`,
//!   `The Courier`, `Toxic Egg 2`;
//! * `Bottled Flame` / `Bottled Lightning`: the deck holds an attack / a
//!   skill that is not a starter (BASIC) card; `Bottled Tornado`: a power.
//!
//! The state a tool cannot see (the floor, the deck, the relics held) is
//! passed in a [`SpawnContext`]; [`SpawnContext::NEOW`] is the known state
//! at Neow.
//!
//! **Neow's relics** (§2.3). `NeowReward.activate` gives
//! `returnRandomRelic(COMMON)` for `RANDOM_COMMON_RELIC` and
//! `returnRandomRelic(RARE)` for `ONE_RARE_RELIC`, before anything else
//! took a relic, at floor 0 with the starter deck and relic. Every common
//! and rare relic can spawn then (no floor limit is reached, no campfire
//! relic is held, the Bottled relics are uncommon), so Neow's relic is the
//! first relic of the shuffled pool ([`neow_relic`]).
//!
//! Checked against 88 real v2.3 runs (tests/sts1_relics.rs): Neow's
//! relic, common 6/6 and rare 4/4; `.run` files write it second in `relics`
//! (after the starter relic) and not in `relics_obtained`.
//!
//! Data: the base orders are transcribed from gamerpuppy/sts_lightspeed
//! `include/constants/RelicPools.h` (commit d150505dd7435f9efacf6f17754fe09180a0e334:
//! the shared lists are the class lists' common prefix, also written out
//! there in a comment), the ids from its `include/constants/Relics.h`
//! (`relicIds`, commit 8d58a7f4ac49c9821f29d850371f06b96ed9c7e2).

use super::neow::NeowBonus;
use super::relics::neow_boss_relic;
use super::Character;
use crate::rng::{GameRandom, JavaRandom};

/// The 32 common relics of every character, in the game's base order, as
/// `.run` ids.
pub const SHARED_COMMON_RELICS: [&str; 32] = [
    "Whetstone",
    "Boot",
    "Blood Vial",
    "MealTicket",
    "Pen Nib",
    "Akabeko",
    "Lantern",
    "Regal Pillow",
    "Bag of Preparation",
    "Ancient Tea Set",
    "Smiling Mask",
    "Potion Belt",
    "PreservedInsect",
    "Omamori",
    "MawBank",
    "Art of War",
    "Toy Ornithopter",
    "CeramicFish",
    "Vajra",
    "Centennial Puzzle",
    "Strawberry",
    "Happy Flower",
    "Oddly Smooth Stone",
    "War Paint",
    "Bronze Scales",
    "Juzu Bracelet",
    "Dream Catcher",
    "Nunchaku",
    "Tiny Chest",
    "Orichalcum",
    "Anchor",
    "Bag of Marbles",
];
/// The 28 uncommon relics of every character, in the game's base order.
pub const SHARED_UNCOMMON_RELICS: [&str; 28] = [
    "Bottled Tornado",
    "Sundial",
    "Kunai",
    "Pear",
    "Blue Candle",
    "Eternal Feather",
    "StrikeDummy",
    "Singing Bowl",
    "Matryoshka",
    "InkBottle",
    "The Courier",
    "Frozen Egg 2",
    "Ornamental Fan",
    "Bottled Lightning",
    "Gremlin Horn",
    "HornCleat",
    "Toxic Egg 2",
    "Letter Opener",
    "Question Card",
    "Bottled Flame",
    "Shuriken",
    "Molten Egg 2",
    "Meat on the Bone",
    "Darkstone Periapt",
    "Mummified Hand",
    "Pantograph",
    "White Beast Statue",
    "Mercury Hourglass",
];
/// The 25 rare relics of every character, in the game's base order.
pub const SHARED_RARE_RELICS: [&str; 25] = [
    "Ginger",
    "Old Coin",
    "Bird Faced Urn",
    "Unceasing Top",
    "Torii",
    "StoneCalendar",
    "Shovel",
    "WingedGreaves",
    "Thread and Needle",
    "Turnip",
    "Ice Cream",
    "Calipers",
    "Lizard Tail",
    "Prayer Wheel",
    "Girya",
    "Dead Branch",
    "Du-Vu Doll",
    "Pocketwatch",
    "Mango",
    "Incense Burner",
    "Gambling Chip",
    "Peace Pipe",
    "CaptainsWheel",
    "FossilizedHelix",
    "TungstenRod",
];
/// The 16 shop relics of every character, in the game's base order.
pub const SHARED_SHOP_RELICS: [&str; 16] = [
    "Sling",
    "HandDrill",
    "Toolbox",
    "Chemical X",
    "Lee's Waffle",
    "Orrery",
    "DollysMirror",
    "OrangePellets",
    "PrismaticShard",
    "ClockworkSouvenir",
    "Frozen Eye",
    "TheAbacus",
    "Medical Kit",
    "Cauldron",
    "Strange Spoon",
    "Membership Card",
];
const IRONCLAD_COMMON: [&str; 1] = ["Red Skull"];
const IRONCLAD_UNCOMMON: [&str; 2] = ["Self Forming Clay", "Paper Frog"];
const IRONCLAD_RARE: [&str; 3] = ["Magic Flower", "Charon's Ashes", "Champion Belt"];
const IRONCLAD_SHOP: [&str; 1] = ["Brimstone"];
const SILENT_COMMON: [&str; 1] = ["Snake Skull"];
const SILENT_UNCOMMON: [&str; 2] = ["Ninja Scroll", "Paper Crane"];
const SILENT_RARE: [&str; 3] = ["Tough Bandages", "The Specimen", "Tingsha"];
const SILENT_SHOP: [&str; 1] = ["TwistedFunnel"];
const DEFECT_COMMON: [&str; 1] = ["DataDisk"];
const DEFECT_UNCOMMON: [&str; 2] = ["Symbiotic Virus", "Cables"];
const DEFECT_RARE: [&str; 1] = ["Emotion Chip"];
const DEFECT_SHOP: [&str; 1] = ["Runic Capacitor"];
const WATCHER_COMMON: [&str; 1] = ["Damaru"];
const WATCHER_UNCOMMON: [&str; 2] = ["Yang", "TeardropLocket"];
const WATCHER_RARE: [&str; 2] = ["CloakClasp", "GoldenEye"];
const WATCHER_SHOP: [&str; 1] = ["Melange"];

/// The character's own relics of a non-boss tier, in the game's base order
/// (they follow the shared ones in the pool).
pub const fn class_relics(character: Character, tier: RelicTier) -> &'static [&'static str] {
    match (character, tier) {
        (Character::Ironclad, RelicTier::Common) => &IRONCLAD_COMMON,
        (Character::Ironclad, RelicTier::Uncommon) => &IRONCLAD_UNCOMMON,
        (Character::Ironclad, RelicTier::Rare) => &IRONCLAD_RARE,
        (Character::Ironclad, RelicTier::Shop) => &IRONCLAD_SHOP,
        (Character::Silent, RelicTier::Common) => &SILENT_COMMON,
        (Character::Silent, RelicTier::Uncommon) => &SILENT_UNCOMMON,
        (Character::Silent, RelicTier::Rare) => &SILENT_RARE,
        (Character::Silent, RelicTier::Shop) => &SILENT_SHOP,
        (Character::Defect, RelicTier::Common) => &DEFECT_COMMON,
        (Character::Defect, RelicTier::Uncommon) => &DEFECT_UNCOMMON,
        (Character::Defect, RelicTier::Rare) => &DEFECT_RARE,
        (Character::Defect, RelicTier::Shop) => &DEFECT_SHOP,
        (Character::Watcher, RelicTier::Common) => &WATCHER_COMMON,
        (Character::Watcher, RelicTier::Uncommon) => &WATCHER_UNCOMMON,
        (Character::Watcher, RelicTier::Rare) => &WATCHER_RARE,
        (Character::Watcher, RelicTier::Shop) => &WATCHER_SHOP,
    }
}

/// A relic tier with a pool that rewards and shops take from (the boss tier
/// has its own rules, [`super::relics::BossRelicPool`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelicTier {
    /// `COMMON`.
    Common,
    /// `UNCOMMON`.
    Uncommon,
    /// `RARE`.
    Rare,
    /// `SHOP`.
    Shop,
}

impl RelicTier {
    /// The four tiers, in the order `initializeRelicList` shuffles them.
    pub const ALL: [RelicTier; 4] = [RelicTier::Common, RelicTier::Uncommon, RelicTier::Rare, RelicTier::Shop];

    /// The relics of this tier every character can get, in base order.
    pub const fn shared_relics(self) -> &'static [&'static str] {
        match self {
            RelicTier::Common => &SHARED_COMMON_RELICS,
            RelicTier::Uncommon => &SHARED_UNCOMMON_RELICS,
            RelicTier::Rare => &SHARED_RARE_RELICS,
            RelicTier::Shop => &SHARED_SHOP_RELICS,
        }
    }

    /// The position of the tier in [`RelicTier::ALL`]: its pool is shuffled
    /// with relicRng's `index + 1`-th `randomLong`.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// What an empty rare pool gives.
pub const CIRCLET: &str = "Circlet";

/// A tier's pool before the shuffle: the shared relics, then the class's.
pub fn base_pool(character: Character, tier: RelicTier) -> Vec<&'static str> {
    let mut pool = tier.shared_relics().to_vec();
    pool.extend_from_slice(class_relics(character, tier));
    pool
}

/// The `java.util.Random` seed of a tier's shuffle: relicRng's
/// `tier.index() + 1`-th `randomLong()` (§3.1).
pub fn shuffle_seed(seed: i64, tier: RelicTier) -> i64 {
    let mut relic_rng = GameRandom::new(seed);
    for _ in 0..tier.index() {
        relic_rng.random_long();
    }
    relic_rng.random_long()
}

/// The state `canSpawn()` reads when a relic is taken, as far as it matters
/// for the non-boss relics (endless mode is not modelled: its runs lift the
/// floor limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpawnContext {
    /// `AbstractDungeon.floorNum` (0 at Neow).
    pub floor: u32,
    /// The current room is a shop (`MawBank`, `Old Coin`, `Smiling Mask`
    /// cannot spawn there).
    pub in_shop: bool,
    /// How many of `Girya`, `Peace Pipe`, `Shovel` the player holds.
    pub campfire_relics: u8,
    /// The deck holds an attack that is not a starter (BASIC) card.
    pub non_basic_attack: bool,
    /// The deck holds a skill that is not a starter (BASIC) card.
    pub non_basic_skill: bool,
    /// The deck holds a power.
    pub power: bool,
}

impl SpawnContext {
    /// At Neow: floor 0, the starter deck (only BASIC attacks and skills,
    /// plus Ascender's Bane, a curse, from ascension 10), the starter relic.
    pub const NEOW: SpawnContext = SpawnContext {
        floor: 0,
        in_shop: false,
        campfire_relics: 0,
        non_basic_attack: false,
        non_basic_skill: false,
        power: false,
    };
}

/// `canSpawn()` of a non-boss relic (`.run` id) in `ctx` (module docs).
pub fn can_spawn(relic: &str, ctx: &SpawnContext) -> bool {
    let floor = ctx.floor;
    match relic {
        "Bottled Flame" => ctx.non_basic_attack,
        "Bottled Lightning" => ctx.non_basic_skill,
        "Bottled Tornado" => ctx.power,
        "Tiny Chest" => floor <= 35,
        "WingedGreaves" | "Matryoshka" => floor <= 40,
        "Girya" | "Peace Pipe" | "Shovel" => floor < 48 && ctx.campfire_relics < 2,
        "MawBank" | "Old Coin" | "Smiling Mask" | "The Courier" => floor <= 48 && !ctx.in_shop,
        "Ancient Tea Set" | "CeramicFish" | "Darkstone Periapt" | "Dream Catcher" | "Frozen Egg 2"
        | "Juzu Bracelet" | "MealTicket" | "Meat on the Bone" | "Molten Egg 2" | "Omamori" | "Potion Belt"
        | "Prayer Wheel" | "Question Card" | "Regal Pillow" | "Singing Bowl" | "Toxic Egg 2" => floor <= 48,
        "PreservedInsect" => floor <= 52,
        _ => true,
    }
}

/// A run's common, uncommon, rare and shop relic pools as they are used up,
/// and relicRng after the shuffles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelicPools {
    character: Character,
    pools: [Vec<&'static str>; 4],
    relic_rng: GameRandom,
    end_takes: u32,
}

impl RelicPools {
    /// The pools of a new run of `seed` with `character`, shuffled as act
    /// 1's constructor leaves them (relicRng at counter 5: the boss pool's
    /// shuffle has drawn too).
    pub fn new(seed: i64, character: Character) -> RelicPools {
        let mut relic_rng = GameRandom::new(seed);
        let pools = RelicTier::ALL.map(|tier| {
            let mut pool = base_pool(character, tier);
            JavaRandom::new(relic_rng.random_long()).shuffle(&mut pool);
            pool
        });
        relic_rng.random_long(); // the boss pool's shuffle
        RelicPools { character, pools, relic_rng, end_takes: 0 }
    }

    /// The character the pools are for.
    pub const fn character(&self) -> Character {
        self.character
    }

    /// The relics still in a tier's pool, the next reward first (a shop takes
    /// from the end).
    pub fn remaining(&self, tier: RelicTier) -> &[&'static str] {
        &self.pools[tier.index()]
    }

    /// The tier of the pool `relic` belongs to (`None`: not in a pool).
    pub fn tier_of(&self, relic: &str) -> Option<RelicTier> {
        RelicTier::ALL.into_iter().find(|t| base_pool(self.character, *t).contains(&relic))
    }

    /// relicRng as the run left it (counter 5 for a new run): elites draw
    /// their relic tier on it.
    pub fn relic_rng(&mut self) -> &mut GameRandom {
        &mut self.relic_rng
    }

    /// How many relics were taken from the end of a pool so far (shops, and
    /// rewards whose front relic could not spawn). A shop takes three
    /// relics from the ends whether they are bought or not, so a caller
    /// that does not follow shops knows the ends no more after one.
    pub const fn end_takes(&self) -> u32 {
        self.end_takes
    }

    /// The tier an empty pool of `tier` passes the request to, or `None`
    /// for the rare tier (which gives [`CIRCLET`]).
    const fn fallback(tier: RelicTier) -> Option<RelicTier> {
        match tier {
            RelicTier::Common | RelicTier::Shop => Some(RelicTier::Uncommon),
            RelicTier::Uncommon => Some(RelicTier::Rare),
            RelicTier::Rare => None,
        }
    }

    /// `returnRandomRelicKey(tier)` (`from_end` false) or
    /// `returnEndRandomRelicKey(tier)` (`from_end` true).
    fn take_from(&mut self, tier: RelicTier, from_end: bool, ctx: &SpawnContext) -> &'static str {
        let relic = if self.pools[tier.index()].is_empty() {
            match Self::fallback(tier) {
                // The fallback always takes from the front, as the game does.
                Some(next) => self.take_from(next, false, ctx),
                None => CIRCLET,
            }
        } else if from_end {
            self.end_takes += 1;
            self.pools[tier.index()].pop().unwrap_or(CIRCLET)
        } else {
            self.pools[tier.index()].remove(0)
        };
        if can_spawn(relic, ctx) {
            relic
        } else {
            self.take_from(tier, true, ctx)
        }
    }

    /// `returnRandomRelicKey(tier)`: a reward's relic (Neow, elites, chests,
    /// most events). Removes the pool's first relic; if it cannot spawn in
    /// `ctx`, takes from the end of the pool instead, until one can.
    pub fn take(&mut self, tier: RelicTier, ctx: &SpawnContext) -> &'static str {
        self.take_from(tier, false, ctx)
    }

    /// `returnEndRandomRelicKey(tier)`: a shop's relic, from the end of the
    /// pool.
    pub fn take_end(&mut self, tier: RelicTier, ctx: &SpawnContext) -> &'static str {
        self.take_from(tier, true, ctx)
    }
}

/// The relic Neow's `bonus` gives in a run of `seed` with `character`, or
/// `None` for a bonus that gives no relic from a pool (Neow's Lament,
/// `THREE_ENEMY_KILL`, is a fixed special relic, not from a pool):
/// `RANDOM_COMMON_RELIC` the first relic of the shuffled common pool,
/// `ONE_RARE_RELIC` of the rare pool, `BOSS_RELIC` the boss swap
/// ([`neow_boss_relic`]).
pub fn neow_relic(seed: i64, character: Character, bonus: NeowBonus) -> Option<&'static str> {
    let tier = match bonus {
        NeowBonus::RandomCommonRelic => RelicTier::Common,
        NeowBonus::OneRareRelic => RelicTier::Rare,
        NeowBonus::BossRelic => return Some(neow_boss_relic(seed, character)),
        _ => return None,
    };
    Some(RelicPools::new(seed, character).take(tier, &SpawnContext::NEOW))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pools_have_the_headers_sizes_and_no_relic_twice() {
        // RelicPools.h's array sizes: common, uncommon, rare, shop.
        let sizes = [
            (Character::Ironclad, [33, 30, 28, 17]),
            (Character::Silent, [33, 30, 28, 17]),
            (Character::Defect, [33, 30, 26, 17]),
            (Character::Watcher, [33, 30, 27, 17]),
        ];
        for (c, expected) in sizes {
            let mut all = Vec::new();
            for (tier, n) in RelicTier::ALL.into_iter().zip(expected) {
                let pool = base_pool(c, tier);
                assert_eq!(pool.len(), n, "{c:?} {tier:?}");
                all.extend(pool);
            }
            all.extend(super::super::relics::base_boss_pool(c));
            let n = all.len();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), n, "{c:?}: a relic in two pools or twice in one");
        }
    }

    #[test]
    fn each_pool_is_shuffled_with_its_own_random_long() {
        for seed in [0i64, 1, -1, 42, i64::MIN, i64::MAX] {
            let mut rng = GameRandom::new(seed);
            let longs: Vec<i64> = (0..5).map(|_| rng.random_long()).collect();
            for c in Character::ALL {
                let mut pools = RelicPools::new(seed, c);
                for tier in RelicTier::ALL {
                    assert_eq!(shuffle_seed(seed, tier), longs[tier.index()]);
                    let mut expected = base_pool(c, tier);
                    JavaRandom::new(longs[tier.index()]).shuffle(&mut expected);
                    assert_eq!(pools.remaining(tier), &expected[..], "{seed} {c:?} {tier:?}");
                }
                assert_eq!(pools.relic_rng().counter(), 5);
                assert_eq!(*pools.relic_rng(), rng);
            }
        }
    }

    #[test]
    fn real_runs() {
        // tests/golden/sts1-runs/ (every such run in tests/sts1_relics.rs):
        // the Neow relic is relics[1], after the starter relic.
        // 1649268385.run.json: WATCHER, seed_played -3393573694073689306,
        // RANDOM_COMMON_RELIC: War Paint.
        let common = neow_relic(-3_393_573_694_073_689_306, Character::Watcher, NeowBonus::RandomCommonRelic);
        assert_eq!(common, Some("War Paint"));
        // 1652735801.run.json: IRONCLAD, seed_played -6486941282701206535,
        // ONE_RARE_RELIC: Pocketwatch.
        let rare = neow_relic(-6_486_941_282_701_206_535, Character::Ironclad, NeowBonus::OneRareRelic);
        assert_eq!(rare, Some("Pocketwatch"));
        // 1649211542.run.json: THE_SILENT, seed_played 4366521023138906965,
        // ONE_RARE_RELIC: WingedGreaves (Wing Boots).
        let rare = neow_relic(4_366_521_023_138_906_965, Character::Silent, NeowBonus::OneRareRelic);
        assert_eq!(rare, Some("WingedGreaves"));
    }

    #[test]
    fn every_relic_with_a_spawn_condition_is_in_a_pool() {
        // The ids `can_spawn` names, each spelled as in the pools.
        let conditional = [
            "Bottled Flame",
            "Bottled Lightning",
            "Bottled Tornado",
            "Tiny Chest",
            "WingedGreaves",
            "Matryoshka",
            "Girya",
            "Peace Pipe",
            "Shovel",
            "MawBank",
            "Old Coin",
            "Smiling Mask",
            "Ancient Tea Set",
            "CeramicFish",
            "Darkstone Periapt",
            "Dream Catcher",
            "Frozen Egg 2",
            "Juzu Bracelet",
            "MealTicket",
            "Meat on the Bone",
            "Molten Egg 2",
            "Omamori",
            "Potion Belt",
            "Prayer Wheel",
            "Question Card",
            "Regal Pillow",
            "Singing Bowl",
            "The Courier",
            "Toxic Egg 2",
            "PreservedInsect",
        ];
        let late = SpawnContext { floor: 60, in_shop: true, campfire_relics: 2, ..SpawnContext::NEOW };
        for relic in conditional {
            assert!(RelicTier::ALL.iter().any(|t| t.shared_relics().contains(&relic)), "{relic}");
            assert!(!can_spawn(relic, &late), "{relic}");
        }
    }

    /// Pools in a chosen order, to test the taking rules on their own.
    fn pools_of(common: &[&'static str], uncommon: &[&'static str], rare: &[&'static str]) -> RelicPools {
        RelicPools {
            character: Character::Ironclad,
            pools: [common.to_vec(), uncommon.to_vec(), rare.to_vec(), vec!["Toolbox", "Orrery"]],
            relic_rng: GameRandom::new(0),
            end_takes: 0,
        }
    }

    #[test]
    fn a_relic_that_cannot_spawn_is_replaced_from_the_end() {
        let late = SpawnContext { floor: 45, ..SpawnContext::NEOW };
        let mut pools = pools_of(&["Tiny Chest", "Vajra", "Anchor", "Lantern"], &[], &[]);
        assert_eq!(pools.take(RelicTier::Common, &late), "Lantern");
        assert_eq!(pools.remaining(RelicTier::Common), &["Vajra", "Anchor"]);
        // Refused at the front (floor > 35) and at the end (in a shop): the
        // next one from the end.
        let mut pools = pools_of(&["Tiny Chest", "Vajra", "Anchor", "MawBank"], &[], &[]);
        let shop = SpawnContext { floor: 40, in_shop: true, ..SpawnContext::NEOW };
        assert_eq!(pools.take(RelicTier::Common, &shop), "Anchor");
        assert_eq!(pools.remaining(RelicTier::Common), &["Vajra"]);
        // At Neow everything spawns: the front.
        let mut pools = pools_of(&["Tiny Chest", "Vajra"], &[], &["Girya", "Shovel", "Peace Pipe", "Ginger"]);
        assert_eq!(pools.take(RelicTier::Common, &SpawnContext::NEOW), "Tiny Chest");
        let two = SpawnContext { campfire_relics: 2, ..SpawnContext::NEOW };
        assert_eq!(pools.take(RelicTier::Rare, &two), "Ginger");
        assert_eq!(pools.remaining(RelicTier::Rare), &["Shovel", "Peace Pipe"]);
    }

    #[test]
    fn an_empty_pool_passes_the_request_on() {
        let ctx = SpawnContext::NEOW;
        let mut pools = pools_of(&[], &["Kunai", "Pear"], &["Ginger"]);
        assert_eq!(pools.take(RelicTier::Common, &ctx), "Kunai");
        assert_eq!(pools.take_end(RelicTier::Common, &ctx), "Pear");
        assert_eq!(pools.take(RelicTier::Common, &ctx), "Ginger");
        assert_eq!(pools.take(RelicTier::Uncommon, &ctx), CIRCLET);
        assert_eq!(pools.take_end(RelicTier::Shop, &ctx), "Orrery");
        assert_eq!(pools.take_end(RelicTier::Shop, &ctx), "Toolbox");
        assert_eq!(pools.take_end(RelicTier::Shop, &ctx), CIRCLET);
    }

    #[test]
    fn the_bottled_relics_need_their_card_type() {
        let deck = SpawnContext { non_basic_attack: true, ..SpawnContext::NEOW };
        assert!(can_spawn("Bottled Flame", &deck) && !can_spawn("Bottled Flame", &SpawnContext::NEOW));
        assert!(!can_spawn("Bottled Lightning", &deck) && !can_spawn("Bottled Tornado", &deck));
        let deck = SpawnContext { non_basic_skill: true, power: true, ..SpawnContext::NEOW };
        assert!(can_spawn("Bottled Lightning", &deck) && can_spawn("Bottled Tornado", &deck));
    }

    #[test]
    fn every_common_and_rare_relic_can_spawn_at_neow() {
        for c in Character::ALL {
            for tier in [RelicTier::Common, RelicTier::Rare] {
                for relic in base_pool(c, tier) {
                    assert!(can_spawn(relic, &SpawnContext::NEOW), "{relic}");
                }
            }
        }
    }

    #[test]
    fn neow_relic_routes_each_bonus() {
        for seed in -50..50 {
            for c in Character::ALL {
                let pools = RelicPools::new(seed, c);
                for bonus in NeowBonus::ALL {
                    let expected = match bonus {
                        NeowBonus::RandomCommonRelic => Some(pools.remaining(RelicTier::Common)[0]),
                        NeowBonus::OneRareRelic => Some(pools.remaining(RelicTier::Rare)[0]),
                        NeowBonus::BossRelic => Some(neow_boss_relic(seed, c)),
                        _ => None,
                    };
                    assert_eq!(neow_relic(seed, c, bonus), expected, "{seed} {c:?} {bonus:?}");
                }
            }
        }
    }
}
