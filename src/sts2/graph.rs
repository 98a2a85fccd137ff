//! The generator's working map for one act: a 7-column grid of map points
//! plus the Ancient (start) and the boss nodes, with the game's
//! insertion-ordered parent and child sets, all in fixed-size arrays.
//!
//! Children and parents are bit masks of the columns the nodes were created
//! in (a 7 × 16 grid of small integers), with each node's children's
//! insertion order beside them: the game's `HashSet` enumerates in insertion
//! order, and removals keep the survivors' order; the order of children is
//! read only by the pruning step's path search (§4), the parents' never.
//! "All grid points" is column-major order; the type values are the game's
//! (they appear in the pruning keys). The Ancient sits at `(3, 0)`, the boss
//! at `(3, L)`, the second boss at `(3, L + 1)`.
//!
//! Reference: spec sts2.md §2 (coordinates, fixed structure) and §4 (the
//! data model).
//!
//! A node is named by a [`NodeId`]: grid nodes by the cell they were created
//! in (`row * 7 + col`, which never changes, even when the layout passes move
//! the node sideways), the Ancient and the bosses by fixed ids after the grid.
//! Identity is what the game's reference-equality `HashSet`s compare, so ids
//! stand in for object references everywhere.

mod edits;
mod scans;
mod sets;

pub use sets::{BitIter, ChildOrder, NodeSet};

/// Columns of every act map (`_mapWidth`).
pub const WIDTH: usize = 7;
/// The most grid rows an act has: Overgrowth's 15 room rows plus row 0.
pub const MAX_GRID_ROWS: usize = 16;
/// The column of the Ancient and the boss nodes (`GetColumnCount() / 2`).
pub const CENTER_COL: u8 = 3;

/// A node: a grid cell id (`row * 7 + col` at creation), [`START`], [`BOSS`] or
/// [`SECOND_BOSS`].
pub type NodeId = u8;
/// The Ancient, the act's start node at column 3, row 0 (outside the grid).
pub const START: NodeId = (WIDTH * MAX_GRID_ROWS) as NodeId;
/// The boss node at column 3, row `L` (outside the grid).
pub const BOSS: NodeId = START + 1;
/// The second boss (Ascension 10, last act) at column 3, row `L + 1`.
pub const SECOND_BOSS: NodeId = START + 2;
/// Number of node slots.
pub const NODE_SLOTS: usize = SECOND_BOSS as usize + 1;
/// An empty grid cell.
pub const EMPTY: NodeId = u8::MAX;

/// The most parents or children one node can have: the Ancient has one child
/// per column of row 1, the boss one parent per column of the last row.
const SET_CAP: usize = WIDTH;

/// The bit of a node's mask that stands for the node outside the grid next
/// to it: in a child mask the boss (or, for the boss, the second boss), in a
/// parent mask the Ancient (or, for the second boss, the boss).
pub const OUTSIDE: u8 = 0x80;

/// `MapPointType`, with the game's integer values (they appear in the
/// pruning keys, §4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum PointType {
    /// Not assigned yet (also what placement leaves when no queued type fits).
    #[default]
    Unassigned = 0,
    /// A `?` room.
    Unknown = 1,
    /// A merchant.
    Shop = 2,
    /// A treasure chest.
    Treasure = 3,
    /// A rest site.
    RestSite = 4,
    /// A normal fight.
    Monster = 5,
    /// An elite fight.
    Elite = 6,
    /// The boss.
    Boss = 7,
    /// The Ancient at the bottom of the act.
    Ancient = 8,
}

impl PointType {
    /// The enum's integer value, as the pruning keys write it.
    #[inline]
    pub const fn value(self) -> u8 {
        self as u8
    }
}

/// One act's map while it is generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// `L`: grid rows including the unused row 0 (room rows + 1).
    rows: u8,
    /// Whether the second boss exists.
    second_boss: bool,
    /// `cells[row][col]`: the node in that cell, or [`EMPTY`].
    cells: [[NodeId; WIDTH]; MAX_GRID_ROWS],
    /// `occupied[row]`: bit `col` set = `cells[row][col]` holds a node.
    occupied: [u8; MAX_GRID_ROWS],
    /// Per node: bit `c` = a child created in column `c` of the next row
    /// (creation columns, `id % 7`, which the layout passes do not change);
    /// [`OUTSIDE`] = the boss is a child (for the boss: the second boss).
    child_cols: [u8; NODE_SLOTS],
    /// Per node: its children's bits in insertion order.
    child_order: [ChildOrder; NODE_SLOTS],
    /// Per node: bit `c` = a parent created in column `c` of the row below;
    /// [`OUTSIDE`] = the Ancient is a parent (for the second boss: the boss).
    parent_cols: [u8; NODE_SLOTS],
    /// Byte `t` of `type_cols[row]`: the grid nodes of `row` with type value
    /// `t`, by creation column (row `L` stays empty). One word a row, so
    /// that placement tests every type at once ([`Graph::type_row`]); grid
    /// nodes never take the values 7 and 8 (Boss, Ancient).
    type_cols: [u64; MAX_GRID_ROWS + 1],
    /// Each node's current column (the layout passes change it).
    col: [u8; NODE_SLOTS],
    /// Each node's type.
    ty: [PointType; NODE_SLOTS],
    /// `CanBeModified == false` (the fixed rows), by node id bit.
    locked: u128,
    /// Grid nodes (by id bit) left without parents by an edge removal.
    orphans: u128,
    /// Grid nodes (by id bit) left without children by an edge removal.
    dead_ends: u128,
}

