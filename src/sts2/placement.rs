//! Room types: the fixed rows, the queue of counted types placed on shuffled
//! nodes with retries, the validity rules, and the Monster filler.
//!
//! * Fixed rows (locked): the last row Rest Site, row `L − 7` Treasure, row 1
//!   Monster.
//! * The queue `[Rest]·r + [Shop]·3 + [Elite]·e + [Unknown]·u` is placed in
//!   up to three passes, each over a stable shuffle of the still unassigned
//!   points: a point takes the first queued type valid for it (the others
//!   rotate to the back), or stays unassigned. What is left becomes Monster.
//! * Valid: no Rest Site in the two rows below the rest row; no Rest Site or
//!   Elite below row 6; Elite, Rest Site, Treasure and Shop not next to a
//!   parent or child of the same type; Rest Site, Monster, Unknown, Elite and
//!   Shop not next to a sibling of the same type (the Ancient counts as
//!   row 1's parent).
//!
//! Reference: spec sts2.md §5.3 (fixed rows) and §5.4 (queue, placement
//! passes, `IsValidPointType`), current rules.

use super::acts::Counts;
use super::graph::{Graph, NodeId, PointType, BOSS, MAX_GRID_ROWS, SECOND_BOSS, START, WIDTH};
use super::rng::Rng;

/// How many placement passes run while the queue is not empty.
pub const PLACEMENT_PASSES: usize = 3;

/// Rows below this one take no Rest Site or Elite (`IsValidForLower`, current
/// rules; rows 1-5, floors 2-6).
pub const LOWER_GATE_ROW: u8 = 6;

/// The treasure row: `L − 7` (six rows below the rest row).
#[inline]
pub const fn treasure_row(rows: u8) -> u8 {
    rows - 7
}

/// The longest queue: 7 rests + 3 shops + 8 elites + 14 unknowns, or under
/// BigGameHunter 14 rests (the first map's, its rest row included) + 3
/// shops + 20 elites + 14 unknowns.
const QUEUE_CAP: usize = 64;

/// The game's `Queue<MapPointType>` of counted types (FIFO), with how many
/// of each type it holds.
#[derive(Clone, Copy, Debug)]
struct TypeQueue {
    buf: [PointType; QUEUE_CAP],
    head: usize,
    len: usize,
    /// Per type value, how many are queued.
    count: [u8; 9],
    /// Bit `t.value()` set = at least one `t` is queued.
    present: u16,
}

impl TypeQueue {
    /// `[Rest]*rests + [Shop]*shops + [Elite]*elites + [Unknown]*unknowns`.
    fn new(counts: &Counts) -> Self {
        let mut q = TypeQueue { buf: [PointType::Unassigned; QUEUE_CAP], head: 0, len: 0, count: [0; 9], present: 0 };
        for (t, n) in [
            (PointType::RestSite, counts.rests),
            (PointType::Shop, counts.shops),
            (PointType::Elite, counts.elites),
            (PointType::Unknown, counts.unknowns),
        ] {
            for _ in 0..n {
                q.push_back(t);
            }
        }
        q
    }

    #[inline]
    fn push_back(&mut self, t: PointType) {
        if self.len < QUEUE_CAP {
            self.buf[(self.head + self.len) % QUEUE_CAP] = t;
            self.len += 1;
            self.count[usize::from(t.value())] += 1;
            self.present |= 1 << t.value();
        }
    }

    #[cfg(test)]
    fn pop_front(&mut self) -> Option<PointType> {
        if self.len == 0 {
            return None;
        }
        let t = self.buf[self.head];
        self.head = (self.head + 1) % QUEUE_CAP;
        self.len -= 1;
        self.count[usize::from(t.value())] -= 1;
        if self.count[usize::from(t.value())] == 0 {
            self.present &= !(1 << t.value());
        }
        Some(t)
    }
}

