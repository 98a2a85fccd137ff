//! What a merchant needs to know of a card beyond its pool entry: its type
//! (Attack, Skill, Power), and the colourless pool in the game's order.
//!
//! **Source.** The types and rarities are those of the game's card models,
//! as recorded in the public repository sansb/sts2-sim (MIT), commit
//! `59e76873cbe10dbe50875821a83e31a1d9eed7ec`, `data/cards.json` (`type`,
//! `rarity` per id); the colourless pool's order is `ColorlessCardPool.
//! GenerateAllCards` of a decompiled v0.109-v0.110 assembly (shar-lock/
//! ShaLuMod@9d5377a92e42667c0d5f4b1976d113ed8c34adf7,
//! `_src/sts2_src/MegaCrit/sts2/Core/Models/CardPools/ColorlessCardPool.cs`).
//! Read, not copied. Only the reward rarities' Attacks and Powers are listed:
//! every other card a merchant can offer is a Skill.
//!
//! The colourless cards' multiplayer constraints (`MultiplayerOnly`: 12
//! cards, never offered in single player) are those the game's v0.111.0
//! assembly gives (`get_MultiplayerConstraint`), as recorded in
//! sansb/sts2-sim at commit `0877b6bfacf43b5fcacabac0e6f2dd75c1b106bb`,
//! `v0.111.0/python/colorless_card_pool.json`. With them, every colourless
//! card of the v0.108-v0.110 merchants of the real runs is predicted
//! (docs/sts2-content.md).

use super::card_pools::{changed, Card, Multiplayer, Rarity};
use crate::sts2::seed::Seeding;

/// A card's type (`CardType`) as the merchant's slots ask for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardType {
    /// An Attack.
    Attack,
    /// A Skill.
    Skill,
    /// A Power.
    Power,
}

/// The type of the card `id` (`CARD.…`) in the builds of `seeding`: as
/// [`card_type`], but v0.107.1's Outbreak is a Power (its merchants sell it
/// in the Power slot: B57ENXSEPP, 80M2A0C0FQ, EMQYERERRG; the v0.99.1
/// decompile's `Outbreak` is a Power too).
pub fn card_type_in(id: &str, seeding: Seeding) -> CardType {
    let bare = id.strip_prefix("CARD.").unwrap_or(id);
    if seeding == Seeding::H32V107 && POWERS_V107.contains(&bare) {
        return CardType::Power;
    }
    card_type(id)
}

/// The cards that are Powers in v0.107.1 and not in [`POWERS`].
const POWERS_V107: &[&str] = &["OUTBREAK"];

/// The type of the card `id` (`CARD.…`): Attack, Power, else Skill.
pub fn card_type(id: &str) -> CardType {
    let bare = id.strip_prefix("CARD.").unwrap_or(id);
    if ATTACKS.contains(&bare) {
        CardType::Attack
    } else if POWERS.contains(&bare) {
        CardType::Power
    } else {
        CardType::Skill
    }
}

const fn c(id: &'static str, rarity: Rarity) -> Card {
    Card { id, rarity, multiplayer: Multiplayer::Any }
}

/// A `MultiplayerOnly` card (never offered in single player).
const fn mp(id: &'static str, rarity: Rarity) -> Card {
    Card { id, rarity, multiplayer: Multiplayer::MultiOnly }
}

use Rarity::{Rare as R, Uncommon as U};

