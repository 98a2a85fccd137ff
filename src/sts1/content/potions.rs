//! Potions: whether a fight drops one, which one, and Neow's three.
//!
//! Reference: spec sts1-content.md §5 (from the decompiled game,
//! `AbstractRoom.addPotionToRewards`, `AbstractDungeon.returnRandomPotion`,
//! `PotionHelper.getPotions` / `getRandomPotion`, `dungeonTransitionSetup`).
//!
//! **The stream.** `potionRng`, one of the run's streams made at Embark
//! (`Random(seed)`, [`GameRandom`]), with `blizzPotion`
//! (`AbstractRoom.blizzardPotionMod`), 0 at the start of every act
//! ([`PotionDrops`]).
//!
//! **After a fight** (normal, elite, boss, a `?` room's fight; the act-3
//! boss gives no reward): `chance = 40 + blizzPotion` (100 with White Beast
//! Statue; 0 when the reward list already holds 4 items or the monsters
//! escaped). `potionRng.random(0, 99) < chance` drops a potion and lowers
//! `blizzPotion` by 10; otherwise it rises by 10
//! ([`PotionDrops::after_fight`]).
//!
//! **Which potion** (`returnRandomPotion`): `roll = potionRng.random(0, 99)`:
//! below 65 common, below 90 uncommon, else rare; then
//! `potions[potionRng.random(len − 1)]` drawn again until one of that
//! rarity comes up. The list (`PotionHelper.getPotions`) is the
//! character's three potions, then the 30 every character can get
//! ([`potion_list`]).
//!
//! **Neow's `THREE_SMALL_POTIONS`**: three `getRandomPotion` draws, no
//! rarity roll ([`neow_potions`]).
//!
//! Data: the orders, ids, names and rarities transcribed from
//! gamerpuppy/sts_lightspeed `include/constants/Potions.h` (commit
//! 94af86aab41354401093cdc1cac96b88e91e7498: `PotionPool::potionPool`,
//! `potionIds`, `potionNames`, `potionRarities`).

use super::cards::Rarity;
use super::Character;
use crate::rng::GameRandom;
use serde::Serialize;

/// A potion: its `.run` id (`potions_obtained`), display name and rarity.
/// Serialises as `{"id": "SteroidPotion", "name": "Flex Potion", "rarity": "COMMON"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Potion {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
    /// The rarity.
    pub rarity: Rarity,
}

const fn p(id: &'static str, name: &'static str, rarity: Rarity) -> Potion {
    Potion { id, name, rarity }
}

use Rarity::{Common as C, Rare as R, Uncommon as U};

const IRONCLAD_POTIONS: [Potion; 3] =
    [p("BloodPotion", "Blood Potion", C), p("ElixirPotion", "Elixir Potion", U), p("HeartOfIron", "Heart Of Iron", R)];
const SILENT_POTIONS: [Potion; 3] = [
    p("Poison Potion", "Poison Potion", C),
    p("CunningPotion", "Cunning Potion", U),
    p("GhostInAJar", "Ghost In A Jar", R),
];
const DEFECT_POTIONS: [Potion; 3] = [
    p("FocusPotion", "Focus Potion", C),
    p("PotionOfCapacity", "Potion Of Capacity", U),
    p("EssenceOfDarkness", "Essence Of Darkness", R),
];
const WATCHER_POTIONS: [Potion; 3] =
    [p("BottledMiracle", "Bottled Miracle", C), p("StancePotion", "Stance Potion", U), p("Ambrosia", "Ambrosia", R)];

/// The 30 potions of every character, in the list's order after the
/// character's own three.
pub const SHARED_POTIONS: [Potion; 30] = [
    p("Block Potion", "Block Potion", C),
    p("Dexterity Potion", "Dexterity Potion", C),
    p("Energy Potion", "Energy Potion", C),
    p("Explosive Potion", "Explosive Potion", C),
    p("Fire Potion", "Fire Potion", C),
    p("Strength Potion", "Strength Potion", C),
    p("Swift Potion", "Swift Potion", C),
    p("Weak Potion", "Weak Potion", C),
    p("FearPotion", "Fear Potion", C),
    p("AttackPotion", "Attack Potion", C),
    p("SkillPotion", "Skill Potion", C),
    p("PowerPotion", "Power Potion", C),
    p("ColorlessPotion", "Colorless Potion", C),
    p("SteroidPotion", "Flex Potion", C),
    p("SpeedPotion", "Speed Potion", C),
    p("BlessingOfTheForge", "Blessing Of The Forge", C),
    p("Regen Potion", "Regen Potion", U),
    p("Ancient Potion", "Ancient Potion", U),
    p("LiquidBronze", "Liquid Bronze", U),
    p("GamblersBrew", "Gamblers Brew", U),
    p("EssenceOfSteel", "Essence Of Steel", U),
    p("DuplicationPotion", "Duplication Potion", U),
    p("DistilledChaos", "Distilled Chaos", U),
    p("LiquidMemories", "Liquid Memories", U),
    p("CultistPotion", "Cultist Potion", R),
    p("Fruit Juice", "Fruit Juice", R),
    p("SneckoOil", "Snecko Oil", R),
    p("FairyPotion", "Fairy Potion", R),
    p("SmokeBomb", "Smoke Bomb", R),
    p("EntropicBrew", "Entropic Brew", R),
];

/// The character's own three potions (common, uncommon, rare).
pub const fn class_potions(character: Character) -> &'static [Potion; 3] {
    match character {
        Character::Ironclad => &IRONCLAD_POTIONS,
        Character::Silent => &SILENT_POTIONS,
        Character::Defect => &DEFECT_POTIONS,
        Character::Watcher => &WATCHER_POTIONS,
    }
}

