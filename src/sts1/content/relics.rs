//! Boss relics: the pool, its shuffle at run start, Neow's boss swap and the
//! act 1 and act 2 boss chests.
//!
//! Reference: spec sts1-content.md §3 (from the decompiled game,
//! `AbstractDungeon.initializeRelicList`, `returnRandomRelicKey`,
//! `returnEndRandomRelicKey`, `BossChest`, the relics' `canSpawn`).
//!
//! **The pool** (§3.1). `RelicLibrary.populateRelicPool` fills it with the
//! 19 boss relics every character can get, then the character's own (3; 2
//! for the Watcher), both in the iteration order of the game's `HashMap`s:
//! [`SHARED_BOSS_RELICS`] and [`class_boss_relics`]. The ids are the ones
//! `.run` files write (`SlaversCollar`, `SacredBark`, `FrozenCore`, …).
//!
//! **The shuffle** (§3.1, §1). Act 1's constructor calls
//! `initializeRelicList` while `relicRng` (`Random(seed)`, made at Embark by
//! `generateSeeds`) is still at counter 0; it shuffles five pools in the
//! order common, uncommon, rare, shop, boss, each with
//! `Collections.shuffle(pool, new java.util.Random(relicRng.randomLong()))`.
//! So the boss pool's shuffle seed is relicRng's **fifth** `randomLong` —
//! one call per earlier pool whatever its size ([`POOLS_SHUFFLED_BEFORE_BOSS`]),
//! and the sizes of those pools do not matter. The shuffle is
//! `for i = size..2: swap(list[i-1], list[r.nextInt(i)])`
//! ([`JavaRandom::shuffle`]).
//!
//! **Taking a boss relic** (§3.2). `returnRandomRelicKey(BOSS)` removes the
//! pool's first relic; if its `canSpawn()` is false it calls
//! `returnEndRandomRelicKey(BOSS)`, which for the boss tier *also* removes
//! the first one (not the last, as the other tiers do), and so on until one
//! can spawn; an empty pool gives `Red Circlet`. A relic that could not spawn
//! is gone for the rest of the run. `canSpawn` is false for:
//! * `Ectoplasm` when `actNum > 1` (it spawns at Neow and in the act 1 chest,
//!   never later);
//! * the starter upgrades `Black Blood`, `Ring of the Serpent`, `FrozenCore`,
//!   `HolyWater` unless the player still holds `Burning Blood`,
//!   `Ring of the Snake`, `Cracked Core`, `PureWater` respectively.
//!
//! **Who takes boss relics** (§3.3). In a normal run only two things:
//! * Neow's `BOSS_RELIC` (actNum 1): the player first loses the starter relic
//!   (`relics.get(0)`), then takes one relic — so the character's starter
//!   upgrade can never spawn afterwards;
//! * each boss chest (`BossChest`, floor 17 in act 1, floor 34 still in act 2)
//!   takes three in a row; all three leave the pool whether picked or not
//!   (and a skip takes none of them). Picking the starter upgrade replaces
//!   the starter relic.
//!
//! So the act 1 offer depends on the seed, the character and whether Neow's
//! boss swap was taken; act 2's also on the act 1 pick (the starter upgrade
//! or not). Act 3's boss leads to act 4 with no chest choice.
//!
//! Checked against 88 real v2.3 runs (tests/sts1_content.rs): no disagreement
//! with the spec. The Ectoplasm rule shows in three of them (an act 2 offer
//! that needs Ectoplasm skipped); the starter rule is not exercised by any
//! (no run in the set lost its starter before a chest whose relics passed its
//! upgrade) and stands on the game's code alone.
//!
//! Data: the base orders are transcribed from gamerpuppy/sts_lightspeed
//! `include/constants/RelicPools.h` (commit d150505dd7435f9efacf6f17754fe09180a0e334,
//! `bossRelicPool` of each class), the ids from its `include/constants/Relics.h`
//! (`relicIds`, commit 8d58a7f4ac49c9821f29d850371f06b96ed9c7e2).

use super::Character;
use crate::rng::{GameRandom, JavaRandom};

