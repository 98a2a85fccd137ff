//! A literal, deliberately naive transcription of the Slay the Spire 2 map
//! generator of spec sts2.md §5 (objects with growable edge
//! lists, every Ancient→boss path enumerated, string segment keys in a
//! sorted map, as the game's `MapPathPruning` does), for differential tests
//! of the optimised engine (`tests/sts2_reference.rs`,
//! `examples/sts2_reference.rs`).
//!
//! Both are this project's code written from the same spec, so agreement
//! does not prove fidelity to the game; it proves that the engine's
//! shortcuts (fixed arrays, the pair search for duplicate segments, bit
//! masks) change nothing. Only the primitives (the `Rng` wrapper and the
//! count draws, which have their own vectors) are shared.
#![allow(dead_code, clippy::needless_range_loop)]

use std::collections::BTreeMap;

use spire_map::sts2::{self, acts, rng::Rng};

pub const W: i32 = 7;
const UNASSIGNED: u8 = 0;
const UNKNOWN: u8 = 1;
const SHOP: u8 = 2;
const TREASURE: u8 = 3;
const REST: u8 = 4;
const MONSTER: u8 = 5;
const ELITE: u8 = 6;
const BOSS: u8 = 7;
const ANCIENT: u8 = 8;

#[derive(Clone, Debug)]
pub struct Point {
    pub col: i32,
    pub row: i32,
    pub ty: u8,
    pub modifiable: bool,
    pub children: Vec<usize>,
    pub parents: Vec<usize>,
}

pub struct Map {
    pub pts: Vec<Point>,
    /// grid[col][row]
    pub grid: Vec<Vec<Option<usize>>>,
    pub len: i32,
    pub start: usize,
    pub boss: usize,
    pub boss2: Option<usize>,
    pub starts: Vec<usize>,
    pub rng: Rng,
    pub rests: i32,
    pub shops: i32,
    pub elites: i32,
    pub unknowns: i32,
    /// BigGameHunter's counts: Elites skip the validity rules when queued.
    pub elites_ignore_rules: bool,
}

impl Map {
    pub fn new_point(&mut self, col: i32, row: i32) -> usize {
        self.pts.push(Point { col, row, ty: UNASSIGNED, modifiable: true, children: vec![], parents: vec![] });
        self.pts.len() - 1
    }

    pub fn get_or_create(&mut self, col: i32, row: i32) -> usize {
        if let Some(p) = self.grid[col as usize][row as usize] {
            return p;
        }
        let p = self.new_point(col, row);
        self.grid[col as usize][row as usize] = Some(p);
        p
    }

    fn add_child(&mut self, p: usize, c: usize) {
        if !self.pts[p].children.contains(&c) {
            self.pts[p].children.push(c);
        }
        if !self.pts[c].parents.contains(&p) {
            self.pts[c].parents.push(p);
        }
    }

    fn remove_child(&mut self, p: usize, c: usize) {
        self.pts[p].children.retain(|&x| x != c);
        self.pts[c].parents.retain(|&x| x != p);
    }

    fn all_points(&self) -> Vec<usize> {
        let mut v = vec![];
        for col in 0..W as usize {
            for row in 0..self.len as usize {
                if let Some(p) = self.grid[col][row] {
                    v.push(p);
                }
            }
        }
        v
    }

    fn stable_shuffle_points(&mut self, list: &mut [usize]) {
        let pts = &self.pts;
        list.sort_by_key(|&p| (pts[p].col, pts[p].row));
        self.rng.unstable_shuffle(list);
    }

    // --- §5.2 ---
    fn generate(&mut self) {
        for i in 0..7 {
            let col = self.rng.next_int_range(0, 7);
            let mut p = self.get_or_create(col, 1);
            if i == 1 {
                while self.starts.contains(&p) {
                    let col = self.rng.next_int_range(0, 7);
                    p = self.get_or_create(col, 1);
                }
            }
            if !self.starts.contains(&p) {
                self.starts.push(p);
            }
            let mut cur = p;
            while self.pts[cur].row < self.len - 1 {
                let col = self.pts[cur].col;
                let mut offsets = vec![-1, 0, 1];
                offsets.sort();
                self.rng.unstable_shuffle(&mut offsets);
                let mut target = None;
                for o in offsets {
                    let tx = match o {
                        -1 => (col - 1).max(0),
                        0 => col,
                        _ => (col + 1).min(6),
                    };
                    if !self.crossover(cur, tx) {
                        target = Some(tx);
                        break;
                    }
                }
                let nxt = self.get_or_create(target.expect("stay never crosses"), self.pts[cur].row + 1);
                self.add_child(cur, nxt);
                cur = nxt;
            }
        }
        for col in 0..W as usize {
            if let Some(p) = self.grid[col][self.len as usize - 1] {
                self.add_child(p, self.boss);
            }
        }
        if let Some(b2) = self.boss2 {
            self.add_child(self.boss, b2);
        }
        for col in 0..W as usize {
            if let Some(p) = self.grid[col][1] {
                self.add_child(self.start, p);
            }
        }
    }

