//! One act's room lists on UpFront (spec sts2-run.md §6), in this order:
//!
//! 1. events: the act's own events then the shared events (table order),
//!    `UnstableShuffle`d — the whole shuffled pool is the list (a mature
//!    profile has every event epoch revealed, so none is left out; a
//!    profile without one loses its event before the shuffle, §12,
//!    [`generate_act_with`]);
//! 2. normal encounters, one list in two phases: `NumberOfWeakEncounters`
//!    picks from a bag of the weak sub-list, then `BaseNumberOfRooms - weak`
//!    picks (one fewer in multiplayer, §8) from a new bag of the regular
//!    sub-list;
//! 3. elites: 15 picks from a bag of the elite sub-list, into their own list;
//! 4. the boss: `NextItem(boss sub-list)`;
//! 5. the Ancient: `NextItem(own Ancients ++ the shared ones §5 gave the act)`
//!    (all epochs revealed: Orobas stays in Hive's list; a profile without
//!    `OROBAS_EPOCH` / `NEOW_EPOCH` drops Orobas / Neow, §12).
//!
//! The bag is the game's `GrabBag` (§1.4): entries `(item, weight)` in
//! insertion order and a running double `total`; one attempt draws
//! `roll = NextDouble() * total` and takes the first entry whose running
//! weight sum exceeds `roll` (none if the walk ends first);
//! `GrabAndRemove(pred)` draws nothing when no entry satisfies `pred`, else
//! repeats attempts (one draw each; rejected entries stay) until one picks
//! an entry that does, which is removed (the others keep their order);
//! without a predicate it is one attempt. Room generation only uses weight
//! 1.0, so `total` is the entry count and an attempt takes entry
//! `floor(roll)`: [`ActPicks`] keeps a bag as a bit set of sub-list
//! positions and each sub-list's "may follow" sets, so a pick is a few
//! integer operations.
//!
//! One pick ([`ActPicks`]): refill an empty bag with the whole sub-list (table
//! order, weight 1); `last` = the last entry of the output list (none for the
//! first elite; the first regular pick looks at the last weak one); take
//! `GrabAndRemove(e is not last and shares no tag with it)`, which draws
//! nothing when no entry qualifies, and then `GrabAndRemove()` without a
//! predicate.

use super::counted::Counted;
use super::data::{ActData, ELITES, MAX_ENCOUNTERS, MAX_EVENTS, MAX_MONSTERS, SHARED_EVENTS};
use super::list::IdList;
use crate::options::Sts2Profile;

/// The largest sub-list (Overgrowth's regular encounters).
const BAG: usize = 12;

/// What the seed decided for one act (the save's `acts[i].rooms`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActRooms {
    /// The act's tables.
    pub data: &'static ActData,
    /// `event_ids`: the shuffled event order.
    pub events: IdList<MAX_EVENTS>,
    /// `normal_encounter_ids`: the normal fights, in fight order.
    pub monsters: IdList<MAX_MONSTERS>,
    /// `elite_encounter_ids`: the elite fights, in fight order.
    pub elites: IdList<ELITES>,
    /// `boss_id`.
    pub boss: &'static str,
    /// `second_boss_id`: the final act's second boss from ascension 10 (§7).
    pub second_boss: Option<&'static str>,
    /// `ancient_id`: the Ancient of the act's first point.
    pub ancient: &'static str,
}

impl ActRooms {
    /// The act's id (`ACT.UNDERDOCKS`).
    pub fn id(&self) -> &'static str {
        self.data.id
    }
}

/// An act's sub-lists compiled for the picks: each sub-list's entries (as
/// indices into [`ActData::encounters`]) in table order, and for each
/// possible `last` which of them may follow it. Built once per act table;
/// the seed search keeps one per act ([`crate::sts2::run::staged`]).
#[derive(Clone, Copy, Debug)]
pub struct ActPicks {
    /// The act's tables.
    pub data: &'static ActData,
    /// Per sub-list (weak, regular, elite, boss): its entries' encounter indices.
    members: [[u8; BAG]; 4],
    /// Per sub-list: how many entries it has.
    sizes: [u8; 4],
    /// Per sub-list and `last` (its encounter index + 1; 0: none): bit `j`
    /// set if the sub-list's `j`-th entry may follow `last` (it is not
    /// `last` and shares no tag with it).
    follow: [[u16; MAX_ENCOUNTERS + 1]; 4],
}

