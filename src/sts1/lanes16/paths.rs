//! The paths of sixteen act maps at once (§3.3-3.6), for the WebAssembly
//! SIMD128 build.
//!
//! Each step is the step of `crate::sts1::paths` with every value a byte
//! lane of a [`V`], one map per lane, and the grid transposed: a vector per
//! node, `edges[y][c]` holding the edges of `(c, y)` of all sixteen maps.
//! WebAssembly has no per-lane shift or gather, so the node a lane stands on
//! is chosen by comparing its column with each of the seven (`sel`), which
//! costs the same for sixteen maps as for one; one-hot bits and the ends of
//! a column mask come from 16-entry tables (`i8x16.swizzle`).
//!
//! What is done lane by lane, each lane's draws on its own generator
//! ([`Rng16::next_int`], libGDX's `nextInt` with its rejection loop): the
//! start columns (§3.3) and the ancestor rule's re-rolls (§3.5, rare; their
//! number is counted in the lanes); and a step's draw `nextInt(3)` rejects
//! (rarer still), drawn again by the one-map generator's code. The tests
//! check that every map equals the one `paths` draws.

use super::rng::{Rng16, LANES};
use super::v::V;
use crate::sts1::grid::{Grid, LAST_COL, TOP_ROW};
use crate::sts1::paths::{rerolled, PATH_DENSITY};
use crate::sts1::rooms::{COUNTED_ROWS, OPEN_ROWS};

/// Columns, as used for the per-column vectors (column 7 is never drawn).
const COLS: usize = LAST_COL + 1;

/// `1 << i` for `i` below 8.
const POW2: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];
/// The one-hot highest bit of a low nibble, and of a high nibble (shifted up).
const TOP_BIT_LO: [u8; 16] = [0, 1, 2, 2, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 8];
const TOP_BIT_HI: [u8; 16] = [0, 16, 32, 32, 64, 64, 64, 64, 128, 128, 128, 128, 128, 128, 128, 128];
/// The index of a nibble's highest bit (-1 for 0), low and high nibble.
const TOP_INDEX_LO: [u8; 16] = [0xFF, 0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3];
const TOP_INDEX_HI: [u8; 16] = [0xFF, 4, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7];
/// The index of a nibble's lowest bit (8 for 0), low and high nibble.
const LOW_INDEX_LO: [u8; 16] = [8, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0];
const LOW_INDEX_HI: [u8; 16] = [8, 4, 5, 4, 6, 4, 5, 4, 7, 4, 5, 4, 6, 4, 5, 4];

/// The number of bits set in a nibble.
const BIT_COUNT: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// `m`'s two nibbles looked up in `lo` and `hi`, combined by `f`.
#[inline(always)]
fn nibbles(m: V, lo: [u8; 16], hi: [u8; 16], f: fn(V, V) -> V) -> V {
    f(V::from_bytes(lo).swizzle(m.and(V::splat8(0x0F))), V::from_bytes(hi).swizzle(m.shr8_4()))
}

/// The grids of sixteen maps while their paths are drawn, a vector per node.
pub struct Walker {
    /// `edges[y][c]`: the edge masks of `(c, y)` (row 0 after the first-row
    /// filter once the walks are done).
    pub edges: [[V; COLS]; 16],
    /// `masks[y][c]`: the parent masks of `(c, y)` (see `Parents::mask`).
    pub masks: [[V; COLS]; 16],
    /// `keys[y][c]`: the ancestor rule's one-hot keys (see `Parents`).
    keys: [[V; COLS]; 16],
    /// `routes[w][y]`: the column of walk `w` in row `y`.
    routes: [[V; 16]; PATH_DENSITY],
    /// Bit `x` of a lane: `(x, 14)` has its edge to the boss.
    pub boss: V,
    /// The generators' wrapper-call counters.
    pub counters: [u32; LANES],
    /// Byte `l`: lane `l`'s re-rolls in the current walk (not yet in
    /// `counters`).
    rerolls: V,
}

/// Where the sixteen walks stand between steps (see `paths::Position`).
#[derive(Clone, Copy)]
struct Position {
    x: V,
    lo: V,
    hi: V,
}

