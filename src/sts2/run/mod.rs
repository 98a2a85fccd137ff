//! What a Slay the Spire 2 seed decides at run start (spec sts2-run.md, game
//! builds v0.109-v0.111, mature profile §12): the acts, every act's event
//! order, normal and elite encounter lists, boss, Ancient, the A10 second
//! boss and Neow's options.
//!
//! Order of the draws (§2), each on its stream (§1.2, [`streams`]):
//!
//! 1. `act_selection`: the acts ([`act_select`], §3);
//! 2. `up_front`: the relic bags' `112 + 118 × players` draws ([`relic_bags`],
//!    §4), the shared Ancients ([`shared_ancients`], §5), acts 1, 2, 3
//!    ([`rooms`], §6), then from ascension 10 the final act's second boss
//!    (§7, [`rooms::ActPicks::second_boss`]);
//! 3. per player, Neow's per-event stream ([`neow`], §11).
//!
//! Profiles: [`run_start`] and [`run_start_in`] assume the mature profile;
//! [`run_start_with`] follows an account's (`crate::sts2::profile`, §12).
//!
//! Builds: [`run_start`] follows v0.109-v0.111 ([`Seeding::Xxh64`]);
//! [`run_start_in`] with [`Seeding::H32`] the v0.108 builds: the same rules
//! and tables over the 32-bit seeding, with v0.108's Neow curse list (checked
//! against the one v0.108 save).
//!
//! Multiplayer (§8, unverified: no vector has more than one player): more
//! relic-bag draws, one normal encounter fewer per act, and per-player Neow
//! offers with their own availability; everything else is shared.
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`data`] | §6.1 | encounters (pools, tags), events, Ancients per act |
//! | [`rooms`] | §1.4, §6 | the weighted bag and the act's lists |
//! | [`staged`] | – | the run start a stage at a time, integer ids (the seed search) |
//! | [`counted`] | §1.3 | a stream that counts its draws |
//! | [`list`] | – | fixed-capacity id lists (no allocation) |
//! | [`names`] | §0.2 | readable names of the ids |
//! | [`to_map`] | – | the results in the map model (`generate_map`) |

pub mod act_select;
pub mod counted;
pub mod data;
pub mod list;
pub mod names;
pub mod neow;
pub mod relic_bags;
pub mod rooms;
pub mod shared_ancients;
pub mod staged;
pub mod streams;
pub mod to_map;

use crate::options::Sts2Character;
use crate::options::Sts2Profile;
use crate::sts2::seed::Seeding;
use counted::Counted;
pub use neow::NeowOffer;
pub use rooms::ActRooms;
use streams::Streams;

/// The profile [`run_start`] and [`run_start_in`] assume (§12): `mature`,
/// every epoch and unlock revealed. A younger profile (read from a
/// `progress.save`: `crate::options::Sts2Profile`) goes through
/// [`run_start_with`].
pub const PROFILE: &str = "mature";

/// The most players a lobby holds.
pub const MAX_PLAYERS: u8 = 4;

/// The first ascension with a second boss in the final act (§7).
pub const DOUBLE_BOSS_ASCENSION: u8 = 10;

/// What a seed decided at run start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunStart {
    /// Acts 1-3.
    pub acts: [ActRooms; 3],
    /// The players the run was generated for (1..=[`MAX_PLAYERS`]).
    pub players: u8,
    /// Neow's offer per lobby slot; the first [`RunStart::players`] are used.
    neow: [NeowOffer; MAX_PLAYERS as usize],
    /// The UpFront stream's counter after generation (the save's
    /// `up_front` counter through act 3).
    pub up_front_draws: u32,
}

impl RunStart {
    /// Neow's offer for each player, in lobby order.
    pub fn neow(&self) -> &[NeowOffer] {
        &self.neow[..usize::from(self.players)]
    }
}

/// Everything a run seed decides at run start for `ascension` and `players`
/// (clamped to 1..=[`MAX_PLAYERS`]). Allocates nothing.
pub fn run_start(run_seed: u64, ascension: u8, players: u8) -> RunStart {
    run_start_in(Seeding::Xxh64, run_seed, ascension, players)
}

/// [`run_start`] for the builds of `seeding` (their run seed:
/// [`Seeding::run_seed`]).
pub fn run_start_in(seeding: Seeding, run_seed: u64, ascension: u8, players: u8) -> RunStart {
    let players = players.clamp(1, MAX_PLAYERS);
    let characters = [Sts2Character::Ironclad; MAX_PLAYERS as usize];
    run_start_with(
        seeding,
        run_seed,
        ascension,
        &characters[..usize::from(players)],
        &crate::options::sts2_profile::MATURE,
    )
}

