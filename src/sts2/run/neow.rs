//! Neow's three options, the act-1 Ancient's offer (spec sts2-run.md §11),
//! rolled per player on the per-event stream `runSeed + slot + XXH64("NEOW")`
//! (it touches neither UpFront nor a player stream):
//!
//! 1. `curse = NextItem(curses available)`;
//! 2. the positives minus the curse's counterparts; unless the curse is
//!    Large Capsule, `NextBool()` appends Lava Rock (true) or Small Capsule;
//!    `NextBool()` appends Nutritious Oyster or Stone Humidifier; `NextBool()`
//!    appends Neow's Talisman or Pomander;
//! 3. the positives filtered by availability (after the flips), then
//!    `UnstableShuffle`; the offer is `[positives[0], positives[1], curse]`.
//!
//! Availability: Silver Crucible and Winged Boots only with one player,
//! Massive Scroll only with more (§8); Kaleidoscope and Scroll Boxes need
//! unlocks a mature profile has (§12): [`roll_with`] drops Kaleidoscope for
//! a profile without all five characters; Scroll Boxes' card-pool condition
//! is not modelled (always available). 19 draws normally, 18 with one
//! counterpart removed, 17 for Neow's Sacrifice or Large Capsule (one player).
//! v0.108 ([`Seeding::H32`]) has no Dowsing Rod among the curses (§14 item 8).

use super::counted::Counted;
use crate::sts2::rng::Rng;
use crate::sts2::seed::Seeding;

/// Neow's curses (v0.109+), in order.
pub static CURSES: [&str; 10] = [
    "RELIC.CURSED_PEARL",
    "RELIC.DOWSING_ROD",
    "RELIC.HEFTY_TABLET",
    "RELIC.LARGE_CAPSULE",
    "RELIC.LEAFY_POULTICE",
    "RELIC.NEOWS_BONES",
    "RELIC.NEOWS_SACRIFICE",
    "RELIC.PRECARIOUS_SHEARS",
    "RELIC.SILKEN_TRESS",
    "RELIC.SILVER_CRUCIBLE",
];

/// Neow's curses in v0.108: the v0.109 list without Dowsing Rod (spec
/// sts2-run.md §14 item 8: both legacy offers the spec's author checked need
/// it removed; the one legacy vector here is reproduced either way).
pub static CURSES_V108: [&str; 9] = [
    "RELIC.CURSED_PEARL",
    "RELIC.HEFTY_TABLET",
    "RELIC.LARGE_CAPSULE",
    "RELIC.LEAFY_POULTICE",
    "RELIC.NEOWS_BONES",
    "RELIC.NEOWS_SACRIFICE",
    "RELIC.PRECARIOUS_SHEARS",
    "RELIC.SILKEN_TRESS",
    "RELIC.SILVER_CRUCIBLE",
];

/// Neow's curses in v0.107.1 (the main branch): v0.108's without Neow's
/// Sacrifice. Read from the real v0.107.1 runs (`tests/sts2_v0107.rs`):
/// sorted by the Neow stream's first draw, the 64 single-player offers'
/// curses run through these eight in this order, each in its eighth of
/// `[0, 1)`; neither Neow's Sacrifice nor Dowsing Rod is ever offered.
pub static CURSES_V107: [&str; 8] = [
    "RELIC.CURSED_PEARL",
    "RELIC.HEFTY_TABLET",
    "RELIC.LARGE_CAPSULE",
    "RELIC.LEAFY_POULTICE",
    "RELIC.NEOWS_BONES",
    "RELIC.PRECARIOUS_SHEARS",
    "RELIC.SILKEN_TRESS",
    "RELIC.SILVER_CRUCIBLE",
];

/// The curse list of the builds of `seeding`.
pub fn curses(seeding: Seeding) -> &'static [&'static str] {
    match seeding {
        Seeding::Xxh64 => &CURSES,
        Seeding::H32 => &CURSES_V108,
        Seeding::H32V107 => &CURSES_V107,
    }
}

/// Neow's positive options before the flips, in order.
pub static POSITIVES: [&str; 14] = [
    "RELIC.ARCANE_SCROLL",
    "RELIC.BOOMING_CONCH",
    "RELIC.FISHING_ROD",
    "RELIC.GOLDEN_PEARL",
    "RELIC.KALEIDOSCOPE",
    "RELIC.LEAD_PAPERWEIGHT",
    "RELIC.LOST_COFFER",
    "RELIC.MASSIVE_SCROLL",
    "RELIC.NEOWS_TORMENT",
    "RELIC.NEW_LEAF",
    "RELIC.PHIAL_HOLSTER",
    "RELIC.PRECISE_SCISSORS",
    "RELIC.SCROLL_BOXES",
    "RELIC.WINGED_BOOTS",
];

/// Neow's relic `id` (`RELIC.…`) as a static id, if it is one of Neow's
/// options in some build (the positives, the flips' and the curses).
pub fn relic(id: &str) -> Option<&'static str> {
    POSITIVES.iter().chain(&NEOW_FLIPS).chain(&CURSES).copied().find(|&r| r == id)
}

/// The flip relics Neow may add (§11), in the order of their coin flips.
pub const NEOW_FLIPS: [&str; 6] = [
    "RELIC.LAVA_ROCK",
    "RELIC.SMALL_CAPSULE",
    "RELIC.NUTRITIOUS_OYSTER",
    "RELIC.STONE_HUMIDIFIER",
    "RELIC.NEOWS_TALISMAN",
    "RELIC.POMANDER",
];

