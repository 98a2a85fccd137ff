//! Room quotas, fixed rows, the room-list shuffle and the room assignment
//! with its last-minute filler.
//!
//! Quotas from the number of drawn nodes outside row 13; rows 0, 8 and 14
//! fixed (monster, treasure, rest); the room list, padded with monsters to the
//! nodes left and shuffled, handed out row by row from the bottom, left to
//! right: each node takes the first room its row allows that no parent (rest,
//! treasure, shop, elite) or sibling (rest, monster, event, elite, shop) has,
//! and nodes left without one become monsters after the pass. Reference: spec
//! sts1.md §3.7-3.9.
//!
//! The room list holds one-hot [`kind`] bytes. After the shuffle the
//! positions of each kind are gathered into bit sets, so "the first room of
//! the list whose type is acceptable" (§3.8) is the lowest set bit of
//! `remaining & positions[acceptable kinds]`: no loop, no branch on the
//! room drawn.

use super::grid::{gather_low_bits, kind, or_bytes, Grid, EXPAND, HEIGHT, LOW_BITS, TOP_ROW, WIDTH};
use super::paths::Parents;
use crate::rng::GameRandom;
use std::ops::{BitAnd, BitOr};

/// The row where the game puts a treasure chest on every node.
pub const TREASURE_ROW: usize = 8;
/// The row excluded from `availableRoomCount` (the game's `y != height - 2`).
const UNCOUNTED_ROW: usize = HEIGHT - 2;

/// All ones for the rows `availableRoomCount` counts (all but row 13), and
/// for the rows without a fixed room (1-7 and 9-13).
pub(super) const COUNTED_ROWS: [u32; 16] = row_flags(true);
pub(super) const OPEN_ROWS: [u32; 16] = row_flags(false);

const fn row_flags(counted: bool) -> [u32; 16] {
    let mut t = [0u32; 16];
    let mut y = 0;
    while y < HEIGHT {
        let on = if counted { y != UNCOUNTED_ROW } else { y > 0 && y < TOP_ROW && y != TREASURE_ROW };
        if on {
            t[y] = u32::MAX;
        }
        y += 1;
    }
    t
}

/// The room quotas of one act (§3.7), and the list they produce.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quotas {
    /// `availableRoomCount`: drawn nodes outside row 13.
    pub available_room_count: u8,
    /// Drawn nodes still without a room after the fixed rows.
    pub unassigned_nodes: u8,
    /// Shops in the list.
    pub shop: u8,
    /// Rest sites in the list.
    pub rest: u8,
    /// Elites in the list.
    pub elite: u8,
    /// `?` rooms in the list.
    pub event: u8,
    /// List length after padding with monsters.
    pub size_after_padding: u8,
}

/// Java's `Math.round(float)`: round half up, on the `f32` value (here
/// never negative, so truncation is the floor).
const fn java_round(x: f32) -> u8 {
    let f = x as u32 as f32;
    (if x - f >= 0.5 { f + 1.0 } else { f }) as u8
}

/// The elite quota rule of an act (§3.7; spec custom-daily.md §A2.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EliteQuota {
    /// Ascension 0: `round(N × 0.08)`.
    #[default]
    Base,
    /// Ascension 1+: `round(N × 0.08 × 1.6)`.
    Ascension,
    /// The Elite Swarm modifier ("Big Game Hunter"), which replaces the
    /// ascension branch: `round(N × (0.08 × 2.5))` at any ascension.
    Swarm,
}

impl EliteQuota {
    /// The rule for a run: Elite Swarm, else ascension ≥ 1, else base.
    pub const fn of(ascension_elites: bool, elite_swarm: bool) -> EliteQuota {
        if elite_swarm {
            EliteQuota::Swarm
        } else if ascension_elites {
            EliteQuota::Ascension
        } else {
            EliteQuota::Base
        }
    }
}

/// Computes the quotas for `n` available rooms, in `f32` as the game does.
/// `ascension_elites` is ascension ≥ 1 (elite quota ×1.6).
pub const fn quotas(n: u8, ascension_elites: bool) -> Quotas {
    quotas_with(n, if ascension_elites { EliteQuota::Ascension } else { EliteQuota::Base })
}