impl Walker {
    /// Empty grids.
    pub fn new() -> Walker {
        Walker {
            edges: [[V::zero(); COLS]; 16],
            masks: [[V::zero(); COLS]; 16],
            keys: [[V::zero(); COLS]; 16],
            routes: [[V::zero(); 16]; PATH_DENSITY],
            boss: V::zero(),
            counters: [0; LANES],
            rerolls: V::zero(),
        }
    }

    /// Empties the grids for the next sixteen maps, in place (the walks
    /// write every row of `routes` before they read it).
    pub fn reset(&mut self) {
        for rows in [&mut self.edges, &mut self.masks, &mut self.keys] {
            *rows = [[V::zero(); COLS]; 16];
        }
        self.boss = V::zero();
        self.counters = [0; LANES];
    }

    /// Draws the six paths of sixteen maps whose generators (fresh
    /// `mapRng`s, wrapper counters 0) are `rng`, then applies the first-row
    /// filter (§3.6). Leaves the generators as the walks leave them, their
    /// counters in [`Walker::counters`].
    pub fn create_paths(&mut self, rng: &mut Rng16) {
        let mut first = [-1; LANES];
        for w in 0..PATH_DENSITY {
            let mut starts = [0u8; LANES];
            for (l, start) in starts.iter_mut().enumerate() {
                // As `paths::pick_start`: `randRange(0, 6)`, drawn again
                // while the second path would start where the first did.
                let mut column = rng.next_int(l, LAST_COL as u64 + 1);
                self.counters[l] += 1;
                if w == 0 {
                    first[l] = column;
                }
                while w == 1 && column == first[l] {
                    column = rng.next_int(l, LAST_COL as u64 + 1);
                    self.counters[l] += 1;
                }
                *start = column as u8;
            }
            self.walk(w, V::from_bytes(starts), rng);
        }
        let mut seen = V::zero();
        for e in &mut self.edges[0] {
            let edges = *e;
            *e = edges.andnot(seen);
            seen = seen.or(edges);
        }
    }

    /// The drawn nodes of each lane's grid that `rooms::room_list_into`
    /// counts (§3.7), once the paths are drawn: byte `l` of the first is
    /// lane `l`'s count over the rows `COUNTED_ROWS` marks
    /// (`availableRoomCount`), of the second over the open rows. A node
    /// below the top row is drawn iff it has an edge, a top-row node iff it
    /// has its edge to the boss.
    pub fn node_counts(&self) -> (V, V) {
        let (mut counted, mut open) = (V::zero(), V::zero());
        for (y, row) in self.edges.iter().enumerate().take(TOP_ROW) {
            // Each empty node subtracts one (an all-ones byte).
            let drawn = row.iter().fold(V::splat8(COLS as u8), |n, e| n.add8(e.eq8(V::zero())));
            if COUNTED_ROWS[y] != 0 {
                counted = counted.add8(drawn);
            }
            if OPEN_ROWS[y] != 0 {
                open = open.add8(drawn);
            }
        }
        debug_assert!(COUNTED_ROWS[TOP_ROW] != 0 && OPEN_ROWS[TOP_ROW] == 0);
        let top = nibbles(self.boss, BIT_COUNT, BIT_COUNT, V::add8);
        (counted.add8(top), open)
    }

