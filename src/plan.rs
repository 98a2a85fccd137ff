//! Best routes: dynamic programming over an act map for a criterion such as
//! "most elites" or "fewest fights". Game-independent: it works on any act
//! map (a DAG whose edges go from one row to the next).
//!
//! The DP runs over a fixed-size [`Dag`] (no heap work), so search can call
//! it on millions of maps; [`best_route`] wraps it for the API.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::map::{ActMap, Room};
use crate::route::{first_route_row, Totals};

/// Most rows a map can have (StS2 act 1: 16 grid rows and two boss rows).
pub const MAX_ROWS: usize = 18;
/// Columns of every map.
pub const WIDTH: usize = 7;

/// What a best route optimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "RouteCriterion"))]
#[serde(rename_all = "camelCase")]
pub enum Criterion {
    /// As many elites as possible (ties: more rest sites).
    MostElites,
    /// As few elites as possible (ties: more rest sites).
    FewestElites,
    /// As few fights (normal and elite) as possible (ties: more rest sites).
    FewestFights,
    /// As many fights as possible (ties: more rest sites).
    MostFights,
    /// As many `?` rooms as possible (ties: fewer elites).
    MostEvents,
    /// As many rest sites as possible (ties: fewer elites).
    MostRests,
    /// As many merchants as possible (ties: more `?` rooms).
    MostShops,
}

impl Criterion {
    /// Every criterion.
    pub const ALL: [Criterion; 7] = [
        Criterion::MostElites,
        Criterion::FewestElites,
        Criterion::FewestFights,
        Criterion::MostFights,
        Criterion::MostEvents,
        Criterion::MostRests,
        Criterion::MostShops,
    ];

    /// The name used in options and URLs (`mostElites`, …).
    pub const fn id(self) -> &'static str {
        match self {
            Criterion::MostElites => "mostElites",
            Criterion::FewestElites => "fewestElites",
            Criterion::FewestFights => "fewestFights",
            Criterion::MostFights => "mostFights",
            Criterion::MostEvents => "mostEvents",
            Criterion::MostRests => "mostRests",
            Criterion::MostShops => "mostShops",
        }
    }

    /// Reads a criterion by its [`id`](Criterion::id).
    pub fn parse(text: &str) -> Result<Criterion> {
        Criterion::ALL.into_iter().find(|c| c.id() == text).ok_or_else(|| {
            let shown: String = text.chars().take(40).collect();
            Error::option(
                "criterion",
                format!("unknown criterion `{shown}`; the criteria are {}", Criterion::ALL.map(|c| c.id()).join(", ")),
            )
        })
    }

    /// What one room counts for this criterion (the reported score).
    pub const fn count(self, room: Room) -> i32 {
        let fight = matches!(room, Room::Monster | Room::Elite) as i32;
        match self {
            Criterion::MostElites | Criterion::FewestElites => matches!(room, Room::Elite) as i32,
            Criterion::FewestFights | Criterion::MostFights => fight,
            Criterion::MostEvents => matches!(room, Room::Event) as i32,
            Criterion::MostRests => matches!(room, Room::Rest) as i32,
            Criterion::MostShops => matches!(room, Room::Shop) as i32,
        }
    }

    /// The DP weight of a room: the count (negated when fewer is better),
    /// scaled, plus the tie-break.
    pub const fn weight(self, room: Room) -> i32 {
        let c = self.count(room) * 1024;
        let rest = matches!(room, Room::Rest) as i32;
        let elite = matches!(room, Room::Elite) as i32;
        let event = matches!(room, Room::Event) as i32;
        match self {
            Criterion::MostElites | Criterion::MostFights => c + rest,
            Criterion::FewestElites | Criterion::FewestFights => -c + rest,
            Criterion::MostEvents | Criterion::MostRests => c - elite,
            Criterion::MostShops => c + event,
        }
    }
}

/// An act map as a fixed-size DAG: rooms per cell, and each cell's edges to
/// the next row as a column mask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dag {
    /// Number of rows in use.
    pub rows: usize,
    /// The first row routes name a column for (1 below StS2's Ancient).
    pub first_row: usize,
    /// Room of each drawn node.
    pub rooms: [[Option<Room>; WIDTH]; MAX_ROWS],
    /// `next[y][x]`: bit `c` = an edge from `(x, y)` to `(c, y + 1)`.
    pub next: [[u8; WIDTH]; MAX_ROWS],
}

