//! The graph's read-only scans that placement and pruning ask for: every
//! grid point in the game's column-major order, the points of one type,
//! a row's nodes, and the neighbour and sibling tests of placement's rules
//! (spec sts2.md §3).

use super::{BitIter, Graph, NodeId, PointType, MAX_GRID_ROWS, OUTSIDE, START, WIDTH};

impl Graph {
    /// "All grid points" (`GetAllMapPoints`): column-major (for each column,
    /// rows ascending), non-empty cells, written to `out`; returns the count.
    /// This is also ascending `(col, row)` order, what `StableShuffle` sorts by.
    #[inline]
    pub fn all_points(&self, out: &mut [NodeId; WIDTH * MAX_GRID_ROWS]) -> usize {
        let mut n = 0;
        for c in 0..WIDTH {
            for r in 1..usize::from(self.rows) {
                if self.occupied[r] & (1 << c) != 0 {
                    out[n] = self.cells[r][c];
                    n += 1;
                }
            }
        }
        n
    }

    /// The grid points of type `t`, column-major (ascending `(col, row)`,
    /// [`Graph::all_points`]' order), written to `out`; returns the count.
    /// Before the layout passes only (creation columns).
    #[inline]
    pub fn points_of_type(&self, t: PointType, out: &mut [NodeId; WIDTH * MAX_GRID_ROWS]) -> usize {
        // Per column, the rows holding such a node.
        let mut by_col = [0u16; WIDTH];
        for r in 1..usize::from(self.rows) {
            let mut m = self.type_mask(r, t);
            while m != 0 {
                by_col[m.trailing_zeros() as usize] |= 1 << r;
                m &= m - 1;
            }
        }
        let mut n = 0;
        for (c, &rows) in by_col.iter().enumerate() {
            let mut m = rows;
            while m != 0 {
                out[n] = Self::cell_id(c, m.trailing_zeros() as usize);
                n += 1;
                m &= m - 1;
            }
        }
        n
    }

    /// Gives every grid node still Unassigned the type `t` (a grid type),
    /// row by row: what setting each of [`Graph::points_of_type`]'s
    /// Unassigned points to `t` gives, in any order. Before the layout
    /// passes only (creation columns).
    pub fn fill_unassigned(&mut self, t: PointType) {
        debug_assert!(t.value() < 8 && t != PointType::Unassigned);
        for r in 1..usize::from(self.rows) {
            let m = self.type_mask(r, PointType::Unassigned);
            if m == 0 {
                continue;
            }
            for c in BitIter(m) {
                self.ty[Self::cell_id(c, r) as usize] = t;
            }
            // Unassigned is byte 0: its nodes move to `t`'s byte.
            self.type_cols[r] = (self.type_cols[r] & !0xff) | u64::from(m) << (8 * t.value());
        }
    }

    /// Gives every node of grid row `row`, all still Unassigned, the type
    /// `t` (a grid type) and locks it: what [`Graph::set_ty`] and
    /// [`Graph::set_locked`] give node by node. Before the layout passes
    /// only (creation columns).
    pub fn lock_unassigned_row(&mut self, row: usize, t: PointType) {
        let m = self.occupied[row];
        debug_assert!(t.value() < 8 && self.type_mask(row, PointType::Unassigned) == m);
        for c in BitIter(m) {
            self.ty[Self::cell_id(c, row) as usize] = t;
        }
        // Unassigned is byte 0: the row's nodes move to `t`'s byte.
        self.type_cols[row] = (self.type_cols[row] & !0xff) | u64::from(m) << (8 * t.value());
        self.locked |= u128::from(m) << (row * WIDTH);
    }

    /// The nodes of grid row `row`, left to right.
    #[inline]
    pub fn row_nodes(&self, row: usize) -> impl Iterator<Item = NodeId> + '_ {
        let cells = &self.cells[row];
        BitIter(self.occupied[row]).map(move |c| cells[c])
    }

    /// Whether any parent or child of `id` has type `t`.
    ///
    /// For a grid node and a grid type (not Boss or Ancient, which only the
    /// Ancient and the bosses have), on creation-column masks.
    #[inline]
    pub fn neighbour_has(&self, id: NodeId, t: PointType) -> bool {
        if id >= START || matches!(t, PointType::Boss | PointType::Ancient) {
            let (p, c) = (self.parents(id), self.children(id));
            return p.as_slice().iter().chain(c.as_slice()).any(|&n| self.ty(n) == t);
        }
        let r = usize::from(id) / WIDTH;
        (self.parent_cols[usize::from(id)] & 0x7f & self.type_mask(r - 1, t))
            | (self.child_cols[usize::from(id)] & 0x7f & self.type_mask(r + 1, t))
            != 0
    }

    /// The other children of the parents of grid node `id` (its siblings), by
    /// creation column: every sibling is in the node's row.
    #[inline]
    pub fn sibling_cols(&self, id: NodeId) -> u8 {
        let i = usize::from(id);
        let r = i / WIDTH;
        let mut parents = self.parent_cols[i];
        let mut siblings = 0u8;
        if parents & OUTSIDE != 0 {
            siblings = self.child_cols[usize::from(START)];
            parents &= 0x7f;
        }
        while parents != 0 {
            siblings |= self.child_cols[(r - 1) * WIDTH + parents.trailing_zeros() as usize];
            parents &= parents - 1;
        }
        siblings & 0x7f & !(1 << (i % WIDTH))
    }

    /// Whether any sibling of `id` (another child of one of its parents) has
    /// type `t`. For a grid node and a grid type, on creation-column masks.
    #[inline]
    pub fn sibling_has(&self, id: NodeId, t: PointType) -> bool {
        if id >= START || matches!(t, PointType::Boss | PointType::Ancient) {
            return self
                .parents(id)
                .as_slice()
                .iter()
                .any(|&p| self.children(p).as_slice().iter().any(|&s| s != id && self.ty(s) == t));
        }
        let r = usize::from(id) / WIDTH;
        self.sibling_cols(id) & self.type_mask(r, t) != 0
    }
}
