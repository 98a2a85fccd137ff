//! Room quotas, fixed rows, the room-list shuffle and the room assignment
//! with its last-minute filler.
//!
//! Spec: `../shared/spec/sts1.md` §3.7-3.9.

use super::grid::{nonzero_bytes, Grid, HEIGHT, TOP_ROW, WIDTH};
use crate::map::Room;
use crate::rng::GameRandom;

/// The row where the game puts a treasure chest on every node.
pub const TREASURE_ROW: usize = 8;
/// The row excluded from `availableRoomCount` (the game's `y != height - 2`).
const UNCOUNTED_ROW: usize = HEIGHT - 2;

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

/// Java's `Math.round(float)`: round half up, on the `f32` value.
#[inline]
fn java_round(x: f32) -> u8 {
    let f = x.floor();
    (if x - f >= 0.5 { f + 1.0 } else { f }) as u8
}

/// Computes the quotas for `n` available rooms, in `f32` as the game does.
/// `ascension_elites` is ascension ≥ 1 (elite quota ×1.6).
pub fn quotas(n: u8, ascension_elites: bool) -> Quotas {
    let nf = f32::from(n);
    let elite = if ascension_elites { java_round(nf * 0.08f32 * 1.6f32) } else { java_round(nf * 0.08f32) };
    Quotas {
        available_room_count: n,
        shop: java_round(nf * 0.05f32),
        rest: java_round(nf * 0.12f32),
        elite,
        event: java_round(nf * 0.22f32),
        ..Quotas::default()
    }
}

/// Room list capacity: at least one room per grid node (105), rounded up
/// to the width of the position bit set.
const MAX_ROOMS: usize = 128;
const _: () = assert!(WIDTH * HEIGHT <= MAX_ROOMS);

/// Bit for a room type in a set of room types.
#[inline]
const fn bit(r: Room) -> u16 {
    1 << r as u16
}

/// Room types the parent rule checks (§3.8 `parentMatches`).
const PARENT_RULE: u16 = bit(Room::Rest) | bit(Room::Treasure) | bit(Room::Shop) | bit(Room::Elite);
/// Room types the sibling rule checks (§3.8 `siblingMatches`; no treasure).
const SIBLING_RULE: u16 = bit(Room::Rest) | bit(Room::Monster) | bit(Room::Event) | bit(Room::Elite) | bit(Room::Shop);

/// Assigns every drawn node its room (§3.7-3.9). Draws only from the
/// uncounted generator (`mapRng.random`) for the shuffle.
#[inline(never)]
pub fn assign_rooms(grid: &mut Grid, rng: &mut GameRandom, ascension_elites: bool) -> Quotas {
    let mut n = 0u8;
    for y in 0..HEIGHT {
        if y != UNCOUNTED_ROW {
            n += grid.visible_mask(y).count_ones() as u8;
        }
    }
    let mut q = quotas(n, ascension_elites);

    let mut list = [Room::Monster; MAX_ROOMS];
    let mut len = 0;
    for (room, count) in [(Room::Shop, q.shop), (Room::Rest, q.rest), (Room::Elite, q.elite), (Room::Event, q.event)] {
        for _ in 0..count {
            list[len] = room;
            len += 1;
        }
    }

    // Fixed rows, on every node of the row, drawn or not. `types[y][t]` keeps
    // the columns of row `y` whose room has type `t` (by discriminant), so the
    // parent and sibling rules are a few mask operations per node.
    let mut types = [[0u8; 8]; 16];
    grid.rooms[TOP_ROW][..WIDTH].fill(Some(Room::Rest));
    types[TOP_ROW][Room::Rest as usize] = ALL_COLUMNS;
    grid.rooms[0][..WIDTH].fill(Some(Room::Monster));
    types[0][Room::Monster as usize] = ALL_COLUMNS;
    grid.rooms[TREASURE_ROW][..WIDTH].fill(Some(Room::Treasure));
    types[TREASURE_ROW][Room::Treasure as usize] = ALL_COLUMNS;

    // Drawn nodes outside the fixed rows.
    let mut unassigned = 0usize;
    for y in 1..TOP_ROW {
        if y != TREASURE_ROW {
            unassigned += grid.visible_mask(y).count_ones() as usize;
        }
    }
    q.unassigned_nodes = unassigned as u8;
    while len < unassigned {
        list[len] = Room::Monster;
        len += 1;
    }
    q.size_after_padding = len as u8;

    // Collections.shuffle(roomList, mapRng.random): on the generator itself,
    // so the wrapper's counter does not move.
    for i in (2..=len).rev() {
        let j = rng.xs.next_int_small(i) as usize;
        list.swap(i - 1, j);
    }

    // The rooms still in the list, as a bit set of positions: taking a room
    // clears its bit, and "the first room of the list whose type is
    // acceptable" is found by walking the set bits from the lowest.
    let mut remaining: u128 = if len == 128 { u128::MAX } else { (1u128 << len) - 1 };

    // §3.8: rows 0, 8 and 14 are already full; a node with no acceptable room
    // stays empty until the filler (§3.9) — and does not block its siblings.
    for y in 1..TOP_ROW {
        if y == TREASURE_ROW {
            continue;
        }
        let mut row = grid.visible_mask(y);
        while row != 0 {
            let x = row.trailing_zeros() as usize;
            row &= row - 1;
            let acceptable = acceptable_rooms(grid, &types, x, y);
            let mut m = remaining;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                let room = list[i & 127];
                if acceptable & bit(room) != 0 {
                    remaining &= !(1 << i);
                    grid.rooms[y][x] = Some(room);
                    types[y][room as usize] |= 1 << x;
                    break;
                }
                m &= m - 1;
            }
        }
    }

    // §3.9: whatever is still empty becomes a monster; leftovers are discarded.
    for y in 0..HEIGHT {
        let mut row = grid.visible_mask(y);
        while row != 0 {
            let x = row.trailing_zeros() as usize;
            row &= row - 1;
            grid.rooms[y][x].get_or_insert(Room::Monster);
        }
    }
    q
}