    fn crossover(&self, cur: usize, tx: i32) -> bool {
        let d = tx - self.pts[cur].col;
        if d == 0 {
            return false;
        }
        match self.grid[tx as usize][self.pts[cur].row as usize] {
            None => false,
            Some(nb) => self.pts[nb].children.iter().any(|&c| self.pts[c].col - self.pts[nb].col == -d),
        }
    }

    // --- §5.3-5.4 ---
    fn valid(&self, t: u8, p: usize) -> bool {
        let pt = &self.pts[p];
        if pt.row >= self.len - 3 && t == REST {
            return false;
        }
        if pt.row < 6 && (t == REST || t == ELITE) {
            return false;
        }
        if [ELITE, REST, TREASURE, SHOP].contains(&t)
            && pt.parents.iter().chain(pt.children.iter()).any(|&n| self.pts[n].ty == t)
        {
            return false;
        }
        if [ELITE, REST, TREASURE, SHOP].contains(&t) && pt.children.iter().any(|&n| self.pts[n].ty == t) {
            return false;
        }
        if [REST, MONSTER, UNKNOWN, ELITE, SHOP].contains(&t) {
            for &par in &pt.parents {
                for &sib in &self.pts[par].children {
                    if sib != p && self.pts[sib].ty == t {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn assign(&mut self) {
        let len = self.len as usize;
        for (row, t) in [(len - 1, REST), (len - 7, TREASURE), (1, MONSTER)] {
            for col in 0..W as usize {
                if let Some(p) = self.grid[col][row] {
                    self.pts[p].ty = t;
                    self.pts[p].modifiable = false;
                }
            }
        }
        let mut queue = std::collections::VecDeque::new();
        for _ in 0..self.rests {
            queue.push_back(REST);
        }
        for _ in 0..self.shops {
            queue.push_back(SHOP);
        }
        for _ in 0..self.elites {
            queue.push_back(ELITE);
        }
        for _ in 0..self.unknowns {
            queue.push_back(UNKNOWN);
        }
        for _ in 0..3 {
            if queue.is_empty() {
                break;
            }
            let mut list: Vec<usize> =
                self.all_points().into_iter().filter(|&p| self.pts[p].ty == UNASSIGNED).collect();
            self.stable_shuffle_points(&mut list);
            for p in list {
                if queue.is_empty() {
                    break;
                }
                let mut chosen = UNASSIGNED;
                for _ in 0..queue.len() {
                    let t = queue.pop_front().unwrap();
                    if (self.elites_ignore_rules && t == ELITE) || self.valid(t, p) {
                        chosen = t;
                        break;
                    }
                    queue.push_back(t);
                }
                self.pts[p].ty = chosen;
            }
        }
        for p in self.all_points() {
            if self.pts[p].ty == UNASSIGNED {
                self.pts[p].ty = MONSTER;
            }
        }
        self.pts[self.boss].ty = BOSS;
        self.pts[self.start].ty = ANCIENT;
        if let Some(b2) = self.boss2 {
            self.pts[b2].ty = BOSS;
        }
    }

    // --- §5.5 ---
    fn all_paths(&self, cur: usize) -> Vec<Vec<usize>> {
        if self.pts[cur].ty == BOSS {
            return vec![vec![cur]];
        }
        let mut out = vec![];
        for &c in &self.pts[cur].children {
            for p in self.all_paths(c) {
                let mut v = vec![cur];
                v.extend(p);
                out.push(v);
            }
        }
        out
    }

    fn key(&self, seg: &[usize]) -> String {
        let s = &self.pts[seg[0]];
        let e = &self.pts[*seg.last().unwrap()];
        let mut k = if s.row == 0 {
            format!("0-{},{}-", e.col, e.row)
        } else {
            format!("{},{}-{},{}-", s.col, s.row, e.col, e.row)
        };
        k += &seg.iter().map(|&p| self.pts[p].ty.to_string()).collect::<Vec<_>>().join(",");
        k
    }

    pub fn matching_segments(&self) -> Vec<(String, Vec<Vec<usize>>)> {
        let mut dict: BTreeMap<String, Vec<Vec<usize>>> = BTreeMap::new();
        for path in self.all_paths(self.start) {
            for i in 0..path.len() - 1 {
                let s = &self.pts[path[i]];
                if !(s.children.len() > 1 || s.row == 0) {
                    continue;
                }
                for j in 2..path.len() - i {
                    if self.pts[path[i + j]].parents.len() < 2 {
                        continue;
                    }
                    let seg: Vec<usize> = path[i..=i + j].to_vec();
                    let key = self.key(&seg);
                    match dict.get_mut(&key) {
                        None => {
                            dict.insert(key, vec![seg]);
                        }
                        Some(list) => {
                            let overlaps = list.iter().any(|a| (1..a.len() - 1).any(|k| a[k] == seg[k]));
                            if !overlaps {
                                list.push(seg);
                            }
                        }
                    }
                }
            }
        }
        dict.into_iter().filter(|(_, v)| v.len() > 1).collect()
    }

    fn in_grid(&self, p: usize) -> bool {
        let pt = &self.pts[p];
        pt.row < self.len && self.grid[pt.col as usize][pt.row as usize] == Some(p)
    }

    fn prune_segment(&mut self, seg: &[usize]) -> bool {
        let mut result = false;
        for i in 0..seg.len() - 1 {
            let n = seg[i];
            let ty = self.pts[n].ty;
            if !self.in_grid(n) && ty != ANCIENT && ty != BOSS {
                return true;
            }
            let pt = &self.pts[n];
            if pt.children.len() > 1
                || pt.parents.len() > 1
                || pt.parents.iter().any(|&p| self.pts[p].children.len() == 1 && self.in_grid(p))
            {
                continue;
            }
            if !seg[i..].iter().any(|&m| self.pts[m].children.len() > 1 && self.pts[m].parents.len() == 1) {
                if self.pts[*seg.last().unwrap()].parents.len() == 1 {
                    return false;
                }
                let keep = self.pts[n].children.iter().any(|&c| !seg.contains(&c) && self.pts[c].parents.len() == 1);
                if !keep {
                    let (col, row) = (self.pts[n].col as usize, self.pts[n].row as usize);
                    self.grid[col][row] = None;
                    self.starts.retain(|&x| x != n);
                    for c in self.pts[n].children.clone() {
                        self.remove_child(n, c);
                    }
                    for p in self.pts[n].parents.clone() {
                        self.remove_child(p, n);
                    }
                    result = true;
                }
            }
        }
        result
    }

    fn prune_paths(&mut self, groups: &mut [(String, Vec<Vec<usize>>)]) -> bool {
        for (_, g) in groups.iter_mut() {
            self.rng.unstable_shuffle(g);
            let mut num = 0;
            for seg in g.iter() {
                if num == g.len() - 1 {
                    break;
                }
                if self.prune_segment(seg) {
                    num += 1;
                }
            }
            if num != 0 {
                return true;
            }
            for seg in g.iter() {
                let mut res = false;
                for i in 0..seg.len() - 1 {
                    if self.pts[seg[i]].children.len() >= 2 && self.pts[seg[i + 1]].parents.len() != 1 {
                        self.remove_child(seg[i], seg[i + 1]);
                        res = true;
                    }
                }
                if res {
                    return true;
                }
            }
        }
        false
    }

    fn prune(&mut self) -> Result<(), ()> {
        let mut num = 0;
        let mut groups = self.matching_segments();
        while self.prune_paths(&mut groups) {
            num += 1;
            if num > 50 {
                return Err(());
            }
            groups = self.matching_segments();
        }
        Ok(())
    }

    fn repair_type(&mut self, t: u8, target: i32) -> bool {
        let have = self.all_points().iter().filter(|&&p| self.pts[p].ty == t).count() as i32;
        let mut missing = target - have;
        if missing <= 0 {
            return false;
        }
        let mut list: Vec<usize> =
            self.all_points().into_iter().filter(|&p| self.pts[p].ty == MONSTER && self.pts[p].modifiable).collect();
        self.stable_shuffle_points(&mut list);
        let mut res = false;
        for p in list {
            if missing == 0 {
                break;
            }
            if self.valid(t, p) {
                self.pts[p].ty = t;
                missing -= 1;
                res = true;
            }
        }
        res
    }

    fn prune_and_repair(&mut self) -> Result<(), ()> {
        for _ in 0..3 {
            self.prune()?;
            let mut flag = false;
            flag |= self.repair_type(SHOP, self.shops);
            flag |= self.repair_type(ELITE, self.elites);
            flag |= self.repair_type(REST, self.rests);
            flag |= self.repair_type(UNKNOWN, self.unknowns);
            if !flag {
                break;
            }
        }
        Ok(())
    }

    // --- §5.6 ---
    fn col_empty(&self, col: usize) -> bool {
        (0..self.len as usize).all(|r| self.grid[col][r].is_none())
    }

    fn set_col(&mut self, p: usize, from: usize, to: usize) {
        let row = self.pts[p].row as usize;
        self.grid[from][row] = None;
        self.grid[to][row] = Some(p);
        self.pts[p].col = to as i32;
    }

    fn layout(&mut self) {
        let left = self.col_empty(0) && self.col_empty(1);
        let right = self.col_empty(6) && self.col_empty(5);
        let shift = if left && !right {
            -1
        } else if !left && right {
            1
        } else {
            0
        };
        if shift != 0 {
            let mut new_grid = vec![vec![None; self.len as usize]; W as usize];
            for col in 0..W as usize {
                for row in 0..self.len as usize {
                    if let Some(p) = self.grid[col][row] {
                        let nc = (col as i32 + shift) as usize;
                        new_grid[nc][row] = Some(p);
                        self.pts[p].col = nc as i32;
                    }
                }
            }
            self.grid = new_grid;
        }
        // spread
        for row in 0..self.len as usize {
            let list: Vec<usize> = (0..W as usize).filter_map(|c| self.grid[c][row]).collect();
            loop {
                let mut moved = false;
                for &item in &list {
                    let col = self.pts[item].col;
                    let mut allowed: Vec<i32> = (0..W).collect();
                    for &n in self.pts[item].parents.iter().chain(self.pts[item].children.iter()) {
                        let nc = self.pts[n].col;
                        allowed.retain(|&c| (c - nc).abs() <= 1);
                    }
                    let gap = |c: i32| {
                        list.iter()
                            .filter(|&&o| o != item)
                            .map(|&o| (c - self.pts[o].col).abs())
                            .min()
                            .unwrap_or(i32::MAX)
                    };
                    let (mut best, mut best_gap) = (col, gap(col));
                    for c in allowed {
                        if c != col
                            && (self.grid[c as usize][row].is_none() || self.grid[c as usize][row] == Some(item))
                        {
                            let g = gap(c);
                            if g > best_gap {
                                best = c;
                                best_gap = g;
                            }
                        }
                    }
                    if best != col {
                        self.set_col(item, col as usize, best as usize);
                        moved = true;
                    }
                }
                if !moved {
                    break;
                }
            }
        }
        // straighten
        for row in 0..self.len as usize {
            for j in 0..W as usize {
                let Some(p) = self.grid[j][row] else { continue };
                if self.pts[p].parents.len() != 1 || self.pts[p].children.len() != 1 {
                    continue;
                }
                let par = self.pts[self.pts[p].parents[0]].col;
                let ch = self.pts[self.pts[p].children[0]].col;
                let col = self.pts[p].col;
                let f1 = col < ch && col < par;
                let f2 = col > ch && col > par;
                if f1 && j < 6 {
                    if self.grid[j + 1][row].is_some() {
                        continue;
                    }
                    self.set_col(p, j, j + 1);
                }
                if f2 && j > 0 && self.grid[j - 1][row].is_none() {
                    self.set_col(p, j, j - 1);
                }
            }
        }
    }
}

pub type Snapshot = (Vec<(i32, i32, u8)>, Vec<((i32, i32), (i32, i32))>);

/// The literal generator's final map: nodes (x, y, type) and edges, sorted.
pub fn reference(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> Result<Snapshot, ()> {
    Ok(snapshot(&build(run_seed, act, ascension, multiplayer, None)?))
}

/// The literal BigGameHunter map (spec custom-daily.md §B2, the modifier's
/// `ModifyGeneratedMap`): the act's map, then a new map from a new
/// `act_{n}_map` stream whose counts are the first map's `?` rooms and rest
/// sites (all of them), 3 shops and `Math.Round(elites * 2.5)` elites (.NET
/// rounds half to even), Elites placed without the rules.
pub fn reference_hunter(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> Result<Snapshot, ()> {
    let first = build(run_seed, act, ascension, multiplayer, None)?;
    let count = |t: u8| first.all_points().into_iter().filter(|&p| first.pts[p].ty == t).count() as i32;
    let elites = count(ELITE) as f64 * 2.5;
    // Half to even, written out: .5 cases go to the even neighbour.
    let elites = if elites.fract() == 0.5 {
        let down = elites.floor() as i32;
        if down % 2 == 0 {
            down
        } else {
            down + 1
        }
    } else {
        elites.round() as i32
    };
    let counts = (count(REST), 3, elites, count(UNKNOWN));
    Ok(snapshot(&build(run_seed, act, ascension, multiplayer, Some(counts))?))
}

fn build(
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
    hunter: Option<(i32, i32, i32, i32)>,
) -> Result<Map, ()> {
    let mut rng = Rng::act_map(run_seed, act);
    let len = i32::from(acts::rooms(act, multiplayer)) + 1;
    let (rests, shops, elites, unknowns) = match hunter {
        Some(c) => c,
        None => {
            let c = acts::draw_counts(act, ascension, &mut rng);
            (c.rests.into(), c.shops.into(), c.elites.into(), c.unknowns.into())
        }
    };
    let mut m = Map {
        pts: vec![],
        grid: vec![vec![None; len as usize]; W as usize],
        len,
        start: 0,
        boss: 0,
        boss2: None,
        starts: vec![],
        rng,
        rests,
        shops,
        elites,
        unknowns,
        elites_ignore_rules: hunter.is_some(),
    };
    m.boss = m.new_point(3, len);
    m.start = m.new_point(3, 0);
    if acts::has_second_boss(act, ascension) {
        m.boss2 = Some(m.new_point(3, len + 1));
    }
    m.generate();
    m.assign();
    m.prune_and_repair()?;
    m.layout();
    Ok(m)
}

fn snapshot(m: &Map) -> Snapshot {
    let mut live: Vec<usize> = vec![m.start, m.boss];
    live.extend(m.boss2);
    live.extend(m.all_points());
    let mut nodes: Vec<(i32, i32, u8)> = live.iter().map(|&p| (m.pts[p].col, m.pts[p].row, m.pts[p].ty)).collect();
    let mut edges = vec![];
    for &p in &live {
        for &c in &m.pts[p].children {
            edges.push(((m.pts[p].col, m.pts[p].row), (m.pts[c].col, m.pts[c].row)));
        }
    }
    nodes.sort();
    edges.sort();
    (nodes, edges)
}

pub fn engine(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> Result<Snapshot, ()> {
    engine_act(sts2::generate_act(run_seed, act, ascension, multiplayer))
}

/// The engine's BigGameHunter map.
#[allow(dead_code)]
pub fn engine_hunter(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> Result<Snapshot, ()> {
    let first = sts2::generate_act(run_seed, act, ascension, multiplayer);
    if first.prune.is_err() {
        return Err(());
    }
    engine_act(sts2::modifiers::big_game_hunter(sts2::Seeding::Xxh64, run_seed, &first))
}

fn engine_act(a: sts2::GeneratedAct) -> Result<Snapshot, ()> {
    if a.prune.is_err() {
        return Err(());
    }
    let g = &a.graph;
    let order = a.nodes_in_order();
    let mut nodes: Vec<(i32, i32, u8)> =
        order.iter().map(|&id| (i32::from(g.col(id)), i32::from(g.row(id)), g.ty(id).value())).collect();
    let mut edges = vec![];
    for &id in &order {
        for &c in g.children(id).as_slice() {
            edges.push(((i32::from(g.col(id)), i32::from(g.row(id))), (i32::from(g.col(c)), i32::from(g.row(c)))));
        }
    }
    nodes.sort();
    edges.sort();
    Ok((nodes, edges))
}
