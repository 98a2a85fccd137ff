//! `java.util.Random`, the 48-bit linear congruential generator.
//!
//! Slay the Spire 1 uses it once per act: `Collections.shuffle(bossList, new
//! java.util.Random(monsterRng.randomLong()))` (spec sts1.md §2.2, §6.4).

const MULTIPLIER: i64 = 0x5_DEEC_E66D;
const MASK: i64 = (1 << 48) - 1;

/// `java.util.Random` with the methods the game needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JavaRandom {
    state: i64,
}

impl JavaRandom {
    /// `new java.util.Random(seed)` (the scrambled 48-bit state).
    pub const fn new(seed: i64) -> Self {
        JavaRandom { state: (seed ^ MULTIPLIER) & MASK }
    }

    /// `next(bits)`: the top `bits` bits of the next state.
    fn next(&mut self, bits: u32) -> i32 {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(0xB) & MASK;
        (self.state as u64 >> (48 - bits)) as i32
    }

    /// `nextInt(bound)` for `bound > 0`, with Java's power-of-two shortcut and
    /// its rejection loop.
    pub fn next_int(&mut self, bound: i32) -> i32 {
        debug_assert!(bound > 0);
        let mut r = self.next(31);
        let m = bound - 1;
        if bound & m == 0 {
            return ((i64::from(bound) * i64::from(r)) >> 31) as i32;
        }
        let mut u = r;
        loop {
            r = u % bound;
            if u.wrapping_sub(r).wrapping_add(m) >= 0 {
                return r;
            }
            u = self.next(31);
        }
    }

    /// `Collections.shuffle(list, this)` on an `ArrayList`:
    /// `for i = size down to 2: swap(i - 1, nextInt(i))`.
    pub fn shuffle<T>(&mut self, list: &mut [T]) {
        for i in (2..=list.len()).rev() {
            let j = self.next_int(i as i32) as usize;
            list.swap(i - 1, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_spec_vectors() {
        // Spec sts1.md §2.4.
        let mut r = JavaRandom::new(12345);
        assert_eq!(r.next_int(3), 1);
        assert_eq!(r.next_int(2), 1);
        let mut list = ['A', 'B', 'C'];
        JavaRandom::new(12345).shuffle(&mut list);
        assert_eq!(list, ['A', 'C', 'B']);
    }

    #[test]
    fn matches_the_jdk_for_well_known_seeds() {
        // Checked with OpenJDK 17: `new java.util.Random(42).nextInt(10)` twice
        // prints 0 and 3; `new Random(0).nextInt(100)` prints 60.
        let mut r = JavaRandom::new(42);
        assert_eq!((r.next_int(10), r.next_int(10)), (0, 3));
        assert_eq!(JavaRandom::new(0).next_int(100), 60);
        // `new Random(7)`: nextInt(16) (power-of-two path) = 11, then
        // nextInt(1000000007) = 371249157 (checked with OpenJDK 17's java).
        let mut r = JavaRandom::new(7);
        assert_eq!((r.next_int(16), r.next_int(1_000_000_007)), (11, 371249157));
    }
}