/// The 19 boss relics of every character, in the game's base order (the
/// iteration order of `RelicLibrary`'s shared boss relics), as `.run` ids.
pub const SHARED_BOSS_RELICS: [&str; 19] = [
    "Fusion Hammer",
    "Velvet Choker",
    "Runic Dome",
    "SlaversCollar",
    "Snecko Eye",
    "Pandora's Box",
    "Cursed Key",
    "Busted Crown",
    "Ectoplasm",
    "Tiny House",
    "Sozu",
    "Philosopher's Stone",
    "Astrolabe",
    "Black Star",
    "SacredBark",
    "Empty Cage",
    "Runic Pyramid",
    "Calling Bell",
    "Coffee Dripper",
];

const IRONCLAD_BOSS_RELICS: [&str; 3] = ["Black Blood", "Mark of Pain", "Runic Cube"];
const SILENT_BOSS_RELICS: [&str; 3] = ["WristBlade", "HoveringKite", "Ring of the Serpent"];
const DEFECT_BOSS_RELICS: [&str; 3] = ["Inserter", "FrozenCore", "Nuclear Battery"];
const WATCHER_BOSS_RELICS: [&str; 2] = ["HolyWater", "VioletLotus"];

/// The character's own boss relics, in the game's base order (they follow
/// [`SHARED_BOSS_RELICS`] in the pool).
pub const fn class_boss_relics(character: Character) -> &'static [&'static str] {
    match character {
        Character::Ironclad => &IRONCLAD_BOSS_RELICS,
        Character::Silent => &SILENT_BOSS_RELICS,
        Character::Defect => &DEFECT_BOSS_RELICS,
        Character::Watcher => &WATCHER_BOSS_RELICS,
    }
}

/// How many relic pools `initializeRelicList` shuffles before the boss pool
/// (common, uncommon, rare, shop): one `relicRng.randomLong()` each.
pub const POOLS_SHUFFLED_BEFORE_BOSS: usize = 4;

/// What an empty boss pool gives.
pub const RED_CIRCLET: &str = "Red Circlet";

/// The boss pool before the shuffle: the shared relics, then the class's.
pub fn base_boss_pool(character: Character) -> Vec<&'static str> {
    let mut pool = SHARED_BOSS_RELICS.to_vec();
    pool.extend_from_slice(class_boss_relics(character));
    pool
}

/// The `java.util.Random` seed of the boss pool's shuffle: relicRng's fifth
/// `randomLong()` (§3.1).
pub fn boss_shuffle_seed(seed: i64) -> i64 {
    let mut relic_rng = GameRandom::new(seed);
    for _ in 0..POOLS_SHUFFLED_BEFORE_BOSS {
        relic_rng.random_long();
    }
    relic_rng.random_long()
}

/// The starter relic a starter upgrade needs, for any character.
fn required_starter(relic: &str) -> Option<&'static str> {
    Character::ALL.into_iter().find(|c| c.starter_upgrade() == relic).map(|c| c.starter_relic())
}

/// A run's boss relic pool as it is used up: the shuffled pool, what has
/// been taken from its front, and whether the player still holds the
/// starter relic (which decides whether the starter upgrade can spawn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BossRelicPool {
    character: Character,
    relics: Vec<&'static str>,
    next: usize,
    holds_starter: bool,
}

impl BossRelicPool {
    /// The pool of a new run of `seed` with `character`, shuffled as act 1's
    /// constructor leaves it; the player holds the starter relic.
    pub fn new(seed: i64, character: Character) -> BossRelicPool {
        let mut relics = base_boss_pool(character);
        JavaRandom::new(boss_shuffle_seed(seed)).shuffle(&mut relics);
        BossRelicPool { character, relics, next: 0, holds_starter: true }
    }

    /// The character the pool is for.
    pub const fn character(&self) -> Character {
        self.character
    }

    /// The relics still in the pool, the next one first.
    pub fn remaining(&self) -> &[&'static str] {
        &self.relics[self.next..]
    }

    /// Whether the player still holds the starter relic.
    pub const fn holds_starter(&self) -> bool {
        self.holds_starter
    }

    /// The player loses the starter relic (Neow's boss swap, or the starter
    /// upgrade picked from a chest): the upgrade can no longer spawn.
    pub fn lose_starter(&mut self) {
        self.holds_starter = false;
    }

    /// `canSpawn()` of a boss relic while in act `act`.
    fn can_spawn(&self, relic: &str, act: u8) -> bool {
        if relic == "Ectoplasm" {
            return act <= 1;
        }
        match required_starter(relic) {
            Some(starter) => self.holds_starter && self.character.starter_relic() == starter,
            None => true,
        }
    }

