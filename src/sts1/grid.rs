//! The generator's working grid for one act: 15 rows × 7 columns of nodes in
//! small fixed-size arrays (rows padded to 8 columns and 16 rows so that
//! indices masked with `& 7` / `& 15` need no bounds checks), so generating
//! a map allocates nothing.
//!
//! Spec: `../shared/spec/sts1.md` §3.2.

use crate::map::Room;

/// Columns of the grid.
pub const WIDTH: usize = 7;
/// Rows of the grid.
pub const HEIGHT: usize = 15;
/// The last column index.
pub const LAST_COL: usize = WIDTH - 1;
/// The top row (rest sites, edges to the boss).
pub const TOP_ROW: usize = HEIGHT - 1;

/// The node grid of one act.
///
/// Edges always go from row `y` to row `y + 1`, so a node's edges are stored
/// as a bit mask of destination columns; the game's sorted edge order (by
/// `dst_x`) is bit order, and a duplicate edge is the same bit.
///
/// The game's `parents` list (duplicates kept, never pruned) is kept as a
/// count per parent column. Its order never matters: the only rule that walks
/// it (§3.4) does the same thing for every entry that triggers, and whether an
/// entry triggers does not depend on the entries before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    /// `edges[y][x]`: bit `c` set = an edge from `(x, y)` to `(c, y + 1)`.
    pub edges: [[u8; 8]; 16],
    /// Bit `x` set = `(x, 14)` has its edge to the boss.
    pub boss_edges: u8,
    /// `parent_masks[y][x]`: bit `c` set = `(c, y - 1)` is a parent.
    parent_masks: [[u8; 8]; 16],
    /// `parent_counts[y][x]`: 4 bits per parent column `c` (bits `4c..4c+4`):
    /// how many times `(c, y - 1)` was appended to the parent list (at most 6).
    parent_counts: [[u32; 8]; 16],
    /// The room of each node, `None` while unassigned.
    pub rooms: [[Option<Room>; 8]; 16],
}

impl Grid {
    /// Appends `(parent_x, y - 1)` to the parent list of `(x, y)`.
    #[inline(always)]
    pub fn push_parent(&mut self, x: usize, y: usize, parent_x: usize) {
        self.parent_masks[y & 15][x & 7] |= 1 << parent_x;
        self.parent_counts[y & 15][x & 7] += 1 << (4 * (parent_x & 7));
    }

    /// The distinct parents of `(x, y)` as a column mask.
    #[inline(always)]
    pub fn parent_mask(&self, x: usize, y: usize) -> u8 {
        self.parent_masks[y & 15][x & 7]
    }

    /// How many times `(parent_x, y - 1)` is in the parent list of `(x, y)`.
    #[inline(always)]
    pub fn parent_count(&self, x: usize, y: usize, parent_x: usize) -> u32 {
        (self.parent_counts[y & 15][x & 7] >> (4 * (parent_x & 7))) & 15
    }

    /// Whether the game draws `(x, y)`: it has at least one edge (the top row's
    /// edges go to the boss).
    #[inline]
    pub fn is_visible(&self, x: usize, y: usize) -> bool {
        self.visible_mask(y) & (1 << x) != 0
    }

    /// The columns of the drawn nodes of row `y`, as a mask.
    #[inline]
    pub fn visible_mask(&self, y: usize) -> u8 {
        if y == TOP_ROW {
            self.boss_edges
        } else {
            nonzero_bytes(u64::from_le_bytes(self.edges[y & 15]))
        }
    }
}

/// One bit per non-zero byte of `v` (bit `c` for byte `c`): fold each byte
/// onto its lowest bit, then gather the eight low bits with one multiply.
#[inline(always)]
pub fn nonzero_bytes(v: u64) -> u8 {
    let mut b = v | (v >> 4);
    b |= b >> 2;
    b |= b >> 1;
    b &= 0x0101_0101_0101_0101;
    (b.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_mask_has_a_bit_per_node_with_edges() {
        let mut g = Grid::default();
        g.edges[3][0] = 0b10;
        g.edges[3][4] = 0b1000000;
        g.edges[3][6] = 0b100000;
        assert_eq!(g.visible_mask(3), 0b1010001);
        assert!(g.is_visible(4, 3) && !g.is_visible(1, 3));
        g.boss_edges = 0b11;
        assert_eq!(g.visible_mask(TOP_ROW), 0b11);
        for x in 0..WIDTH {
            for bits in [1u8, 0x80, 0x7f] {
                let mut g = Grid::default();
                g.edges[0][x] = bits;
                assert_eq!(g.visible_mask(0), 1 << x);
            }
        }
    }

    #[test]
    fn parent_counts_keep_duplicates() {
        let mut g = Grid::default();
        g.push_parent(2, 5, 1);
        g.push_parent(2, 5, 1);
        g.push_parent(2, 5, 3);
        assert_eq!(g.parent_mask(2, 5), 0b1010);
        assert_eq!((g.parent_count(2, 5, 1), g.parent_count(2, 5, 3), g.parent_count(2, 5, 2)), (2, 1, 0));
    }
}
