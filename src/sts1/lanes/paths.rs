//! The paths of four act maps at once (§3.3-3.6).
//!
//! Each step is the step of `crate::sts1::paths`, with every value a [`V`]:
//! four 64-bit words, one per map, in one AVX2 register. A row of the grid
//! is one 64-bit word per map (byte `c` = column `c`, byte 7 always empty),
//! so reading a neighbour's edges is a per-lane shift, and the branch-free
//! rules of `paths` become straight-line vector code.
//!
//! What stays scalar, per lane: the start columns (§3.3), the ancestor
//! rule's re-rolls (§3.5) and libGDX's rejected draws — all rare, and all
//! done by the very functions `paths` uses. The tests check that every map
//! equals the one `paths` draws.

use super::simd::V;
use crate::rng::{GameRandom, RandomXS128};
use crate::sts1::grid::{Grid, LAST_COL, LOW_BITS, TOP_ROW};
use crate::sts1::paths::{self, HIGH_BITS, LEFT_OF_ROW, PATH_DENSITY};

/// Maps walked at once.
pub const LANES: usize = 4;

/// The grids of four maps while their paths are drawn.
pub struct Walker {
    /// `edges[y]`, lane `l`: row `y` of map `l`'s edge masks, a byte per
    /// column (row 0 after the first-row filter once the walks are done).
    pub edges: [V; 16],
    /// `masks[y]`: row `y` of the parent masks (see `Parents::mask_row`).
    pub masks: [V; 16],
    /// `keys[y]`: row `y` of the ancestor rule's one-hot keys (see [`Parents`]).
    keys: [V; 16],
    /// `routes[w]`: the columns of walk `w`, four bits per row (row `y` in
    /// bits `4y..4y + 4`; see [`column`]).
    routes: [V; PATH_DENSITY],
    /// Bit `x` of a lane: `(x, 14)` has its edge to the boss.
    boss: V,
    /// The generators' wrapper-call counters.
    counters: [u32; LANES],
}

/// Where the four walks stand between steps (see `paths::Position`), and
/// the generators' states: values, so that they stay in registers.
#[derive(Clone, Copy)]
struct Position {
    x: V,
    lo: V,
    hi: V,
    keys: V,
    s0: V,
    s1: V,
}

impl Position {
    /// Lane `l`'s generator, after `counter` wrapper calls.
    fn rng(&self, l: usize, counter: u32) -> GameRandom {
        GameRandom::from_parts(RandomXS128::from_state(self.s0.lane(l), self.s1.lane(l)), counter)
    }

    /// Stores lane `l`'s generator state.
    fn set_rng(&mut self, l: usize, rng: &GameRandom) {
        let (s0, s1) = rng.xs.state();
        self.s0.set_lane(l, s0);
        self.s1.set_lane(l, s1);
    }
}

