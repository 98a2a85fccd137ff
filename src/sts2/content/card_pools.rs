//! The characters' card pools, in the game's order, as the card rewards draw
//! from them (`CardPoolModel.GetUnlockedCards`, then `CardFactory`'s filters).
//!
//! **Source.** The pool lists, rarities and multiplayer constraints are those
//! the game's own v0.111.0 code produced (`IroncladCardPool`'s
//! `GenerateAllCards` run by a probe harness), as recorded in the public
//! repository sansb/sts2-sim (MIT), commit
//! `0877b6bfacf43b5fcacabac0e6f2dd75c1b106bb`,
//! `v0.111.0/python/card_pool_census.json` (`pools.IRONCLAD.cards`, in their
//! `index` order). The order matters: a reward takes `NextItem` over the
//! pool's cards of the rolled rarity in this order.
//!
//! **Rules** (the game's `CardFactory`, as decompiled from v0.106 in
//! reddots1453/sts2-mod-decompiled; confirmed on v0.110-v0.111 runs):
//! * a fully unlocked profile: every epoch-locked card is in the pool (a
//!   profile missing an epoch has a shorter pool, not modelled);
//! * single player drops `MultiplayerOnly` cards (`FilterForPlayerCount`);
//!   a lobby of two or more drops `SingleplayerOnly` ones (none in these
//!   pools);
//! * rewards roll Common, Uncommon or Rare only, so Basic and Ancient cards
//!   (Bash, Strike, Defend, Break, Corruption) are never offered.
//!
//! **Covered**: the Ironclad only, the one character of every real run file
//! the tests have. The Silent, Defect, Necrobinder and Regent pools are in
//! the same census but not transcribed yet: [`Character::pool`] returns
//! `None` for them.
//!
//! Readable names ([`card_name`]) are made from the ids (`CARD.PACTS_END` →
//! "Pacts End"), not read from the game's localisation, so punctuation of
//! the game's titles ("Pact's End") is not reproduced.

/// A card's rarity (the game's `CardRarity`, the values pools hold).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rarity {
    /// Starter cards (never in rewards).
    Basic,
    /// Common.
    Common,
    /// Uncommon.
    Uncommon,
    /// Rare.
    Rare,
    /// Ancient (from Ancients; never in rewards).
    Ancient,
}

impl Rarity {
    /// `CardRarity.GetNextHighestRarity` among the reward rarities: Common →
    /// Uncommon → Rare → none (the v0.106 decompile wraps Rare → Common
    /// instead; a pool with all three rarities, as every pool here, never
    /// steps).
    pub const fn next_highest(self) -> Option<Rarity> {
        match self {
            Rarity::Common => Some(Rarity::Uncommon),
            Rarity::Uncommon => Some(Rarity::Rare),
            _ => None,
        }
    }
}

/// A card's `MultiplayerConstraint`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Multiplayer {
    /// No constraint.
    Any,
    /// Only in a lobby of two or more.
    MultiOnly,
    /// Only in single player.
    SingleOnly,
}

/// One card of a pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// The id as run files write it (`CARD.TWIN_STRIKE`).
    pub id: &'static str,
    /// Its rarity.
    pub rarity: Rarity,
    /// Its multiplayer constraint.
    pub multiplayer: Multiplayer,
}

impl Card {
    /// Whether a lobby of `players` can be offered it
    /// (`CardFactory.FilterForPlayerCount`).
    pub const fn allowed_for(&self, players: u8) -> bool {
        match self.multiplayer {
            Multiplayer::Any => true,
            Multiplayer::MultiOnly => players > 1,
            Multiplayer::SingleOnly => players <= 1,
        }
    }
}

/// The playable characters of v0.111 (ids `CHARACTER.IRONCLAD`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Character {
    /// `CHARACTER.IRONCLAD`.
    Ironclad,
    /// `CHARACTER.SILENT`.
    Silent,
    /// `CHARACTER.DEFECT`.
    Defect,
    /// `CHARACTER.NECROBINDER`.
    Necrobinder,
    /// `CHARACTER.REGENT`.
    Regent,
}

impl Character {
    /// Every character.
    pub const ALL: [Character; 5] =
        [Character::Ironclad, Character::Silent, Character::Defect, Character::Necrobinder, Character::Regent];