impl Default for Dag {
    fn default() -> Self {
        Dag { rows: 0, first_row: 0, rooms: [[None; WIDTH]; MAX_ROWS], next: [[0; WIDTH]; MAX_ROWS] }
    }
}

impl Dag {
    /// Builds the DAG of an act map.
    pub fn from_act_map(map: &ActMap) -> Dag {
        let mut d = Dag::default();
        for n in &map.nodes {
            if usize::from(n.y) < MAX_ROWS && usize::from(n.x) < WIDTH {
                d.rooms[usize::from(n.y)][usize::from(n.x)] = Some(n.room);
                d.rows = d.rows.max(usize::from(n.y) + 1);
            }
        }
        for e in &map.edges {
            let ([fx, fy], [tx, ty]) = (e.from, e.to);
            if ty == fy + 1 && usize::from(ty) < MAX_ROWS && usize::from(tx) < WIDTH && usize::from(fx) < WIDTH {
                d.next[usize::from(fy)][usize::from(fx)] |= 1 << tx;
            }
        }
        d.first_row = usize::from(first_route_row(map));
        d
    }

    /// The nodes a route may start at: the drawn nodes of the first route
    /// row (entered from the start node, when there is one).
    pub fn start_mask(&self) -> u8 {
        let y = self.first_row;
        if y == 0 {
            (0..WIDTH).filter(|&x| self.rooms[0][x].is_some()).fold(0, |m, x| m | 1 << x)
        } else {
            self.next[y - 1].iter().fold(0, |m, &e| m | e)
        }
    }

    /// The best total `weight` from each node of rows `from_row..=last` to
    /// the end of its path (or row `last`), and each node's best next column
    /// (`u8::MAX` at a path's end).
    #[inline]
    fn tails(
        &self,
        weight: impl Fn(Room) -> i32,
        from_row: usize,
        last: usize,
    ) -> ([[i32; WIDTH]; MAX_ROWS], [[u8; WIDTH]; MAX_ROWS]) {
        let mut best = [[i32::MIN; WIDTH]; MAX_ROWS];
        let mut choice = [[u8::MAX; WIDTH]; MAX_ROWS];
        for y in (from_row..=last).rev() {
            let above = if y < last { best[y + 1] } else { [i32::MIN; WIDTH] };
            for x in 0..WIDTH {
                let Some(room) = self.rooms[y][x] else { continue };
                let mut tail = None;
                for (c, &b) in above.iter().enumerate() {
                    if self.next[y][x] & (1 << c) != 0 && b != i32::MIN && tail.is_none_or(|t| b > t) {
                        tail = Some(b);
                        choice[y][x] = c as u8;
                    }
                }
                best[y][x] = weight(room) + tail.unwrap_or(0);
            }
        }
        (best, choice)
    }

    /// The best start column among `starts` and its score (ties: leftmost).
    fn best_start(best: &[i32; WIDTH], starts: u8) -> Option<(usize, i32)> {
        (0..WIDTH).filter(|&x| starts & (1 << x) != 0 && best[x] != i32::MIN).map(|x| (x, best[x])).fold(
            None,
            |acc: Option<(usize, i32)>, (x, s)| match acc {
                Some((_, bs)) if bs >= s => acc,
                _ => Some((x, s)),
            },
        )
    }

    /// The best total `weight` over paths from `starts` (a column mask in
    /// `from_row`) up to and including row `until_row` (or the path's end).
    /// No allocation: what seed search calls.
    pub fn best_score(
        &self,
        weight: impl Fn(Room) -> i32,
        from_row: usize,
        starts: u8,
        until_row: Option<usize>,
    ) -> Option<i32> {
        let last = until_row.unwrap_or(usize::MAX).min(self.rows.saturating_sub(1));
        if from_row > last {
            return None;
        }
        // The scores of `tails` alone, without the choices: each node's best
        // tail is the largest of its successors' (a cell without a room is
        // `i32::MIN`, the smallest, so "no successor" stays `i32::MIN`).
        let mut above = [i32::MIN; WIDTH];
        for y in (from_row..=last).rev() {
            let mut row = [i32::MIN; WIDTH];
            for (x, cell) in row.iter_mut().enumerate() {
                let Some(room) = self.rooms[y][x] else { continue };
                let tail = max_over(&above, self.next[y][x]);
                *cell = weight(room) + if tail == i32::MIN { 0 } else { tail };
            }
            above = row;
        }
        (0..WIDTH).filter(|&x| starts & (1 << x) != 0 && above[x] != i32::MIN).map(|x| above[x]).max()
    }

