//! Act 4, The Ending: a fixed column 3 of five nodes, Rest → Shop → Elite
//! (Shield and Spear) → Boss (the Heart) → the victory room, with an edge
//! between each pair except into the victory room. Its `mapRng`
//! (seed + 1200) is created but never drawn from. Reference: spec sts1.md §4.

use super::{act_name, WIDTH};
use crate::map::{ActMap, Edge, Node, Room};

/// The column every act-4 node is in.
pub const COLUMN: u8 = 3;
/// Rows of the act-4 map.
pub const HEIGHT: u8 = 5;

/// Rest → shop → elite (Shield and Spear) → boss (The Heart) → victory;
/// no edge into the victory room. Row 0 is floor `first_floor`.
pub fn map(first_floor: u16) -> ActMap {
    let rooms = [Room::Rest, Room::Shop, Room::Elite, Room::Boss, Room::Victory];
    let nodes = rooms.iter().enumerate().map(|(y, &room)| Node { x: COLUMN, y: y as u8, room }).collect();
    let edges = (0..3).map(|y| Edge { from: [COLUMN, y], to: [COLUMN, y + 1] }).collect();
    ActMap {
        act: 4,
        name: act_name(4),
        width: WIDTH as u8,
        height: HEIGHT,
        first_floor,
        nodes,
        edges,
        burning_elite: None,
        boss: None,
        bosses: None,
        monsters: None,
        elites: None,
        sts2: None,
    }
}
