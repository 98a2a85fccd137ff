//! What an event's option does to the player's gold (docs/sts2-content.md,
//! "Gold from events"): a fixed price or gift, or an amount rolled on the
//! event's own stream ([`Streams::event`], seeded afresh for every event,
//! its `CalculateVars` draws first), so that a walk's gold stays exact
//! through the events it knows.
//!
//! Sources: the real `.run` files (each option's `gold_gained` /
//! `gold_spent` / `gold_stolen`, and the `variables` its `event_choices`
//! record, e.g. Tea Master's `BoneTeaCost` 50 and `EmberTeaCost` 150, Jungle
//! Maze's `SoloGold` / `JoinForcesGold`), and for the options no real file
//! took, the spec's table (sts2-events-shops.md §B1-B2), marked below. The
//! rolled amounts were checked on every real file that took them: Jungle
//! Maze 3 of 3, Sunken Statue 2 of 2 single-player, Lost Wisp 2 of 2, Dense
//! Vegetation 1 of 1 (v0.107.1 files: the same event stream rule).
//!
//! An option not listed is not known: the walk's gold stops there.

use crate::sts2::run::streams::Streams;

/// An event option's effect on the gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoldChange {
    /// Gold gained (negative: spent).
    By(i64),
    /// Every coin lost (Morphic Grove's `GROUP`).
    ToZero,
}

impl GoldChange {
    /// The gold after the change, from `gold`.
    pub fn apply(self, gold: i64) -> i64 {
        match self {
            GoldChange::By(d) => gold + d,
            GoldChange::ToZero => 0,
        }
    }
}

/// Events whose options change no gold, whatever is taken (an event fight's
/// own gold is the fight's reward, given apart): every real file that met
/// one recorded no gold there, and the spec's tables give them none.
const NO_GOLD: &[&str] = &[
    "AROMA_OF_CHAOS",
    "BYRDONIS_NEST",
    "SAPPHIRE_SEED",
    "TABLET_OF_TRUTH",
    "UNREST_SITE",
    "WELLSPRING",
    "WOOD_CARVINGS",
    "ABYSSAL_BATHS",
    "DROWNING_BEACON",
    "SPIRALING_WHIRLPOOL",
    "DOORS_OF_LIGHT_AND_DARK",
    "SELF_HELP_BOOK",
    "SLIPPERY_BRIDGE",
    "BRAIN_LEECH",
    "ROOM_FULL_OF_CHEESE",
    "THE_FUTURE_OF_POTIONS",
    "THE_LEGENDS_WERE_TRUE",
    "AMALGAMATOR",
    "BUGSLAYER",
    "COLOSSAL_FLOWER",
    "FIELD_OF_MAN_SIZED_HOLES",
    "SPIRIT_GRAFTER",
    "GRAVE_OF_THE_FORGOTTEN",
    "HUNGRY_FOR_MUSHROOMS",
    "REFLECTIONS",
    "TINKER_TIME",
    "DOLL_ROOM",
    "STONE_OF_ALL_TIME",
    "SYMBIOTE",
    "COLORFUL_PHILOSOPHERS",
    "INFESTED_AUTOMATON",
    "POTION_COURIER",
    "BATTLEWORN_DUMMY",
    "RELIC_TRADER",
    "WAR_HISTORIAN_REPY",
];