impl Walker {
    /// One walk of each map (§3.4), from the columns `x`.
    #[inline(always)]
    fn walk(&mut self, w: usize, x: V, s0: V, s1: V) -> (V, V) {
        let mut at = Position { x, lo: V::default(), hi: V::default(), keys: V::default(), s0, s1 };
        macro_rules! steps {
            ($($y:literal)*) => { $( at = self.step::<$y>(w, at); )* };
        }
        self.routes[w] = V::default();
        steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13);
        self.routes[w] = self.routes[w] | (at.x << (4 * TOP_ROW as u32));
        self.boss = self.boss | V::splat(1).shl_v(at.x);
        for c in &mut self.counters {
            *c += TOP_ROW as u32;
        }
        (at.s0, at.s1)
    }

    /// One step of each map from row `Y` to row `Y + 1`.
    #[inline(always)]
    fn step<const Y: usize>(&mut self, w: usize, mut at: Position) -> Position {
        let ny = Y + 1;
        let x = at.x;
        self.routes[w] = self.routes[w] | (x << (4 * Y as u32));

        // mapRng.random(1) at columns 0 and 6, random(2) elsewhere.
        let bits;
        (at.s0, at.s1, bits) = draw(at.s0, at.s1);
        let (at_0, at_6) = (x.eq(V::splat(0)), x.eq(V::splat(LAST_COL as u64)));
        let edge = at_0 | at_6;
        // At column 6 `at_6` is -1: random(1) - 1.
        let mut cand = x + edge.select((bits & 1) + at_6, mod3(bits) - 1);
        // nextInt(3) rejects bits = 2^63 - 2 and 2^63 - 1 and draws again.
        let rejected = bits.gt(V::splat((1 << 63) - 3)) & !edge;
        let masks_ny = self.masks[ny];
        let keys_ny = self.keys[ny];
        if rejected.any() {
            (cand, at.s0, at.s1) = self.fix::<Y>(w, rejected, at, cand, masks_ny);
        }

        let edges = self.edges[Y];
        if Y > 0 {
            // `paths::fired`, lane by lane: the `P` among the candidate's other
            // parents whose key matches. While the walks run, `P` is a parent
            // of the candidate iff `P`'s edges reach it: bit `cand` of byte
            // `P` of the row's edges, spread over the byte (`b * 0xFF`).
            let parent = edges.shr_v(cand) & LOW_BITS;
            let parents = (parent << 8) - parent;
            let others = parents & !V::splat(0xFF).shl_v(x << 3);
            let left = LEFT_OF_ROW[Y];
            let wanted = (at.lo.spread_byte() & left) | (at.hi.spread_byte() & !left);
            // A non-zero byte `P`: `P` fires.
            let fired = at.keys & wanted & others & !rejected;
            if fired.any() {
                (cand, at.s0, at.s1) = self.reroll::<Y>(w, fired, at, cand);
            }
        }

        // The clamps (`paths::clamp`): column 7 is the empty neighbour.
        let left = edges.shr_v(((x + 7) & 7) << 3) & 0xFF;
        let right = (edges.shr_v(((x + 1) & 7) << 3) & 0xFF) | 0x100;
        let nx = cand.max(left.msb()).min((right & (V::splat(0) - right)).msb());

        self.edges[Y] = edges | V::splat(1).shl_v((x << 3) + nx);
        let masks = masks_ny | V::splat(1).shl_v((nx << 3) + x);
        self.masks[ny] = masks;
        // `paths::ends`: the parents of (nx, ny) lie in nx - 1 ..= nx + 1.
        let m = masks.shr_v(nx << 3) & 0xFF;
        let lo = m & (V::splat(0) - m);
        let hi = m & !((m >> 1) | (m >> 2));
        let key = V::splat(ny as u64).gt(nx).select(hi, lo);
        let byte = V::splat(0xFF).shl_v(nx << 3);
        self.keys[ny] = (keys_ny & !byte) | key.shl_v(nx << 3);
        Position { x: nx, lo, hi, keys: keys_ny, s0: at.s0, s1: at.s1 }
    }

    /// The lanes of `rejected` (probability 2^-62 per step): redraw the
    /// step, then apply the ancestor rule and its re-rolls with the scalar
    /// code. Returns the candidates and the
    /// generators' states.
    #[cold]
    #[inline(never)]
    fn fix<const Y: usize>(&mut self, w: usize, rejected: V, mut at: Position, cand: V, masks_ny: V) -> (V, V, V) {
        let mut out = cand;
        for l in 0..LANES {
            if rejected.lane(l) == 0 {
                continue;
            }
            let mut rng = at.rng(l, self.counters[l]);
            let x = at.x.lane(l) as usize;
            let mut nx = x as i32 + rng.xs.next_int(3) - 1;
            if Y > 0 {
                let c = nx as usize & 7;
                let others = (masks_ny.lane(l) >> (8 * c)) as u8 & !(1 << x);
                let mut fired = paths::fired(others, at.keys.lane(l), at.lo.lane(l) as u8, at.hi.lane(l) as u8, Y);
                let mut rerolls = 0;
                while fired != 0 {
                    let p = u64::from(fired.trailing_zeros());
                    let (py, cy) = (Y, Y + 1);
                    rerolls += self.routes[..w]
                        .iter()
                        .map(|r| u32::from(column(*r, py).lane(l) == p) & u32::from(column(*r, cy).lane(l) == c as u64))
                        .sum::<u32>();
                    fired &= fired - 1;
                }
                if rerolls > 0 {
                    (rng, nx) = paths::reroll(rng, rerolls, x as i32, nx);
                }
            }
            at.set_rng(l, &rng);
            self.counters[l] = rng.counter();
            out.set_lane(l, nx as i64 as u64);
        }
        (out, at.s0, at.s1)
    }

    /// The ancestor rule fired in the lanes of `fired` (a non-zero byte `P`
    /// for each firing parent column `P`): one re-roll per firing
    /// parent-list entry, as `paths::reroll` does, all lanes together.
    /// Returns the candidates and the generators' states.
    #[inline(always)]
    fn reroll<const Y: usize>(&mut self, w: usize, fired: V, at: Position, cand: V) -> (V, V, V) {
        // Entries of the candidate's parent list: one per earlier walk that
        // stepped from a firing column to the candidate.
        let fired = ((fired + !HIGH_BITS) & HIGH_BITS) >> 7;
        let mut rerolls = V::default();
        for &route in &self.routes[..w] {
            rerolls = rerolls + (fired.shr_v(column(route, Y) << 3) & column(route, Y + 1).eq(cand) & 1);
        }
        for (counter, r) in self.counters.iter_mut().zip(rerolls.lanes()) {
            *counter += r as u32;
        }
        let (x, mut nx, mut s0, mut s1) = (at.x, cand, at.s0, at.s1);
        let zero = V::splat(0);
        for round in 0.. {
            let active = rerolls.gt(V::splat(round));
            if !active.any() {
                break;
            }
            let (n0, n1, bits) = draw(s0, s1);
            let (right, same) = (nx.gt(x), nx.eq(x));
            if (bits.gt(V::splat((1 << 63) - 3)) & same & active).any() {
                // nextInt(3) rejected a draw: finish these re-rolls one lane
                // at a time, from the state before it.
                for l in 0..LANES {
                    let left = rerolls.lane(l).saturating_sub(round);
                    if left > 0 {
                        let rng = GameRandom::from_parts(RandomXS128::from_state(s0.lane(l), s1.lane(l)), 0);
                        let (rng, n) = paths::reroll(rng, left as u32, x.lane(l) as i32, nx.lane(l) as i32);
                        let (a, b) = rng.xs.state();
                        s0.set_lane(l, a);
                        s1.set_lane(l, b);
                        nx.set_lane(l, n as i64 as u64);
                    }
                }
                break;
            }
            let step = bits & 1;
            // nx > x: x + randRange(-1, 0), at least 0.
            let down = (x + step - 1).max(zero);
            // nx == x: x + randRange(-1, 1), bounced back inside the grid.
            let stay = x + mod3(bits) - 1;
            let stay = stay.gt(V::splat(LAST_COL as u64)).select(x - 1, zero.gt(stay).select(x + 1, stay));
            // nx < x: x + randRange(0, 1), at most 6.
            let up = (x + step).min(V::splat(LAST_COL as u64));
            nx = active.select(right.select(down, same.select(stay, up)), nx);
            s0 = active.select(n0, s0);
            s1 = active.select(n1, s1);
        }
        (nx, s0, s1)
    }
}