/// Per node, the id of column 0 of the grid row above it (grid nodes and
/// the Ancient; the others have no child in the grid).
const NEXT_ROW: [NodeId; NODE_SLOTS] = {
    let mut base = [0; NODE_SLOTS];
    let mut id = 0;
    while id < START as usize {
        base[id] = (id - id % WIDTH + WIDTH) as NodeId;
        id += 1;
    }
    base[START as usize] = WIDTH as NodeId;
    base
};

/// Per node, [`Graph::bit_index`]: its creation column (grid nodes), 7 (the
/// Ancient and the bosses). A table: the edges' `id % 7` cost about 3 000
/// instructions per act map.
const BIT_INDEX: [u8; NODE_SLOTS] = {
    let mut k = [7; NODE_SLOTS];
    let mut id = 0;
    while id < START as usize {
        k[id] = (id % WIDTH) as u8;
        id += 1;
    }
    k
};

/// Every grid node's row (the others' entries unused).
const GRID_ROW: [u8; NODE_SLOTS] = {
    let mut row = [0; NODE_SLOTS];
    let mut id = 0;
    while id < START as usize {
        row[id] = (id / WIDTH) as u8;
        id += 1;
    }
    row
};

/// Every node's column at creation (grid nodes `id % 7`, the others the
/// centre column).
const CREATION_COLS: [u8; NODE_SLOTS] = {
    let mut col = [CENTER_COL; NODE_SLOTS];
    let mut id = 0;
    while id < START as usize {
        col[id] = (id % WIDTH) as u8;
        id += 1;
    }
    col
};

impl Graph {
    /// An empty map with `rows` grid rows (`L`, at most [`MAX_GRID_ROWS`]) and
    /// the Ancient and boss nodes, not yet connected.
    pub fn new(rows: u8, second_boss: bool) -> Self {
        debug_assert!((8..=MAX_GRID_ROWS as u8).contains(&rows));
        Graph {
            rows,
            second_boss,
            cells: [[EMPTY; WIDTH]; MAX_GRID_ROWS],
            occupied: [0; MAX_GRID_ROWS],
            child_cols: [0; NODE_SLOTS],
            child_order: [ChildOrder(0); NODE_SLOTS],
            parent_cols: [0; NODE_SLOTS],
            type_cols: [0; MAX_GRID_ROWS + 1],
            col: CREATION_COLS,
            ty: [PointType::Unassigned; NODE_SLOTS],
            locked: 0,
            orphans: 0,
            dead_ends: 0,
        }
    }

    /// `L`: grid rows including row 0. Room rows are `1..L`; the boss is at row `L`.
    #[inline]
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Whether the map has the second boss.
    #[inline]
    pub fn has_second_boss(&self) -> bool {
        self.second_boss
    }

    /// The id a node created in cell `(col, row)` gets.
    #[inline]
    pub const fn cell_id(col: usize, row: usize) -> NodeId {
        (row * WIDTH + col) as NodeId
    }

    /// A node's row (never changes).
    #[inline]
    pub fn row(&self, id: NodeId) -> u8 {
        match id {
            START => 0,
            BOSS => self.rows,
            SECOND_BOSS => self.rows + 1,
            // A table, not a division: rows are read all through pruning.
            _ => GRID_ROW[usize::from(id)],
        }
    }

    /// A node's current column.
    #[inline]
    pub fn col(&self, id: NodeId) -> u8 {
        self.col[usize::from(id)]
    }

    /// The node in grid cell `(col, row)`, if any.
    #[inline]
    pub fn at(&self, col: usize, row: usize) -> Option<NodeId> {
        match self.cells[row][col] {
            EMPTY => None,
            id => Some(id),
        }
    }

