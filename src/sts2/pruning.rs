//! Pruning of duplicate parallel segments, then the repair of the room
//! counts, alternating up to three rounds (`MapPathPruning.PruneAndRepair`).
//!
//! * **Prune:** while the map has duplicate groups (`duplicates.rs`), a pass takes the
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
//! # Settling the groups one at a time
//!
//! The game collects every group before a pass; `duplicates.rs` finds the
//! candidate keys in the game's key order, and a pass settles them one at a
//! time, stopping at the first group that changes the map (almost always
//! the first). A group that does not end the pass leaves the map as it
//! was (see [`Pruner::prune_pass`]), so every group is read from the map as
//! the pass began, and the passes are the game's. The candidates are found once per
//! round: a pass only removes nodes and edges, so the candidates after it
//! are among those before it, and the next pass settles each on the map as
//! it then is. A candidate that settled as no group is listed again only
//! once a later pass has changed a node or an edge in its rows, since its
//! segments read nothing else: a pass visits only the candidates marked to
//! list (a bit set), and the rows it changed mark again the candidates that
//! span them (one bit set per row, built once per round).

use super::acts::Counts;
use super::duplicates::{self, Candidate};
use super::graph::{Graph, NodeId, PointType, MAX_GRID_ROWS, START, WIDTH};
use super::placement::valid_queued;
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

/// Reusable buffers for pruning, so that generating a map allocates nothing
/// once they have grown to fit.
#[derive(Clone, Debug, Default)]
pub struct Pruner {
    /// The candidate keys of the map, in the game's key order.
    candidates: Vec<Candidate>,
    /// The segments of the group being settled (each `seg_len` nodes)...
    nodes: Vec<NodeId>,
    /// ... and their offsets in `nodes`, in the order the pass takes them.
    group_segs: Vec<u32>,
    /// The candidates to list in the next pass, a bit each (64 a word):
    /// not settled as no group on the map as a pass began since a node or
    /// an edge in their rows last changed, and still able to hold segments.
    to_list: Vec<u64>,
    /// Per row (0 to `L + 1`), the candidates whose rows (`row(start)..=
    /// row(end)`) include it, in the words of [`Pruner::to_list`] (row `r`'s
    /// at `r * words`); a candidate that can hold no segment any more is
    /// taken out of them.
    row_cands: Vec<u64>,
    /// Words per bit set of candidates.
    words: usize,
    report: PruneReport,
}

