//! The map's topology: seven walks from row 1 to the last row without
//! X-crossings, then the edges from the Ancient and into the boss.
//!
//! Each walk starts at `NextInt(0, 7)` in row 1 (the second walk redraws
//! until it finds a column no walk has started from) and climbs row by row:
//! the offsets −1, 0, +1 are stable-shuffled (two draws) and the first whose
//! clamped column does not cross an existing edge is taken ("stay" never
//! crosses). Then every last-row node gets the boss as child, the boss the
//! second boss (if any), and the Ancient every row-1 node, in column order.
//!
//! Reference: spec sts2.md §5.2 (`StandardActMap.GenerateMap`,
//! `PathGenerate`, `GenerateNextCoord`, `HasInvalidCrossover`).

use super::graph::{Graph, NodeId, BOSS, SECOND_BOSS, START, WIDTH};
use super::rng::Rng;

/// How many walks the generator makes (`_iterations`).
pub const WALKS: usize = 7;

/// The last column index.
const LAST_COL: i32 = WIDTH as i32 - 1;

/// The game's `startMapPoints`: the row-1 points the walks started from, in
/// the order they were first used (an insertion-ordered set, as the save's
/// `start_coords` lists them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Starts {
    ids: [NodeId; WALKS],
    len: u8,
}

impl Starts {
    /// The start points, first walk's first.
    pub fn as_slice(&self) -> &[NodeId] {
        &self.ids[..usize::from(self.len)]
    }

    /// The start points `ids` (at most [`WALKS`]), first walk's first (for
    /// the maps other generators build: the Spoils Map's).
    pub(crate) fn from_ids(ids: &[NodeId]) -> Starts {
        let mut s = Starts::default();
        for &id in ids.iter().take(WALKS) {
            s.ids[usize::from(s.len)] = id;
            s.len += 1;
        }
        s
    }
}

/// Draws the seven walks, then connects the last row to the boss, the boss to
/// the second boss (if any), and the Ancient to every node of row 1 (each in
/// column order). Returns the walks' start points.
pub fn build_paths(g: &mut Graph, rng: &mut Rng) -> Starts {
    // Row-1 nodes only come from start picks, so the game's `startMapPoints`
    // set is exactly the set of row-1 columns created so far.
    let mut starts: u8 = 0;
    let mut order = Starts::default();
    for i in 0..WALKS {
        let mut col = rng.next_int_range(0, WIDTH as i32) as usize;
        g.get_or_create(col, 1);
        // Only the second walk must start in a new column.
        if i == 1 {
            while starts & (1 << col) != 0 {
                col = rng.next_int_range(0, WIDTH as i32) as usize;
                g.get_or_create(col, 1);
            }
        }
        if starts & (1 << col) == 0 {
            order.ids[usize::from(order.len)] = Graph::cell_id(col, 1);
            order.len += 1;
        }
        starts |= 1 << col;
        walk(g, rng, col);
    }
    let top = usize::from(g.rows()) - 1;
    for c in 0..WIDTH {
        if let Some(id) = g.at(c, top) {
            g.add_child(id, BOSS);
        }
    }
    if g.has_second_boss() {
        g.add_child(BOSS, SECOND_BOSS);
    }
    for c in 0..WIDTH {
        if let Some(id) = g.at(c, 1) {
            g.add_child(START, id);
        }
    }
    order
}

/// `PathGenerate`: one walk from `(col, 1)` up to the last grid row.
fn walk(g: &mut Graph, rng: &mut Rng, col: usize) {
    let last = usize::from(g.rows()) - 1;
    let mut col = col;
    for row in 1..last {
        let next = next_column(g, rng, col, row);
        g.add_walk_step(col, row, next);
        col = next;
    }
}

/// `GenerateNextCoord`: `StableShuffle([-1, 0, +1])` (already sorted, so two
/// draws: `NextInt(3)`, `NextInt(2)`), then the first offset whose clamped
/// column does not cross an existing edge.
///
/// The shuffle's outcome and the clamped columns come from tables
/// ([`SHUFFLED`], [`TARGET`]): a map takes about a hundred steps.
fn next_column(g: &Graph, rng: &mut Rng, col: usize, row: usize) -> usize {
    let first = rng.next_int(3) as usize;
    let second = rng.next_int_2() as usize;
    for &o in &SHUFFLED[first][second] {
        let target = usize::from(TARGET[col][usize::from(o)]);
        if !crosses(g, col, row, target) {
            return target;
        }
    }
    // Unreachable: the "stay" offset never crosses (the game throws here).
    col
}

