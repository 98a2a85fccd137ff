//! Path generation for acts 1-3: the six walks, the common-ancestor rule with
//! the game's bug, the no-crossing clamps, and the first-row edge filter.
//!
//! Six walks from row 0 to row 14 (only the second start must differ from the
//! first), each step one column left, straight or right, re-rolled when the
//! game's buggy common-ancestor check fires and clamped so no edge crosses a
//! neighbour's; afterwards a row-0 edge is dropped when a row-0 node further
//! left already reaches its destination. Reference: spec sts1.md §3.2-3.6.
//!
//! Every step of a walk is written without data-dependent branches except
//! the ancestor rule's rare re-rolls (about 4 of the 84 steps of an act):
//! a mispredicted branch costs more than the whole step.

use super::grid::{nonzero_bytes, Grid, EXPAND, LAST_COL, LOW_BITS, TOP_ROW};
use crate::rng::GameRandom;

/// Path density: how many walks the generator makes (1 with the modifier
/// "Uncertain Future", shown as Certain Future: [`create_paths_with`]).
pub const PATH_DENSITY: usize = 6;

/// The parent lists of an act's nodes, needed only while generating.
///
/// The game's `parents` list (duplicates kept, never pruned) is kept as a
/// mask per node plus the route of every walk, from which the rare re-roll
/// path counts duplicate entries. Its order never matters: the only rule
/// that walks it (§3.5) does the same thing for every entry that triggers,
/// and whether an entry triggers does not depend on the entries before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parents {
    /// `masks[y][x]`: bit `c` set = `(c, y - 1)` is a parent of `(x, y)`.
    masks: [[u8; 8]; 16],
    /// `keys[y][c]`, one-hot: the end of `(c, y)`'s parents that the
    /// ancestor rule compares when `(c, y)` is the other parent `P` — the
    /// rightmost parent column if the game's buggy test makes `P` the left
    /// node (`c < y`), else the leftmost; 0 without parents.
    keys: [[u8; 8]; 16],
    /// `routes[w][y]`: the column of walk `w` in row `y`.
    routes: [[u8; 16]; PATH_DENSITY],
}

impl Parents {
    /// Parent masks built elsewhere (the four-lane walker; `rows[y]` is row
    /// `y`, byte `x` the mask of `(x, y)`); no keys or routes.
    #[cfg_attr(not(all(target_arch = "x86_64", target_feature = "avx2")), allow(dead_code))]
    pub(super) fn from_mask_rows(rows: &[u64; 16]) -> Self {
        Parents { masks: rows.map(u64::to_le_bytes), ..Parents::default() }
    }

    /// Row `y` of the parent masks: byte `x` is [`Parents::mask`]`(x, y)`.
    #[cfg(test)]
    pub fn mask_row(&self, y: usize) -> u64 {
        u64::from_le_bytes(self.masks[y & 15])
    }

    /// The distinct parents of `(x, y)` as a column mask.
    #[inline(always)]
    pub fn mask(&self, x: usize, y: usize) -> u8 {
        self.masks[y & 15][x & 7]
    }

    /// How many times the first `walks` walks appended `(parent_x, y - 1)`
    /// to the parent list of `(x, y)`.
    pub fn count(&self, x: usize, y: usize, parent_x: usize, walks: usize) -> u32 {
        let (x, y) = (x as u8, y & 15);
        let parent_x = parent_x as u8;
        let py = y.wrapping_sub(1) & 15;
        let counted = self.routes[..walks.min(PATH_DENSITY)]
            .iter()
            .map(|r| u32::from(r[py] == parent_x) & u32::from(r[y] == x))
            .sum::<u32>();
        if y >= 1 {
            counted
        } else {
            0
        }
    }
}

/// The one-hot lowest and highest bits of a non-zero mask.
#[inline(always)]
fn ends(m: u8) -> (u8, u8) {
    (m & m.wrapping_neg(), 0x80 >> m.leading_zeros())
}

