//! The Spoils Map's act (`SpoilsMap.ModifyGeneratedMap`, `SpoilsActMap`;
//! read in a decompile of v0.109-v0.110, shar-lock/ShaLuMod@9d5377a9
//! `_src/sts2_src/MegaCrit/sts2/Core/{Map/SpoilsActMap.cs,Models/Cards/SpoilsMap.cs}`,
//! and the early-access one, ytnskc95/STS2@56d59cbe, which differs only in
//! not locking row 1; read, not copied). The quest card, taken at the event
//! The Legends Were True (option `NAB_THE_MAP`), replaces act 2's map (act
//! index 1) while it is in the deck when that act starts:
//!
//! * its own stream `Rng(runSeed, "spoils_map")`, whose first draws are the
//!   act's room counts (as `act_2_map`'s are: [`acts::draw_counts`]);
//! * seven walks from row 1 (the start picks as the standard map's), each
//!   step inside the row's **allowed columns**: `3 ± min(3, |row − T|,
//!   L − row)` with `T = L − 7` the treasure row, so the map narrows to
//!   column 3 at the treasure row and widens again above it (an hourglass);
//!   the offsets `[−1, 0, +1]` stable-shuffled (two draws) except in the
//!   three rows below `T`, where they are tried towards the centre first
//!   (no draw); a step also needs its target to have fewer than three
//!   parents (or the edge already) and its source fewer than three
//!   children (or the edge already); when no offset fits, the centre
//!   column clamped to one step, or straight on if that crosses an edge;
//! * one fixed Treasure at `(3, T)` (any other point of that row is folded
//!   into it, edges and all), the last row Rest Site and row 1 Monster
//!   (all locked), the counted types placed as the standard map places them
//!   ([`placement`]'s queue and rules over three passes), then the standard
//!   pruning and repair ([`Pruner`]);
//! * no layout pass: the game shows the columns as generated.
//!
//! Checked: the act 2 of TQM88QFMHSQR (v0.110.1, Spoils Map taken on floor
//! 15) fits this map, not the standard one (`tests/sts2_events_shops.rs`).

use super::acts::{self, Counts};
use super::graph::{Graph, NodeId, PointType, BOSS, CENTER_COL, MAX_GRID_ROWS, START, WIDTH};
use super::paths::{Starts, WALKS};
use super::placement::{self, treasure_row};
use super::pruning::Pruner;
use super::rng::Rng;
use super::seed::Seeding;
use super::GeneratedAct;

/// The act whose map the Spoils Map replaces (`SpoilsActIndex = 1`).
pub const SPOILS_ACT: u8 = 2;

/// The stream the Spoils Map's act is drawn on.
pub const STREAM: &str = "spoils_map";

/// The Spoils Map's act 2 of the run seed `run_seed` (builds of `seeding`).
pub fn generate(seeding: Seeding, run_seed: u64, ascension: u8, multiplayer: bool) -> GeneratedAct {
    let act = SPOILS_ACT;
    let mut rng = Rng::named_in(seeding, run_seed, STREAM);
    let rows = acts::rooms(act, multiplayer) + 1;
    let mut g = Graph::new(rows, false);
    let counts = acts::draw_counts(act, ascension, &mut rng);
    let starts = hourglass(&mut g, &mut rng);
    assign_types(&mut g, &mut rng, &counts);
    let prune = Pruner::new().prune_and_repair(&mut g, &mut rng, &counts);
    GeneratedAct { act, ascension, multiplayer, graph: g, counts, starts, prune, layout_settled: true }
}

