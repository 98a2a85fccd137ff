//! Sixteen `RandomXS128` generators in lock-step (spec sts1.md §2.1), one per
//! map: map `l` is 64-bit lane `l / 8` of register `l % 8`.

use super::v::{lane64, V};
use crate::rng::RandomXS128;

/// The lanes of the map walk's draws, see [`Rng16::step_draw`].
pub const LANES: usize = 16;

/// The largest sum of the eight bytes of a 63-bit value below `2^63 - 2`,
/// the values `nextInt(3)` accepts: `7F FF FF FF FF FF FF FD` sums to 1 910.
/// A lane whose sum is larger may be a rejected draw and is looked at alone.
const MAX_ACCEPTED_SUM: u32 = 0x7F + 6 * 0xFF + 0xFD;

/// Sixteen generators.
#[derive(Clone, Copy)]
pub struct Rng16 {
    s0: [V; 8],
    s1: [V; 8],
}

/// The result of one draw of every lane for the walk's step, see
/// [`Rng16::step_draw`].
pub struct StepDraw {
    /// Byte `l`: `bits % 3` in bits 0-1 and `bits & 1` in bit 2 (bits 3-7
    /// are not defined), where `bits` is lane `l`'s `nextLong() >>> 1`.
    pub packed: V,
    /// Whether some lane may have drawn a value `nextInt(3)` rejects.
    pub maybe_rejected: bool,
}

impl Rng16 {
    /// The generators of `xs`, lane by lane.
    pub fn new(xs: [RandomXS128; LANES]) -> Rng16 {
        let s = |k: usize, h: usize| xs[8 * h + k].state();
        Rng16 {
            s0: std::array::from_fn(|k| V::from64(s(k, 0).0, s(k, 1).0)),
            s1: std::array::from_fn(|k| V::from64(s(k, 0).1, s(k, 1).1)),
        }
    }

    /// Lane `l`'s generator.
    pub fn get(&self, l: usize) -> RandomXS128 {
        let (k, h) = (l % 8, l / 8 % 2);
        let (a, b) = (self.s0[k], self.s1[k]);
        if h == 0 {
            RandomXS128::from_state(a.lane64::<0>(), b.lane64::<0>())
        } else {
            RandomXS128::from_state(a.lane64::<1>(), b.lane64::<1>())
        }
    }

    /// Replaces lane `l`'s generator.
    pub fn set(&mut self, l: usize, xs: RandomXS128) {
        let (k, h) = (l % 8, l / 8 % 2);
        let (s0, s1) = xs.state();
        let (a, b) = (self.s0[k], self.s1[k]);
        (self.s0[k], self.s1[k]) = if h == 0 {
            (V::from64(s0, a.lane64::<1>()), V::from64(s1, b.lane64::<1>()))
        } else {
            (V::from64(a.lane64::<0>(), s0), V::from64(b.lane64::<0>(), s1))
        };
    }

    /// `nextLong() >>> 1` of lane `l` alone (the other lanes' generators
    /// stay as they are): the generator's register is stepped in both its
    /// 64-bit lanes and the other lane's state put back.
    #[inline(always)]
    pub fn next_bits(&mut self, l: usize) -> u64 {
        let (k, h) = (l % 8, l / 8 % 2);
        let (mut a, b) = (self.s0[k], self.s1[k]);
        a = a.xor(a.shl64::<23>());
        let nb = a.xor(b).xor(a.shr64::<17>()).xor(b.shr64::<26>());
        let mine = V::from64(u64::from(h == 0).wrapping_neg(), u64::from(h == 1).wrapping_neg());
        self.s0[k] = b.select(self.s0[k], mine);
        self.s1[k] = nb.select(b, mine);
        lane64(nb.add64(b), h) >> 1
    }

    /// `nextInt(n)` of lane `l` alone (the start columns and the ancestor
    /// rule's re-rolls): libGDX's rejection loop on [`Rng16::next_bits`],
    /// as `RandomXS128::next_int`.
    #[inline(always)]
    pub fn next_int(&mut self, l: usize, n: u64) -> i32 {
        loop {
            let bits = self.next_bits(l);
            let value = bits % n;
            if (bits - value).wrapping_add(n - 1) < 1 << 63 {
                return value as i32;
            }
        }
    }

