//! Sixteen act maps at once, for throughput in the WebAssembly build: seed
//! search and `bench_acts` make maps by the million (through
//! `sts1::ActBatch`). Built for `wasm32` with SIMD128 (the search module's
//! SIMD variant, `scripts/build-wasm`); compiled natively only for its
//! tests, on a lane-by-lane stand-in for each SIMD128 instruction.
//!
//! | file | spec | what |
//! |---|---|---|
//! | `v` | | [`V`](v::V): one `v128`, each operation one SIMD128 instruction |
//! | `rng` | §2.1 | sixteen `RandomXS128`s in eight pairs of `i64x2` registers |
//! | `paths` | §3.3-3.6 | the six walks of sixteen maps in lock-step, a byte lane per map |
//! | `rooms` | §3.8-3.9 | the room assignment of two maps at once, a 64-bit lane (a grid row) per map |
//!
//! With a byte lane per map, the paths, where the one-map code waits on one
//! draw after another, get sixteen maps' work per instruction. The rooms'
//! bit sets do not fit bytes: after an 8 x 16 byte transpose that turns the
//! vectors of nodes into vectors of two maps' rows, the rooms are assigned
//! two maps at a time. The room lists (§3.7; the node counts they start
//! from are taken in the lanes), their shuffle and the burning elite (§5)
//! are made one map at a time by the one-map code.
//!
//! Every function does exactly what its one-map counterpart in
//! `crate::sts1` does; the tests compare them.

mod paths;
mod rng;
mod rooms;
mod v;

pub use rng::LANES;

use super::grid::TOP_ROW;
use super::rooms::{self as one, RoomList};
use super::{emerald, map_rng_seed, paths::Parents, GeneratedAct};
use crate::rng::{GameRandom, RandomXS128};
use paths::{lane_pairs, write_pair, Walker};
use rng::Rng16;
use v::{lane64, V};

/// The lanes' buffers, kept from one batch to the next.
pub struct Scratch {
    walker: Walker,
    /// The rows of edges and parent masks of the sixteen maps, two to a
    /// vector (see `paths::lane_pairs`).
    edges: [[V; LANES / 2]; TOP_ROW],
    masks: [[V; LANES / 2]; 16],
    lists: [RoomList; LANES],
    /// The room assignment's position tables (see `rooms::place`).
    tables: [[u64; 32]; 2],
}

impl Scratch {
    /// Fresh buffers.
    pub fn new() -> Scratch {
        Scratch {
            walker: Walker::new(),
            edges: [[V::zero(); LANES / 2]; TOP_ROW],
            masks: [[V::zero(); LANES / 2]; 16],
            lists: [const { RoomList::new() }; LANES],
            tables: [[0; 32]; 2],
        }
    }

    /// Generates sixteen acts at once, `(seed, act)` each (acts 1-3), into
    /// `acts`, exactly as sixteen calls of `sts1::generate_act` would.
    pub fn generate(
        &mut self,
        jobs: [(i64, u8); LANES],
        ascension_elites: bool,
        burning_elite: bool,
        acts: &mut [GeneratedAct; LANES],
    ) {
        let Scratch { walker, edges, masks, lists, tables } = self;
        walker.reset();
        let mut rng = Rng16::new(jobs.map(|(seed, act)| RandomXS128::new(map_rng_seed(seed, act))));
        walker.create_paths(&mut rng);
        for (out, cols) in edges.iter_mut().zip(&walker.edges) {
            lane_pairs(cols, out);
        }
        for (out, cols) in masks.iter_mut().zip(&walker.masks) {
            lane_pairs(cols, out);
        }
        let (counted, open) = walker.node_counts();
        let mut rngs: [GameRandom; LANES] =
            std::array::from_fn(|l| GameRandom::from_parts(rng.get(l), walker.counters[l]));
        for (p, pair) in acts.chunks_exact_mut(2).enumerate() {
            let [a, b] = pair else { continue };
            write_pair(edges, walker.boss, p, [&mut a.grid, &mut b.grid]);
        }
        for (l, ((out, (_, act)), list)) in acts.iter_mut().zip(jobs).zip(lists.iter_mut()).enumerate() {
            // Every row the generator draws is written: the edges above, the
            // rooms by the list and the assignment (row 15 is padding, never
            // written, so it stays empty). The list's node counts come from
            // the lanes.
            out.act = act;
            let (n, open) = (counted.byte(l).into(), open.byte(l).into());
            out.quotas = one::counted_room_list(&mut out.grid, n, open, ascension_elites, list);
            list.shuffle(&mut rngs[l]);
        }
        for (p, (pair, lists)) in acts.chunks_exact_mut(2).zip(lists.chunks_exact(2)).enumerate() {
            let [a, b] = pair else { continue };
            if !rooms::place(edges, masks, p, [&lists[0], &lists[1]], [&mut a.grid, &mut b.grid], tables) {
                for (h, (act, list)) in pair.iter_mut().zip(lists).enumerate() {
                    let parents = Parents::from_mask_rows(&masks.map(|row| lane64(row[p], h)));
                    one::place_list(&mut act.grid, &parents, list);
                }
            }
        }
        for (act, rng) in acts.iter_mut().zip(&mut rngs) {
            act.emerald = if burning_elite { emerald::pick(&act.grid, rng) } else { None };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // Built for wasm32 (scripts/test's wasm-lanes step), the tests run on the real SIMD128
    // instructions, in Node, through wasm-bindgen-test-runner.
    use crate::sts1::generate_act;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// The rounds of a sampling test: all of them on the real SIMD128 instructions (wasm32, the
    /// wasm-lanes step, about 3 s for every lane test), a quarter natively, where each instruction
    /// is a lane-by-lane stand-in in an unoptimised test build (the full count took 47 s there).
    pub(super) fn rounds(wasm32: usize) -> usize {
        if cfg!(target_arch = "wasm32") {
            wasm32
        } else {
            wasm32 / 4
        }
    }

    #[test]
    fn a_batch_makes_the_acts_sixteen_single_calls_make() {
        // Acts 1-3, both quotas, with and without the burning elite; the
        // batch is reused, as seed search reuses it.
        let mut scratch = Scratch::new();
        let mut acts: [GeneratedAct; LANES] = Default::default();
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        for i in 0..rounds(400) {
            let jobs: [(i64, u8); LANES] = std::array::from_fn(|l| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                (s as i64, ((i + l) % 3) as u8 + 1)
            });
            let (asc, burning) = (i % 2 == 0, i % 3 != 0);
            scratch.generate(jobs, asc, burning, &mut acts);
            for ((seed, act), got) in jobs.into_iter().zip(&acts) {
                assert_eq!(*got, generate_act(seed, act, asc, burning), "seed {seed} act {act} A1+ {asc}");
            }
        }
    }
}