/// `LEFT_OF_ROW[y]`: byte `c` is 0xFF iff `c < y` — the columns the game's
/// buggy comparison (`P.x < cur.y`) treats as left of the current node.
pub(super) const LEFT_OF_ROW: [u64; 16] = {
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

/// Bit 7 of every byte.
pub(super) const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// `randRange(min, max) = mapRng.random(max - min) + min`: one counted call.
#[inline(always)]
fn rand_range(rng: &mut GameRandom, min: i32, max: i32) -> i32 {
    rng.random_int(max - min) + min
}

/// Draws the six paths into `grid` (§3.3-3.5), removes the redundant
/// first-row edges (§3.6), and returns the parent lists. The generator is
/// passed by value so that it stays in registers.
#[cfg(test)]
pub fn create_paths(grid: &mut Grid, rng: GameRandom) -> (Parents, GameRandom) {
    create_paths_with(grid, rng, PATH_DENSITY)
}

/// [`create_paths`] with `density` walks (at most [`PATH_DENSITY`]): 1 under
/// the modifier Uncertain Future ("Certain Future", spec custom-daily.md
/// §A2.1). With one walk the ancestor rule never fires (it compares a
/// node's parents from other walks), the second-path reroll never runs and
/// the first-row filter has nothing to remove. One function for both, so
/// that the unrolled walk is compiled once.
pub fn create_paths_with(grid: &mut Grid, mut rng: GameRandom, density: usize) -> (Parents, GameRandom) {
    let mut parents = Parents::default();
    let mut first = -1;
    for i in 0..density.min(PATH_DENSITY) {
        let start = pick_start(&mut rng, i, &mut first);
        rng = walk(grid, &mut parents, rng, i, start);
    }
    filter_redundant_first_row_edges(grid);
    (parents, rng)
}

/// The start column of path `i` (§3.3): `randRange(0, 6)`, drawn again
/// while the second path would start where the first did.
#[inline(always)]
pub(super) fn pick_start(rng: &mut GameRandom, i: usize, first: &mut i32) -> usize {
    let mut start = rand_range(rng, 0, LAST_COL as i32);
    if i == 0 {
        *first = start;
    }
    // Only the second path must start somewhere else than the first.
    while i == 1 && start == *first {
        start = rand_range(rng, 0, LAST_COL as i32);
    }
    start as usize
}

/// One path from `(x, 0)` to the top row (§3.4, the iterative form of the
/// game's recursive `_createPaths`), fully unrolled: every row index is a
/// constant.
#[inline(always)]
fn walk(grid: &mut Grid, parents: &mut Parents, mut rng: GameRandom, walk_index: usize, x: usize) -> GameRandom {
    let mut at = Position { x, lo: 0, hi: 0, keys: 0 };
    macro_rules! steps {
        ($($y:literal)*) => { $( at = step::<$y>(grid, parents, &mut rng, walk_index, at); )* };
    }
    steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13);
    parents.routes[walk_index % PATH_DENSITY][TOP_ROW] = at.x as u8;
    // The edge to the boss: its only effect is that the node is drawn.
    grid.boss_edges |= 1 << at.x;
    rng
}

/// Where a walk stands between steps.
#[derive(Clone, Copy)]
struct Position {
    /// Its column.
    x: usize,
    /// The one-hot leftmost and rightmost parent columns of its node.
    lo: u8,
    hi: u8,
    /// The keys of its row as they were before the walk reached it (only its
    /// own byte can have changed since, and the rule never reads that one).
    keys: u64,
}

/// One step from row `Y` to row `Y + 1`.
#[inline(always)]
fn step<const Y: usize>(
    grid: &mut Grid,
    parents: &mut Parents,
    rng: &mut GameRandom,
    walk_index: usize,
    at: Position,
) -> Position {
    let (x, ny) = (at.x & 7, Y + 1);
    parents.routes[walk_index % PATH_DENSITY][Y] = x as u8;
    let mut nx = x as i32 + rand_step(rng, x);
    // Read before this step writes its key (no store-to-load stall).
    let next_keys = u64::from_le_bytes(parents.keys[ny]);

    // §3.5: every entry of the ORIGINAL candidate's parent list other than
    // `cur` whose common ancestor with `cur` is too close re-rolls the step.
    // With the game's bug, entry `P` fires iff the rightmost parent of the
    // left node is the leftmost parent of the right node, where `P` is the
    // left node iff `P.x < cur.y`. Row 0 has no parents, so the rule cannot
    // fire on the first step.
    if Y > 0 {
        let cand = nx as usize & 7;
        let others = parents.masks[ny][cand] & !(1 << x);
        let fired = fired(others, at.keys, at.lo, at.hi, Y);
        if fired != 0 {
            let mut rerolls = 0;
            let mut m = fired;
            while m != 0 {
                rerolls += parents.count(cand, ny, m.trailing_zeros() as usize, walk_index);
                m &= m - 1;
            }
            (*rng, nx) = reroll(*rng, rerolls, x as i32, nx);
        }
    }

    let nx = clamp(grid, x, Y, nx);
    grid.edges[Y][x] |= 1 << nx; // a no-op if the edge already exists
    let m = parents.masks[ny][nx] | 1 << x; // always appended, even then
    parents.masks[ny][nx] = m;
    let (lo, hi) = ends(m);
    parents.keys[ny][nx] = if nx < ny { hi } else { lo };
    Position { x: nx, lo, hi, keys: next_keys }
}