    /// One `nextLong()` in every lane, reduced to what the walk's step needs
    /// (`nextInt(3)` or `nextInt(2)`): see [`StepDraw`].
    ///
    /// `bits % 3` is the sum of `bits`'s eight bytes modulo 3 (256 ≡ 1), the
    /// sum (below 2 041) reduced by a multiplication: `t - 3 * (t * 683 >> 11)`,
    /// exact below 2 048 — four maps' sums at a time, two registers' worth
    /// gathered into one vector of 32-bit lanes, then narrowed to bytes.
    /// `nextInt(3)` rejects `bits` ≥ 2^63 - 2, whose bytes sum to 1 911 or
    /// 1 912, so a larger sum anywhere sends the draw to [`Rng16::get`] and
    /// the one-map code.
    #[inline(always)]
    pub fn step_draw(&mut self) -> StepDraw {
        let bits: [V; 8] = std::array::from_fn(|k| {
            let (mut a, b) = (self.s0[k], self.s1[k]);
            a = a.xor(a.shl64::<23>());
            let nb = a.xor(b).xor(a.shr64::<17>()).xor(b.shr64::<26>());
            self.s0[k] = b;
            self.s1[k] = nb;
            nb.add64(b).shr64::<1>()
        });
        let mut largest = V::zero();
        // Registers k and k + 1: the maps k, k + 8, k + 1, k + 9, a 32-bit lane each.
        let pair = |k: usize, largest: &mut V| {
            let (a, b) = (bits[k].extadd_pairs8().extadd_pairs16(), bits[k + 1].extadd_pairs8().extadd_pairs16());
            let t = a.even32(b).add32(a.odd32(b));
            *largest = largest.max_u32(t);
            let q = t.mul32(V::splat32(683)).shr32::<11>();
            let r = t.sub32(q.add32(q.shl32::<1>()));
            r.or(bits[k].even32(bits[k + 1]).shl32::<2>().and(V::splat32(4)))
        };
        let (p0, p2, p4, p6) =
            (pair(0, &mut largest), pair(2, &mut largest), pair(4, &mut largest), pair(6, &mut largest));
        // Bytes: maps 0, 8, 1, 9, …, 7, 15; put in order.
        const ORDER: [u8; 16] = [0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15];
        let packed = p0.narrow32(p2).narrow16(p4.narrow32(p6)).swizzle(V::from_bytes(ORDER));
        StepDraw { packed, maybe_rejected: largest.gt_u32(V::splat32(MAX_ACCEPTED_SUM)).any() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // Built for wasm32 (scripts/test's wasm-lanes step), the tests run on the real SIMD128
    // instructions, in Node, through wasm-bindgen-test-runner.
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn generators(salt: u64) -> [RandomXS128; LANES] {
        std::array::from_fn(|l| {
            RandomXS128::new((l as i64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15u64 as i64) ^ salt as i64)
        })
    }

    #[test]
    fn lanes_round_trip() {
        let xs = generators(3);
        let mut r = Rng16::new(xs);
        for (l, x) in xs.iter().enumerate() {
            assert_eq!(r.get(l), *x, "lane {l}");
        }
        let other = RandomXS128::new(77);
        r.set(9, other);
        assert_eq!(r.get(9), other);
        assert_eq!(r.get(1), xs[1], "the other half of the register is kept");
    }

    #[test]
    fn step_draws_are_the_remainders_of_next_long() {
        let mut xs = generators(11);
        let mut r = Rng16::new(xs);
        for _ in 0..2000 {
            let d = r.step_draw();
            assert!(!d.maybe_rejected);
            for (l, x) in xs.iter_mut().enumerate() {
                let bits = (x.next_long() as u64) >> 1;
                let b = d.packed.byte(l);
                assert_eq!(u64::from(b & 3), bits % 3, "lane {l}");
                assert_eq!(u64::from(b >> 2 & 1), bits & 1, "lane {l}");
                assert_eq!(r.get(l), *x);
            }
        }
    }

    #[test]
    fn one_lane_draws_alone() {
        let mut xs = generators(13);
        let mut r = Rng16::new(xs);
        for round in 0..300usize {
            let l = (round * 7) % LANES;
            let n = [2, 3, 7][round % 3];
            assert_eq!(r.next_int(l, n), xs[l].next_int(n as i32), "round {round}");
            for (l, x) in xs.iter().enumerate() {
                assert_eq!(r.get(l), *x, "round {round} lane {l}");
            }
        }
    }

    #[test]
    fn one_lane_draws_nextint3_again_where_libgdx_rejects() {
        for l in [0, 5, 8, 15] {
            let mut xs = generators(5);
            xs[l] = crate::sts1::testing::rejecting_at(0, 99 + l as u64).xs;
            let mut r = Rng16::new(xs);
            let mut want = xs[l];
            assert_eq!(r.next_int(l, 3), want.next_int(3), "lane {l}");
            assert_eq!(r.get(l), want, "lane {l}");
            let mut twice = xs[l];
            twice.next_long();
            twice.next_long();
            assert_eq!(r.get(l), twice, "lane {l} drew twice");
            let mut r = Rng16::new(xs);
            assert_eq!(r.next_int(l, 2), 1, "nextInt(2) takes the all-ones draw");
        }
    }

    #[test]
    fn the_byte_sum_reduction_is_exact_below_2048() {
        for t in 0..2048u32 {
            assert_eq!(t - 3 * ((t * 683) >> 11), t % 3, "{t}");
        }
    }

    #[test]
    fn a_draw_near_the_top_is_flagged() {
        // Lane 5's next draw is all ones: bits = 2^63 - 1.
        let mut xs = generators(5);
        xs[5] = crate::sts1::testing::rejecting_at(0, 99).xs;
        let mut r = Rng16::new(xs);
        assert!(r.step_draw().maybe_rejected);
        // Bytes summing to 1 910 at most are not.
        assert_eq!(MAX_ACCEPTED_SUM, 1910);
    }
}
