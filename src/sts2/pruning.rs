//! Pruning of duplicate parallel segments, then the repair of the room
//! counts, alternating up to three rounds (`MapPathPruning.PruneAndRepair`).
//!
//! * **Prune:** while the map has duplicate groups (below), a pass takes the
//!   groups in key order, shuffles each (`UnstableShuffle`, drawn even when
//!   nothing changes) and stops at the first one that changes the map: at
//!   most all but one of its segments are pruned (a segment loses nodes with
//!   one parent and one child whose removal strands no other point, unless a
//!   later node of it branches or its end has a single parent), or, if none
//!   can be, the segments' branching edges are cut. More than 50 passes in a
//!   row that change something is the game's exception
//!   ([`PruneLimitExceeded`]).
//! * **Repair**, in the order Shop, Elite, Rest Site, Unknown: each type
//!   short of its target draws a shuffle of the unlocked Monster points and
//!   turns the first valid ones (the placement rules) into that type.
//!   Repair can create new duplicates, hence the rounds.
//!
//! Reference: spec sts2.md §5.5.
//!
//! # Finding the duplicate groups without enumerating every path
//!
//! The game lists every Ancient→boss path (children in insertion order),
//! cuts each into every segment `s…e` of three or more nodes where `s` has
//! two or more children (or is the Ancient) and `e` has two or more parents,
//! and files the segments under the key `"{s}-{e}-{types}"` in an
//! ordinal-sorted dictionary; a segment joins an existing key only if it
//! shares no node with a stored one at any interior index. Keys with two or
//! more segments are the duplicate groups. Enumerating every path costs
//! thousands of steps per search, and a map needs about seven searches;
//! this module finds the same groups, in the same order, far faster:
//!
//! * a path's node at index `k` is in row `k` (the Ancient is row 0, every
//!   edge climbs one row), so a key fixes `s`, `e` and the length, and
//!   "same node at the same index" is "shares an interior node";
//! * a segment that occurs again changes nothing (it overlaps itself, and a
//!   rejected one stays rejected as stored sets only grow), so only its first
//!   occurrence counts;
//! * the first path containing segment `S = s…e` is the lexicographically
//!   first Ancient→`s` path, then `S`, then the first `e`→boss path, so two
//!   segments of one key first occur in the order in which a depth-first
//!   search from `s` (children in insertion order) meets them;
//! * paths exist only through nodes reachable from the Ancient that reach
//!   the boss, so `s` must be both, and `e` must reach the boss;
//! * a key with two stored segments has two interior-disjoint `s`→`e` paths
//!   with the same types (the first two stored). So a search over *pairs*
//!   of such paths, stepping both at once into children of equal type until
//!   they meet, finds every key that can become a group (and some that
//!   cannot). For each such candidate key, a depth-first search from `s`
//!   restricted to the key's types then lists its segments in the game's
//!   order and applies the game's overlap rule, which settles it.
//!
//! `tests/sts2_reference.rs` checks this against a literal transcription of
//! the game's algorithm (whole paths, string keys, a sorted dictionary).

use super::acts::Counts;
use super::graph::{BitIter, Graph, NodeId, PointType, BOSS, MAX_GRID_ROWS, NODE_SLOTS, START, WIDTH};
use super::placement::is_valid;
use super::rng::Rng;

/// How many prune/repair rounds run at most.
pub const PRUNE_ROUNDS: usize = 3;

/// `PruneDuplicateSegments` throws once a prune pass has succeeded more than
/// this many times in a row ("Unable to prune matching segments in {n}
/// iterations").
pub const MAX_PRUNE_ITERATIONS: u32 = 50;

/// The game's exception when pruning does not settle: the map cannot be
/// generated (the game would throw instead of showing one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PruneLimitExceeded {
    /// The iteration count the game reports in its exception (51).
    pub iterations: u32,
}

/// What pruning and repair did to one map (for statistics and tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PruneReport {
    /// Prune/repair rounds started (1-3).
    pub rounds: u8,
    /// Successful prune passes over all rounds.
    pub passes: u16,
    /// Nodes removed.
    pub removed_nodes: u16,
    /// Edges cut by the fall-back (`BreakAParentChildRelationship…`).
    pub cut_edges: u16,
    /// Room types changed by repair.
    pub repaired: u16,
}