    /// Like [`best_score`](Dag::best_score), with the path.
    pub fn best(
        &self,
        weight: impl Fn(Room) -> i32,
        from_row: usize,
        starts: u8,
        until_row: Option<usize>,
    ) -> Option<(i32, Vec<[u8; 2]>)> {
        let last = until_row.unwrap_or(usize::MAX).min(self.rows.saturating_sub(1));
        if from_row > last {
            return None;
        }
        let (best, choice) = self.tails(weight, from_row, last);
        let (mut x, score) = Dag::best_start(&best[from_row], starts)?;
        let mut path = Vec::with_capacity(last + 1 - from_row);
        for (y, row) in choice.iter().enumerate().take(last + 1).skip(from_row) {
            path.push([x as u8, y as u8]);
            if row[x] == u8::MAX {
                break;
            }
            x = usize::from(row[x]);
        }
        Some((score, path))
    }

    /// The fewest rooms counted by `count` before the first room for which
    /// `stop` holds, over all routes from the start (a route that never
    /// stops counts all its rooms).
    pub fn min_before(&self, count: impl Fn(Room) -> bool, stop: impl Fn(Room) -> bool) -> Option<i32> {
        let last = self.rows.checked_sub(1)?;
        let mut best = [[i32::MAX; WIDTH]; MAX_ROWS];
        for y in (self.first_row..=last).rev() {
            let above = if y < last { best[y + 1] } else { [i32::MAX; WIDTH] };
            for (x, cell) in best[y].iter_mut().enumerate() {
                let Some(room) = self.rooms[y][x] else { continue };
                if stop(room) {
                    *cell = 0;
                    continue;
                }
                let tail = min_over(&above, self.next[y][x]);
                *cell = i32::from(count(room)) + if tail == i32::MAX { 0 } else { tail };
            }
        }
        let starts = self.start_mask();
        (0..WIDTH).filter(|&x| starts & (1 << x) != 0).map(|x| best[self.first_row][x]).filter(|&b| b != i32::MAX).min()
    }

    /// Rows from the first route row with exactly one room (every route
    /// passes through them), not counting a single fixed start or boss node.
    pub fn bottlenecks(&self) -> u32 {
        (self.first_row..self.rows)
            .filter(|&y| {
                let row = &self.rooms[y];
                let n = row.iter().filter(|r| r.is_some()).count();
                n == 1 && !row.iter().any(|r| matches!(r, Some(Room::Boss | Room::Victory)))
            })
            .count() as u32
    }
}

/// The columns of an edge mask (bits `0..WIDTH`), lowest first.
#[inline(always)]
fn columns(mask: u8) -> impl Iterator<Item = usize> {
    let mut m = mask & ((1 << WIDTH) - 1);
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            c
        })
    })
}

/// The largest of `row` at the columns of `mask` (`i32::MIN` for none).
#[inline(always)]
fn max_over(row: &[i32; WIDTH], mask: u8) -> i32 {
    columns(mask).fold(i32::MIN, |t, c| t.max(row[c]))
}

/// The smallest of `row` at the columns of `mask` (`i32::MAX` for none).
#[inline(always)]
fn min_over(row: &[i32; WIDTH], mask: u8) -> i32 {
    columns(mask).fold(i32::MAX, |t, c| t.min(row[c]))
}

/// A best route for one act.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RoutePlan {
    /// Which game.
    pub game: crate::map::Game,
    /// Act number.
    pub act: u8,
    /// The criterion.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "RouteCriterion"))]
    pub criterion: Criterion,
    /// The nodes, `[x, y]`, from the start (or `from`) to the top.
    pub path: Vec<[u8; 2]>,
    /// How many rooms of the criterion's kind the route has (elites, fights, …).
    pub score: i32,
    /// Room counts and fight gold along the route.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "RouteTotals"))]
    pub totals: Totals,
}