/// One act's normal, elite and boss fights as encounter indices
/// ([`ActData::encounters`]), what [`ActPicks::lists`] draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lists {
    /// The normal fights in fight order; the first `monster_count` are drawn.
    pub monsters: [u8; MAX_MONSTERS],
    /// How many normal fights were drawn.
    pub monster_count: u8,
    /// The elite fights in fight order; the first `elite_count` are drawn.
    pub elites: [u8; ELITES],
    /// How many elite fights were drawn (15 unless a sub-list is empty).
    pub elite_count: u8,
    /// The boss.
    pub boss: u8,
}

impl Lists {
    /// The normal fights drawn.
    #[inline]
    pub fn monsters(&self) -> &[u8] {
        &self.monsters[..usize::from(self.monster_count)]
    }

    /// The elite fights drawn.
    #[inline]
    pub fn elites(&self) -> &[u8] {
        &self.elites[..usize::from(self.elite_count)]
    }
}

/// A bag of one sub-list: the positions (in the sub-list) of the entries
/// not yet taken, in insertion order, as 4-bit fields of `order` (the first
/// lowest), and the same positions as a bit set. Removing an entry shifts
/// the later fields down, which keeps the others' order as the game's
/// list does, without a loop.
#[derive(Clone, Copy, Debug, Default)]
struct Bag {
    order: u64,
    set: u16,
    /// How many entries are left (`set`'s count, kept apart: it is on the
    /// critical path of every attempt).
    len: u32,
}

impl Bag {
    /// The whole sub-list of `size` entries, in table order.
    #[inline(always)]
    fn full(size: u8) -> Bag {
        let fields = 4 * u32::from(size);
        Bag { order: 0xBA98_7654_3210 & ((1u64 << fields) - 1), set: ((1u32 << size) - 1) as u16, len: size.into() }
    }

    /// One attempt of the bag (module doc): `roll = NextDouble() * total`,
    /// the total being the entry count (every weight is 1.0, so the double
    /// sum is exact), and the first entry whose running sum `1, 2, …`
    /// exceeds the roll: entry `floor(roll)`, none past the end. Returns the
    /// entry's index in the bag and its sub-list position.
    #[inline(always)]
    fn attempt(&self, rng: &mut Counted) -> Option<(u32, u32)> {
        let len = self.len;
        // floor(NextDouble() * len), in integers (the same value).
        let i = rng.next_int_small(len.max(1));
        (i < len).then(|| (i, (self.order >> (4 * i)) as u32 & 0xF))
    }

    /// Removes the `i`-th entry, at sub-list position `pos`.
    #[inline(always)]
    fn remove(&mut self, i: u32, pos: u32) {
        let below = (1u64 << (4 * i)) - 1;
        self.order = (self.order & below) | ((self.order >> 4) & !below);
        self.set &= !(1 << pos);
        self.len -= 1;
    }
}

impl ActPicks {
    /// Compiles `data`'s sub-lists.
    pub fn new(data: &'static ActData) -> ActPicks {
        let mut picks = ActPicks { data, members: [[0; BAG]; 4], sizes: [0; 4], follow: [[0; MAX_ENCOUNTERS + 1]; 4] };
        for (i, e) in data.encounters.iter().enumerate() {
            // `Pool`'s declaration order is `POOLS`'.
            let p = e.pool as usize;
            let j = usize::from(picks.sizes[p]);
            if j == BAG {
                continue;
            }
            picks.members[p][j] = i as u8;
            picks.sizes[p] += 1;
            let follow = &mut picks.follow[p];
            follow[0] |= 1 << j;
            for (l, last) in data.encounters.iter().enumerate() {
                if l != i && e.tags & last.tags == 0 {
                    if let Some(f) = follow.get_mut(l + 1) {
                        *f |= 1 << j;
                    }
                }
            }
        }
        picks
    }