    /// The raw cell, [`EMPTY`] when empty.
    #[inline]
    pub fn cell(&self, col: usize, row: usize) -> NodeId {
        self.cells[row][col]
    }

    /// Whether a grid node is still in the grid (not pruned). The Ancient and
    /// the bosses are never in the grid.
    #[inline]
    pub fn in_grid(&self, id: NodeId) -> bool {
        id < START && self.cells[usize::from(GRID_ROW[usize::from(id)])][usize::from(self.col(id))] == id
    }

    /// A node's type.
    #[inline]
    pub fn ty(&self, id: NodeId) -> PointType {
        self.ty[usize::from(id)]
    }

    /// Sets a node's type.
    #[inline]
    pub fn set_ty(&mut self, id: NodeId, ty: PointType) {
        if id < START && self.in_grid(id) {
            debug_assert!(ty.value() < 8, "a grid node is never a Boss or the Ancient");
            let (r, bit) = (usize::from(GRID_ROW[usize::from(id)]), 1u64 << Self::bit_index(id));
            self.type_cols[r] &= !(bit << (8 * self.ty(id).value()));
            self.type_cols[r] |= bit << (8 * (ty.value() & 7));
        }
        self.ty[usize::from(id)] = ty;
    }

    /// [`Graph::set_ty`] for a grid node that is still Unassigned (placement's
    /// points): no grid test, and its old type's byte is known.
    #[inline]
    pub fn assign_unassigned(&mut self, id: NodeId, ty: PointType) {
        debug_assert!(self.in_grid(id) && self.ty(id) == PointType::Unassigned && ty.value() < 8);
        let (r, bit) = (usize::from(GRID_ROW[usize::from(id)]), 1u64 << Self::bit_index(id));
        // Unassigned is byte 0: the bit leaves it for `ty`'s byte.
        self.type_cols[r] = self.type_cols[r] & !bit | bit << (8 * (ty.value() & 7));
        self.ty[usize::from(id)] = ty;
    }

    /// Whether the node is locked (`CanBeModified == false`).
    #[inline]
    pub fn locked(&self, id: NodeId) -> bool {
        self.locked & (1 << id) != 0
    }

    /// Locks or unlocks a node.
    #[inline]
    pub fn set_locked(&mut self, id: NodeId, locked: bool) {
        if locked {
            self.locked |= 1 << id;
        } else {
            self.locked &= !(1 << id);
        }
    }

    /// The child of `id` that bit `k` of its child mask stands for.
    #[inline]
    pub fn child_at(&self, id: NodeId, k: u32) -> NodeId {
        if k < WIDTH as u32 {
            // A grid node's or the Ancient's child in the next grid row.
            NEXT_ROW[usize::from(id)] + k as u8
        } else if id == BOSS {
            SECOND_BOSS
        } else {
            BOSS
        }
    }

    /// The parent of `id` that bit `k` of its parent mask stands for.
    #[inline]
    pub fn parent_at(&self, id: NodeId, k: u32) -> NodeId {
        if k >= WIDTH as u32 {
            if id == SECOND_BOSS {
                BOSS
            } else {
                START
            }
        } else if id < START {
            // A grid node's parent in the row below.
            id - id % WIDTH as u8 - WIDTH as u8 + k as u8
        } else {
            // The boss's parents: the last grid row.
            Self::cell_id(k as usize, usize::from(self.rows) - 1)
        }
    }

    /// The node's children in no particular order (by creation column, the
    /// node outside the grid last): for callers that sort them or only
    /// test them.
    #[inline]
    pub fn children_unordered(&self, id: NodeId) -> NodeSet {
        let mut set = NodeSet::EMPTY_SET;
        let mut m = self.child_cols[usize::from(id)];
        while m != 0 {
            set.push(self.child_at(id, m.trailing_zeros()));
            m &= m - 1;
        }
        set
    }

    /// The node's children in the game's insertion order.
    #[inline]
    pub fn children(&self, id: NodeId) -> NodeSet {
        let i = usize::from(id);
        let mut set = NodeSet::EMPTY_SET;
        for bit in self.child_order[i].bits(self.child_cols[i].count_ones()) {
            set.push(self.child_at(id, bit.trailing_zeros()));
        }
        set
    }

    /// The node's parents (their order is never observable: the game only
    /// tests them with "any" and counts them), by column, the node outside
    /// the grid last.
    #[inline]
    pub fn parents(&self, id: NodeId) -> NodeSet {
        let mut set = NodeSet::EMPTY_SET;
        let mut m = self.parent_cols[usize::from(id)];
        while m != 0 {
            set.push(self.parent_at(id, m.trailing_zeros()));
            m &= m - 1;
        }
        set
    }