/// [`run_start_in`] for an account's `profile` (spec §12,
/// docs/sts2-profile.md), one player per entry of `characters` in lobby
/// order (clamped to 1..=[`MAX_PLAYERS`]; an empty slice is one Ironclad).
/// With [`Sts2Profile::mature`] the result is [`run_start_in`]'s for any
/// characters (every character's bag has the same size). A profile changes:
///
/// * the acts: an unlocked, undiscovered Underdocks is taken without a draw
///   in single player ([`act_select::select_acts_with`]);
/// * the relic-bag draws: unrevealed relic epochs shrink the pools, and the
///   characters matter ([`relic_bags::relic_bag_draws_with`]);
/// * the shared Ancients: no Darv without `DARV_EPOCH`
///   ([`shared_ancients::distribute_with`]);
/// * every act: the epoch-gated events leave the pool before its shuffle,
///   no Orobas without `OROBAS_EPOCH`, and no Neow without `NEOW_EPOCH`
///   (act 1's `ancient` is then `""` and no player gets a Neow offer:
///   empty options, 0 draws) ([`rooms::generate_act_with`]);
/// * Neow's offer: no Kaleidoscope unless all five characters are unlocked
///   ([`neow::roll_with`]).
///
/// Every player uses the same profile (in a lobby the game unites the
/// players' unlocks; other players' profiles are not modelled).
pub fn run_start_with(
    seeding: Seeding,
    run_seed: u64,
    ascension: u8,
    characters: &[Sts2Character],
    profile: &Sts2Profile,
) -> RunStart {
    let characters = if characters.is_empty() { &[Sts2Character::Ironclad][..] } else { characters };
    let characters = &characters[..characters.len().min(usize::from(MAX_PLAYERS))];
    let players = characters.len() as u8;
    let multiplayer = players > 1;
    let streams = Streams::new_in(seeding, run_seed);
    let acts = act_select::select_acts_with(&mut Counted::new(streams.named("act_selection")), profile, multiplayer)
        .map(|a| data::in_build(a, seeding));

    let mut up = Counted::new(streams.named("up_front"));
    up.skip(relic_bags::relic_bag_draws_with(profile, characters));
    let shared = shared_ancients::distribute_with(&mut up, profile);
    // Acts 1, 2, 3 in order (an array literal evaluates left to right); the
    // final act's second boss from ascension 10 (§7), its last draw.
    let mut act = |i: usize| {
        let second_boss = i == 2 && ascension >= DOUBLE_BOSS_ASCENSION;
        rooms::generate_act_with(acts[i], &shared[i], multiplayer, profile, second_boss, &mut up)
    };
    let rooms = [act(0), act(1), act(2)];

    let empty = NeowOffer { options: [""; 3], draws: 0 };
    let mut neow = [empty; MAX_PLAYERS as usize];
    if rooms[0].ancient == "EVENT.NEOW" {
        let all_characters = profile.all_characters_unlocked();
        for (slot, offer) in neow.iter_mut().enumerate().take(usize::from(players)) {
            let stream = streams.neow(slot as u8);
            // The mature profile's roll is `roll` itself (the WebAssembly builds know no other).
            *offer = if all_characters {
                neow::roll(stream, players, neow::curses(seeding))
            } else {
                neow::roll_with(stream, players, neow::curses(seeding), false)
            };
        }
    }
    RunStart { acts: rooms, players, neow, up_front_draws: up.draws() }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Below ascension 10 nothing differs but the missing second boss and
    /// its one draw (§7).
    #[test]
    fn ascension_only_adds_the_second_boss() {
        for seed in 0..50u64 {
            let a9 = run_start(seed, 9, 1);
            let a10 = run_start(seed, 10, 1);
            assert_eq!(a9.acts[2].second_boss, None);
            let second = a10.acts[2].second_boss.unwrap();
            assert_ne!(second, a10.acts[2].boss);
            assert_eq!(a10.up_front_draws, a9.up_front_draws + 1);
            let mut same = a10;
            same.acts[2].second_boss = None;
            same.up_front_draws -= 1;
            assert_eq!(same, a9);
            assert!(a10.acts[..2].iter().all(|a| a.second_boss.is_none()));
        }
    }

    /// §8: more relic draws and one normal encounter fewer per act; one
    /// Neow offer per player, the first player's from slot 0.
    #[test]
    fn multiplayer_shortens_the_normal_lists() {
        let solo = run_start(7, 10, 1);
        let duo = run_start(7, 10, 2);
        assert_eq!(duo.neow().len(), 2);
        assert_eq!(solo.neow().len(), 1);
        for (s, d) in solo.acts.iter().zip(&duo.acts) {
            assert_eq!(s.id(), d.id());
            assert_eq!(d.monsters.len() + 1, s.monsters.len());
        }
        assert_eq!(run_start(7, 10, 0).players, 1);
        assert_eq!(run_start(7, 10, 9).players, MAX_PLAYERS);
    }
}