/// [`quotas`] under any elite rule.
pub const fn quotas_with(n: u8, rule: EliteQuota) -> Quotas {
    let nf = n as f32;
    let elite = match rule {
        EliteQuota::Base => java_round(nf * 0.08f32),
        EliteQuota::Ascension => java_round(nf * 0.08f32 * 1.6f32),
        // The game multiplies the chance first: `N * (0.08f * 2.5f)`.
        EliteQuota::Swarm => java_round(nf * (0.08f32 * 2.5f32)),
    };
    Quotas {
        available_room_count: n,
        unassigned_nodes: 0,
        shop: java_round(nf * 0.05f32),
        rest: java_round(nf * 0.12f32),
        elite,
        event: java_round(nf * 0.22f32),
        size_after_padding: 0,
    }
}

/// [`quotas`] for every node count a grid can have, A0 and A1+, worked out
/// once by the compiler.
const QUOTAS: [[Quotas; WIDTH * HEIGHT + 1]; 3] = {
    let mut t = [[quotas(0, false); WIDTH * HEIGHT + 1]; 3];
    let mut n = 0;
    while n <= WIDTH * HEIGHT {
        t[0][n] = quotas(n as u8, false);
        t[1][n] = quotas(n as u8, true);
        t[2][n] = quotas_with(n as u8, EliteQuota::Swarm);
        n += 1;
    }
    t
};

/// The row of [`QUOTAS`] of a rule.
const fn quota_row(rule: EliteQuota) -> usize {
    match rule {
        EliteQuota::Base => 0,
        EliteQuota::Ascension => 1,
        EliteQuota::Swarm => 2,
    }
}

/// Room list capacity: at least one room per grid node (105), rounded up
/// to the width of the position bit sets.
const MAX_ROOMS: usize = 128;
const _: () = assert!(WIDTH * HEIGHT <= MAX_ROOMS);

/// A list of up to this many rooms leaves slot `SHORT_LIST` empty (0), so
/// that the lowest position of an empty `u64` set of its positions (64)
/// reads no room.
pub(super) const SHORT_LIST: usize = 64;

/// Bit for a room kind in a set of kinds (and its one-hot byte).
const fn bit(k: u8) -> u8 {
    1 << k
}

/// The kinds of the room list, in list order: all five fit in a 5-bit set.
const LIST_KINDS: u8 = 0b1_1111;
const _: () = assert!(kind::SHOP < 5 && kind::REST < 5 && kind::ELITE < 5 && kind::EVENT < 5 && kind::MONSTER < 5);

/// Kinds the parent rule checks (§3.8 `parentMatches`).
pub(super) const PARENT_RULE: u8 = bit(kind::REST) | bit(kind::TREASURE) | bit(kind::SHOP) | bit(kind::ELITE);
/// Kinds the sibling rule checks (§3.8 `siblingMatches`; no treasure).
const SIBLING_RULE: u8 = bit(kind::REST) | bit(kind::MONSTER) | bit(kind::EVENT) | bit(kind::ELITE) | bit(kind::SHOP);

/// Kinds allowed in each row by `assignableToRow` (§3.8): no rest site or
/// elite in rows 0-4, no rest site in rows 13-14.
pub(super) const ROW_ALLOWED: [u8; 16] = {
    let mut t = [LIST_KINDS; 16];
    let mut y = 0;
    while y < 16 {
        if y <= 4 {
            t[y] &= !(bit(kind::REST) | bit(kind::ELITE));
        }
        if y >= 13 {
            t[y] &= !bit(kind::REST);
        }
        y += 1;
    }
    t
};

/// A row of seven rooms of kind `k` (the fixed rows).
pub(super) const fn full_row(k: u8) -> u64 {
    EXPAND[(1 << WIDTH) - 1] & (LOW_BITS << k)
}

/// Assigns every drawn node its room (§3.7-3.9). Draws only from the
/// uncounted generator (`mapRng.random`) for the shuffle.
pub fn assign_rooms(grid: &mut Grid, parents: &Parents, rng: &mut GameRandom, rule: EliteQuota) -> Quotas {
    let mut list = RoomList::new();
    let q = room_list_with(grid, rule, &mut list);
    list.shuffle(rng);
    place_list(grid, parents, &list);
    q
}

/// The room list of an act (§3.7), before or after the shuffle: one-hot
/// [`kind`] bytes, `len` of them.
#[derive(Clone)]
pub(super) struct RoomList {
    list: [u8; MAX_ROOMS],
    /// The list's length.
    pub len: usize,
}

impl RoomList {
    /// An empty list.
    pub const fn new() -> RoomList {
        RoomList { list: [0; MAX_ROOMS], len: 0 }
    }