    /// How many children the node has.
    #[inline]
    pub fn child_count(&self, id: NodeId) -> u32 {
        self.child_cols[usize::from(id)].count_ones()
    }

    /// How many parents the node has.
    #[inline]
    pub fn parent_count(&self, id: NodeId) -> u32 {
        self.parent_cols[usize::from(id)].count_ones()
    }

    /// The node's children's bits ([`Graph::child_cols`]) in insertion order.
    #[inline]
    pub fn child_order(&self, id: NodeId) -> ChildOrder {
        self.child_order[usize::from(id)]
    }

    /// `GetOrCreatePoint(col, row)`.
    #[inline]
    pub fn get_or_create(&mut self, col: usize, row: usize) -> NodeId {
        if self.cells[row][col] == EMPTY {
            let id = Self::cell_id(col, row);
            self.cells[row][col] = id;
            self.occupied[row] |= 1 << col;
            self.type_cols[row] |= 1 << (col + 8 * usize::from(self.ty(id).value()));
        }
        self.cells[row][col]
    }

    /// The bit of `child` in its parent's child mask, of `parent` in its
    /// child's parent mask: the creation column of a grid node, [`OUTSIDE`]
    /// for the others.
    #[inline]
    fn bit_index(id: NodeId) -> u32 {
        u32::from(BIT_INDEX[usize::from(id)])
    }

    /// `AddChildPoint`: adds the edge `parent → child` (a no-op if it exists).
    /// Every edge climbs one row (grid nodes; the Ancient to row 1, the last
    /// row to the boss, the boss to the second boss).
    #[inline]
    pub fn add_child(&mut self, parent: NodeId, child: NodeId) {
        let (pi, ci) = (usize::from(parent), usize::from(child));
        let k = Self::bit_index(child);
        if self.child_cols[pi] & (1 << k) != 0 {
            return;
        }
        let len = self.child_cols[pi].count_ones();
        self.child_order[pi].push(len, k);
        self.child_cols[pi] |= 1 << k;
        self.parent_cols[ci] |= 1 << Self::bit_index(parent);
    }

    /// Bit `c` set = a child created in column `c` of the next row;
    /// [`OUTSIDE`] = the boss is a child (for the boss: the second boss).
    /// Creation columns: valid until the layout passes.
    #[inline]
    pub fn child_cols(&self, id: NodeId) -> u8 {
        self.child_cols[usize::from(id)]
    }

    /// Bit `c` set = a parent created in column `c` of the row below;
    /// [`OUTSIDE`] = the Ancient is a parent (for the second boss: the boss).
    #[inline]
    pub fn parent_cols(&self, id: NodeId) -> u8 {
        self.parent_cols[usize::from(id)]
    }

    /// `type_cols(row)[t]`: the grid nodes of `row` (1..=L; row L is empty)
    /// whose type value is `t` (below 8: grid types), by creation column.
    #[inline]
    pub fn type_cols(&self, row: usize) -> [u8; 8] {
        self.type_cols[row].to_le_bytes()
    }

    /// `type_cols(row)[t]`, and no node for the types no grid node has.
    #[inline]
    pub(super) fn type_mask(&self, row: usize, t: PointType) -> u8 {
        match t.value() {
            t @ 0..8 => (self.type_cols[row] >> (8 * t)) as u8,
            _ => 0,
        }
    }

    /// Bit `col` set = grid row `row` has a node in column `col`.
    #[inline]
    pub fn occupied(&self, row: usize) -> u8 {
        self.occupied[row]
    }

    /// `RemoveChildPoint`: removes the edge `parent → child` if it exists.
    #[inline]
    pub fn remove_child(&mut self, parent: NodeId, child: NodeId) {
        let (pi, ci) = (usize::from(parent), usize::from(child));
        let k = Self::bit_index(child);
        if self.child_cols[pi] & (1 << k) == 0 {
            return;
        }
        let len = self.child_cols[pi].count_ones();
        self.child_order[pi].remove(len, k);
        self.child_cols[pi] &= !(1 << k);
        self.parent_cols[ci] &= !(1 << Self::bit_index(parent));
        if self.parent_cols[ci] == 0 && (self.in_grid(child) || child == BOSS) {
            self.orphans |= 1 << child;
        }
        if self.child_cols[pi] == 0 && (self.in_grid(parent) || parent == START) {
            self.dead_ends |= 1 << parent;
        }
    }

    /// `false` when every grid node has a parent and a child (and the Ancient
    /// a child, the boss a parent): then every grid node is reachable from
    /// the Ancient and reaches the boss, since every edge climbs one row.
    #[inline]
    pub fn maybe_disconnected(&self) -> bool {
        (self.orphans | self.dead_ends) != 0
    }

