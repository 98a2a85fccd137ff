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
//! **Covered**: all five characters of v0.111 (`pools.IRONCLAD`, `SILENT`,
//! `REGENT`, `NECROBINDER`, `DEFECT` of the census). Real run files check
//! the Ironclad's pool (every real file the tests have is an Ironclad's)
//! and 9 cards of the Silent's, offered by one event; the others are
//! transcribed from the census and checked only for their shape (each has
//! 91 cards: 4 basic, 20 common, 38 uncommon, 27 rare, 2 ancient, 5
//! multiplayer-only).
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
    /// Not in this build's pool at all (a card a later build added: it
    /// keeps its place in the list, so the others keep theirs, and is never
    /// dealt; `card_pools_v107`).
    Absent,
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
            Multiplayer::Absent => false,
        }
    }
}

/// The character's card pool in the game's order.
pub const fn character_pool(character: Sts2Character) -> &'static [Card] {
    match character {
        Sts2Character::Ironclad => IRONCLAD,
        Sts2Character::Silent => SILENT,
        Sts2Character::Defect => DEFECT,
        Sts2Character::Necrobinder => NECROBINDER,
        Sts2Character::Regent => REGENT,
    }
}

/// Whether two ids are the same (`==` on `str` is not `const`).
pub(super) const fn same_id(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `pool` with each `(id, new id, rarity)` of `changes` applied in place
/// (the order, and so every other card's position, kept).
pub(super) const fn changed<const N: usize>(
    pool: &[Card],
    changes: &[(&'static str, &'static str, Rarity)],
) -> [Card; N] {
    let mut out = [card("", Basic, Any); N];
    let mut i = 0;
    while i < N {
        out[i] = pool[i];
        let mut k = 0;
        while k < changes.len() {
            if same_id(pool[i].id, changes[k].0) {
                out[i].id = changes[k].1;
                out[i].rarity = changes[k].2;
            }
            k += 1;
        }
        i += 1;
    }
    out
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

pub(super) const fn card(id: &'static str, rarity: Rarity, multiplayer: Multiplayer) -> Card {
    Card { id, rarity, multiplayer }
}

use crate::options::Sts2Character;
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

/// `SilentCardPool`, v0.111.0: 91 cards (census index in the comment).
pub const SILENT: &[Card] = &[
    card("CARD.ABRASIVE", Rare, Any),                 // 0
    card("CARD.ACCELERANT", Uncommon, Any),           // 1
    card("CARD.ACCURACY", Uncommon, Any),             // 2
    card("CARD.ACROBATICS", Uncommon, Any),           // 3
    card("CARD.ADRENALINE", Rare, Any),               // 4
    card("CARD.AFTERIMAGE", Rare, Any),               // 5
    card("CARD.ANTICIPATE", Common, Any),             // 6
    card("CARD.ASSASSINATE", Rare, Any),              // 7
    card("CARD.BACKFLIP", Common, Any),               // 8
    card("CARD.BACKSTAB", Uncommon, Any),             // 9
    card("CARD.BLADE_OF_INK", Rare, Any),             // 10
    card("CARD.BLADE_DANCE", Common, Any),            // 11
    card("CARD.BLADE_SYMPHONY", Uncommon, MultiOnly), // 12
    card("CARD.BLUR", Uncommon, Any),                 // 13
    card("CARD.BOUNCING_FLASK", Uncommon, Any),       // 14
    card("CARD.BUBBLE_BUBBLE", Uncommon, Any),        // 15
    card("CARD.BULLET_TIME", Rare, Any),              // 16
    card("CARD.BURST", Rare, Any),                    // 17
    card("CARD.CALCULATED_GAMBLE", Uncommon, Any),    // 18
    card("CARD.CLOAK_AND_DAGGER", Common, Any),       // 19
    card("CARD.CORROSIVE_WAVE", Rare, Any),           // 20
    card("CARD.CONCOCT", Uncommon, MultiOnly),        // 21
    card("CARD.DAGGER_SPRAY", Common, Any),           // 22
    card("CARD.DAGGER_THROW", Common, Any),           // 23
    card("CARD.DASH", Uncommon, Any),                 // 24
    card("CARD.DEADLY_POISON", Common, Any),          // 25
    card("CARD.DEFEND_SILENT", Basic, Any),           // 26
    card("CARD.DEFLECT", Common, Any),                // 27
    card("CARD.DODGE_AND_ROLL", Common, Any),         // 28
    card("CARD.ECHOING_SLASH", Uncommon, Any),        // 29
    card("CARD.ENVENOM", Rare, Any),                  // 30
    card("CARD.ESCAPE_PLAN", Uncommon, Any),          // 31
    card("CARD.EXPERTISE", Uncommon, Any),            // 32
    card("CARD.EXPOSE", Uncommon, Any),               // 33
    card("CARD.FADE", Uncommon, MultiOnly),           // 34
    card("CARD.FAN_OF_KNIVES", Rare, Any),            // 35
    card("CARD.FINISHER", Uncommon, Any),             // 36
    card("CARD.FLANKING", Rare, MultiOnly),           // 37
    card("CARD.FLECHETTES", Uncommon, Any),           // 38
    card("CARD.FLICK_FLACK", Common, Any),            // 39
    card("CARD.SIDESTEP", Uncommon, Any),             // 40
    card("CARD.FOOTWORK", Uncommon, Any),             // 41
    card("CARD.GRAND_FINALE", Rare, Any),             // 42
    card("CARD.HAND_TRICK", Uncommon, Any),           // 43
    card("CARD.HAZE", Uncommon, Any),                 // 44
    card("CARD.HIDDEN_DAGGERS", Uncommon, Any),       // 45
    card("CARD.INFINITE_BLADES", Uncommon, Any),      // 46
    card("CARD.KNIFE_TRAP", Rare, Any),               // 47
    card("CARD.LEADING_STRIKE", Common, Any),         // 48
    card("CARD.LEG_SWEEP", Uncommon, Any),            // 49
    card("CARD.MALAISE", Rare, Any),                  // 50
    card("CARD.MASTER_PLANNER", Rare, Any),           // 51
    card("CARD.MEMENTO_MORI", Uncommon, Any),         // 52
    card("CARD.MIRAGE", Uncommon, Any),               // 53
    card("CARD.MURDER", Rare, Any),                   // 54
    card("CARD.NEUTRALIZE", Basic, Any),              // 55
    card("CARD.NIGHTMARE", Rare, Any),                // 56
    card("CARD.NOXIOUS_FUMES", Uncommon, Any),        // 57
    card("CARD.OUTBREAK", Rare, Any),                 // 58
    card("CARD.PHANTOM_BLADES", Uncommon, Any),       // 59
    card("CARD.PIERCING_WAIL", Common, Any),          // 60
    card("CARD.PINPOINT", Uncommon, Any),             // 61
    card("CARD.POISONED_STAB", Common, Any),          // 62
    card("CARD.POUNCE", Uncommon, Any),               // 63
    card("CARD.PRECISE_CUT", Uncommon, Any),          // 64
    card("CARD.PREDATOR", Common, Any),               // 65
    card("CARD.PREPARED", Common, Any),               // 66
    card("CARD.REFLEX", Uncommon, Any),               // 67
    card("CARD.RICOCHET", Common, Any),               // 68
    card("CARD.SERPENT_FORM", Rare, Any),             // 69
    card("CARD.SHADOW_STEP", Rare, Any),              // 70
    card("CARD.SHADOWMELD", Rare, Any),               // 71
    card("CARD.SKEWER", Uncommon, Any),               // 72
    card("CARD.SLICE", Common, Any),                  // 73
    card("CARD.SNAKEBITE", Common, Any),              // 74
    card("CARD.SNEAKY", Rare, MultiOnly),             // 75
    card("CARD.SPEEDSTER", Uncommon, Any),            // 76
    card("CARD.STORM_OF_STEEL", Rare, Any),           // 77
    card("CARD.STRANGLE", Uncommon, Any),             // 78
    card("CARD.STRIKE_SILENT", Basic, Any),           // 79
    card("CARD.SUCKER_PUNCH", Common, Any),           // 80
    card("CARD.SUPPRESS", Ancient, Any),              // 81
    card("CARD.SURVIVOR", Basic, Any),                // 82
    card("CARD.TACTICIAN", Uncommon, Any),            // 83
    card("CARD.THE_HUNT", Rare, Any),                 // 84
    card("CARD.TOOLS_OF_THE_TRADE", Rare, Any),       // 85
    card("CARD.TRACKING", Rare, Any),                 // 86
    card("CARD.UNTOUCHABLE", Common, Any),            // 87
    card("CARD.UP_MY_SLEEVE", Uncommon, Any),         // 88
    card("CARD.WELL_LAID_PLANS", Rare, Any),          // 89
    card("CARD.WRAITH_FORM", Ancient, Any),           // 90
];

/// `RegentCardPool`, v0.111.0: 91 cards (census index in the comment).
pub const REGENT: &[Card] = &[
    card("CARD.ALIGNMENT", Uncommon, Any),           // 0
    card("CARD.ARSENAL", Rare, Any),                 // 1
    card("CARD.ASTRAL_PULSE", Common, Any),          // 2
    card("CARD.BEAT_INTO_SHAPE", Rare, Any),         // 3
    card("CARD.BEGONE", Common, Any),                // 4
    card("CARD.BIG_BANG", Rare, Any),                // 5
    card("CARD.BLACK_HOLE", Uncommon, Any),          // 6
    card("CARD.BOMBARDMENT", Rare, Any),             // 7
    card("CARD.BULWARK", Uncommon, Any),             // 8
    card("CARD.BUNDLE_OF_JOY", Rare, Any),           // 9
    card("CARD.CELESTIAL_MIGHT", Common, Any),       // 10
    card("CARD.CHARGE", Uncommon, Any),              // 11
    card("CARD.CHILD_OF_THE_STARS", Uncommon, Any),  // 12
    card("CARD.CLOAK_OF_STARS", Common, Any),        // 13
    card("CARD.COLLISION_COURSE", Common, Any),      // 14
    card("CARD.COMET", Rare, Any),                   // 15
    card("CARD.CONQUEROR", Uncommon, Any),           // 16
    card("CARD.CONSTELLATION", Uncommon, MultiOnly), // 17
    card("CARD.CONVERGENCE", Uncommon, Any),         // 18
    card("CARD.COSMIC_INDIFFERENCE", Common, Any),   // 19
    card("CARD.CRASH_LANDING", Rare, Any),           // 20
    card("CARD.CRESCENT_SPEAR", Common, Any),        // 21
    card("CARD.CRUSH_UNDER", Common, Any),           // 22
    card("CARD.DECISIONS_DECISIONS", Rare, Any),     // 23
    card("CARD.DEFEND_REGENT", Basic, Any),          // 24
    card("CARD.DEVASTATE", Uncommon, Any),           // 25
    card("CARD.DYING_STAR", Rare, Any),              // 26
    card("CARD.FALLING_STAR", Basic, Any),           // 27
    card("CARD.FOREGONE_CONCLUSION", Rare, Any),     // 28
    card("CARD.FURNACE", Uncommon, Any),             // 29
    card("CARD.GAMMA_BLAST", Uncommon, Any),         // 30
    card("CARD.GATHER_LIGHT", Common, Any),          // 31
    card("CARD.GENESIS", Rare, Any),                 // 32
    card("CARD.GLIMMER", Uncommon, Any),             // 33
    card("CARD.GLITTERSTREAM", Common, Any),         // 34
    card("CARD.GLOW", Common, Any),                  // 35
    card("CARD.GUARDS", Rare, Any),                  // 36
    card("CARD.GUIDING_STAR", Common, Any),          // 37
    card("CARD.HAMMER_TIME", Rare, MultiOnly),       // 38
    card("CARD.HEAVENLY_DRILL", Rare, Any),          // 39
    card("CARD.HEGEMONY", Uncommon, Any),            // 40
    card("CARD.HEIRLOOM_HAMMER", Rare, Any),         // 41
    card("CARD.HIDDEN_CACHE", Common, Any),          // 42
    card("CARD.I_AM_INVINCIBLE", Rare, Any),         // 43
    card("CARD.KINGLY_KICK", Uncommon, Any),         // 44
    card("CARD.KINGLY_PUNCH", Uncommon, Any),        // 45
    card("CARD.KNOCKOUT_BLOW", Uncommon, Any),       // 46
    card("CARD.KNOW_THY_PLACE", Common, Any),        // 47
    card("CARD.LARGESSE", Uncommon, MultiOnly),      // 48
    card("CARD.LUNAR_BLAST", Uncommon, Any),         // 49
    card("CARD.MAKE_IT_SO", Rare, Any),              // 50
    card("CARD.MANIFEST_AUTHORITY", Uncommon, Any),  // 51
    card("CARD.METEOR_SHOWER", Ancient, Any),        // 52
    card("CARD.MONARCHS_GAZE", Rare, Any),           // 53
    card("CARD.MONOLOGUE", Uncommon, Any),           // 54
    card("CARD.NEUTRON_AEGIS", Rare, Any),           // 55
    card("CARD.ORBIT", Uncommon, Any),               // 56
    card("CARD.PALE_BLUE_DOT", Uncommon, Any),       // 57
    card("CARD.PARRY", Uncommon, Any),               // 58
    card("CARD.PARTICLE_WALL", Uncommon, Any),       // 59
    card("CARD.PATTER", Common, Any),                // 60
    card("CARD.PHOTON_CUT", Common, Any),            // 61
    card("CARD.PLOT", Uncommon, MultiOnly),          // 62
    card("CARD.PILLAR_OF_CREATION", Uncommon, Any),  // 63
    card("CARD.PROPHESIZE", Uncommon, Any),          // 64
    card("CARD.QUASAR", Uncommon, Any),              // 65
    card("CARD.RADIATE", Uncommon, Any),             // 66
    card("CARD.REFINE_BLADE", Common, Any),          // 67
    card("CARD.REFLECT", Uncommon, Any),             // 68
    card("CARD.RESONANCE", Uncommon, Any),           // 69
    card("CARD.ROYAL_GAMBLE", Uncommon, Any),        // 70
    card("CARD.ROYALTIES", Rare, Any),               // 71
    card("CARD.SEEKING_EDGE", Rare, Any),            // 72
    card("CARD.SEVEN_STARS", Rare, Any),             // 73
    card("CARD.SHINING_STRIKE", Uncommon, Any),      // 74
    card("CARD.SOLAR_STRIKE", Common, Any),          // 75
    card("CARD.SPECTRUM_SHIFT", Uncommon, Any),      // 76
    card("CARD.SPOILS_OF_BATTLE", Common, Any),      // 77
    card("CARD.STARDUST", Uncommon, Any),            // 78
    card("CARD.STRIKE_REGENT", Basic, Any),          // 79
    card("CARD.SUMMON_FORTH", Uncommon, Any),        // 80
    card("CARD.SUPERMASSIVE", Uncommon, Any),        // 81
    card("CARD.SWORD_SAGE", Rare, Any),              // 82
    card("CARD.TERRAFORMING", Uncommon, Any),        // 83
    card("CARD.THE_SEALED_THRONE", Ancient, Any),    // 84
    card("CARD.THE_SMITH", Rare, Any),               // 85
    card("CARD.TUTOR", Rare, MultiOnly),             // 86
    card("CARD.TYRANNY", Rare, Any),                 // 87
    card("CARD.VENERATE", Basic, Any),               // 88
    card("CARD.VOID_FORM", Rare, Any),               // 89
    card("CARD.WROUGHT_IN_WAR", Common, Any),        // 90
];

/// `NecrobinderCardPool`, v0.111.0: 91 cards (census index in the comment).
pub const NECROBINDER: &[Card] = &[
    card("CARD.AFTERLIFE", Common, Any),              // 0
    card("CARD.BANSHEES_CRY", Rare, Any),             // 1
    card("CARD.BLIGHT_STRIKE", Common, Any),          // 2
    card("CARD.BODYGUARD", Basic, Any),               // 3
    card("CARD.BONE_SHARDS", Uncommon, Any),          // 4
    card("CARD.BORROWED_TIME", Uncommon, Any),        // 5
    card("CARD.BURY", Uncommon, Any),                 // 6
    card("CARD.CACOPHONY", Rare, MultiOnly),          // 7
    card("CARD.CALCIFY", Uncommon, Any),              // 8
    card("CARD.CALL_OF_THE_VOID", Rare, Any),         // 9
    card("CARD.CAPTURE_SPIRIT", Uncommon, Any),       // 10
    card("CARD.CLEANSE", Uncommon, Any),              // 11
    card("CARD.COUNTDOWN", Uncommon, Any),            // 12
    card("CARD.DANSE_MACABRE", Uncommon, Any),        // 13
    card("CARD.DEATH_MARCH", Uncommon, Any),          // 14
    card("CARD.DEATHBRINGER", Uncommon, Any),         // 15
    card("CARD.DEATHS_DOOR", Uncommon, Any),          // 16
    card("CARD.DEBILITATE", Uncommon, Any),           // 17
    card("CARD.DEFEND_NECROBINDER", Basic, Any),      // 18
    card("CARD.DEFILE", Common, Any),                 // 19
    card("CARD.DEFY", Common, Any),                   // 20
    card("CARD.DELAY", Uncommon, Any),                // 21
    card("CARD.DEMESNE", Rare, Any),                  // 22
    card("CARD.DEVOUR_LIFE", Rare, Any),              // 23
    card("CARD.DIRGE", Uncommon, Any),                // 24
    card("CARD.DRAIN_POWER", Common, Any),            // 25
    card("CARD.DREDGE", Uncommon, Any),               // 26
    card("CARD.EIDOLON", Rare, Any),                  // 27
    card("CARD.END_OF_DAYS", Rare, Any),              // 28
    card("CARD.ENFEEBLING_TOUCH", Uncommon, Any),     // 29
    card("CARD.ERADICATE", Rare, Any),                // 30
    card("CARD.FEAR", Common, Any),                   // 31
    card("CARD.FETCH", Uncommon, Any),                // 32
    card("CARD.FLATTEN", Common, Any),                // 33
    card("CARD.FORBIDDEN_GRIMOIRE", Ancient, Any),    // 34
    card("CARD.FRIENDSHIP", Uncommon, Any),           // 35
    card("CARD.GLIMPSE_BEYOND", Rare, MultiOnly),     // 36
    card("CARD.GRAVE_WARDEN", Common, Any),           // 37
    card("CARD.GRAVEBLAST", Common, Any),             // 38
    card("CARD.HANG", Rare, Any),                     // 39
    card("CARD.HAUNT", Uncommon, Any),                // 40
    card("CARD.HIGH_FIVE", Uncommon, Any),            // 41
    card("CARD.INVOKE", Common, Any),                 // 42
    card("CARD.LEGION_OF_BONE", Uncommon, MultiOnly), // 43
    card("CARD.LETHALITY", Uncommon, Any),            // 44
    card("CARD.MELANCHOLY", Uncommon, Any),           // 45
    card("CARD.MISERY", Rare, Any),                   // 46
    card("CARD.NECRO_MASTERY", Rare, Any),            // 47
    card("CARD.NEGATIVE_PULSE", Common, Any),         // 48
    card("CARD.NEUROSURGE", Rare, Any),               // 49
    card("CARD.NO_ESCAPE", Uncommon, Any),            // 50
    card("CARD.OBLIVION", Rare, Any),                 // 51
    card("CARD.PAGESTORM", Uncommon, Any),            // 52
    card("CARD.PARSE", Uncommon, Any),                // 53
    card("CARD.POKE", Common, Any),                   // 54
    card("CARD.PROTECTOR", Ancient, Any),             // 55
    card("CARD.PULL_AGGRO", Common, Any),             // 56
    card("CARD.PULL_FROM_BELOW", Uncommon, Any),      // 57
    card("CARD.PUTREFY", Uncommon, Any),              // 58
    card("CARD.RATTLE", Uncommon, Any),               // 59
    card("CARD.REANIMATE", Rare, Any),                // 60
    card("CARD.REAP", Common, Any),                   // 61
    card("CARD.REAPER_FORM", Rare, Any),              // 62
    card("CARD.REAVE", Common, Any),                  // 63
    card("CARD.RIGHT_HAND_HAND", Uncommon, Any),      // 64
    card("CARD.SACRIFICE", Rare, Any),                // 65
    card("CARD.SCOURGE", Common, Any),                // 66
    card("CARD.SCULPTING_STRIKE", Common, Any),       // 67
    card("CARD.SEANCE", Rare, Any),                   // 68
    card("CARD.SENTRY_MODE", Rare, Any),              // 69
    card("CARD.SEVERANCE", Uncommon, Any),            // 70
    card("CARD.SHARED_FATE", Rare, Any),              // 71
    card("CARD.SHROUD", Uncommon, Any),               // 72
    card("CARD.SIC_EM", Uncommon, Any),               // 73
    card("CARD.SLEIGHT_OF_FLESH", Uncommon, Any),     // 74
    card("CARD.SNAP", Common, Any),                   // 75
    card("CARD.SOUL_STORM", Rare, Any),               // 76
    card("CARD.SOULBOUND", Uncommon, MultiOnly),      // 77
    card("CARD.SOW", Common, Any),                    // 78
    card("CARD.SPIRIT_OF_ASH", Rare, Any),            // 79
    card("CARD.SPUR", Uncommon, Any),                 // 80
    card("CARD.SQUEEZE", Rare, Any),                  // 81
    card("CARD.STRIKE_NECROBINDER", Basic, Any),      // 82
    card("CARD.THE_SCYTHE", Rare, Any),               // 83
    card("CARD.TIMES_UP", Rare, Any),                 // 84
    card("CARD.TRANSFIGURE", Rare, Any),              // 85
    card("CARD.UNDEATH", Rare, Any),                  // 86
    card("CARD.UNDERWORLD", Uncommon, MultiOnly),     // 87
    card("CARD.UNLEASH", Basic, Any),                 // 88
    card("CARD.VEILPIERCER", Uncommon, Any),          // 89
    card("CARD.WISP", Common, Any),                   // 90
];

/// `DefectCardPool`, v0.111.0: 91 cards (census index in the comment).
pub const DEFECT: &[Card] = &[
    card("CARD.ADAPTIVE_STRIKE", Rare, Any),          // 0
    card("CARD.ALL_FOR_ONE", Rare, Any),              // 1
    card("CARD.BALL_LIGHTNING", Common, Any),         // 2
    card("CARD.BARRAGE", Common, Any),                // 3
    card("CARD.BEAM_CELL", Common, Any),              // 4
    card("CARD.BIASED_COGNITION", Ancient, Any),      // 5
    card("CARD.BOOST_AWAY", Common, Any),             // 6
    card("CARD.BOOT_SEQUENCE", Uncommon, Any),        // 7
    card("CARD.BUFFER", Rare, Any),                   // 8
    card("CARD.BULK_UP", Uncommon, Any),              // 9
    card("CARD.CAPACITOR", Uncommon, Any),            // 10
    card("CARD.CHAOS", Uncommon, Any),                // 11
    card("CARD.CHARGE_BATTERY", Common, Any),         // 12
    card("CARD.CHILL", Uncommon, Any),                // 13
    card("CARD.CLAW", Common, Any),                   // 14
    card("CARD.COLD_SNAP", Common, Any),              // 15
    card("CARD.COMPACT", Uncommon, Any),              // 16
    card("CARD.COMPILE_DRIVER", Common, Any),         // 17
    card("CARD.CONSUMING_SHADOW", Rare, Any),         // 18
    card("CARD.COOLANT", Rare, Any),                  // 19
    card("CARD.COOLHEADED", Common, Any),             // 20
    card("CARD.CREATIVE_AI", Rare, Any),              // 21
    card("CARD.DARKNESS", Uncommon, Any),             // 22
    card("CARD.DEFEND_DEFECT", Basic, Any),           // 23
    card("CARD.DEFRAGMENT", Rare, Any),               // 24
    card("CARD.DOUBLE_ENERGY", Uncommon, Any),        // 25
    card("CARD.DUALCAST", Basic, Any),                // 26
    card("CARD.ECHO_FORM", Rare, Any),                // 27
    card("CARD.ENERGY_SURGE", Uncommon, MultiOnly),   // 28
    card("CARD.FERAL", Uncommon, Any),                // 29
    card("CARD.FIGHT_THROUGH", Uncommon, Any),        // 30
    card("CARD.FLAK_CANNON", Rare, Any),              // 31
    card("CARD.FOCUSED_STRIKE", Common, Any),         // 32
    card("CARD.FTL", Uncommon, Any),                  // 33
    card("CARD.FUSION", Uncommon, Any),               // 34
    card("CARD.GENETIC_ALGORITHM", Rare, Any),        // 35
    card("CARD.GLACIER", Uncommon, Any),              // 36
    card("CARD.GLASSWORK", Uncommon, Any),            // 37
    card("CARD.GO_FOR_THE_EYES", Common, Any),        // 38
    card("CARD.GUNK_UP", Common, Any),                // 39
    card("CARD.HAILSTORM", Uncommon, Any),            // 40
    card("CARD.HELIX_DRILL", Rare, Any),              // 41
    card("CARD.HIBERNATE", Uncommon, MultiOnly),      // 42
    card("CARD.HOLOGRAM", Common, Any),               // 43
    card("CARD.HOTFIX", Common, Any),                 // 44
    card("CARD.HYPERBEAM", Rare, Any),                // 45
    card("CARD.ICE_LANCE", Rare, Any),                // 46
    card("CARD.IGNITION", Uncommon, MultiOnly),       // 47
    card("CARD.IMITATION_LEARNING", Rare, MultiOnly), // 48
    card("CARD.ITERATION", Uncommon, Any),            // 49
    card("CARD.LEAP", Common, Any),                   // 50
    card("CARD.LIGHTNING_ROD", Common, Any),          // 51
    card("CARD.LOOP", Uncommon, Any),                 // 52
    card("CARD.MACHINE_LEARNING", Rare, Any),         // 53
    card("CARD.METEOR_STRIKE", Rare, Any),            // 54
    card("CARD.MODDED", Rare, Any),                   // 55
    card("CARD.MOMENTUM_STRIKE", Common, Any),        // 56
    card("CARD.MULTI_CAST", Rare, Any),               // 57
    card("CARD.NULL", Uncommon, Any),                 // 58
    card("CARD.ONE_FOR_ALL", Rare, MultiOnly),        // 59
    card("CARD.OVERCLOCK", Uncommon, Any),            // 60
    card("CARD.QUADCAST", Ancient, Any),              // 61
    card("CARD.RAINBOW", Rare, Any),                  // 62
    card("CARD.REBOOT", Rare, Any),                   // 63
    card("CARD.REFRACT", Uncommon, Any),              // 64
    card("CARD.ROCKET_PUNCH", Uncommon, Any),         // 65
    card("CARD.SCAVENGE", Uncommon, Any),             // 66
    card("CARD.SCRAPE", Uncommon, Any),               // 67
    card("CARD.SHADOW_SHIELD", Uncommon, Any),        // 68
    card("CARD.SHATTER", Rare, Any),                  // 69
    card("CARD.SIGNAL_BOOST", Rare, Any),             // 70
    card("CARD.SKIM", Uncommon, Any),                 // 71
    card("CARD.SMOKESTACK", Uncommon, Any),           // 72
    card("CARD.SPINNER", Rare, Any),                  // 73
    card("CARD.STORM", Uncommon, Any),                // 74
    card("CARD.STRIKE_DEFECT", Basic, Any),           // 75
    card("CARD.SUBROUTINE", Uncommon, Any),           // 76
    card("CARD.SUNDER", Uncommon, Any),               // 77
    card("CARD.SUPERCRITICAL", Rare, Any),            // 78
    card("CARD.SWEEPING_BEAM", Common, Any),          // 79
    card("CARD.SYNCHRONIZE", Uncommon, Any),          // 80
    card("CARD.SYNTHESIS", Uncommon, Any),            // 81
    card("CARD.TEMPEST", Uncommon, Any),              // 82
    card("CARD.TESLA_COIL", Uncommon, Any),           // 83
    card("CARD.THUNDER", Uncommon, Any),              // 84
    card("CARD.TRASH_TO_TREASURE", Rare, Any),        // 85
    card("CARD.TURBO", Common, Any),                  // 86
    card("CARD.UPROAR", Common, Any),                 // 87
    card("CARD.VOLTAIC", Rare, Any),                  // 88
    card("CARD.WHITE_NOISE", Uncommon, Any),          // 89
    card("CARD.ZAP", Basic, Any),                     // 90
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

    /// The census's counts per rarity for the four pools no real run checks.
    #[test]
    fn other_pools_have_the_census_shape() {
        for pool in [SILENT, REGENT, NECROBINDER, DEFECT] {
            let count = |r: Rarity| pool.iter().filter(|c| c.rarity == r).count();
            assert_eq!(pool.len(), 91);
            assert_eq!([count(Basic), count(Common), count(Uncommon), count(Rare), count(Ancient)], [4, 20, 38, 27, 2]);
            assert_eq!(pool.iter().filter(|c| !c.allowed_for(1)).count(), 5);
            let mut ids: Vec<&str> = pool.iter().map(|c| c.id).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), 91);
        }
    }

    #[test]
    fn names_and_ids() {
        assert_eq!(card_name("CARD.ONE_TWO_PUNCH"), "One Two Punch");
        assert_eq!(card_name("CARD.HAVOC"), "Havoc");
        assert_eq!(character_pool(Sts2Character::Ironclad).len(), 90);
        assert!(Sts2Character::ALL.iter().all(|&c| character_pool(c).len() >= 90));
    }
}
