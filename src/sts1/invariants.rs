//! The structural and placement rules every StS1 act map obeys — as the
//! generator really applies them (spec §3.8-3.9: the filler may leave two
//! sibling monsters, and the quotas are upper bounds, not exact counts).
//! Used by the tests on a sample and by `spire-map verify` on millions of maps.

use super::grid::{HEIGHT, LAST_COL, TOP_ROW, WIDTH};
use super::rooms::TREASURE_ROW;
use super::GeneratedAct;
use crate::map::Room;

/// Checks the fixed act 4 (spec §4): one column (3), rest → shop → elite →
/// boss → victory, edges up the column but not into the victory room.
pub fn check_act4(map: &crate::map::ActMap) -> Result<(), String> {
    let rooms: Vec<Room> = map.nodes.iter().map(|n| n.room).collect();
    if rooms != [Room::Rest, Room::Shop, Room::Elite, Room::Boss, Room::Victory] {
        return Err(format!("act 4 rooms are {rooms:?}"));
    }
    if let Some(n) = map.nodes.iter().enumerate().find(|(y, n)| n.x != 3 || usize::from(n.y) != *y) {
        return Err(format!("act 4 node {:?} is off the fixed column", n.1));
    }
    let edges: Vec<([u8; 2], [u8; 2])> = map.edges.iter().map(|e| (e.from, e.to)).collect();
    if edges != [([3, 0], [3, 1]), ([3, 1], [3, 2]), ([3, 2], [3, 3])] {
        return Err(format!("act 4 edges are {edges:?}"));
    }
    if map.burning_elite.is_some() {
        return Err("act 4 has a burning elite".into());
    }
    Ok(())
}

