//! Nonupeipe and Tanx (Glory): `UnstableShuffle` of one list on the event
//! stream, then its first three relics.
//!
//! * Nonupeipe: Blessed Antler, Brilliant Scarf, Delicate Frond, Diamond
//!   Diadem, Fur Coat, Glitter, Jewelry Box, Looming Fruit, Signet Ring, +
//!   Beautiful Bracelet if at least 4 deck cards can take Swift (source:
//!   reddots1453/sts2-mod-decompiled@8c919101:
//!   `_decompiled/sts2-v0.106/MegaCrit/sts2/Core/Models/Events/Nonupeipe.cs`;
//!   confirmed by TQM88QFMHSQR's v0.110.1 offer).
//! * Tanx: Claws, Crossbow, Iron Club, Meat Cleaver, Sai, Spiked Gauntlets,
//!   Tanx's Whistle, Throwing Axe, War Hammer, + Tri-Boomerang if at least 3
//!   deck cards can take Instinct (source: the same repository's
//!   `…/Events/Tanx.cs`; confirmed by 89SJD17KYUEH's v0.111 offer).
//!
//! The v0.111 C# ports `Sts2Sim.Core.Models.Events.Nonupeipe` and `…Tanx`
//! (search-index files 71122312710 and 71420507972) agree on both lists and
//! conditions.

use super::condition::Condition;
use crate::sts2::rng::Rng;

/// Nonupeipe's run-state conditions.
pub const NONUPEIPE_CONDITIONS: &[Condition] = &[Condition::FourSwiftTargets];

/// Tanx's run-state conditions.
pub const TANX_CONDITIONS: &[Condition] = &[Condition::ThreeInstinctTargets];

/// Nonupeipe's offer for the given facts.
pub fn nonupeipe(rng: Rng, holds: &dyn Fn(Condition) -> bool) -> Vec<&'static str> {
    let mut list = vec![
        "RELIC.BLESSED_ANTLER",
        "RELIC.BRILLIANT_SCARF",
        "RELIC.DELICATE_FROND",
        "RELIC.DIAMOND_DIADEM",
        "RELIC.FUR_COAT",
        "RELIC.GLITTER",
        "RELIC.JEWELRY_BOX",
        "RELIC.LOOMING_FRUIT",
        "RELIC.SIGNET_RING",
    ];
    if holds(Condition::FourSwiftTargets) {
        list.push("RELIC.BEAUTIFUL_BRACELET");
    }
    first_three(rng, list)
}

/// Tanx's offer for the given facts.
pub fn tanx(rng: Rng, holds: &dyn Fn(Condition) -> bool) -> Vec<&'static str> {
    let mut list = vec![
        "RELIC.CLAWS",
        "RELIC.CROSSBOW",
        "RELIC.IRON_CLUB",
        "RELIC.MEAT_CLEAVER",
        "RELIC.SAI",
        "RELIC.SPIKED_GAUNTLETS",
        "RELIC.TANXS_WHISTLE",
        "RELIC.THROWING_AXE",
        "RELIC.WAR_HAMMER",
    ];
    if holds(Condition::ThreeInstinctTargets) {
        list.push("RELIC.TRI_BOOMERANG");
    }
    first_three(rng, list)
}

fn first_three(mut rng: Rng, mut list: Vec<&'static str>) -> Vec<&'static str> {
    rng.unstable_shuffle(&mut list);
    list.truncate(3);
    list
}
