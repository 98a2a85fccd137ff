//! §3.7-3.9 for four maps at once: the node counts, the shuffle's draws
//! and the room assignment run in the lanes of [`V`], one map per lane.
//! Each function does exactly what `crate::sts1::rooms` does to one map;
//! the tests compare the two.

use super::simd::{byte_positions, V};
use crate::rng::{GameRandom, RandomXS128};
use crate::sts1::grid::{diagonal, kind, Grid, LOW_BITS, TOP_ROW};
use crate::sts1::rooms::{
    counted_room_list, full_row, Quotas, RoomList, COUNTED_ROWS, OPEN_ROWS, PARENT_RULE, ROW_ALLOWED, TREASURE_ROW,
};
use safe_arch::{add_m256d, floor_m256d, mul_m256d, set_splat_m256d, sub_m256d};

/// The longest list the lanes take: every position fits a `u64` bit set.
/// (Longer lists — rare — go through `crate::sts1::rooms`.)
pub const MAX_LEN: usize = 64;

/// `rooms::room_list` for four maps whose rows of edges are `edges`: the
/// drawn nodes are counted in the lanes, a byte per column.
#[inline(always)]
pub fn room_lists(
    grids: [&mut Grid; 4],
    edges: &[V; 16],
    ascension_elites: bool,
    lists: &mut [RoomList; 4],
) -> [Quotas; 4] {
    let (mut counted, mut open) = (V::default(), V::default());
    for (y, row) in edges.iter().enumerate().take(TOP_ROW) {
        // A byte of 1 per drawn node, counted in the rows `room_list` counts.
        let drawn = row.byte_ff() & LOW_BITS;
        if COUNTED_ROWS[y] != 0 {
            counted = counted + drawn;
        }
        if OPEN_ROWS[y] != 0 {
            open = open + drawn;
        }
    }
    let (counted, open) = (counted.lanes(), open.lanes());
    let sum = |v: u64| (v.wrapping_mul(LOW_BITS) >> 56) as usize;
    let mut quotas = [Quotas::default(); 4];
    for (l, (grid, list)) in grids.into_iter().zip(lists).enumerate() {
        let n = sum(counted[l]) + grid.boss_edges.count_ones() as usize;
        quotas[l] = counted_room_list(grid, n, sum(open[l]), ascension_elites, list);
    }
    quotas
}

/// `1 / n` and `2^32 mod n`, for `n` up to [`MAX_LEN`].
const INVERSE: [f64; MAX_LEN + 1] = {
    let mut t = [0.0; MAX_LEN + 1];
    let mut n = 1;
    while n <= MAX_LEN {
        t[n] = 1.0 / n as f64;
        n += 1;
    }
    t
};
const TWO_32_MOD: [u64; MAX_LEN + 1] = {
    let mut t = [0; MAX_LEN + 1];
    let mut n = 1;
    while n <= MAX_LEN {
        t[n] = (1 << 32) % n as u64;
        n += 1;
    }
    t
};

/// 2^52 as an `f64`: adding it to a whole number below 2^52 puts the number
/// in the low bits of the sum's bit pattern.
const TWO_52: f64 = 4_503_599_627_370_496.0;

/// `bits mod n` in each lane, for `bits` below 2^63 and `n` in
/// `1..=`[`MAX_LEN`]: `(hi * (2^32 mod n) + lo) mod n`, the sum below 2^39
/// and so exact as an `f64`; `floor(x * (1 / n))` is `floor(x / n)` or, when
/// `n` divides `x`, one less (its error is below 2^-13, and `x / n` is at
/// least `1 / n` from the next whole number otherwise).
#[inline(always)]
fn remainder(bits: V, n: usize) -> V {
    let x = (bits >> 32).mul_low32(V::splat(TWO_32_MOD[n])) + (bits & 0xFFFF_FFFF);
    let xf = sub_m256d((x | TWO_52.to_bits()).to_f64(), set_splat_m256d(TWO_52));
    let q = floor_m256d(mul_m256d(xf, set_splat_m256d(INVERSE[n])));
    let r = sub_m256d(xf, mul_m256d(q, set_splat_m256d(n as f64)));
    let r = V::from_f64(add_m256d(r, set_splat_m256d(TWO_52))) & 0xFF;
    let bound = V::splat(n as u64);
    r - (r.eq(bound) & bound)
}

