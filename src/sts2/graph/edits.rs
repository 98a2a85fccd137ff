//! The graph's fast paths for the generator's hottest steps: a walk's step
//! (spec sts2.md §5.2), a row's type masks in one word for placement's
//! validity test (§5.4), and a spread row written back at once (§5.6). Each
//! does what the general methods of [`Graph`] would, without their lookups.

use super::{Graph, NodeId, EMPTY, WIDTH};

impl Graph {
    /// A walk's step (§5.2): `GetOrCreatePoint(next, row + 1)` and the edge
    /// to it from the node in cell `(col, row)`, which exists. The walks run
    /// before any node moves or leaves, so cells and ids are creation
    /// columns; this is [`Graph::get_or_create`] and [`Graph::add_child`]
    /// without their lookups (about a hundred steps a map).
    #[inline]
    pub fn add_walk_step(&mut self, col: usize, row: usize, next: usize) {
        // `get_or_create`, for a node whose type is still Unassigned (byte 0
        // of the row's type word): no type is set before the walks end.
        let child = Self::cell_id(next, row + 1);
        if self.cells[row + 1][next] == EMPTY {
            debug_assert_eq!(self.ty(child), super::PointType::Unassigned);
            self.cells[row + 1][next] = child;
            self.occupied[row + 1] |= 1 << next;
            self.type_cols[row + 1] |= 1 << next;
        }
        let pi = Self::cell_id(col, row) as usize;
        if self.child_cols[pi] & (1 << next) == 0 {
            let len = self.child_cols[pi].count_ones();
            self.child_order[pi].push(len, next as u32);
            self.child_cols[pi] |= 1 << next;
            self.parent_cols[usize::from(child)] |= 1 << col;
        }
    }

    /// [`Graph::type_cols`] of `row` in one word, type `t`'s mask in byte `t`.
    #[inline]
    pub fn type_row(&self, row: usize) -> u64 {
        self.type_cols[row]
    }

    /// Puts the grid nodes `ids` of row `row` (all of the row's nodes) in the
    /// columns `cols`, each its own: the layout's spread settles a row
    /// aside and writes it back at once.
    pub fn set_row_cols(&mut self, row: usize, ids: &[NodeId], cols: &[u8]) {
        self.cells[row] = [EMPTY; WIDTH];
        self.occupied[row] = 0;
        for (&id, &col) in ids.iter().zip(cols) {
            self.cells[row][usize::from(col)] = id;
            self.occupied[row] |= 1 << col;
            self.col[usize::from(id)] = col;
        }
    }
}