/// `IsValidPointType(t, node)`, the four rules of §5.4:
///
/// 1. upper: no Rest Site from row `L − 3` up;
/// 2. lower: no Rest Site or Elite below row 6;
/// 3. parent/child: Elite, Rest Site, Treasure and Shop never next to the
///    same type along an edge (parents and children);
/// 4. siblings: Rest Site, Monster, Unknown, Elite and Shop never share a
///    parent with a node of the same type (Treasure is exempt).
///
/// Only types assigned so far count; unassigned neighbours never block.
pub fn is_valid(g: &Graph, t: PointType, node: NodeId) -> bool {
    use PointType::*;
    let row = g.row(node);
    if row >= g.rows() - 3 && t == RestSite {
        return false;
    }
    if row < LOWER_GATE_ROW && matches!(t, RestSite | Elite) {
        return false;
    }
    if matches!(t, Elite | RestSite | Treasure | Shop) && g.neighbour_has(node, t) {
        return false;
    }
    if matches!(t, RestSite | Monster | Unknown | Elite | Shop) && g.sibling_has(node, t) {
        return false;
    }
    true
}

/// The four queued types' bits in a validity mask (bit = type value).
const QUEUED: u16 = 1 << PointType::RestSite as u16
    | 1 << PointType::Shop as u16
    | 1 << PointType::Elite as u16
    | 1 << PointType::Unknown as u16;

/// The bytes of the types in a [`Graph::type_row`] word.
const fn type_bytes(types: &[PointType]) -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < types.len() {
        m |= 0xff << (8 * types[i] as u64);
        i += 1;
    }
    m
}

/// [`is_valid`] for the four queued types at once (bit `t.value()` set =
/// valid), for a grid node before the layout passes, on its row's column
/// masks: the same four rules.
///
/// The rows' masks are read as words of one byte a type
/// ([`Graph::type_row`]), so each rule tests every type with one `AND`
/// (placement asks this about fifty times a map): a type is blocked when
/// its byte of `parents & row below | children & row above` (rule 3: Rest
/// Site, Shop, Elite) or of `siblings & this row` (rule 4: those and
/// Unknown) is not zero.
#[inline(always)]
pub fn valid_queued(g: &Graph, node: NodeId) -> u16 {
    use PointType::*;
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NEIGHBOUR_RULE: u64 = type_bytes(&[RestSite, Shop, Elite]);
    const SIBLING_RULE: u64 = type_bytes(&[RestSite, Shop, Elite, Unknown]);
    debug_assert!(node < START);
    let r = usize::from(node) / WIDTH;
    let row = r as u8;
    // A column mask (below 0x80) copied into every byte.
    let spread = |cols: u8| u64::from(cols & 0x7f) * ONES;
    let near = (spread(g.parent_cols(node)) & g.type_row(r - 1) | spread(g.child_cols(node)) & g.type_row(r + 1))
        & NEIGHBOUR_RULE
        | spread(g.sibling_cols(node)) & g.type_row(r) & SIBLING_RULE;
    // Each byte's top bit: whether the byte is not zero; then byte `t`'s
    // bit to bit `t` (the multiplication gathers the eight top bytes' bits).
    let nonzero = (((near & LOW7) + LOW7) | near) & !LOW7;
    let blocked = ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16;
    let mut valid = QUEUED & !blocked;
    if row >= g.rows() - 3 {
        valid &= !(1 << RestSite.value());
    }
    if row < LOWER_GATE_ROW {
        valid &= !(1 << RestSite.value() | 1 << Elite.value());
    }
    valid
}

/// `AssignPointTypes`: the fixed rows, the queued types (up to three passes
/// over the still unassigned nodes), Monster for every node left over, then
/// the Boss and Ancient types.
pub fn assign_types(g: &mut Graph, rng: &mut Rng, counts: &Counts) {
    let rows = usize::from(g.rows());
    g.lock_unassigned_row(rows - 1, PointType::RestSite);
    g.lock_unassigned_row(usize::from(treasure_row(g.rows())), PointType::Treasure);
    g.lock_unassigned_row(1, PointType::Monster);
    place_queue(g, rng, counts);
    g.fill_unassigned(PointType::Monster);
    g.set_ty(BOSS, PointType::Boss);
    g.set_ty(START, PointType::Ancient);
    if g.has_second_boss() {
        g.set_ty(SECOND_BOSS, PointType::Boss);
    }
}