    /// One pick of the procedure in the module doc from `bag` of sub-list
    /// `p`; `last` is the
    /// encounter index of the output list's last entry.
    // Inlined into `lists` for the search (natively and in its module); the page's map modules keep
    // one copy (their size budget).
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "search-worker"), inline(always))]
    fn pick(&self, bag: &mut Bag, p: usize, last: Option<u8>, rng: &mut Counted) -> Option<u8> {
        if bag.set == 0 {
            *bag = Bag::full(self.sizes[p]);
            if bag.set == 0 {
                return None;
            }
        }
        let ok = bag.set & self.follow[p][last.map_or(0, |l| usize::from(l) + 1)];
        let (i, pos) = if ok != 0 {
            // GrabAndRemove(may follow): attempts until one hits an entry that may.
            loop {
                if let Some(hit) = bag.attempt(rng).filter(|&(_, pos)| ok & (1 << pos) != 0) {
                    break hit;
                }
            }
        } else {
            // No entry may follow: no draw for the predicate, one plain attempt.
            bag.attempt(rng)?
        };
        bag.remove(i, pos);
        Some(self.members[p][pos as usize])
    }

    /// `n` picks from a new bag of sub-list `p`, appended to `out[*len..]`
    /// after `last`; returns the new last.
    // Inlined into `lists` for the search (natively and in its module); the page's map modules keep
    // one copy (their size budget).
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "search-worker"), inline(always))]
    fn picks(
        &self,
        p: usize,
        n: usize,
        mut last: Option<u8>,
        out: &mut [u8],
        len: &mut u8,
        rng: &mut Counted,
    ) -> Option<u8> {
        let mut bag = Bag::default();
        for _ in 0..n {
            if let Some(e) = self.pick(&mut bag, p, last, rng) {
                if let Some(slot) = out.get_mut(usize::from(*len)) {
                    *slot = e;
                    *len += 1;
                }
                last = Some(e);
            }
        }
        last
    }

    /// Steps 2-4 of the module doc: the normal fights (one fewer in
    /// multiplayer), the elites and the boss, on `rng` (after the events).
    pub fn lists(&self, multiplayer: bool, stream: &mut Counted) -> Lists {
        // A local copy, so the stream's state can stay in registers.
        let mut local = *stream;
        let rng = &mut local;
        let mut out = Lists::default();
        let weak = usize::from(self.data.weak);
        let rooms = usize::from(self.data.rooms) - usize::from(multiplayer);
        let mut count = 0;
        let last = self.picks(0, weak, None, &mut out.monsters, &mut count, rng);
        self.picks(1, rooms.saturating_sub(weak), last, &mut out.monsters, &mut count, rng);
        out.monster_count = count;
        let mut elites = 0;
        self.picks(2, ELITES, None, &mut out.elites, &mut elites, rng);
        out.elite_count = elites;
        out.boss = rng.next_item(&self.members[3][..usize::from(self.sizes[3])]).copied().unwrap_or(u8::MAX);
        *stream = local;
        out
    }

    /// §7's second boss after `boss`: `NextItem(the boss sub-list without
    /// it)` on UpFront (one draw; none for an empty list).
    pub fn second_boss(&self, boss: u8, rng: &mut Counted) -> Option<u8> {
        let bosses = &self.members[3][..usize::from(self.sizes[3])];
        // The list without `boss` is `bosses` with entry `at` left out: its
        // k-th entry is `bosses[k]` before `at`, `bosses[k + 1]` from it.
        let at = bosses.iter().position(|&b| b == boss).unwrap_or(bosses.len());
        let len = bosses.len() - usize::from(at < bosses.len());
        (len > 0).then(|| {
            let k = rng.next_int(len as i32) as usize;
            bosses[k + usize::from(k >= at)]
        })
    }

    /// The encounter id of index `i` (`""` for none).
    #[inline]
    pub fn id(&self, i: u8) -> &'static str {
        self.data.encounters.get(usize::from(i)).map_or("", |e| e.id)
    }
}

/// Step 1's pool for `profile`: the act's own events then the shared ones,
/// without those an unrevealed epoch withholds (§12), before the shuffle.
#[inline]
pub fn event_pool(data: &'static ActData, profile: &Sts2Profile) -> IdList<MAX_EVENTS> {
    let mut events = IdList::new();
    for &id in data.events.iter().chain(SHARED_EVENTS.iter()).filter(|id| profile.event_allowed(id)) {
        events.push(id);
    }
    events
}

