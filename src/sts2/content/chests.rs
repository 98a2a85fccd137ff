//! Slay the Spire 2 treasure chests (builds v0.108-v0.111): which rarity
//! and which relic each chest of a run offers.
//!
//! Rules (decompiled `TreasureRoomRelicSynchronizer.BeginRelicPicking` and
//! `RelicFactory.RollRarity`, in public copies of the game's code; S6
//! `ChestRelics.cs`; docs/sts2-relics.md):
//!
//! * a chest rolls, per player in lobby order, one rarity with `NextFloat`
//!   on the run stream `treasure_room_relics` (nothing else draws from it):
//!   below 0.5 Common, below 0.83 Uncommon, else Rare;
//! * its relic is `PullFromFront` of the **shared** bag's list of that
//!   rarity (with the gate, refill and fallback of
//!   [`crate::sts2::content::relic_bag`]), or Circlet if there is none;
//! * the player who takes it obtains it ([`RunBags::obtain`]); relics
//!   obtained anywhere else leave the shared bag too, so they move later
//!   chests' relics (call [`RunBags::obtain`] for them before the chest);
//! * a `?` room that becomes a treasure room is a chest like any other and
//!   takes its rolls from the same stream (chest N is the N-th treasure room
//!   the run enters, counting those).
//!
//! Not modelled: what players who skip or contest a multiplayer chest
//! change (the award phase's draws and `MoveToFallback`), a player for whom
//! `Hook.ShouldGenerateTreasure` is false (no roll), and a first-run
//! profile's tutorial chest relic (`TryGetRelicForTutorial`).
//!
//! Checked (`tests/sts2_relics.rs`): 11 of 11 chests of 5 real run files
//! (2 of them `?` rooms) and the stream counters of 4 real saves.

use crate::options::Sts2Character;
use crate::sts2::content::relic_bag::{At, RunBags, FALLBACK_RELIC};
use crate::sts2::content::relic_pools::Rarity;
use crate::sts2::rng::Rng;
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// What one chest offers one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChestRelic {
    /// The rolled rarity.
    pub rarity: Rarity,
    /// The relic id (the front of the shared bag's list, after fallbacks).
    pub relic: &'static str,
}

/// `RelicFactory.RollRarity` of one `NextFloat`.
pub fn roll_rarity(roll: f32) -> Rarity {
    if roll < 0.5 {
        Rarity::Common
    } else if roll < 0.83 {
        Rarity::Uncommon
    } else {
        Rarity::Rare
    }
}

/// The chests of a run, opened in order.
#[derive(Clone, Debug)]
pub struct Chests {
    rng: Rng,
    opened: u32,
    draws: u32,
}

impl Chests {
    /// The chests of the run seed `run_seed` (of `seeding`).
    pub fn new(run_seed: u64, seeding: Seeding) -> Self {
        Chests { rng: Streams::new_in(seeding, run_seed).named("treasure_room_relics"), opened: 0, draws: 0 }
    }

    /// How many chests were opened so far.
    pub fn opened(&self) -> u32 {
        self.opened
    }

    /// The draws taken from `treasure_room_relics` so far (a save's counter
    /// of that stream): one per player per chest.
    pub fn draws(&self) -> u32 {
        self.draws
    }

    /// Opens the next chest at total floor `floor`: one relic per player of
    /// `bags`, pulled from the shared bag. The relics stay out of the shared
    /// bag; call [`RunBags::obtain`] for the one each player takes.
    pub fn open(&mut self, bags: &mut RunBags, floor: u32) -> Vec<ChestRelic> {
        self.opened += 1;
        let at = At { floor, players: bags.player_count() };
        (0..bags.players.len())
            .map(|_| {
                self.draws += 1;
                let rarity = roll_rarity(self.rng.next_float());
                let relic = bags.shared.pull_from_front(rarity, at).unwrap_or(FALLBACK_RELIC);
                ChestRelic { rarity, relic }
            })
            .collect()
    }
}

/// The chests of a run with nothing else taken from the bags: one chest per
/// total floor of `floors` (in the order the run opens them, `?` rooms that
/// became treasure rooms included), each player taking the relic rolled for
/// their slot. Relics gained elsewhere move these; replay them through
/// [`Chests::open`] and [`RunBags::obtain`] instead when they are known.
pub fn undisturbed(
    run_seed: u64,
    seeding: Seeding,
    characters: &[Sts2Character],
    floors: &[u32],
) -> Vec<Vec<ChestRelic>> {
    let mut bags = RunBags::new(run_seed, seeding, characters);
    let mut chests = Chests::new(run_seed, seeding);
    floors
        .iter()
        .map(|&floor| {
            let opened = chests.open(&mut bags, floor);
            for (player, c) in opened.iter().enumerate() {
                bags.obtain(player, c.relic);
            }
            opened
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Chests follow one another on one stream and never repeat a relic.
    #[test]
    fn undisturbed_chests_take_successive_rolls() {
        let chars = [Sts2Character::Ironclad];
        let three = undisturbed(5, Seeding::Xxh64, &chars, &[10, 26, 41]);
        let two = undisturbed(5, Seeding::Xxh64, &chars, &[10, 26]);
        assert_eq!(&three[..2], &two[..]);
        assert_ne!(three[0][0].relic, three[1][0].relic);
        let duo = undisturbed(5, Seeding::Xxh64, &[Sts2Character::Ironclad, Sts2Character::Silent], &[9]);
        assert_eq!(duo[0].len(), 2);
        assert_eq!(duo[0][0].rarity, three[0][0].rarity);
    }

    #[test]
    fn thresholds() {
        assert_eq!(roll_rarity(0.0), Rarity::Common);
        assert_eq!(roll_rarity(0.4999), Rarity::Common);
        assert_eq!(roll_rarity(0.5), Rarity::Uncommon);
        assert_eq!(roll_rarity(0.8299), Rarity::Uncommon);
        assert_eq!(roll_rarity(0.83), Rarity::Rare);
    }
}
