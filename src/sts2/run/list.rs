//! A fixed-capacity list of ids, so generating a run's lists allocates nothing.

use std::ops::Deref;

/// Up to `N` ids in order; reads as a slice.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct IdList<const N: usize> {
    items: [&'static str; N],
    len: u8,
}

impl<const N: usize> IdList<N> {
    /// An empty list.
    pub const fn new() -> Self {
        IdList { items: [""; N], len: 0 }
    }

    /// Appends an id (beyond the capacity it is dropped; the tables never
    /// need more, see `data::MAX_EVENTS`).
    #[inline]
    pub fn push(&mut self, id: &'static str) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = id;
            self.len += 1;
        }
    }

    /// The ids as a mutable slice (to shuffle in place).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [&'static str] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<const N: usize> Default for IdList<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Deref for IdList<N> {
    type Target = [&'static str];
    #[inline]
    fn deref(&self) -> &[&'static str] {
        &self.items[..usize::from(self.len)]
    }
}

impl<const N: usize> std::fmt::Debug for IdList<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_capacity() {
        let mut l = IdList::<2>::new();
        assert!(l.is_empty());
        l.push("A");
        l.push("B");
        l.push("C");
        assert_eq!(&*l, ["A", "B"]);
        l.as_mut_slice().swap(0, 1);
        assert_eq!(&*l, ["B", "A"]);
    }
}
