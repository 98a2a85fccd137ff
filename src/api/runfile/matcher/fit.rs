//! The routes of an act that fit a file: forward over the floors the
//! file records (which nodes its prefix can reach), then backward (which of
//! them go on to its last floor), so the first floor no route reaches is the
//! mismatch and listing the routes never explores a dead end.

use super::{a_room, room_name, Mismatch, MAX_ROUTES};
use crate::api::runfile::ActRecord;
use crate::map::{ActMap, Room};
use crate::route::first_route_row;

/// Whether node `(x, y)` of `map` can stand for `floor` `i` of `record`.
fn node_fits(map: &ActMap, record: &ActRecord, i: usize, x: u8, y: u8) -> bool {
    let f = &record.floors[i];
    if f.coord.is_some_and(|c| c != [x, y]) {
        return false;
    }
    map.node(x, y).is_some_and(|n| f.room.is_none_or(|r| r == n.room))
}

/// The routes of `map` that fit `record` (at most [`MAX_ROUTES`], and whether
/// there are more), or the first floor no route reaches.
pub(super) fn fitting_routes(map: &ActMap, record: &ActRecord) -> (Vec<Vec<u8>>, bool, Option<Mismatch>) {
    let row0 = first_route_row(map);
    let n = record.floors.len();
    let last_row = map.nodes.iter().map(|n| n.y).max().unwrap_or(0);
    let floor_of = |i: usize| u32::from(map.first_floor) + u32::from(row0) + i as u32;
    let miss = |i: usize, reason: String| Some(Mismatch { act: record.act, floor: floor_of(i), reason });
    if n == 0 {
        return (Vec::new(), false, None);
    }
    if usize::from(row0) + n > usize::from(last_row) + 1 {
        let reason = format!(
            "the file has {n} floors in act {}, but the predicted map has {} route rows",
            record.act,
            usize::from(last_row) + 1 - usize::from(row0)
        );
        return (Vec::new(), false, miss(usize::from(last_row) + 1 - usize::from(row0), reason));
    }
    // Forward: which nodes each floor of the file can be, given the floors before.
    let mut reach = vec![[false; 7]; n];
    for i in 0..n {
        let y = row0 + i as u8;
        for x in 0..7u8 {
            let entered = if i == 0 {
                row0 == 0 || map.edges.iter().any(|e| e.from[1] == 0 && e.to == [x, y])
            } else {
                (0..7u8).any(|px| reach[i - 1][usize::from(px)] && map.has_edge([px, y - 1], [x, y]))
            };
            reach[i][usize::from(x)] = entered && node_fits(map, record, i, x, y);
        }
        if !reach[i].iter().any(|&r| r) {
            return (
                Vec::new(),
                false,
                miss(i, no_fit_reason(map, record, i, row0, if i > 0 { Some(&reach[i - 1]) } else { None })),
            );
        }
    }
    // Backward: keep the nodes that go on to the last floor.
    let mut alive = reach.clone();
    for i in (0..n - 1).rev() {
        let y = row0 + i as u8;
        for x in 0..7u8 {
            alive[i][usize::from(x)] = reach[i][usize::from(x)]
                && (0..7u8).any(|cx| alive[i + 1][usize::from(cx)] && map.has_edge([x, y], [cx, y + 1]));
        }
    }
    let mut routes = Vec::new();
    let mut more = false;
    let mut path = Vec::with_capacity(n);
    for x in 0..7u8 {
        if alive[0][usize::from(x)] {
            collect(map, &alive, row0, x, &mut path, &mut routes, &mut more);
        }
    }
    (routes, more, None)
}

/// Depth-first listing of the routes through the `alive` nodes.
fn collect(
    map: &ActMap,
    alive: &[[bool; 7]],
    row0: u8,
    x: u8,
    path: &mut Vec<u8>,
    routes: &mut Vec<Vec<u8>>,
    more: &mut bool,
) {
    if *more {
        return;
    }
    path.push(x);
    let i = path.len() - 1;
    if i + 1 == alive.len() {
        if routes.len() == MAX_ROUTES {
            *more = true;
        } else {
            routes.push(path.clone());
        }
    } else {
        let y = row0 + i as u8;
        for cx in 0..7u8 {
            if alive[i + 1][usize::from(cx)] && map.has_edge([x, y], [cx, y + 1]) {
                collect(map, alive, row0, cx, path, routes, more);
            }
        }
    }
    path.pop();
}

/// Why no node fits floor `i`.
fn no_fit_reason(map: &ActMap, record: &ActRecord, i: usize, row0: u8, before: Option<&[bool; 7]>) -> String {
    let f = &record.floors[i];
    let y = row0 + i as u8;
    let floor = u32::from(map.first_floor) + u32::from(y);
    if let Some([x, cy]) = f.coord {
        return match map.node(x, cy) {
            None => format!("the file's room on floor {floor} is in column {x}, where the predicted map has no room"),
            Some(n) if f.room.is_some_and(|r| r != n.room) => format!(
                "the file's room on floor {floor} (column {x}) is {}, the predicted map has {} there",
                f.room.map_or_else(|| "a room".to_string(), a_room),
                a_room(n.room)
            ),
            Some(_) => {
                format!("on floor {floor} the predicted map has no path into column {x} from the file's previous room")
            }
        };
    }
    let offered: Vec<Room> = {
        let mut rooms: Vec<Room> = (0..7u8)
            .filter(|&x| match before {
                None => row0 == 0 || map.edges.iter().any(|e| e.from[1] == 0 && e.to == [x, y]),
                Some(b) => (0..7u8).any(|px| b[usize::from(px)] && map.has_edge([px, y - 1], [x, y])),
            })
            .filter_map(|x| map.node(x, y).map(|n| n.room))
            .collect();
        rooms.sort();
        rooms.dedup();
        rooms
    };
    let offered: Vec<&str> = offered.into_iter().map(room_name).collect();
    format!(
        "the file has {} on floor {floor}, but no predicted route has one there after the file's earlier rooms (they lead to: {})",
        f.room.map_or_else(|| "a room".to_string(), a_room),
        if offered.is_empty() { "nothing".to_string() } else { offered.join(", ") }
    )
}