/// `SHUFFLED[a][b]`: the offsets `[-1, 0, +1]` (as indices 0-2) after
/// `UnstableShuffle` drew `a = NextInt(3)`, then `b = NextInt(2)` (swap the
/// last with `a`, then the middle with `b`).
const SHUFFLED: [[[u8; 3]; 2]; 3] = {
    let mut t = [[[0; 3]; 2]; 3];
    let mut a = 0;
    while a < 3 {
        let mut b = 0;
        while b < 2 {
            let mut o = [0u8, 1, 2];
            (o[2], o[a]) = (o[a], o[2]);
            (o[1], o[b]) = (o[b], o[1]);
            t[a][b] = o;
            b += 1;
        }
        a += 1;
    }
    t
};

/// `TARGET[col][i]`: column `col` plus offset `i - 1`, clamped to the grid.
const TARGET: [[u8; 3]; WIDTH] = {
    let mut t = [[0; 3]; WIDTH];
    let mut col = 0;
    while col < WIDTH {
        let mut i = 0;
        while i < 3 {
            let c = col as i32 + i as i32 - 1;
            t[col][i] = if c < 0 {
                0
            } else if c > LAST_COL {
                LAST_COL as u8
            } else {
                c as u8
            };
            i += 1;
        }
        col += 1;
    }
    t
};

/// `HasInvalidCrossover`: stepping from `(col, row)` to `target` in the next
/// row crosses an edge of the neighbour at `(target, row)` that goes the
/// opposite way, that is to column `col` of the next row (during the walks
/// every node is in the column it was created in, so the neighbour's child
/// mask says it, and an empty cell's mask is empty).
#[inline]
fn crosses(g: &Graph, col: usize, row: usize, target: usize) -> bool {
    target != col && g.child_cols(Graph::cell_id(target, row)) & (1 << col) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_are_the_shuffle_and_the_clamp() {
        for seed in 0..2000u64 {
            let (mut a, mut b) = (Rng::new(seed), Rng::new(seed));
            let mut offsets = [0u8, 1, 2];
            a.unstable_shuffle(&mut offsets);
            let (first, second) = (b.next_int(3) as usize, b.next_int(2) as usize);
            assert_eq!(SHUFFLED[first][second], offsets, "seed {seed}");
            assert_eq!(a, b);
        }
        for (col, targets) in TARGET.iter().enumerate() {
            for (i, &t) in targets.iter().enumerate() {
                assert_eq!(i32::from(t), (col as i32 + i as i32 - 1).clamp(0, LAST_COL));
            }
        }
    }

    #[test]
    fn walks_reach_the_last_row_without_crossings() {
        for seed in 0..300u64 {
            let mut g = Graph::new(16, seed % 2 == 0);
            build_paths(&mut g, &mut Rng::new(seed));
            assert!(g.row_nodes(1).count() >= 2, "the second walk starts in a new column");
            for r in 1..15 {
                for a in g.row_nodes(r) {
                    assert!(!g.children(a).is_empty());
                    for &ca in g.children(a).as_slice() {
                        assert!((i32::from(g.col(ca)) - i32::from(g.col(a))).abs() <= 1);
                        for b in g.row_nodes(r) {
                            for &cb in g.children(b).as_slice() {
                                let (xa, xb, ya, yb) = (g.col(a), g.col(b), g.col(ca), g.col(cb));
                                assert!(!(xa < xb && ya > yb), "crossing in row {r}, seed {seed}");
                            }
                        }
                    }
                }
            }
            assert_eq!(g.children(START).len(), g.row_nodes(1).count());
            assert_eq!(g.parents(BOSS).len(), g.row_nodes(15).count());
            assert_eq!(g.children(BOSS).len(), usize::from(seed % 2 == 0));
        }
    }
}