/// `Collections.shuffle` of four lists at once, each on its own generator,
/// exactly as [`RoomList::shuffle`] does. Round `n` draws `nextInt(n)` in
/// the lanes of every list at least `n` long (from the longest list's
/// length down to 2), then swaps in each list. Returns `false`, with the
/// lists and generators half-way, if a list is longer than [`MAX_LEN`] or
/// a draw is one that libGDX might reject (probability below 2^-56 per
/// draw); the caller then starts again one map at a time.
#[inline(never)]
pub fn shuffle(lists: &mut [RoomList; 4], rngs: &mut [GameRandom; 4]) -> bool {
    let lens = lists.each_ref().map(|l| l.len);
    let top = lens.iter().copied().max().unwrap_or(0);
    if top > MAX_LEN {
        return false;
    }
    let mut s0 = V::from_lanes(rngs.each_ref().map(|r| r.xs.state().0));
    let mut s1 = V::from_lanes(rngs.each_ref().map(|r| r.xs.state().1));
    let len = V::from_lanes(lens.map(|l| l as u64));
    let mut suspect = V::default();
    let [a, b, c, d] = lists;
    for n in (2..=top).rev() {
        let active = len.gt(V::splat(n as u64 - 1));
        // nextLong(), in the lanes that draw this round.
        let t = s0 ^ (s0 << 23);
        let next = t ^ s1 ^ (t >> 17) ^ (s1 >> 26);
        let bits = (next + s1) >> 1;
        (s0, s1) = (active.select(s1, s0), active.select(next, s1));
        // nextLong(n) draws again when bits - value + n - 1 overflows: only
        // possible for bits above 2^63 - 1 - n.
        suspect = suspect | (active & bits.gt(V::splat((1 << 63) - 1 - MAX_LEN as u64)));
        let r = remainder(bits, n);
        // Lanes that do not draw swap slot n - 1 with itself.
        let j = active.select(r, V::splat(n as u64 - 1)).lanes();
        a.swap(n - 1, j[0] as usize);
        b.swap(n - 1, j[1] as usize);
        c.swap(n - 1, j[2] as usize);
        d.swap(n - 1, j[3] as usize);
    }
    if suspect.any() {
        return false;
    }
    let (s0, s1) = (s0.lanes(), s1.lanes());
    for (l, rng) in rngs.iter_mut().enumerate() {
        *rng = GameRandom::from_parts(RandomXS128::from_state(s0[l], s1[l]), rng.counter());
    }
    true
}

/// The positions of each list kind (shop, rest, elite, `?`, monster) among
/// the first 64 slots of a list: one byte comparison per slot.
#[inline(always)]
fn kind_positions(list: &RoomList) -> [u64; 5] {
    let bytes = list.bytes();
    let half = |h: usize| <[u8; 32]>::try_from(&bytes[32 * h..32 * h + 32]).unwrap_or_default();
    let (lo, hi) = (half(0), half(1));
    std::array::from_fn(|k| u64::from(byte_positions(lo, 1 << k)) | u64::from(byte_positions(hi, 1 << k)) << 32)
}