/// The colourless pool in the game's order (its Uncommon and Rare cards).
pub const COLORLESS: &[Card] = &[
    c("CARD.ALCHEMIZE", R),
    c("CARD.ANOINTED", R),
    c("CARD.AUTOMATION", U),
    mp("CARD.BEACON_OF_HOPE", R),
    c("CARD.BEAT_DOWN", R),
    mp("CARD.BELIEVE_IN_YOU", U),
    c("CARD.BOLAS", R),
    c("CARD.CALAMITY", R),
    c("CARD.CATASTROPHE", U),
    mp("CARD.COORDINATE", U),
    c("CARD.DARK_SHACKLES", U),
    c("CARD.DISCOVERY", U),
    c("CARD.DRAMATIC_ENTRANCE", U),
    c("CARD.ENTROPY", R),
    c("CARD.EQUILIBRIUM", U),
    c("CARD.ETERNAL_ARMOR", R),
    c("CARD.FASTEN", U),
    c("CARD.FINESSE", U),
    c("CARD.FISTICUFFS", U),
    c("CARD.FLASH_OF_STEEL", U),
    mp("CARD.GANG_UP", U),
    c("CARD.GOLD_AXE", R),
    c("CARD.HAND_OF_GREED", R),
    c("CARD.HIDDEN_GEM", R),
    mp("CARD.HUDDLE_UP", U),
    c("CARD.IMPATIENCE", U),
    mp("CARD.INTERCEPT", U),
    c("CARD.JACK_OF_ALL_TRADES", U),
    c("CARD.JACKPOT", R),
    mp("CARD.KNOCKDOWN", R),
    mp("CARD.LIFT", U),
    c("CARD.MASTER_OF_STRATEGY", R),
    c("CARD.MAYHEM", R),
    mp("CARD.MIMIC", R),
    c("CARD.MIND_BLAST", U),
    c("CARD.NOSTALGIA", R),
    c("CARD.OMNISLICE", U),
    c("CARD.PANACHE", U),
    c("CARD.PANIC_BUTTON", U),
    c("CARD.PREP_TIME", U),
    c("CARD.PRODUCTION", U),
    c("CARD.PROLONG", U),
    c("CARD.PROWESS", U),
    c("CARD.PURITY", U),
    mp("CARD.RALLY", R),
    c("CARD.REND", R),
    c("CARD.RESTLESSNESS", U),
    c("CARD.ROLLING_BOULDER", R),
    c("CARD.SALVO", U),
    c("CARD.SCRAWL", R),
    c("CARD.SECRET_TECHNIQUE", R),
    c("CARD.SECRET_WEAPON", R),
    c("CARD.SEEKER_STRIKE", U),
    c("CARD.SHOCKWAVE", U),
    c("CARD.SPLASH", R),
    c("CARD.STRATAGEM", U),
    mp("CARD.TAG_TEAM", U),
    mp("CARD.THE_BALL", U),
    c("CARD.THE_BOMB", U),
    c("CARD.THE_GAMBIT", R),
    c("CARD.THINKING_AHEAD", U),
    c("CARD.THRUMMING_HATCHET", U),
    c("CARD.ULTIMATE_DEFEND", U),
    c("CARD.ULTIMATE_STRIKE", U),
    c("CARD.VOLLEY", U),
];

/// The colourless pool of v0.107.1 (the main branch): [`COLORLESS`] with
/// Salvo rare and Splash uncommon, in the same places. Found from its real
/// merchants: with [`COLORLESS`], the recorded card is the predicted one's
/// neighbour in the list where the pick falls between the two (Seeker
/// Strike for Salvo, Splash for Shockwave, Salvo for Scrawl, Scrawl for
/// Secret Technique, Secret Weapon for Splash); the v0.99.1 decompile
/// (reddots1453/sts2-mod-decompiled, `Salvo`, `Splash`) has these rarities
/// too (docs/sts2-content.md has the counts). In a lobby it has no The Ball
/// (multiplayer-only, a later card): ESJC7K39HN's merchants (v0.107.1, two
/// players) offer Stratagem where v0.111's pool deals Tag Team, and every
/// colourless card of its six stocks is the file's only without it.
pub const COLORLESS_V107: &[Card] = &super::card_pools_v107::absent::<{ COLORLESS.len() }>(
    &changed::<{ COLORLESS.len() }>(COLORLESS, &[("CARD.SALVO", "CARD.SALVO", R), ("CARD.SPLASH", "CARD.SPLASH", U)]),
    &["CARD.THE_BALL"],
);

/// The colourless pool as the merchants of `seeding`'s builds deal it.
pub const fn colorless_in(seeding: Seeding) -> &'static [Card] {
    match seeding {
        Seeding::H32V107 => COLORLESS_V107,
        _ => COLORLESS,
    }
}