/// The positives a curse removes (§11).
pub fn counterparts(curse: &str) -> &'static [&'static str] {
    match curse {
        "RELIC.CURSED_PEARL" => &["RELIC.GOLDEN_PEARL"],
        "RELIC.HEFTY_TABLET" => &["RELIC.ARCANE_SCROLL"],
        "RELIC.LEAFY_POULTICE" => &["RELIC.NEW_LEAF"],
        "RELIC.PRECARIOUS_SHEARS" => &["RELIC.PRECISE_SCISSORS"],
        "RELIC.NEOWS_SACRIFICE" => &["RELIC.PHIAL_HOLSTER", "RELIC.LOST_COFFER"],
        _ => &[],
    }
}

/// Whether a Neow relic can be offered in a lobby of `players` (mature
/// profile: every character and card unlocked).
pub fn available(relic: &str, players: u8) -> bool {
    match relic {
        "RELIC.SILVER_CRUCIBLE" | "RELIC.WINGED_BOOTS" => players <= 1,
        "RELIC.MASSIVE_SCROLL" => players > 1,
        _ => true,
    }
}

/// One player's offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NeowOffer {
    /// The three options in the order offered (the curse last).
    pub options: [&'static str; 3],
    /// The draws the per-event stream took.
    pub draws: u32,
}

/// The most positives the list can hold (14 + 3 flips).
const MAX_POSITIVES: usize = POSITIVES.len() + 3;

/// Rolls one player's offer from their per-event stream, with `curses` as
/// the build's curse list.
pub fn roll(stream: Rng, players: u8, curses: &[&'static str]) -> NeowOffer {
    roll_in::<true>(stream, players, curses)
}

/// [`roll`] for a player whose profile has (`all_characters`) or has not
/// unlocked all five characters: without them Kaleidoscope is not available
/// (`Kaleidoscope.IsAllowedAtNeow`: `CharacterCardPools.Count() ==
/// AllCharacters.Count()`), which only changes the positives kept after
/// the flips (§12).
pub fn roll_with(stream: Rng, players: u8, curses: &[&'static str], all_characters: bool) -> NeowOffer {
    if all_characters {
        roll_in::<true>(stream, players, curses)
    } else {
        roll_in::<false>(stream, players, curses)
    }
}

/// The roll, `ALL` the `all_characters` of [`roll_with`] (a constant, so the
/// mature profile's roll carries no Kaleidoscope check).
fn roll_in<const ALL: bool>(stream: Rng, players: u8, curses: &[&'static str]) -> NeowOffer {
    let available = |relic: &str, players: u8| available(relic, players) && (ALL || relic != "RELIC.KALEIDOSCOPE");
    let mut rng = Counted::new(stream);
    let mut pool = [""; CURSES.len()];
    let mut n = 0;
    for &c in curses.iter().filter(|c| available(c, players)) {
        pool[n] = c;
        n += 1;
    }
    let curse = rng.next_item(&pool[..n]).copied().unwrap_or_default();
    let removed = counterparts(curse);
    let mut positives = [""; MAX_POSITIVES];
    let mut len = 0;
    let mut push = |id: &'static str| {
        positives[len] = id;
        len += 1;
    };
    POSITIVES.iter().filter(|p| !removed.contains(p)).for_each(|&p| push(p));
    if curse != "RELIC.LARGE_CAPSULE" {
        push(if rng.next_bool() { "RELIC.LAVA_ROCK" } else { "RELIC.SMALL_CAPSULE" });
    }
    push(if rng.next_bool() { "RELIC.NUTRITIOUS_OYSTER" } else { "RELIC.STONE_HUMIDIFIER" });
    push(if rng.next_bool() { "RELIC.NEOWS_TALISMAN" } else { "RELIC.POMANDER" });
    let mut kept = 0;
    for i in 0..len {
        if available(positives[i], players) {
            positives[kept] = positives[i];
            kept += 1;
        }
    }
    let positives = &mut positives[..kept];
    rng.unstable_shuffle(positives);
    NeowOffer { options: [positives[0], positives[1], curse], draws: rng.draws() }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §11's draw counts for one player: 19, 18 with one counterpart, 17 for
    /// Neow's Sacrifice or Large Capsule; the curse is always last.
    #[test]
    fn draw_counts_follow_the_curse() {
        for seed in 0..300 {
            let offer = roll(Rng::new(seed), 1, &CURSES);
            let curse = offer.options[2];
            assert!(CURSES.contains(&curse));
            let want = match curse {
                "RELIC.NEOWS_SACRIFICE" | "RELIC.LARGE_CAPSULE" => 17,
                c if !counterparts(c).is_empty() => 18,
                _ => 19,
            };
            assert_eq!(offer.draws, want, "{offer:?}");
            assert!(!offer.options[..2].iter().any(|p| counterparts(curse).contains(p)));
            assert_ne!(offer.options[0], offer.options[1]);
        }
    }

    /// §11/§8: Massive Scroll only in multiplayer; Silver Crucible and Winged
    /// Boots only alone.
    #[test]
    fn availability_depends_on_the_player_count() {
        let mut seen_massive = false;
        for seed in 0..500 {
            let solo = roll(Rng::new(seed), 1, &CURSES);
            assert!(!solo.options.contains(&"RELIC.MASSIVE_SCROLL"));
            let duo = roll(Rng::new(seed), 2, &CURSES);
            assert!(!duo.options.contains(&"RELIC.SILVER_CRUCIBLE"));
            assert!(!duo.options.contains(&"RELIC.WINGED_BOOTS"));
            seen_massive |= duo.options.contains(&"RELIC.MASSIVE_SCROLL");
        }
        assert!(seen_massive);
    }
}