    /// `Collections.shuffle(roomList, mapRng.random)`: on the generator
    /// itself, so the wrapper's counter does not move.
    pub fn shuffle(&mut self, rng: &mut GameRandom) {
        // A plain countdown and masked indices: no range or bounds checks.
        let mut i = self.len;
        while i >= 2 {
            let j = rng.xs.next_int_small(i) as usize;
            self.swap(i - 1, j);
            i -= 1;
        }
    }

    /// The list's slots (past `len`: anything).
    pub fn bytes(&self) -> &[u8; MAX_ROOMS] {
        &self.list
    }

    /// Swaps positions `a` and `b` (below [`MAX_ROOMS`]).
    #[inline(always)]
    pub fn swap(&mut self, a: usize, b: usize) {
        self.list.swap(a & (MAX_ROOMS - 1), b & (MAX_ROOMS - 1));
    }
}

/// The first part of §3.7-3.9: counts the drawn nodes, computes the quotas,
/// builds the room list (not yet shuffled) and fills the fixed rows.
/// (Used by the lanes: the one-by-one generator calls the rule-taking forms.)
#[cfg_attr(not(any(test, all(target_arch = "x86_64", target_feature = "avx2"))), allow(dead_code))]
pub(super) fn room_list(grid: &mut Grid, ascension_elites: bool) -> (Quotas, RoomList) {
    let mut list = RoomList::new();
    let q = room_list_into(grid, ascension_elites, &mut list);
    (q, list)
}

/// [`room_list`] into a given list (the four-map lanes' and the tests'
/// form; the other generators call the rule-taking forms).
#[cfg_attr(not(any(test, all(target_arch = "x86_64", target_feature = "avx2"))), allow(dead_code))]
#[inline(always)]
pub(super) fn room_list_into(grid: &mut Grid, ascension_elites: bool, list: &mut RoomList) -> Quotas {
    room_list_with(grid, EliteQuota::of(ascension_elites, false), list)
}

/// [`room_list_into`] under any elite rule.
#[inline(always)]
fn room_list_with(grid: &mut Grid, rule: EliteQuota, list: &mut RoomList) -> Quotas {
    let (mut n, mut unassigned) = (0u32, 0u32);
    for y in 0..HEIGHT {
        let count = grid.visible_mask(y).count_ones();
        n += count & COUNTED_ROWS[y];
        unassigned += count & OPEN_ROWS[y];
    }
    counted_room_list_with(grid, n as usize, unassigned as usize, rule, list)
}

/// [`room_list`] once the nodes are counted: `n` is `availableRoomCount`
/// (drawn nodes outside row 13), `unassigned` the drawn nodes of the open
/// rows (1-7 and 9-13).
/// (Used by the lanes: the one-by-one generator calls the rule-taking forms.)
#[cfg_attr(
    not(any(
        test,
        all(target_arch = "x86_64", target_feature = "avx2"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )),
    allow(dead_code)
)]
#[inline(always)]
pub(super) fn counted_room_list(
    grid: &mut Grid,
    n: usize,
    unassigned: usize,
    ascension_elites: bool,
    list: &mut RoomList,
) -> Quotas {
    counted_room_list_with(grid, n, unassigned, EliteQuota::of(ascension_elites, false), list)
}

/// [`counted_room_list`] under any elite rule.
#[inline(always)]
fn counted_room_list_with(
    grid: &mut Grid,
    n: usize,
    unassigned: usize,
    rule: EliteQuota,
    list: &mut RoomList,
) -> Quotas {
    let mut q = QUOTAS[quota_row(rule)][n.min(WIDTH * HEIGHT)];
    q.unassigned_nodes = unassigned as u8;

    // roomList = shops, rests, elites, events, then monsters up to the node
    // count (§3.7). The slots past the list's end hold monsters or what an
    // earlier list left there, but are never in `remaining`.
    let ends = [q.shop, q.shop + q.rest, q.shop + q.rest + q.elite, q.shop + q.rest + q.elite + q.event];
    let len = usize::from(ends[3]).max(unassigned);
    q.size_after_padding = len as u8;
    list.len = len;
    // Written over below when the list is longer (see `SHORT_LIST`).
    list.list[SHORT_LIST] = 0;
    for (w, chunk) in list.list.chunks_exact_mut(8).enumerate().take(len.div_ceil(8)) {
        // Eight slots at once: every slot starts a shop, and each section
        // end at or before a slot moves its one-hot kind up by one.
        let mut kinds = LOW_BITS << kind::SHOP;
        for end in ends {
            let from = (i32::from(end) - 8 * w as i32).clamp(0, 8) as u32;
            let at_or_after = u64::MAX.checked_shl(8 * from).unwrap_or(0);
            kinds += kinds & at_or_after;
        }
        chunk.copy_from_slice(&kinds.to_le_bytes());
    }
    const _: () =
        assert!(kind::SHOP == 0 && kind::REST == 1 && kind::ELITE == 2 && kind::EVENT == 3 && kind::MONSTER == 4);

    // Fixed rows, on every node of the row, drawn or not.
    grid.set_room_row(TOP_ROW, full_row(kind::REST));
    grid.set_room_row(0, full_row(kind::MONSTER));
    grid.set_room_row(TREASURE_ROW, full_row(kind::TREASURE));
    q
}

