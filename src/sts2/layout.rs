//! The three display passes (`MapPostProcessing`): they move nodes sideways
//! only, use no randomness, and give the columns the game shows and saves
//! (the coordinates of a real save's map are these, checked in
//! `tests/sts2_golden_maps.rs`).
//!
//! Centre (every node moves one column towards columns 0-1 or 5-6 when
//! those two are empty and the other two are not), spread (each row's nodes move to
//! the allowed column farthest from the rest of the row, repeated until
//! nothing moves), straighten (a node with one parent and one child beside
//! both moves one column towards them if the cell is free).
//!
//! Reference: spec sts2.md §5.6.

use super::graph::{BitIter, Graph, NodeId, EMPTY, MAX_GRID_ROWS, OUTSIDE, WIDTH};

/// A spread pass repeats until nothing moves. The game has no limit; this
/// cap (never reached in practice, see the invariants example) only keeps a
/// pathological map from hanging the caller.
pub const MAX_SPREAD_PASSES: u32 = 64;

/// Runs `CenterGrid`, `SpreadAdjacentMapPoints` and `StraightenPaths`.
/// Returns `false` if a spread loop hit [`MAX_SPREAD_PASSES`].
pub fn layout(g: &mut Graph) -> bool {
    center(g);
    let settled = spread(g);
    straighten(g);
    settled
}

/// `CenterGrid`: if columns 0 and 1 are empty but 5 and 6 are not both
/// empty, every grid node moves one column left; in the mirror case, right.
pub fn center(g: &mut Graph) {
    let used = (1..usize::from(g.rows())).fold(0u8, |m, r| m | g.occupied(r));
    let left_empty = used & 0b000_0011 == 0;
    let right_empty = used & 0b110_0000 == 0;
    let shift: i32 = match (left_empty, right_empty) {
        (true, false) => -1,
        (false, true) => 1,
        _ => return,
    };
    for r in 0..usize::from(g.rows()) {
        // Move the node nearest the destination side first.
        for k in 0..WIDTH {
            let c = if shift > 0 { WIDTH - 1 - k } else { k };
            if let Some(id) = g.at(c, r) {
                g.move_to(id, (c as i32 + shift) as u8);
            }
        }
    }
}

/// Columns within one of `col`, as a bit mask.
#[inline]
fn near(col: u8) -> u8 {
    let c = u32::from(col);
    ((0b111u32 << c) >> 1) as u8 & 0x7f
}

/// `SpreadAdjacentMapPoints`: row by row, each node moves to the allowed
/// column (within one of every parent and child, the Ancient and the boss
/// included) that is farthest from the other nodes of its row, if that is
/// strictly farther than where it is; repeated until a pass moves nothing.
///
/// A row settles in local copies of its columns and occupancy, written back
/// to the graph once it is settled (nothing else reads the row meanwhile),
/// and the gaps come from a table: the passes over a row are most of the
/// layout's work.
pub fn spread(g: &mut Graph) -> bool {
    let mut settled = true;
    for r in 1..usize::from(g.rows()) {
        let mut list = [0 as NodeId; WIDTH];
        let mut cols = [0u8; WIDTH];
        let mut allowed = [0u8; WIDTH];
        let mut n = 0;
        for id in g.row_nodes(r) {
            // The parents and children are in other rows, which do not move
            // while this row spreads: the allowed columns are fixed.
            list[n] = id;
            cols[n] = g.col(id);
            allowed[n] = neighbours_near(g, id, r);
            n += 1;
        }
        let mut occupied = g.occupied(r);
        let mut moved_any = false;
        let mut passes = 0;
        // The last node that moved in the previous pass (none: `n`). Once a
        // pass has moved nothing up to it, it stays (it moved to its best
        // column, and the row is as it left it), and so do the nodes after
        // it, which saw the row as it is now: the pass would move nothing.
        let mut last_mover = n;
        loop {
            let mut moved = false;
            for (i, (col, &allowed)) in cols[..n].iter_mut().zip(&allowed[..n]).enumerate() {
                if i == last_mover && !moved {
                    break;
                }
                // The other nodes of the row, by current column.
                let others = occupied & !(1 << *col);
                let gaps = &GAP[usize::from(others)];
                let mut best = *col;
                let mut best_gap = gaps[usize::from(best)];
                // Empty allowed cells (the node's own is not empty).
                for c in BitIter(allowed & !occupied) {
                    if gaps[c] > best_gap {
                        best = c as u8;
                        best_gap = gaps[c];
                    }
                }
                if best != *col {
                    occupied = others | 1 << best;
                    *col = best;
                    moved = true;
                    last_mover = i;
                }
            }
            if !moved {
                break;
            }
            moved_any = true;
            passes += 1;
            if passes >= MAX_SPREAD_PASSES {
                settled = false;
                break;
            }
        }
        if moved_any {
            g.set_row_cols(r, &list[..n], &cols[..n]);
        }
    }
    settled
}

