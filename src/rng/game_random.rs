//! Slay the Spire 1's counted RNG wrapper, `com.megacrit.cardcrawl.random.Random`.
//!
//! Reference: spec sts1.md §2.2. Every wrapper call adds one to
//! `counter` and makes exactly one call on the underlying [`RandomXS128`]
//! (one `nextLong`, barring the ~1e-16 rejection case).

use super::RandomXS128;

/// The game's RNG wrapper: a [`RandomXS128`] plus the call counter that the
/// game saves (`monster_seed_count`, `event_seed_count`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRandom {
    /// The wrapped generator. Calls made on it directly (as the room-list
    /// shuffle does) do not advance [`GameRandom::counter`].
    pub xs: RandomXS128,
    counter: u32,
}

impl GameRandom {
    /// `new Random(seed)`: a fresh stream with counter 0.
    #[inline]
    pub const fn new(seed: i64) -> Self {
        GameRandom { xs: RandomXS128::new(seed), counter: 0 }
    }

    /// `new Random(seed, counter)`: a fresh stream advanced by `counter`
    /// wrapper calls (the game calls `random(999)` that many times).
    pub fn with_counter(seed: i64, counter: u32) -> Self {
        let mut r = GameRandom::new(seed);
        for _ in 0..counter {
            r.random_int(999);
        }
        r
    }

    /// A stream in a given state: `xs` after `counter` wrapper calls.
    pub const fn from_parts(xs: RandomXS128, counter: u32) -> Self {
        GameRandom { xs, counter }
    }

    /// How many wrapper calls this stream has made.
    pub const fn counter(&self) -> u32 {
        self.counter
    }

    /// `random(range)`: uniform integer in `0..=range`.
    #[inline]
    pub fn random_int(&mut self, range: i32) -> i32 {
        self.counter += 1;
        self.xs.next_int(range + 1)
    }

    /// `random(1)` or, when `two`, `random(2)`: the map walk's step, chosen
    /// by column without a branch (see [`RandomXS128::next_int_2_or_3`]).
    #[inline(always)]
    pub fn random_int_1_or_2(&mut self, two: bool) -> i32 {
        self.counter += 1;
        self.xs.next_int_2_or_3(two)
    }

    /// `random(start, end)` for a run-time range of at most 128 values: the
    /// same draw as [`random_range`](Self::random_range), with the remainder
    /// computed by multiplication.
    #[inline]
    pub fn random_range_small(&mut self, start: i32, end: i32) -> i32 {
        self.counter += 1;
        start + self.xs.next_int_small((end - start + 1) as usize)
    }

    /// `random(start, end)`: uniform integer in `start..=end`.
    #[inline]
    pub fn random_range(&mut self, start: i32, end: i32) -> i32 {
        self.counter += 1;
        start + self.xs.next_int(end - start + 1)
    }

    /// `random()`: uniform `float` in `[0, 1)`.
    #[inline]
    pub fn random_float(&mut self) -> f32 {
        self.counter += 1;
        self.xs.next_float()
    }

    /// `randomLong()`: 64 random bits.
    #[inline]
    pub fn random_long(&mut self) -> i64 {
        self.counter += 1;
        self.xs.next_long()
    }

    /// `randomBoolean()`: a fair coin.
    #[inline]
    pub fn random_boolean(&mut self) -> bool {
        self.counter += 1;
        self.xs.next_boolean()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapper_calls_count_and_match_the_spec_vectors() {
        // Spec sts1.md §2.4, stream seed 1: random(6) x 8.
        let mut r = GameRandom::new(1);
        let got: Vec<i32> = (0..8).map(|_| r.random_int(6)).collect();
        assert_eq!(got, [6, 5, 4, 5, 0, 5, 2, 2]);
        assert_eq!(r.counter(), 8);
        // random(start, end) is start + nextInt(end - start + 1).
        let mut r = GameRandom::new(1);
        let got: Vec<i32> = (0..8).map(|_| r.random_range(10, 16)).collect();
        assert_eq!(got, [16, 15, 14, 15, 10, 15, 12, 12]);
    }

    #[test]
    fn direct_calls_on_the_generator_do_not_count() {
        let mut r = GameRandom::new(42);
        r.xs.next_int(5);
        r.xs.next_long();
        assert_eq!(r.counter(), 0);
        r.random_boolean();
        assert_eq!(r.counter(), 1);
    }

    #[test]
    fn with_counter_reproduces_the_state_after_that_many_calls() {
        let mut a = GameRandom::new(-5);
        a.random_float();
        a.random_long();
        a.random_range(0, 3);
        let b = GameRandom::with_counter(-5, 3);
        assert_eq!(a, b);
        // §2.4, seed 0: the fourth random() float.
        assert_eq!(GameRandom::with_counter(0, 3).random_float(), 0.7742902);
    }
}