/// The second half of §3.7-3.9: places the shuffled list on the open rows.
pub(super) fn place_list(grid: &mut Grid, parents: &Parents, list: &RoomList) {
    if list.len <= 64 {
        place::<u64>(grid, parents, list.bytes(), list.len);
    } else {
        place::<u128>(grid, parents, list.bytes(), list.len);
    }
}

/// A set of room-list positions: `u64` for lists of up to 64 rooms (most
/// acts), `u128` for longer ones.
trait Positions: Copy + Default + PartialEq + BitAnd<Output = Self> + BitOr<Output = Self> {
    /// Positions `0..len`.
    fn first(len: usize) -> Self;
    /// The bits of `b` as positions `8 * w ..`.
    fn byte_at(b: u8, w: usize) -> Self;
    /// The lowest position in a non-empty set.
    fn lowest(self) -> usize;
    /// The set without position `i`.
    fn without(self, i: usize) -> Self;
}

macro_rules! positions {
    ($t:ty) => {
        impl Positions for $t {
            #[inline(always)]
            fn first(len: usize) -> Self {
                <$t>::MAX.checked_shr((<$t>::BITS as usize - len.min(<$t>::BITS as usize)) as u32).unwrap_or(0)
            }
            #[inline(always)]
            fn byte_at(b: u8, w: usize) -> Self {
                <$t>::from(b) << (8 * w % <$t>::BITS as usize)
            }
            #[inline(always)]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn without(self, i: usize) -> Self {
                self & !(1 << (i % <$t>::BITS as usize))
            }
        }
    };
}
positions!(u64);
positions!(u128);