/// All seven columns.
const ALL_COLUMNS: u8 = (1 << WIDTH) - 1;

/// Room types allowed in each row by `assignableToRow` (§3.8): no rest site
/// or elite in rows 0-4, no rest site in rows 13-14.
const ROW_ALLOWED: [u16; 16] = {
    let all = bit(Room::Monster) | bit(Room::Event) | bit(Room::Shop) | bit(Room::Elite) | bit(Room::Rest);
    let mut t = [all; 16];
    let mut y = 0;
    while y < 16 {
        if y <= 4 {
            t[y] &= !(bit(Room::Rest) | bit(Room::Elite));
        }
        if y >= 13 {
            t[y] &= !bit(Room::Rest);
        }
        y += 1;
    }
    t
};

/// `EXPAND[m]`: byte `c` is 0xFF where bit `c` of `m` is set.
const EXPAND: [u64; 128] = {
    let mut t = [0u64; 128];
    let mut m = 0;
    while m < 128 {
        let mut c = 0;
        while c < 7 {
            if m & (1 << c) != 0 {
                t[m] |= 0xFF << (8 * c);
            }
            c += 1;
        }
        m += 1;
    }
    t
};

/// The OR of the eight bytes of `v`.
#[inline(always)]
fn or_bytes(v: u64) -> u8 {
    let v = v | (v >> 32);
    let v = v | (v >> 16);
    (v | (v >> 8)) as u8
}

/// The room types `(x, y)` may take now (§3.8): allowed in its row, not the
/// same as a parent's (for the parent-rule types), not the same as an
/// assigned sibling's (for the sibling-rule types). Siblings are the other
/// targets of the node's parents' current edges (stale first-row parents
/// included, as in the game).
#[inline(always)]
fn acceptable_rooms(grid: &Grid, types: &[[u8; 8]; 16], x: usize, y: usize) -> u16 {
    let parents = grid.parent_mask(x, y);
    let spread = u64::from(parents) * 0x0101_0101_0101_0101;
    let parent_rooms = u16::from(nonzero_bytes(u64::from_le_bytes(types[y - 1]) & spread));
    let siblings = or_bytes(u64::from_le_bytes(grid.edges[y - 1]) & EXPAND[usize::from(parents & 127)]) & !(1 << x);
    let sibling_spread = u64::from(siblings) * 0x0101_0101_0101_0101;
    let sibling_rooms = u16::from(nonzero_bytes(u64::from_le_bytes(types[y & 15]) & sibling_spread));
    ROW_ALLOWED[y & 15] & !(parent_rooms & PARENT_RULE) & !(sibling_rooms & SIBLING_RULE)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