/// Row `y` of a packed route: the walk's column there.
#[inline(always)]
fn column(route: V, y: usize) -> V {
    (route >> (4 * y as u32)) & 15
}

/// One `nextLong()` of each generator (`paths` does it through
/// [`RandomXS128`]): the new state and the draw's top 63 bits.
#[inline(always)]
fn draw(s0: V, s1: V) -> (V, V, V) {
    let t = s0 ^ (s0 << 23);
    let n1 = t ^ s1 ^ (t >> 17) ^ (s1 >> 26);
    (s1, n1, (n1 + s1) >> 1)
}

/// A 63-bit value modulo 3, folding by 2^32 and 2^16 (both 1 mod 3), then an
/// exact reciprocal multiply for the 18-bit rest.
#[inline(always)]
fn mod3(bits: V) -> V {
    let a = (bits >> 32) + (bits & 0xFFFF_FFFF);
    let b = (a >> 16) + (a & 0xFFFF);
    let q = b.mul_low32(V::splat(0xA_AAAB)) >> 21;
    b - (q + (q << 1))
}

impl Walker {
    /// Empties the rows, for four new maps.
    pub fn reset(&mut self) {
        self.edges = [V::default(); 16];
        self.masks = [V::default(); 16];
        self.keys = [V::default(); 16];
        self.boss = V::default();
        self.counters = [0; LANES];
    }

