//! The game's `Rng` wrapper (`MegaCrit.Sts2.Core.Random.Rng`) over
//! [`MegaRandom`], with the draws the map generator and the run use, and the
//! named streams.
//!
//! * A named stream `Rng(runSeed, name)` is `MegaRandom` seeded with the
//!   stream seed of [`Seeding::stream_seed`]: `runSeed + XXH64(name)` in the
//!   builds v0.109-v0.111 (era E3, what [`Rng::named`] and [`Rng::act_map`]
//!   use), `uint32(runSeed + uint32(H32(name)))` in the xoshiro builds up to
//!   v0.108 (era E2; [`Rng::named_in`], [`Rng::act_map_in`]).
//! * Act `n`'s map stream is named `act_{n}_map`.
//! * `NextDouble` is `(u >> 11)·2^-53` of one 64-bit output; `NextInt(max)`
//!   truncates `NextDouble·max`; `NextFloat` rounds `NextDouble` to float32;
//!   `NextGaussianInt` is Box-Muller with two draws per attempt, rounded half
//!   to even and redrawn until in range; `UnstableShuffle` is Fisher-Yates
//!   from the back (`len - 1` draws); `StableShuffle` sorts first.
//!
//! Reference: spec sts2.md §3.3 (named streams per era) and §3.4 (the wrapper
//! methods, the shuffles); spec sts2-run.md §1.3 (`NextFloat`).

use super::seed::Seeding;
use crate::rng::MegaRandom;

/// One of the game's random streams in the current builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng {
    inner: MegaRandom,
}

/// The seed of the named stream `Rng(runSeed, name)` in era E3:
/// `runSeed + H64(name)`, wrapping modulo 2^64 ([`Seeding::stream_seed`] of
/// [`Seeding::Xxh64`]).
#[inline]
pub fn stream_seed(run_seed: u64, name: &str) -> u64 {
    Seeding::Xxh64.stream_seed(run_seed, name)
}

/// The name of act `act`'s map stream (1-based): `act_1_map`, `act_2_map`, …
/// It is written into a small stack buffer, so asking for it allocates nothing.
pub fn act_map_stream_name(act: u8) -> ActStreamName {
    let mut name = ActStreamName { buf: [0; 11], len: 0 };
    name.push(b"act_");
    if act >= 100 {
        name.push(&[b'0' + act / 100]);
    }
    if act >= 10 {
        name.push(&[b'0' + act / 10 % 10]);
    }
    name.push(&[b'0' + act % 10]);
    name.push(b"_map");
    name
}

/// A stream name built by [`act_map_stream_name`].
#[derive(Clone, Copy, Debug)]
pub struct ActStreamName {
    buf: [u8; 11],
    len: usize,
}

impl ActStreamName {
    fn push(&mut self, bytes: &[u8]) {
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        // Only ASCII digits and letters are ever written.
        std::str::from_utf8(&self.buf[..self.len]).unwrap_or("act_map")
    }
}

impl Rng {
    /// `new Rng(seed)`: a stream over `MegaRandom(seed)`.
    #[inline]
    pub const fn new(seed: u64) -> Self {
        Rng { inner: MegaRandom::new(seed) }
    }

    /// `new Rng(runSeed, name)`: the named stream of era E3 (v0.109-v0.111).
    #[inline]
    pub fn named(run_seed: u64, name: &str) -> Self {
        Rng::named_in(Seeding::Xxh64, run_seed, name)
    }

    /// `new Rng(runSeed, name)` as the builds of `seeding` seed it.
    #[inline]
    pub fn named_in(seeding: Seeding, run_seed: u64, name: &str) -> Self {
        Rng::new(seeding.stream_seed(run_seed, name))
    }

    /// The map stream of act `act` (1-based) in era E3:
    /// `Rng(runSeed, "act_{act}_map")`.
    #[inline]
    pub fn act_map(run_seed: u64, act: u8) -> Self {
        Rng::act_map_in(Seeding::Xxh64, run_seed, act)
    }

    /// The map stream of act `act` (1-based) as the builds of `seeding` seed
    /// it.
    #[inline]
    pub fn act_map_in(seeding: Seeding, run_seed: u64, act: u8) -> Self {
        Rng::named_in(seeding, run_seed, act_map_stream_name(act).as_str())
    }

    /// The generator's four state words `s0..s3` (what a save stores per
    /// stream).
    #[inline]
    pub const fn state(&self) -> [u64; 4] {
        self.inner.state()
    }

    /// The stream after `jump`'s draws, whose values nothing reads.
    #[inline]
    pub fn jump(&mut self, jump: &crate::rng::Jump) {
        self.inner = jump.apply(&self.inner);
    }

