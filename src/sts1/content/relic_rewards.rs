//! The relics of elites and treasure chests: the stream of relic rewards
//! taken from the front of the common, uncommon and rare pools.
//!
//! Reference: spec sts1-content.md §6 (read, not verified there) and the
//! decompiled game: `rooms/MonsterRoomElite.dropReward` /
//! `returnRandomRelicTier`, `rooms/AbstractRoom.update` (the gold of a won
//! fight), `AbstractDungeon.getRandomChest`,
//! `rewards/chests/{AbstractChest,SmallChest,MediumChest,LargeChest}`.
//!
//! **Elites.** `dropReward` draws the tier on relicRng (left at counter 5 by
//! the run-start shuffles, [`RelicPools::relic_rng`]):
//! `roll = relicRng.random(0, 99)`; `< 50` common, `> 82` rare, else
//! uncommon; then `addRelicToRewards(tier)` takes the front of that pool
//! ([`RelicPools::take`]). With Black Star a second tier is drawn and a relic
//! that is not a campfire relic (`Peace Pipe`, `Shovel`, `Girya`) taken.
//!
//! **Chests** (treasure rooms, and `?` rooms that turn into one). All on
//! treasureRng (`Random(seed)`, made at Embark): `getRandomChest` draws
//! `treasureRng.random(0, 99)`: `< 50` small, `< 83` medium, else large; the
//! chest's constructor draws `roll = treasureRng.random(0, 99)`: gold with
//! it when `roll < GOLD_CHANCE`, and the relic tier: common if
//! `roll < COMMON_CHANCE`, uncommon if `< COMMON_CHANCE + UNCOMMON_CHANCE`,
//! else rare — small 75/25/0 (gold 50), medium 35/50/15 (gold 35), large
//! 0/75/25 (gold 50). Opening it draws the gold amount (one more
//! treasureRng call) when there is gold, then takes the relic from the
//! front of the tier's pool.
//!
//! **treasureRng between chests.** Every won fight in a monster room (normal
//! or elite; not an event's fight, not the boss) draws its gold on it:
//! `random(10, 20)` or `random(25, 35)` — one call, none when all the
//! monsters escaped. So a chest depends on how many such fights came before
//! it ([`RelicStream::fight`]).
//!
//! What is not modelled: shops (they take from the
//! *end* of the pools, which matters only when a front relic cannot spawn),
//! daily/endless rules.

use super::relic_pools::{RelicPools, RelicTier, SpawnContext};
use super::Character;
use crate::rng::GameRandom;

/// A treasure room's chest size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChestSize {
    /// Common 75%, uncommon 25%; gold 50% (25 ± 10%).
    Small,
    /// Common 35%, uncommon 50%, rare 15%; gold 35% (50 ± 10%).
    Medium,
    /// Uncommon 75%, rare 25%; gold 50% (75 ± 10%).
    Large,
}

impl ChestSize {
    /// `(COMMON_CHANCE, UNCOMMON_CHANCE, GOLD_CHANCE)` of the chest.
    const fn chances(self) -> (i32, i32, i32) {
        match self {
            ChestSize::Small => (75, 25, 50),
            ChestSize::Medium => (35, 50, 35),
            ChestSize::Large => (0, 75, 50),
        }
    }
}

/// A chest before it is opened: drawn when the room is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClosedChest {
    /// Its size.
    pub size: ChestSize,
    /// The tier of its relic.
    pub tier: RelicTier,
    /// Whether it also holds gold.
    pub gold: bool,
}

/// What a chest held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chest {
    /// Its size.
    pub size: ChestSize,
    /// The relic's tier.
    pub tier: RelicTier,
    /// Whether it also held gold.
    pub gold: bool,
    /// The relic (`.run` id).
    pub relic: &'static str,
    /// Matryoshka's relic, taken before the chest's.
    pub extra: Option<&'static str>,
}

/// The tier of an elite's relic from a `relicRng.random(0, 99)` roll.
pub const fn elite_tier(roll: i32) -> RelicTier {
    if roll < 50 {
        RelicTier::Common
    } else if roll > 82 {
        RelicTier::Rare
    } else {
        RelicTier::Uncommon
    }
}

/// The relics `returnRandomScreenlessRelic` takes again.
const SCREEN_RELICS: [&str; 4] = ["Bottled Flame", "Bottled Lightning", "Bottled Tornado", "Whetstone"];

/// The campfire relics Black Star's second elite relic may not be.
const CAMPFIRE_RELICS: [&str; 3] = ["Peace Pipe", "Shovel", "Girya"];

/// A run's relic rewards as the run goes: the pools (and relicRng) and
/// treasureRng. The caller reports each room that draws on them, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelicStream {
    pools: RelicPools,
    treasure_rng: GameRandom,
}

