//! Path generation for acts 1-3: the six walks, the common-ancestor rule with
//! the game's bug, the no-crossing clamps, and the first-row edge filter.
//!
//! Spec: `../shared/spec/sts1.md` §3.2-3.6.

use super::grid::{Grid, LAST_COL, TOP_ROW};
use crate::rng::GameRandom;

/// Path density: how many walks the generator makes (1 with the daily mod
/// "Uncertain Future", which this viewer does not model).
pub const PATH_DENSITY: usize = 6;

/// `randRange(min, max) = mapRng.random(max - min) + min`: one counted call.
#[inline(always)]
fn rand_range(rng: &mut GameRandom, min: i32, max: i32) -> i32 {
    rng.random_int(max - min) + min
}

/// Draws the six paths into `grid` (§3.3-3.5) and then removes the redundant
/// first-row edges (§3.6).
pub fn create_paths(grid: &mut Grid, rng: &mut GameRandom) {
    let mut first = -1;
    for i in 0..PATH_DENSITY {
        let mut start = rand_range(rng, 0, LAST_COL as i32);
        if i == 0 {
            first = start;
        }
        // Only the second path must start somewhere else than the first.
        while i == 1 && start == first {
            start = rand_range(rng, 0, LAST_COL as i32);
        }
        walk(grid, rng, start as usize);
    }
    filter_redundant_first_row_edges(grid);
}

/// One path from `(x, 0)` to the top row (§3.4, the iterative form of the
/// game's recursive `_createPaths`).
fn walk(grid: &mut Grid, rng: &mut GameRandom, mut x: usize) {
    for y in 0..TOP_ROW {
        let xi = x as i32;
        // randRange(-1, 1), or (0, 1) / (-1, 0) at the edges.
        let mut nx = match x {
            0 => rand_range(rng, 0, 1),
            LAST_COL => xi + rand_range(rng, -1, 0),
            _ => xi + rand_range(rng, -1, 1),
        };
        let ny = y + 1;

        // §3.5: every entry of the ORIGINAL candidate's parent list other than
        // `cur` whose common ancestor with `cur` is too close re-rolls the
        // step, comparing against the updated candidate. Whether an entry
        // triggers does not depend on the candidate, so the re-rolls are
        // simply: one per triggering entry, duplicates included.
        let cand = nx as usize;
        let mut others = grid.parent_mask(cand, ny) & !(1 << x);
        let mut rerolls = 0;
        while others != 0 {
            let p = others.trailing_zeros() as usize;
            others &= others - 1;
            if ancestor_too_close(grid, p, x, y) {
                rerolls += grid.parent_count(cand, ny, p);
            }
        }
        for _ in 0..rerolls {
            nx = if nx > xi {
                (xi + rand_range(rng, -1, 0)).max(0)
            } else if nx == xi {
                match xi + rand_range(rng, -1, 1) {
                    n if n > LAST_COL as i32 => xi - 1,
                    n if n < 0 => xi + 1,
                    n => n,
                }
            } else {
                (xi + rand_range(rng, 0, 1)).min(LAST_COL as i32)
            };
        }

        // No crossing with the neighbours' edges: the left clamp first, the
        // right clamp second, so the right one wins.
        if x != 0 {
            let left = grid.edges[y & 15][(x - 1) & 7];
            if left != 0 {
                nx = nx.max(max_column(left));
            }
        }
        if x != LAST_COL {
            let right = grid.edges[y & 15][(x + 1) & 7];
            if right != 0 {
                nx = nx.min(min_column(right));
            }
        }

        let nx = nx as usize;
        grid.edges[y & 15][x & 7] |= 1 << nx; // a no-op if the edge already exists
        grid.push_parent(nx, ny, x); // always appended, even then
        x = nx;
    }
    // The edge to the boss: its only effect is that the node is drawn.
    grid.boss_edges |= 1 << x;
}

/// The highest destination column in an edge mask (the last sorted edge).
#[inline(always)]
fn max_column(mask: u8) -> i32 {
    7 - mask.leading_zeros() as i32
}

/// The lowest destination column in an edge mask (the first sorted edge).
#[inline(always)]
fn min_column(mask: u8) -> i32 {
    mask.trailing_zeros() as i32
}

/// Whether `getCommonAncestor(P, cur)` finds an ancestor less than three rows
/// below the candidate row (§3.5).
///
/// The game picks the "left" node with `P.x < cur.y` — an x compared with a
/// y — and that bug is kept. An ancestor found two or more rows down gives a
/// gap of at least 3 and never triggers, so only the first step of the
/// game's loop matters: the rule fires iff the left node's rightmost parent
/// is the right node's leftmost parent.
#[inline(always)]
fn ancestor_too_close(grid: &Grid, p: usize, cur_x: usize, y: usize) -> bool {
    let (l, r) = if p < y { (p, cur_x) } else { (cur_x, p) };
    let (lp, rp) = (grid.parent_mask(l, y), grid.parent_mask(r, y));
    lp != 0 && rp != 0 && 7 - lp.leading_zeros() == rp.trailing_zeros()
}

/// §3.6: a first-floor node keeps only edges to row-1 nodes that no node
/// further left already reaches. Parents of the destinations are not updated.
fn filter_redundant_first_row_edges(grid: &mut Grid) {
    let mut seen = 0u8;
    for e in grid.edges[0].iter_mut().take(LAST_COL + 1) {
        let edges = *e;
        *e = edges & !seen;
        seen |= edges;
    }
}
