//! The run start a stage at a time, with integer ids: what the seed search
//! reads of [`super::run_start_with`] (any build's seeding, [`Plan::in_build`];
//! any profile), computing
//! only the stages a filter asks for, in the game's draw order:
//!
//! 1. the acts (`act_selection`, 3 draws: [`super::act_select`]);
//! 2. Neow's offer (its own per-event stream; act 1's Ancient is Neow
//!    without a draw, as its table lists no other and act 1 gets no shared
//!    Ancient: [`super::neow`]);
//! 3. on UpFront: the relic bags' draws, skipped as a count
//!    ([`super::relic_bags`]; a precomputed [`Jump`]), the shared Ancients ([`super::shared_ancients`]),
//!    then act 1, 2, 3 in turn ([`super::rooms`]): events, fights, elites,
//!    boss, Ancient; an act's later acts are generated only when read, and
//!    an event order nothing reads is skipped as its shuffle's `len - 1`
//!    draws instead of shuffled;
//! 4. the final act's second boss (ascension 10+, one UpFront draw after
//!    act 3).
//!
//! Fights, elites and bosses are indices into their act's
//! [`ActData::encounters`], events indices into its whole event pool (its
//! own events then [`SHARED_EVENTS`], the events a profile withholds
//! included, so that a condition's bit sets serve every profile); ids are
//! looked up only at the edges
//! ([`ActPicks::id`], [`Staged::event_id`]). Every rule lives in the module
//! named above; this one only orders them and skips what is not read. A
//! test checks every stage against [`super::run_start`] over many seeds.

use super::counted::Counted;
use super::data::{ActData, ALL_ACTS, MAX_EVENTS, SHARED_EVENTS};
use super::neow::{self, NeowOffer};
use super::rooms::{self, ActPicks, Lists};
use super::shared_ancients::{self, SharedAncients};
use super::{act_select, relic_bags, DOUBLE_BOSS_ASCENSION, MAX_PLAYERS};
use crate::options::{Sts2Character, Sts2Profile};
use crate::rng::Jump;
use crate::sts2::hash::{h32, h64};
use crate::sts2::rng::Rng;
use crate::sts2::seed::Seeding;
use std::sync::Mutex;

/// What every run start of one search shares: the act tables compiled, the
/// stream names hashed, the settings, and which acts' event orders are read.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Per act of [`ALL_ACTS`], its sub-lists compiled for the picks.
    picks: [ActPicks; 4],
    /// Players (1..=[`MAX_PLAYERS`]).
    players: u8,
    /// Whether the final act has a second boss (ascension 10+, §7).
    second_boss: bool,
    /// The relic bags' UpFront draws (§4), as one jump.
    bag_draws: &'static Jump,
    /// The hashes of `act_selection`, `up_front` and `NEOW` as the build
    /// seeds streams: a stream's seed is `(runSeed + hash) & mask`
    /// (v0.109+: XXH64 and every bit; v0.108 and v0.107.1: the 32-bit hash
    /// as unsigned, the sum wrapping at 32 bits; [`Seeding::stream_seed`]).
    hashes: [u64; 3],
    /// `u64::MAX`, or the low 32 bits for the 32-bit-hash builds.
    mask: u64,
    /// Neow's curses in the build ([`neow::curses`]).
    curses: &'static [&'static str],
    /// Whether act `i`'s event order is read (else its shuffle is skipped).
    events: [bool; 3],
    /// The profile the run start follows (§12).
    profile: Sts2Profile,
    /// Per act of [`ALL_ACTS`], the indices of its whole event pool the
    /// profile allows, in pool order (what is shuffled).
    pools: [Vec<u8>; 4],
}

impl Plan {
    /// The plan for `players` at `ascension` with the mature profile;
    /// `events[i]` says whether act `i + 1`'s event order will be read.
    pub fn new(ascension: u8, players: u8, events: [bool; 3]) -> Plan {
        Plan::with_profile(ascension, players, events, &Sts2Profile::mature(), &[Sts2Character::Ironclad])
    }