    /// Walk `w` from the columns `x` of row 0 to the top row.
    #[inline(always)]
    fn walk(&mut self, w: usize, x: V, rng: &mut Rng16) {
        let mut at = Position { x, lo: V::zero(), hi: V::zero() };
        macro_rules! steps {
            ($($y:literal)*) => { $( at = self.step::<$y>(w, at, rng); )* };
        }
        steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13);
        self.routes[w][TOP_ROW] = at.x;
        self.boss = self.boss.or(V::from_bytes(POW2).swizzle(at.x));
        for (l, c) in self.counters.iter_mut().enumerate() {
            *c += TOP_ROW as u32 + u32::from(self.rerolls.byte(l));
        }
        self.rerolls = V::zero();
    }

    /// One step of every walk from row `Y` to row `Y + 1`.
    #[inline(always)]
    fn step<const Y: usize>(&mut self, w: usize, at: Position, rng: &mut Rng16) -> Position {
        let ny = Y + 1;
        let x = at.x;
        self.routes[w][Y] = x;
        let sel: [V; COLS] = std::array::from_fn(|c| x.eq8(V::splat8(c as u8)));
        let one = V::splat8(1);

        // `randRange(-1, 1)`, or `(0, 1)` / `(-1, 0)` at the edges.
        let draw = rng.step_draw();
        let edge = sel[0].or(sel[LAST_COL]);
        let two = draw.packed.and(V::splat8(4)).eq8(V::splat8(4)).and(one);
        let value = two.select(draw.packed.and(V::splat8(3)), edge);
        let mut nx = x.add8(value).sub8(one.andnot(sel[0]));
        if draw.maybe_rejected {
            nx = self.redraw_rejected(x, nx, rng);
        }

        // §3.5, as in `paths::step`: with the game's bug, parent `P` of the
        // candidate fires iff its key is the current node's `lo` (`P.x < y`)
        // or `hi` (otherwise).
        if Y > 0 {
            let bit_x = V::from_bytes(POW2).swizzle(x);
            let mut others = V::zero();
            let mut keyed = V::zero();
            for c in 0..COLS {
                others = others.or(nx.eq8(V::splat8(c as u8)).and(self.masks[ny][c]));
                let wanted = if c < Y { at.lo } else { at.hi };
                keyed = keyed.or(self.keys[Y][c].eq8(wanted).and(V::splat8(1 << c)));
            }
            let fired = keyed.and(others.andnot(bit_x));
            if fired.any() {
                nx = self.reroll(w, Y, x, nx, fired, rng);
            }
        }

        // No crossing: the left neighbour's highest edge, the right one's lowest.
        let mut left = V::zero();
        let mut right = V::zero();
        for (c, at_c) in sel.iter().enumerate() {
            if c > 0 {
                left = left.or(at_c.and(self.edges[Y][c - 1]));
            }
            if c < LAST_COL {
                right = right.or(at_c.and(self.edges[Y][c + 1]));
            }
        }
        nx = nx.max_s8(nibbles(left, TOP_INDEX_LO, TOP_INDEX_HI, V::max_s8));
        nx = nx.min_s8(nibbles(right, LOW_INDEX_LO, LOW_INDEX_HI, V::min_s8));

        let bit_nx = V::from_bytes(POW2).swizzle(nx);
        let bit_x = V::from_bytes(POW2).swizzle(x);
        let mut m = V::zero();
        for (c, at_c) in sel.iter().enumerate() {
            self.edges[Y][c] = self.edges[Y][c].or(at_c.and(bit_nx));
            let here = nx.eq8(V::splat8(c as u8));
            let mask = self.masks[ny][c].or(here.and(bit_x));
            self.masks[ny][c] = mask;
            m = m.or(here.and(mask));
        }
        let lo = m.and(m.neg8());
        let hi = nibbles(m, TOP_BIT_LO, TOP_BIT_HI, V::max_u8);
        for c in 0..COLS {
            let here = nx.eq8(V::splat8(c as u8));
            let key = if c < ny { hi } else { lo };
            self.keys[ny][c] = key.select(self.keys[ny][c], here);
        }
        Position { x: nx, lo, hi }
    }

    /// The lanes whose draw `nextInt(3)` rejected (an inner column and
    /// `bits` ≥ 2^63 - 2) draw again, one map at a time; returns the
    /// candidates `nx` with theirs replaced.
    #[cold]
    #[inline(never)]
    fn redraw_rejected(&mut self, x: V, mut nx: V, rng: &mut Rng16) -> V {
        for l in 0..LANES {
            let col = x.byte(l);
            let (s0, s1) = rng.get(l).state();
            let bits = s1.wrapping_add(s0) >> 1;
            if col != 0 && usize::from(col) != LAST_COL && bits >= (1 << 63) - 2 {
                let mut xs = rng.get(l);
                nx = nx.with_byte(l, (i32::from(col) - 1 + xs.next_int(3)) as u8);
                rng.set(l, xs);
            }
        }
        nx
    }

    /// The ancestor rule fired in the lanes of `fired` (byte `l`: the
    /// firing parent columns of lane `l`'s candidate): each lane re-rolls
    /// its step once per firing parent-list entry, one map at a time, by
    /// the one-map rule (`paths::rerolled`) on that lane's generator alone
    /// ([`Rng16::next_int`]); returns the candidates with theirs
    /// replaced.
    ///
    /// The entries are counted in the lanes, from the routes of the earlier
    /// walks (walk `v` appended `(P, y)` to the candidate's list iff it went
    /// from `P` to the candidate). Each re-roll is one counted call, added
    /// to the counters at the end of the walk.
    #[cold]
    #[inline(never)]
    fn reroll(&mut self, w: usize, y: usize, x: V, mut nx: V, fired: V, rng: &mut Rng16) -> V {
        let zero = V::zero();
        let mut count = zero;
        for route in &self.routes[..w] {
            let from = V::from_bytes(POW2).swizzle(route[y]).and(fired);
            count = count.sub8(route[y + 1].eq8(nx).andnot(from.eq8(zero)));
        }
        self.rerolls = self.rerolls.add8(count);
        let mut lanes = count.eq8(zero).bitmask8() ^ 0xFFFF;
        while lanes != 0 {
            let l = lanes.trailing_zeros() as usize;
            lanes &= lanes - 1;
            let (xi, mut n) = (i32::from(x.byte(l)), i32::from(nx.byte(l)));
            // As `paths::reroll`, each re-roll against the updated candidate.
            for _ in 0..count.byte(l) {
                n = rerolled(xi, n, |min, max| min + rng.next_int(l, (max - min + 1) as u64));
            }
            nx = nx.with_byte(l, n as u8);
        }
        nx
    }
}