/// `PotionHelper.getPotions(character)`: the character's three, then the
/// 30 shared ones (33).
pub fn potion_list(character: Character) -> Vec<Potion> {
    let mut list = class_potions(character).to_vec();
    list.extend_from_slice(&SHARED_POTIONS);
    list
}

/// `PotionHelper.getRandomPotion()`: `list[potionRng.random(len − 1)]`.
fn random_potion(rng: &mut GameRandom, list: &[Potion]) -> Potion {
    list[rng.random_int(list.len() as i32 - 1) as usize]
}

/// Neow's `THREE_SMALL_POTIONS` for `seed` and `character`: three draws on
/// a fresh potionRng, any rarity.
pub fn neow_potions(seed: i64, character: Character) -> [Potion; 3] {
    PotionDrops::new(seed, character).neow_potions()
}

/// The base drop chance of a fight, in percent.
pub const BASE_DROP_CHANCE: i32 = 40;

/// A run's potion state: potionRng, `blizzPotion` and the potion list.
#[derive(Clone, Debug, PartialEq)]
pub struct PotionDrops {
    rng: GameRandom,
    blizz: i32,
    list: Vec<Potion>,
    /// White Beast Statue held: every fight drops a potion.
    pub white_beast_statue: bool,
}

impl PotionDrops {
    /// A new run of `seed` at Embark: potionRng at counter 0, `blizzPotion` 0.
    pub fn new(seed: i64, character: Character) -> PotionDrops {
        PotionDrops { rng: GameRandom::new(seed), blizz: 0, list: potion_list(character), white_beast_statue: false }
    }

    /// potionRng's counter (the game saves it as `potion_seed_count`).
    pub const fn counter(&self) -> u32 {
        self.rng.counter()
    }

    /// `blizzPotion`, added to the drop chance.
    pub const fn blizz(&self) -> i32 {
        self.blizz
    }

    /// Neow's three potions, drawn on this stream.
    pub fn neow_potions(&mut self) -> [Potion; 3] {
        let list = &self.list;
        let rng = &mut self.rng;
        [random_potion(rng, list), random_potion(rng, list), random_potion(rng, list)]
    }

    /// `returnRandomPotion()`: the rarity roll, then draws until that
    /// rarity comes up.
    pub fn random_potion(&mut self) -> Potion {
        let roll = self.rng.random_range(0, 99);
        let rarity = if roll < 65 {
            Rarity::Common
        } else if roll < 90 {
            Rarity::Uncommon
        } else {
            Rarity::Rare
        };
        loop {
            let potion = random_potion(&mut self.rng, &self.list);
            if potion.rarity == rarity {
                return potion;
            }
        }
    }

    /// The potion roll after a won fight: the potion dropped, if any.
    pub fn after_fight(&mut self) -> Option<Potion> {
        let chance = if self.white_beast_statue { 100 } else { BASE_DROP_CHANCE + self.blizz };
        if self.rng.random_range(0, 99) < chance {
            self.blizz -= 10;
            Some(self.random_potion())
        } else {
            self.blizz += 10;
            None
        }
    }

    /// A potion roll at a fixed `chance` (0 when the monsters escaped): the
    /// draw is made all the same and moves the offset.
    pub fn roll_at_chance(&mut self, chance: i32) -> Option<Potion> {
        let chance = if self.white_beast_statue { 100 } else { chance };
        if self.rng.random_range(0, 99) < chance {
            self.blizz -= 10;
            Some(self.random_potion())
        } else {
            self.blizz += 10;
            None
        }
    }

    /// `PotionHelper.getRandomPotion()` (events: Lab, The Woman in Blue,
    /// Knowing Skull): one draw, any rarity.
    pub fn any_potion(&mut self) -> Potion {
        random_potion(&mut self.rng, &self.list)
    }

    /// A new act begins: `blizzPotion` back to 0 (potionRng goes on).
    pub fn enter_act(&mut self) {
        self.blizz = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_33_potions_of_the_games_rarities() {
        for character in Character::ALL {
            let list = potion_list(character);
            assert_eq!(list.len(), 33);
            let count = |r: Rarity| list.iter().filter(|p| p.rarity == r).count();
            assert_eq!((count(Rarity::Common), count(Rarity::Uncommon), count(Rarity::Rare)), (17, 9, 7));
            let ids: std::collections::BTreeSet<_> = list.iter().map(|p| p.id).collect();
            assert_eq!(ids.len(), 33);
        }
    }

    #[test]
    fn a_drop_moves_blizz_by_ten_and_a_potion_has_the_rolled_rarity() {
        let mut drops = PotionDrops::new(77, Character::Silent);
        let mut blizz = 0;
        for _ in 0..20 {
            let mut raw = drops.rng;
            let dropped = raw.random_range(0, 99) < 40 + blizz;
            let got = drops.after_fight();
            assert_eq!(got.is_some(), dropped);
            blizz += if dropped { -10 } else { 10 };
            assert_eq!(drops.blizz(), blizz);
            if let Some(potion) = got {
                let roll = raw.random_range(0, 99);
                let rarity = if roll < 65 {
                    Rarity::Common
                } else if roll < 90 {
                    Rarity::Uncommon
                } else {
                    Rarity::Rare
                };
                assert_eq!(potion.rarity, rarity);
            }
        }
        drops.enter_act();
        assert_eq!(drops.blizz(), 0);
    }
}
