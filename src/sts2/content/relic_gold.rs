//! Relics that change the gold: what a walk does when it gains one.
//!
//! * **Once, on obtaining** (`AfterObtained`): Golden Pearl +150, Old Coin
//!   +300, Signet Ring +999 (`GainGold`), Scroll Boxes every coin
//!   (`LoseGold(Gold)`).
//! * **Later rooms' gold** (hooks the walk does not follow): Amethyst
//!   Aubergine (more gold from fights: a real v0.107.1 run's next fight gave
//!   15 more), Bowler Hat, Lucky Fysh (15 a card added to the deck), Maw Bank
//!   (12 a floor climbed until gold is spent at a merchant: a real v0.107.1
//!   run's rest site after Trash Heap gave it), Ectoplasm (no gold gained),
//!   Seal of Gold (5 each turn of a fight): from there on the walk's gold is
//!   not shown.
//!
//! Source: a decompile of the game (each relic's `GoldVar`, `AfterObtained`,
//! `ShouldGainGold`, `AfterSideTurnStart`); the list is every relic whose
//! code gains, loses or blocks gold, so a relic not named here leaves the
//! gold alone.
//!
//! Trash Heap's `DIVE_IN` gives one of five relics (the event's own stream's
//! first `NextItem`), Maw Bank among them.

use super::events::gold::GoldChange;
use crate::sts2::run::streams::Streams;

/// What gaining a relic does to the gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelicGold {
    /// A change made once, when it is obtained.
    Once(GoldChange),
    /// A change to the gold of later rooms, which the walk does not follow.
    Later,
}

/// What gaining `id` (`RELIC.…`) does to the gold; `None`: nothing.
pub fn relic_gold(id: &str) -> Option<RelicGold> {
    use RelicGold::{Later, Once};
    Some(match id.strip_prefix("RELIC.").unwrap_or(id) {
        "GOLDEN_PEARL" => Once(GoldChange::By(150)),
        "OLD_COIN" => Once(GoldChange::By(300)),
        "SIGNET_RING" => Once(GoldChange::By(999)),
        "SCROLL_BOXES" => Once(GoldChange::ToZero),
        "AMETHYST_AUBERGINE" | "BOWLER_HAT" | "LUCKY_FYSH" | "MAW_BANK" | "ECTOPLASM" | "SEAL_OF_GOLD" => Later,
        _ => return None,
    })
}

/// Trash Heap's relics (`TrashHeap.Relics`, in the game's order).
const TRASH_HEAP_RELICS: [&str; 5] =
    ["RELIC.DARKSTONE_PERIAPT", "RELIC.DREAM_CATCHER", "RELIC.HAND_DRILL", "RELIC.MAW_BANK", "RELIC.THE_BOOT"];

/// The relic an event's options `chosen` give from a fixed list on its own
/// stream (lobby slot 0): Trash Heap's `DIVE_IN`.
pub fn event_relic(streams: &Streams, id: &str, chosen: &[&str]) -> Option<&'static str> {
    match id.strip_prefix("EVENT.").unwrap_or(id) {
        "TRASH_HEAP" if chosen.contains(&"DIVE_IN") => {
            streams.event(0, "TRASH_HEAP").next_item(&TRASH_HEAP_RELICS).copied()
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::seed::Seeding;

    /// 3U20TN04LY (v0.107.1, `tests/golden/sts2-v0107-events/`) dived into
    /// Trash Heap on floor 12 and got Maw Bank, whose 12 gold came at the
    /// next floor's rest site.
    #[test]
    fn trash_heap_gives_the_files_relic() {
        let s = Seeding::H32V107;
        let streams = Streams::new_in(s, s.run_seed("3U20TN04LY"));
        assert_eq!(event_relic(&streams, "EVENT.TRASH_HEAP", &["DIVE_IN"]), Some("RELIC.MAW_BANK"));
        assert_eq!(event_relic(&streams, "EVENT.TRASH_HEAP", &["GRAB"]), None);
        assert_eq!(relic_gold("RELIC.MAW_BANK"), Some(RelicGold::Later));
        assert_eq!(relic_gold("RELIC.OLD_COIN"), Some(RelicGold::Once(GoldChange::By(300))));
        assert_eq!(relic_gold("RELIC.ANCHOR"), None);
    }
}
