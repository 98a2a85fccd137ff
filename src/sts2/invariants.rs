//! Structural checks of a generated act: what the rules of the spec
//! guarantee for every map, checked on the final map (after pruning, repair
//! and the layout passes).
//!
//! The placement rules still hold at the end because repair uses the same
//! rules and pruning only removes nodes and edges; [`check_invariants`]
//! lists what is checked.
//!
//! Reference: spec sts2.md §2 (structure), §5.2 (walks), §5.3 (fixed rows),
//! §5.4 (placement rules).

use super::graph::{Graph, NodeId, PointType, BOSS, NODE_SLOTS, SECOND_BOSS, START, WIDTH};
use super::placement::{is_valid, treasure_row};
use super::GeneratedAct;

/// Checks a generated act; the error names the first broken rule.
///
/// * pruning settled (the game did not throw);
/// * connected: every grid node is reachable from the Ancient and reaches
///   the boss; the Ancient's children are row 1, the last row's children the
///   boss, the second boss (if any) the boss's only child;
/// * edges climb one row, and between grid nodes move at most one column;
/// * no two edges between the same rows cross (in the displayed columns);
/// * fixed rows: row 1 all Monster, row `L − 7` all Treasure, the last row
///   all Rest Site, each locked;
/// * every other node's type satisfies the placement rules of §5.4 on the
///   final map (row gates, parent/child, siblings), Monster excepted (it is
///   the unchecked filler);
/// * every grid node has a type.
pub fn check_invariants(act: &GeneratedAct) -> Result<(), String> {
    if let Err(e) = act.prune {
        return Err(format!("pruning gave up after {} iterations (the game throws)", e.iterations));
    }
    let g = &act.graph;
    check_edges(g)?;
    check_connected(g)?;
    check_no_crossings(g, |id| g.col(id))?;
    check_types(g)
}

fn at(g: &Graph, id: NodeId) -> String {
    format!("({}, {})", g.col(id), g.row(id))
}

fn grid_nodes(g: &Graph) -> impl Iterator<Item = NodeId> + '_ {
    (1..usize::from(g.rows())).flat_map(move |r| g.row_nodes(r))
}

fn check_edges(g: &Graph) -> Result<(), String> {
    let last = g.rows() - 1;
    for &c in g.children_unordered(START).as_slice() {
        if c >= START || g.row(c) != 1 {
            return Err(format!("the Ancient has a child at {} outside row 1", at(g, c)));
        }
    }
    if g.children_unordered(START).len() != g.row_nodes(1).count() {
        return Err("the Ancient is not connected to every node of row 1".into());
    }
    for id in grid_nodes(g) {
        for &p in g.parents(id).as_slice() {
            if !g.children_unordered(p).contains(id) {
                return Err(format!("{} lists a parent that does not list it as a child", at(g, id)));
            }
        }
        for &c in g.children_unordered(id).as_slice() {
            if !g.parents(c).contains(id) {
                return Err(format!("{} lists a child that does not list it as a parent", at(g, id)));
            }
            if g.row(id) == last {
                if c != BOSS {
                    return Err(format!("last-row node {} has a child other than the boss", at(g, id)));
                }
                continue;
            }
            if c >= START || g.row(c) != g.row(id) + 1 {
                return Err(format!("edge {} → {} does not climb one row", at(g, id), at(g, c)));
            }
            if g.col(c).abs_diff(g.col(id)) > 1 {
                return Err(format!("edge {} → {} moves more than one column", at(g, id), at(g, c)));
            }
        }
    }
    let boss_parents = g.parents(BOSS);
    let boss_parents = boss_parents.as_slice();
    if boss_parents.iter().any(|&p| p >= START || g.row(p) != last)
        || boss_parents.len() != g.row_nodes(usize::from(last)).count()
    {
        return Err("the boss's parents are not exactly the last row".into());
    }
    let boss_children: &[NodeId] = if g.has_second_boss() { &[SECOND_BOSS] } else { &[] };
    if g.children_unordered(BOSS).as_slice() != boss_children {
        return Err("the boss's children are wrong".into());
    }
    Ok(())
}

fn check_connected(g: &Graph) -> Result<(), String> {
    let mut from_start = [false; NODE_SLOTS];
    from_start[usize::from(START)] = true;
    let mut order: Vec<NodeId> = vec![START];
    order.extend(grid_nodes(g));
    for &id in &order {
        if from_start[usize::from(id)] {
            for &c in g.children_unordered(id).as_slice() {
                from_start[usize::from(c)] = true;
            }
        }
    }
    let mut to_boss = [false; NODE_SLOTS];
    to_boss[usize::from(BOSS)] = true;
    for &id in order.iter().rev() {
        if g.children_unordered(id).as_slice().iter().any(|&c| to_boss[usize::from(c)]) {
            to_boss[usize::from(id)] = true;
        }
    }
    for id in grid_nodes(g) {
        if !from_start[usize::from(id)] {
            return Err(format!("{} cannot be reached from the Ancient", at(g, id)));
        }
        if !to_boss[usize::from(id)] {
            return Err(format!("{} does not lead to the boss", at(g, id)));
        }
    }
    if !from_start[usize::from(BOSS)] {
        return Err("the boss cannot be reached".into());
    }
    Ok(())
}

/// No two edges between grid rows `r` and `r + 1` cross, with columns given
/// by `col` (the displayed ones, or the generation-time ones `id % 7`).
pub fn check_no_crossings(g: &Graph, col: impl Fn(NodeId) -> u8) -> Result<(), String> {
    for r in 1..usize::from(g.rows()) - 1 {
        let mut edges = [(0u8, 0u8); 3 * WIDTH];
        let mut n = 0;
        for id in g.row_nodes(r) {
            for &c in g.children_unordered(id).as_slice() {
                edges[n] = (col(id), col(c));
                n += 1;
            }
        }
        for (i, &(a, b)) in edges[..n].iter().enumerate() {
            for &(c, d) in &edges[i + 1..n] {
                if (a < c && b > d) || (a > c && b < d) {
                    return Err(format!("edges ({a}, {r}) → ({b}, {}) and ({c}, {r}) → ({d}, {}) cross", r + 1, r + 1));
                }
            }
        }
    }
    Ok(())
}

fn check_types(g: &Graph) -> Result<(), String> {
    let rows = g.rows();
    let fixed = [(1, PointType::Monster), (treasure_row(rows), PointType::Treasure), (rows - 1, PointType::RestSite)];
    for (row, t) in fixed {
        for id in g.row_nodes(usize::from(row)) {
            if g.ty(id) != t || !g.locked(id) {
                return Err(format!("{} in fixed row {row} is {:?}, not a locked {t:?}", at(g, id), g.ty(id)));
            }
        }
    }
    for id in grid_nodes(g) {
        let t = g.ty(id);
        if matches!(t, PointType::Unassigned | PointType::Boss | PointType::Ancient) {
            return Err(format!("{} has type {t:?}", at(g, id)));
        }
        if g.locked(id) {
            if !fixed.iter().any(|&(row, _)| row == g.row(id)) {
                return Err(format!("{} is locked outside the fixed rows", at(g, id)));
            }
            continue;
        }
        if t != PointType::Monster && !is_valid(g, t, id) {
            return Err(format!("{} is a {t:?} against the placement rules", at(g, id)));
        }
    }
    if g.ty(START) != PointType::Ancient || g.ty(BOSS) != PointType::Boss {
        return Err("the Ancient or the boss has the wrong type".into());
    }
    if g.has_second_boss() && g.ty(SECOND_BOSS) != PointType::Boss {
        return Err("the second boss has the wrong type".into());
    }
    Ok(())
}
