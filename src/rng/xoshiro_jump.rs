//! A jump of a fixed number of [`MegaRandom`] steps, precomputed, for draws
//! whose values nothing reads (the seed search skips Slay the Spire 2's
//! relic-bag draws this way: 230 of them before every act's lists).
//!
//! xoshiro256**'s state transition is linear over GF(2), so `n` steps are
//! one 256 × 256 bit matrix applied to the state. The matrix is kept as 64
//! tables of 16 rows, one per 4-bit group of the state: a jump is 64 table
//! reads and XORs, independent of each other, where `n` steps are a chain of
//! `n` dependent ones. (`rand_xoshiro`'s `jump` and `long_jump` only cover
//! 2^128 and 2^192 steps; this one is for any `n`, so it is written here.)
//! A test checks it against stepping, for several `n` and states.

use super::MegaRandom;

/// `n` steps of [`MegaRandom`] in one go.
#[derive(Clone, Debug)]
pub struct Jump {
    /// `rows[16 * g + v]`: the state that `v` in 4-bit group `g` of the
    /// state (bits `4g..4g+4` of the 256, word by word) becomes after `n` steps.
    rows: Box<[[u64; 4]]>,
    steps: u32,
}

impl Jump {
    /// The jump of `steps` steps (built by stepping each of the 256 unit
    /// states `steps` times).
    pub fn new(steps: u32) -> Jump {
        let unit = |bit: usize| {
            let mut s = [0u64; 4];
            s[bit / 64] = 1 << (bit % 64);
            let mut r = MegaRandom::from_state(s);
            for _ in 0..steps {
                r.next_u64();
            }
            r.state()
        };
        let columns: Vec<[u64; 4]> = (0..256).map(unit).collect();
        let mut rows = vec![[0u64; 4]; 64 * 16].into_boxed_slice();
        for g in 0..64 {
            for v in 0..16 {
                let row = &mut rows[16 * g + v];
                for b in (0..4).filter(|b| v >> b & 1 == 1) {
                    let c = columns[4 * g + b];
                    (0..4).for_each(|w| row[w] ^= c[w]);
                }
            }
        }
        Jump { rows, steps }
    }

    /// How many steps the jump takes.
    pub fn steps(&self) -> u32 {
        self.steps
    }

    /// The state of `r` after the jump's steps.
    #[inline]
    pub fn apply(&self, r: &MegaRandom) -> MegaRandom {
        let mut out = [0u64; 4];
        for (w, &word) in r.state().iter().enumerate() {
            for g in 0..16 {
                let row = &self.rows[16 * (16 * w + g) + (word >> (4 * g) & 15) as usize];
                (0..4).for_each(|k| out[k] ^= row[k]);
            }
        }
        MegaRandom::from_state(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jump_equals_stepping() {
        for steps in [0, 1, 2, 17, 230, 348] {
            let jump = Jump::new(steps);
            assert_eq!(jump.steps(), steps);
            for seed in [0u64, 1, 0xDEAD_BEEF, u64::MAX, 1912476647679082112] {
                let mut stepped = MegaRandom::new(seed);
                for _ in 0..steps {
                    stepped.next_u64();
                }
                assert_eq!(jump.apply(&MegaRandom::new(seed)), stepped, "{steps} steps from {seed}");
            }
        }
    }
}