impl RelicStream {
    /// A new run of `seed` with `character`, before Neow.
    pub fn new(seed: i64, character: Character) -> RelicStream {
        RelicStream { pools: RelicPools::new(seed, character), treasure_rng: GameRandom::new(seed) }
    }

    /// The pools, as used up so far.
    pub fn pools(&mut self) -> &mut RelicPools {
        &mut self.pools
    }

    /// treasureRng's counter (the `.run`'s save files call it
    /// `treasure_seed_count`).
    pub fn treasure_counter(&self) -> u32 {
        self.treasure_rng.counter()
    }

    /// A won fight in a normal monster room: its gold draws once on
    /// treasureRng.
    pub fn fight(&mut self) {
        self.treasure_rng.random_range(10, 20);
    }

    /// A won elite fight: its gold (treasureRng), the tier (relicRng) and the
    /// relic; with `black_star` a second tier and non-campfire relic. Returns
    /// the relics in the order taken.
    pub fn elite(&mut self, ctx: &SpawnContext, black_star: bool) -> Vec<(RelicTier, &'static str)> {
        self.treasure_rng.random_range(25, 35);
        let tier = elite_tier(self.pools.relic_rng().random_range(0, 99));
        let mut relics = vec![(tier, self.pools.take(tier, ctx))];
        if black_star {
            let tier = elite_tier(self.pools.relic_rng().random_range(0, 99));
            let mut relic = self.pools.take(tier, ctx);
            while CAMPFIRE_RELICS.contains(&relic) {
                relic = self.pools.take(tier, ctx);
            }
            relics.push((tier, relic));
        }
        relics
    }

    /// `AbstractDungeon.returnRandomRelicTier()`: `relicRng.random(0, 99)`
    /// below `commonRelicChance` (50 in every act) common, below
    /// `commonRelicChance + uncommonRelicChance` (83) uncommon, else rare —
    /// the same split as an elite's.
    fn random_tier(&mut self) -> RelicTier {
        elite_tier(self.pools.relic_rng().random_range(0, 99))
    }

    /// An event's random relic, `returnRandomScreenlessRelic(returnRandomRelicTier())`
    /// (Scrap Ooze, We Meet Again, the Addict, Dead Adventurer, Big Fish's
    /// box, …): a tier on relicRng, then the front of its pool, taken again
    /// while it is a Bottled relic or Whetstone (they would open a screen).
    pub fn event_relic(&mut self, ctx: &SpawnContext) -> (RelicTier, &'static str) {
        let tier = self.random_tier();
        let mut relic = self.pools.take(tier, ctx);
        while SCREEN_RELICS.contains(&relic) {
            relic = self.pools.take(tier, ctx);
        }
        (tier, relic)
    }

    /// A reward relic of a given tier, `addRelicToRewards(tier)` (the
    /// Colosseum: rare then uncommon; Mysterious Sphere: rare).
    pub fn reward(&mut self, tier: RelicTier, ctx: &SpawnContext) -> &'static str {
        self.pools.take(tier, ctx)
    }

    /// Entering a treasure room: `getRandomChest` and the chest's
    /// constructor draw its size, tier and gold on treasureRng. Nothing is
    /// taken from the pools until it is opened ([`RelicStream::open`]; a
    /// player may leave it closed).
    pub fn treasure_room(&mut self) -> ClosedChest {
        let size = match self.treasure_rng.random_range(0, 99) {
            r if r < 50 => ChestSize::Small,
            r if r < 83 => ChestSize::Medium,
            _ => ChestSize::Large,
        };
        let (common, uncommon, gold_chance) = size.chances();
        let roll = self.treasure_rng.random_range(0, 99);
        let tier = if roll < common {
            RelicTier::Common
        } else if roll < common + uncommon {
            RelicTier::Uncommon
        } else {
            RelicTier::Rare
        };
        ClosedChest { size, tier, gold: roll < gold_chance }
    }

    /// Opening a chest (`AbstractChest.open`): `matryoshka` — the player
    /// holds a Matryoshka with charges left, whose `onChestOpen` first adds
    /// a common (`relicRng.randomBoolean(0.75f)`) or an uncommon relic; then
    /// the gold amount is drawn (treasureRng, when there is gold) and the
    /// chest's relic taken.
    pub fn open(&mut self, chest: ClosedChest, ctx: &SpawnContext, matryoshka: bool) -> Chest {
        let ClosedChest { size, tier, gold } = chest;
        let extra = matryoshka.then(|| {
            let tier =
                if self.pools.relic_rng().random_float() < 0.75 { RelicTier::Common } else { RelicTier::Uncommon };
            self.pools.take(tier, ctx)
        });
        if gold {
            // The amount, `random(GOLD_AMT * 0.9f, GOLD_AMT * 1.1f)`: one call.
            self.treasure_rng.random_float();
        }
        let relic = self.pools.take(tier, ctx);
        Chest { size, tier, gold, relic, extra }
    }
}
