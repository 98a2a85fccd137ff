//! Path generation for acts 1-3: the six walks, the common-ancestor rule with
//! the game's bug, the no-crossing clamps, and the first-row edge filter.
//!
//! Spec: `../shared/spec/sts1.md` §3.2-3.6.
//!
//! Every step of a walk is written without data-dependent branches except
//! the ancestor rule's rare re-rolls (about 4 of the 84 steps of an act):
//! a mispredicted branch costs more than the whole step.

use super::grid::{nonzero_bytes, Grid, LAST_COL, LOW_BITS, TOP_ROW};
use crate::rng::GameRandom;

/// Path density: how many walks the generator makes (1 with the daily mod
/// "Uncertain Future", which this viewer does not model).
pub const PATH_DENSITY: usize = 6;

/// The parent lists of an act's nodes, needed only while generating.
///
/// The game's `parents` list (duplicates kept, never pruned) is kept as a
/// mask and a count per parent column. Its order never matters: the only rule
/// that walks it (§3.5) does the same thing for every entry that triggers,
/// and whether an entry triggers does not depend on the entries before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parents {
    /// `masks[y][x]`: bit `c` set = `(c, y - 1)` is a parent of `(x, y)`.
    masks: [[u8; 8]; 16],
    /// `counts[y][x]`: 4 bits per parent column `c` (bits `4c..4c+4`): how
    /// many times `(c, y - 1)` was appended to the parent list (at most 6).
    counts: [[u32; 8]; 16],
    /// `keys[y]`, byte `c`: the end of `(c, y)`'s parents that the ancestor
    /// rule compares when `(c, y)` is the other parent `P` — the rightmost
    /// parent column if the game's buggy test makes `P` the left node
    /// (`c < y`), else the leftmost; 0xFF without parents.
    keys: [u64; 16],
}

impl Default for Parents {
    fn default() -> Self {
        Parents { masks: [[0; 8]; 16], counts: [[0; 8]; 16], keys: [u64::MAX; 16] }
    }
}

impl Parents {
    /// The distinct parents of `(x, y)` as a column mask.
    #[inline(always)]
    pub fn mask(&self, x: usize, y: usize) -> u8 {
        self.masks[y & 15][x & 7]
    }

    /// How many times `(parent_x, y - 1)` is in the parent list of `(x, y)`.
    #[inline(always)]
    pub fn count(&self, x: usize, y: usize, parent_x: usize) -> u32 {
        (self.counts[y & 15][x & 7] >> (4 * (parent_x & 7))) & 15
    }

    /// Appends `(parent_x, y - 1)` to the parent list of `(x, y)` and returns
    /// the leftmost and rightmost parent columns of `(x, y)` afterwards.
    #[inline(always)]
    fn push(&mut self, x: usize, y: usize, parent_x: usize) -> (u32, u32) {
        let (x, y) = (x & 7, y & 15);
        let m = self.masks[y][x] | 1 << parent_x;
        self.masks[y][x] = m;
        self.counts[y][x] += 1 << (4 * (parent_x & 7));
        let (lo, hi) = (m.trailing_zeros(), 7 - m.leading_zeros());
        let key = u64::from(if x < y { hi } else { lo });
        let shift = 8 * x;
        self.keys[y] = (self.keys[y] & !(0xFF << shift)) | key << shift;
        (lo, hi)
    }
}

/// `LEFT_OF_ROW[y]`: byte `c` is 0xFF iff `c < y` — the columns the game's
/// buggy comparison (`P.x < cur.y`) treats as left of the current node.
const LEFT_OF_ROW: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut y = 0;
    while y < 16 {
        let mut c = 0;
        while c < 8 && c < y {
            t[y] |= 0xFF << (8 * c);
            c += 1;
        }
        y += 1;
    }
    t
};

/// `randRange(min, max) = mapRng.random(max - min) + min`: one counted call.
#[inline(always)]
fn rand_range(rng: &mut GameRandom, min: i32, max: i32) -> i32 {
    rng.random_int(max - min) + min
}

/// Draws the six paths into `grid` (§3.3-3.5), removes the redundant
/// first-row edges (§3.6), and returns the parent lists. The generator is
/// passed by value so that it stays in registers.
pub fn create_paths(grid: &mut Grid, mut rng: GameRandom) -> (Parents, GameRandom) {
    let mut parents = Parents::default();
    let mut first = -1;
    for i in 0..PATH_DENSITY {
        let mut start = rand_range(&mut rng, 0, LAST_COL as i32);
        if i == 0 {
            first = start;
        }
        // Only the second path must start somewhere else than the first.
        while i == 1 && start == first {
            start = rand_range(&mut rng, 0, LAST_COL as i32);
        }
        rng = walk(grid, &mut parents, rng, start as usize);
    }
    filter_redundant_first_row_edges(grid);
    (parents, rng)
}

