//! The relics of elites and treasure chests: the stream of relic rewards
//! taken from the front of the common, uncommon and rare pools.
//!
//! Reference: spec sts1-content.md §6 (read, not verified there) and the
//! decompiled game (Li-Binghui/MySlayTheSpire, commit 4e9c353): `rooms/MonsterRoomElite.dropReward` /
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
//! **Other relic sources on the same fronts** (checked on the real runs):
//! events' random relics, `returnRandomScreenlessRelic(returnRandomRelicTier())`
//! — a tier on relicRng with the same 50/33/17 split (`commonRelicChance`,
//! `uncommonRelicChance` of every act), the front of its pool, taken again
//! while it is a Bottled relic or Whetstone ([`RelicStream::event_relic`]:
//! Scrap Ooze, We Meet Again, the Addict, Dead Adventurer, Shovel's dig);
//! fixed tiers ([`RelicStream::reward`]: the Colosseum rare then uncommon,
//! Mysterious Sphere and Mind Bloom's fight rare); Calling Bell, a common,
//! an uncommon and a rare ([`RelicStream::calling_bell`]); Matryoshka, a
//! common (`relicRng.randomBoolean(0.75f)`) or uncommon relic before a
//! chest's own, twice.
//!
//! What is not modelled: shops (three relics taken from the *end* of the
//! pools per visit, bought or not: they matter once a front relic cannot
//! spawn — from floor 48 for most floor-limited relics — and then the end
//! is unknown), the deck for the Bottled relics' `canSpawn` (the caller's
//! [`SpawnContext`]), daily/endless rules, monster rooms whose monsters all
//! escaped (no gold draw).
//!
//! Checked against 88 real v2.3 runs (tests/sts1_relics.rs), walking each
//! run's floors and feeding every room in order: elites 357/357, chests
//! 141/141 (act 1's elites and chests 273/273), event relics 47/47, Shovel
//! digs 3/3, Calling Bell 4/4. A walk stops where the file does not give
//! what the stream needs (14 of 88: a front relic refused after a shop, a
//! chest with nothing recorded while Cursed Key is held, a Bottled relic in
//! front with the deck unknown). `.run` files write Calling Bell's relics at
//! the boss chest's floor, and an event's relic often only in
//! `event_choices[].relics_obtained`; a chest with no relic recorded was
//! still opened (its relic traded for the Sapphire Key or skipped) unless
//! Cursed Key was held.

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
    /// The gold of the last fight or chest drawn on treasureRng.
    pub last_gold: i32,
}

impl RelicStream {
    /// A new run of `seed` with `character`, before Neow.
    pub fn new(seed: i64, character: Character) -> RelicStream {
        RelicStream { pools: RelicPools::new(seed, character), treasure_rng: GameRandom::new(seed), last_gold: 0 }
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
        self.last_gold = self.treasure_rng.random_range(10, 20);
    }

    /// A won elite fight: its gold (treasureRng), the tier (relicRng) and the
    /// relic; with `black_star` a second tier and non-campfire relic. Returns
    /// the relics in the order taken.
    pub fn elite(&mut self, ctx: &SpawnContext, black_star: bool) -> Vec<(RelicTier, &'static str)> {
        self.last_gold = self.treasure_rng.random_range(25, 35);
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
    /// (Scrap Ooze, We Meet Again, the Addict, Dead Adventurer, …; also
    /// Shovel's dig at a rest site): a tier on relicRng, then the front of its pool, taken again
    /// while it is a Bottled relic or Whetstone (they would open a screen).
    pub fn event_relic(&mut self, ctx: &SpawnContext) -> (RelicTier, &'static str) {
        let tier = self.random_tier();
        let mut relic = self.pools.take(tier, ctx);
        while SCREEN_RELICS.contains(&relic) {
            relic = self.pools.take(tier, ctx);
        }
        (tier, relic)
    }

    /// `returnRandomRelic(returnRandomRelicTier())` put in a room's rewards
    /// (Dead Adventurer's fight): a tier on relicRng, then its pool's front.
    pub fn tier_relic(&mut self, ctx: &SpawnContext) -> &'static str {
        let tier = self.random_tier();
        self.pools.take(tier, ctx)
    }

    /// Calling Bell's `onEquip` (Neow's boss swap or a boss chest): a
    /// common, an uncommon and a rare reward, in that order.
    pub fn calling_bell(&mut self, ctx: &SpawnContext) -> [&'static str; 3] {
        [RelicTier::Common, RelicTier::Uncommon, RelicTier::Rare].map(|tier| self.pools.take(tier, ctx))
    }