/// Step 5: `NextItem(own Ancients the profile unlocked ++ shared_ancients)`
/// (no draw, `""`, when none is left).
#[inline]
pub fn ancient(
    data: &'static ActData,
    shared_ancients: &[&'static str],
    profile: &Sts2Profile,
    rng: &mut Counted,
) -> &'static str {
    let mut ancients = IdList::<8>::new();
    data.ancients
        .iter()
        .filter(|id| profile.ancient_allowed(id))
        .chain(shared_ancients)
        .for_each(|&id| ancients.push(id));
    rng.next_item(&ancients).copied().unwrap_or_default()
}

/// Generates one act's lists; `shared_ancients` are those §5 gave the act.
pub fn generate_act(
    data: &'static ActData,
    shared_ancients: &[&'static str],
    multiplayer: bool,
    rng: &mut Counted,
) -> ActRooms {
    generate_act_with(data, shared_ancients, multiplayer, &crate::options::sts2_profile::MATURE, false, rng)
}

/// [`generate_act`] for `profile` (spec §12): the epoch-gated events leave
/// the event pool before its shuffle ([`Sts2Profile::event_allowed`]), and
/// the act's own Ancients are those the profile unlocked
/// ([`Sts2Profile::ancient_allowed`]: Neow, Orobas). With no Ancient left
/// the draw does not happen and `ancient` is `""`. With `second_boss` (the
/// final act from ascension 10, §7) the second boss is drawn last
/// ([`ActPicks::second_boss`]).
pub fn generate_act_with(
    data: &'static ActData,
    shared_ancients: &[&'static str],
    multiplayer: bool,
    profile: &Sts2Profile,
    second_boss: bool,
    rng: &mut Counted,
) -> ActRooms {
    let mut events = event_pool(data, profile);
    rng.unstable_shuffle(events.as_mut_slice());
    let picks = ActPicks::new(data);
    let lists = picks.lists(multiplayer, rng);
    let ids = |list: &[u8]| {
        let mut out = IdList::new();
        list.iter().for_each(|&i| out.push(picks.id(i)));
        out
    };
    let ancient = ancient(data, shared_ancients, profile, rng);
    ActRooms {
        data,
        events,
        monsters: ids(lists.monsters()),
        elites: ids(lists.elites()),
        boss: picks.id(lists.boss),
        second_boss: if second_boss { picks.second_boss(lists.boss, rng).map(|b| picks.id(b)) } else { None },
        ancient,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;
    use crate::sts2::run::data::{tag, Encounter, Pool, GLORY, HIVE, OVERGROWTH, UNDERDOCKS};

    /// The sub-lists in [`ActPicks`]' order (`Pool`'s declaration order).
    const POOLS: [Pool; 4] = [Pool::Weak, Pool::Regular, Pool::Elite, Pool::Boss];

    static TAGGED: ActData = ActData {
        id: "ACT.TEST",
        name: "Test",
        rooms: 3,
        weak: 1,
        encounters: &[
            Encounter { id: "A", pool: Pool::Weak, tags: tag::SLIMES },
            Encounter { id: "B", pool: Pool::Regular, tags: tag::SLIMES | tag::MUSHROOM },
            Encounter { id: "C", pool: Pool::Regular, tags: tag::MUSHROOM },
        ],
        events: &[],
        ancients: &[],
    };

    /// A bag holding only B after A: B shares Slimes, so the predicate pick
    /// draws nothing and the fallback takes B with one draw. An empty bag
    /// refills with the sub-list in table order.
    #[test]
    fn a_forced_pick_costs_one_draw_and_a_blocked_one_no_predicate_draw() {
        let picks = ActPicks::new(&TAGGED);
        // Encounter indices: A 0, B 1, C 2; the regular sub-list (1) is [B, C].
        // Bag {B}: B may not follow A → no predicate draw, then one plain draw.
        let mut bag = Bag { order: 0x0, set: 0b01, len: 1 };
        let mut rng = Counted::new(Rng::new(3));
        assert_eq!(picks.pick(&mut bag, 1, Some(0), &mut rng), Some(1));
        assert_eq!((rng.draws(), bag.set), (1, 0));
        // An empty bag refills with the whole sub-list in table order.
        let mut bag = Bag::default();
        let mut rng = Counted::new(Rng::new(3));
        let got = picks.pick(&mut bag, 1, None, &mut rng).unwrap();
        let want = [1, 2][(Rng::new(3).next_double() * 2.0) as usize];
        assert_eq!(got, want);
        assert_eq!(bag.set.count_ones(), 1);
        assert_eq!(bag.order, u64::from(bag.set.trailing_zeros()));
        // C may follow A (no shared tag): a bag {B, C} after A takes C, however many attempts hit B.
        for seed in 0..20 {
            let mut bag = Bag::full(2);
            let mut rng = Counted::new(Rng::new(seed));
            assert_eq!(picks.pick(&mut bag, 1, Some(0), &mut rng), Some(2));
            let mut check = Rng::new(seed);
            let attempts = (1..).find(|_| (check.next_double() * 2.0) as usize == 1).unwrap();
            assert_eq!(rng.draws(), attempts);
        }
    }

    /// `Pool as usize` indexes the sub-lists in `POOLS` order.
    #[test]
    fn pools_are_numbered_in_declaration_order() {
        assert!(POOLS.iter().enumerate().all(|(i, &p)| p as usize == i));
        let picks = ActPicks::new(&OVERGROWTH);
        for (p, pool) in POOLS.iter().enumerate() {
            let want: Vec<u8> =
                (0..).zip(OVERGROWTH.encounters).filter(|(_, e)| e.pool == *pool).map(|(i, _)| i).collect();
            assert_eq!(picks.members[p][..usize::from(picks.sizes[p])], want);
        }
    }

    /// Removing entries keeps the others in insertion order.
    #[test]
    fn a_bag_keeps_its_order_when_entries_leave() {
        let mut bag = Bag::full(12);
        let mut left: Vec<u32> = (0..12).collect();
        for i in [5, 0, 9, 3, 7, 0, 1, 4, 2, 0, 1, 0] {
            let pos = left.remove(i as usize);
            assert_eq!((bag.order >> (4 * i)) as u32 & 0xF, pos);
            bag.remove(i, pos);
            let fields: Vec<u32> = (0..left.len()).map(|k| (bag.order >> (4 * k)) as u32 & 0xF).collect();
            assert_eq!(fields, left);
            assert_eq!(bag.set.count_ones() as usize, left.len());
            assert_eq!(bag.len as usize, left.len());
        }
        assert_eq!((bag.order, bag.set, bag.len), (0, 0, 0));
    }

    /// Whatever the seed: lengths of §6, no repeat within a bag cycle, and
    /// no two neighbours sharing a tag or an id unless the bag forced it.
    #[test]
    fn lists_have_the_spec_lengths_and_respect_tags() {
        for seed in 0..200 {
            for (data, len) in [(&OVERGROWTH, 15), (&UNDERDOCKS, 15), (&HIVE, 14), (&GLORY, 13)] {
                for mp in [false, true] {
                    let mut rng = Counted::new(Rng::new(seed));
                    let r = generate_act(data, &[], mp, &mut rng);
                    assert_eq!(r.monsters.len(), len - usize::from(mp));
                    assert_eq!(r.elites.len(), 15);
                    assert_eq!(r.events.len(), data.events.len() + SHARED_EVENTS.len());
                    let weak = usize::from(data.weak);
                    let tags = |id: &str| data.encounters.iter().find(|e| e.id == id).unwrap().tags;
                    for w in r.monsters[..weak].windows(2) {
                        assert!(w[0] != w[1] && tags(w[0]) & tags(w[1]) == 0, "{w:?}");
                    }
                    let regular: Vec<_> = r.monsters[weak..].to_vec();
                    let n = data.pool(Pool::Regular).count();
                    let mut first_cycle = regular[..n.min(regular.len())].to_vec();
                    first_cycle.sort_unstable();
                    first_cycle.dedup();
                    assert_eq!(first_cycle.len(), n.min(regular.len()), "one bag cycle repeats nothing");
                    assert!(data.pool(Pool::Boss).any(|e| e.id == r.boss));
                    assert!(data.ancients.contains(&r.ancient));
                }
            }
        }
    }
}
