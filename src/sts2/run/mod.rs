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
//!    (§7, here);
//! 3. per player, Neow's per-event stream ([`neow`], §11).
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
//! | [`grab_bag`] | §1.4 | the weighted bag |
//! | [`counted`] | §1.3 | a stream that counts its draws |
//! | [`list`] | – | fixed-capacity id lists (no allocation) |
//! | [`names`] | §0.2 | readable names of the ids |
//! | [`to_map`] | – | the results in the map model (`generate_map`) |

pub mod act_select;
pub mod counted;
pub mod data;
pub mod grab_bag;
pub mod list;
pub mod names;
pub mod neow;
pub mod relic_bags;
pub mod rooms;
pub mod shared_ancients;
pub mod streams;
pub mod to_map;

use crate::sts2::seed::Seeding;
use counted::Counted;
use data::Pool;
pub use neow::NeowOffer;
pub use rooms::ActRooms;
use streams::Streams;

/// The profile every rule here assumes (§12): `mature`, every epoch and
/// unlock revealed. A younger profile shrinks the relic bags, the event
/// lists and Neow's options; reading one is not supported yet.
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
    let streams = Streams::new_in(seeding, run_seed);
    let acts = act_select::select_acts(&mut Counted::new(streams.named("act_selection")));

    let mut up = Counted::new(streams.named("up_front"));
    up.skip(relic_bags::relic_bag_draws(players));
    let shared = shared_ancients::distribute(&mut up);
    let multiplayer = players > 1;
    let mut rooms = [0, 1, 2].map(|i| rooms::generate_act(acts[i], &shared[i], multiplayer, &mut up));
    if ascension >= DOUBLE_BOSS_ASCENSION {
        let last = &mut rooms[2];
        last.second_boss = second_boss(last, &mut up);
    }

    let empty = NeowOffer { options: [""; 3], draws: 0 };
    let mut neow = [empty; MAX_PLAYERS as usize];
    for (slot, offer) in neow.iter_mut().enumerate().take(usize::from(players)) {
        *offer = neow::roll(streams.neow(slot as u8), players, neow::curses(seeding));
    }
    RunStart { acts: rooms, players, neow, up_front_draws: up.draws() }
}

/// §7: `NextItem(the act's boss sub-list without its boss)`, one draw.
fn second_boss(act: &ActRooms, up: &mut Counted) -> Option<&'static str> {
    let mut others = list::IdList::<4>::new();
    act.data.pool(Pool::Boss).filter(|e| e.id != act.boss).for_each(|e| others.push(e.id));
    up.next_item(&others).copied()
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
