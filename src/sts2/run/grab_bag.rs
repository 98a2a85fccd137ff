//! The game's `GrabBag`, the weighted bag encounters are drawn from (spec
//! sts2-run.md §1.4):
//!
//! * entries `(item, weight)` in insertion order and a running `total`
//!   (a double: `+weight` on add, `-weight` on remove);
//! * one attempt: `roll = NextDouble() * total`, then the first entry whose
//!   running weight sum exceeds `roll` (none if the walk ends first);
//! * `GrabAndRemove(pred)`: if no entry satisfies `pred`, nothing and **no
//!   draw**; else attempts are repeated (one draw each, rejected entries stay)
//!   until the entry picked satisfies `pred`, which is removed (the order of
//!   the others is kept) and returned. Without a predicate: one attempt.
//!
//! Room generation only uses weight 1.0, so `total` is the entry count and an
//! attempt always hits; an attempt that misses (possible only with rounding
//! of other weights) is retried under a predicate and gives nothing without.
//! Fixed capacity `N`: adding beyond it is ignored (the tables hold at most
//! 12 encounters per sub-list).

use super::counted::Counted;

/// A weighted bag of up to `N` items.
#[derive(Clone, Copy, Debug)]
pub struct GrabBag<T: Copy, const N: usize> {
    items: [Option<(T, f64)>; N],
    len: usize,
    total: f64,
}

impl<T: Copy, const N: usize> GrabBag<T, N> {
    /// An empty bag.
    pub const fn new() -> Self {
        GrabBag { items: [None; N], len: 0, total: 0.0 }
    }

    /// How many entries it holds.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no entry.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// `Add(item, weight)`.
    #[inline]
    pub fn add(&mut self, item: T, weight: f64) {
        if self.len < N {
            self.items[self.len] = Some((item, weight));
            self.len += 1;
            self.total += weight;
        }
    }

    /// One attempt: the index the roll lands on (one draw), if any.
    fn index(&self, rng: &mut Counted) -> Option<usize> {
        let roll = rng.next_double() * self.total;
        let mut running = 0.0;
        for (i, (_, w)) in self.items[..self.len].iter().flatten().enumerate() {
            running += w;
            if roll < running {
                return Some(i);
            }
        }
        None
    }

    fn remove(&mut self, i: usize) -> T {
        let (item, w) = self.items[i].take().expect("an index below len holds an entry");
        self.items.copy_within(i + 1..self.len, i);
        self.len -= 1;
        self.items[self.len] = None;
        self.total -= w;
        item
    }

    /// `GrabAndRemove(pred)`: see the module doc.
    pub fn grab_and_remove_if(&mut self, rng: &mut Counted, ok: impl Fn(&T) -> bool) -> Option<T> {
        if !self.items[..self.len].iter().flatten().any(|(t, _)| ok(t)) {
            return None;
        }
        loop {
            if let Some(i) = self.index(rng) {
                if self.items[i].as_ref().is_some_and(|(t, _)| ok(t)) {
                    return Some(self.remove(i));
                }
            }
        }
    }

    /// `GrabAndRemove()` without a predicate: one attempt.
    pub fn grab_and_remove(&mut self, rng: &mut Counted) -> Option<T> {
        if self.is_empty() {
            return None;
        }
        self.index(rng).map(|i| self.remove(i))
    }
}

impl<T: Copy, const N: usize> Default for GrabBag<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;

    fn bag(items: &[u8]) -> GrabBag<u8, 8> {
        let mut b = GrabBag::new();
        for &i in items {
            b.add(i, 1.0);
        }
        b
    }

    /// One attempt: `floor(NextDouble() * total)` for unit weights.
    #[test]
    fn one_draw_picks_by_cumulative_weight_and_removes_in_order() {
        for seed in 0..50 {
            let mut b = bag(&[10, 11, 12, 13]);
            let mut rng = Counted::new(Rng::new(seed));
            let mut check = Rng::new(seed);
            let want = [10, 11, 12, 13][(check.next_double() * 4.0) as usize];
            assert_eq!(b.grab_and_remove(&mut rng), Some(want));
            assert_eq!(rng.draws(), 1);
            assert_eq!(b.len(), 3);
            // The rest keep their order: the next pick indexes into it.
            let rest: Vec<u8> = [10, 11, 12, 13].into_iter().filter(|&x| x != want).collect();
            assert_eq!(b.grab_and_remove(&mut rng), Some(rest[(check.next_double() * 3.0) as usize]));
        }
    }

    #[test]
    fn weights_shift_the_roll() {
        let mut b = GrabBag::<u8, 4>::new();
        b.add(1, 3.0);
        b.add(2, 1.0);
        for seed in 0..50 {
            let mut c = b;
            let d = Rng::new(seed).next_double() * 4.0;
            assert_eq!(c.grab_and_remove(&mut Counted::new(Rng::new(seed))), Some(if d < 3.0 { 1 } else { 2 }));
        }
    }

    /// An unsatisfiable predicate costs no draw; an empty bag gives nothing.
    #[test]
    fn no_candidate_means_no_draw() {
        let mut b = bag(&[1, 2, 3]);
        let mut rng = Counted::new(Rng::new(1));
        assert_eq!(b.grab_and_remove_if(&mut rng, |&x| x > 5), None);
        assert_eq!(rng.draws(), 0);
        assert_eq!(b.len(), 3);
        let mut empty = bag(&[]);
        assert_eq!(empty.grab_and_remove(&mut rng), None);
        assert_eq!(empty.grab_and_remove_if(&mut rng, |_| true), None);
        assert_eq!(rng.draws(), 0);
    }

    /// Rejected picks cost a draw each and stay in the bag.
    #[test]
    fn retries_until_the_predicate_holds() {
        for seed in 0..50 {
            let mut b = bag(&[1, 2, 3, 4]);
            let mut rng = Counted::new(Rng::new(seed));
            let mut check = Rng::new(seed);
            let mut draws = 0;
            let want = loop {
                draws += 1;
                let i = (check.next_double() * 4.0) as usize;
                if i == 3 {
                    break 4;
                }
            };
            assert_eq!(b.grab_and_remove_if(&mut rng, |&x| x == 4), Some(want));
            assert_eq!(rng.draws(), draws);
            assert_eq!(b.len(), 3);
        }
    }
}