/// A key that may hold a duplicate group: start, end and the interior
/// types (four bits each, the first interior node in the highest nibble
/// used).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Candidate {
    start: NodeId,
    end: NodeId,
    types: u64,
}

/// A duplicate group: a key with two or more segments.
#[derive(Clone, Copy, Debug)]
struct Group {
    key_offset: u32,
    key_len: u32,
    segs_offset: u32,
    seg_count: u32,
    seg_len: u32,
}

/// Reusable buffers for pruning, so that generating a map allocates nothing
/// once they have grown to fit.
#[derive(Clone, Debug, Default)]
pub struct Pruner {
    candidates: Vec<Candidate>,
    nodes: Vec<NodeId>,
    groups: Vec<Group>,
    order: Vec<u32>,
    group_segs: Vec<u32>,
    keys: Vec<u8>,
    report: PruneReport,
}

impl Pruner {
    /// Empty buffers.
    pub fn new() -> Self {
        Pruner::default()
    }

    /// `PruneAndRepair`: up to three rounds of pruning, each followed by a
    /// repair, stopping after a repair that changed nothing.
    pub fn prune_and_repair(
        &mut self,
        g: &mut Graph,
        rng: &mut Rng,
        counts: &Counts,
    ) -> Result<PruneReport, PruneLimitExceeded> {
        self.report = PruneReport::default();
        for _ in 0..PRUNE_ROUNDS {
            self.report.rounds += 1;
            self.prune_duplicate_segments(g, rng)?;
            if !self.repair(g, rng, counts) {
                break;
            }
        }
        Ok(self.report)
    }

    /// `PruneDuplicateSegments`: prune passes until one changes nothing.
    pub fn prune_duplicate_segments(&mut self, g: &mut Graph, rng: &mut Rng) -> Result<(), PruneLimitExceeded> {
        let mut iterations = 0;
        self.find_matching_segments(g);
        while self.prune_pass(g, rng) {
            self.report.passes += 1;
            iterations += 1;
            if iterations > MAX_PRUNE_ITERATIONS {
                return Err(PruneLimitExceeded { iterations });
            }
            self.find_matching_segments(g);
        }
        Ok(())
    }

    /// The duplicate groups of the current map, in the game's (ordinal key)
    /// order, each with its segments in the game's order. For tests.
    pub fn duplicate_groups(&mut self, g: &Graph) -> Vec<(String, Vec<Vec<NodeId>>)> {
        self.find_matching_segments(g);
        self.order
            .iter()
            .map(|&gi| {
                let grp = self.groups[gi as usize];
                let key = self.key(&grp);
                let segs = (0..grp.seg_count).map(|k| self.segment(&grp, k).to_vec()).collect();
                (String::from_utf8_lossy(key).into_owned(), segs)
            })
            .collect()
    }

    fn key(&self, grp: &Group) -> &[u8] {
        &self.keys[grp.key_offset as usize..(grp.key_offset + grp.key_len) as usize]
    }

    fn segment(&self, grp: &Group, k: u32) -> &[NodeId] {
        let off = self.group_segs[(grp.segs_offset + k) as usize] as usize;
        &self.nodes[off..off + grp.seg_len as usize]
    }

