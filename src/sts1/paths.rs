//! Path generation for acts 1-3: the six walks, the common-ancestor rule with
//! the game's bug, the no-crossing clamps, and the first-row edge filter.
//!
//! Spec: `../shared/spec/sts1.md` §3.2-3.6.

use super::grid::{Grid, HEIGHT, LAST_COL, TOP_ROW};
use crate::rng::GameRandom;

/// Path density: how many walks the generator makes (1 with the daily mod
/// "Uncertain Future", which this viewer does not model).
pub const PATH_DENSITY: usize = 6;

/// `randRange(min, max) = mapRng.random(max - min) + min`: one counted call.
#[inline]
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
    let mut y = 0;
    loop {
        if y == TOP_ROW {
            // The edge to the boss: its only effect is that the node is drawn.
            grid.boss_edges |= 1 << x;
            return;
        }
        let (lo, hi) = match x {
            0 => (0, 1),
            LAST_COL => (-1, 0),
            _ => (-1, 1),
        };
        let xi = x as i32;
        let mut nx = xi + rand_range(rng, lo, hi);
        let ny = y + 1;

        // The parents of the ORIGINAL candidate, as they were before this
        // loop; later iterations compare against the updated candidate.
        let parents = grid.parents(nx as usize, ny);
        let mut cand_x = nx;
        for &p in parents {
            let p = usize::from(p);
            if p == x {
                continue;
            }
            if ancestor_too_close(grid, p, x, y) {
                if cand_x > xi {
                    nx = xi + rand_range(rng, -1, 0);
                    if nx < 0 {
                        nx = xi;
                    }
                } else if cand_x == xi {
                    nx = xi + rand_range(rng, -1, 1);
                    if nx > LAST_COL as i32 {
                        nx = xi - 1;
                    } else if nx < 0 {
                        nx = xi + 1;
                    }
                } else {
                    nx = xi + rand_range(rng, 0, 1);
                    if nx > LAST_COL as i32 {
                        nx = xi;
                    }
                }
                cand_x = nx;
            }
        }

        // No crossing with the neighbours' edges: the left clamp first, the
        // right clamp second, so the right one wins.
        if x != 0 {
            let left = grid.edges[y][x - 1];
            if left != 0 {
                nx = nx.max(max_column(left));
            }
        }
        if x != LAST_COL {
            let right = grid.edges[y][x + 1];
            if right != 0 {
                nx = nx.min(min_column(right));
            }
        }

        let nx = nx as usize;
        grid.edges[y][x] |= 1 << nx; // a no-op if the edge already exists
        grid.push_parent(nx, ny, x as u8); // always appended, even then
        x = nx;
        y = ny;
    }
}

/// The highest destination column in an edge mask (the last sorted edge).
#[inline]
fn max_column(mask: u8) -> i32 {
    7 - mask.leading_zeros() as i32
}

/// The lowest destination column in an edge mask (the first sorted edge).
#[inline]
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
#[inline]
fn ancestor_too_close(grid: &Grid, p: usize, cur_x: usize, y: usize) -> bool {
    let (l, r) = if p < y { (p, cur_x) } else { (cur_x, p) };
    let lp = grid.parents(l, y);
    let rp = grid.parents(r, y);
    match (lp.iter().max(), rp.iter().min()) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// §3.6: a first-floor node keeps only edges to row-1 nodes that no node
/// further left already reaches. Parents of the destinations are not updated.
fn filter_redundant_first_row_edges(grid: &mut Grid) {
    let mut seen = 0u8;
    for x in 0..=LAST_COL {
        let edges = grid.edges[0][x];
        grid.edges[0][x] = edges & !seen;
        seen |= edges;
    }
}

const _: () = assert!(HEIGHT == TOP_ROW + 1);