    /// [`Plan::new`] for `profile`, the players playing `characters` in
    /// lobby order, those not given the first's (a profile's relic bags
    /// depend on the characters; the mature one's do not).
    pub fn with_profile(
        ascension: u8,
        players: u8,
        events: [bool; 3],
        profile: &Sts2Profile,
        characters: &[Sts2Character],
    ) -> Plan {
        let players = players.clamp(1, MAX_PLAYERS);
        // Each player's character in lobby order; the ones not given play the first's.
        let first = characters.first().copied().unwrap_or_default();
        let characters: Vec<Sts2Character> =
            (0..usize::from(players)).map(|k| characters.get(k).copied().unwrap_or(first)).collect();
        let bag_draws = bag_jump(relic_bags::relic_bag_draws_with(profile, &characters));
        let pools = ALL_ACTS.map(|a| {
            let whole = a.events.iter().chain(&SHARED_EVENTS);
            whole.enumerate().filter(|(_, id)| profile.event_allowed(id)).map(|(k, _)| k as u8).collect()
        });
        Plan {
            picks: ALL_ACTS.map(ActPicks::new),
            players,
            second_boss: ascension >= DOUBLE_BOSS_ASCENSION,
            bag_draws,
            hashes: [h64("act_selection"), h64("up_front"), h64("NEOW")],
            mask: u64::MAX,
            curses: neow::curses(Seeding::Xxh64),
            events,
            profile: profile.clone(),
            pools,
        }
    }
}

impl Plan {
    /// The same plan for the builds of `seeding` (their run seeds:
    /// [`Seeding::run_seed`]): the streams seeded as they seed them, their
    /// Neow curses.
    pub fn in_build(mut self, seeding: Seeding) -> Plan {
        let names = ["act_selection", "up_front", "NEOW"];
        (self.hashes, self.mask) = if seeding.hash32() {
            (names.map(|n| u64::from(h32(n) as u32)), u64::from(u32::MAX))
        } else {
            (names.map(h64), u64::MAX)
        };
        self.curses = neow::curses(seeding);
        // v0.107.1's Overgrowth lists (its encounters' tags; the act is still index 0).
        self.picks = ALL_ACTS.map(|a| ActPicks::new(super::data::in_build(a, seeding)));
        self
    }

    /// The seed of stream `k` of [`Plan::hashes`] for `run_seed`.
    #[inline]
    fn stream(&self, run_seed: u64, k: usize) -> Rng {
        Rng::new(run_seed.wrapping_add(self.hashes[k]) & self.mask)
    }
}

/// The jump over `draws` relic-bag draws, built once per process and count:
/// a search compiles a plan per chunk of seeds, and building the jump
/// (256 × `draws` steps) would cost a small chunk a tenth of its time. The
/// counts are few (the mature profile's one per lobby size, a profile's per
/// character), so each jump is kept for the process's life (leaked).
fn bag_jump(draws: u32) -> &'static Jump {
    static JUMPS: Mutex<Vec<(u32, &'static Jump)>> = Mutex::new(Vec::new());
    let mut jumps = JUMPS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&(_, jump)) = jumps.iter().find(|(n, _)| *n == draws) {
        return jump;
    }
    let jump: &'static Jump = Box::leak(Box::new(Jump::new(draws)));
    jumps.push((draws, jump));
    jump
}

/// One seed's run start, computed as far as it has been read.
#[derive(Clone, Debug)]
pub struct Staged<'p> {
    plan: &'p Plan,
    run_seed: u64,
    /// Acts 1-3 as indices of [`ALL_ACTS`].
    acts: [u8; 3],
    /// UpFront, once the relic bags and shared Ancients are drawn.
    up: Option<(Counted, SharedAncients)>,
    /// How many acts' lists are drawn.
    done: usize,
    lists: [Lists; 3],
    events: [[u8; MAX_EVENTS]; 3],
    ancients: [&'static str; 3],
    second_boss: Option<Option<u8>>,
}

