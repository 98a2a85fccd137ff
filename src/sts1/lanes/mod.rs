//! Four act maps at once, for throughput: seed search and `spire-map
//! bench` generate maps by the million (through `sts1::ActBatch`). Built on
//! x86-64 with AVX2 only; elsewhere the batch makes the maps one by one.
//!
//! | file | spec | what |
//! |---|---|---|
//! | `simd` | | [`V`](simd::V): four 64-bit lanes in an AVX2 register |
//! | `paths` | §3.3-3.6 | the six walks of four maps in lock-step |
//! | `rooms` | §3.7-3.9 | node counts, the shuffle's draws, the room assignment |
//!
//! Every function does exactly what its one-map counterpart in
//! `crate::sts1` does; the tests (and `spire-map verify`) compare them.

mod paths;
mod rooms;
mod simd;

use super::{emerald, map_rng_seed, paths::Parents, rooms as one, GeneratedAct, Grid};
use crate::rng::GameRandom;

/// Shuffles the four room lists of `grids` with their generators: in the
/// lanes, or — for a list too long for them, or a draw libGDX may reject —
/// one map at a time, from the start of the shuffle.
fn shuffle(lists: &mut [one::RoomList; 4], rngs: &mut [GameRandom; 4], grids: [&mut Grid; 4], ascension_elites: bool) {
    let drawn = *rngs;
    if !rooms::shuffle(lists, rngs) {
        *rngs = drawn;
        for ((list, grid), rng) in lists.iter_mut().zip(grids).zip(rngs) {
            *list = one::room_list(grid, ascension_elites).1;
            list.shuffle(rng);
        }
    }
}

/// The lanes' buffers, kept from one batch to the next.
pub struct Scratch {
    walker: paths::Walker,
    lists: [one::RoomList; 4],
}

impl Scratch {
    /// Fresh buffers.
    pub fn new() -> Scratch {
        Scratch { walker: paths::Walker::new(), lists: [const { one::RoomList::new() }; 4] }
    }

    /// Generates four acts at once, `(seed, act)` each (acts 1-3), into
    /// `acts`, exactly as four calls of `sts1::generate_act` would. Every
    /// field of `acts` is written (the grids' padding rows stay empty).
    pub fn generate(
        &mut self,
        jobs: [(i64, u8); 4],
        ascension_elites: bool,
        burning_elite: bool,
        acts: &mut [GeneratedAct; 4],
    ) {
        let rngs = jobs.map(|(seed, act)| GameRandom::new(map_rng_seed(seed, act)));
        let (walker, lists) = (&mut self.walker, &mut self.lists);
        walker.reset();
        let mut rngs = paths::create_paths(walker, rngs, acts.each_mut().map(|a| &mut a.grid));
        let quotas = rooms::room_lists(acts.each_mut().map(|a| &mut a.grid), &walker.edges, ascension_elites, lists);
        shuffle(lists, &mut rngs, acts.each_mut().map(|a| &mut a.grid), ascension_elites);
        if !rooms::place(acts.each_mut().map(|a| &mut a.grid), &walker.edges, &walker.masks, lists) {
            for (l, (act, list)) in acts.iter_mut().zip(lists.iter()).enumerate() {
                let parents = Parents::from_mask_rows(&walker.masks.map(|row| row.lane(l)));
                one::place_list(&mut act.grid, &parents, list);
            }
        }
        for (((act, quotas), rng), (_, number)) in acts.iter_mut().zip(quotas).zip(&mut rngs).zip(jobs) {
            act.act = number;
            act.quotas = quotas;
            act.emerald = if burning_elite { emerald::pick(&act.grid, rng) } else { None };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::generate_act;
    use crate::sts1::testing::rejecting_at;

    fn seeds(n: usize) -> Vec<i64> {
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s as i64
            })
            .collect()
    }

    #[test]
    fn a_batch_makes_the_acts_four_single_calls_make() {
        // Acts 1-3, both quotas, with and without the burning elite; the
        // batch is reused, as seed search reuses it.
        let mut scratch = Scratch::new();
        let mut acts: [GeneratedAct; 4] = Default::default();
        for (i, chunk) in seeds(6000).chunks_exact(4).enumerate() {
            let jobs: [(i64, u8); 4] = std::array::from_fn(|l| (chunk[l], ((i + l) % 3) as u8 + 1));
            let (asc, burning) = (i % 2 == 0, i % 3 != 0);
            scratch.generate(jobs, asc, burning, &mut acts);
            for ((seed, act), got) in jobs.into_iter().zip(&acts) {
                assert_eq!(*got, generate_act(seed, act, asc, burning), "seed {seed} act {act} A1+ {asc}");
            }
        }
    }

    #[test]
    fn a_draw_the_lanes_decline_is_shuffled_one_map_at_a_time() {
        // Real grids and lists; generators whose draw number k of the
        // shuffle is all ones, in one lane at a time.
        let jobs = [(5, 1), (6, 2), (7, 3), (8, 1)];
        for k in [0, 1, 17, 40] {
            for lane in 0..4 {
                let mut grids: [Grid; 4] =
                    std::array::from_fn(|l| generate_act(jobs[l].0, jobs[l].1, true, false).grid);
                let mut lists: [one::RoomList; 4] = std::array::from_fn(|l| one::room_list(&mut grids[l], true).1);
                let mut rngs: [GameRandom; 4] = std::array::from_fn(|l| {
                    if l == lane {
                        rejecting_at(k, 77 + k as u64)
                    } else {
                        GameRandom::new(1000 + l as i64)
                    }
                });
                let mut expected = lists.clone();
                let mut expected_rngs = rngs;
                for (list, rng) in expected.iter_mut().zip(&mut expected_rngs) {
                    list.shuffle(rng);
                }
                assert!(!rooms::shuffle(&mut lists.clone(), &mut rngs.clone()), "the lanes decline draw {k}");
                shuffle(&mut lists, &mut rngs, grids.each_mut(), true);
                for l in 0..4 {
                    assert_eq!(lists[l].bytes()[..lists[l].len], expected[l].bytes()[..expected[l].len], "draw {k}");
                    assert_eq!(rngs[l], expected_rngs[l], "draw {k} lane {l}: generator");
                }
            }
        }
    }
}
