//! Pael (Hive): `GenerateInitialOptions` on the event stream.
//!
//! 1. `NextItem([Pael's Flesh, Pael's Horn, Pael's Tears])`;
//! 2. list = [Pael's Wing] + Pael's Claw (at least 3 cards Goopy can
//!    enchant) + Pael's Tooth (at least 5 removable cards); the list is then
//!    doubled (`AddRange(itself)`) and Pael's Growth appended, so Growth has
//!    weight 1 against 2 for each other; `NextItem(list)`;
//! 3. `NextItem([Pael's Eye, Pael's Blood] + Pael's Legion without an
//!    event pet)`.
//!
//! Source: the decompiled `Pael.cs` (two decompiles found through the code
//! search agree: search-index files 52026563361 and 66590810909, the latter
//! the JetBrains decompile of assembly MVID DB296A8D…); Goopy's test
//! (`Defend` tag on top of the base `EnchantmentModel.CanEnchant`) from
//! search-index file 51976250401. The v0.111 C# port
//! `Sts2Sim.Core.Models.Events.Pael` (search-index file 71244187745) agrees.
//! Confirmed by 1ZEPE4MX6919's v0.111 offer.

use super::condition::Condition;
use crate::sts2::rng::Rng;

/// The run-state conditions of the offer.
pub const CONDITIONS: &[Condition] =
    &[Condition::ThreeGoopyTargets, Condition::FiveRemovableCards, Condition::EventPet];

/// The offer for the given facts.
pub fn roll(mut rng: Rng, holds: &dyn Fn(Condition) -> bool) -> Vec<&'static str> {
    let first = ["RELIC.PAELS_FLESH", "RELIC.PAELS_HORN", "RELIC.PAELS_TEARS"];
    let a = *rng.next_item(&first).unwrap_or(&"");
    let mut second = vec!["RELIC.PAELS_WING"];
    if holds(Condition::ThreeGoopyTargets) {
        second.push("RELIC.PAELS_CLAW");
    }
    if holds(Condition::FiveRemovableCards) {
        second.push("RELIC.PAELS_TOOTH");
    }
    second.extend_from_within(..);
    second.push("RELIC.PAELS_GROWTH");
    let b = *rng.next_item(&second).unwrap_or(&"");
    let mut third = vec!["RELIC.PAELS_EYE", "RELIC.PAELS_BLOOD"];
    if !holds(Condition::EventPet) {
        third.push("RELIC.PAELS_LEGION");
    }
    let c = *rng.next_item(&third).unwrap_or(&"");
    vec![a, b, c]
}