    /// A reward relic of a given tier, `addRelicToRewards(tier)` (the
    /// Colosseum: rare then uncommon; Mysterious Sphere and Mind Bloom's
    /// fight: rare).
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
        self.last_gold = 0;
        if gold {
            // The amount, `Math.round(random(GOLD_AMT * 0.9f, GOLD_AMT * 1.1f))`: one call.
            let base = match size {
                ChestSize::Small => 25.0f32,
                ChestSize::Medium => 50.0,
                ChestSize::Large => 75.0,
            };
            let (a, b) = (base * 0.9, base * 1.1);
            self.last_gold = (a + self.treasure_rng.random_float() * (b - a) + 0.5).floor() as i32;
        }
        let relic = self.pools.take(tier, ctx);
        Chest { size, tier, gold, relic, extra }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Floor `floor` with a deck holding every card type (every Bottled
    /// relic can spawn).
    fn at(floor: u32) -> SpawnContext {
        SpawnContext { floor, non_basic_attack: true, non_basic_skill: true, power: true, ..SpawnContext::NEOW }
    }

    #[test]
    fn the_elite_tier_split_is_50_33_17() {
        let tiers: Vec<RelicTier> = (0..100).map(elite_tier).collect();
        let n = |t| tiers.iter().filter(|&&x| x == t).count();
        assert_eq!((n(RelicTier::Common), n(RelicTier::Uncommon), n(RelicTier::Rare)), (50, 33, 17));
        assert_eq!((elite_tier(49), elite_tier(50), elite_tier(82), elite_tier(83)), {
            use RelicTier::*;
            (Common, Uncommon, Uncommon, Rare)
        });
    }

    #[test]
    fn an_elite_draws_once_on_each_stream_and_takes_the_front() {
        for seed in -20..20 {
            for c in Character::ALL {
                let mut stream = RelicStream::new(seed, c);
                let mut relic_rng = GameRandom::new(seed);
                for _ in 0..5 {
                    relic_rng.random_long();
                }
                let tier = elite_tier(relic_rng.random_range(0, 99));
                let front = stream.pools().remaining(tier)[0];
                let taken = stream.elite(&at(6), false);
                assert_eq!(taken, vec![(tier, front)]);
                assert_eq!(stream.treasure_counter(), 1);
                assert_eq!(stream.pools().relic_rng().counter(), 6);
            }
        }
    }

    #[test]
    fn a_chest_draws_its_size_and_tier_on_entry_and_its_gold_when_opened() {
        let mut sizes = std::collections::BTreeMap::new();
        for seed in 0..300 {
            let mut stream = RelicStream::new(seed, Character::Silent);
            let chest = stream.treasure_room();
            assert_eq!(stream.treasure_counter(), 2);
            *sizes.entry(format!("{:?}", chest.size)).or_insert(0) += 1;
            if chest.size == ChestSize::Small {
                assert_ne!(chest.tier, RelicTier::Rare);
            }
            if chest.size == ChestSize::Large {
                assert_ne!(chest.tier, RelicTier::Common);
            }
            let front = stream.pools().remaining(chest.tier)[0];
            let opened = stream.open(chest, &at(9), false);
            assert_eq!((opened.relic, opened.extra), (front, None));
            assert_eq!(stream.treasure_counter(), 2 + u32::from(chest.gold));
        }
        assert_eq!(sizes.len(), 3, "{sizes:?}");
    }

    #[test]
    fn black_star_skips_campfire_relics_and_screenless_skips_bottles() {
        let ctx = SpawnContext {
            floor: 20,
            non_basic_attack: true,
            non_basic_skill: true,
            power: true,
            ..SpawnContext::NEOW
        };
        for seed in 0..200 {
            let mut stream = RelicStream::new(seed, Character::Ironclad);
            let relics = stream.elite(&ctx, true);
            assert_eq!(relics.len(), 2);
            assert!(!CAMPFIRE_RELICS.contains(&relics[1].1));
            let (_, relic) = stream.event_relic(&ctx);
            assert!(!SCREEN_RELICS.contains(&relic));
        }
    }

    #[test]
    fn real_run() {
        // tests/golden/sts1-runs/1649099225.run.json: IRONCLAD, seed_played
        // 1807589251211584234, Neow RANDOM_COLORLESS_2 (no relic); path
        // M ? M $ ? E M E T: floors 1, 3, 7 fights; 2 and 5 events with no
        // relic (Liars Game, Big Fish's banana); 4 a shop; relics_obtained:
        // floor 6 CeramicFish, floor 8 Question Card, floor 9 Paper Frog.
        let mut stream = RelicStream::new(1_807_589_251_211_584_234, Character::Ironclad);
        stream.fight();
        stream.fight();
        assert_eq!(stream.elite(&at(6), false)[0].1, "CeramicFish");
        stream.fight();
        assert_eq!(stream.elite(&at(8), false)[0].1, "Question Card");
        let chest = stream.treasure_room();
        assert_eq!(stream.open(chest, &at(9), false).relic, "Paper Frog");
    }
}
