//! [`V`]: one 128-bit vector, read as sixteen bytes, eight 16-bit, four
//! 32-bit or two 64-bit lanes as each operation says — WebAssembly SIMD128's
//! `v128`, with the operations this module's generator uses, each named after
//! the WebAssembly instruction it is.
//!
//! Built for `wasm32` with `simd128` enabled, every operation is that one
//! instruction through `core::arch::wasm32`, whose SIMD intrinsics are safe
//! functions there (values come in and out through lane constructors and
//! extracts, never through pointers), so the crate keeps
//! `#![forbid(unsafe_code)]`. Elsewhere (the native tests) each operation is
//! written out lane by lane from the WebAssembly specification, so that the
//! tests run exactly the sequence of operations the wasm build runs.

pub use imp::V;

/// 64-bit lane `h` (0 or 1; a run-time index) of `v`.
#[inline(always)]
pub fn lane64(v: V, h: usize) -> u64 {
    if h == 0 {
        v.lane64::<0>()
    } else {
        v.lane64::<1>()
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod imp {
    use core::arch::wasm32::*;

    /// A `v128`.
    #[derive(Clone, Copy)]
    pub struct V(v128);

    impl V {
        /// All zero.
        #[inline(always)]
        pub fn zero() -> V {
            V(u64x2_splat(0))
        }
        /// `b` in every byte.
        #[inline(always)]
        pub fn splat8(b: u8) -> V {
            V(u8x16_splat(b))
        }
        /// `w` in both 64-bit lanes.
        #[inline(always)]
        pub fn splat64(w: u64) -> V {
            V(u64x2_splat(w))
        }
        /// `w` in all four 32-bit lanes.
        #[inline(always)]
        pub fn splat32(w: u32) -> V {
            V(u32x4_splat(w))
        }
        /// The 64-bit lanes `a` (lane 0) and `b`.
        #[inline(always)]
        pub fn from64(a: u64, b: u64) -> V {
            V(u64x2(a, b))
        }
        /// The sixteen bytes, byte 0 first.
        #[inline(always)]
        pub fn from_bytes(b: [u8; 16]) -> V {
            V(u8x16(
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15],
            ))
        }
        /// 64-bit lane `H` (0 or 1).
        #[inline(always)]
        pub fn lane64<const H: usize>(self) -> u64 {
            u64x2_extract_lane::<H>(self.0)
        }
        /// Byte `l` (below 16; a run-time index).
        #[inline(always)]
        pub fn byte(self, l: usize) -> u8 {
            u8x16_extract_lane::<0>(u8x16_swizzle(self.0, u8x16_splat(l as u8)))
        }
        /// `i8x16.extract_lane_u` of byte `L`.
        #[inline(always)]
        pub fn byte_at<const L: usize>(self) -> u8 {
            u8x16_extract_lane::<L>(self.0)
        }
        /// `i8x16.replace_lane` of byte `L` by `b`.
        #[inline(always)]
        pub fn with_byte_at<const L: usize>(self, b: u8) -> V {
            V(u8x16_replace_lane::<L>(self.0, b))
        }
        /// `self` with byte `l` (below 16; a run-time index) replaced by `b`.
        #[inline(always)]
        pub fn with_byte(self, l: usize, b: u8) -> V {
            const INDEX: v128 = u8x16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
            V(v128_bitselect(u8x16_splat(b), self.0, i8x16_eq(INDEX, u8x16_splat(l as u8))))
        }
        /// `i8x16.bitmask`: bit `l` set iff byte `l`'s top bit is.
        #[inline(always)]
        pub fn bitmask8(self) -> u16 {
            u8x16_bitmask(self.0)
        }
        /// `v128.and`.
        #[inline(always)]
        pub fn and(self, o: V) -> V {
            V(v128_and(self.0, o.0))
        }
        /// `v128.or`.
        #[inline(always)]
        pub fn or(self, o: V) -> V {
            V(v128_or(self.0, o.0))
        }
        /// `v128.xor`.
        #[inline(always)]
        pub fn xor(self, o: V) -> V {
            V(v128_xor(self.0, o.0))
        }
        /// `v128.andnot`: `self & !o`.
        #[inline(always)]
        pub fn andnot(self, o: V) -> V {
            V(v128_andnot(self.0, o.0))
        }
        /// `v128.bitselect`: the bits of `self` where `m` is set, of `o` elsewhere.
        #[inline(always)]
        pub fn select(self, o: V, m: V) -> V {
            V(v128_bitselect(self.0, o.0, m.0))
        }
        /// `v128.any_true`.
        #[inline(always)]
        pub fn any(self) -> bool {
            v128_any_true(self.0)
        }
        /// `i8x16.eq`.
        #[inline(always)]
        pub fn eq8(self, o: V) -> V {
            V(i8x16_eq(self.0, o.0))
        }
        /// `i8x16.add`.
        #[inline(always)]
        pub fn add8(self, o: V) -> V {
            V(i8x16_add(self.0, o.0))
        }
        /// `i8x16.sub`.
        #[inline(always)]
        pub fn sub8(self, o: V) -> V {
            V(i8x16_sub(self.0, o.0))
        }
        /// `i8x16.neg`.
        #[inline(always)]
        pub fn neg8(self) -> V {
            V(i8x16_neg(self.0))
        }
        /// `i8x16.max_s`.
        #[inline(always)]
        pub fn max_s8(self, o: V) -> V {
            V(i8x16_max(self.0, o.0))
        }
        /// `i8x16.min_s`.
        #[inline(always)]
        pub fn min_s8(self, o: V) -> V {
            V(i8x16_min(self.0, o.0))
        }
        /// `i8x16.max_u`.
        #[inline(always)]
        pub fn max_u8(self, o: V) -> V {
            V(u8x16_max(self.0, o.0))
        }
        /// `i8x16.shr_u` by 4.
        #[inline(always)]
        pub fn shr8_4(self) -> V {
            V(u8x16_shr(self.0, 4))
        }
        /// `i8x16.swizzle`: byte `i` is byte `idx[i]` of `self`, 0 if that is 16 or more.
        #[inline(always)]
        pub fn swizzle(self, idx: V) -> V {
            V(u8x16_swizzle(self.0, idx.0))
        }
        /// `i16x8.extadd_pairwise_i8x16_u`.
        #[inline(always)]
        pub fn extadd_pairs8(self) -> V {
            V(u16x8_extadd_pairwise_u8x16(self.0))
        }
        /// `i32x4.extadd_pairwise_i16x8_s`.
        #[inline(always)]
        pub fn extadd_pairs16(self) -> V {
            V(i32x4_extadd_pairwise_i16x8(self.0))
        }
        /// `i32x4.add`.
        #[inline(always)]
        pub fn add32(self, o: V) -> V {
            V(i32x4_add(self.0, o.0))
        }
        /// `i32x4.sub`.
        #[inline(always)]
        pub fn sub32(self, o: V) -> V {
            V(i32x4_sub(self.0, o.0))
        }
        /// `i32x4.mul`.
        #[inline(always)]
        pub fn mul32(self, o: V) -> V {
            V(i32x4_mul(self.0, o.0))
        }
        /// `i32x4.shl` by `N`.
        #[inline(always)]
        pub fn shl32<const N: u32>(self) -> V {
            V(i32x4_shl(self.0, N))
        }
        /// `i32x4.shr_u` by `N`.
        #[inline(always)]
        pub fn shr32<const N: u32>(self) -> V {
            V(u32x4_shr(self.0, N))
        }
        /// `i32x4.max_u`.
        #[inline(always)]
        pub fn max_u32(self, o: V) -> V {
            V(u32x4_max(self.0, o.0))
        }
        /// `i32x4.gt_u`.
        #[inline(always)]
        pub fn gt_u32(self, o: V) -> V {
            V(u32x4_gt(self.0, o.0))
        }
        /// `i64x2.shl` by `n` (below 64; a constant once unrolled).
        #[inline(always)]
        pub fn shl64_by(self, n: u32) -> V {
            V(i64x2_shl(self.0, n))
        }
        /// `i64x2.shr_u` by `n` (below 64; a constant once unrolled).
        #[inline(always)]
        pub fn shr64_by(self, n: u32) -> V {
            V(u64x2_shr(self.0, n))
        }
        /// `i64x2.add`.
        #[inline(always)]
        pub fn add64(self, o: V) -> V {
            V(i64x2_add(self.0, o.0))
        }
        /// `i64x2.shl` by `N`.
        #[inline(always)]
        pub fn shl64<const N: u32>(self) -> V {
            V(i64x2_shl(self.0, N))
        }
        /// `i64x2.shr_u` by `N`.
        #[inline(always)]
        pub fn shr64<const N: u32>(self) -> V {
            V(u64x2_shr(self.0, N))
        }
        /// `i8x16.shuffle` of the even 32-bit lanes of `self`, then of `o`.
        #[inline(always)]
        pub fn even32(self, o: V) -> V {
            V(i32x4_shuffle::<0, 2, 4, 6>(self.0, o.0))
        }
        /// `i8x16.shuffle` of the odd 32-bit lanes of `self`, then of `o`.
        #[inline(always)]
        pub fn odd32(self, o: V) -> V {
            V(i32x4_shuffle::<1, 3, 5, 7>(self.0, o.0))
        }
        /// `i16x8.narrow_i32x4_u`: the 32-bit lanes of `self`, then of `o`,
        /// as 16-bit lanes (saturated).
        #[inline(always)]
        pub fn narrow32(self, o: V) -> V {
            V(u16x8_narrow_i32x4(self.0, o.0))
        }
        /// `i8x16.narrow_i16x8_u`: the 16-bit lanes of `self`, then of `o`,
        /// as bytes (saturated).
        #[inline(always)]
        pub fn narrow16(self, o: V) -> V {
            V(u8x16_narrow_i16x8(self.0, o.0))
        }
        /// `i8x16.shuffle` 0, 16, 1, 17, …, 7, 23: the low bytes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_lo8(self, o: V) -> V {
            V(i8x16_shuffle::<0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23>(self.0, o.0))
        }
        /// The high bytes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_hi8(self, o: V) -> V {
            V(i8x16_shuffle::<8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31>(self.0, o.0))
        }
        /// The low 16-bit lanes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_lo16(self, o: V) -> V {
            V(i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(self.0, o.0))
        }
        /// The high 16-bit lanes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_hi16(self, o: V) -> V {
            V(i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(self.0, o.0))
        }
        /// The low 32-bit lanes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_lo32(self, o: V) -> V {
            V(i32x4_shuffle::<0, 4, 1, 5>(self.0, o.0))
        }
        /// The high 32-bit lanes of `self` and `o` interleaved.
        #[inline(always)]
        pub fn unpack_hi32(self, o: V) -> V {
            V(i32x4_shuffle::<2, 6, 3, 7>(self.0, o.0))
        }
    }
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod imp {
    /// Sixteen bytes, with each WebAssembly operation written out lane by lane.
    #[derive(Clone, Copy)]
    pub struct V([u8; 16]);

    /// Lane `i` of width `w` bytes (little-endian), as a `u64`.
    fn get(v: &[u8; 16], w: usize, i: usize) -> u64 {
        (0..w).fold(0, |a, b| a | u64::from(v[i * w + b]) << (8 * b))
    }

    /// Lane-wise map over lanes of `w` bytes.
    fn map2(a: V, b: V, w: usize, f: impl Fn(u64, u64) -> u64) -> V {
        let mut out = [0u8; 16];
        for i in 0..16 / w {
            let r = f(get(&a.0, w, i), get(&b.0, w, i));
            for k in 0..w {
                out[i * w + k] = (r >> (8 * k)) as u8;
            }
        }
        V(out)
    }

    /// The mask of a lane of `w` bytes.
    fn ones(w: usize) -> u64 {
        u64::MAX >> (64 - 8 * w)
    }

    /// Sign-extends a lane of `w` bytes.
    fn signed(x: u64, w: usize) -> i64 {
        ((x << (64 - 8 * w)) as i64) >> (64 - 8 * w)
    }

    impl V {
        pub fn zero() -> V {
            V([0; 16])
        }
        pub fn splat8(b: u8) -> V {
            V([b; 16])
        }
        pub fn splat64(w: u64) -> V {
            V::from64(w, w)
        }
        pub fn splat32(w: u32) -> V {
            let b = w.to_le_bytes();
            V(std::array::from_fn(|i| b[i % 4]))
        }
        pub fn from64(a: u64, b: u64) -> V {
            let (a, b) = (a.to_le_bytes(), b.to_le_bytes());
            V(std::array::from_fn(|i| if i < 8 { a[i] } else { b[i - 8] }))
        }
        pub fn from_bytes(b: [u8; 16]) -> V {
            V(b)
        }
        pub fn lane64<const H: usize>(self) -> u64 {
            get(&self.0, 8, H)
        }
        pub fn byte(self, l: usize) -> u8 {
            self.0[l]
        }
        pub fn byte_at<const L: usize>(self) -> u8 {
            self.0[L]
        }
        pub fn with_byte_at<const L: usize>(self, b: u8) -> V {
            self.with_byte(L, b)
        }
        pub fn with_byte(self, l: usize, b: u8) -> V {
            let mut v = self.0;
            v[l] = b;
            V(v)
        }
        pub fn bitmask8(self) -> u16 {
            (0..16).fold(0, |m, l| m | u16::from(self.0[l] >> 7) << l)
        }
        pub fn and(self, o: V) -> V {
            map2(self, o, 8, |a, b| a & b)
        }
        pub fn or(self, o: V) -> V {
            map2(self, o, 8, |a, b| a | b)
        }
        pub fn xor(self, o: V) -> V {
            map2(self, o, 8, |a, b| a ^ b)
        }
        pub fn andnot(self, o: V) -> V {
            map2(self, o, 8, |a, b| a & !b)
        }
        pub fn select(self, o: V, m: V) -> V {
            V(std::array::from_fn(|i| (self.0[i] & m.0[i]) | (o.0[i] & !m.0[i])))
        }
        pub fn any(self) -> bool {
            self.0.iter().any(|&b| b != 0)
        }
        pub fn eq8(self, o: V) -> V {
            map2(self, o, 1, |a, b| if a == b { 0xFF } else { 0 })
        }
        pub fn add8(self, o: V) -> V {
            map2(self, o, 1, |a, b| a.wrapping_add(b))
        }
        pub fn sub8(self, o: V) -> V {
            map2(self, o, 1, |a, b| a.wrapping_sub(b))
        }
        pub fn neg8(self) -> V {
            V::zero().sub8(self)
        }
        pub fn max_s8(self, o: V) -> V {
            map2(self, o, 1, |a, b| if signed(a, 1) >= signed(b, 1) { a } else { b })
        }
        pub fn min_s8(self, o: V) -> V {
            map2(self, o, 1, |a, b| if signed(a, 1) <= signed(b, 1) { a } else { b })
        }
        pub fn max_u8(self, o: V) -> V {
            map2(self, o, 1, |a, b| a.max(b))
        }
        pub fn shr8_4(self) -> V {
            V(self.0.map(|b| b >> 4))
        }
        pub fn swizzle(self, idx: V) -> V {
            V(idx.0.map(|i| if i < 16 { self.0[usize::from(i)] } else { 0 }))
        }
        pub fn extadd_pairs8(self) -> V {
            let mut out = [0u8; 16];
            for i in 0..8 {
                let s = u16::from(self.0[2 * i]) + u16::from(self.0[2 * i + 1]);
                out[2 * i..2 * i + 2].copy_from_slice(&s.to_le_bytes());
            }
            V(out)
        }
        pub fn extadd_pairs16(self) -> V {
            let mut out = [0u8; 16];
            for i in 0..4 {
                let s = signed(get(&self.0, 2, 2 * i), 2) + signed(get(&self.0, 2, 2 * i + 1), 2);
                out[4 * i..4 * i + 4].copy_from_slice(&(s as i32).to_le_bytes());
            }
            V(out)
        }
        pub fn add32(self, o: V) -> V {
            map2(self, o, 4, |a, b| a.wrapping_add(b) & ones(4))
        }
        pub fn sub32(self, o: V) -> V {
            map2(self, o, 4, |a, b| a.wrapping_sub(b) & ones(4))
        }
        pub fn mul32(self, o: V) -> V {
            map2(self, o, 4, |a, b| a.wrapping_mul(b) & ones(4))
        }
        pub fn shl32<const N: u32>(self) -> V {
            map2(self, self, 4, |a, _| (a << (N % 32)) & ones(4))
        }
        pub fn shr32<const N: u32>(self) -> V {
            map2(self, self, 4, |a, _| a >> (N % 32))
        }
        pub fn max_u32(self, o: V) -> V {
            map2(self, o, 4, |a, b| a.max(b))
        }
        pub fn gt_u32(self, o: V) -> V {
            map2(self, o, 4, |a, b| if a > b { ones(4) } else { 0 })
        }
        pub fn shl64_by(self, n: u32) -> V {
            map2(self, self, 8, |a, _| a << (n % 64))
        }
        pub fn shr64_by(self, n: u32) -> V {
            map2(self, self, 8, |a, _| a >> (n % 64))
        }
        pub fn add64(self, o: V) -> V {
            map2(self, o, 8, |a, b| a.wrapping_add(b))
        }
        pub fn shl64<const N: u32>(self) -> V {
            map2(self, self, 8, |a, _| a << (N % 64))
        }
        pub fn shr64<const N: u32>(self) -> V {
            map2(self, self, 8, |a, _| a >> (N % 64))
        }
        /// Interleaves lanes of `w` bytes from the low (`hi` false) or high half.
        fn unpack(self, o: V, w: usize, hi: bool) -> V {
            let mut out = [0u8; 16];
            let half = 8 / w;
            for i in 0..half {
                let src = i + if hi { half } else { 0 };
                out[2 * i * w..(2 * i + 1) * w].copy_from_slice(&self.0[src * w..(src + 1) * w]);
                out[(2 * i + 1) * w..(2 * i + 2) * w].copy_from_slice(&o.0[src * w..(src + 1) * w]);
            }
            V(out)
        }
        pub fn even32(self, o: V) -> V {
            let w = |v: &V, i: usize| get(&v.0, 4, i);
            let lanes = [w(&self, 0), w(&self, 2), w(&o, 0), w(&o, 2)];
            V::with_lanes32(lanes)
        }
        pub fn odd32(self, o: V) -> V {
            let w = |v: &V, i: usize| get(&v.0, 4, i);
            let lanes = [w(&self, 1), w(&self, 3), w(&o, 1), w(&o, 3)];
            V::with_lanes32(lanes)
        }
        /// The four 32-bit lanes `w`.
        fn with_lanes32(w: [u64; 4]) -> V {
            V(std::array::from_fn(|i| (w[i / 4] >> (8 * (i % 4))) as u8))
        }
        pub fn narrow32(self, o: V) -> V {
            let sat = |x: u64| signed(x, 4).clamp(0, 0xFFFF) as u16;
            let lanes: [u16; 8] =
                std::array::from_fn(|i| sat(if i < 4 { get(&self.0, 4, i) } else { get(&o.0, 4, i - 4) }));
            V(std::array::from_fn(|i| (lanes[i / 2] >> (8 * (i % 2))) as u8))
        }
        pub fn narrow16(self, o: V) -> V {
            let sat = |x: u64| signed(x, 2).clamp(0, 0xFF) as u8;
            V(std::array::from_fn(|i| sat(if i < 8 { get(&self.0, 2, i) } else { get(&o.0, 2, i - 8) })))
        }
        pub fn unpack_lo8(self, o: V) -> V {
            self.unpack(o, 1, false)
        }
        pub fn unpack_hi8(self, o: V) -> V {
            self.unpack(o, 1, true)
        }
        pub fn unpack_lo16(self, o: V) -> V {
            self.unpack(o, 2, false)
        }
        pub fn unpack_hi16(self, o: V) -> V {
            self.unpack(o, 2, true)
        }
        pub fn unpack_lo32(self, o: V) -> V {
            self.unpack(o, 4, false)
        }
        pub fn unpack_hi32(self, o: V) -> V {
            self.unpack(o, 4, true)
        }
    }
}
