//! The generator's working grid for one act: 15 rows × 7 columns of nodes in
//! small fixed-size arrays (rows padded to 8 columns and 16 rows so that
//! indices masked with `& 7` / `& 15` need no bounds checks, and column 7 is
//! an always-empty neighbour of columns 0 and 6), so generating a map
//! allocates nothing.
//!
//! The game's model (spec sts1.md §3.2): every node of the grid exists, and
//! only those that get an edge are drawn; a node's edges are sorted by
//! destination and never duplicated.

use crate::map::Room;

/// Columns of the grid.
pub const WIDTH: usize = 7;
/// Rows of the grid.
pub const HEIGHT: usize = 15;
/// The last column index.
pub const LAST_COL: usize = WIDTH - 1;
/// The top row (rest sites, edges to the boss).
pub const TOP_ROW: usize = HEIGHT - 1;

/// The room kinds the generator places, as bit positions of a one-hot byte.
/// The first five are in room-list order (§3.7), so a list position's kind
/// is the number of list sections that end at or before it.
pub(super) mod kind {
    pub const SHOP: u8 = 0;
    pub const REST: u8 = 1;
    pub const ELITE: u8 = 2;
    pub const EVENT: u8 = 3;
    pub const MONSTER: u8 = 4;
    pub const TREASURE: u8 = 5;
}

/// The [`Room`] of each kind.
const KIND_ROOM: [Room; 6] = [Room::Shop, Room::Rest, Room::Elite, Room::Event, Room::Monster, Room::Treasure];

/// The kind of a room the generator can place, `None` for the others.
const fn room_kind(room: Room) -> Option<u8> {
    match room {
        Room::Shop => Some(kind::SHOP),
        Room::Rest => Some(kind::REST),
        Room::Elite => Some(kind::ELITE),
        Room::Event => Some(kind::EVENT),
        Room::Monster => Some(kind::MONSTER),
        Room::Treasure => Some(kind::TREASURE),
        Room::Boss | Room::Victory | Room::Ancient => None,
    }
}

/// The node grid of one act.
///
/// Edges always go from row `y` to row `y + 1`, so a node's edges are stored
/// as a bit mask of destination columns; the game's sorted edge order (by
/// `dst_x`) is bit order, and a duplicate edge is the same bit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    /// `edges[y][x]`: bit `c` set = an edge from `(x, y)` to `(c, y + 1)`.
    /// Column 7 is padding and always empty.
    pub edges: [[u8; 8]; 16],
    /// Bit `x` set = `(x, 14)` has its edge to the boss.
    pub boss_edges: u8,
    /// `rooms[y]`, byte `x`: the room of `(x, y)` as a one-hot [`kind`]
    /// byte, 0 while unassigned.
    rooms: [u64; 16],
}

impl Grid {
    /// Whether the game draws `(x, y)`: it has at least one edge (the top row's
    /// edges go to the boss).
    #[inline]
    pub fn is_visible(&self, x: usize, y: usize) -> bool {
        self.visible_mask(y) & (1 << x) != 0
    }

    /// The columns of the drawn nodes of row `y`, as a mask.
    #[inline]
    pub fn visible_mask(&self, y: usize) -> u8 {
        if y == TOP_ROW {
            self.boss_edges
        } else {
            nonzero_bytes(u64::from_le_bytes(self.edges[y & 15]))
        }
    }

    /// The room of `(x, y)`. The fixed rows (0, 8 and 14) have a room on every
    /// node, drawn or not, as in the game; other nodes have one iff drawn.
    #[inline]
    pub fn room(&self, x: usize, y: usize) -> Option<Room> {
        let byte = (self.rooms[y & 15] >> (8 * (x & 7))) as u8;
        (byte != 0).then(|| KIND_ROOM[byte.trailing_zeros() as usize % KIND_ROOM.len()])
    }

    /// Sets the room of `(x, y)` (`None` clears it).
    ///
    /// # Panics
    /// If `room` is one the generator never places (boss, victory, Ancient).
    pub fn set_room(&mut self, x: usize, y: usize, room: Option<Room>) {
        let byte = room.map_or(0, |r| 1u64 << room_kind(r).expect("a room the StS1 generator places"));
        let shift = 8 * (x & 7);
        self.rooms[y & 15] = (self.rooms[y & 15] & !(0xFF << shift)) | byte << shift;
    }

    /// Row `y` of rooms: byte `x` is the one-hot [`kind`] of `(x, y)`.
    #[inline(always)]
    pub(super) fn room_row(&self, y: usize) -> u64 {
        self.rooms[y & 15]
    }

