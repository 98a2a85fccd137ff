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
//! One pick ([`pick`]): refill an empty bag with the whole sub-list (table
//! order, weight 1); `last` = the last entry of the output list (none for the
//! first elite; the first regular pick looks at the last weak one); take
//! `GrabAndRemove(e is not last and shares no tag with it)`, which draws
//! nothing when no entry qualifies, and then `GrabAndRemove()` without a
//! predicate.

use super::counted::Counted;
use super::data::{ActData, Encounter, Pool, ELITES, MAX_EVENTS, MAX_MONSTERS, SHARED_EVENTS};
use super::grab_bag::GrabBag;
use super::list::IdList;
use crate::options::Sts2Profile;

/// The largest sub-list (Overgrowth's regular encounters).
const BAG: usize = 12;

/// A bag of encounters.
pub type EncounterBag = GrabBag<&'static Encounter, BAG>;

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

/// Whether `e` may follow `last` in an output list. Encounters are entries
/// of the static tables, one per id, so "is not last" compares addresses.
#[inline]
fn may_follow(e: &Encounter, last: Option<&Encounter>) -> bool {
    last.is_none_or(|l| e.tags & l.tags == 0 && !std::ptr::eq(e, l))
}

/// One pick of the procedure in the module doc.
pub fn pick(
    bag: &mut EncounterBag,
    data: &'static ActData,
    pool: Pool,
    last: Option<&'static Encounter>,
    rng: &mut Counted,
) -> Option<&'static Encounter> {
    if bag.is_empty() {
        for e in data.pool(pool) {
            bag.add(e, 1.0);
        }
    }
    bag.grab_and_remove_if(rng, |e| may_follow(e, last)).or_else(|| bag.grab_and_remove(rng))
}

/// `n` picks from a new bag of `pool`, appended to `out` after `last`.
fn picks<const N: usize>(
    data: &'static ActData,
    pool: Pool,
    n: usize,
    mut last: Option<&'static Encounter>,
    out: &mut IdList<N>,
    rng: &mut Counted,
) -> Option<&'static Encounter> {
    let mut bag = EncounterBag::new();
    for _ in 0..n {
        if let Some(e) = pick(&mut bag, data, pool, last, rng) {
            out.push(e.id);
            last = Some(e);
        }
    }
    last
}

/// Generates one act's lists; `shared_ancients` are those §5 gave the act.
pub fn generate_act(
    data: &'static ActData,
    shared_ancients: &[&'static str],
    multiplayer: bool,
    rng: &mut Counted,
) -> ActRooms {
    generate_act_with(data, shared_ancients, multiplayer, &crate::options::sts2_profile::MATURE, rng)
}

/// [`generate_act`] for `profile` (spec §12): the epoch-gated events leave
/// the event pool before its shuffle ([`Sts2Profile::event_allowed`]), and
/// the act's own Ancients are those the profile unlocked
/// ([`Sts2Profile::ancient_allowed`]: Neow, Orobas). With no Ancient left
/// the draw does not happen and `ancient` is `""`.
pub fn generate_act_with(
    data: &'static ActData,
    shared_ancients: &[&'static str],
    multiplayer: bool,
    profile: &Sts2Profile,
    rng: &mut Counted,
) -> ActRooms {
    let mut events = IdList::new();
    for &id in data.events.iter().chain(SHARED_EVENTS.iter()).filter(|id| profile.event_allowed(id)) {
        events.push(id);
    }
    rng.unstable_shuffle(events.as_mut_slice());

    let mut monsters = IdList::new();
    let weak = usize::from(data.weak);
    let rooms = usize::from(data.rooms) - usize::from(multiplayer);
    let last = picks(data, Pool::Weak, weak, None, &mut monsters, rng);
    picks(data, Pool::Regular, rooms.saturating_sub(weak), last, &mut monsters, rng);

    let mut elites = IdList::new();
    picks(data, Pool::Elite, ELITES, None, &mut elites, rng);

    let mut bosses = IdList::<4>::new();
    data.pool(Pool::Boss).for_each(|e| bosses.push(e.id));
    let boss = rng.next_item(&bosses).copied().unwrap_or_default();

    let mut ancients = IdList::<8>::new();
    data.ancients
        .iter()
        .filter(|id| profile.ancient_allowed(id))
        .chain(shared_ancients)
        .for_each(|&id| ancients.push(id));
    let ancient = rng.next_item(&ancients).copied().unwrap_or_default();

    ActRooms { data, events, monsters, elites, boss, second_boss: None, ancient }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::rng::Rng;
    use crate::sts2::run::data::{tag, GLORY, HIVE, OVERGROWTH, UNDERDOCKS};

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
        let a = &TAGGED.encounters[0];
        let b = &TAGGED.encounters[1];
        // Bag {B}: B may not follow A → no predicate draw, then one plain draw.
        let mut bag = EncounterBag::new();
        bag.add(b, 1.0);
        let mut rng = Counted::new(Rng::new(3));
        assert_eq!(pick(&mut bag, &TAGGED, Pool::Regular, Some(a), &mut rng).map(|e| e.id), Some("B"));
        assert_eq!(rng.draws(), 1);
        // An empty bag refills with the whole sub-list in table order.
        let mut bag = EncounterBag::new();
        let mut rng = Counted::new(Rng::new(3));
        let got = pick(&mut bag, &TAGGED, Pool::Regular, None, &mut rng).unwrap();
        let want = ["B", "C"][(Rng::new(3).next_double() * 2.0) as usize];
        assert_eq!(got.id, want);
        assert_eq!(bag.len(), 1);
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