    /// `FindMatchingSegments` (see the module docs for why this is exact).
    fn find_matching_segments(&mut self, g: &Graph) {
        self.nodes.clear();
        self.groups.clear();
        self.group_segs.clear();
        self.keys.clear();
        self.candidates.clear();
        let (from_start, to_boss) = reachability(g);
        let reach = |id: NodeId| from_start & (1 << id) != 0 && to_boss & (1 << id) != 0;
        let rows = RowMasks::new(g, to_boss);
        if reach(START) {
            let kids = g.children(START).as_slice();
            for (i, &a) in kids.iter().enumerate() {
                for &b in &kids[i + 1..] {
                    if rows.leads_to_boss(a) && rows.leads_to_boss(b) && g.ty(a) == g.ty(b) {
                        rows.pair_search(g, START, a, b, u64::from(g.ty(a).value()), &mut self.candidates);
                    }
                }
            }
        }
        for r in 1..usize::from(g.rows()) {
            for c in BitIter(g.occupied(r)) {
                let s = Graph::cell_id(c, r);
                let kids = g.child_cols(s) & rows.to_boss[r + 1] & 0x7f;
                if kids.count_ones() < 2 || !reach(s) {
                    continue;
                }
                for a in BitIter(kids) {
                    let ta = g.ty(Graph::cell_id(a, r + 1));
                    for b in BitIter(kids & g.type_cols(r + 1)[usize::from(ta.value())] & !((2u8 << a) - 1)) {
                        let (ia, ib) = (Graph::cell_id(a, r + 1), Graph::cell_id(b, r + 1));
                        rows.pair_search(g, s, ia, ib, u64::from(ta.value()), &mut self.candidates);
                    }
                }
            }
        }
        self.candidates.sort_unstable();
        self.candidates.dedup();
        for ci in 0..self.candidates.len() {
            let cand = self.candidates[ci];
            self.collect_group(g, cand);
        }
        self.order.clear();
        self.order.extend(0..self.groups.len() as u32);
        let (groups, keys) = (&self.groups, &self.keys);
        let key = |i: &u32| {
            let grp = &groups[*i as usize];
            &keys[grp.key_offset as usize..(grp.key_offset + grp.key_len) as usize]
        };
        self.order.sort_unstable_by(|a, b| key(a).cmp(key(b)));
    }

    /// Lists the segments of a candidate key in the game's order (a
    /// depth-first search from its start through children of the key's
    /// types), keeps those that share no interior node with a kept one, and
    /// records a group if two or more are kept.
    fn collect_group(&mut self, g: &Graph, cand: Candidate) {
        let len = path_len(g, cand.start, cand.end);
        let interior = len - 2;
        let nodes_offset = self.nodes.len();
        let segs_offset = self.group_segs.len();
        let mut used = 0u128;
        let mut path = [0 as NodeId; MAX_GRID_ROWS + 2];
        let mut next = [0u8; MAX_GRID_ROWS + 2];
        path[0] = cand.start;
        let mut depth = 0usize;
        loop {
            let cur = path[depth];
            let kids = g.children(cur);
            let k = usize::from(next[depth]);
            if k >= kids.len() {
                if depth == 0 {
                    break;
                }
                depth -= 1;
                continue;
            }
            next[depth] += 1;
            let child = kids.as_slice()[k];
            let d = depth + 1;
            if d == len - 1 {
                if child != cand.end {
                    continue;
                }
                path[d] = child;
                let mask = path[1..d].iter().fold(0u128, |m, &id| m | 1 << id);
                if used & mask == 0 {
                    used |= mask;
                    self.group_segs.push(self.nodes.len() as u32);
                    self.nodes.extend_from_slice(&path[..len]);
                }
                continue;
            }
            let want = (cand.types >> (4 * (interior - d))) & 0xf;
            if u64::from(g.ty(child).value()) != want || child >= START {
                continue;
            }
            depth = d;
            path[depth] = child;
            next[depth] = 0;
        }
        let count = self.group_segs.len() - segs_offset;
        if count < 2 {
            self.group_segs.truncate(segs_offset);
            self.nodes.truncate(nodes_offset);
            return;
        }
        let key_offset = self.keys.len() as u32;
        write_key(g, &self.nodes[nodes_offset..nodes_offset + len], &mut self.keys);
        self.groups.push(Group {
            key_offset,
            key_len: self.keys.len() as u32 - key_offset,
            segs_offset: segs_offset as u32,
            seg_count: count as u32,
            seg_len: len as u32,
        });
    }

    /// `PrunePaths`: for each group in key order, shuffle it, prune all but
    /// one of its segments, or else cut an edge; stop at the first group
    /// that changed something.
    fn prune_pass(&mut self, g: &mut Graph, rng: &mut Rng) -> bool {
        for oi in 0..self.order.len() {
            let grp = self.groups[self.order[oi] as usize];
            let segs = grp.segs_offset as usize..(grp.segs_offset + grp.seg_count) as usize;
            rng.unstable_shuffle(&mut self.group_segs[segs]);
            // PruneAllButLast
            let mut pruned = 0;
            for k in 0..grp.seg_count {
                if pruned == grp.seg_count - 1 {
                    break;
                }
                let off = self.group_segs[(grp.segs_offset + k) as usize] as usize;
                let seg = &self.nodes[off..off + grp.seg_len as usize];
                if prune_segment(g, seg, &mut self.report) {
                    pruned += 1;
                }
            }
            if pruned != 0 {
                return true;
            }
            // BreakAParentChildRelationshipInAnySegment
            for k in 0..grp.seg_count {
                let off = self.group_segs[(grp.segs_offset + k) as usize] as usize;
                let seg = &self.nodes[off..off + grp.seg_len as usize];
                if break_edges(g, seg, &mut self.report) {
                    return true;
                }
            }
        }
        false
    }