/// Rows a candidate can span: 0 to `L + 1`.
const ROWS: usize = MAX_GRID_ROWS + 2;

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
        // The candidates after a pass are among those before it (see
        // `duplicates::candidates`): they are found once per round.
        self.find_matching_segments(g);
        let n = self.candidates.len();
        let words = n.div_ceil(64);
        self.words = words;
        self.to_list.clear();
        self.to_list.resize(words, 0);
        self.row_cands.clear();
        self.row_cands.resize(ROWS * words, 0);
        for (ci, cand) in self.candidates.iter().enumerate() {
            let (w, bit) = (ci / 64, 1u64 << (ci % 64));
            self.to_list[w] |= bit;
            for r in usize::from(g.row(cand.start))..=usize::from(g.row(cand.end)) {
                self.row_cands[r * words + w] |= bit;
            }
        }
        loop {
            if !self.prune_pass(g, rng) {
                break;
            }
            self.report.passes += 1;
            iterations += 1;
            if iterations > MAX_PRUNE_ITERATIONS {
                return Err(PruneLimitExceeded { iterations });
            }
        }
        Ok(())
    }

    /// The duplicate groups of the current map, in the game's (ordinal key)
    /// order, each with its segments in the game's order. For tests.
    pub fn duplicate_groups(&mut self, g: &Graph) -> Vec<(String, Vec<Vec<NodeId>>)> {
        self.find_matching_segments(g);
        let mut out = Vec::new();
        for &cand in &self.candidates {
            let (mut nodes, mut segs) = (Vec::new(), Vec::new());
            if duplicates::collect_segments(g, cand, &mut nodes, &mut segs) < 2 {
                continue;
            }
            let len = duplicates::segment_len(g, cand);
            let mut key = Vec::new();
            duplicates::write_key(g, &nodes[..len], &mut key);
            let segs = segs.iter().map(|&o| nodes[o as usize..o as usize + len].to_vec()).collect();
            out.push((String::from_utf8_lossy(&key).into_owned(), segs));
        }
        out
    }

    /// `FindMatchingSegments`: the candidate keys, in the game's key order
    /// (each becomes a group when [`Pruner::prune_pass`] settles it).
    fn find_matching_segments(&mut self, g: &Graph) {
        duplicates::candidates(g, &mut self.candidates);
    }

    /// `PrunePaths`: for each group in key order, shuffle it, prune all but
    /// one of its segments, or else cut an edge; stop at the first group
    /// that changed something.
    ///
    /// The game lists every group before it prunes; here each is listed when
    /// its turn comes, which is the same while the map is as the pass found
    /// it. A group that ends the pass changes it (nothing is read after); one
    /// that does not end it changes nothing. [`prune_segment`] reports no
    /// success after removing nodes only when it meets an end with a single
    /// parent, but the group's end has two or more parents (the last interior
    /// nodes of its two or more disjoint segments) until a removal, and a
    /// segment's call removes its own parent of the end only at its last
    /// step: so the call that makes the group's first removal reports
    /// success, and the pass ends. Without a removal, the pass ends at the
    /// first edge cut, and a group with neither leaves the map as it was.
    ///
    /// A candidate that settled as no group on the map a pass began with is
    /// not listed again while no later pass has changed a node or an edge in
    /// its rows (`row(start)..=row(end)`): its segments, and so the game's
    /// overlap rule over them, read nothing else. (Listing is not monotone:
    /// a removal can turn a candidate into a group, so a changed row means
    /// listing it again.) A candidate whose start or end has left the map,
    /// or that is on no Ancient→boss path, is dropped for the round: a pass
    /// only removes nodes and edges, so it never holds a segment again.
    fn prune_pass(&mut self, g: &mut Graph, rng: &mut Rng) -> bool {
        // The rows this pass changed, as a bit mask.
        let mut touched = 0u32;
        let reach = duplicates::Reach::of(g);
        for w in 0..self.words {
            // The word as the pass found it: this pass's own listings clear
            // bits of `to_list` behind the loop.
            let mut bits = self.to_list[w];
            while bits != 0 {
                let ci = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cand = self.candidates[ci];
                // Candidates found before earlier passes: each is settled on
                // the map as the pass found it. One whose start or end left the
                // map, or that left every Ancient→boss path, never holds a
                // segment again this round (a pass only removes nodes and edges).
                // (On a map with orphans or dead ends, the masks of `reach`
                // hold only nodes in the map.)
                let gone = if reach.all() {
                    !is_in_map(g, cand.start) || !is_in_map(g, cand.end)
                } else {
                    !reach.may_hold(cand)
                };
                if gone {
                    self.forget(g, ci);
                    continue;
                }
                self.nodes.clear();
                self.group_segs.clear();
                let count = duplicates::collect_segments(g, cand, &mut self.nodes, &mut self.group_segs);
                if count < 2 {
                    // Settled as no group: listed again once its rows change.
                    self.to_list[w] &= !(1 << (ci % 64));
                    continue;
                }
                let len = duplicates::segment_len(g, cand);
                let mark = (self.report.removed_nodes, self.report.cut_edges);
                rng.unstable_shuffle(&mut self.group_segs);
                // PruneAllButLast
                let mut pruned = 0;
                for k in 0..count {
                    if pruned == count - 1 {
                        break;
                    }
                    let off = self.group_segs[k] as usize;
                    if prune_segment(g, &self.nodes[off..off + len], &mut self.report, &mut touched) {
                        pruned += 1;
                    }
                }
                if pruned != 0 {
                    self.note_changed_rows(touched);
                    return true;
                }
                // BreakAParentChildRelationshipInAnySegment
                for k in 0..count {
                    let off = self.group_segs[k] as usize;
                    if break_edges(g, &self.nodes[off..off + len], &mut self.report, &mut touched) {
                        self.note_changed_rows(touched);
                        return true;
                    }
                }
                debug_assert_eq!(
                    mark,
                    (self.report.removed_nodes, self.report.cut_edges),
                    "a group changed the map without ending the pass"
                );
            }
        }
        debug_assert_eq!(touched, 0);
        false
    }

    /// Lists again, in the next pass, the candidates whose rows include one
    /// of the bit mask `touched` (the rows a pass changed).
    fn note_changed_rows(&mut self, touched: u32) {
        let words = self.words;
        let mut rows = touched;
        if words == 1 {
            // At most 64 candidates (fewer than 7 a search on average): a word a row.
            let mut marks = 0;
            while rows != 0 {
                marks |= self.row_cands[rows.trailing_zeros() as usize];
                rows &= rows - 1;
            }
            self.to_list[0] |= marks;
            return;
        }
        while rows != 0 {
            let r = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            for (l, c) in self.to_list.iter_mut().zip(&self.row_cands[r * words..(r + 1) * words]) {
                *l |= c;
            }
        }
    }

    /// Drops candidate `ci`, which can hold no segment any more this round.
    fn forget(&mut self, g: &Graph, ci: usize) {
        let cand = self.candidates[ci];
        let (w, bit) = (ci / 64, 1u64 << (ci % 64));
        self.to_list[w] &= !bit;
        for r in usize::from(g.row(cand.start))..=usize::from(g.row(cand.end)) {
            self.row_cands[r * self.words + w] &= !bit;
        }
    }

    /// `RepairPrunedPointTypes`: tops up Shop, Elite, Rest Site and Unknown
    /// (in that order, every one evaluated) on shuffled unlocked Monsters.
    ///
    /// `RepairPointType` counts the type over all grid points, the locked
    /// rows included (so the fixed rest row counts towards the rest target),
    /// and lists the unlocked Monsters column-major, which is already
    /// `StableShuffle`'s sort order. One scan, made when a type first falls
    /// short, serves all four types: a repair only turns Monsters into the
    /// type being repaired.
    fn repair(&mut self, g: &mut Graph, rng: &mut Rng, counts: &Counts) -> bool {
        // The unlocked Monsters, listed when a type first falls short.
        let mut monsters = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
        let mut m = usize::MAX;
        let mut changed = false;
        for (t, target) in [
            (PointType::Shop, counts.shops),
            (PointType::Elite, counts.elites),
            (PointType::RestSite, counts.rests),
            (PointType::Unknown, counts.unknowns),
        ] {
            let have: u32 = (1..usize::from(g.rows())).map(|r| g.type_mask(r, t).count_ones()).sum();
            let mut missing = usize::from(target).saturating_sub(have as usize);
            if missing == 0 {
                continue;
            }
            if m == usize::MAX {
                let mut all = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
                let n = g.points_of_type(PointType::Monster, &mut all);
                m = 0;
                for &id in &all[..n] {
                    if !g.locked(id) {
                        monsters[m] = id;
                        m += 1;
                    }
                }
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
                if valid_queued(g, id) & (1 << t.value()) != 0 {
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
/// Adds the rows whose nodes or edges it changes to the bit mask `touched`.
fn prune_segment(g: &mut Graph, seg: &[NodeId], report: &mut PruneReport, touched: &mut u32) -> bool {
    let mut removed = false;
    let last = seg[seg.len() - 1];
    for i in 0..seg.len() - 1 {
        let n = seg[i];
        if !is_in_map(g, n) {
            return true;
        }
        if g.child_count(n) > 1 || g.parent_count(n) > 1 {
            continue;
        }
        // At most one parent here.
        let parents = g.parent_cols(n);
        if parents != 0 {
            let p = g.parent_at(n, parents.trailing_zeros());
            if g.child_count(p) == 1 && !is_removed(g, p) {
                continue;
            }
        }
        if !seg[i..].iter().any(|&m| g.child_count(m) > 1 && g.parent_count(m) == 1) {
            if g.parent_count(last) == 1 {
                return false;
            }
            let mut kids = g.child_cols(n);
            let mut keeps_a_child = false;
            while kids != 0 {
                let c = g.child_at(n, kids.trailing_zeros());
                kids &= kids - 1;
                if !seg.contains(&c) && g.parent_count(c) == 1 {
                    keeps_a_child = true;
                    break;
                }
            }
            if !keeps_a_child {
                // The node's row and its neighbours' (their edge sets).
                *touched |= 0b111 << g.row(n) >> 1;
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
/// exactly one parent. Adds the rows of the edges' ends to `touched`.
fn break_edges(g: &mut Graph, seg: &[NodeId], report: &mut PruneReport, touched: &mut u32) -> bool {
    let mut cut = false;
    for i in 0..seg.len() - 1 {
        let (a, b) = (seg[i], seg[i + 1]);
        if g.child_count(a) >= 2 && g.parent_count(b) != 1 {
            *touched |= 1 << g.row(a) | 1 << g.row(b);
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
    use crate::sts2::graph::BOSS;

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
}
