//! The generator's working grid for one act: 15 rows × 7 columns of nodes in
//! fixed-size arrays, so generating a map allocates nothing.
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
/// A path visits each row once, so a node gets at most this many parent entries.
const MAX_PARENTS: usize = super::paths::PATH_DENSITY;

/// The node grid of one act.
///
/// Edges always go from row `y` to row `y + 1`, so a node's edges are stored as
/// a bit mask of destination columns; sorted order (by `dst_x`) is bit order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// `edges[y][x]`: bit `c` set = an edge from `(x, y)` to `(c, y + 1)`.
    pub edges: [[u8; WIDTH]; HEIGHT],
    /// Bit `x` set = `(x, 14)` has its edge to the boss.
    pub boss_edges: u8,
    /// Parent columns (row `y - 1`) in the order they were appended,
    /// duplicates kept, never pruned — as the game's `parents` list.
    parents: [[[u8; MAX_PARENTS]; WIDTH]; HEIGHT],
    parent_len: [[u8; WIDTH]; HEIGHT],
    /// The room of each node, `None` while unassigned.
    pub rooms: [[Option<Room>; WIDTH]; HEIGHT],
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            edges: [[0; WIDTH]; HEIGHT],
            boss_edges: 0,
            parents: [[[0; MAX_PARENTS]; WIDTH]; HEIGHT],
            parent_len: [[0; WIDTH]; HEIGHT],
            rooms: [[None; WIDTH]; HEIGHT],
        }
    }
}

impl Grid {
    /// The parent list of `(x, y)` (columns in row `y - 1`, in append order).
    #[inline]
    pub fn parents(&self, x: usize, y: usize) -> &[u8] {
        &self.parents[y][x][..usize::from(self.parent_len[y][x])]
    }

    /// Appends `parent_x` to the parent list of `(x, y)`.
    #[inline]
    pub fn push_parent(&mut self, x: usize, y: usize, parent_x: u8) {
        let len = usize::from(self.parent_len[y][x]);
        self.parents[y][x][len] = parent_x;
        self.parent_len[y][x] += 1;
    }

    /// The distinct parents of `(x, y)` as a column mask.
    #[inline]
    pub fn parent_mask(&self, x: usize, y: usize) -> u8 {
        self.parents(x, y).iter().fold(0, |m, &p| m | 1 << p)
    }

    /// Whether the game draws `(x, y)`: it has at least one edge (the top row's
    /// edges go to the boss).
    #[inline]
    pub fn is_visible(&self, x: usize, y: usize) -> bool {
        if y == TOP_ROW {
            self.boss_edges & (1 << x) != 0
        } else {
            self.edges[y][x] != 0
        }
    }

    /// The columns of the drawn nodes of row `y`, as a mask.
    #[inline]
    pub fn visible_mask(&self, y: usize) -> u8 {
        if y == TOP_ROW {
            self.boss_edges
        } else {
            self.edges[y].iter().enumerate().fold(0, |m, (x, &e)| if e != 0 { m | 1 << x } else { m })
        }
    }
}