    /// `RepairPrunedPointTypes`: tops up Shop, Elite, Rest Site and Unknown
    /// (in that order, every one evaluated) on shuffled unlocked Monsters.
    ///
    /// `RepairPointType` counts the type over all grid points, the locked
    /// rows included (so the fixed rest row counts towards the rest target),
    /// and lists the unlocked Monsters column-major, which is already
    /// `StableShuffle`'s sort order. One scan serves all four types: a
    /// repair only turns Monsters into the type being repaired.
    fn repair(&mut self, g: &mut Graph, rng: &mut Rng, counts: &Counts) -> bool {
        let mut all = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
        let n = g.all_points(&mut all);
        let mut have = [0usize; 9];
        let mut monsters = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
        let mut m = 0;
        for &id in &all[..n] {
            let t = g.ty(id);
            have[usize::from(t.value())] += 1;
            if t == PointType::Monster && !g.locked(id) {
                monsters[m] = id;
                m += 1;
            }
        }
        let mut changed = false;
        for (t, target) in [
            (PointType::Shop, counts.shops),
            (PointType::Elite, counts.elites),
            (PointType::RestSite, counts.rests),
            (PointType::Unknown, counts.unknowns),
        ] {
            let mut missing = usize::from(target).saturating_sub(have[usize::from(t.value())]);
            if missing == 0 {
                continue;
            }
            let mut cand = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
            let mut k = 0;
            for &id in &monsters[..m] {
                if g.ty(id) == PointType::Monster {
                    cand[k] = id;
                    k += 1;
                }
            }
            rng.unstable_shuffle(&mut cand[..k]);
            for &id in &cand[..k] {
                if missing == 0 {
                    break;
                }
                if is_valid(g, t, id) {
                    g.set_ty(id, t);
                    missing -= 1;
                    changed = true;
                    self.report.repaired += 1;
                }
            }
        }
        changed
    }
}

/// Bit masks (by node id) of the nodes reachable from the Ancient and of the
/// nodes from which the boss is reachable, computed row by row on column
/// masks (before the layout passes, a grid node's id is `row * 7 + col`).
fn reachability(g: &Graph) -> (u128, u128) {
    const _: () = assert!(NODE_SLOTS <= 128);
    if !g.maybe_disconnected() {
        return (u128::MAX, u128::MAX);
    }
    let rows = usize::from(g.rows());
    let mut from_start = 1u128 << START;
    let mut row_mask = 0u8;
    for &c in g.children(START).as_slice() {
        if c < START {
            row_mask |= 1 << g.col(c);
        }
    }
    for r in 1..rows {
        from_start |= u128::from(row_mask) << (r * WIDTH);
        let mut next = 0u8;
        for c in BitIter(row_mask) {
            next |= g.child_cols(Graph::cell_id(c, r));
        }
        if r == rows - 1 && next & 0x80 != 0 {
            from_start |= 1 << BOSS;
        }
        row_mask = next & 0x7f;
    }
    let mut to_boss = 1u128 << BOSS;
    let mut above = 0x80u8;
    for r in (1..rows).rev() {
        let mut here = 0u8;
        for c in BitIter(g.occupied(r)) {
            if g.child_cols(Graph::cell_id(c, r)) & above != 0 {
                here |= 1 << c;
            }
        }
        to_boss |= u128::from(here) << (r * WIDTH);
        above = here;
    }
    if g.children(START).as_slice().iter().any(|&c| to_boss & (1 << c) != 0) {
        to_boss |= 1 << START;
    }
    (from_start, to_boss)
}

/// The number of nodes of a segment from `s` to `e` (rows are path indices).
fn path_len(g: &Graph, s: NodeId, e: NodeId) -> usize {
    usize::from(g.row(e) - g.row(s)) + 1
}

