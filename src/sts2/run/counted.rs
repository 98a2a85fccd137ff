//! A stream that counts its draws, like the game's `Rng.Counter` (the number a
//! save stores next to each stream's state). Every method takes exactly the
//! draws spec sts2-run.md §1.3 gives it.

use crate::sts2::rng::Rng;

/// An [`Rng`] with the number of draws taken from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    rng: Rng,
    draws: u32,
}

impl Counted {
    /// A fresh stream, counter 0.
    #[inline]
    pub const fn new(rng: Rng) -> Self {
        Counted { rng, draws: 0 }
    }

    /// The draws taken so far.
    #[inline]
    pub const fn draws(&self) -> u32 {
        self.draws
    }

    /// The stream itself.
    #[inline]
    pub const fn rng(&self) -> &Rng {
        &self.rng
    }

    /// Takes `n` draws whose values nothing uses.
    #[inline]
    pub fn skip(&mut self, n: u32) {
        for _ in 0..n {
            self.rng.next_double();
        }
        self.draws += n;
    }

    /// [`Counted::skip`] of `jump.steps()` draws, in one precomputed step.
    #[inline]
    pub fn jump(&mut self, jump: &crate::rng::Jump) {
        self.rng.jump(jump);
        self.draws += jump.steps();
    }

    /// `NextDouble()` (1 draw).
    #[inline]
    pub fn next_double(&mut self) -> f64 {
        self.draws += 1;
        self.rng.next_double()
    }

    /// `NextInt(max)` (1 draw).
    #[inline]
    pub fn next_int(&mut self, max: i32) -> i32 {
        self.draws += 1;
        self.rng.next_int(max)
    }

    /// `NextInt(max)` for `max` in `1..=2048` (1 draw), in integers
    /// ([`Rng::next_int_small`]).
    #[inline]
    pub fn next_int_small(&mut self, max: u32) -> u32 {
        self.draws += 1;
        self.rng.next_int_small(max)
    }

    /// `NextFloat()` (1 draw): `float32(NextDouble())`.
    #[inline]
    pub fn next_float(&mut self) -> f32 {
        self.draws += 1;
        self.rng.next_float()
    }

    /// `NextInt(lo, hi)` for `lo < hi` (1 draw in `lo..hi`).
    #[inline]
    pub fn next_int_range(&mut self, lo: i32, hi: i32) -> i32 {
        self.draws += 1;
        self.rng.next_int_range(lo, hi)
    }

    /// `NextBool()` (1 draw).
    #[inline]
    pub fn next_bool(&mut self) -> bool {
        self.draws += 1;
        self.rng.next_bool()
    }

    /// `NextItem(list)` (no draw for an empty list, else 1).
    #[inline]
    pub fn next_item<'a, T>(&mut self, list: &'a [T]) -> Option<&'a T> {
        self.draws += u32::from(!list.is_empty());
        self.rng.next_item(list)
    }

    /// `UnstableShuffle(list)` (`len - 1` draws, none for 0 or 1 items).
    #[inline]
    pub fn unstable_shuffle<T>(&mut self, list: &mut [T]) {
        self.draws += list.len().saturating_sub(1) as u32;
        self.rng.unstable_shuffle(list);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_the_draws_of_each_method() {
        let mut c = Counted::new(Rng::new(5));
        c.next_double();
        c.next_int(3);
        c.next_bool();
        c.next_item(&[1, 2]);
        c.next_item::<u8>(&[]);
        c.unstable_shuffle(&mut [1, 2, 3, 4]);
        c.unstable_shuffle(&mut [1]);
        c.skip(2);
        // 1 + 1 + 1 + 1, none for the empty item list, 3, none for one item, 2.
        assert_eq!(c.draws(), 9);
        let mut r = Rng::new(5);
        for _ in 0..9 {
            r.next_double();
        }
        assert_eq!(c.rng().state(), r.state());
    }
}