/// One path from `(x, 0)` to the top row (§3.4, the iterative form of the
/// game's recursive `_createPaths`).
#[inline(always)]
fn walk(grid: &mut Grid, parents: &mut Parents, mut rng: GameRandom, mut x: usize) -> GameRandom {
    // Row 0 has no parents, so the ancestor rule cannot fire on the first step.
    let nx = clamp(grid, x, 0, x as i32 + step(&mut rng, x));
    grid.edges[0][x & 7] |= 1 << nx;
    let (mut lo, mut hi) = parents.push(nx, 1, x);
    x = nx;
    #[allow(clippy::needless_range_loop)]
    for y in 1..TOP_ROW {
        let ny = y + 1;
        let mut nx = x as i32 + step(&mut rng, x);

        // §3.5: every entry of the ORIGINAL candidate's parent list other than
        // `cur` whose common ancestor with `cur` is too close re-rolls the
        // step. With the game's bug, entry `P` fires iff the rightmost parent
        // of the left node is the leftmost parent of the right node, where
        // `P` is the left node iff `P.x < cur.y`: all candidates' `P` are
        // compared at once, a byte per column, against `cur`'s leftmost
        // parent (`lo`, for a left `P`) or rightmost parent (`hi`).
        let cand = nx as usize;
        let others = parents.mask(cand, ny) & !(1 << x);
        let left = LEFT_OF_ROW[y];
        let wanted = ((u64::from(lo) * LOW_BITS) & left) | ((u64::from(hi) * LOW_BITS) & !left);
        let fired = others & !nonzero_bytes(parents.keys[y] ^ wanted);
        if fired != 0 {
            (rng, nx) = reroll(rng, parents, fired, cand, ny, x as i32, nx);
        }

        let nx = clamp(grid, x, y, nx);
        grid.edges[y & 15][x & 7] |= 1 << nx; // a no-op if the edge already exists
        (lo, hi) = parents.push(nx, ny, x); // always appended, even then
        x = nx;
    }
    // The edge to the boss: its only effect is that the node is drawn.
    grid.boss_edges |= 1 << x;
    rng
}

/// `randRange(-1, 1)` from `(x, y)`, or `(0, 1)` / `(-1, 0)` at the edges:
/// one counted call of `random(1)` or `random(2)`.
#[inline(always)]
fn step(rng: &mut GameRandom, x: usize) -> i32 {
    let inner = (x != 0) & (x != LAST_COL);
    rng.random_int_1_or_2(inner) - i32::from(x != 0)
}

/// No crossing with the neighbours' edges: the left clamp first, the right
/// clamp second, so the right one wins. Column 7 stands for the missing
/// neighbour of columns 0 and 6 and has no edges; an empty left mask gives
/// -1 and an empty right mask 8, which clamp nothing.
#[inline(always)]
fn clamp(grid: &Grid, x: usize, y: usize, nx: i32) -> usize {
    let row = &grid.edges[y & 15];
    let left = row[x.wrapping_sub(1) & 7];
    let right = row[(x + 1) & 7];
    let nx = nx.max(7 - left.leading_zeros() as i32);
    nx.min((u32::from(right) | 0x100).trailing_zeros() as i32) as usize
}

/// The ancestor rule fired (§3.5): one re-roll per firing parent-list entry,
/// duplicates included, each against the updated candidate.
#[cold]
#[inline(never)]
fn reroll(
    mut rng: GameRandom,
    parents: &Parents,
    fired: u8,
    cand: usize,
    ny: usize,
    xi: i32,
    mut nx: i32,
) -> (GameRandom, i32) {
    let rng = &mut rng;
    let mut rerolls = 0;
    let mut m = fired;
    while m != 0 {
        rerolls += parents.count(cand, ny, m.trailing_zeros() as usize);
        m &= m - 1;
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
    (*rng, nx)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parents_keep_duplicates_and_keys() {
        let mut p = Parents::default();
        assert_eq!(p.push(2, 5, 1), (1, 1));
        assert_eq!(p.push(2, 5, 1), (1, 1));
        assert_eq!(p.push(2, 5, 3), (1, 3));
        assert_eq!(p.mask(2, 5), 0b1010);
        assert_eq!((p.count(2, 5, 1), p.count(2, 5, 3), p.count(2, 5, 2)), (2, 1, 0));
        // (2, 5): 2 < 5, so the rule reads its rightmost parent; (6, 5) its leftmost.
        p.push(6, 5, 5);
        p.push(6, 5, 6);
        assert_eq!(p.keys[5] & 0x00FF_0000_00FF_0000, 0x0005_0000_0003_0000);
        assert_eq!(p.keys[5] >> 56, 0xFF, "padding column");
        assert_eq!(p.keys[4], u64::MAX, "untouched row");
    }

    #[test]
    fn clamps_use_the_neighbours_extreme_edges() {
        let mut g = Grid::default();
        g.edges[3][2] = 0b0001_1000; // (2,3) -> 3, 4
        g.edges[3][4] = 0b0010_0000; // (4,3) -> 5
        assert_eq!(clamp(&g, 3, 3, 2), 4, "left neighbour reaches 4");
        assert_eq!(clamp(&g, 3, 3, 4), 4);
        g.edges[3][4] = 0b0000_1000; // (4,3) -> 3: the right clamp wins
        assert_eq!(clamp(&g, 3, 3, 4), 3);
        assert_eq!(clamp(&g, 0, 3, 0), 0, "no left neighbour at column 0");
        assert_eq!(clamp(&g, 6, 3, 5), 5, "no right neighbour at column 6");
    }
}
