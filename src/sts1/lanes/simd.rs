//! [`V`]: four 64-bit lanes in one AVX2 register, one lane per map.
//!
//! Every operation is one (or a few) AVX2 instructions through `safe_arch`'s
//! safe wrappers, so the values stay in vector registers from one step to
//! the next, and this crate keeps `#![forbid(unsafe_code)]`.

use safe_arch::*;
use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

/// Four 64-bit lanes.
#[derive(Clone, Copy)]
pub struct V(m256i);

impl Default for V {
    #[inline(always)]
    fn default() -> V {
        V(zeroed_m256i())
    }
}

impl PartialEq for V {
    fn eq(&self, o: &V) -> bool {
        self.lanes() == o.lanes()
    }
}

impl Eq for V {}

impl std::fmt::Debug for V {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "V({:?})", self.lanes())
    }
}

impl V {
    /// `c` in every lane.
    #[inline(always)]
    pub fn splat(c: u64) -> V {
        V(set_splat_i64_m256i(c as i64))
    }

    /// The lanes `a[0]`, …, `a[3]`.
    #[inline(always)]
    pub fn from_lanes(a: [u64; 4]) -> V {
        V(m256i::from(a))
    }

    /// The four lanes.
    #[inline(always)]
    pub fn lanes(self) -> [u64; 4] {
        self.0.into()
    }

    /// Lane `l`.
    #[inline(always)]
    pub fn lane(self, l: usize) -> u64 {
        self.lanes()[l & 3]
    }

    /// Replaces lane `l` by `v`.
    #[inline(always)]
    pub fn set_lane(&mut self, l: usize, v: u64) {
        let mut a = self.lanes();
        a[l & 3] = v;
        *self = V::from_lanes(a);
    }

    /// Per-lane `self << s` (0 for `s` ≥ 64).
    #[inline(always)]
    pub fn shl_v(self, s: V) -> V {
        V(shl_each_u64_m256i(self.0, s.0))
    }

    /// Per-lane `self >> s` (0 for `s` ≥ 64).
    #[inline(always)]
    pub fn shr_v(self, s: V) -> V {
        V(shr_each_u64_m256i(self.0, s.0))
    }

    /// All ones where the lanes are equal.
    #[inline(always)]
    pub fn eq(self, o: V) -> V {
        V(cmp_eq_mask_i64_m256i(self.0, o.0))
    }

    /// All ones where `self > o` as signed numbers.
    #[inline(always)]
    pub fn gt(self, o: V) -> V {
        V(cmp_gt_mask_i64_m256i(self.0, o.0))
    }

    /// All ones in the lanes equal to zero.
    #[inline(always)]
    pub fn is_zero(self) -> V {
        self.eq(V::default())
    }

    /// `!self & o`, in one instruction.
    #[inline(always)]
    pub fn and_not(self, o: V) -> V {
        V(bitandnot_m256i(self.0, o.0))
    }

    /// `a` where `self` is all ones, `b` where it is zero.
    #[inline(always)]
    pub fn select(self, a: V, b: V) -> V {
        V(blend_varying_i8_m256i(b.0, a.0, self.0))
    }

    /// Per-lane signed maximum.
    #[inline(always)]
    pub fn max(self, o: V) -> V {
        self.gt(o).select(self, o)
    }

    /// Per-lane signed minimum.
    #[inline(always)]
    pub fn min(self, o: V) -> V {
        self.gt(o).select(o, self)
    }

    /// Per-lane product of the low 32 bits of each side.
    #[inline(always)]
    pub fn mul_low32(self, o: V) -> V {
        V(mul_u64_low_bits_m256i(self.0, o.0))
    }

    /// Per lane: the index of the highest set bit of a value below 2^52,
    /// -1023 for 0 — read off the exponent of the value as an `f64`.
    #[inline(always)]
    pub fn msb(self) -> V {
        let two_52 = set_splat_m256d(4_503_599_627_370_496.0);
        let f = sub_m256d(cast_to_m256d_from_m256i((self | 0x4330_0000_0000_0000).0), two_52);
        (V(cast_to_m256i_from_m256d(f)) >> 52) - V::splat(1023)
    }

    /// A byte value (below 256) in every byte of its lane.
    #[inline(always)]
    pub fn spread_byte(self) -> V {
        let t = (self & 0xFF).mul_low32(V::splat(0x0101_0101));
        t | (t << 32)
    }