/// `GAP[others][col]`: [`gap`] for every mask of other nodes and column,
/// `u8::MAX` for none (no column is farther than that).
const GAP: [[u8; WIDTH]; 128] = {
    let mut t = [[u8::MAX; WIDTH]; 128];
    let mut others = 0;
    while others < 128 {
        let mut col = 0;
        while col < WIDTH {
            let g = gap(others as u8, col as u8);
            if g != u32::MAX {
                t[others][col] = g as u8;
            }
            col += 1;
        }
        others += 1;
    }
    t
};

/// The columns within one of the current column of every parent and child
/// of grid node `id` in row `r` (the Ancient and the boss included): the
/// neighbours in the grid are read by id from the rows below and above
/// (mask bit `k` is the node created in column `k`), the one outside it is
/// the Ancient or the boss.
#[inline]
fn neighbours_near(g: &Graph, id: NodeId, r: usize) -> u8 {
    let mut allowed = 0x7fu8;
    let (parents, kids) = (g.parent_cols(id), g.child_cols(id));
    for k in BitIter(parents & 0x7f) {
        allowed &= near(g.col(Graph::cell_id(k, r - 1)));
    }
    for k in BitIter(kids & 0x7f) {
        allowed &= near(g.col(Graph::cell_id(k, r + 1)));
    }
    if (parents | kids) & OUTSIDE != 0 {
        if parents & OUTSIDE != 0 {
            allowed &= near(g.col(g.parent_at(id, 7)));
        }
        if kids & OUTSIDE != 0 {
            allowed &= near(g.col(g.child_at(id, 7)));
        }
    }
    allowed
}

/// `ComputeGap`: the distance from `col` to the nearest other node of the
/// row, given as the column mask `others` (`u32::MAX` when there is none).
const fn gap(others: u8, col: u8) -> u32 {
    let above = others >> col;
    let below = others & ((1u8 << col) - 1);
    let mut best = u32::MAX;
    if above != 0 {
        best = above.trailing_zeros();
    }
    if below != 0 {
        let d = col as u32 - (7 - below.leading_zeros());
        if d < best {
            best = d;
        }
    }
    best
}

/// `StraightenPaths`: scanning rows and columns upwards over the live grid, a
/// node with exactly one parent and one child that lies left of both moves
/// right by one (if that cell is empty), one right of both moves left by one.
/// A node that moved right is looked at again in its new column.
pub fn straighten(g: &mut Graph) {
    for r in 0..usize::from(g.rows()) {
        for c in 0..WIDTH {
            let Some(id) = g.at(c, r) else { continue };
            let (parents, kids) = (g.parent_cols(id), g.child_cols(id));
            if parents.count_ones() != 1 || kids.count_ones() != 1 {
                continue;
            }
            let p = g.parent_at(id, parents.trailing_zeros());
            let ch = g.child_at(id, kids.trailing_zeros());
            let (col, pc, cc) = (g.col(id), g.col(p), g.col(ch));
            let left_of_both = col < cc && col < pc;
            let right_of_both = col > cc && col > pc;
            if left_of_both && c < WIDTH - 1 {
                if g.cell(c + 1, r) != EMPTY {
                    continue;
                }
                g.move_to(id, col + 1);
            }
            if right_of_both && c > 0 && g.cell(c - 1, r) == EMPTY {
                g.move_to(id, col - 1);
            }
        }
    }
}

const _: () = assert!(MAX_GRID_ROWS >= 8);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::graph::{BOSS, START};

    #[test]
    fn gap_is_the_distance_to_the_nearest_other() {
        for others in 0..128u8 {
            for col in 0..7u8 {
                let want = (0..7u8).filter(|&b| others & (1 << b) != 0).map(|b| u32::from(col.abs_diff(b))).min();
                assert_eq!(gap(others, col), want.unwrap_or(u32::MAX), "{others:07b} {col}");
            }
        }
    }

    #[test]
    fn near_masks() {
        assert_eq!(near(0), 0b0000011);
        assert_eq!(near(3), 0b0011100);
        assert_eq!(near(6), 0b1100000);
    }

    #[test]
    fn center_shifts_towards_the_middle() {
        let mut g = Graph::new(10, false);
        let a = g.get_or_create(5, 1);
        let b = g.get_or_create(6, 2);
        center(&mut g);
        assert_eq!((g.col(a), g.col(b)), (4, 5));
        assert_eq!(g.at(5, 2), Some(b));
        let mut g = Graph::new(10, false);
        let a = g.get_or_create(0, 1);
        let _ = g.get_or_create(6, 3);
        center(&mut g);
        assert_eq!(g.col(a), 0, "both sides occupied: no shift");
    }

    #[test]
    fn straighten_moves_a_kink_under_its_neighbours() {
        let mut g = Graph::new(10, false);
        let p = g.get_or_create(3, 1);
        let n = g.get_or_create(2, 2);
        let c = g.get_or_create(3, 3);
        g.add_child(START, p);
        g.add_child(p, n);
        g.add_child(n, c);
        g.add_child(c, BOSS);
        straighten(&mut g);
        assert_eq!((g.col(p), g.col(n), g.col(c)), (3, 3, 3));
    }
}
