//! How run setup seeds its streams, in one place (spec sts2-run.md §1.2):
//!
//! * a run stream `name` is `Rng(runSeed, name)`: a generator seeded with
//!   `runSeed + XXH64(name)` (64-bit wrap);
//! * an event's per-event stream for lobby slot `slot` is a generator seeded
//!   directly with `runSeed + slot + XXH64(entry)`, `entry` the event id
//!   without `EVENT.` (`NEOW`, `OROBAS`, …; no name hashing of a stream
//!   name). Neow's is checked (spec §11); the act 2-3 Ancients use the same
//!   seeding (`EventModel`'s constructor, shared by every event; checked by
//!   the Ancients' real offers, `content::ancients`);
//! * a player's stream `name` (`rewards`, `shops`, `transformations`: the
//!   game's `PlayerRngSet`) is `Rng(runSeed + slot, name)`: the run stream
//!   rule over the base `runSeed + slot`. Checked: every saved player stream
//!   of the three v0.110-v0.111 saves is this stream advanced by its saved
//!   counter (`tests/sts2_run.rs`, slot 0 only: no save has two players).
//!
//! The v0.108 builds ([`Seeding::H32`], spec sts2.md §3.3 era E2) seed run
//! streams with `uint32(runSeed + uint32(H32(name)))`, and Neow's stream, by
//! the same rule, with `uint32(runSeed + slot + uint32(H32("NEOW")))`: that
//! reproduces the v0.108 save's offer. (For that save the 32-bit sum does
//! not wrap, so it cannot tell this from a 64-bit sum; the 32-bit one
//! matches how the era derives every other stream.)

use crate::sts2::hash::{h32, h64};
use crate::sts2::rng::Rng;
use crate::sts2::seed::Seeding;

/// The streams of one run.
#[derive(Clone, Copy, Debug)]
pub struct Streams {
    seeding: Seeding,
    run_seed: u64,
}

impl Streams {
    /// The streams of the run seed `run_seed` (see `sts2::seed::run_seed`)
    /// in the current builds.
    pub const fn new(run_seed: u64) -> Self {
        Streams::new_in(Seeding::Xxh64, run_seed)
    }

    /// The streams of the run seed `run_seed` as the builds of `seeding`
    /// derive them.
    pub const fn new_in(seeding: Seeding, run_seed: u64) -> Self {
        Streams { seeding, run_seed }
    }

    /// The run stream `name` (`act_selection`, `up_front`, …).
    #[inline]
    pub fn named(&self, name: &str) -> Rng {
        Rng::named_in(self.seeding, self.run_seed, name)
    }

    /// The seeding of the builds these streams follow.
    #[inline]
    pub const fn seeding(&self) -> Seeding {
        self.seeding
    }

    /// The run seed the streams derive from.
    #[inline]
    pub const fn run_seed(&self) -> u64 {
        self.run_seed
    }

    /// The seed of the per-event stream of the event `entry` (its id without
    /// `EVENT.`, e.g. `NEOW`, `OROBAS`) for lobby slot `slot` (0-based):
    /// `runSeed + slot + XXH64(entry)`; v0.108 `uint32(runSeed + slot +
    /// uint32(H32(entry)))`.
    #[inline]
    pub fn event_seed(&self, slot: u8, entry: &str) -> u64 {
        match self.seeding {
            Seeding::Xxh64 => self.run_seed.wrapping_add(u64::from(slot)).wrapping_add(h64(entry)),
            Seeding::H32 | Seeding::H32V107 => {
                u64::from((self.run_seed as u32).wrapping_add(u32::from(slot)).wrapping_add(h32(entry) as u32))
            }
        }
    }

    /// The per-event stream of the event `entry` for lobby slot `slot`
    /// ([`Streams::event_seed`]).
    #[inline]
    pub fn event(&self, slot: u8, entry: &str) -> Rng {
        Rng::new(self.event_seed(slot, entry))
    }

    /// The seed of Neow's per-event stream for lobby slot `slot` (0-based):
    /// [`Streams::event_seed`] of `NEOW`.
    #[inline]
    pub fn neow_seed(&self, slot: u8) -> u64 {
        // `event_seed(slot, "NEOW")`, written out: the map modules keep the
        // constant hash inline (a test checks the two agree).
        match self.seeding {
            Seeding::Xxh64 => self.run_seed.wrapping_add(u64::from(slot)).wrapping_add(h64("NEOW")),
            Seeding::H32 | Seeding::H32V107 => {
                u64::from((self.run_seed as u32).wrapping_add(u32::from(slot)).wrapping_add(h32("NEOW") as u32))
            }
        }
    }

    /// The player stream `name` (`rewards`, `shops`, `transformations`) of
    /// lobby slot `slot` (0-based): `Rng(runSeed + slot, name)`.
    #[inline]
    pub fn player(&self, slot: u8, name: &str) -> Rng {
        Rng::new(self.seeding.stream_seed(self.run_seed.wrapping_add(u64::from(slot)), name))
    }

    /// Neow's per-event stream for lobby slot `slot`.
    #[inline]
    pub fn neow(&self, slot: u8) -> Rng {
        Rng::new(self.neow_seed(slot))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::stream_seed;

    /// The constants of spec §1.2.
    #[test]
    fn stream_names_hash_to_the_spec_constants() {
        assert_eq!(h64("act_selection"), 8765646624463924560);
        assert_eq!(h64("up_front"), 1912476647679082112);
        assert_eq!(h64("unknown_map_point"), 10953017289181053782);
        assert_eq!(h64("NEOW"), 1844396371490135661);
        assert_eq!(Streams::new(5).neow_seed(1), 5 + 1 + 1844396371490135661);
        assert_eq!(Streams::new(5).named("up_front"), Rng::new(stream_seed(5, "up_front")));
        assert_eq!(Streams::new(5).player(0, "rewards"), Rng::new(stream_seed(5, "rewards")));
        assert_eq!(Streams::new(5).player(2, "rewards"), Rng::new(stream_seed(7, "rewards")));
        assert_eq!(Streams::new(5).event_seed(1, "OROBAS"), 5u64.wrapping_add(1).wrapping_add(h64("OROBAS")));
        assert_eq!(Streams::new(5).event(1, "NEOW"), Streams::new(5).neow(1));
    }

    /// v0.108: the same rule with H32, the sum taken at 32 bits (only the
    /// low 32 bits of the run seed count).
    #[test]
    fn neow_seed_is_the_event_seed_of_neow() {
        for seeding in [Seeding::Xxh64, Seeding::H32] {
            let s = Streams::new_in(seeding, 0x1234_5678_9abc);
            assert_eq!(s.neow_seed(3), s.event_seed(3, "NEOW"));
        }
    }

    #[test]
    fn v108_neow_seed_wraps_at_32_bits() {
        let neow = h32("NEOW") as u32;
        assert_eq!(Streams::new_in(Seeding::H32, 7).neow_seed(2), u64::from(7 + 2 + neow));
        let high = Streams::new_in(Seeding::H32, (1 << 40) | u64::from(u32::MAX));
        assert_eq!(high.neow_seed(1), u64::from(neow));
        assert_eq!(Streams::new_in(Seeding::H32, 9).named("up_front"), Rng::named_in(Seeding::H32, 9, "up_front"));
    }
}
