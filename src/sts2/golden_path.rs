//! Golden Compass's map (`GoldenCompass.ModifyGeneratedMap`): taken at an
//! act's Ancient, it regenerates that act's map as the golden path
//! (`GoldenPathActMap`, read in a decompile of v0.109-v0.110,
//! shar-lock/ShaLuMod@9d5377a92e42667c0d5f4b1976d113ed8c34adf7,
//! `_src/sts2_src/MegaCrit/sts2/Core/Map/GoldenPathActMap.cs` and
//! `Models/Relics/GoldenCompass.cs`; read, not copied): one column (x = 3),
//! the Ancient at row 0, then Monster, `?`, Monster, Rest, Monster, Rest,
//! `?`, Treasure, `?`, Treasure, `?`, Shop, Elite, Rest, Elite, Rest (in a
//! lobby without the second Monster), then the boss. Its `?` rooms are
//! always events (`ModifyUnknownMapPointRoomTypes`). Checked: the act 2 of
//! 8DVXPWUWRY (v0.108.0, Golden Compass at Tezcatara) walks the golden
//! path's first five rooms (docs/sts2-content.md).
//!
//! The next acts start that many floors later ([`apply`] moves their
//! `first_floor`).

use crate::map::{ActMap, Edge, Node, Room};

const COLUMN: u8 = 3;

const PATH: [Room; 16] = [
    Room::Monster,
    Room::Event,
    Room::Monster,
    Room::Rest,
    Room::Monster,
    Room::Rest,
    Room::Event,
    Room::Treasure,
    Room::Event,
    Room::Treasure,
    Room::Event,
    Room::Shop,
    Room::Elite,
    Room::Rest,
    Room::Elite,
    Room::Rest,
];

/// The rooms of the golden path for a run of `players`.
pub fn rooms(players: u8) -> Vec<Room> {
    let mut rooms = PATH.to_vec();
    if players > 1 {
        rooms.remove(2);
    }
    rooms
}

/// Replaces act `act` (1-3) of `acts` by the golden path (its lists, boss
/// and Ancient kept) and moves the later acts' first floors.
pub fn apply(acts: &mut [ActMap], act: u8, players: u8) {
    let Some(k) = acts.iter().position(|a| a.act == act) else { return };
    let rooms = rooms(players);
    let top = rooms.len() as u8 + 1;
    let map = &mut acts[k];
    let mut nodes = vec![Node { x: COLUMN, y: 0, room: Room::Ancient }];
    nodes.extend(rooms.iter().enumerate().map(|(i, &room)| Node { x: COLUMN, y: i as u8 + 1, room }));
    nodes.push(Node { x: COLUMN, y: top, room: Room::Boss });
    map.edges = (0..top).map(|y| Edge { from: [COLUMN, y], to: [COLUMN, y + 1] }).collect();
    map.nodes = nodes;
    map.height = top + 1;
    map.burning_elite = None;
    if let Some(s) = map.sts2.as_mut() {
        s.room_rows = top - 1;
        s.ancient_node = [COLUMN, 0];
        s.boss_nodes = vec![[COLUMN, top]];
    }
    for i in k + 1..acts.len() {
        acts[i].first_floor = acts[i - 1].first_floor + u16::from(acts[i - 1].height);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_column_to_the_boss() {
        assert_eq!(rooms(1).len(), 16);
        assert_eq!(rooms(2).len(), 15);
        assert_eq!(rooms(2)[2], Room::Rest);
    }
}