    /// `returnRandomRelicKey(BOSS)` while in act `act` (the game's `actNum`:
    /// 1 at Neow and in act 1's chest, 2 in act 2's): removes relics from
    /// the front until one can spawn and returns it; the ones skipped are
    /// gone. `Red Circlet` once the pool is empty.
    pub fn take(&mut self, act: u8) -> &'static str {
        while let Some(&relic) = self.relics.get(self.next) {
            self.next += 1;
            if self.can_spawn(relic, act) {
                return relic;
            }
        }
        RED_CIRCLET
    }

    /// Neow's `BOSS_RELIC`: the starter relic is lost, then one boss relic is
    /// taken (act 1). Returns it.
    pub fn neow_swap(&mut self) -> &'static str {
        self.lose_starter();
        self.take(1)
    }

    /// A boss chest in act `act` (1 or 2): three relics in a row, in the
    /// order taken. They all leave the pool; the caller applies the pick
    /// ([`BossRelicPool::pick`]).
    pub fn boss_chest(&mut self, act: u8) -> [&'static str; 3] {
        [self.take(act), self.take(act), self.take(act)]
    }

    /// The player picks `relic` from a chest (`None`: skipped): picking the
    /// character's starter upgrade replaces the starter relic. Any other
    /// relic changes nothing the pool depends on.
    pub fn pick(&mut self, relic: Option<&str>) {
        if relic == Some(self.character.starter_upgrade()) {
            self.lose_starter();
        }
    }
}

/// The boss relic Neow's `BOSS_RELIC` gives in a run of `seed` with
/// `character` (the first one that can spawn once the starter is lost).
pub fn neow_boss_relic(seed: i64, character: Character) -> &'static str {
    BossRelicPool::new(seed, character).neow_swap()
}