/// §3.8-3.9 for four maps: places each map's shuffled list on its open
/// rows, exactly as `rooms::place_list` does one map. Every lane is one
/// map, and every node `(x, y)` is visited in every lane, drawn or not, so
/// the four go in lock-step without a branch. `edges` and `masks` are the
/// rows of the maps' edges and parent masks. Returns `false` (and changes
/// nothing) when a list is longer than [`MAX_LEN`].
#[inline(never)]
pub fn place(grids: [&mut Grid; 4], edges: &[V; 16], masks: &[V; 16], lists: &[RoomList; 4]) -> bool {
    if lists.iter().any(|l| l.len > MAX_LEN) {
        return false;
    }
    let by_kind: [[u64; 5]; 4] = std::array::from_fn(|l| kind_positions(&lists[l]));
    let kinds = |k: usize| V::from_lanes(std::array::from_fn(|l| by_kind[l][k]));
    let positions = [kinds(0), kinds(1), kinds(2), kinds(3), kinds(4)];
    // The rooms still in each list.
    let mut remaining = V::from_lanes(lists.each_ref().map(|l| u64::MAX.checked_shr(64 - l.len as u32).unwrap_or(0)));
    let kind_bit = |k: u64| V::splat(1 << k);
    let mut prev = V::splat(full_row(kind::MONSTER));
    let mut rows = [V::default(); TOP_ROW];
    for y in 1..TOP_ROW {
        if y == TREASURE_ROW {
            prev = V::splat(full_row(kind::TREASURE));
            continue;
        }
        let (p, e, drawn) = (masks[y], edges[y - 1], edges[y].byte_ff());
        // For every node at once, as 0xFF bytes: which of the columns left,
        // same and right are parents (a node's parents are one column away
        // at most), and which nodes one and two columns to the left are
        // siblings (children of a common parent, stale first-row parents
        // included: they lie in the columns x - 1 and x).
        let (p_left, p_same, p_right) =
            ((p & diagonal(-1)).byte_ff(), (p & diagonal(0)).byte_ff(), (p & diagonal(1)).byte_ff());
        let parent_kinds = (prev & p_same) | ((prev << 8) & p_left) | ((prev >> 8) & p_right);
        let allowed = drawn
            & (parent_kinds & (LOW_BITS * u64::from(PARENT_RULE)))
                .and_not(V::splat(LOW_BITS * u64::from(ROW_ALLOWED[y])));
        let sibling_1 = (p_left & ((e << 8) & diagonal(-1)).byte_ff()) | (p_same & (e & diagonal(-1)).byte_ff());
        let sibling_2 = p_left & ((e << 8) & diagonal(-2)).byte_ff();
        let mut row = V::default();
        // The kinds given to the nodes one and two columns to the left.
        let (mut left_1, mut left_2) = (V::default(), V::default());
        for x in 0..7 {
            let shift = 8 * x;
            // Not the kinds of the siblings to the left; the nearest one was
            // placed last, so it comes last.
            let acceptable = (left_2 & (sibling_2 >> shift)).and_not((allowed >> shift) & 0xFF);
            let acceptable = (left_1 & (sibling_1 >> shift)).and_not(acceptable);
            // The positions of the acceptable kinds.
            let mut wanted = V::default();
            for (k, &at) in positions.iter().enumerate() {
                wanted = wanted | (acceptable & kind_bit(k as u64)).is_zero().and_not(at);
            }
            let candidates = remaining & wanted;
            let first = candidates & (V::default() - candidates);
            remaining = remaining ^ first;
            // The kind of the room taken (none if `first` is empty).
            let mut kind = V::default();
            for (k, &at) in positions.iter().enumerate() {
                kind = kind | (at & first).is_zero().and_not(kind_bit(k as u64));
            }
            row = row | (kind << shift);
            (left_1, left_2) = (kind, left_1);
        }
        // §3.9: whatever is still empty becomes a monster.
        row = row | (row.byte_ff().and_not(drawn) & (LOW_BITS << kind::MONSTER));
        rows[y] = row;
        prev = row;
    }
    for (l, grid) in grids.into_iter().enumerate() {
        for (y, row) in rows.iter().enumerate().skip(1) {
            if y != TREASURE_ROW {
                grid.set_room_row(y, row.lane(l));
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remainders_are_exact() {
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        for n in 1..=MAX_LEN as u64 {
            let top = (1u64 << 63) - 1;
            let mut values = vec![0, 1, n - 1, n, n + 1, top, top - 1, top - n, 1 << 32, (1 << 32) - 1, 1 << 62];
            // Multiples of n and their neighbours, small and near 2^63.
            for k in [1, 2, 1 << 20, (1 << 31) + 1, top / n, top / n - 1] {
                values.extend([k * n, k * n - 1, (k * n + 1).min(top)]);
            }
            for _ in 0..200 {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                values.extend([s >> 1, (s >> 1) / n * n]);
            }
            for four in values.chunks(4) {
                let lanes: [u64; 4] = std::array::from_fn(|l| four[l % four.len()]);
                let got = remainder(V::from_lanes(lanes), n as usize).lanes();
                assert_eq!(got, lanes.map(|b| b % n), "n = {n}");
            }
        }
    }

    /// A list of `len` rooms, its kinds drawn from `salt`.
    fn list(len: usize, salt: u64) -> RoomList {
        let mut grid = Grid::default();
        let mut list = RoomList::new();
        let unassigned = len.min(64);
        counted_room_list(&mut grid, (salt % 90) as usize, unassigned, salt % 2 == 0, &mut list);
        list
    }

    #[test]
    fn four_lists_shuffle_as_one_list_at_a_time() {
        for (round, lens) in
            [[0, 1, 2, 3], [64, 63, 2, 50], [47, 52, 49, 55], [64, 64, 64, 64], [1, 1, 0, 5]].into_iter().enumerate()
        {
            for salt in 0..40u64 {
                let mut lists: [RoomList; 4] = std::array::from_fn(|l| list(lens[l], salt * 7 + l as u64));
                let mut rngs: [GameRandom; 4] = std::array::from_fn(|l| GameRandom::new((salt * 31 + l as u64) as i64));
                let (mut one, mut one_rngs) = (lists.clone(), rngs);
                for (list, rng) in one.iter_mut().zip(&mut one_rngs) {
                    list.shuffle(rng);
                }
                assert!(shuffle(&mut lists, &mut rngs), "round {round}");
                for l in 0..4 {
                    assert_eq!(lists[l].len, one[l].len);
                    assert_eq!(
                        lists[l].bytes()[..lists[l].len],
                        one[l].bytes()[..one[l].len],
                        "round {round} lane {l}"
                    );
                    assert_eq!(rngs[l], one_rngs[l], "round {round} lane {l}: generator");
                }
            }
        }
    }

    #[test]
    fn lists_longer_than_the_lanes_take_are_declined() {
        let mut lists: [RoomList; 4] = std::array::from_fn(|l| list(40, l as u64));
        lists[2].len = MAX_LEN + 1;
        let rngs = [GameRandom::new(1); 4];
        assert!(!shuffle(&mut lists.clone(), &mut rngs.clone()));
        let mut grids: [Grid; 4] = Default::default();
        assert!(!place(grids.each_mut(), &[V::default(); 16], &[V::default(); 16], &lists));
        assert_eq!(grids, <[Grid; 4]>::default(), "nothing placed");
    }
}