    /// `RemovePoint`: empties the node's cell and removes all its edges.
    pub fn remove_point(&mut self, id: NodeId) {
        if !self.in_grid(id) {
            self.remove_edges(id);
            return;
        }
        let i = usize::from(id);
        let (r, c) = (i / WIDTH, usize::from(self.col(id)));
        self.cells[r][c] = EMPTY;
        self.occupied[r] &= !(1 << c);
        let created = 1u8 << (i % WIDTH);
        self.type_cols[r] &= !(u64::from(created) << (8 * self.ty(id).value()));
        self.orphans &= !(1 << id);
        self.dead_ends &= !(1 << id);
        // What `remove_edges` does, for a node that has just left the grid
        // (it can become neither an orphan nor a dead end), with its edges'
        // far ends found from its id: this runs several times per map.
        let kids = self.child_cols[i];
        self.child_cols[i] = 0;
        self.child_order[i] = ChildOrder(0);
        for k in BitIter(kids) {
            let child = self.child_at(id, k as u32);
            let ci = usize::from(child);
            self.parent_cols[ci] &= !created;
            if self.parent_cols[ci] == 0 && (self.in_grid(child) || child == BOSS) {
                self.orphans |= 1 << child;
            }
        }
        let parents = self.parent_cols[i];
        self.parent_cols[i] = 0;
        for k in BitIter(parents) {
            let parent = self.parent_at(id, k as u32);
            let pi = usize::from(parent);
            let len = self.child_cols[pi].count_ones();
            self.child_order[pi].remove(len, created.trailing_zeros());
            self.child_cols[pi] &= !created;
            if self.child_cols[pi] == 0 && (self.in_grid(parent) || parent == START) {
                self.dead_ends |= 1 << parent;
            }
        }
    }

    /// Removes every edge of `id`, one `RemoveChildPoint` at a time.
    fn remove_edges(&mut self, id: NodeId) {
        let mut kids = self.child_cols[usize::from(id)];
        while kids != 0 {
            let child = self.child_at(id, kids.trailing_zeros());
            self.remove_child(id, child);
            kids &= kids - 1;
        }
        let mut parents = self.parent_cols[usize::from(id)];
        while parents != 0 {
            let parent = self.parent_at(id, parents.trailing_zeros());
            self.remove_child(parent, id);
            parents &= parents - 1;
        }
    }

    /// Moves a grid node to another (empty) column of its row.
    #[inline]
    pub fn move_to(&mut self, id: NodeId, col: u8) {
        let r = usize::from(self.row(id));
        let old = usize::from(self.col(id));
        debug_assert!(self.cells[r][usize::from(col)] == EMPTY || self.cells[r][usize::from(col)] == id);
        self.cells[r][old] = EMPTY;
        self.occupied[r] &= !(1 << old);
        self.cells[r][usize::from(col)] = id;
        self.occupied[r] |= 1 << col;
        self.col[usize::from(id)] = col;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_keep_insertion_order_through_removals() {
        let mut g = Graph::new(16, false);
        let a = g.get_or_create(3, 1);
        let kids: Vec<NodeId> = [4, 2, 3].iter().map(|&c| g.get_or_create(c, 2)).collect();
        for &k in &kids {
            g.add_child(a, k);
        }
        g.add_child(a, kids[0]);
        assert_eq!(g.children(a).as_slice(), &kids[..]);
        g.remove_child(a, kids[1]);
        assert_eq!(g.children(a).as_slice(), &[kids[0], kids[2]]);
        assert_eq!(g.parents(kids[1]).len(), 0);
        g.remove_point(kids[2]);
        assert!(!g.in_grid(kids[2]) && g.in_grid(kids[0]));
        assert_eq!(g.children(a).as_slice(), &[kids[0]]);
        assert_eq!(g.row(kids[0]), 2);
        assert_eq!(g.row(BOSS), 16);
        assert_eq!(g.row(SECOND_BOSS), 17);
    }

    #[test]
    fn all_points_are_column_major() {
        let mut g = Graph::new(10, false);
        for (c, r) in [(3, 5), (0, 9), (3, 1), (6, 2)] {
            g.get_or_create(c, r);
        }
        let mut buf = [0; WIDTH * MAX_GRID_ROWS];
        let n = g.all_points(&mut buf);
        let got: Vec<(u8, u8)> = buf[..n].iter().map(|&id| (g.col(id), g.row(id))).collect();
        assert_eq!(got, [(0, 9), (3, 1), (3, 5), (6, 2)]);
    }
}