/// The sixteen lanes' rows of a per-column vector row, two to a vector,
/// into `out`: byte `c` of 64-bit lane `h` of `out[p]` is byte `2p + h` of
/// `cols[c]` (column 7 empty). An 8 x 16 byte transpose in three rounds of
/// interleaving shuffles.
#[inline(always)]
pub fn lane_pairs(cols: &[V; COLS], out: &mut [V; LANES / 2]) {
    let z = V::zero();
    let c = |i: usize| if i < COLS { cols[i] } else { z };
    let a = [c(0).unpack_lo8(c(1)), c(0).unpack_hi8(c(1))];
    let b = [c(2).unpack_lo8(c(3)), c(2).unpack_hi8(c(3))];
    let d = [c(4).unpack_lo8(c(5)), c(4).unpack_hi8(c(5))];
    let e = [c(6).unpack_lo8(c(7)), c(6).unpack_hi8(c(7))];
    let f = [a[0].unpack_lo16(b[0]), a[0].unpack_hi16(b[0]), a[1].unpack_lo16(b[1]), a[1].unpack_hi16(b[1])];
    let g = [d[0].unpack_lo16(e[0]), d[0].unpack_hi16(e[0]), d[1].unpack_lo16(e[1]), d[1].unpack_hi16(e[1])];
    for q in 0..4 {
        out[2 * q] = f[q].unpack_lo32(g[q]);
        out[2 * q + 1] = f[q].unpack_hi32(g[q]);
    }
}

/// The sixteen lanes' rows of a per-column vector row: byte `c` of word `l`
/// is byte `l` of `cols[c]` (see [`lane_pairs`]).
#[cfg(test)]
pub fn lane_rows(cols: &[V; COLS]) -> [u64; LANES] {
    let mut pairs = [V::zero(); LANES / 2];
    lane_pairs(cols, &mut pairs);
    std::array::from_fn(|l| super::v::lane64(pairs[l / 2], l % 2))
}

/// Writes the edges of lanes `2p` and `2p + 1` into `grids` (rows 0-13
/// from the rows of [`lane_pairs`], the padding rows empty, and the boss
/// edges).
pub fn write_pair(edges: &[[V; LANES / 2]; TOP_ROW], boss: V, p: usize, grids: [&mut Grid; 2]) {
    let [a, b] = grids;
    for (y, (ra, rb)) in a.edges.iter_mut().zip(b.edges.iter_mut()).enumerate() {
        let row = if y < TOP_ROW { edges[y][p] } else { V::zero() };
        *ra = row.lane64::<0>().to_le_bytes();
        *rb = row.lane64::<1>().to_le_bytes();
    }
    a.boss_edges = boss.byte(2 * p);
    b.boss_edges = boss.byte(2 * p + 1);
}