/// Replaces act 2 of `acts` (a seed's maps, `seed` its canonical string)
/// by the Spoils Map's, its lists, boss and Ancient kept; the Spoils Map was
/// taken on floor `floor`. Returns the note that says so, or why the map
/// was left (the game cannot generate it: its pruning throws).
pub fn apply(
    acts: &mut [crate::map::ActMap],
    seeding: Seeding,
    seed: &str,
    ascension: u8,
    multiplayer: bool,
    floor: u16,
) -> Option<String> {
    let k = acts.iter().position(|a| a.act == SPOILS_ACT)?;
    let generated = generate(seeding, seeding.run_seed(seed), ascension, multiplayer);
    if generated.prune.is_err() {
        return Some("act 2: the Spoils Map's map cannot be generated for this seed (its pruning gives up); the standard map is shown".into());
    }
    let mut map = generated.to_act_map();
    let old = &mut acts[k];
    map.first_floor = old.first_floor;
    // The act's name, boss and fight lists are the run's (drawn at run start), not the map's.
    map.name = old.name;
    (map.boss, map.bosses, map.monsters, map.elites) =
        (old.boss.take(), old.bosses.take(), old.monsters.take(), old.elites.take());
    if let (Some(new), Some(old)) = (map.sts2.as_mut(), old.sts2.as_mut()) {
        new.run = old.run.take();
    }
    *old = map;
    Some(format!(
        "act 2: the Spoils Map (taken on floor {floor}, kept in the deck) made its map the hourglass map (docs/sts2-content.md)"
    ))
}

/// `GenerateHourglassMap`: the seven walks, the treasure point, the edges
/// into the boss and from the Ancient.
fn hourglass(g: &mut Graph, rng: &mut Rng) -> Starts {
    let mut used: u8 = 0;
    let mut order = Vec::with_capacity(WALKS);
    for i in 0..WALKS {
        let mut col = rng.next_int_range(0, WIDTH as i32) as usize;
        g.get_or_create(col, 1);
        if i == 1 {
            while used & (1 << col) != 0 {
                col = rng.next_int_range(0, WIDTH as i32) as usize;
                g.get_or_create(col, 1);
            }
        }
        if used & (1 << col) == 0 {
            order.push(Graph::cell_id(col, 1));
        }
        used |= 1 << col;
        let mut cur = Graph::cell_id(col, 1);
        while usize::from(g.row(cur)) < usize::from(g.rows()) - 1 {
            let next_col = next_column(g, rng, cur);
            let next = g.get_or_create(next_col, usize::from(g.row(cur)) + 1);
            g.add_child(cur, next);
            cur = next;
        }
    }
    let t = usize::from(treasure_row(g.rows()));
    let treasure = g.get_or_create(usize::from(CENTER_COL), t);
    g.set_ty(treasure, PointType::Treasure);
    g.set_locked(treasure, true);
    let strays: Vec<NodeId> = g.row_nodes(t).filter(|&id| id != treasure).collect();
    for stray in strays {
        let (parents, children) = (g.parents(stray), g.children(stray));
        for &p in parents.as_slice() {
            g.remove_child(p, stray);
            g.add_child(p, treasure);
        }
        for &c in children.as_slice() {
            g.remove_child(stray, c);
            g.add_child(treasure, c);
        }
        g.remove_point(stray);
    }
    let top = usize::from(g.rows()) - 1;
    for c in 0..WIDTH {
        if let Some(id) = g.at(c, top) {
            g.add_child(id, BOSS);
        }
    }
    for c in 0..WIDTH {
        if let Some(id) = g.at(c, 1) {
            g.add_child(START, id);
        }
    }
    Starts::from_ids(&order)
}

/// `GetAllowedColumnsForRow`: the columns a step into `row` may take.
fn allowed(g: &Graph, row: i32) -> (i32, i32) {
    let center = i32::from(CENTER_COL);
    let l = i32::from(g.rows());
    let to_treasure = (row - i32::from(treasure_row(g.rows()))).abs();
    let to_top = center.min((l - 1 - row).max(0) + 1);
    let half = center.min(to_treasure.min(to_top));
    ((center - half).max(0), (center + half).min(WIDTH as i32 - 1))
}

