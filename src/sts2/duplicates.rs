//! Finding the pruning step's duplicate groups (`FindMatchingSegments`)
//! without enumerating every path, and in the game's key order without
//! writing the keys.
//!
//! The game lists every Ancient→boss path (children in insertion order),
//! cuts each into every segment `s…e` of three or more nodes where `s` has
//! two or more children (or is the Ancient) and `e` has two or more parents,
//! and files the segments under the key `"{s}-{e}-{types}"` in an
//! ordinal-sorted dictionary; a segment joins an existing key only if it
//! shares no node with a stored one at any interior index. Keys with two or
//! more segments are the duplicate groups. Enumerating every path costs
//! thousands of steps per search, and a map needs about six searches;
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
//!   cannot): the [`Candidate`]s. For one candidate key, a depth-first
//!   search from `s` restricted to the key's types then lists its segments
//!   in the game's order and applies the game's overlap rule, which settles
//!   it ([`collect_segments`]);
//! * the keys' ordinal order is a number order ([`Candidate::order`]): the
//!   key is `"{s}-"`, `"{e}-"`, then the types, and the set of `"{s}-"`
//!   texts is prefix-free (each ends at its only `-`), so two keys compare
//!   as their starts, then their ends, then their types; the start and end
//!   texts `"c,r-"` (`"0-"` for the Ancient) compare as a rank
//!   ([`coord_rank`]), and the types of two keys with one start and end
//!   have one length, so they compare as their digits packed in a number.
//!   A prune pass almost always changes the map at its first group, so the
//!   pruning step settles the candidates one at a time, in this order, and
//!   stops at the first that changes the map (`pruning.rs`).
//!
//! `tests/sts2_reference.rs` checks this against a literal transcription of
//! the game's algorithm (whole paths, string keys, a sorted dictionary).
//!
//! Reference: spec sts2.md §5.5.

use super::graph::{BitIter, Graph, NodeId, BOSS, MAX_GRID_ROWS, NODE_SLOTS, OUTSIDE, START, WIDTH};

/// A key that may hold a duplicate group: start, end and the interior
/// types (four bits each, the first interior node in the highest nibble
/// used), ordered as the game orders the keys' texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Candidate {
    /// `coord_rank(start) << 16 | coord_rank(end)`: the order of the key's
    /// `"{s}-{e}-"` prefix.
    order: u32,
    /// The interior types, the first in the highest nibble used.
    types: u64,
    /// The segments' first node.
    pub(super) start: NodeId,
    /// The segments' last node.
    pub(super) end: NodeId,
}

/// The rank of the text `"{row}-"` among such texts in ordinal order
/// (`"1-" < "10-" < … < "17-" < "2-" < … < "9-"`): the first digit, then
/// `-` before any second digit.
#[inline]
const fn row_rank(row: u8) -> u16 {
    if row < 10 {
        (row as u16) << 4
    } else {
        ((row as u16 / 10) << 4) | (1 + row as u16 % 10)
    }
}

/// The rank of a node's key text in ordinal order: `"{col},{row}-"`, or
/// `"0-"` for the Ancient, which sorts after every `"0,{row}-"` (`-` after
/// `,`) and before `"1,…"`. Columns are those before the layout passes.
#[inline]
pub(super) fn coord_rank(g: &Graph, id: NodeId) -> u16 {
    if id == START {
        0xff
    } else {
        (u16::from(g.col(id)) << 8) | row_rank(g.row(id))
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
    let mut row_mask = g.child_cols(START) & 0x7f;
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
    if u128::from(g.child_cols(START) & 0x7f) << WIDTH & to_boss != 0 {
        to_boss |= 1 << START;
    }
    (from_start, to_boss)
}

/// Which nodes lie on an Ancient→boss path, for settling a candidate found
/// on an earlier state of the map ([`Reach::may_hold`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Reach {
    /// The nodes on an Ancient→boss path.
    on_path: u128,
    to_boss: u128,
}

impl Reach {
    /// The reachability of the map as it is.
    pub(super) fn of(g: &Graph) -> Self {
        let (from_start, to_boss) = reachability(g);
        Reach { on_path: from_start & to_boss, to_boss }
    }

    /// Whether `cand`'s segments can lie on Ancient→boss paths: its start
    /// is reached from the Ancient and leads to the boss, its end leads to
    /// the boss (then so do the nodes between).
    #[inline]
    pub(super) fn may_hold(&self, cand: Candidate) -> bool {
        (self.on_path >> cand.start) as u32 & (self.to_boss >> cand.end) as u32 & 1 != 0
    }

    /// Whether every node is counted as on a path (the map has no orphan
    /// and no dead end, see [`Graph::maybe_disconnected`]); otherwise the
    /// masks hold only nodes in the map (a removed node has no edges), the
    /// Ancient and the boss.
    #[inline]
    pub(super) fn all(&self) -> bool {
        self.to_boss == u128::MAX
    }
}