/// What the event `id` (`EVENT.…` or bare) does to the gold when the
/// options `chosen` (the segments of its `event_choices`, in order) are
/// taken, its rolls on `streams`' event stream for lobby slot 0; with no
/// option given, what it does whichever is taken. `None` where that is not
/// known.
pub fn event_gold(streams: &Streams, id: &str, chosen: &[&str]) -> Option<GoldChange> {
    let event = id.strip_prefix("EVENT.").unwrap_or(id);
    if NO_GOLD.contains(&event) {
        return Some(GoldChange::By(0));
    }
    let first = *chosen.first()?;
    // The event's own stream, its `CalculateVars` draws in order.
    let rng = || streams.event(0, event);
    let by = GoldChange::By;
    Some(match (event, first) {
        // Files: `EmberTeaCost` 150 (spent 150), `BoneTeaCost` 50; the third tea is free.
        ("TEA_MASTER", "BONE_TEA") => by(-50),
        ("TEA_MASTER", "EMBER_TEA") => by(-150),
        ("TEA_MASTER", "TEA_OF_DISCOURTESY") => by(0),
        // Files: 100 / 200 / 300 spent (`BargainBinCost`, `FeaturedItemCost`, `MysteryBoxCost`).
        ("WELCOME_TO_WONGOS", "BARGAIN_BIN") => by(-100),
        ("WELCOME_TO_WONGOS", "FEATURED_ITEM") => by(-200),
        ("WELCOME_TO_WONGOS", "MYSTERY_BOX") => by(-300),
        // File: 55 spent.
        ("WATERLOGGED_SCRIPTORIUM", "TENTACLE_QUILL") => by(-55),
        // File: 100 gained; the spec: DIVE_IN none.
        ("TRASH_HEAP", "GRAB") => by(100),
        ("TRASH_HEAP", "DIVE_IN") => by(0),
        // File: every coin stolen; the spec: LONER none.
        ("MORPHIC_GROVE", "GROUP") => GoldChange::ToZero,
        ("MORPHIC_GROVE", "LONER") => by(0),
        // File: 40 a dish (4 dishes, 160 spent); the spec: not for Golden Fysh. Observing the
        // chef (a card upgraded) is free: a v0.107.1 file's `OBSERVE_CHEF` spent nothing.
        ("ENDLESS_CONVEYOR", _) => {
            if chosen.contains(&"GOLDEN_FYSH") {
                return None;
            }
            by(-40 * chosen.iter().filter(|&&o| o != "LEAVE" && o != "OBSERVE_CHEF").count() as i64)
        }
        // File: `GoldVar(100)` for returning the key (v0.107.1); keeping it starts the knight's fight.
        ("THE_LANTERN_KEY", "RETURN_THE_KEY") => by(100),
        ("THE_LANTERN_KEY", "KEEP_THE_KEY") => by(0),
        // Files: the Noble's verdict Innocent, 300 gained (v0.107.1); the other verdicts none
        // (Merchant and Nondescript Guilty and Innocent, the Noble's Guilty: 4 files of v0.103.3-v0.108).
        ("TRIAL", _) if chosen.contains(&"NOBLE_INNOCENT") => by(300),
        ("TRIAL", _) if chosen.iter().any(|o| TRIAL_VERDICTS.contains(o)) => by(0),
        // Files: `SoloGold` 150 + NextFloat(-15, 15), `JoinForcesGold` 50 + the next (`CalculateVars`),
        // each a float made decimal, gained truncated (`GainGold`'s `(int)`).
        ("JUNGLE_MAZE_ADVENTURE", "SOLO_QUEST") => by(plus_float(150, rng().next_double())),
        ("JUNGLE_MAZE_ADVENTURE", "JOIN_FORCES") => {
            let mut r = rng();
            r.next_double();
            by(plus_float(50, r.next_double()))
        }
        // Files: `SmallChestGold` 60 + NextInt(16) − 8, `LargeChestGold` 333 + the next NextInt(61) − 30.
        ("SUNKEN_TREASURY", "FIRST_CHEST") => by(52 + i64::from(rng().next_int(16))),
        ("SUNKEN_TREASURY", "SECOND_CHEST") => {
            let mut r = rng();
            r.next_int(16);
            by(303 + i64::from(r.next_int(61)))
        }
        // Files: `GoldVar(100)` spent for `GOLD`; the potion and relic trades none.
        ("RANWID_THE_ELDER", "GOLD") => by(-100),
        ("RANWID_THE_ELDER", "POTION" | "RELIC") => by(0),
        // Files: the three costs (`BreathingTechniquesCost` 50, `EmotionalAwarenessCost` 125,
        // `ArachnidAcupunctureCost` 250).
        ("ZEN_WEAVER", "BREATHING_TECHNIQUES") => by(-50),
        ("ZEN_WEAVER", "EMOTIONAL_AWARENESS") => by(-125),
        ("ZEN_WEAVER", "ARACHNID_ACUPUNCTURE") => by(-250),
        // Files: 111 + NextInt(-10, 11).
        ("SUNKEN_STATUE", "DIVE_INTO_WATER") => by(111 + i64::from(rng().next_int_range(-10, 11))),
        ("SUNKEN_STATUE", "GRAB_SWORD") => by(0),
        // Files: 60 + NextInt(-15, 16).
        ("LOST_WISP", "SEARCH") => by(60 + i64::from(rng().next_int_range(-15, 16))),
        // File: NextInt(61, 100); resting starts a fight (its gold is the fight's).
        ("DENSE_VEGETATION", "TRUDGE_ON") => by(i64::from(rng().next_int_range(61, 100))),
        ("DENSE_VEGETATION", "REST") => by(0),
        // The spec (no real file took them): This or That's NextInt(41, 69); Whispering
        // Hollow's price 35 + NextInt(-9, 10); Luminous Choir's tribute 149 − NextInt(0, 50).
        ("THIS_OR_THAT", "PLAIN") => by(i64::from(rng().next_int_range(41, 69))),
        ("THIS_OR_THAT", "ORNATE") => by(0),
        ("WHISPERING_HOLLOW", "GOLD") => by(-(35 + i64::from(rng().next_int_range(-9, 10)))),
        ("WHISPERING_HOLLOW", "HUG") => by(0),
        ("LUMINOUS_CHOIR", "OFFER_TRIBUTE") => by(-(149 - i64::from(rng().next_int_range(0, 50)))),
        ("LUMINOUS_CHOIR", "REACH") => by(0),
        _ => return None,
    })
}