/// `GenerateNextCoord` of the hourglass map.
fn next_column(g: &Graph, rng: &mut Rng, cur: NodeId) -> usize {
    let (col, row) = (i32::from(g.col(cur)), i32::from(g.row(cur)));
    let next_row = row + 1;
    let (lo, hi) = allowed(g, next_row);
    let center = i32::from(CENTER_COL);
    let below_treasure = i32::from(treasure_row(g.rows())) - row;
    let mut offsets: Vec<i32> = vec![-1, 0, 1];
    if below_treasure > 3 || below_treasure <= 0 {
        rng.unstable_shuffle(&mut offsets);
    } else {
        offsets = centred(col, center);
    }
    for o in offsets {
        let target = (col + o).clamp(0, WIDTH as i32 - 1);
        if target < lo || target > hi || crosses(g, cur, target) {
            continue;
        }
        let point = g.at(target as usize, next_row as usize);
        let kids = g.children(cur);
        let parents_ok = point.is_none_or(|p| g.parents(p).contains(cur) || g.parents(p).len() < 3);
        let children_ok = kids.len() < 3 || point.is_some_and(|p| kids.contains(p));
        if parents_ok && children_ok {
            return target as usize;
        }
    }
    let mut target = center.clamp(lo, hi);
    if (target - col).abs() > 1 {
        target = (col + (target - col).signum()).clamp(lo, hi);
    }
    if crosses(g, cur, target) {
        target = col.clamp(lo, hi);
    }
    // The game throws when the fall-back is more than one step away; the
    // narrowing rows make that impossible (checked on every map of the tests).
    target as usize
}

/// `BuildCenteredPriorityList`: towards the centre, straight, away, then
/// whichever of −1, +1 is missing.
fn centred(col: i32, center: i32) -> Vec<i32> {
    let s = (center - col).signum();
    let mut out = Vec::with_capacity(3);
    if s != 0 {
        out.push(s);
    }
    out.push(0);
    if s != 0 {
        out.push(-s);
    }
    for o in [-1, 1] {
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

/// `HasInvalidCrossover`, as the standard map's.
fn crosses(g: &Graph, cur: NodeId, target: i32) -> bool {
    let col = i32::from(g.col(cur));
    let d = target - col;
    if d == 0 {
        return false;
    }
    let Some(nb) = g.at(target as usize, usize::from(g.row(cur))) else { return false };
    g.children(nb).as_slice().iter().any(|&c| i32::from(g.col(c)) - target == -d)
}

/// `AssignPointTypes` of the hourglass map: the last row Rest Site and row 1
/// Monster (locked; the treasure is already placed), the counted queue as
/// the standard map places it, Monster for what is left.
fn assign_types(g: &mut Graph, rng: &mut Rng, counts: &Counts) {
    let top = usize::from(g.rows()) - 1;
    for (row, t) in [(top, PointType::RestSite), (1, PointType::Monster)] {
        for c in 0..WIDTH {
            if let Some(id) = g.at(c, row) {
                g.set_ty(id, t);
                g.set_locked(id, true);
            }
        }
    }
    placement::place_queue(g, rng, counts);
    let mut all = [0; WIDTH * MAX_GRID_ROWS];
    let n = g.all_points(&mut all);
    for &id in &all[..n] {
        if g.ty(id) == PointType::Unassigned {
            g.set_ty(id, PointType::Monster);
        }
    }
    g.set_ty(BOSS, PointType::Boss);
    g.set_ty(START, PointType::Ancient);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hourglass: one node (the treasure) in the treasure row, every
    /// row inside its allowed columns, every step one column at most.
    #[test]
    fn narrows_to_the_treasure() {
        for seed in 0..200u64 {
            let a = generate(Seeding::Xxh64, seed, (seed % 11) as u8, seed % 3 == 0);
            assert!(a.prune.is_ok());
            let g = &a.graph;
            let t = usize::from(treasure_row(g.rows()));
            let row: Vec<NodeId> = g.row_nodes(t).collect();
            assert_eq!(row.len(), 1, "seed {seed}");
            assert_eq!((g.col(row[0]), g.ty(row[0])), (CENTER_COL, PointType::Treasure));
            for r in 2..usize::from(g.rows()) {
                let (lo, hi) = allowed(g, r as i32);
                for id in g.row_nodes(r) {
                    assert!((lo..=hi).contains(&i32::from(g.col(id))), "seed {seed} row {r}");
                    for &p in g.parents(id).as_slice() {
                        assert!((i32::from(g.col(p)) - i32::from(g.col(id))).abs() <= 1);
                    }
                }
            }
            assert!(a.to_act_map().nodes.iter().any(|n| n.room == crate::map::Room::Treasure));
        }
    }

    #[test]
    fn centred_order() {
        assert_eq!(centred(1, 3), [1, 0, -1]);
        assert_eq!(centred(5, 3), [-1, 0, 1]);
        assert_eq!(centred(3, 3), [0, -1, 1]);
    }
}