/// Per grid row, which nodes lead to the boss, as column masks for the pair
/// search (before the layout passes, a grid node's id is `row * 7 + col`
/// and its creation column is its column; node types come from
/// [`Graph::type_cols`]).
struct RowMasks {
    /// `to_boss[row]`: the nodes that lead to the boss; bit 7 stands for the
    /// boss itself (in every row, so that `child_cols & to_boss` keeps it).
    to_boss: [u8; MAX_GRID_ROWS + 1],
}

impl RowMasks {
    fn new(g: &Graph, to_boss: u128) -> Self {
        let mut m = RowMasks { to_boss: [0x80; MAX_GRID_ROWS + 1] };
        for r in 1..usize::from(g.rows()) {
            m.to_boss[r] |= (to_boss >> (r * WIDTH)) as u8 & 0x7f & g.occupied(r);
        }
        m
    }

    #[inline]
    fn leads_to_boss(&self, id: NodeId) -> bool {
        let (r, c) = (usize::from(id) / WIDTH, usize::from(id) % WIDTH);
        id < START && self.to_boss[r] & (1 << c) != 0
    }

    /// Steps the pair of paths at `u` and `v` (distinct nodes of one row, of
    /// equal types so far, `types`) into every pair of children of equal
    /// type that lead to the boss: a common child ends a candidate key,
    /// distinct children continue the pair.
    fn pair_search(&self, g: &Graph, s: NodeId, u: NodeId, v: NodeId, types: u64, out: &mut Vec<Candidate>) {
        let r = usize::from(u) / WIDTH;
        let (cu, cv) = (g.child_cols(u) & self.to_boss[r + 1], g.child_cols(v) & self.to_boss[r + 1]);
        let common = cu & cv;
        if common & 0x80 != 0 {
            out.push(Candidate { start: s, end: BOSS, types });
        }
        for c in BitIter(common & 0x7f) {
            out.push(Candidate { start: s, end: Graph::cell_id(c, r + 1), types });
        }
        for a in BitIter(cu & 0x7f) {
            let ta = g.ty(Graph::cell_id(a, r + 1)).value();
            for b in BitIter(cv & g.type_cols(r + 1)[usize::from(ta)] & !(1 << a)) {
                let (ia, ib) = (Graph::cell_id(a, r + 1), Graph::cell_id(b, r + 1));
                self.pair_search(g, s, ia, ib, (types << 4) | u64::from(ta), out);
            }
        }
    }
}

/// Appends a segment's key: `"0-"` for the Ancient or `"{col},{row}-"`, then
/// `"{col},{row}-"` of the end, then the type values joined by commas.
fn write_key(g: &Graph, seg: &[NodeId], out: &mut Vec<u8>) {
    let s = seg[0];
    let e = seg[seg.len() - 1];
    if g.row(s) == 0 {
        out.extend_from_slice(b"0-");
    } else {
        write_coord(g, s, out);
    }
    write_coord(g, e, out);
    for (i, &id) in seg.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'0' + g.ty(id).value());
    }
}

fn write_coord(g: &Graph, id: NodeId, out: &mut Vec<u8>) {
    write_int(g.col(id), out);
    out.push(b',');
    write_int(g.row(id), out);
    out.push(b'-');
}

fn write_int(v: u8, out: &mut Vec<u8>) {
    if v >= 100 {
        out.push(b'0' + v / 100);
    }
    if v >= 10 {
        out.push(b'0' + v / 10 % 10);
    }
    out.push(b'0' + v % 10);
}

/// `IsInMap`: a node still in the grid, or the Ancient or a boss.
#[inline]
fn is_in_map(g: &Graph, id: NodeId) -> bool {
    id >= START || g.in_grid(id)
}

/// `IsRemoved`: the node's grid cell is empty. The Ancient's cell (row 0) is
/// always empty, so it always counts as removed.
#[inline]
fn is_removed(g: &Graph, id: NodeId) -> bool {
    !g.in_grid(id)
}

