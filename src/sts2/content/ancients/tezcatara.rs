//! Tezcatara (Hive): `GenerateInitialOptions` on the event stream, one
//! `NextItem` per pool: pool 1 = Very Hot Cocoa, Yummy Cookie, + Nutritious
//! Soup if the deck holds a Basic Strike (a Strike-tagged card of Basic
//! rarity); pool 2 = Biiig Hug, Storybook, Toasty Mittens; pool 3 = Golden
//! Compass, Pumpkin Candle, Toy Box, Seal of Gold.
//!
//! Source: the decompile with `NutritiousSoupOption` (search-index file
//! 55296964785; the JetBrains decompile of assembly MVID DB296A8D… and the
//! v0.111 C# port `Sts2Sim.Core.Models.Events.Tezcatara`, search-index file
//! 71191084534, agree).
//! Confirmed by TQM88QFMHSQR's v0.110.1 offer and by 8DVXPWUWRY's v0.108
//! one, so v0.108 already had it. An older decompile (e.g.
//! frankqwang/sts2-ai@93faabdb: `src/Core/Models/Events/Tezcatara.cs`: pool
//! 1 Nutritious Soup, Very Hot Cocoa, Yummy Cookie; Seal of Gold in pool 2)
//! reproduces neither.

use super::condition::Condition;
use crate::sts2::rng::Rng;

/// The run-state conditions of the offer.
pub const CONDITIONS: &[Condition] = &[Condition::BasicStrike];

/// The offer for the given facts.
pub fn roll(mut rng: Rng, holds: &dyn Fn(Condition) -> bool) -> Vec<&'static str> {
    let mut first = vec!["RELIC.VERY_HOT_COCOA", "RELIC.YUMMY_COOKIE"];
    if holds(Condition::BasicStrike) {
        first.push("RELIC.NUTRITIOUS_SOUP");
    }
    let pools = [
        first,
        vec!["RELIC.BIIIG_HUG", "RELIC.STORYBOOK", "RELIC.TOASTY_MITTENS"],
        vec!["RELIC.GOLDEN_COMPASS", "RELIC.PUMPKIN_CANDLE", "RELIC.TOY_BOX", "RELIC.SEAL_OF_GOLD"],
    ];
    pools.iter().map(|p| *rng.next_item(p).unwrap_or(&"")).collect()
}