impl<'p> Staged<'p> {
    /// Stage 1: the acts of `run_seed`.
    #[inline]
    pub fn new(plan: &'p Plan, run_seed: u64) -> Staged<'p> {
        let mut rng = Counted::new(plan.stream(run_seed, 0));
        let selected = act_select::select_acts_with(&mut rng, &plan.profile, plan.players > 1);
        let acts = selected.map(|a| ALL_ACTS.iter().position(|b| std::ptr::eq(a, *b)).unwrap_or(0) as u8);
        Staged {
            plan,
            run_seed,
            acts,
            up: None,
            done: 0,
            lists: [Lists::default(); 3],
            events: [[0; MAX_EVENTS]; 3],
            ancients: [""; 3],
            second_boss: None,
        }
    }

    /// Act `i + 1` as an index of [`ALL_ACTS`].
    #[inline]
    pub fn act(&self, i: usize) -> u8 {
        self.acts[i]
    }

    /// Act `i + 1`'s tables.
    #[inline]
    pub fn data(&self, i: usize) -> &'static ActData {
        ALL_ACTS[usize::from(self.acts[i])]
    }

    /// Act `i + 1`'s compiled sub-lists (for [`ActPicks::id`]).
    #[inline]
    pub fn picks(&self, i: usize) -> &'p ActPicks {
        &self.plan.picks[usize::from(self.acts[i])]
    }

    /// Stage 3 up to act `i + 1`: the acts not yet drawn, in order.
    fn draw_until(&mut self, i: usize) {
        if self.done > i {
            return;
        }
        let plan = self.plan;
        let (mut up, shared) = self.up.take().unwrap_or_else(|| {
            let mut up = Counted::new(plan.stream(self.run_seed, 1));
            up.jump(plan.bag_draws);
            let shared = shared_ancients::distribute_with(&mut up, &plan.profile);
            (up, shared)
        });
        while self.done <= i {
            let a = self.done;
            let data = self.data(a);
            let pool = &plan.pools[usize::from(self.acts[a])];
            if plan.events[a] {
                let events = &mut self.events[a][..pool.len()];
                events.copy_from_slice(pool);
                up.unstable_shuffle(events);
            } else {
                up.skip(pool.len().saturating_sub(1) as u32);
            }
            self.lists[a] = self.picks(a).lists(plan.players > 1, &mut up);
            self.ancients[a] = rooms::ancient(data, &shared[a], &plan.profile, &mut up);
            self.done += 1;
        }
        self.up = Some((up, shared));
    }

    /// Act `i + 1`'s fights, elites and boss.
    #[inline]
    pub fn lists(&mut self, i: usize) -> &Lists {
        self.draw_until(i);
        &self.lists[i]
    }

    /// Act `i + 1`'s event order as pool indices ([`Staged::event_id`]);
    /// empty unless the plan reads it.
    pub fn events(&mut self, i: usize) -> &[u8] {
        self.draw_until(i);
        let len = if self.plan.events[i] { self.plan.pools[usize::from(self.acts[i])].len() } else { 0 };
        &self.events[i][..len]
    }

    /// The players of the run.
    pub fn players(&self) -> u8 {
        self.plan.players
    }

    /// The id of event `k` of act `i + 1`'s pool.
    pub fn event_id(&self, i: usize, k: u8) -> &'static str {
        let own = self.data(i).events;
        let k = usize::from(k);
        own.get(k).or_else(|| SHARED_EVENTS.get(k - own.len())).copied().unwrap_or("")
    }

    /// Act `i + 1`'s Ancient.
    pub fn ancient(&mut self, i: usize) -> &'static str {
        if i == 0 {
            // Act 1 gets no shared Ancient (§5): with one of its own, no draw decides it.
            if let [only] = self.data(0).ancients {
                if self.plan.profile.ancient_allowed(only) {
                    return only;
                }
            }
        }
        self.draw_until(i);
        self.ancients[i]
    }

    /// Stage 4: the final act's second boss (`None` below ascension 10).
    pub fn second_boss(&mut self) -> Option<u8> {
        if let Some(b) = self.second_boss {
            return b;
        }
        let b = if self.plan.second_boss {
            self.draw_until(2);
            let picks = self.picks(2);
            let boss = self.lists[2].boss;
            let (up, _) = self.up.as_mut().expect("act 3 is drawn");
            picks.second_boss(boss, up)
        } else {
            None
        };
        self.second_boss = Some(b);
        b
    }

    /// Stage 2: the first player's Neow offer (none if act 1's Ancient is not Neow).
    pub fn neow(&mut self) -> Option<NeowOffer> {
        (self.ancient(0) == "EVENT.NEOW").then(|| {
            let stream = self.plan.stream(self.run_seed, 2);
            neow::roll_with(stream, self.plan.players, self.plan.curses, self.plan.profile.all_characters_unlocked())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::run_start;
    use super::*;

    /// Every stage, read in any order, equals the whole run start's.
    #[test]
    fn every_stage_equals_the_run_start() {
        for (seed, asc, players) in
            (0..400u64).map(|s| (s.wrapping_mul(0x9E37_79B9_7F4A_7C15), (s % 12) as u8, 1 + (s % 5 == 0) as u8))
        {
            let full = run_start(seed, asc, players);
            for events in [[true; 3], [false; 3], [false, true, false]] {
                let plan = Plan::new(asc, players, events);
                let mut s = Staged::new(&plan, seed);
                // Read backwards on odd seeds: the stages must not depend on the reading order.
                let order: Vec<usize> = if seed % 2 == 1 { vec![2, 1, 0] } else { vec![0, 1, 2] };
                if seed % 3 == 0 {
                    assert_eq!(s.neow().map(|o| o.options), full.neow().first().map(|o| o.options));
                }
                for i in order {
                    let a = &full.acts[i];
                    assert_eq!(s.data(i).id, a.id());
                    let picks = s.picks(i);
                    let l = *s.lists(i);
                    let ids = |list: &[u8]| list.iter().map(|&e| picks.id(e)).collect::<Vec<_>>();
                    assert_eq!(ids(l.monsters()), a.monsters.to_vec(), "seed {seed}");
                    assert_eq!(ids(l.elites()), a.elites.to_vec());
                    assert_eq!(picks.id(l.boss), a.boss);
                    assert_eq!(s.ancient(i), a.ancient);
                    let ev: Vec<_> = s.events(i).to_vec();
                    if events[i] {
                        assert_eq!(ev.iter().map(|&k| s.event_id(i, k)).collect::<Vec<_>>(), a.events.to_vec());
                    } else {
                        assert!(ev.is_empty());
                    }
                }
                assert_eq!(s.second_boss().map(|b| s.picks(2).id(b)), full.acts[2].second_boss, "seed {seed} A{asc}");
                assert_eq!(s.neow().map(|o| o.options), full.neow().first().map(|o| o.options));
            }
        }
    }

    /// The same for the 32-bit-hash builds (v0.108, v0.107.1: their stream
    /// seeds and Neow curses), mature and young profiles, against
    /// [`super::run_start_with`] over 32-bit run seeds.
    #[test]
    fn every_stage_equals_the_run_start_of_each_build() {
        use super::super::run_start_with;
        for seeding in [Seeding::H32, Seeding::H32V107] {
            for (n, text) in ["", "NEOW", "EVENT1,OROBAS,DARV,RELIC4"].iter().enumerate() {
                let profile = if text.is_empty() { Sts2Profile::mature() } else { Sts2Profile::parse(text).unwrap() };
                for s in 0..150u64 {
                    let seed = (s + 1000 * n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) & u64::from(u32::MAX);
                    let (asc, players) = ((s % 11) as u8, 1 + (s % 4 == 0) as u8);
                    let character = Sts2Character::ALL[(s % 5) as usize];
                    let chars = vec![character; usize::from(players)];
                    let full = run_start_with(seeding, seed, asc, &chars, &profile);
                    let plan = Plan::with_profile(asc, players, [true; 3], &profile, &[character]).in_build(seeding);
                    let mut st = Staged::new(&plan, seed);
                    let want = full.neow().first().map(|o| o.options).filter(|o| !o[0].is_empty());
                    assert_eq!(st.neow().map(|o| o.options), want, "{seeding:?} {text} seed {seed}");
                    for i in [1, 0, 2] {
                        let a = &full.acts[i];
                        assert_eq!(st.data(i).id, a.id(), "{seeding:?} seed {seed}");
                        let picks = st.picks(i);
                        let l = *st.lists(i);
                        let ids = |list: &[u8]| list.iter().map(|&e| picks.id(e)).collect::<Vec<_>>();
                        assert_eq!(ids(l.monsters()), a.monsters.to_vec());
                        assert_eq!(ids(l.elites()), a.elites.to_vec());
                        assert_eq!(picks.id(l.boss), a.boss);
                        assert_eq!(st.ancient(i), a.ancient, "{seeding:?} seed {seed} act {}", i + 1);
                        let ev: Vec<_> = st.events(i).to_vec();
                        assert_eq!(ev.iter().map(|&k| st.event_id(i, k)).collect::<Vec<_>>(), a.events.to_vec());
                    }
                    assert_eq!(st.second_boss().map(|b| st.picks(2).id(b)), full.acts[2].second_boss);
                }
            }
        }
    }

    /// The same for profiles that lack unlocks (spec §12: fewer events, no
    /// Neow, Orobas or Darv, smaller relic bags, a forced Underdocks, no
    /// Kaleidoscope), each character: against [`super::run_start_with`].
    #[test]
    fn every_stage_equals_the_run_start_of_a_profile() {
        use super::super::run_start_with;
        let profiles = [
            "EVENT1,EVENT2,EVENT3",
            "NEOW",
            "OROBAS,DARV",
            "RELIC4,RELIC5,IRONCLAD6,SILENT3,DEFECT6",
            "SILENT1",
            "ACT.UNDERDOCKS",
            "EVENT1,EVENT2,EVENT3,RELIC4,RELIC5,IRONCLAD5,IRONCLAD6,SILENT6,REGENT5,REGENT6,NECROBINDER6,DEFECT6",
        ];
        for (n, text) in profiles.iter().enumerate() {
            let profile = Sts2Profile::parse(text).unwrap();
            for s in 0..120u64 {
                let seed = (s + 1000 * n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let (asc, players) = ((s % 12) as u8, 1 + (s % 4 == 0) as u8);
                let character = Sts2Character::ALL[(s % 5) as usize];
                let full = run_start_with(Seeding::Xxh64, seed, asc, &vec![character; usize::from(players)], &profile);
                let plan = Plan::with_profile(asc, players, [true; 3], &profile, &[character]);
                let mut st = Staged::new(&plan, seed);
                // Without Neow the run start holds an empty offer; the stage none.
                let want = full.neow().first().map(|o| o.options).filter(|o| !o[0].is_empty());
                assert_eq!(st.neow().map(|o| o.options), want, "{text} seed {seed}");
                for i in [2, 0, 1] {
                    let a = &full.acts[i];
                    assert_eq!(st.data(i).id, a.id(), "{text} seed {seed}");
                    let picks = st.picks(i);
                    let l = *st.lists(i);
                    assert_eq!(l.monsters().iter().map(|&e| picks.id(e)).collect::<Vec<_>>(), a.monsters.to_vec());
                    assert_eq!(picks.id(l.boss), a.boss);
                    assert_eq!(st.ancient(i), a.ancient, "{text} seed {seed} act {}", i + 1);
                    let ev: Vec<_> = st.events(i).to_vec();
                    assert_eq!(ev.iter().map(|&k| st.event_id(i, k)).collect::<Vec<_>>(), a.events.to_vec());
                }
                assert_eq!(st.second_boss().map(|b| st.picks(2).id(b)), full.acts[2].second_boss, "{text} seed {seed}");
            }
        }
    }
}
