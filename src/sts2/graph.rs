//! The generator's working map for one act: a 7-column grid of map points
//! plus the Ancient (start) and the boss nodes, with the game's
//! insertion-ordered parent and child sets, all in fixed-size arrays.
//!
//! Children and parents are insertion-ordered sets (the game's `HashSet`
//! enumerates in insertion order, and removals keep the survivors' order);
//! "all grid points" is column-major order; the type values are the game's
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

/// An insertion-ordered set of node ids (the game's `HashSet<MapPoint>`:
/// enumeration is insertion order, and removals keep the survivors' order;
/// generation never adds after it starts removing, §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeSet {
    ids: [NodeId; SET_CAP],
    len: u8,
}

impl NodeSet {
    const EMPTY_SET: NodeSet = NodeSet { ids: [EMPTY; SET_CAP], len: 0 };

    /// The members in insertion order.
    #[inline]
    pub fn as_slice(&self) -> &[NodeId] {
        &self.ids[..usize::from(self.len)]
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

    /// The first member in insertion order (`.First()`).
    #[inline]
    pub fn first(&self) -> Option<NodeId> {
        self.as_slice().first().copied()
    }

    /// `Add`: appends `id` unless it is already a member.
    #[inline]
    fn insert(&mut self, id: NodeId) {
        if !self.contains(id) && usize::from(self.len) < SET_CAP {
            self.ids[usize::from(self.len)] = id;
            self.len += 1;
        }
    }

    /// `Remove`: drops `id`, keeping the others' order.
    #[inline]
    fn remove(&mut self, id: NodeId) {
        let len = usize::from(self.len);
        if let Some(i) = self.ids[..len].iter().position(|&x| x == id) {
            self.ids.copy_within(i + 1..len, i);
            self.ids[len - 1] = EMPTY;
            self.len -= 1;
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
    /// Per grid node: bit `c` = a child created in column `c` of the next
    /// row (creation columns, `id % 7`, which the layout passes do not
    /// change); bit 7 = the boss is a child.
    child_cols: [u8; NODE_SLOTS],
    /// Per node: bit `c` = a grid parent created in column `c` of the row
    /// below (the Ancient is not included).
    parent_cols: [u8; NODE_SLOTS],
    /// `type_cols[row][t]`: the grid nodes of `row` with type value `t`,
    /// by creation column (row `L` stays empty).
    type_cols: [[u8; 9]; MAX_GRID_ROWS + 1],
    /// Each node's current column (the layout passes change it).
    col: [u8; NODE_SLOTS],
    /// Each node's type.
    ty: [PointType; NODE_SLOTS],
    /// `CanBeModified == false`: the fixed rows.
    locked: [bool; NODE_SLOTS],
    children: [NodeSet; NODE_SLOTS],
    parents: [NodeSet; NODE_SLOTS],
    /// Grid nodes (by id bit) left without parents by an edge removal.
    orphans: u128,
    /// Grid nodes (by id bit) left without children by an edge removal.
    dead_ends: u128,
}

impl Graph {
    /// An empty map with `rows` grid rows (`L`, at most [`MAX_GRID_ROWS`]) and
    /// the Ancient and boss nodes, not yet connected.
    pub fn new(rows: u8, second_boss: bool) -> Self {
        debug_assert!((8..=MAX_GRID_ROWS as u8).contains(&rows));
        let mut col = [0; NODE_SLOTS];
        for (id, c) in col.iter_mut().enumerate().take(START as usize) {
            *c = (id % WIDTH) as u8;
        }
        col[START as usize] = CENTER_COL;
        col[BOSS as usize] = CENTER_COL;
        col[SECOND_BOSS as usize] = CENTER_COL;
        Graph {
            rows,
            second_boss,
            cells: [[EMPTY; WIDTH]; MAX_GRID_ROWS],
            occupied: [0; MAX_GRID_ROWS],
            child_cols: [0; NODE_SLOTS],
            parent_cols: [0; NODE_SLOTS],
            type_cols: [[0; 9]; MAX_GRID_ROWS + 1],
            col,
            ty: [PointType::Unassigned; NODE_SLOTS],
            locked: [false; NODE_SLOTS],
            children: [NodeSet::EMPTY_SET; NODE_SLOTS],
            parents: [NodeSet::EMPTY_SET; NODE_SLOTS],
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
            _ => id / WIDTH as u8,
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
        id < START && self.cells[usize::from(self.row(id))][usize::from(self.col(id))] == id
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
            let (r, bit) = (usize::from(id) / WIDTH, 1u8 << (id % WIDTH as u8));
            self.type_cols[r][usize::from(self.ty(id).value())] &= !bit;
            self.type_cols[r][usize::from(ty.value())] |= bit;
        }
        self.ty[usize::from(id)] = ty;
    }

    /// Whether the node is locked (`CanBeModified == false`).
    #[inline]
    pub fn locked(&self, id: NodeId) -> bool {
        self.locked[usize::from(id)]
    }

    /// Locks or unlocks a node.
    #[inline]
    pub fn set_locked(&mut self, id: NodeId, locked: bool) {
        self.locked[usize::from(id)] = locked;
    }

    /// The node's children in insertion order.
    #[inline]
    pub fn children(&self, id: NodeId) -> &NodeSet {
        &self.children[usize::from(id)]
    }

    /// The node's parents in insertion order.
    #[inline]
    pub fn parents(&self, id: NodeId) -> &NodeSet {
        &self.parents[usize::from(id)]
    }

    /// `GetOrCreatePoint(col, row)`.
    #[inline]
    pub fn get_or_create(&mut self, col: usize, row: usize) -> NodeId {
        if self.cells[row][col] == EMPTY {
            let id = Self::cell_id(col, row);
            self.cells[row][col] = id;
            self.occupied[row] |= 1 << col;
            self.type_cols[row][usize::from(self.ty(id).value())] |= 1 << col;
        }
        self.cells[row][col]
    }

    /// `AddChildPoint`: adds the edge `parent → child` (a no-op if it exists).
    #[inline]
    pub fn add_child(&mut self, parent: NodeId, child: NodeId) {
        self.children[usize::from(parent)].insert(child);
        self.parents[usize::from(child)].insert(parent);
        self.child_cols[usize::from(parent)] |= Self::col_bit(child);
        if parent < START {
            self.parent_cols[usize::from(child)] |= Self::col_bit(parent);
        }
    }

    /// The bit of `child` in [`Graph::child_cols`].
    #[inline]
    fn col_bit(child: NodeId) -> u8 {
        if child < START {
            1 << (child % WIDTH as u8)
        } else {
            0x80
        }
    }

    /// Bit `c` set = a child created in column `c` of the next row; bit 7 =
    /// the boss is a child. Creation columns: valid until the layout passes.
    #[inline]
    pub fn child_cols(&self, id: NodeId) -> u8 {
        self.child_cols[usize::from(id)]
    }

    /// `type_cols(row)[t]`: the grid nodes of `row` (1..=L; row L is empty)
    /// whose type value is `t`, by creation column.
    #[inline]
    pub fn type_cols(&self, row: usize) -> &[u8; 9] {
        &self.type_cols[row]
    }

    /// Bit `col` set = grid row `row` has a node in column `col`.
    #[inline]
    pub fn occupied(&self, row: usize) -> u8 {
        self.occupied[row]
    }

    /// `RemoveChildPoint`: removes the edge `parent → child` if it exists.
    #[inline]
    pub fn remove_child(&mut self, parent: NodeId, child: NodeId) {
        self.children[usize::from(parent)].remove(child);
        self.parents[usize::from(child)].remove(parent);
        self.child_cols[usize::from(parent)] &= !Self::col_bit(child);
        if parent < START {
            self.parent_cols[usize::from(child)] &= !Self::col_bit(parent);
        }
        if self.parents[usize::from(child)].is_empty() && (self.in_grid(child) || child == BOSS) {
            self.orphans |= 1 << child;
        }
        if self.children[usize::from(parent)].is_empty() && (self.in_grid(parent) || parent == START) {
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
        if self.in_grid(id) {
            let (r, c) = (usize::from(self.row(id)), usize::from(self.col(id)));
            self.cells[r][c] = EMPTY;
            self.occupied[r] &= !(1 << c);
            let created = 1u8 << (id % WIDTH as u8);
            self.type_cols[r][usize::from(self.ty(id).value())] &= !created;
            self.orphans &= !(1 << id);
            self.dead_ends &= !(1 << id);
        }
        let children = self.children[usize::from(id)];
        for &c in children.as_slice() {
            self.remove_child(id, c);
        }
        let parents = self.parents[usize::from(id)];
        for &p in parents.as_slice() {
            self.remove_child(p, id);
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

    /// The nodes of grid row `row`, left to right.
    #[inline]
    pub fn row_nodes(&self, row: usize) -> impl Iterator<Item = NodeId> + '_ {
        let cells = &self.cells[row];
        BitIter(self.occupied[row]).map(move |c| cells[c])
    }

    /// Whether any parent or child of `id` has type `t`.
    #[inline]
    ///
    /// For a grid node and a grid type (not Boss or Ancient, which only the
    /// Ancient and the bosses have), on creation-column masks.
    pub fn neighbour_has(&self, id: NodeId, t: PointType) -> bool {
        if id >= START || matches!(t, PointType::Boss | PointType::Ancient) {
            return self.parents(id).as_slice().iter().chain(self.children(id).as_slice()).any(|&n| self.ty(n) == t);
        }
        let r = usize::from(id) / WIDTH;
        let t = usize::from(t.value());
        (self.parent_cols[usize::from(id)] & self.type_cols[r - 1][t])
            | (self.child_cols[usize::from(id)] & 0x7f & self.type_cols[r + 1][t])
            != 0
    }

    /// Whether any sibling of `id` (another child of one of its parents) has
    /// type `t`. For a grid node and a grid type, on creation-column masks:
    /// every sibling is in the node's row.
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
        let mut siblings = 0u8;
        for &p in self.parents(id).as_slice() {
            siblings |= self.child_cols[usize::from(p)];
        }
        siblings &= 0x7f & !(1 << (id % WIDTH as u8));
        siblings & self.type_cols[r][usize::from(t.value())] != 0
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
