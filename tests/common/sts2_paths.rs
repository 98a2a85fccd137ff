//! Finding a real run's path on the engine's Slay the Spire 2 map by the
//! room types its history records (for the files without coordinates).
#![allow(dead_code)]

use spire_map::map::{ActMap, Room};

/// The room a history's `map_point_type` names.
pub fn room_of(kind: &str) -> Room {
    match kind {
        "ancient" => Room::Ancient,
        "monster" => Room::Monster,
        "unknown" => Room::Event,
        "elite" => Room::Elite,
        "treasure" => Room::Treasure,
        "rest_site" => Room::Rest,
        "shop" => Room::Shop,
        "boss" => Room::Boss,
        other => panic!("map point type {other:?}"),
    }
}

/// Every path from row 1 whose rooms are `types` (rows 1..), on `map`.
pub fn paths_by_types(map: &ActMap, types: &[Room]) -> Vec<Vec<u8>> {
    fn go(map: &ActMap, types: &[Room], at: [u8; 2], path: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if path.len() == types.len() {
            out.push(path.clone());
            return;
        }
        for e in map.edges.iter().filter(|e| e.from == at) {
            let n = map.node(e.to[0], e.to[1]).unwrap();
            if n.room == types[path.len()] {
                path.push(n.x);
                go(map, types, [n.x, n.y], path, out);
                path.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(map, types, [3, 0], &mut Vec::new(), &mut out);
    out
}
