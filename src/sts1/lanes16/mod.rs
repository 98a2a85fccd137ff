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
//!
//! The rooms (§3.7-3.9) and the burning elite (§5) are then made one map at
//! a time by the one-map code: with a byte lane per map, the paths, where
//! the one-map code waits on one draw after another, get sixteen maps'
//! work per instruction, while the rooms' bit sets do not fit bytes.
//!
//! Every function does exactly what its one-map counterpart in
//! `crate::sts1` does; the tests compare them.

mod paths;
mod rng;
mod v;

pub use rng::LANES;

use super::{finish_act, map_rng_seed, paths::Parents, GeneratedAct, Grid};
use crate::rng::{GameRandom, RandomXS128};
use paths::{lane_rows, write_grid, Walker};
use rng::Rng16;

/// The lanes' buffers, kept from one batch to the next.
pub struct Scratch {
    walker: Walker,
}

impl Scratch {
    /// Fresh buffers.
    pub fn new() -> Scratch {
        Scratch { walker: Walker::new() }
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
        let walker = &mut self.walker;
        walker.reset();
        let mut rng = Rng16::new(jobs.map(|(seed, act)| RandomXS128::new(map_rng_seed(seed, act))));
        walker.create_paths(&mut rng);
        let edges: [[u64; LANES]; 14] = std::array::from_fn(|y| lane_rows(&walker.edges[y]));
        let masks: [[u64; LANES]; 16] = std::array::from_fn(|y| lane_rows(&walker.masks[y]));
        for (l, (out, (_, act))) in acts.iter_mut().zip(jobs).enumerate() {
            let mut grid = Grid::default();
            write_grid(&edges, walker.boss, l, &mut grid);
            let parents = Parents::from_mask_rows(&masks.map(|row| row[l]));
            let rng = GameRandom::from_parts(rng.get(l), walker.counters[l]);
            *out = finish_act(act, grid, &parents, rng, ascension_elites, burning_elite);
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

    #[test]
    fn a_batch_makes_the_acts_sixteen_single_calls_make() {
        // Acts 1-3, both quotas, with and without the burning elite; the
        // batch is reused, as seed search reuses it.
        let mut scratch = Scratch::new();
        let mut acts: [GeneratedAct; LANES] = Default::default();
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        for i in 0..400 {
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