/// `PruneSegment`: deletes the segment's nodes that only this segment needs.
/// Returns whether something was removed — but literally `false` when it
/// meets an end with a single parent, even after deleting nodes (a game quirk
/// kept as is), and `true` as soon as it meets an already deleted node.
fn prune_segment(g: &mut Graph, seg: &[NodeId], report: &mut PruneReport) -> bool {
    let mut removed = false;
    let last = seg[seg.len() - 1];
    for i in 0..seg.len() - 1 {
        let n = seg[i];
        if !is_in_map(g, n) {
            return true;
        }
        let parents = *g.parents(n);
        if g.children(n).len() > 1
            || parents.len() > 1
            || parents.as_slice().iter().any(|&p| g.children(p).len() == 1 && !is_removed(g, p))
        {
            continue;
        }
        if !seg[i..].iter().any(|&m| g.children(m).len() > 1 && g.parents(m).len() == 1) {
            if g.parents(last).len() == 1 {
                return false;
            }
            let keeps_a_child = g.children(n).as_slice().iter().any(|&c| !seg.contains(&c) && g.parents(c).len() == 1);
            if !keeps_a_child {
                g.remove_point(n);
                report.removed_nodes += 1;
                removed = true;
            }
        }
    }
    removed
}

/// `BreakAParentChildRelationshipInSegment`: cuts every edge `seg[i] →
/// seg[i+1]` whose parent has two or more children and whose child has not
/// exactly one parent.
fn break_edges(g: &mut Graph, seg: &[NodeId], report: &mut PruneReport) -> bool {
    let mut cut = false;
    for i in 0..seg.len() - 1 {
        let (a, b) = (seg[i], seg[i + 1]);
        if g.children(a).len() >= 2 && g.parents(b).len() != 1 {
            g.remove_child(a, b);
            report.cut_edges += 1;
            cut = true;
        }
    }
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain from the Ancient through `a` (3,1), which splits into two `?`
    /// rooms `b` (2,2) and `c` (4,2) that meet again at `e` (3,3), then a
    /// straight line to the boss.
    fn diamond(types_bc: (PointType, PointType)) -> (Graph, [NodeId; 4]) {
        let mut g = Graph::new(8, false);
        let a = g.get_or_create(3, 1);
        let b = g.get_or_create(2, 2);
        let c = g.get_or_create(4, 2);
        let e = g.get_or_create(3, 3);
        g.add_child(START, a);
        g.add_child(a, b);
        g.add_child(a, c);
        g.add_child(b, e);
        g.add_child(c, e);
        let mut prev = e;
        for r in 4..8 {
            let n = g.get_or_create(3, r);
            g.add_child(prev, n);
            prev = n;
        }
        g.add_child(prev, BOSS);
        for id in [a, e] {
            g.set_ty(id, PointType::Monster);
        }
        g.set_ty(b, types_bc.0);
        g.set_ty(c, types_bc.1);
        for r in 4..8 {
            g.set_ty(Graph::cell_id(3, r), PointType::Monster);
        }
        g.set_ty(START, PointType::Ancient);
        g.set_ty(BOSS, PointType::Boss);
        (g, [a, b, c, e])
    }

    #[test]
    fn a_diamond_of_equal_rooms_is_one_group_and_loses_one_branch() {
        let (mut g, [a, b, c, e]) = diamond((PointType::Unknown, PointType::Unknown));
        let mut p = Pruner::new();
        // The Ancient's two segments share `a`, so only `a`'s key groups.
        assert_eq!(p.duplicate_groups(&g), vec![("3,1-3,3-5,1,5".to_string(), vec![vec![a, b, e], vec![a, c, e]])]);
        p.prune_duplicate_segments(&mut g, &mut Rng::new(1)).unwrap();
        assert!(g.in_grid(b) != g.in_grid(c), "exactly one branch is pruned");
        assert_eq!(g.children(a).len(), 1);
        assert_eq!(g.parents(e).len(), 1);
        assert!(p.duplicate_groups(&g).is_empty());
        assert!(!g.maybe_disconnected());
    }

    #[test]
    fn different_rooms_are_not_duplicates() {
        let (g, _) = diamond((PointType::Unknown, PointType::Shop));
        assert!(Pruner::new().duplicate_groups(&g).is_empty());
    }

    #[test]
    fn keys_write_coordinates_and_type_values() {
        let (g, [a, b, _, e]) = diamond((PointType::Elite, PointType::Elite));
        let mut key = Vec::new();
        write_key(&g, &[a, b, e], &mut key);
        assert_eq!(key, b"3,1-3,3-5,6,5");
        key.clear();
        write_key(&g, &[START, a, b], &mut key);
        assert_eq!(key, b"0-2,2-8,5,6");
    }
}
