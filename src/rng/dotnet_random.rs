//! .NET's legacy seeded `System.Random` (Knuth's subtractive generator), which
//! Slay the Spire 2 used under every stream before its RNG overhaul (eras
//! E0/E1). The current builds use [`super::MegaRandom`]; this generator is
//! kept, with its reference vectors, for the older eras (not modelled yet).
//!
//! Reference: spec sts2.md §3.4. All arithmetic is `int32` with
//! wrap-around. One correction to the spec's pseudo-code: .NET computes
//! `Sample()` as `InternalSample() * (1.0 / MBIG)` — a multiplication by the
//! rounded reciprocal, which can differ in the last bit from the division
//! `sample / MBIG` the spec writes.

/// `MBIG`, the modulus of the generator.
const MBIG: i32 = i32::MAX;
/// `MSEED`, the constant the seed is subtracted from.
const MSEED: i32 = 161_803_398;

/// `new System.Random(seed)` with the legacy (`Net5CompatSeedImpl`) algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotNetRandom {
    seed_array: [i32; 56],
    inext: usize,
    inextp: usize,
}

impl DotNetRandom {
    /// Seeds the generator as `new Random(seed)` does.
    pub fn new(seed: i32) -> Self {
        let mut s = [0i32; 56];
        let subtraction = if seed == i32::MIN { MBIG } else { seed.wrapping_abs() };
        let mut mj = MSEED.wrapping_sub(subtraction);
        s[55] = mj;
        let mut mk: i32 = 1;
        let mut ii = 0usize;
        for _ in 1..55 {
            ii += 21;
            if ii >= 55 {
                ii -= 55;
            }
            s[ii] = mk;
            mk = mj.wrapping_sub(mk);
            if mk < 0 {
                mk = mk.wrapping_add(MBIG);
            }
            mj = s[ii];
        }
        for _ in 1..5 {
            for i in 1..56 {
                let mut n = i + 30;
                if n >= 55 {
                    n -= 55;
                }
                s[i] = s[i].wrapping_sub(s[1 + n]);
                if s[i] < 0 {
                    s[i] = s[i].wrapping_add(MBIG);
                }
            }
        }
        DotNetRandom { seed_array: s, inext: 0, inextp: 21 }
    }

    /// `InternalSample()`: the next raw value in `0..MBIG`.
    #[inline]
    pub fn next_sample(&mut self) -> i32 {
        let mut a = self.inext + 1;
        if a >= 56 {
            a = 1;
        }
        let mut b = self.inextp + 1;
        if b >= 56 {
            b = 1;
        }
        let mut r = self.seed_array[a].wrapping_sub(self.seed_array[b]);
        if r == MBIG {
            r -= 1;
        }
        if r < 0 {
            r = r.wrapping_add(MBIG);
        }
        self.seed_array[a] = r;
        self.inext = a;
        self.inextp = b;
        r
    }

    /// `NextDouble()` (`Sample()`): `InternalSample() * (1.0 / MBIG)`.
    #[inline]
    pub fn next_double(&mut self) -> f64 {
        f64::from(self.next_sample()) * (1.0 / f64::from(MBIG))
    }

    /// `Next(max)` for `max ≥ 0`: `(int)(Sample() * max)`.
    #[inline]
    pub fn next_below(&mut self, max: i32) -> i32 {
        (self.next_double() * f64::from(max)) as i32
    }

    /// `Next(lo, hi)` for `lo ≤ hi`: `(int)(Sample() * (hi - lo)) + lo`; for
    /// ranges above `i32::MAX`, .NET's two-sample `GetSampleForLargeRange`.
    pub fn next_range(&mut self, lo: i32, hi: i32) -> i32 {
        let range = i64::from(hi) - i64::from(lo);
        if range <= i64::from(i32::MAX) {
            return ((self.next_double() * range as f64) as i32).wrapping_add(lo);
        }
        let mut result = self.next_sample();
        if self.next_sample() % 2 == 0 {
            result = -result;
        }
        let d = (f64::from(result) + f64::from(i32::MAX - 1)) / (2.0 * f64::from(i32::MAX) - 1.0);
        ((d * range as f64) as i64 + i64::from(lo)) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §3.5: the first raw samples of seeds 0 and 1, from the .NET runtime's
    /// own `RandomTests` expected values [S12].
    #[test]
    fn raw_samples_match_the_dotnet_runtime_vectors() {
        let mut r = DotNetRandom::new(0);
        assert_eq!([r.next_sample(), r.next_sample(), r.next_sample()], [1559595546, 1755192844, 1649316166]);
        let mut r = DotNetRandom::new(1);
        assert_eq!([r.next_sample(), r.next_sample(), r.next_sample()], [534011718, 237820880, 1002897798]);
    }

    #[test]
    fn negative_and_extreme_seeds_work() {
        // abs(seed) for negative seeds, MBIG for i32::MIN.
        assert_eq!(DotNetRandom::new(-1), DotNetRandom::new(1));
        assert_eq!(DotNetRandom::new(i32::MIN), DotNetRandom::new(i32::MAX));
        let mut r = DotNetRandom::new(i32::MAX);
        for _ in 0..1000 {
            let s = r.next_sample();
            assert!((0..MBIG).contains(&s));
        }
    }

    #[test]
    fn derived_draws_scale_the_sample() {
        let mut a = DotNetRandom::new(42);
        let mut b = a.clone();
        for _ in 0..1000 {
            let d = f64::from(b.next_sample()) * (1.0 / f64::from(MBIG));
            assert_eq!(a.next_below(7), (d * 7.0) as i32);
            let d = f64::from(b.next_sample()) * (1.0 / f64::from(MBIG));
            assert_eq!(a.next_range(5, 7), (d * 2.0) as i32 + 5);
        }
        let v = DotNetRandom::new(3).next_range(i32::MIN, i32::MAX);
        assert!(v < i32::MAX);
    }
}