    /// A walker for four empty grids.
    pub fn new() -> Walker {
        Walker {
            edges: [V::default(); 16],
            masks: [V::default(); 16],
            keys: [V::default(); 16],
            routes: [V::default(); PATH_DENSITY],
            boss: V::default(),
            counters: [0; LANES],
        }
    }
}

/// Draws the six paths of four maps, whose generators are `rngs` (fresh
/// `mapRng`s), with `walker` (new or reset) into `grids` (whose edge rows
/// past 13 are empty), then applies
/// the first-row filter (§3.6). Returns the generators afterwards; the
/// walker keeps the rows of edges and parent masks.
pub fn create_paths(walker: &mut Walker, rngs: [GameRandom; LANES], grids: [&mut Grid; LANES]) -> [GameRandom; LANES] {
    let mut state = Position {
        x: V::default(),
        lo: V::default(),
        hi: V::default(),
        keys: V::default(),
        s0: V::default(),
        s1: V::default(),
    };
    for (l, rng) in rngs.iter().enumerate() {
        state.set_rng(l, rng);
    }
    let mut first = [-1; LANES];
    for w in 0..PATH_DENSITY {
        // The start columns one lane at a time, on plain words.
        let (mut s0, mut s1) = (state.s0.lanes(), state.s1.lanes());
        let mut starts = [0; LANES];
        for l in 0..LANES {
            let mut rng = GameRandom::from_parts(RandomXS128::from_state(s0[l], s1[l]), walker.counters[l]);
            starts[l] = paths::pick_start(&mut rng, w, &mut first[l]) as u64;
            (s0[l], s1[l]) = rng.xs.state();
            walker.counters[l] = rng.counter();
        }
        (state.s0, state.s1) = (V::from_lanes(s0), V::from_lanes(s1));
        (state.s0, state.s1) = walker.walk(w, V::from_lanes(starts), state.s0, state.s1);
    }
    let mut first_row = [0; LANES];
    for (l, grid) in grids.into_iter().enumerate() {
        for (row, lanes) in grid.edges.iter_mut().zip(&walker.edges).take(TOP_ROW) {
            *row = lanes.lane(l).to_le_bytes();
        }
        grid.boss_edges = walker.boss.lane(l) as u8;
        paths::filter_redundant_first_row_edges(grid);
        first_row[l] = u64::from_le_bytes(grid.edges[0]);
    }
    walker.edges[0] = V::from_lanes(first_row);
    std::array::from_fn(|l| state.rng(l, walker.counters[l]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::testing::rejecting_at;

    fn assert_lanes_equal_paths(rngs: [GameRandom; LANES], what: &str) {
        let mut grids: [Grid; LANES] = Default::default();
        let mut got = Walker::new();
        let after = create_paths(&mut got, rngs, grids.each_mut());
        for l in 0..LANES {
            let mut grid = Grid::default();
            let (parents, rng) = paths::create_paths(&mut grid, rngs[l]);
            assert_eq!(grids[l], grid, "{what} lane {l}: grid");
            for y in 0..16 {
                assert_eq!(got.masks[y].lane(l), parents.mask_row(y), "{what} lane {l}: parents");
                assert_eq!(got.edges[y].lane(l), u64::from_le_bytes(grid.edges[y]), "{what} lane {l}: edges");
            }
            assert_eq!(after[l], rng, "{what} lane {l}: generator and counter");
        }
    }

    #[test]
    fn rejected_draws_are_drawn_again_in_every_lane() {
        // Draw k lands on a start, a step from an edge or inner column, or a
        // re-roll, depending on the map; every k up to 130 covers them all.
        for k in 0..130 {
            let rngs = std::array::from_fn(|l| rejecting_at(k + l, 0x9E37_79B9_7F4A_7C15 ^ (k * 4 + l) as u64));
            assert_lanes_equal_paths(rngs, &format!("rejection at draw {k}"));
        }
    }

    #[test]
    fn four_lanes_draw_the_paths_of_four_single_walks() {
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        for round in 0..3000 {
            let seeds: [i64; LANES] = std::array::from_fn(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s as i64
            });
            let rngs = seeds.map(|seed| GameRandom::new(seed.wrapping_add(round)));
            assert_lanes_equal_paths(rngs, &format!("round {round}"));
        }
    }
}