#[cfg(test)]
mod tests {
    use super::*;
    // Built for wasm32 (scripts/test's wasm-lanes step), the tests run on the real SIMD128
    // instructions, in Node, through wasm-bindgen-test-runner.
    use crate::rng::{GameRandom, RandomXS128};
    use crate::sts1::paths;
    use crate::sts1::testing::rejecting_at;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn assert_lanes_equal_paths(rngs: [GameRandom; LANES], what: &str) {
        let mut walker = Walker::new();
        let mut rng = Rng16::new(rngs.map(|r| r.xs));
        walker.create_paths(&mut rng);
        let mut edges = [[V::zero(); LANES / 2]; TOP_ROW];
        for (out, cols) in edges.iter_mut().zip(&walker.edges) {
            lane_pairs(cols, out);
        }
        let masks: [[u64; LANES]; 16] = std::array::from_fn(|y| lane_rows(&walker.masks[y]));
        let mut grids: [Grid; LANES] = Default::default();
        for (p, pair) in grids.chunks_exact_mut(2).enumerate() {
            let [a, b] = pair else { unreachable!() };
            write_pair(&edges, walker.boss, p, [a, b]);
        }
        for (l, got) in grids.iter().enumerate() {
            let mut want = Grid::default();
            let (parents, want_rng) = paths::create_paths(&mut want, rngs[l]);
            assert_eq!(*got, want, "{what} lane {l}: grid");
            for (y, row) in masks.iter().enumerate() {
                assert_eq!(row[l], parents.mask_row(y), "{what} lane {l}: parents of row {y}");
            }
            assert_eq!(GameRandom::from_parts(rng.get(l), walker.counters[l]), want_rng, "{what} lane {l}: generator");
        }
    }

    #[test]
    fn the_transpose_puts_each_lane_in_its_row() {
        let cols: [V; COLS] = std::array::from_fn(|c| V::from_bytes(std::array::from_fn(|l| (16 * c + l) as u8)));
        let rows = lane_rows(&cols);
        for (l, row) in rows.iter().enumerate() {
            let want: [u8; 8] = std::array::from_fn(|c| if c < COLS { (16 * c + l) as u8 } else { 0 });
            assert_eq!(row.to_le_bytes(), want, "lane {l}");
        }
    }

    #[test]
    fn sixteen_lanes_draw_the_paths_of_sixteen_single_walks() {
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        for round in 0..super::super::tests::rounds(800) {
            let rngs: [GameRandom; LANES] = std::array::from_fn(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                GameRandom::new(s as i64)
            });
            assert_lanes_equal_paths(rngs, &format!("round {round}"));
        }
    }

    #[test]
    fn rejected_draws_are_drawn_again_in_every_lane() {
        // Draw k lands on a start, a step from an edge or inner column, or a
        // re-roll, depending on the map; every k up to 130 covers them all.
        for k in 0..130 {
            let rngs = std::array::from_fn(|l| {
                if l % 5 == k % 5 {
                    rejecting_at(k + l, 0x9E37_79B9_7F4A_7C15 ^ (k * 16 + l) as u64)
                } else {
                    GameRandom::from_parts(RandomXS128::new((k * 31 + l) as i64), 0)
                }
            });
            assert_lanes_equal_paths(rngs, &format!("rejection at draw {k}"));
        }
    }

    #[test]
    fn the_nibble_tables_find_the_ends_of_every_mask() {
        for m in 0..=255u8 {
            let v = V::splat8(m);
            let top = nibbles(v, TOP_INDEX_LO, TOP_INDEX_HI, V::max_s8).byte(0) as i8;
            let low = nibbles(v, LOW_INDEX_LO, LOW_INDEX_HI, V::min_s8).byte(0);
            let top_bit = nibbles(v, TOP_BIT_LO, TOP_BIT_HI, V::max_u8).byte(0);
            assert_eq!(top, 7 - m.leading_zeros() as i8, "{m:#x}");
            assert_eq!(u32::from(low), (u32::from(m) | 0x100).trailing_zeros(), "{m:#x}");
            assert_eq!(top_bit, if m == 0 { 0 } else { 0x80 >> m.leading_zeros() }, "{m:#x}");
            assert_eq!(u32::from(nibbles(v, BIT_COUNT, BIT_COUNT, V::add8).byte(0)), m.count_ones(), "{m:#x}");
        }
    }
}