    /// 0xFF in each non-zero byte, for bytes below 0x81.
    #[inline(always)]
    pub fn byte_ff(self) -> V {
        let h = (self + 0x7F7F_7F7F_7F7F_7F7F) & 0x8080_8080_8080_8080;
        (h << 1) - (h >> 7)
    }

    /// Whether any lane is non-zero.
    #[inline(always)]
    pub fn any(self) -> bool {
        testz_m256i(self.0, self.0) == 0
    }

    /// The lanes as four `f64` bit patterns (for the shuffle's division).
    #[inline(always)]
    pub fn to_f64(self) -> m256d {
        cast_to_m256d_from_m256i(self.0)
    }

    /// Four `f64` bit patterns as lanes.
    #[inline(always)]
    pub fn from_f64(f: m256d) -> V {
        V(cast_to_m256i_from_m256d(f))
    }
}

/// The positions of the bytes equal to `b` among 32: bit `i` for byte `i`.
#[inline(always)]
pub fn byte_positions(bytes: [u8; 32], b: u8) -> u32 {
    move_mask_i8_m256i(cmp_eq_mask_i8_m256i(m256i::from(bytes), set_splat_i8_m256i(b as i8))) as u32
}

macro_rules! lane_op {
    ($tr:ident, $f:ident, $intrinsic:ident) => {
        impl $tr for V {
            type Output = V;
            #[inline(always)]
            fn $f(self, o: V) -> V {
                V($intrinsic(self.0, o.0))
            }
        }
        impl $tr<u64> for V {
            type Output = V;
            #[inline(always)]
            fn $f(self, o: u64) -> V {
                V($intrinsic(self.0, V::splat(o).0))
            }
        }
    };
}
lane_op!(BitAnd, bitand, bitand_m256i);
lane_op!(BitOr, bitor, bitor_m256i);
lane_op!(BitXor, bitxor, bitxor_m256i);
lane_op!(Add, add, add_i64_m256i);
lane_op!(Sub, sub, sub_i64_m256i);

impl Not for V {
    type Output = V;
    #[inline(always)]
    fn not(self) -> V {
        self ^ u64::MAX
    }
}

impl Shl<u32> for V {
    type Output = V;
    #[inline(always)]
    fn shl(self, s: u32) -> V {
        V(shl_all_u64_m256i(self.0, m128i::from(u128::from(s))))
    }
}

impl Shr<u32> for V {
    type Output = V;
    #[inline(always)]
    fn shr(self, s: u32) -> V {
        V(shr_all_u64_m256i(self.0, m128i::from(u128::from(s))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_helpers() {
        let v = V::from_lanes([0, 1, 0x40, 0x7F]);
        assert_eq!(v.msb(), V::from_lanes([(-1023i64) as u64, 0, 6, 6]));
        assert_eq!(V::from_lanes([0x41, 0, 1, 0xFF]).spread_byte().lane(0), 0x4141_4141_4141_4141);
        assert_eq!(V::from_lanes([3, 5, 7, 9]).max(V::splat(4)), V::from_lanes([4, 5, 7, 9]));
        let m1 = (-1i64) as u64;
        assert_eq!(V::from_lanes([3, 5, 7, 9]).min(V::from_lanes([4, 4, 4, m1])), V::from_lanes([3, 4, 4, m1]));
        assert!(!V::default().any() && V::from_lanes([0, 0, 0, 1]).any());
        assert_eq!(
            V::from_lanes([0x40, 0, 0x0100, 0x7F00_0001]).byte_ff(),
            V::from_lanes([0xFF, 0, 0xFF00, 0xFF00_00FF])
        );
        assert_eq!(V::from_lanes([1, 2, 3, 4]).shl_v(V::from_lanes([0, 1, 63, 64])), V::from_lanes([1, 4, 1 << 63, 0]));
        assert_eq!(V::from_lanes([6, 6, 6, 6]).and_not(V::splat(3)), V::splat(1));
        let mut bytes = [0u8; 32];
        (bytes[0], bytes[5], bytes[31], bytes[6]) = (4, 4, 4, 8);
        assert_eq!((byte_positions(bytes, 4), byte_positions(bytes, 8)), (1 << 31 | 1 << 5 | 1, 1 << 6));
        let mut w = V::splat(7);
        w.set_lane(2, 9);
        assert_eq!((w.lane(2), w.lane(1), (w << 4).lane(0), (w >> 1).lane(3)), (9, 7, 112, 3));
    }
}