/// The entries `P` (columns of row `y`, among `others`) for which the
/// ancestor rule fires against the current node, whose leftmost and
/// rightmost parents are the one-hot `lo` and `hi`; `keys` is row `y` of
/// [`Parents`]'s keys (the current node's own byte is never read).
///
/// All of `others` are compared at once, one-hot bytes against `lo` for a
/// left `P` and `hi` for a right one; a byte is non-zero iff adding 0x7F
/// sets its bit 7, and the test for "any" needs no gathering.
#[inline(always)]
pub(super) fn fired(others: u8, keys: u64, lo: u8, hi: u8, y: usize) -> u8 {
    let left = LEFT_OF_ROW[y & 15];
    let wanted = ((u64::from(lo) * LOW_BITS) & left) | ((u64::from(hi) * LOW_BITS) & !left);
    let matches = keys & wanted & EXPAND[usize::from(others)];
    if (matches + !HIGH_BITS) & HIGH_BITS == 0 {
        0
    } else {
        nonzero_bytes(matches)
    }
}

/// `randRange(-1, 1)` from `(x, y)`, or `(0, 1)` / `(-1, 0)` at the edges:
/// one counted call of `random(1)` or `random(2)`.
#[inline(always)]
fn rand_step(rng: &mut GameRandom, x: usize) -> i32 {
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
pub(super) fn reroll(mut rng: GameRandom, rerolls: u32, xi: i32, mut nx: i32) -> (GameRandom, i32) {
    for _ in 0..rerolls {
        nx = rerolled(xi, nx, |min, max| rand_range(&mut rng, min, max));
    }
    (rng, nx)
}

/// One re-roll of the ancestor rule (§3.5): the candidate column `nx` of a
/// step from column `xi`, drawn again with `rand_range(min, max)` (the
/// game's `randRange`, on whichever generator the caller keeps) and kept
/// on the map.
#[inline(always)]
pub(super) fn rerolled(xi: i32, nx: i32, mut rand_range: impl FnMut(i32, i32) -> i32) -> i32 {
    if nx > xi {
        (xi + rand_range(-1, 0)).max(0)
    } else if nx == xi {
        match xi + rand_range(-1, 1) {
            n if n > LAST_COL as i32 => xi - 1,
            n if n < 0 => xi + 1,
            n => n,
        }
    } else {
        (xi + rand_range(0, 1)).min(LAST_COL as i32)
    }
}

/// §3.6: a first-floor node keeps only edges to row-1 nodes that no node
/// further left already reaches. Parents of the destinations are not updated.
pub(super) fn filter_redundant_first_row_edges(grid: &mut Grid) {
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
    fn ends_are_one_hot() {
        assert_eq!(ends(0b0100_0000), (0b0100_0000, 0b0100_0000));
        assert_eq!(ends(0b0000_0110), (0b0000_0010, 0b0000_0100));
        assert_eq!(ends(0b0000_0111), (0b0000_0001, 0b0000_0100));
    }

    #[test]
    fn duplicate_parent_entries_are_counted_from_the_routes() {
        let mut p = Parents::default();
        p.routes[0][4..6].copy_from_slice(&[1, 2]);
        p.routes[1][4..6].copy_from_slice(&[1, 2]);
        p.routes[2][4..6].copy_from_slice(&[3, 2]);
        p.routes[3][4..6].copy_from_slice(&[1, 2]);
        assert_eq!(p.count(2, 5, 1, 3), 2, "walks 0 and 1; walk 3 comes later");
        assert_eq!(p.count(2, 5, 1, 4), 3);
        assert_eq!(p.count(2, 5, 3, 3), 1);
        assert_eq!(p.count(2, 5, 2, 3), 0);
    }

    #[test]
    fn a_generated_act_keeps_its_parent_bookkeeping_consistent() {
        let mut grid = Grid::default();
        let (p, _) = create_paths(&mut grid, GameRandom::new(673465884449));
        for y in 1..=TOP_ROW {
            for x in 0..=LAST_COL {
                let m = p.mask(x, y);
                let counted = (0..=LAST_COL).filter(|&c| p.count(x, y, c, PATH_DENSITY) > 0).fold(0, |a, c| a | 1 << c);
                assert_eq!(m, counted, "({x},{y}) parents");
                let key = if m == 0 {
                    0
                } else if x < y {
                    ends(m).1
                } else {
                    ends(m).0
                };
                assert_eq!(p.keys[y][x], key, "({x},{y}) key");
            }
        }
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