/// Checks one generated act; the error names the first rule broken.
pub fn check(g: &GeneratedAct) -> Result<(), String> {
    let grid = &g.grid;
    let room = |x: usize, y: usize| if grid.is_visible(x, y) { grid.room(x, y) } else { None };
    let mut placed = [0u32; 9];
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let visible = grid.is_visible(x, y);
            let Some(r) = room(x, y) else {
                if visible {
                    return Err(format!("({x},{y}) is drawn but has no room"));
                }
                continue;
            };
            // Fixed rows.
            let fixed = match y {
                0 => Some(Room::Monster),
                TREASURE_ROW => Some(Room::Treasure),
                TOP_ROW => Some(Room::Rest),
                _ => None,
            };
            if let Some(f) = fixed {
                if r != f {
                    return Err(format!("({x},{y}) is {r:?} in a fixed {f:?} row"));
                }
            } else {
                placed[r as usize] += 1;
                if matches!(r, Room::Treasure | Room::Boss | Room::Victory | Room::Ancient) {
                    return Err(format!("({x},{y}) is {r:?}, which the room list never holds"));
                }
            }
            // Rows where rests and elites cannot be.
            if y <= 4 && matches!(r, Room::Rest | Room::Elite) {
                return Err(format!("({x},{y}) is {r:?} in rows 0-4"));
            }
            if y == TOP_ROW - 1 && r == Room::Rest {
                return Err(format!("({x},{y}) is a rest site right below the rest row"));
            }
            // Edges: only up one row, to the three nearest columns.
            let edges = if y < TOP_ROW { grid.edges[y][x] } else { 0 };
            if edges >> WIDTH != 0 {
                return Err(format!("({x},{y}) has an edge past the last column"));
            }
            for c in 0..WIDTH {
                if edges & (1 << c) != 0 {
                    if c.abs_diff(x) > 1 {
                        return Err(format!("edge ({x},{y}) -> ({c},{}) skips a column", y + 1));
                    }
                    let Some(child) = room(c, y + 1) else {
                        return Err(format!("edge ({x},{y}) -> ({c},{}) leads to no room", y + 1));
                    };
                    // Parent rule: no two rest sites, shops, elites or chests in a row.
                    if r == child && matches!(r, Room::Rest | Room::Shop | Room::Elite | Room::Treasure) {
                        return Err(format!("{r:?} at ({x},{y}) leads to {r:?} at ({c},{})", y + 1));
                    }
                }
            }
            // No crossing with the right neighbour's edges.
            if x < LAST_COL && y < TOP_ROW && edges & (1 << (x + 1)) != 0 && grid.edges[y][x + 1] & (1 << x) != 0 {
                return Err(format!("edges from ({x},{y}) and ({},{y}) cross", x + 1));
            }
            // Connected: every drawn node above row 0 is entered from below.
            if y > 0 && visible && !(0..WIDTH).any(|p| grid.edges[y - 1][p] & (1 << x) != 0) {
                return Err(format!("({x},{y}) has no edge into it"));
            }
        }
        // Sibling rule (for the types the list places; monsters excepted,
        // since the last-minute filler does not check it).
        if y > 0 {
            for p in 0..WIDTH {
                let kids = grid.edges[y - 1][p];
                for a in 0..WIDTH {
                    for b in a + 1..WIDTH {
                        if kids & (1 << a) != 0 && kids & (1 << b) != 0 {
                            let (ra, rb) = (room(a, y), room(b, y));
                            if ra == rb
                                && y != TOP_ROW
                                && y != TREASURE_ROW
                                && matches!(ra, Some(Room::Rest | Room::Event | Room::Elite | Room::Shop))
                            {
                                return Err(format!("siblings ({a},{y}) and ({b},{y}) are both {:?}", ra.unwrap()));
                            }
                        }
                    }
                }
            }
        }
    }
    if grid.boss_edges == 0 {
        return Err("no node reaches the boss".into());
    }
    // Quotas are upper bounds for the types the list holds.
    let q = &g.quotas;
    for (r, quota) in [(Room::Shop, q.shop), (Room::Rest, q.rest), (Room::Elite, q.elite), (Room::Event, q.event)] {
        if placed[r as usize] > u32::from(quota) {
            return Err(format!("{} {r:?} rooms placed but the quota is {quota}", placed[r as usize]));
        }
    }
    if let Some(e) = g.emerald {
        if room(usize::from(e.x), usize::from(e.y)) != Some(Room::Elite) {
            return Err(format!("the burning elite ({},{}) is not on an elite", e.x, e.y));
        }
        if e.buff_roll > 3 || u32::from(e.elite_nodes) != placed[Room::Elite as usize] {
            return Err("the burning elite's roll or elite count is off".into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::generate_act;

    #[test]
    fn a_sample_of_maps_obeys_every_rule() {
        for seed in (0..400i64).map(|i| i.wrapping_mul(0x5851_F42D_4C95_7F2D)) {
            for act in 1..=3 {
                for asc in [false, true] {
                    let g = generate_act(seed, act, asc, true);
                    if let Err(e) = check(&g) {
                        panic!("seed {seed} act {act} asc1 {asc}: {e}");
                    }
                }
            }
        }
    }

    #[test]
    fn act_4_is_the_fixed_column() {
        let map = crate::sts1::act4_map(crate::sts1::first_floor(4));
        assert_eq!(check_act4(&map), Ok(()));
        let mut moved = map.clone();
        moved.nodes[2].x = 4;
        assert!(check_act4(&moved).is_err());
        let mut extra = map;
        extra.edges.push(crate::map::Edge { from: [3, 3], to: [3, 4] });
        assert!(check_act4(&extra).is_err());
    }

    #[test]
    fn the_checker_catches_broken_maps() {
        let good = generate_act(673465884448, 1, true, true);
        assert_eq!(check(&good), Ok(()));
        // An elite moved into row 2.
        let mut g = good.clone();
        let x = (0..WIDTH).find(|&x| g.grid.is_visible(x, 2)).unwrap();
        g.grid.set_room(x, 2, Some(Room::Elite));
        assert!(check(&g).unwrap_err().contains("rows 0-4"));
        // A row-8 node that is not a treasure.
        let mut g = good.clone();
        let x = (0..WIDTH).find(|&x| g.grid.is_visible(x, 8)).unwrap();
        g.grid.set_room(x, 8, Some(Room::Monster));
        assert!(check(&g).unwrap_err().contains("fixed"));
        // The burning elite moved off its elite.
        let mut g = good.clone();
        g.emerald.as_mut().unwrap().y = 0;
        assert!(check(&g).unwrap_err().contains("burning elite"));
        // A crossing: give (x,y) an edge right while (x+1,y) goes left.
        let mut g = good;
        let (x, y) = (0..WIDTH - 1)
            .flat_map(|x| (1..TOP_ROW - 1).map(move |y| (x, y)))
            .find(|&(x, y)| g.grid.is_visible(x, y) && g.grid.edges[y][x + 1] & (1 << x) != 0)
            .expect("some node has a left-going edge");
        g.grid.edges[y][x] |= 1 << (x + 1);
        assert!(check(&g).is_err());
    }
}