/// The Trial's verdict options (`option_of`'s `PAGE_OPTION`): none changes
/// the gold but the Noble's `INNOCENT`.
const TRIAL_VERDICTS: [&str; 6] = [
    "MERCHANT_GUILTY",
    "MERCHANT_INNOCENT",
    "NOBLE_GUILTY",
    "NOBLE_INNOCENT",
    "NONDESCRIPT_GUILTY",
    "NONDESCRIPT_INNOCENT",
];

/// `base` + `NextFloat(-15, 15)` made from the draw `d`, as the game's
/// `DynamicVar` holds it and `GainGold` takes it: the float
/// (`(float)(d × 30 − 15)`) converted to `decimal` (which keeps 7
/// significant digits: the files' `SoloGold` 138.23549, 150.1525689), added
/// to `base`, truncated. Written by hand: no crate models .NET's
/// float-to-decimal rounding, and a plain `f64` sum could truncate the other
/// way when the float lies just under an integer.
fn plus_float(base: i64, d: f64) -> i64 {
    let x = (d * 30.0 - 15.0) as f32;
    // Seven significant digits, as `(decimal)float` keeps (`{:.6e}` rounds half to even on the exact value).
    let seven: f64 = format!("{x:.6e}").parse().unwrap_or(f64::from(x));
    (base as f64 + seven).trunc() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_and_unknown() {
        let s = Streams::new(7);
        assert_eq!(event_gold(&s, "EVENT.TEA_MASTER", &["EMBER_TEA"]), Some(GoldChange::By(-150)));
        assert_eq!(event_gold(&s, "EVENT.SELF_HELP_BOOK", &[]), Some(GoldChange::By(0)));
        assert_eq!(event_gold(&s, "EVENT.TEA_MASTER", &[]), None);
        assert_eq!(event_gold(&s, "EVENT.FAKE_MERCHANT", &[]), None);
        let conveyor = ["SPICY_SNAPPY", "CAVIAR", "SPICY_SNAPPY", "CLAM_ROLL", "LEAVE"];
        assert_eq!(event_gold(&s, "EVENT.ENDLESS_CONVEYOR", &conveyor), Some(GoldChange::By(-160)));
        assert_eq!(GoldChange::ToZero.apply(111), 0);
    }

    /// `NextFloat(-15, 15)` made decimal keeps 7 significant digits: a float
    /// just under 5 (4.9999995) is 5.000000, so 155 gold, where an `f64`
    /// sum would truncate to 154; one clearly under stays under.
    #[test]
    fn floats_become_decimals_of_seven_digits() {
        let draw = |x: f32| (f64::from(x) + 15.0) / 30.0;
        assert_eq!((draw(4.999_999_5) * 30.0 - 15.0) as f32, 4.999_999_5);
        assert_eq!(plus_float(150, draw(4.999_999_5)), 155);
        assert_eq!(plus_float(150, draw(4.99)), 154);
        assert_eq!(plus_float(150, draw(-11.76451)), 138);
        assert_eq!(plus_float(50, draw(-14.999)), 35);
    }
}