    /// Replaces row `y` of rooms (see [`Grid::room_row`]).
    #[inline(always)]
    pub(super) fn set_room_row(&mut self, y: usize, row: u64) {
        self.rooms[y & 15] = row;
    }

    /// The columns of row `y` whose room has kind `k`.
    #[inline(always)]
    pub(super) fn kind_mask(&self, y: usize, k: u8) -> u8 {
        gather_low_bits((self.rooms[y & 15] >> k) & LOW_BITS)
    }
}

/// The lowest bit of every byte.
pub const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// One bit per byte of `v` whose only possibly set bit is its lowest (bit
/// `c` for byte `c`), gathered with one multiply.
#[inline(always)]
pub fn gather_low_bits(v: u64) -> u8 {
    (v.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// One bit per non-zero byte of `v` (bit `c` for byte `c`): fold each byte
/// onto its lowest bit, then gather the eight low bits with one multiply.
#[inline(always)]
pub fn nonzero_bytes(v: u64) -> u8 {
    let mut b = v | (v >> 4);
    b |= b >> 2;
    b |= b >> 1;
    gather_low_bits(b & LOW_BITS)
}

/// `EXPAND[m]`: byte `c` is 0xFF where bit `c` of `m` is set.
pub const EXPAND: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut m = 0;
    while m < 256 {
        let mut c = 0;
        while c < 8 {
            if m & (1 << c) != 0 {
                t[m] |= 0xFF << (8 * c);
            }
            c += 1;
        }
        m += 1;
    }
    t
};

/// Byte `x` holds bit `x + d` (where that is a column 0-7): in a row of
/// parent or edge masks, the bit that names the column `d` away from the
/// byte's own. The laned room assignments pick parents and siblings with it.
#[cfg_attr(
    not(any(
        all(target_arch = "x86_64", target_feature = "avx2"),
        all(target_arch = "wasm32", target_feature = "simd128"),
        test
    )),
    allow(dead_code)
)]
pub(super) const fn diagonal(d: i32) -> u64 {
    let mut v = 0;
    let mut x = 0;
    while x < 8 {
        let b = x + d;
        if b >= 0 && b < 8 {
            v |= 1 << (8 * x + b);
        }
        x += 1;
    }
    v
}

/// The OR of the eight bytes of `v`.
#[inline(always)]
pub fn or_bytes(v: u64) -> u8 {
    let v = v | (v >> 32);
    let v = v | (v >> 16);
    (v | (v >> 8)) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_mask_has_a_bit_per_node_with_edges() {
        let mut g = Grid::default();
        g.edges[3][0] = 0b10;
        g.edges[3][4] = 0b1000000;
        g.edges[3][6] = 0b100000;
        assert_eq!(g.visible_mask(3), 0b1010001);
        assert!(g.is_visible(4, 3) && !g.is_visible(1, 3));
        g.boss_edges = 0b11;
        assert_eq!(g.visible_mask(TOP_ROW), 0b11);
        for x in 0..WIDTH {
            for bits in [1u8, 0x80, 0x7f] {
                let mut g = Grid::default();
                g.edges[0][x] = bits;
                assert_eq!(g.visible_mask(0), 1 << x);
            }
        }
    }

    #[test]
    fn rooms_read_back_as_set() {
        let mut g = Grid::default();
        assert_eq!(g.room(3, 4), None);
        for (x, r) in KIND_ROOM.into_iter().enumerate() {
            g.set_room(x, 4, Some(r));
        }
        for (x, r) in KIND_ROOM.into_iter().enumerate() {
            assert_eq!(g.room(x, 4), Some(r));
            assert_eq!(g.room(x, 5), None);
        }
        assert_eq!(g.kind_mask(4, kind::ELITE), 1 << 2);
        g.set_room(2, 4, None);
        assert_eq!((g.room(2, 4), g.room(1, 4)), (None, Some(Room::Rest)));
        assert_eq!(g.kind_mask(4, kind::ELITE), 0);
    }

    #[test]
    fn byte_helpers() {
        assert_eq!(nonzero_bytes(0x8000_0000_0100_2000), 0b1000_1010);
        assert_eq!(or_bytes(0x0100_0000_0200_0004), 7);
        assert_eq!(EXPAND[0b101], 0xFF_00FF);
        assert_eq!(gather_low_bits(0x0100_0000_0000_0001), 0b1000_0001);
    }
}