/// The best route through `map` for `criterion`, from its start row or from
/// the node `from`.
///
/// The totals include the act boss above the top row (StS1 acts 1-3) with
/// its gold for `ascension`.
pub fn best_route(map: &ActMap, criterion: Criterion, from: Option<[u8; 2]>, ascension: u8) -> Result<RoutePlan> {
    let dag = Dag::from_act_map(map);
    let (row, starts) = match from {
        Some([x, y]) => {
            if map.node(x, y).is_none() {
                return Err(Error::option("from", format!("act {} has no room at column {x}, row {y}", map.act)));
            }
            (usize::from(y), 1u8 << x)
        }
        None => (dag.first_row, dag.start_mask()),
    };
    let (_, path) = dag
        .best(|r| criterion.weight(r), row, starts, None)
        .ok_or_else(|| Error::option("act", format!("act {} has no route", map.act)))?;
    let rooms = path.iter().filter_map(|&[x, y]| map.node(x, y).map(|n| n.room));
    let mut totals = Totals::of(rooms.clone());
    let top = map.nodes.iter().map(|n| n.y).max();
    let boss_node = map.nodes.iter().any(|n| n.room == Room::Boss);
    if map.boss.is_some() && !boss_node && path.last().map(|p| p[1]) == top {
        totals.add_boss(ascension);
    }
    if map.sts2.is_some() {
        // Fight gold is known for Slay the Spire 1 only.
        (totals.gold_min, totals.gold_max) = (0, 0);
    }
    let score = rooms.map(|r| criterion.count(r)).sum();
    let game = if map.sts2.is_some() { crate::map::Game::Sts2 } else { crate::map::Game::Sts1 };
    Ok(RoutePlan { game, act: map.act, criterion, path, score, totals })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Edge, Node};

    /// A small diamond: (1,0) → (0,1) elite / (2,1) rest → (1,2) monster.
    fn diamond() -> ActMap {
        let n = |x, y, room| Node { x, y, room };
        let e = |a: [u8; 2], b: [u8; 2]| Edge { from: a, to: b };
        ActMap {
            act: 1,
            name: "test",
            width: 7,
            height: 3,
            first_floor: 1,
            nodes: vec![n(1, 0, Room::Monster), n(0, 1, Room::Elite), n(2, 1, Room::Rest), n(1, 2, Room::Event)],
            edges: vec![e([1, 0], [0, 1]), e([1, 0], [2, 1]), e([0, 1], [1, 2]), e([2, 1], [1, 2])],
            burning_elite: None,
            boss: None,
            bosses: None,
            monsters: None,
            elites: None,
            sts2: None,
        }
    }

    #[test]
    fn picks_the_branch_the_criterion_wants() {
        let m = diamond();
        let p = best_route(&m, Criterion::MostElites, None, 0).unwrap();
        assert_eq!(p.path, vec![[1, 0], [0, 1], [1, 2]]);
        assert_eq!(p.score, 1);
        let p = best_route(&m, Criterion::FewestFights, None, 0).unwrap();
        assert_eq!(p.path, vec![[1, 0], [2, 1], [1, 2]]);
        assert_eq!(p.score, 1);
        assert_eq!((p.totals.monsters, p.totals.rests, p.totals.events), (1, 1, 1));
        let p = best_route(&m, Criterion::MostRests, Some([2, 1]), 0).unwrap();
        assert_eq!(p.path, vec![[2, 1], [1, 2]]);
    }

    #[test]
    fn bad_criteria_and_starts_are_errors() {
        assert!(Criterion::parse("mostGold").unwrap_err().to_string().contains("mostElites"));
        assert_eq!(Criterion::parse("mostEvents"), Ok(Criterion::MostEvents));
        assert!(best_route(&diamond(), Criterion::MostElites, Some([5, 1]), 0).is_err());
    }

    #[test]
    fn until_row_cuts_the_path() {
        let d = Dag::from_act_map(&diamond());
        let (s, path) = d.best(|r| Criterion::MostElites.count(r), 0, d.start_mask(), Some(1)).unwrap();
        assert_eq!((s, path.len()), (1, 2));
    }
}
