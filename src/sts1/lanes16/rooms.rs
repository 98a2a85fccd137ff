//! §3.8-3.9 for two maps at once: the room assignment of two maps in the
//! two 64-bit lanes of a [`V`], a grid row (a byte per column) per lane —
//! the layout `crate::sts1::lanes::rooms` uses for four maps in AVX2, on
//! the SIMD128 instructions. Every node of a row is visited in both lanes,
//! drawn or not, so the two maps go in lock-step without a branch.
//!
//! A node's acceptable kinds (a 5-bit set, §3.8) are worked out in the
//! lanes; then, in each lane, they pick the positions of those kinds from a
//! 32-entry table of the map's list, the room taken is the lowest of them
//! still in the list (a trailing-zero count, which SIMD128 lacks, so this
//! part is scalar), and its kind goes back into its lane's byte of the row.
//! Does exactly what `rooms::place_list` does to each map; the tests
//! compare the two.

use super::v::{lane64, V};
use crate::sts1::grid::{diagonal, kind, Grid, LOW_BITS, TOP_ROW};
use crate::sts1::rooms::{full_row, RoomList, PARENT_RULE, ROW_ALLOWED, SHORT_LIST, TREASURE_ROW};

/// The longest list the lanes take: every position fits a `u64` bit set,
/// and slot 64 is empty (`rooms::SHORT_LIST`). (Longer lists — rare — go
/// through `crate::sts1::rooms`.)
pub const MAX_LEN: usize = SHORT_LIST;

/// The list kinds (shop, rest, elite, `?`, monster): bits 0-4.
const KINDS: usize = 5;

/// The positions of each list kind among the first 64 slots of `list`:
/// one byte comparison per slot, sixteen at a time.
#[inline(always)]
fn kind_positions(list: &RoomList) -> [u64; KINDS] {
    let bytes = list.bytes();
    let word = |w: usize| u64::from_le_bytes(bytes[8 * w..8 * w + 8].try_into().unwrap_or_default());
    let chunks: [V; 4] = std::array::from_fn(|c| V::from64(word(2 * c), word(2 * c + 1)));
    std::array::from_fn(|k| {
        let one_hot = V::splat8(1 << k);
        chunks.iter().enumerate().fold(0, |at, (c, chunk)| at | u64::from(chunk.eq8(one_hot).bitmask8()) << (16 * c))
    })
}

/// Writes `t[s]`: the positions whose kind is in the set `s` (every entry;
/// `t` is a buffer kept from one call to the next).
#[inline(always)]
fn by_kinds(at: &[u64; KINDS], t: &mut [u64; 32]) {
    t[0] = 0;
    for s in 1..32 {
        t[s] = t[s & (s - 1)] | at[s.trailing_zeros() as usize];
    }
}

/// All ones in each byte of `v` that is not zero.
#[inline(always)]
fn nonzero8(v: V) -> V {
    V::splat8(0xFF).andnot(v.eq8(V::zero()))
}

/// What the nodes of a row share while its columns are placed.
struct Row<'a> {
    /// Per lane, the positions of each set of kinds ([`by_kinds`]).
    tables: [&'a [u64; 32]; 2],
    /// Per lane, the list (its slots past the end: anything, but slot 64
    /// empty).
    lists: [&'a [u8; 128]; 2],
    /// Per lane, the rooms still in the list.
    remaining: [u64; 2],
    /// 0xFF bytes: the kinds each node's row and parents allow.
    allowed: V,
    /// 0xFF bytes where the node one (two) columns to the left is a
    /// sibling.
    sibling_1: V,
    sibling_2: V,
    /// The kinds placed so far in this row.
    row: V,
}

impl Row<'_> {
    /// Places the room of column `X` in both lanes (`X8` is `X + 8`).
    #[inline(always)]
    fn node<const X: usize, const X8: usize>(&mut self) {
        // Not the kinds of the siblings to the left, at the node's byte.
        let acceptable = self
            .allowed
            .andnot(self.row.shl64_by(8).and(self.sibling_1))
            .andnot(self.row.shl64_by(16).and(self.sibling_2));
        let acceptable = [acceptable.byte_at::<X>(), acceptable.byte_at::<X8>()];
        let kinds: [u8; 2] = std::array::from_fn(|h| {
            let candidates = self.remaining[h] & self.tables[h][usize::from(acceptable[h]) & 31];
            self.remaining[h] ^= candidates & candidates.wrapping_neg();
            // No room (0) when nothing is acceptable: slot 64 is empty.
            self.lists[h][candidates.trailing_zeros() as usize & 127]
        });
        self.row = self.row.with_byte_at::<X>(kinds[0]).with_byte_at::<X8>(kinds[1]);
    }
}

