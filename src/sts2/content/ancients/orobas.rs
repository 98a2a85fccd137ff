//! Orobas (Hive): `GenerateInitialOptions` on the event stream.
//!
//! 1. `NextItem(unlocked characters other than the player's)`: the Sea
//!    Glass's character (`Owner.UnlockState.Characters`: the profile's);
//!    one draw whatever their number, none if no other character is
//!    unlocked;
//! 2. `NextFloat() < 0.3333333f` → Prismatic Gem, else Sea Glass: appended
//!    to pool 1;
//! 3. `[NextItem(pool 1), NextItem(pool 2), NextItem(pool 3)]`, pool 3 =
//!    Touch of Orobas (if the player has a starter relic) then Archaic Tooth
//!    (if the deck holds a transcendable starter card); with neither, the
//!    third option is a locked one (no relic, no draw).
//!
//! Pools by build: v0.108 (the older decompiles of `Orobas.cs`, search-index
//! files 51912505299 and 71295488875, with Sand Castle in pool 1; confirmed
//! by HQPAXCBS6P's v0.108 offer, which the newer layout does not give):
//! pool 1 Electric Shrymp, Glass Eye, Sand Castle; pool 2 Alchemical Coffer,
//! Driftwood, Radiant Pearl. Later builds (the JetBrains decompile of
//! assembly MVID DB296A8D…, search-index file 66849576018, whose Tezcatara
//! and Darv are the ones the v0.110.1-v0.111 real offers confirm, and the
//! v0.111 C# port `Sts2Sim.Core.Models.Events.Orobas`, search-index files
//! 70965011826 and 71170115350): Sand Castle moved to pool 2. No v0.109+
//! Orobas offer is public, so that layout is sourced but not confirmed by a
//! real offer (nor is the build it changed in).
//!
//! Conditions (`TouchOfOrobas.SetupForPlayer`: the player holds any
//! Starter-rarity relic; `ArchaicTooth.SetupForPlayer`: the deck holds Bash,
//! Neutralize, Unleash, Falling Star or Dualcast; search-index files
//! 51940766608 and 51918599200).

use super::condition::Condition;
use crate::options::{Sts2Character, Sts2Profile};
use crate::sts2::rng::Rng;
use crate::sts2::seed::Seeding;

/// The run-state conditions of the offer.
pub const CONDITIONS: &[Condition] = &[Condition::StarterRelic, Condition::TranscendableCard];

/// The characters Orobas' first draw is over: those `profile` has
/// unlocked other than the player's `character`, in the game's order
/// (`ModelDb.AllCharacters`; the mature profile's four others).
pub fn other_characters(character: Sts2Character, profile: &Sts2Profile) -> Vec<Sts2Character> {
    Sts2Character::ALL.into_iter().filter(|&c| c != character && profile.character_unlocked(c)).collect()
}

/// The character whose cards Sea Glass offers: Orobas' first draw,
/// `NextItem` over `others` ([`other_characters`]). Confirmed by six real
/// offers (v0.103.3 and v0.107.1: the file writes the option as
/// `SEA_GLASS.<CHARACTER>`), all of the mature profile; with no other
/// character unlocked there is no draw and Sea Glass has no character (the
/// player's is returned).
pub fn sea_glass_character(mut rng: Rng, character: Sts2Character, others: &[Sts2Character]) -> Sts2Character {
    *rng.next_item(others).unwrap_or(&character)
}

/// The offer for the given facts, `others` the characters of the first
/// draw ([`other_characters`]: only their count moves the later draws).
pub fn roll(
    mut rng: Rng,
    seeding: Seeding,
    others: &[Sts2Character],
    holds: &dyn Fn(Condition) -> bool,
) -> Vec<&'static str> {
    rng.next_item(others);
    let extra = if rng.next_float() < 0.333_333_3_f32 { "RELIC.PRISMATIC_GEM" } else { "RELIC.SEA_GLASS" };
    let (pool1, pool2): (Vec<&'static str>, Vec<&'static str>) = match seeding {
        Seeding::H32 | Seeding::H32V107 => (
            vec!["RELIC.ELECTRIC_SHRYMP", "RELIC.GLASS_EYE", "RELIC.SAND_CASTLE", extra],
            vec!["RELIC.ALCHEMICAL_COFFER", "RELIC.DRIFTWOOD", "RELIC.RADIANT_PEARL"],
        ),
        Seeding::Xxh64 => (
            vec!["RELIC.ELECTRIC_SHRYMP", "RELIC.GLASS_EYE", extra],
            vec!["RELIC.ALCHEMICAL_COFFER", "RELIC.DRIFTWOOD", "RELIC.RADIANT_PEARL", "RELIC.SAND_CASTLE"],
        ),
    };
    let mut pool3 = Vec::new();
    if holds(Condition::StarterRelic) {
        pool3.push("RELIC.TOUCH_OF_OROBAS");
    }
    if holds(Condition::TranscendableCard) {
        pool3.push("RELIC.ARCHAIC_TOOTH");
    }
    let mut out = vec![*rng.next_item(&pool1).unwrap_or(&""), *rng.next_item(&pool2).unwrap_or(&"")];
    out.extend(rng.next_item(&pool3).copied());
    out
}
