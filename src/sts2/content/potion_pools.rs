//! The potions a merchant (and any out-of-combat potion roll) draws from:
//! the character's pool, then the shared pool, in the game's order, with
//! each potion's rarity (`PotionFactory.GetOptions`).
//!
//! **Source.** The lists, their order and rarities are those of the game's
//! v0.111.0 code as recorded in the public repository sansb/sts2-sim (MIT),
//! commit `0877b6bfacf43b5fcacabac0e6f2dd75c1b106bb`:
//! `v0.111.0/python/character_potion_pools.json` (each
//! `<Character>PotionPool.GenerateAllPotions` and the shared pool, read from
//! the assembly's IL) and `potion_pool_census.json` (the Ironclad's options
//! as the game's own code listed them: its 3 potions, then the shared 45).
//! A fully unlocked profile holds every potion (the epoch-locked ones
//! included). Checked: the 12 potions of TQM88QFMHSQR's four merchants
//! (v0.110.1, an Ironclad's; `tests/sts2_events_shops.rs`).

/// A potion's rarity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rarity {
    /// Common.
    Common,
    /// Uncommon.
    Uncommon,
    /// Rare.
    Rare,
}

use crate::options::Sts2Character;
use Rarity::{Common as C, Rare as R, Uncommon as U};

/// `PotionRarity` rolled on `NextFloat()`: at most 0.1 Rare, at most 0.35
/// Uncommon, else Common (the float32 constants).
pub fn roll_rarity(x: f32) -> Rarity {
    if x <= 0.1 {
        R
    } else if x <= 0.35 {
        U
    } else {
        C
    }
}

/// Each character's own potions (`<Character>PotionPool`), in the game's
/// order of characters: Ironclad, Silent, Regent, Necrobinder, Defect.
const CHARACTER: [[(&str, Rarity); 3]; 5] = [
    [("POTION.BLOOD_POTION", C), ("POTION.SOLDIERS_STEW", R), ("POTION.ASHWATER", U)],
    [("POTION.POISON_POTION", C), ("POTION.GHOST_IN_A_JAR", R), ("POTION.CUNNING_POTION", U)],
    [("POTION.STAR_POTION", C), ("POTION.COSMIC_CONCOCTION", R), ("POTION.KINGS_COURAGE", U)],
    [("POTION.POTION_OF_DOOM", C), ("POTION.POT_OF_GHOULS", R), ("POTION.BONE_BREW", U)],
    [("POTION.FOCUS_POTION", C), ("POTION.ESSENCE_OF_DARKNESS", R), ("POTION.POTION_OF_CAPACITY", U)],
];

/// The shared pool (`SharedPotionPool`), in the game's order.
const SHARED: [(&str, Rarity); 45] = [
    ("POTION.ATTACK_POTION", C),
    ("POTION.BEETLE_JUICE", R),
    ("POTION.BLESSING_OF_THE_FORGE", U),
    ("POTION.BLOCK_POTION", C),
    ("POTION.BOTTLED_POTENTIAL", R),
    ("POTION.CLARITY", U),
    ("POTION.COLORLESS_POTION", C),
    ("POTION.CURE_ALL", U),
    ("POTION.DEXTERITY_POTION", C),
    ("POTION.DISTILLED_CHAOS", R),
    ("POTION.DROPLET_OF_PRECOGNITION", R),
    ("POTION.DUPLICATOR", U),
    ("POTION.ENERGY_POTION", C),
    ("POTION.ENTROPIC_BREW", R),
    ("POTION.EXPLOSIVE_AMPOULE", C),
    ("POTION.FAIRY_IN_A_BOTTLE", R),
    ("POTION.FIRE_POTION", C),
    ("POTION.FLEX_POTION", C),
    ("POTION.FORTIFIER", U),
    ("POTION.FRUIT_JUICE", R),
    ("POTION.FYSH_OIL", U),
    ("POTION.GAMBLERS_BREW", U),
    ("POTION.GIGANTIFICATION_POTION", R),
    ("POTION.HEART_OF_IRON", U),
    ("POTION.LIQUID_BRONZE", U),
    ("POTION.LIQUID_MEMORIES", R),
    ("POTION.LUCKY_TONIC", R),
    ("POTION.MAZALETHS_GIFT", R),
    ("POTION.OROBIC_ACID", R),
    ("POTION.POTION_OF_BINDING", U),
    ("POTION.POWDERED_DEMISE", U),
    ("POTION.POWER_POTION", C),
    ("POTION.RADIANT_TINCTURE", U),
    ("POTION.REGEN_POTION", U),
    ("POTION.SHACKLING_POTION", R),
    ("POTION.SHIP_IN_A_BOTTLE", R),
    ("POTION.SKILL_POTION", C),
    ("POTION.SNECKO_OIL", R),
    ("POTION.SPEED_POTION", C),
    ("POTION.STABLE_SERUM", U),
    ("POTION.STRENGTH_POTION", C),
    ("POTION.SWIFT_POTION", C),
    ("POTION.TOUCH_OF_INSANITY", U),
    ("POTION.VULNERABLE_POTION", C),
    ("POTION.WEAK_POTION", C),
];

/// The potions of `rarity` a player of `character` can be offered out of
/// combat, in the order `NextItem` reads them: the character's, then the
/// shared pool's.
pub fn options(character: Sts2Character, rarity: Rarity) -> Vec<&'static str> {
    let own = match character {
        Sts2Character::Ironclad => &CHARACTER[0],
        Sts2Character::Silent => &CHARACTER[1],
        Sts2Character::Regent => &CHARACTER[2],
        Sts2Character::Necrobinder => &CHARACTER[3],
        Sts2Character::Defect => &CHARACTER[4],
    };
    own.iter().chain(SHARED.iter()).filter(|(_, r)| *r == rarity).map(|(id, _)| *id).collect()
}

/// A potion's name, made from its id (`POTION.FYSH_OIL` → "Fysh Oil"; the
/// game's punctuation, "Gambler's Brew", is not reproduced).
pub fn name(id: &str) -> String {
    let words = id.strip_prefix("POTION.").unwrap_or(id).split('_');
    let title = |w: &str| {
        let mut c = w.chars();
        c.next().map(|f| f.to_string() + &c.as_str().to_lowercase()).unwrap_or_default()
    };
    words.map(title).collect::<Vec<_>>().join(" ")
}