    /// `NextUnsignedLong()`: one draw, the generator's raw 64-bit output.
    #[inline]
    pub fn next_unsigned_long(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// `NextDouble()`: one draw in `[0, 1)`.
    #[inline]
    pub fn next_double(&mut self) -> f64 {
        self.inner.next_double()
    }

    /// `NextFloat()`: `float32(NextDouble())`, one draw in `[0, 1]` (the
    /// rounding can give exactly 1.0). Built from [`Rng::next_double`], not
    /// from the generator's own 24-bit float.
    #[inline]
    pub fn next_float(&mut self) -> f32 {
        self.next_double() as f32
    }

    /// `NextInt(max)` for `max ≥ 1`: one draw in `0..max`.
    #[inline]
    pub fn next_int(&mut self, max: i32) -> i32 {
        self.inner.next_below(max)
    }

    /// `NextInt(max)` for `max` in `1..=2048`, computed in integers
    /// ([`crate::rng::MegaRandom::next_below_small`]; the same value).
    #[inline]
    pub fn next_int_small(&mut self, max: u32) -> u32 {
        self.inner.next_below_small(max)
    }

    /// `NextInt(2)`: one draw, the output's top bit. `NextDouble()` is
    /// `(u >> 11)·2^-53`; doubling it is exact, so its truncation is
    /// `(u >> 11) >> 52`, bit 63 of `u`.
    #[inline]
    pub fn next_int_2(&mut self) -> u32 {
        (self.inner.next_u64() >> 63) as u32
    }

    /// `NextInt(lo, hi)` for `lo < hi`: one draw in `lo..hi`.
    #[inline]
    pub fn next_int_range(&mut self, lo: i32, hi: i32) -> i32 {
        self.inner.next_range(lo, hi)
    }

    /// `NextGaussianInt(mean, sd, lo, hi)`: Box-Muller with the sine branch,
    /// two draws per attempt, rounded half to even (`Math.Round`), redrawn
    /// until the value lies in `lo..=hi`.
    ///
    /// `ln` and `sin` come from the platform's maths library, like the game's;
    /// two libraries can differ in the last bit, which changes the result only
    /// when `mean + sd·z` falls within ~1e-15 of a half-integer.
    pub fn next_gaussian_int(&mut self, mean: i32, sd: i32, lo: i32, hi: i32) -> i32 {
        debug_assert!(lo <= mean && mean <= hi);
        loop {
            let u1 = 1.0 - self.next_double();
            let u2 = 1.0 - self.next_double();
            let z = (-2.0 * u1.ln()).sqrt() * (std::f64::consts::PI * 2.0 * u2).sin();
            let v = (f64::from(mean) + f64::from(sd) * z).round_ties_even();
            // |z| < 9, so the value always fits; compare as a float anyway.
            if v >= f64::from(lo) && v <= f64::from(hi) {
                return v as i32;
            }
        }
    }

    /// `UnstableShuffle`: Fisher-Yates from the back, `len - 1` draws
    /// (`NextInt(n + 1)` for `n = len-1 … 1`); none for 0 or 1 items.
    #[inline]
    pub fn unstable_shuffle<T>(&mut self, list: &mut [T]) {
        for n in (1..list.len()).rev() {
            let k = self.next_int(n as i32 + 1) as usize;
            list.swap(n, k);
        }
    }

    /// `StableShuffle`: sort ascending, then [`Rng::unstable_shuffle`], so the
    /// result does not depend on the incoming order.
    #[inline]
    pub fn stable_shuffle<T: Ord>(&mut self, list: &mut [T]) {
        list.sort_unstable();
        self.unstable_shuffle(list);
    }

    /// `NextBool()`: `NextInt(2) == 0`, so `true` iff the draw's `NextDouble()`
    /// is below 0.5 (one draw; spec sts2-run.md §1.3).
    #[inline]
    pub fn next_bool(&mut self) -> bool {
        self.next_int(2) == 0
    }

    /// `NextItem(list)`: `None` without a draw for an empty list, else
    /// `list[NextInt(0, n)]` (one draw, also for a single item; spec
    /// sts2-run.md §1.3).
    #[inline]
    pub fn next_item<'a, T>(&mut self, list: &'a [T]) -> Option<&'a T> {
        if list.is_empty() {
            return None;
        }
        let i = self.next_int_range(0, list.len() as i32) as usize;
        list.get(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn act_map_stream_names() {
        assert_eq!(act_map_stream_name(1).as_str(), "act_1_map");
        assert_eq!(act_map_stream_name(3).as_str(), "act_3_map");
        assert_eq!(act_map_stream_name(10).as_str(), "act_10_map");
        assert_eq!(act_map_stream_name(255).as_str(), "act_255_map");
        assert_eq!(act_map_stream_name(0).as_str(), "act_0_map");
    }

    /// §3.5 self-consistency values (not game-verified): run seed
    /// H64("ABCDEFGHJKLM") gives the `act_1_map` stream seed
    /// 16372615212203170048, whose first NextDouble is 0.5117099899848201.
    #[test]
    fn act_1_map_stream_of_abcdefghjklm() {
        let run = 15220929311999793918;
        assert_eq!(stream_seed(run, "act_1_map"), 16372615212203170048);
        assert_eq!(Rng::act_map(run, 1).next_double(), 0.5117099899848201);
    }

    /// §3.5 self-consistency value (not game-verified): E2 seed `ABCDEFGHJK`
    /// (H32 = 1542565101) gives the `act_1_map` stream seed 3337318508, fed
    /// zero-extended to the same xoshiro256**.
    #[test]
    fn e2_streams_are_seeded_from_the_32_bit_hash() {
        let run = Seeding::H32.run_seed("ABCDEFGHJK");
        assert_eq!(run, 1542565101);
        assert_eq!(Rng::act_map_in(Seeding::H32, run, 1), Rng::new(3337318508));
        assert_eq!(Rng::named_in(Seeding::H32, run, "act_1_map"), Rng::new(3337318508));
        let e3 = 15220929311999793918;
        assert_eq!(Rng::act_map_in(Seeding::Xxh64, e3, 1), Rng::new(16372615212203170048));
        assert_eq!(Rng::act_map(e3, 1), Rng::act_map_in(Seeding::Xxh64, e3, 1));
        assert_eq!(Rng::named(e3, "up_front"), Rng::named_in(Seeding::Xxh64, e3, "up_front"));
    }

    #[test]
    fn next_int_2_is_next_int_of_2() {
        for seed in 0..200u64 {
            let mut a = Rng::new(seed);
            let mut b = a;
            for _ in 0..50 {
                assert_eq!(a.next_int_2(), b.next_int(2) as u32);
            }
        }
        // The edges of the two halves: a generator whose next output is `out`
        // (xoshiro256**'s output is `rotl(s1 * 5, 7) * 9`, so s1 = its inverse).
        const INV9: u64 = 0x8E38_E38E_38E3_8E39;
        const INV5: u64 = 0xCCCC_CCCC_CCCC_CCCD;
        for out in [0, (1 << 63) - 1, 1 << 63, u64::MAX] {
            let s1 = out.wrapping_mul(INV9).rotate_right(7).wrapping_mul(INV5);
            let r = Rng { inner: MegaRandom::from_state([0, s1, 0, 0]) };
            let (mut a, mut b, mut c) = (r, r, r);
            assert_eq!(a.next_unsigned_long(), out);
            assert_eq!(b.next_int_2(), c.next_int(2) as u32, "{out:#x}");
        }
    }

    /// `NextFloat` is the float32 rounding of the same draw `NextDouble`
    /// takes.
    #[test]
    fn next_float_rounds_next_double() {
        let mut a = Rng::new(11);
        let mut b = a;
        for _ in 0..100 {
            assert_eq!(a.next_float(), b.next_double() as f32);
        }
        assert_eq!(a, b);
    }

    #[test]
    fn shuffles_draw_len_minus_one_times() {
        let mut a = Rng::new(7);
        let mut b = a;
        let mut v = [10, 20, 30, 40];
        a.unstable_shuffle(&mut v);
        let (k3, k2, k1) = (b.next_int(4), b.next_int(3), b.next_int(2));
        let mut w = [10, 20, 30, 40];
        w.swap(3, k3 as usize);
        w.swap(2, k2 as usize);
        w.swap(1, k1 as usize);
        assert_eq!(v, w);
        assert_eq!(a, b);
        a.unstable_shuffle::<u8>(&mut []);
        a.unstable_shuffle(&mut [1]);
        assert_eq!(a, b);
        let mut s1 = [3, 1, 2];
        let mut s2 = [2, 3, 1];
        Rng::new(9).stable_shuffle(&mut s1);
        Rng::new(9).stable_shuffle(&mut s2);
        assert_eq!(s1, s2);
    }

    /// NextBool, NextFloat and NextItem as spec sts2-run.md §1.3 defines
    /// them, each checked against NextDouble on a copy of the stream.
    #[test]
    fn bool_float_and_item_take_one_draw_each() {
        for seed in 0..100u64 {
            let mut a = Rng::new(seed);
            let mut b = a;
            assert_eq!(a.next_bool(), b.next_double() < 0.5);
            assert_eq!(a.next_float(), b.next_double() as f32);
            let items = [1, 2, 3, 4, 5];
            assert_eq!(a.next_item(&items), Some(&items[(b.next_double() * 5.0) as usize]));
            assert_eq!(a.next_item(&[9]), Some(&9));
            b.next_double();
            assert_eq!(a.next_item::<u8>(&[]), None);
            assert_eq!(a, b, "an empty list costs no draw, a single item one");
            assert_eq!(a.state(), b.state());
        }
    }

    /// The Gaussian draws in pairs and rounds half to even; here checked
    /// against the formula on the same doubles.
    #[test]
    fn gaussian_int_follows_the_formula() {
        for seed in 0..200u64 {
            let mut a = Rng::new(seed);
            let mut b = a;
            let got = a.next_gaussian_int(12, 1, 10, 14);
            let want = loop {
                let u1 = 1.0 - b.next_double();
                let u2 = 1.0 - b.next_double();
                let z = (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).sin();
                let v = (12.0 + z).round_ties_even();
                if (10.0..=14.0).contains(&v) {
                    break v as i32;
                }
            };
            assert_eq!(got, want);
            assert_eq!(a, b, "both consumed the same draws");
        }
    }
}
