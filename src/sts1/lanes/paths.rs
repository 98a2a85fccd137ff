//! The paths of four act maps at once (§3.3-3.6), for throughput: seed
//! search and `spire-map bench` generate maps by the million.
//!
//! Each step is the step of [`super::paths`], with every value a *lane
//! vector* of four 64-bit words, one per map, and every operation written
//! lane by lane on fixed-size arrays so that the compiler turns it into one
//! SIMD instruction (AVX2 on x86-64; the module is only built there). A row
//! of the grid is one 64-bit word per map (byte `c` = column `c`, byte 7
//! always empty), so reading a neighbour's edges is a per-lane shift, and
//! the branch-free rules of `paths` become straight-line vector code.
//!
//! What stays scalar, per lane: the start columns (§3.3), the ancestor
//! rule's re-rolls (§3.5) and libGDX's rejected draws — all rare, and all
//! done by the very functions `paths` uses. The tests check that every map
//! equals the one `paths` draws.

use super::grid::{Grid, LAST_COL, LOW_BITS, TOP_ROW};
use super::paths::{self, Parents, HIGH_BITS, LEFT_OF_ROW, PATH_DENSITY};
use crate::rng::{GameRandom, RandomXS128};
use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

/// Maps walked at once.
pub const LANES: usize = 4;

/// One 64-bit word per map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct V([u64; LANES]);

impl V {
    #[inline(always)]
    const fn splat(c: u64) -> V {
        V([c; LANES])
    }

    #[inline(always)]
    fn zip(self, o: V, f: impl Fn(u64, u64) -> u64) -> V {
        let (a, b) = (self.0, o.0);
        V([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])])
    }

    /// Per-lane `self << s` for `s` in `0..64`.
    #[inline(always)]
    fn shl_v(self, s: V) -> V {
        self.zip(s, |x, s| x << (s & 63))
    }

    /// Per-lane `self >> s` for `s` in `0..64`.
    #[inline(always)]
    fn shr_v(self, s: V) -> V {
        self.zip(s, |x, s| x >> (s & 63))
    }

    /// All ones where the lanes are equal.
    #[inline(always)]
    fn eq(self, o: V) -> V {
        self.zip(o, |a, b| u64::from(a == b).wrapping_neg())
    }

    /// All ones where `self > o` as signed numbers.
    #[inline(always)]
    fn gt(self, o: V) -> V {
        self.zip(o, |a, b| u64::from((a as i64) > (b as i64)).wrapping_neg())
    }

    /// `a` where `self` is all ones, `b` where it is zero.
    #[inline(always)]
    fn select(self, a: V, b: V) -> V {
        (a & self) | (b & !self)
    }

    #[inline(always)]
    fn max(self, o: V) -> V {
        self.gt(o).select(self, o)
    }

    #[inline(always)]
    fn min(self, o: V) -> V {
        self.gt(o).select(o, self)
    }

    /// Per lane: the index of the highest set bit of a value below 2^52,
    /// -1023 for 0 — read off the exponent of the value as an `f64`.
    #[inline(always)]
    fn msb(self) -> V {
        const TWO_52: f64 = 4_503_599_627_370_496.0;
        V(self.0.map(|x| {
            let f = f64::from_bits(x | TWO_52.to_bits()) - TWO_52;
            (f.to_bits() >> 52).wrapping_sub(1023)
        }))
    }

    /// A byte value (below 256) in every byte of its lane.
    #[inline(always)]
    fn spread_byte(self) -> V {
        let t = V(self.0.map(|x| (x & 0xFF) * 0x0101_0101));
        t | (t << 32)
    }

    #[inline(always)]
    fn any(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) != 0
    }
}

macro_rules! lane_op {
    ($tr:ident, $f:ident, |$a:ident, $b:ident| $e:expr) => {
        impl $tr for V {
            type Output = V;
            #[inline(always)]
            fn $f(self, o: V) -> V {
                self.zip(o, |$a, $b| $e)
            }
        }
        impl $tr<u64> for V {
            type Output = V;
            #[inline(always)]
            fn $f(self, o: u64) -> V {
                self.zip(V::splat(o), |$a, $b| $e)
            }
        }
    };
}
lane_op!(BitAnd, bitand, |a, b| a & b);
lane_op!(BitOr, bitor, |a, b| a | b);
lane_op!(BitXor, bitxor, |a, b| a ^ b);
lane_op!(Add, add, |a, b| a.wrapping_add(b));
lane_op!(Sub, sub, |a, b| a.wrapping_sub(b));