    /// The id run files write (`CHARACTER.IRONCLAD`).
    pub const fn id(self) -> &'static str {
        match self {
            Character::Ironclad => "CHARACTER.IRONCLAD",
            Character::Silent => "CHARACTER.SILENT",
            Character::Defect => "CHARACTER.DEFECT",
            Character::Necrobinder => "CHARACTER.NECROBINDER",
            Character::Regent => "CHARACTER.REGENT",
        }
    }

    /// The character of a run file's id, if it is one of [`Character::ALL`].
    pub fn from_id(id: &str) -> Option<Character> {
        Character::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The character's card pool in the game's order, for the characters
    /// transcribed so far (the Ironclad).
    pub const fn pool(self) -> Option<&'static [Card]> {
        match self {
            Character::Ironclad => Some(IRONCLAD),
            _ => None,
        }
    }
}

/// A readable name made from a card id: `CARD.ONE_TWO_PUNCH` → "One Two
/// Punch" (the words of the id, each capitalised).
pub fn card_name(id: &str) -> String {
    let words = id.strip_prefix("CARD.").unwrap_or(id);
    let mut out = String::with_capacity(words.len());
    for (i, word) in words.split('_').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    out
}

const fn card(id: &'static str, rarity: Rarity, multiplayer: Multiplayer) -> Card {
    Card { id, rarity, multiplayer }
}

use Multiplayer::{Any, MultiOnly};
use Rarity::{Ancient, Basic, Common, Rare, Uncommon};

