//! The small fixed-size collections the graph hands out: a node's children
//! or parents as a list ([`NodeSet`]), the set bits of a column mask
//! ([`BitIter`]) and a node's children's insertion order packed three bits a
//! child ([`ChildOrder`]: the game's `HashSet` enumeration order).

use super::{NodeId, EMPTY, SET_CAP};

/// A node's children (in the game's insertion order) or parents, as a small
/// list of node ids (what [`Graph::children`] and [`Graph::parents`] return).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeSet {
    ids: [NodeId; SET_CAP],
    len: u8,
}

impl NodeSet {
    pub(super) const EMPTY_SET: NodeSet = NodeSet { ids: [EMPTY; SET_CAP], len: 0 };

    /// The members in order.
    #[inline]
    pub fn as_slice(&self) -> &[NodeId] {
        &self.ids[..usize::from(self.len)]
    }

    /// The members, to reorder.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [NodeId] {
        &mut self.ids[..usize::from(self.len)]
    }

    /// How many members.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `id` is a member.
    #[inline]
    pub fn contains(&self, id: NodeId) -> bool {
        self.as_slice().contains(&id)
    }

    /// The first member (`.First()`).
    #[inline]
    pub fn first(&self) -> Option<NodeId> {
        self.as_slice().first().copied()
    }

    #[inline]
    pub(super) fn push(&mut self, id: NodeId) {
        if usize::from(self.len) < SET_CAP {
            self.ids[usize::from(self.len)] = id;
            self.len += 1;
        }
    }
}

/// The set bits of a mask, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter(pub u8);

impl Iterator for BitIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }
}

/// The children of one node in the game's insertion order, as the bits of
/// its child mask ([`Graph::child_cols`]: creation columns, [`OUTSIDE`] for
/// the boss), three bits each, the first child in the lowest (0-6: a column,
/// 7: the node outside the grid). Removals keep the survivors' order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChildOrder(pub(super) u32);

impl ChildOrder {
    /// The child bits in order (each `1 << k`, [`OUTSIDE`] for 7).
    #[inline]
    pub fn bits(self, len: u32) -> impl Iterator<Item = u8> {
        (0..len).map(move |i| 1u8 << ((self.0 >> (3 * i)) & 7))
    }

    /// The packed bit indices, the first child's in the lowest three bits.
    #[inline]
    pub fn raw(self) -> u32 {
        self.0
    }

    /// Appends child bit index `k` after `len` children.
    #[inline]
    pub(super) fn push(&mut self, len: u32, k: u32) {
        self.0 |= k << (3 * len);
    }

    /// Removes child bit index `k` from the first `len` entries.
    #[inline]
    pub(super) fn remove(&mut self, len: u32, k: u32) {
        for i in 0..len {
            if (self.0 >> (3 * i)) & 7 == k {
                let low = self.0 & ((1 << (3 * i)) - 1);
                let high = (self.0 >> (3 * (i + 1))) << (3 * i);
                self.0 = low | high;
                return;
            }
        }
    }
}