/// `AssignRemainingTypesToRandomPoints`: the counted types' queue placed on
/// the still unassigned points, up to three passes (also the Spoils Map's).
pub fn place_queue(g: &mut Graph, rng: &mut Rng, counts: &Counts) {
    let mut queue = TypeQueue::new(counts);
    let mut cand = [0 as NodeId; WIDTH * MAX_GRID_ROWS];
    let ignore = if counts.elites_ignore_rules { 1u16 << PointType::Elite.value() } else { 0 };
    for _ in 0..PLACEMENT_PASSES {
        if queue.len == 0 {
            break;
        }
        let n = g.points_of_type(PointType::Unassigned, &mut cand);
        // `StableShuffle`: the list is already in (col, row) order.
        rng.unstable_shuffle(&mut cand[..n]);
        for &node in &cand[..n] {
            if queue.len == 0 {
                break;
            }
            let t = queue.take_first(valid_queued(g, node) | ignore);
            g.assign_unassigned(node, t);
        }
    }
}

impl TypeQueue {
    /// `GetNextValidPointType`: takes queued types from the front, putting
    /// each one that does not fit back at the end, at most once around the
    /// queue; `valid` has bit `t.value()` set for the types that fit (under
    /// BigGameHunter Elite always). Returns `Unassigned` when none fits
    /// (then the queue has gone once around: the same order as before).
    #[inline]
    fn take_first(&mut self, valid: u16) -> PointType {
        if valid & self.present == 0 {
            return PointType::Unassigned;
        }
        loop {
            let t = self.buf[self.head];
            self.head = (self.head + 1) % QUEUE_CAP;
            if valid & (1 << t.value()) != 0 {
                self.len -= 1;
                self.count[usize::from(t.value())] -= 1;
                if self.count[usize::from(t.value())] == 0 {
                    self.present &= !(1 << t.value());
                }
                return t;
            }
            self.buf[(self.head + self.len - 1) % QUEUE_CAP] = t;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queue_rotates_in_fifo_order() {
        let counts = Counts { rests: 1, shops: 1, elites: 0, unknowns: 1, elites_ignore_rules: false };
        let mut q = TypeQueue::new(&counts);
        assert_eq!(q.pop_front(), Some(PointType::RestSite));
        q.push_back(PointType::RestSite);
        assert_eq!(q.pop_front(), Some(PointType::Shop));
        assert_eq!(q.pop_front(), Some(PointType::Unknown));
        assert_eq!(q.pop_front(), Some(PointType::RestSite));
        assert_eq!(q.pop_front(), None);
    }

    /// The four types at once on packed rows, against the rules one type
    /// at a time, on every grid node of generated maps (their final types).
    #[test]
    fn valid_queued_is_is_valid_for_each_queued_type() {
        use PointType::*;
        for seed in 0..200u64 {
            for act in 1..=3 {
                let g = crate::sts2::generate_act_unlaid(seed, act, 10, false).graph;
                for r in 1..usize::from(g.rows()) {
                    for id in g.row_nodes(r) {
                        let got = valid_queued(&g, id);
                        for t in [RestSite, Shop, Elite, Unknown] {
                            let want = is_valid(&g, t, id);
                            assert_eq!(got & (1 << t.value()) != 0, want, "seed {seed} act {act} node {id} {t:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn validity_rules() {
        use PointType::*;
        let mut g = Graph::new(16, false);
        // A small diamond: a(3,6) → b(2,7), c(3,7) → d(3,8).
        let a = g.get_or_create(3, 6);
        let b = g.get_or_create(2, 7);
        let c = g.get_or_create(3, 7);
        let d = g.get_or_create(3, 8);
        let low = g.get_or_create(0, 5);
        let high = g.get_or_create(0, 13);
        for (p, ch) in [(a, b), (a, c), (b, d), (c, d)] {
            g.add_child(p, ch);
        }
        assert!(!is_valid(&g, RestSite, low) && !is_valid(&g, Elite, low) && is_valid(&g, Shop, low));
        assert!(!is_valid(&g, RestSite, high) && is_valid(&g, Elite, high));
        assert!(is_valid(&g, RestSite, b));
        g.set_ty(a, Shop);
        assert!(!is_valid(&g, Shop, b), "parent rule");
        g.set_ty(d, Elite);
        assert!(!is_valid(&g, Elite, c), "child rule");
        g.set_ty(c, Unknown);
        assert!(!is_valid(&g, Unknown, b), "sibling rule");
        g.set_ty(c, Treasure);
        assert!(is_valid(&g, Treasure, b), "treasure is exempt from the sibling rule");
        g.set_ty(a, Treasure);
        assert!(!is_valid(&g, Treasure, b), "but not from the parent rule");
    }
}