/// The candidate keys of `g`, deduplicated, in the game's key order, in `out`.
///
/// Removing nodes and edges only removes paths, so the candidates of the
/// map after a prune pass are among those before it (a key that lost its
/// pair of paths stays a candidate and settles as no group); only a repair,
/// which changes types, makes new ones.
pub(super) fn candidates(g: &Graph, out: &mut Vec<Candidate>) {
    out.clear();
    let (from_start, to_boss) = reachability(g);
    let mut rows = RowMasks::new(g, from_start & to_boss, to_boss);
    if from_start & to_boss & (1 << START) != 0 {
        // The Ancient's children, in row 1, that lead to the boss.
        let kids = g.child_cols(START) & rows.to_boss[1] & 0x7f;
        let s = Start { id: START, rank: u32::from(coord_rank(g, START)) << 16 };
        rows.start_pairs(g, s, 0, kids, out);
    }
    for r in 1..usize::from(g.rows()) - 1 {
        // A row with no two nodes of one type that lead to the boss starts
        // no pair in the row below.
        if multi_bytes(by_type(g, r + 1, rows.to_boss[r + 1])) == 0 {
            continue;
        }
        for c in BitIter(rows.reach[r]) {
            let s = Graph::cell_id(c, r);
            let kids = g.child_cols(s) & rows.to_boss[r + 1] & 0x7f;
            if kids & kids.wrapping_sub(1) == 0 {
                continue;
            }
            let start = Start { id: s, rank: u32::from(coord_rank(g, s)) << 16 };
            rows.start_pairs(g, start, r, kids, out);
        }
    }
    // The pairs are met in no particular order.
    out.sort_unstable();
    out.dedup();
}

/// A one in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;
/// The top bit of every byte.
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The nodes of the column mask `mask` in grid row `row`, by type: byte `t`
/// holds those of type value `t` (as [`Graph::type_cols`]).
#[inline(always)]
fn by_type(g: &Graph, row: usize, mask: u8) -> u64 {
    u64::from(mask & 0x7f).wrapping_mul(ONES) & g.type_row(row)
}

/// The top bit of every non-zero byte of `w` (bytes below `0x80`).
#[inline(always)]
fn nonzero_bytes(w: u64) -> u64 {
    (w + !HIGH) & HIGH
}

/// The bytes of `w` (each below `0x80`) with two or more bits set, as
/// non-zero bytes (`x & (x - 1)` in each byte).
#[inline(always)]
fn multi_bytes(w: u64) -> u64 {
    w & ((w | HIGH) - ONES)
}

/// A pair search's start node and its key rank (shifted into
/// [`Candidate::order`]'s high half).
#[derive(Clone, Copy)]
struct Start {
    id: NodeId,
    rank: u32,
}

/// The number of nodes of a segment from `s` to `e` (rows are path indices).
fn path_len(g: &Graph, s: NodeId, e: NodeId) -> usize {
    usize::from(g.row(e) - g.row(s)) + 1
}

/// Per grid row, which nodes lead to the boss and which lie on an
/// Ancient→boss path, as column masks for the pair search (before the
/// layout passes, a grid node's id is `row * 7 + col` and its creation column
/// is its column; node types come from [`Graph::type_row`]).
struct RowMasks {
    /// `to_boss[row]`: the nodes that lead to the boss; bit 7 stands for the
    /// boss itself (in every row, so that `child_cols & to_boss` keeps it).
    to_boss: [u8; MAX_GRID_ROWS + 1],
    /// `reach[row]`: the nodes reached from the Ancient that lead to the boss.
    reach: [u8; MAX_GRID_ROWS + 1],
    /// The boss's key rank.
    boss_rank: u32,
    /// `dead[row]`, bit `a * 7 + b`: the pair of nodes in columns `a` and
    /// `b` of the row has been stepped and ended no key.
    dead: [u64; MAX_GRID_ROWS + 1],
}

impl RowMasks {
    /// The masks of the nodes `on_path` (by node id) on an Ancient→boss path
    /// and `to_boss` that lead to the boss.
    fn new(g: &Graph, on_path: u128, to_boss: u128) -> Self {
        let mut m = RowMasks {
            to_boss: [0x80; MAX_GRID_ROWS + 1],
            reach: [0; MAX_GRID_ROWS + 1],
            dead: [0; MAX_GRID_ROWS + 1],
            boss_rank: u32::from(coord_rank(g, BOSS)),
        };
        for r in 1..usize::from(g.rows()) {
            m.to_boss[r] |= (to_boss >> (r * WIDTH)) as u8 & 0x7f & g.occupied(r);
            m.reach[r] = (on_path >> (r * WIDTH)) as u8 & 0x7f & g.occupied(r);
        }
        m
    }