impl Not for V {
    type Output = V;
    #[inline(always)]
    fn not(self) -> V {
        V(self.0.map(|x| !x))
    }
}

impl Shl<u32> for V {
    type Output = V;
    #[inline(always)]
    fn shl(self, s: u32) -> V {
        V(self.0.map(|x| x << s))
    }
}

impl Shr<u32> for V {
    type Output = V;
    #[inline(always)]
    fn shr(self, s: u32) -> V {
        V(self.0.map(|x| x >> s))
    }
}

/// The grids of four maps while their paths are drawn.
struct Walker {
    /// `edges[y]`, lane `l`: row `y` of map `l`'s edge masks, a byte per column.
    edges: [V; 16],
    /// `masks[y]`: row `y` of the parent masks.
    masks: [V; 16],
    /// `keys[y]`: row `y` of the ancestor rule's one-hot keys (see [`Parents`]).
    keys: [V; 16],
    /// `routes[w][y]`: the column of walk `w` in row `y`.
    routes: [[V; 16]; PATH_DENSITY],
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
        GameRandom::from_parts(RandomXS128::from_state(self.s0.0[l], self.s1.0[l]), counter)
    }

    /// Stores lane `l`'s generator state.
    fn set_rng(&mut self, l: usize, rng: &GameRandom) {
        (self.s0.0[l], self.s1.0[l]) = rng.xs.state();
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
        steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13);
        self.routes[w][TOP_ROW] = at.x;
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
        self.routes[w][Y] = x;

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
            if rejected.0[l] == 0 {
                continue;
            }
            let mut rng = at.rng(l, self.counters[l]);
            let x = at.x.0[l] as usize;
            let mut nx = x as i32 + rng.xs.next_int(3) - 1;
            if Y > 0 {
                let c = nx as usize & 7;
                let others = (masks_ny.0[l] >> (8 * c)) as u8 & !(1 << x);
                let mut fired = paths::fired(others, at.keys.0[l], at.lo.0[l] as u8, at.hi.0[l] as u8, Y);
                let mut rerolls = 0;
                while fired != 0 {
                    let p = u64::from(fired.trailing_zeros());
                    let (py, cy) = (Y, Y + 1);
                    rerolls += self.routes[..w]
                        .iter()
                        .map(|r| u32::from(r[py].0[l] == p) & u32::from(r[cy].0[l] == c as u64))
                        .sum::<u32>();
                    fired &= fired - 1;
                }
                if rerolls > 0 {
                    (rng, nx) = paths::reroll(rng, rerolls, x as i32, nx);
                }
            }
            at.set_rng(l, &rng);
            self.counters[l] = rng.counter();
            out.0[l] = nx as i64 as u64;
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
        for route in &self.routes[..w] {
            rerolls = rerolls + (fired.shr_v(route[Y] << 3) & route[Y + 1].eq(cand) & 1);
        }
        for (counter, r) in self.counters.iter_mut().zip(rerolls.0) {
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
                    let left = rerolls.0[l].saturating_sub(round);
                    if left > 0 {
                        let rng = GameRandom::from_parts(RandomXS128::from_state(s0.0[l], s1.0[l]), 0);
                        let (rng, n) = paths::reroll(rng, left as u32, x.0[l] as i32, nx.0[l] as i32);
                        (s0.0[l], s1.0[l]) = rng.xs.state();
                        nx.0[l] = n as i64 as u64;
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
    let q = V(b.0.map(|b| (b * 0xA_AAAB) >> 21));
    b - (q + (q << 1))
}

/// Draws the six paths of four maps, whose generators are `rngs` (fresh
/// `mapRng`s), and returns each map's grid with the first-row filter
/// applied (§3.6), its parent masks, and its generator afterwards.
pub fn create_paths(rngs: [GameRandom; LANES]) -> [(Grid, Parents, GameRandom); LANES] {
    let mut walker = Walker {
        edges: [V::default(); 16],
        masks: [V::default(); 16],
        keys: [V::default(); 16],
        routes: [[V::default(); 16]; PATH_DENSITY],
        boss: V::default(),
        counters: [0; LANES],
    };
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
        let mut starts = V::default();
        for (l, first) in first.iter_mut().enumerate() {
            let mut rng = state.rng(l, walker.counters[l]);
            starts.0[l] = paths::pick_start(&mut rng, w, first) as u64;
            state.set_rng(l, &rng);
            walker.counters[l] = rng.counter();
        }
        (state.s0, state.s1) = walker.walk(w, starts, state.s0, state.s1);
    }
    std::array::from_fn(|l| {
        let mut grid = Grid::default();
        for (row, lanes) in grid.edges.iter_mut().zip(&walker.edges).take(TOP_ROW) {
            *row = lanes.0[l].to_le_bytes();
        }
        let masks = walker.masks.map(|lanes| lanes.0[l].to_le_bytes());
        grid.boss_edges = walker.boss.0[l] as u8;
        paths::filter_redundant_first_row_edges(&mut grid);
        (grid, Parents::from_masks(masks), state.rng(l, walker.counters[l]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_helpers() {
        let v = V([0, 1, 0x40, 0x7F]);
        assert_eq!(v.msb(), V([(-1023i64) as u64, 0, 6, 6]));
        assert_eq!(V([0x41, 0, 1, 0xFF]).spread_byte().0[0], 0x4141_4141_4141_4141);
        assert_eq!(V([3, 5, 7, 9]).max(V([4, 4, 4, 4])), V([4, 5, 7, 9]));
        assert_eq!(V([3, 5, 7, 9]).min(V([4, 4, 4, (-1i64) as u64])), V([3, 4, 4, (-1i64) as u64]));
        assert!(!V::default().any() && V([0, 0, 0, 1]).any());
    }

    /// The generator state one `nextLong()` before `(s0, s1)`: xorshift128+
    /// is invertible.
    fn step_back(s0: u64, s1: u64) -> (u64, u64) {
        // Forward: (a, b) -> (b, t ^ b ^ (t >> 17) ^ (b >> 26)), t = a ^ (a << 23).
        let u = s1 ^ s0 ^ (s0 >> 26); // = t ^ (t >> 17)
        let t = u ^ (u >> 17) ^ (u >> 34) ^ (u >> 51);
        let a = t ^ (t << 23) ^ (t << 46);
        (a, s0)
    }

    /// A generator whose draw number `k` (from 0) has all 63 bits set, so
    /// that `nextInt(3)` rejects it.
    fn rejecting_at(k: usize, salt: u64) -> GameRandom {
        // State before draw k: the draw is new_s1 + s1 = u64::MAX.
        let s1 = salt | 1;
        let t = u64::MAX.wrapping_sub(s1) ^ s1 ^ (s1 >> 26);
        let x = t ^ (t >> 17) ^ (t >> 34) ^ (t >> 51);
        let mut state = (x ^ (x << 23) ^ (x << 46), s1);
        for _ in 0..k {
            state = step_back(state.0, state.1);
        }
        let rng = GameRandom::from_parts(RandomXS128::from_state(state.0, state.1), 0);
        let mut probe = rng.xs;
        for _ in 0..k {
            probe.next_long();
        }
        assert_eq!(probe.next_long(), -1, "draw {k} is all ones");
        rng
    }

    fn assert_lanes_equal_paths(rngs: [GameRandom; LANES], what: &str) {
        let got = create_paths(rngs);
        for l in 0..LANES {
            let mut grid = Grid::default();
            let (parents, rng) = paths::create_paths(&mut grid, rngs[l]);
            assert_eq!(got[l].0, grid, "{what} lane {l}: grid");
            for y in 0..16 {
                for x in 0..8 {
                    assert_eq!(got[l].1.mask(x, y), parents.mask(x, y), "{what} lane {l}: parents");
                }
            }
            assert_eq!(got[l].2, rng, "{what} lane {l}: generator and counter");
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