/// The boss chests' offers of acts 1 and 2, each in the order the game
/// takes them (spec §3.3): `neow_boss_swap` — Neow's `BOSS_RELIC` was taken;
/// `act1_pick` — the relic picked from act 1's chest (`None`: skipped; only
/// whether it is the starter upgrade matters). The act 1 offer does not
/// depend on `act1_pick`.
pub fn boss_relic_offers(
    seed: i64,
    character: Character,
    neow_boss_swap: bool,
    act1_pick: Option<&str>,
) -> [[&'static str; 3]; 2] {
    let mut pool = BossRelicPool::new(seed, character);
    if neow_boss_swap {
        pool.neow_swap();
    }
    let act1 = pool.boss_chest(1);
    pool.pick(act1_pick);
    let act2 = pool.boss_chest(2);
    [act1, act2]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(mut offer: [&str; 3]) -> [&str; 3] {
        offer.sort_unstable();
        offer
    }

    #[test]
    fn the_pools_have_the_spec_sizes_and_no_relic_twice() {
        for c in Character::ALL {
            let pool = base_boss_pool(c);
            assert_eq!(pool.len(), if c == Character::Watcher { 21 } else { 22 }, "{c:?}");
            let mut ids = pool.clone();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), pool.len(), "{c:?}");
            assert!(pool.contains(&c.starter_upgrade()), "{c:?}");
        }
    }

    #[test]
    fn the_shuffle_is_a_permutation_seeded_by_the_fifth_random_long() {
        for seed in [0i64, 1, -1, 42, i64::MIN, i64::MAX] {
            let mut rng = GameRandom::new(seed);
            let longs: Vec<i64> = (0..5).map(|_| rng.random_long()).collect();
            assert_eq!(boss_shuffle_seed(seed), longs[4]);
            for c in Character::ALL {
                let pool = BossRelicPool::new(seed, c);
                let mut expected = base_boss_pool(c);
                JavaRandom::new(longs[4]).shuffle(&mut expected);
                assert_eq!(pool.remaining(), &expected[..]);
            }
        }
    }

    #[test]
    fn real_runs() {
        // tests/golden/sts1-runs/1649119006.run.json: IRONCLAD, seed_played
        // -4448618108621429334, Neow RANDOM_COLORLESS_2; boss_relics: act 1
        // Mark of Pain (not picked Empty Cage, Astrolabe), act 2 Pandora's Box
        // (not picked Velvet Choker, Runic Cube).
        let [act1, act2] =
            boss_relic_offers(-4_448_618_108_621_429_334, Character::Ironclad, false, Some("Mark of Pain"));
        assert_eq!(sorted(act1), sorted(["Mark of Pain", "Empty Cage", "Astrolabe"]));
        assert_eq!(sorted(act2), sorted(["Pandora's Box", "Velvet Choker", "Runic Cube"]));
        // 1649637821.run.json: WATCHER, seed_played 8082315288086600738, Neow
        // BOSS_RELIC; relics[0] Ectoplasm (it spawns at Neow: actNum 1).
        assert_eq!(neow_boss_relic(8_082_315_288_086_600_738, Character::Watcher), "Ectoplasm");
        // 1651868811.run.json: DEFECT, seed_played 2962735585749448600, Neow
        // BOSS_RELIC; relics[0] Calling Bell; act 1 Astrolabe (not picked
        // Fusion Hammer, Sozu).
        let seed = 2_962_735_585_749_448_600;
        assert_eq!(neow_boss_relic(seed, Character::Defect), "Calling Bell");
        let [act1, _] = boss_relic_offers(seed, Character::Defect, true, Some("Astrolabe"));
        assert_eq!(sorted(act1), sorted(["Astrolabe", "Fusion Hammer", "Sozu"]));
    }

    /// A pool in a chosen order, to test the taking rules on their own.
    fn pool_of(character: Character, relics: &[&'static str]) -> BossRelicPool {
        BossRelicPool { character, relics: relics.to_vec(), next: 0, holds_starter: true }
    }

    #[test]
    fn ectoplasm_spawns_in_act_1_only() {
        let mut pool = pool_of(Character::Silent, &["Ectoplasm", "Sozu", "Ectoplasm", "Astrolabe"]);
        assert_eq!(pool.take(1), "Ectoplasm");
        assert_eq!(pool.take(2), "Sozu");
        // Skipped in act 2, and gone.
        assert_eq!(pool.take(2), "Astrolabe");
        assert!(pool.remaining().is_empty());
        assert_eq!(pool.take(1), RED_CIRCLET);
    }

    #[test]
    fn the_starter_upgrade_needs_the_starter() {
        for c in Character::ALL {
            let up = c.starter_upgrade();
            let mut pool = pool_of(c, &[up, "Sozu", "Tiny House"]);
            assert_eq!(pool.neow_swap(), "Sozu", "{c:?}: the starter is lost before Neow's relic is taken");
            assert_eq!(pool.remaining(), &["Tiny House"]);
            let mut pool = pool_of(c, &["Sozu", "Tiny House", "Astrolabe", up]);
            assert_eq!(pool.boss_chest(1), ["Sozu", "Tiny House", "Astrolabe"]);
            pool.pick(Some("Astrolabe"));
            assert_eq!(pool.take(2), up, "{c:?}: still holds the starter");
            let mut pool = pool_of(c, &["Sozu", up, "Astrolabe", "Tiny House", "Calling Bell", "Black Star"]);
            assert_eq!(pool.boss_chest(1), ["Sozu", up, "Astrolabe"]);
            pool.pick(Some(up));
            assert!(!pool.holds_starter());
            assert_eq!(pool.boss_chest(2), ["Tiny House", "Calling Bell", "Black Star"]);
        }
        // Another class's upgrade never spawns (it is never in the pool in a
        // real run; `canSpawn` asks for that class's starter).
        let mut pool = pool_of(Character::Ironclad, &["HolyWater", "Sozu"]);
        assert_eq!(pool.take(1), "Sozu");
    }

    #[test]
    fn a_neow_swap_shifts_the_act_1_offer_by_one_spawnable_relic() {
        for seed in -300..300 {
            for c in Character::ALL {
                let plain = BossRelicPool::new(seed, c);
                let [act1, _] = boss_relic_offers(seed, c, false, None);
                // Without a swap, act 1 is the first three that can spawn in act 1: all can.
                assert_eq!(act1, [plain.remaining()[0], plain.remaining()[1], plain.remaining()[2]]);
                let [swapped, _] = boss_relic_offers(seed, c, true, None);
                let up = c.starter_upgrade();
                let rest: Vec<&str> = plain.remaining().iter().copied().filter(|r| *r != up).skip(1).take(3).collect();
                assert_eq!(&swapped[..], &rest[..], "{seed} {c:?}");
            }
        }
    }
}
