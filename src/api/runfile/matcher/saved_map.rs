//! A StS2 save's stored map against the engine's, node by node: position,
//! room and children.

use super::{a_room, SavedMapCheck, MAX_DIFFERENCES};
use crate::api::runfile::{SavedMap, SavedPoint};
use crate::map::MapSet;

/// A StS2 save's stored map against the engine's map of the same act.
pub(super) fn compare_saved_map(set: &MapSet, saved: &SavedMap) -> SavedMapCheck {
    let mut differences = Vec::new();
    let Some(map) = set.acts.iter().find(|m| m.act == saved.act) else {
        return SavedMapCheck {
            act: saved.act,
            identical: false,
            differences: vec![format!("the engine has no act {}", saved.act)],
        };
    };
    let children_of = |xy: [u8; 2]| {
        let mut c: Vec<[u8; 2]> = map.edges.iter().filter(|e| e.from == xy).map(|e| e.to).collect();
        c.sort();
        c
    };
    let show = |c: &[[u8; 2]]| c.iter().map(|[x, y]| format!("({x}, {y})")).collect::<Vec<_>>().join(" ");
    let mut points: Vec<&SavedPoint> = saved.points.iter().collect();
    points.sort_by_key(|p| (p.coord[1], p.coord[0]));
    for p in &points {
        let [x, y] = p.coord;
        match map.node(x, y) {
            None => differences.push(format!("({x}, {y}): the save has {}, the predicted map no room", a_room(p.room))),
            Some(n) => {
                if n.room != p.room {
                    differences.push(format!(
                        "({x}, {y}): the save has {}, the predicted map {}",
                        a_room(p.room),
                        a_room(n.room)
                    ));
                }
                let mut kids = p.children.clone();
                kids.sort();
                kids.dedup();
                let engine_kids = children_of(p.coord);
                if kids != engine_kids {
                    differences.push(format!(
                        "({x}, {y}): leads to {} in the save, to {} on the predicted map",
                        if kids.is_empty() { "nothing".into() } else { show(&kids) },
                        if engine_kids.is_empty() { "nothing".into() } else { show(&engine_kids) }
                    ));
                }
            }
        }
    }
    for n in &map.nodes {
        if !saved.points.iter().any(|p| p.coord == [n.x, n.y]) {
            differences.push(format!("({}, {}): the predicted map has {}, the save no room", n.x, n.y, a_room(n.room)));
        }
    }
    let total = differences.len();
    if total > MAX_DIFFERENCES {
        differences.truncate(MAX_DIFFERENCES);
        differences.push(format!("… and {} more", total - MAX_DIFFERENCES));
    }
    SavedMapCheck { act: saved.act, identical: total == 0, differences }
}