/// The Attacks among the Common, Uncommon and Rare cards (ids without `CARD.`).
const ATTACKS: &[&str] = &[
    "ADAPTIVE_STRIKE",
    "ALL_FOR_ONE",
    "ANGER",
    "ASHEN_STRIKE",
    "ASSASSINATE",
    "ASTRAL_PULSE",
    "BACKSTAB",
    "BALL_LIGHTNING",
    "BANSHEES_CRY",
    "BARRAGE",
    "BEAM_CELL",
    "BEAT_INTO_SHAPE",
    "BLIGHT_STRIKE",
    "BLUDGEON",
    "BODY_SLAM",
    "BOLAS",
    "BOMBARDMENT",
    "BONE_SHARDS",
    "BREAKTHROUGH",
    "BULLY",
    "BURY",
    "CELESTIAL_MIGHT",
    "CINDER",
    "CLAW",
    "COLD_SNAP",
    "COLLISION_COURSE",
    "COMET",
    "COMPILE_DRIVER",
    "CONFLAGRATION",
    "CRASH_LANDING",
    "CRESCENT_SPEAR",
    "CRUSH_UNDER",
    "DAGGER_SPRAY",
    "DAGGER_THROW",
    "DASH",
    "DEATH_MARCH",
    "DEBILITATE",
    "DEFILE",
    "DEVASTATE",
    "DISMANTLE",
    "DRAIN_POWER",
    "DRAMATIC_ENTRANCE",
    "DYING_STAR",
    "ECHOING_SLASH",
    "ERADICATE",
    "FEAR",
    "FEED",
    "FETCH",
    "FIEND_FIRE",
    "FIGHT_ME",
    "FINISHER",
    "FISTICUFFS",
    "FLAK_CANNON",
    "FLASH_OF_STEEL",
    "FLATTEN",
    "FLECHETTES",
    "FLICK_FLACK",
    "FOCUSED_STRIKE",
    "FTL",
    "GAMMA_BLAST",
    "GANG_UP",
    "GOLD_AXE",
    "GO_FOR_THE_EYES",
    "GRAND_FINALE",
    "GRAVEBLAST",
    "GUIDING_STAR",
    "GUNK_UP",
    "HAND_OF_GREED",
    "HANG",
    "HEADBUTT",
    "HEAVENLY_DRILL",
    "HEGEMONY",
    "HEIRLOOM_HAMMER",
    "HELIX_DRILL",
    "HEMOKINESIS",
    "HIGH_FIVE",
    "HOWL_FROM_BEYOND",
    "HYPERBEAM",
    "ICE_LANCE",
    "IRON_WAVE",
    "JACKPOT",
    "KINGLY_KICK",
    "KINGLY_PUNCH",
    "KNOCKDOWN",
    "KNOCKOUT_BLOW",
    "LEADING_STRIKE",
    "LUNAR_BLAST",
    "MAKE_IT_SO",
    "MANGLE",
    "MEMENTO_MORI",
    "METEOR_STRIKE",
    "MIDNIGHT",
    "MIND_BLAST",
    "MISERY",
    "MOLTEN_FIST",
    "MOMENTUM_STRIKE",
    "MURDER",
    "NULL",
    "OMNISLICE",
    "OUTRAGE",
    "PACTS_END",
    "PERFECTED_STRIKE",
    "PHOTON_CUT",
    "PILLAGE",
    "PINPOINT",
    "POISONED_STAB",
    "POKE",
    "POMMEL_STRIKE",
    "POUNCE",
    "PRECISE_CUT",
    "PREDATOR",
    "PULL_FROM_BELOW",
    "RADIATE",
    "RAMPAGE",
    "RATTLE",
    "REAP",
    "REAVE",
    "REFRACT",
    "REND",
    "RICOCHET",
    "RIGHT_HAND_HAND",
    "ROCKET_PUNCH",
    "SALVO",
    "SCRAPE",
    "SCULPTING_STRIKE",
    "SEEKER_STRIKE",
    "SETUP_STRIKE",
    "SEVEN_STARS",
    "SEVERANCE",
    "SHATTER",
    "SHINING_STRIKE",
    "SIC_EM",
    "SKEWER",
    "SLICE",
    "SNAP",
    "SOLAR_STRIKE",
    "SOUL_STORM",
    "SOW",
    "SPITE",
    "SQUEEZE",
    "STARDUST",
    "STOMP",
    "STRANGLE",
    "SUCKER_PUNCH",
    "SUNDER",
    "SUPERMASSIVE",
    "SWEEPING_BEAM",
    "SWORD_BOOMERANG",
    "SYNTHESIS",
    "TAG_TEAM",
    "TEAR_ASUNDER",
    "TESLA_COIL",
    "THE_BALL",
    "THE_HUNT",
    "THE_SCYTHE",
    "THRASH",
    "THRUMMING_HATCHET",
    "THUNDERCLAP",
    "TIMES_UP",
    "TWIN_STRIKE",
    "ULTIMATE_STRIKE",
    "UNRELENTING",
    "UPPERCUT",
    "UPROAR",
    "VEILPIERCER",
    "VOLLEY",
    "WHIRLWIND",
    "WROUGHT_IN_WAR",
];