    /// Starts a pair search at `s` (in row `r`) for every two of its
    /// children `kids` (in row `r + 1`, leading to the boss) of equal type.
    #[inline(always)]
    fn start_pairs(&mut self, g: &Graph, s: Start, r: usize, kids: u8, out: &mut Vec<Candidate>) {
        let w = by_type(g, r + 1, kids);
        let mut multi = multi_bytes(w);
        while multi != 0 {
            let sh = multi.trailing_zeros() & !7;
            multi &= !(0xff << sh);
            let same = (w >> sh) as u8;
            for a in BitIter(same) {
                for b in BitIter(same & !((2u8 << a) - 1)) {
                    if !self.is_dead(r + 1, a, b) {
                        self.step(g, s, r + 1, a, b, u64::from(sh / 8), out);
                    }
                }
            }
        }
    }

    /// Steps the pair of paths at the nodes in columns `a` and `b` of row
    /// `r` (distinct, of equal types so far, `types`) into every pair of
    /// children of equal type that lead to the boss: a common child ends a
    /// candidate key, distinct children continue the pair. A pair that ended
    /// no key is marked dead and not stepped again: its steps read neither
    /// the start nor the types.
    #[allow(clippy::too_many_arguments)]
    fn pair_search(&mut self, g: &Graph, s: Start, r: usize, a: usize, b: usize, types: u64, out: &mut Vec<Candidate>) {
        self.step(g, s, r, a, b, types, out);
    }

    /// Whether the pair of nodes in columns `a` and `b` of row `r` is known
    /// to end no key (its steps do not depend on the start or the types).
    #[inline(always)]
    fn is_dead(&self, r: usize, a: usize, b: usize) -> bool {
        self.dead[r] & (1 << (a * WIDTH + b)) != 0
    }

    /// [`RowMasks::pair_search`]'s step, inlined where the pairs start (most
    /// of them step no further). The children are paired by type on the
    /// row's type word (byte `t`: the nodes of type `t`).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn step(&mut self, g: &Graph, s: Start, r: usize, ca: usize, cb: usize, types: u64, out: &mut Vec<Candidate>) {
        let before = out.len();
        let (u, v) = (Graph::cell_id(ca, r), Graph::cell_id(cb, r));
        let n = r + 1;
        let (cu, cv) = (g.child_cols(u) & self.to_boss[n], g.child_cols(v) & self.to_boss[n]);
        let common = cu & cv;
        if common != 0 {
            if common & 0x80 != 0 {
                out.push(Candidate { order: s.rank | self.boss_rank, types, start: s.id, end: BOSS });
            }
            for c in BitIter(common & 0x7f) {
                // A grid node's key rank: its creation column, its row.
                let rank = (c as u32) << 8 | u32::from(row_rank(n as u8));
                out.push(Candidate { order: s.rank | rank, types, start: s.id, end: Graph::cell_id(c, n) });
            }
        }
        let (wu, wv) = (by_type(g, n, cu), by_type(g, n, cv));
        let mut both = nonzero_bytes(wu) & nonzero_bytes(wv);
        while both != 0 {
            let sh = both.trailing_zeros() - 7;
            both &= both - 1;
            let (bu, bv) = ((wu >> sh) as u8, (wv >> sh) as u8);
            let t = u64::from(sh / 8);
            for a in BitIter(bu) {
                for b in BitIter(bv & !(1 << a)) {
                    if !self.is_dead(n, a, b) {
                        self.pair_search(g, s, n, a, b, (types << 4) | t, out);
                    }
                }
            }
        }
        if out.len() == before {
            self.dead[r] |= 1 << (ca * WIDTH + cb);
        }
    }
}