/// Places the rooms of rows 1-13 (but the treasure row) of `grids`, two
/// maps whose rows of edges and parent masks are `edges[y][pair]` and
/// `masks[y][pair]` (lane `h` is map `h`; see `paths::lane_pairs`) and whose
/// shuffled room lists are `lists`: exactly what `rooms::place_list` does
/// to each map. Returns `false` (and changes nothing) when a list is longer
/// than [`MAX_LEN`]. `tables` is a buffer.
#[inline(never)]
pub fn place<const N: usize>(
    edges: &[[V; N]; TOP_ROW],
    masks: &[[V; N]; 16],
    pair: usize,
    lists: [&RoomList; 2],
    grids: [&mut Grid; 2],
    tables: &mut [[u64; 32]; 2],
) -> bool {
    if lists.iter().any(|l| l.len > MAX_LEN) {
        return false;
    }
    let [t0, t1] = tables;
    by_kinds(&kind_positions(lists[0]), t0);
    by_kinds(&kind_positions(lists[1]), t1);
    let first_n = |len: usize| u64::MAX.checked_shr(64 - len as u32).unwrap_or(0);
    let mut row = Row {
        tables: [&*t0, &*t1],
        lists: lists.map(RoomList::bytes),
        remaining: lists.map(|l| first_n(l.len)),
        allowed: V::zero(),
        sibling_1: V::zero(),
        sibling_2: V::zero(),
        row: V::zero(),
    };
    let bytes = |m: u8| V::splat64(LOW_BITS * u64::from(m));
    let mut prev = V::splat64(full_row(kind::MONSTER));
    for y in 1..TOP_ROW {
        if y == TREASURE_ROW {
            prev = V::splat64(full_row(kind::TREASURE));
            continue;
        }
        let (p, e, drawn) = (masks[y][pair], edges[y - 1][pair], nonzero8(edges[y][pair]));
        // For every node at once, as 0xFF bytes: which of the columns left,
        // same and right are parents (a node's parents are one column away
        // at most), and which nodes one and two columns to the left are
        // siblings (children of a common parent, stale first-row parents
        // included: they lie in the columns x - 1 and x).
        let along = |m: V, d: i32| nonzero8(m.and(V::splat64(diagonal(d))));
        let (p_left, p_same, p_right) = (along(p, -1), along(p, 0), along(p, 1));
        let parent_kinds = prev.and(p_same).or(prev.shl64_by(8).and(p_left)).or(prev.shr64_by(8).and(p_right));
        row.allowed = drawn.and(bytes(ROW_ALLOWED[y])).andnot(parent_kinds.and(bytes(PARENT_RULE)));
        let e_left = e.shl64_by(8);
        row.sibling_1 = p_left.and(along(e_left, -1)).or(p_same.and(along(e, -1)));
        row.sibling_2 = p_left.and(along(e_left, -2));
        row.row = V::zero();
        row.node::<0, 8>();
        row.node::<1, 9>();
        row.node::<2, 10>();
        row.node::<3, 11>();
        row.node::<4, 12>();
        row.node::<5, 13>();
        row.node::<6, 14>();
        // §3.9: whatever is still empty becomes a monster.
        prev = row.row.or(drawn.and(V::splat64(LOW_BITS << kind::MONSTER)).andnot(nonzero8(row.row)));
        grids[0].set_room_row(y, lane64(prev, 0));
        grids[1].set_room_row(y, lane64(prev, 1));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    // Built for wasm32 (scripts/test's wasm-lanes step), the tests run on the real SIMD128
    // instructions, in Node, through wasm-bindgen-test-runner.
    use crate::rng::GameRandom;
    use crate::sts1::grid::Grid;
    use crate::sts1::paths::{self, Parents};
    use crate::sts1::rooms::{place_list, room_list};
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// A map's paths, parents, shuffled room list and placed rooms.
    type OneMap = (Grid, Parents, RoomList, Grid);

    /// The paths of a map from `seed`, its shuffled room list and its rooms
    /// as the one-map code places them.
    fn one_map(seed: i64, ascension_elites: bool) -> OneMap {
        let mut grid = Grid::default();
        let (parents, mut rng) = paths::create_paths(&mut grid, GameRandom::new(seed));
        let (_, mut list) = room_list(&mut grid, ascension_elites);
        list.shuffle(&mut rng);
        let mut placed = grid.clone();
        place_list(&mut placed, &parents, &list);
        (grid, parents, list, placed)
    }

    #[test]
    fn two_lanes_place_the_rooms_of_two_single_maps() {
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut compared = 0;
        for round in 0..1500 {
            let maps: [OneMap; 2] = std::array::from_fn(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                one_map(s as i64, round % 2 == 0)
            });
            let pair = |f: &dyn Fn(&OneMap) -> u64| V::from64(f(&maps[0]), f(&maps[1]));
            let edges: [[V; 1]; TOP_ROW] = std::array::from_fn(|y| [pair(&|m| u64::from_le_bytes(m.0.edges[y]))]);
            let masks: [[V; 1]; 16] = std::array::from_fn(|y| [pair(&|m| m.1.mask_row(y))]);
            let mut grids = [maps[0].0.clone(), maps[1].0.clone()];
            if !place(&edges, &masks, 0, [&maps[0].2, &maps[1].2], grids.each_mut(), &mut [[0; 32]; 2]) {
                assert!(maps.iter().any(|m| m.2.len > MAX_LEN), "round {round}: declined a short list");
                continue;
            }
            for (h, (map, got)) in maps.iter().zip(&grids).enumerate() {
                assert_eq!(*got, map.3, "round {round} lane {h}");
            }
            compared += 1;
        }
        assert!(compared > 1400);
    }

    #[test]
    fn lists_longer_than_the_lanes_take_are_declined() {
        let (grid, parents, mut list, _) = one_map(7, true);
        let edges: [[V; 1]; TOP_ROW] = std::array::from_fn(|y| [V::splat64(u64::from_le_bytes(grid.edges[y]))]);
        let masks: [[V; 1]; 16] = std::array::from_fn(|y| [V::splat64(parents.mask_row(y))]);
        let mut grids = [grid.clone(), grid.clone()];
        assert!(place(&edges, &masks, 0, [&list, &list], grids.each_mut(), &mut [[0; 32]; 2]));
        assert_ne!(grids[0], grid, "placed");
        let placed = grids.clone();
        list.len = MAX_LEN + 1;
        assert!(!place(&edges, &masks, 0, [&one_map(7, true).2, &list], grids.each_mut(), &mut [[0; 32]; 2]));
        assert_eq!(grids, placed, "nothing placed");
    }

    #[test]
    fn kind_positions_and_tables_mark_each_slot_of_its_kind() {
        let (_, _, list, _) = one_map(11, false);
        let at = kind_positions(&list);
        let mut tables = [0; 32];
        by_kinds(&at, &mut tables);
        for i in 0..list.len.min(MAX_LEN) {
            let k = list.bytes()[i].trailing_zeros() as usize;
            assert_eq!((0..KINDS).filter(|&j| at[j] >> i & 1 == 1).collect::<Vec<_>>(), vec![k], "slot {i}");
            for (s, t) in tables.iter().enumerate() {
                assert_eq!(t >> i & 1 == 1, s >> k & 1 == 1, "slot {i} in the positions of set {s:05b}");
            }
        }
    }
}