/// §3.8-3.9 on a shuffled list of `len` rooms.
#[inline(always)]
fn place<P: Positions>(grid: &mut Grid, parents: &Parents, list: &[u8; MAX_ROOMS], len: usize) {
    // `by_kinds[s]`: the list positions whose kind is in the set `s`.
    let mut by_kind = [P::default(); 5];
    for (w, chunk) in list.chunks_exact(8).enumerate().take(len.div_ceil(8)) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        for (k, positions) in by_kind.iter_mut().enumerate() {
            *positions = *positions | P::byte_at(gather_low_bits((word >> k) & LOW_BITS), w);
        }
    }
    let mut by_kinds = [P::default(); 32];
    for s in 1..32 {
        by_kinds[s] = by_kinds[s & (s - 1)] | by_kind[s.trailing_zeros() as usize];
    }
    // The rooms still in the list, as a bit set of positions.
    let mut remaining = P::first(len);

    // §3.8, row by row, left to right. A node with no acceptable room stays
    // empty until the filler (§3.9) — and does not block its siblings. Its
    // siblings are the other targets of its parents' current edges (stale
    // first-row parents included, as in the game); only those already
    // assigned have a kind.
    let mut prev = grid.room_row(0);
    for y in 1..TOP_ROW {
        if y == TREASURE_ROW {
            prev = grid.room_row(y);
            continue;
        }
        let prev_edges = u64::from_le_bytes(grid.edges[y - 1]);
        let mut row = 0u64;
        let visible = grid.visible_mask(y);
        let mut empty = visible;
        let mut nodes = visible;
        while nodes != 0 {
            let x = nodes.trailing_zeros() as usize;
            nodes &= nodes - 1;
            let from_parents = EXPAND[usize::from(parents.mask(x, y))];
            let parent_kinds = or_bytes(prev & from_parents);
            let siblings = or_bytes(prev_edges & from_parents) & !(1 << x);
            let allowed = ROW_ALLOWED[y] & !(parent_kinds & PARENT_RULE);
            // Siblings lie within two columns, and only those to the left are
            // assigned yet: the kinds of columns x - 2 and x - 1, moved to the
            // low two bytes (the row is shifted up first so that x - 2 >= 0).
            let near = ((row & EXPAND[usize::from(siblings)]) << 16) >> (8 * x);
            let sibling_kinds = (near | (near >> 8)) as u8;
            let acceptable = allowed & !(sibling_kinds & SIBLING_RULE);
            let candidates = remaining & by_kinds[usize::from(acceptable & LIST_KINDS)];
            if candidates != P::default() {
                let i = candidates.lowest();
                remaining = remaining.without(i);
                row |= u64::from(list[i & (MAX_ROOMS - 1)]) << (8 * x);
                empty &= !(1 << x);
            }
        }
        prev = row;
        // §3.9: whatever is still empty becomes a monster. Only the parent
        // rule looks at this row again, and it ignores monsters, so filling
        // the row now equals filling the map after the pass.
        grid.set_room_row(y, row | (EXPAND[usize::from(empty)] & (LOW_BITS << kind::MONSTER)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_list_leaves_its_slot_past_64_empty() {
        let mut grid = Grid::default();
        let mut list = RoomList::new();
        counted_room_list(&mut grid, 100, 90, true, &mut list);
        assert!(list.len > SHORT_LIST && list.bytes()[SHORT_LIST] != 0, "a long list fills it");
        counted_room_list(&mut grid, 50, 40, false, &mut list);
        assert!(list.len <= SHORT_LIST);
        assert_eq!(list.bytes()[SHORT_LIST], 0, "the short list after it empties it");
    }

    #[test]
    fn java_round_is_half_up() {
        assert_eq!(java_round(2.5), 3);
        assert_eq!(java_round(2.4999998), 2);
        assert_eq!(java_round(0.0), 0);
    }

    #[test]
    fn quotas_follow_the_f32_formulas() {
        // N = 58: shop round(2.9) = 3, rest round(6.96) = 7, elite round(4.64) = 5
        // or round(7.424) = 7 at A1+, event round(12.76) = 13.
        let q = quotas(58, false);
        assert_eq!((q.shop, q.rest, q.elite, q.event), (3, 7, 5, 13));
        assert_eq!(quotas(58, true).elite, 7);
        // N = 50: 50 * 0.05f is exactly 2.5f and rounds up.
        assert_eq!(quotas(50, false).shop, 3);
        // Elite Swarm (custom-daily.md §A2.1-2): one path's N = 14 gives 3,
        // round(2.8); N = 58 gives round(11.6) = 12, at any ascension.
        assert_eq!(quotas_with(14, EliteQuota::Swarm).elite, 3);
        assert_eq!(quotas_with(58, EliteQuota::Swarm).elite, 12);
        assert_eq!(quotas_with(14, EliteQuota::Ascension).elite, 2);
        assert_eq!(quotas_with(14, EliteQuota::Base).elite, 1);
    }

    #[test]
    fn position_sets() {
        assert_eq!(<u64 as Positions>::first(0), 0);
        assert_eq!(<u64 as Positions>::first(3), 0b111);
        assert_eq!(<u64 as Positions>::first(64), u64::MAX);
        assert_eq!(<u128 as Positions>::first(128), u128::MAX);
        assert_eq!(<u128 as Positions>::first(65), (1 << 65) - 1);
        assert_eq!(<u128 as Positions>::byte_at(0b101, 9), 0b101 << 72);
        assert_eq!(0b1100u64.lowest(), 2);
        assert_eq!((1u128 << 100 | 1).without(100), 1);
    }

    #[test]
    fn row_rules_as_kind_sets() {
        assert_eq!(ROW_ALLOWED[4] & (bit(kind::REST) | bit(kind::ELITE)), 0);
        assert_eq!(ROW_ALLOWED[5], LIST_KINDS);
        assert_eq!(ROW_ALLOWED[13], LIST_KINDS & !bit(kind::REST));
        assert_eq!(PARENT_RULE & bit(kind::MONSTER), 0, "the filler may run early");
        assert_eq!(full_row(kind::REST) >> 48, 1 << kind::REST, "column 6");
        assert_eq!(full_row(kind::REST) >> 56, 0, "no column 7");
    }
}