/// `IroncladCardPool`, v0.111.0: 90 cards (census index in the comment).
pub const IRONCLAD: &[Card] = &[
    card("CARD.AGGRESSION", Rare, Any),               // 0
    card("CARD.ANGER", Common, Any),                  // 1
    card("CARD.ARMAMENTS", Common, Any),              // 2
    card("CARD.ASHEN_STRIKE", Uncommon, Any),         // 3
    card("CARD.BARRICADE", Rare, Any),                // 4
    card("CARD.BASH", Basic, Any),                    // 5
    card("CARD.BATTLE_TRANCE", Uncommon, Any),        // 6
    card("CARD.BLAZE", Uncommon, MultiOnly),          // 7
    card("CARD.BLOOD_WALL", Common, Any),             // 8
    card("CARD.BLOODLETTING", Uncommon, Any),         // 9
    card("CARD.BLUDGEON", Uncommon, Any),             // 10
    card("CARD.BODY_SLAM", Common, Any),              // 11
    card("CARD.BRAND", Rare, Any),                    // 12
    card("CARD.BREAK", Ancient, Any),                 // 13
    card("CARD.BREAKTHROUGH", Common, Any),           // 14
    card("CARD.BULLY", Uncommon, Any),                // 15
    card("CARD.BURNING_PACT", Uncommon, Any),         // 16
    card("CARD.CASCADE", Rare, Any),                  // 17
    card("CARD.CINDER", Common, Any),                 // 18
    card("CARD.COLOSSUS", Uncommon, Any),             // 19
    card("CARD.CONFLAGRATION", Rare, Any),            // 20
    card("CARD.CORRUPTION", Ancient, Any),            // 21
    card("CARD.CRIMSON_MANTLE", Rare, Any),           // 22
    card("CARD.CRUELTY", Uncommon, Any),              // 23
    card("CARD.DARK_EMBRACE", Rare, Any),             // 24
    card("CARD.DEFEND_IRONCLAD", Basic, Any),         // 25
    card("CARD.DEMON_FORM", Rare, Any),               // 26
    card("CARD.DEMONIC_SHIELD", Uncommon, MultiOnly), // 27
    card("CARD.DISMANTLE", Uncommon, Any),            // 28
    card("CARD.DOMINATE", Rare, Any),                 // 29
    card("CARD.DRUM_OF_BATTLE", Uncommon, Any),       // 30
    card("CARD.EVIL_EYE", Uncommon, Any),             // 31
    card("CARD.EXPECT_A_FIGHT", Uncommon, Any),       // 32
    card("CARD.FEED", Rare, Any),                     // 33
    card("CARD.FEEL_NO_PAIN", Uncommon, Any),         // 34
    card("CARD.FIEND_FIRE", Rare, Any),               // 35
    card("CARD.FIGHT_ME", Uncommon, Any),             // 36
    card("CARD.FLAME_BARRIER", Uncommon, Any),        // 37
    card("CARD.FORGOTTEN_RITUAL", Uncommon, Any),     // 38
    card("CARD.HAVOC", Common, Any),                  // 39
    card("CARD.HEADBUTT", Common, Any),               // 40
    card("CARD.HELLRAISER", Rare, Any),               // 41
    card("CARD.HEMOKINESIS", Uncommon, Any),          // 42
    card("CARD.HOWL_FROM_BEYOND", Uncommon, Any),     // 43
    card("CARD.IMPERVIOUS", Rare, Any),               // 44
    card("CARD.INFERNAL_BLADE", Uncommon, Any),       // 45
    card("CARD.INFERNO", Uncommon, Any),              // 46
    card("CARD.INFLAME", Uncommon, Any),              // 47
    card("CARD.IRON_WAVE", Common, Any),              // 48
    card("CARD.JUGGERNAUT", Rare, Any),               // 49
    card("CARD.JUGGLING", Uncommon, Any),             // 50
    card("CARD.MANGLE", Rare, Any),                   // 51
    card("CARD.MIDNIGHT", Rare, MultiOnly),           // 52
    card("CARD.MOLTEN_FIST", Common, Any),            // 53
    card("CARD.NOT_YET", Rare, Any),                  // 54
    card("CARD.OFFERING", Rare, Any),                 // 55
    card("CARD.ONE_TWO_PUNCH", Rare, Any),            // 56
    card("CARD.OUTRAGE", Uncommon, MultiOnly),        // 57
    card("CARD.PACTS_END", Rare, Any),                // 58
    card("CARD.PERFECTED_STRIKE", Common, Any),       // 59
    card("CARD.PILLAGE", Uncommon, Any),              // 60
    card("CARD.POMMEL_STRIKE", Common, Any),          // 61
    card("CARD.PRIMAL_FORCE", Rare, Any),             // 62
    card("CARD.PYRE", Rare, Any),                     // 63
    card("CARD.RAGE", Uncommon, Any),                 // 64
    card("CARD.RAMPAGE", Uncommon, Any),              // 65
    card("CARD.RUPTURE", Uncommon, Any),              // 66
    card("CARD.SECOND_WIND", Uncommon, Any),          // 67
    card("CARD.SETUP_STRIKE", Common, Any),           // 68
    card("CARD.SHRUG_IT_OFF", Common, Any),           // 69
    card("CARD.SPITE", Uncommon, Any),                // 70
    card("CARD.STAMPEDE", Uncommon, Any),             // 71
    card("CARD.STOKE", Rare, Any),                    // 72
    card("CARD.STOMP", Uncommon, Any),                // 73
    card("CARD.STONE_ARMOR", Uncommon, Any),          // 74
    card("CARD.STRIKE_IRONCLAD", Basic, Any),         // 75
    card("CARD.SWORD_BOOMERANG", Common, Any),        // 76
    card("CARD.TANK", Rare, MultiOnly),               // 77
    card("CARD.TAUNT", Common, Any),                  // 78
    card("CARD.TEAR_ASUNDER", Rare, Any),             // 79
    card("CARD.THRASH", Rare, Any),                   // 80
    card("CARD.THUNDERCLAP", Common, Any),            // 81
    card("CARD.TREMBLE", Common, Any),                // 82
    card("CARD.TRUE_GRIT", Common, Any),              // 83
    card("CARD.TWIN_STRIKE", Common, Any),            // 84
    card("CARD.UNMOVABLE", Rare, Any),                // 85
    card("CARD.UNRELENTING", Uncommon, Any),          // 86
    card("CARD.UPPERCUT", Uncommon, Any),             // 87
    card("CARD.VICIOUS", Uncommon, Any),              // 88
    card("CARD.WHIRLWIND", Uncommon, Any),            // 89
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ironclad_pool_counts() {
        let count = |r: Rarity| IRONCLAD.iter().filter(|c| c.rarity == r).count();
        assert_eq!(IRONCLAD.len(), 90);
        // Counted in the census: 3 basic, 2 ancient, the rest by rarity.
        assert_eq!((count(Basic), count(Ancient)), (3, 2));
        assert_eq!(count(Common) + count(Uncommon) + count(Rare), 85);
        assert_eq!(IRONCLAD.iter().filter(|c| !c.allowed_for(1)).count(), 5);
        assert!(IRONCLAD.iter().all(|c| c.allowed_for(2)));
    }

    #[test]
    fn names_and_ids() {
        assert_eq!(card_name("CARD.ONE_TWO_PUNCH"), "One Two Punch");
        assert_eq!(card_name("CARD.HAVOC"), "Havoc");
        assert_eq!(Character::from_id("CHARACTER.REGENT"), Some(Character::Regent));
        assert_eq!(Character::from_id("CHARACTER.WATCHER"), None);
        assert!(Character::Ironclad.pool().is_some() && Character::Silent.pool().is_none());
    }
}