/// Lists the segments of a candidate key in the game's order (a depth-first
/// search from its start through children of the key's types), keeps those
/// that share no interior node with a kept one, and appends them to `nodes`
/// (each [`segment_len`] nodes), their offsets to `segs`. Returns how many
/// were kept: two or more make the key a duplicate group.
///
/// The search steps only into nodes that lead on to the end through the
/// key's types (found first, row by row down from the end, on the parent
/// masks), so every branch it takes ends in a segment, and the order of the
/// segments is the full search's. Two kept segments share no interior node,
/// so a key with a row of fewer than two such nodes lists nothing (it can
/// hold one segment at most, which makes no group).
pub(super) fn collect_segments(g: &Graph, cand: Candidate, nodes: &mut Vec<NodeId>, segs: &mut Vec<u32>) -> usize {
    let len = path_len(g, cand.start, cand.end);
    let interior = len - 2;
    let first_row = usize::from(g.row(cand.start));
    // `good[d]`: the nodes at depth `d` (row `first_row + d`) of the key's
    // type there that lead to the end, as a mask of their parents' child bits
    // (creation columns; the boss is OUTSIDE).
    let mut good = [0u8; MAX_GRID_ROWS + 2];
    good[len - 1] = if cand.end == BOSS { OUTSIDE } else { 1 << (cand.end % WIDTH as NodeId) };
    let mut above = g.parent_cols(cand.end);
    for d in (1..=interior).rev() {
        let want = ((cand.types >> (4 * (interior - d))) & 0xf) as usize;
        let here = above & g.type_cols(first_row + d)[want];
        if here.count_ones() < 2 {
            return 0;
        }
        good[d] = here;
        above = 0;
        for c in BitIter(here) {
            above |= g.parent_cols(Graph::cell_id(c, first_row + d));
        }
    }
    if (g.child_cols(cand.start) & good[1]).count_ones() < 2 {
        return 0;
    }
    let before = segs.len();
    let mut used = 0u128;
    let mut path = [0 as NodeId; MAX_GRID_ROWS + 2];
    // Per depth: the children still to visit (their mask bits in insertion
    // order, three bits each) and how many.
    let mut pending = [0u32; MAX_GRID_ROWS + 2];
    let mut left = [0u32; MAX_GRID_ROWS + 2];
    path[0] = cand.start;
    pending[0] = g.child_order(cand.start).raw();
    left[0] = g.child_count(cand.start);
    let mut depth = 0usize;
    loop {
        if left[depth] == 0 {
            if depth == 0 {
                break;
            }
            depth -= 1;
            continue;
        }
        let k = pending[depth] & 7;
        pending[depth] >>= 3;
        left[depth] -= 1;
        let d = depth + 1;
        if good[d] & (1 << k) == 0 {
            continue;
        }
        let child = g.child_at(path[depth], k);
        if d == len - 1 {
            path[d] = child;
            let mask = path[1..d].iter().fold(0u128, |m, &id| m | 1 << id);
            if used & mask == 0 {
                used |= mask;
                segs.push(nodes.len() as u32);
                nodes.extend_from_slice(&path[..len]);
            }
            continue;
        }
        depth = d;
        path[depth] = child;
        pending[depth] = g.child_order(child).raw();
        left[depth] = g.child_count(child);
    }
    segs.len() - before
}

/// The number of nodes of each segment of `cand`.
#[inline]
pub(super) fn segment_len(g: &Graph, cand: Candidate) -> usize {
    path_len(g, cand.start, cand.end)
}

/// Appends a segment's key: `"0-"` for the Ancient or `"{col},{row}-"`, then
/// `"{col},{row}-"` of the end, then the type values joined by commas.
pub(super) fn write_key(g: &Graph, seg: &[NodeId], out: &mut Vec<u8>) {
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
    out.extend_from_slice(g.col(id).to_string().as_bytes());
    out.push(b',');
    out.extend_from_slice(g.row(id).to_string().as_bytes());
    out.push(b'-');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::graph::PointType;

    #[test]
    fn keys_write_coordinates_and_type_values() {
        let mut g = Graph::new(8, false);
        let a = g.get_or_create(3, 1);
        let b = g.get_or_create(2, 2);
        let e = g.get_or_create(3, 3);
        for (id, t) in [(a, PointType::Monster), (b, PointType::Elite), (e, PointType::Monster)] {
            g.set_ty(id, t);
        }
        g.set_ty(START, PointType::Ancient);
        let mut key = Vec::new();
        write_key(&g, &[a, b, e], &mut key);
        assert_eq!(key, b"3,1-3,3-5,6,5");
        key.clear();
        write_key(&g, &[START, a, b], &mut key);
        assert_eq!(key, b"0-2,2-8,5,6");
    }

    /// The ranks order the key texts as ordinal string comparison does, for
    /// every start an act can have (rows 0-17, columns 0-6, the Ancient).
    #[test]
    fn coordinate_ranks_follow_the_texts_ordinal_order() {
        let mut g = Graph::new(16, true);
        let mut nodes = vec![START];
        for r in 1..16 {
            for c in 0..WIDTH {
                nodes.push(g.get_or_create(c, r));
            }
        }
        nodes.push(BOSS);
        let text = |id: NodeId| {
            let mut t = Vec::new();
            if id == START {
                t.extend_from_slice(b"0-");
            } else {
                write_coord(&g, id, &mut t);
            }
            t
        };
        for &x in &nodes {
            for &y in &nodes {
                assert_eq!(coord_rank(&g, x).cmp(&coord_rank(&g, y)), text(x).cmp(&text(y)), "{x} {y}");
            }
        }
        for r in 1..=17u8 {
            for q in 1..=17u8 {
                let (a, b) = (format!("{r}-"), format!("{q}-"));
                assert_eq!(row_rank(r).cmp(&row_rank(q)), a.cmp(&b), "{a} {b}");
            }
        }
    }
}