/// The Powers among the Common, Uncommon and Rare cards (ids without `CARD.`).
const POWERS: &[&str] = &[
    "ABRASIVE",
    "ACCELERANT",
    "ACCURACY",
    "AFTERIMAGE",
    "AGGRESSION",
    "ARSENAL",
    "AUTOMATION",
    "BARRICADE",
    "BEACON_OF_HOPE",
    "BLACK_HOLE",
    "BUFFER",
    "BULK_UP",
    "CACOPHONY",
    "CALAMITY",
    "CALCIFY",
    "CALL_OF_THE_VOID",
    "CAPACITOR",
    "CHILD_OF_THE_STARS",
    "CONSUMING_SHADOW",
    "COOLANT",
    "COUNTDOWN",
    "CREATIVE_AI",
    "CRIMSON_MANTLE",
    "CRUELTY",
    "DANSE_MACABRE",
    "DARK_EMBRACE",
    "DEFRAGMENT",
    "DEMESNE",
    "DEMON_FORM",
    "DEVOUR_LIFE",
    "ECHO_FORM",
    "ENTROPY",
    "ENVENOM",
    "ETERNAL_ARMOR",
    "FAN_OF_KNIVES",
    "FASTEN",
    "FEEL_NO_PAIN",
    "FERAL",
    "FOOTWORK",
    "FRIENDSHIP",
    "FURNACE",
    "GENESIS",
    "HAILSTORM",
    "HAMMER_TIME",
    "HAUNT",
    "HELLRAISER",
    "INFERNO",
    "INFINITE_BLADES",
    "INFLAME",
    "ITERATION",
    "JUGGERNAUT",
    "JUGGLING",
    "LETHALITY",
    "LOOP",
    "MACHINE_LEARNING",
    "MASTER_PLANNER",
    "MAYHEM",
    "MONARCHS_GAZE",
    "NECRO_MASTERY",
    "NEUROSURGE",
    "NEUTRON_AEGIS",
    "NOSTALGIA",
    "NOXIOUS_FUMES",
    "ONE_FOR_ALL",
    "ORBIT",
    "PAGESTORM",
    "PALE_BLUE_DOT",
    "PANACHE",
    "PARRY",
    "PHANTOM_BLADES",
    "PILLAR_OF_CREATION",
    "PREP_TIME",
    "PROWESS",
    "PYRE",
    "REAPER_FORM",
    "ROLLING_BOULDER",
    "ROYALTIES",
    "RUPTURE",
    "SEEKING_EDGE",
    "SENTRY_MODE",
    "SERPENT_FORM",
    "SHROUD",
    "SLEIGHT_OF_FLESH",
    "SMOKESTACK",
    "SNEAKY",
    "SOULBOUND",
    "SPECTRUM_SHIFT",
    "SPEEDSTER",
    "SPINNER",
    "SPIRIT_OF_ASH",
    "STAMPEDE",
    "STONE_ARMOR",
    "STORM",
    "STRATAGEM",
    "SUBROUTINE",
    "SWORD_SAGE",
    "TANK",
    "THUNDER",
    "TOOLS_OF_THE_TRADE",
    "TRACKING",
    "TRASH_TO_TREASURE",
    "TYRANNY",
    "UNMOVABLE",
    "VICIOUS",
    "VOID_FORM",
    "WELL_LAID_PLANS",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::content::card_pools::{character_pool, Rarity};

    /// Every character pool has reward cards of all three types, and the
    /// colourless pool 65 cards (the decompile's count), both rarities.
    #[test]
    fn pools_have_every_type() {
        for ch in crate::options::Sts2Character::ALL {
            let pool = character_pool(ch);
            for t in [CardType::Attack, CardType::Skill, CardType::Power] {
                assert!(pool.iter().any(|c| c.rarity == Rarity::Rare && card_type(c.id) == t), "{ch:?} {t:?}");
            }
        }
        assert_eq!(COLORLESS.len(), 65);
        assert_eq!(card_type("CARD.IRON_WAVE"), CardType::Attack);
        assert_eq!(card_type("CARD.INFLAME"), CardType::Power);
        assert_eq!(card_type("CARD.TRUE_GRIT"), CardType::Skill);
    }
}
