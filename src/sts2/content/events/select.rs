//! Which event a `?` room that rolled Event becomes (`ActModel.PullNextEvent`,
//! spec sts2-events-shops.md §A2; confirmed on real files,
//! docs/sts2-content.md):
//!
//! * from `events[eventsVisited mod n]` on, the first event that is allowed
//!   ([`super::allowed`]) and not in the run-wide visited set is taken; every
//!   event passed over moves `eventsVisited` on, **for good**: an event
//!   skipped for want of gold is not offered again at the next `?`, even
//!   with the gold (HQPAXCBS6P, v0.108.0, floors 6 and 12: Tea Master);
//!   after `n` steps the event there is taken anyway;
//! * the Lantern Key (held in act 3) turns the event into War Historian
//!   Repy (`Hook.ModifyNextEvent`);
//! * the event joins the visited set, and entering the room moves
//!   `eventsVisited` on once more (so does an Ancient's room, [`crate::sts2::walk::lists`]).
//!
//! Where a condition reads state the walk does not know, both ways are
//! followed: each [`EventState`] carries the conditions it assumed, and the
//! room shows every distinct event with what it needs.

use super::allowed::{allowed, Allowed, RunFacts};

/// The most states a walk follows; beyond it the later branches are dropped
/// (the walk says so).
pub const MAX_STATES: usize = 16;

/// One way the run's events can stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventState {
    /// `eventsVisited` of the current act.
    pub events_visited: usize,
    /// `VisitedEventIds` (run-wide).
    pub visited: Vec<&'static str>,
    /// What this state assumed of the run, in words (empty: nothing).
    pub requires: Vec<String>,
}

impl EventState {
    /// A run's first state (act 1's Ancient entered: `eventsVisited` 1).
    pub fn new() -> EventState {
        EventState { events_visited: 1, visited: Vec::new(), requires: Vec::new() }
    }
}

impl Default for EventState {
    fn default() -> Self {
        EventState::new()
    }
}

/// One event a room can become and the conditions it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventBranch {
    /// The event id (`EVENT.…`).
    pub id: &'static str,
    /// The state after it.
    pub state: EventState,
}

/// `PullNextEvent` then entering the room, from `state` over the act's
/// `list`: every way it can go, with what each needs. `lantern_key`: the
/// Lantern Key is held in act 3.
pub fn pull(state: &EventState, list: &[&'static str], facts: &RunFacts, lantern_key: bool) -> Vec<EventBranch> {
    let mut out = Vec::new();
    if list.is_empty() {
        return out;
    }
    scan(state.clone(), 0, list, facts, lantern_key, &mut out);
    out
}

fn scan(
    mut s: EventState,
    mut steps: usize,
    list: &[&'static str],
    facts: &RunFacts,
    lantern_key: bool,
    out: &mut Vec<EventBranch>,
) {
    let n = list.len();
    while steps < n {
        let e = list[s.events_visited % n];
        if !s.visited.contains(&e) {
            match allowed(e, facts) {
                Allowed::Yes => break,
                Allowed::No => {}
                Allowed::Needs(words) => {
                    let mut other = s.clone();
                    other.requires.push(format!("not ({words})"));
                    other.events_visited += 1;
                    if out.len() < MAX_STATES {
                        scan(other, steps + 1, list, facts, lantern_key, out);
                    }
                    s.requires.push(words);
                    break;
                }
            }
        }
        s.events_visited += 1;
        steps += 1;
    }
    let mut id = list[s.events_visited % n];
    if lantern_key && facts.act_index == 2 {
        id = "EVENT.WAR_HISTORIAN_REPY";
    }
    if !s.visited.contains(&id) {
        s.visited.push(id);
    }
    s.events_visited += 1;
    out.push(EventBranch { id, state: s });
}

/// The floors (`TotalFloor` before the room) a `?` room of act index
/// `act_index` (0-2) can be on, widely: a condition on the floor that holds
/// on all of them holds whatever the route.
fn floors_of(act_index: u8) -> std::ops::RangeInclusive<u32> {
    match act_index {
        0 => 1..=17,
        1 => 15..=35,
        _ => 30..=52,
    }
}

/// [`decide_whatever`] of every event of the game's lists, for each act
/// index and lobby size (1-4), computed once (the search reads it per seed).
fn allowed_whatever(id: &'static str, act_index: u8, players: u8) -> Option<bool> {
    use crate::sts2::run::data::{ALL_ACTS, SHARED_EVENTS};
    use std::collections::HashMap;
    type Table = HashMap<(&'static str, u8, u8), Option<bool>>;
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let ids = ALL_ACTS.iter().flat_map(|a| a.events.iter()).chain(&SHARED_EVENTS).copied();
        let mut t = HashMap::new();
        for id in ids {
            for act in 0..3 {
                for players in 1..=4 {
                    t.insert((id, act, players), decide_whatever(id, act, players));
                }
            }
        }
        t
    });
    match table.get(&(id, act_index, players)) {
        Some(&v) => v,
        None => decide_whatever(id, act_index, players),
    }
}

/// `IsAllowed` of `id` whatever the route: `Some(true)` or `Some(false)`
/// where it is the same on every floor of the act with nothing known of
/// the run (gold, HP, potions, deck, relics), `None` where the run decides.
fn decide_whatever(id: &str, act_index: u8, players: u8) -> Option<bool> {
    let mut seen = None;
    for total_floor in floors_of(act_index) {
        let facts = RunFacts { act_index, total_floor, players, ..RunFacts::default() };
        let v = match allowed(id, &facts) {
            Allowed::Yes => true,
            Allowed::No => false,
            Allowed::Needs(_) => return None,
        };
        if seen.is_some_and(|s| s != v) {
            return None;
        }
        seen = Some(v);
    }
    seen
}

/// The `n`-th event (1-based) a run meets in the act of index `act_index`
/// (the `n`-th of its `?` rooms that becomes an event), where the seed fixes
/// it whatever the route: every event the pulls before it look at is
/// allowed or not whatever the run's state and floor, and none of them can
/// have been met in an earlier act (`earlier`: the events of the earlier
/// acts' lists; the run-wide visited set follows the route), nor can the
/// Lantern Key have turned it into War Historian Repy. `None` otherwise
/// (the route decides) or past the list.
pub fn met_whatever(
    list: &[&'static str],
    earlier: &[&'static str],
    act_index: u8,
    players: u8,
    n: usize,
) -> Option<&'static str> {
    let len = list.len();
    if len == 0 || n == 0 || (act_index == 2 && earlier.contains(&"EVENT.THE_LANTERN_KEY")) {
        return None;
    }
    let mut s = EventState::new();
    for k in 1..=n {
        let mut steps = 0;
        while steps < len {
            let e = list[s.events_visited % len];
            if !s.visited.contains(&e) {
                if earlier.contains(&e) {
                    return None;
                }
                if allowed_whatever(e, act_index, players)? {
                    break;
                }
            }
            s.events_visited += 1;
            steps += 1;
        }
        let id = list[s.events_visited % len];
        if earlier.contains(&id) || (act_index == 2 && id == "EVENT.THE_LANTERN_KEY" && k < n) {
            return None;
        }
        if k == n {
            return Some(id);
        }
        if !s.visited.contains(&id) {
            s.visited.push(id);
        }
        s.events_visited += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(gold: Option<i64>) -> RunFacts {
        RunFacts { act_index: 0, total_floor: 8, players: 1, gold, ..RunFacts::default() }
    }

    /// The events met whatever the route: Welcome to Wongos (act 2 only) is
    /// passed over in act 1 whatever the run; Punch Off reads the floor and
    /// Tea Master the gold, which the route decides; an event of an earlier
    /// act's list may have been met there.
    #[test]
    fn met_whatever_the_route() {
        let list =
            ["EVENT.PUNCH_OFF", "EVENT.WELCOME_TO_WONGOS", "EVENT.SUNKEN_STATUE", "EVENT.TEA_MASTER", "EVENT.TRIAL"];
        assert_eq!(met_whatever(&list, &[], 0, 1, 1), Some("EVENT.SUNKEN_STATUE"));
        assert_eq!(met_whatever(&list, &[], 0, 1, 2), None);
        assert_eq!(met_whatever(&list, &["EVENT.SUNKEN_STATUE"], 0, 1, 1), None);
        let later = ["EVENT.SUNKEN_STATUE", "EVENT.TRIAL", "EVENT.AMALGAMATOR"];
        assert_eq!(met_whatever(&later, &[], 1, 1, 1), Some("EVENT.TRIAL"));
        assert_eq!(met_whatever(&later, &[], 1, 1, 2), None, "Amalgamator needs the starting cards");
    }

    /// HQPAXCBS6P's act 1 (v0.108.0): Welcome to Wongos (act 2 only) and Tea
    /// Master (150 gold, 32 held) are passed over; at the next `?`, with 167
    /// gold, Tea Master is not offered again: Endless Conveyor is.
    #[test]
    fn skipped_events_are_passed_over_for_good() {
        let list = [
            "EVENT.PUNCH_OFF",
            "EVENT.WELCOME_TO_WONGOS",
            "EVENT.SUNKEN_STATUE",
            "EVENT.TEA_MASTER",
            "EVENT.DOORS_OF_LIGHT_AND_DARK",
            "EVENT.ENDLESS_CONVEYOR",
        ];
        let s = EventState::new();
        let a = pull(&s, &list, &facts(Some(32)), false);
        assert_eq!(a.iter().map(|b| b.id).collect::<Vec<_>>(), ["EVENT.SUNKEN_STATUE"]);
        let b = pull(&a[0].state, &list, &facts(Some(32)), false);
        assert_eq!(b[0].id, "EVENT.DOORS_OF_LIGHT_AND_DARK");
        let c = pull(&b[0].state, &list, &facts(Some(167)), false);
        assert_eq!(c[0].id, "EVENT.ENDLESS_CONVEYOR");
        // Gold unknown: Tea Master if 150 gold, else Doors.
        let d = pull(&a[0].state, &list, &facts(None), false);
        let ids: Vec<_> = d.iter().map(|b| (b.id, b.state.requires.clone())).collect();
        assert_eq!(ids.len(), 2, "{ids:?}");
        assert!(ids.contains(&("EVENT.TEA_MASTER", vec!["at least 150 gold".to_string()])));
        assert!(ids.contains(&("EVENT.DOORS_OF_LIGHT_AND_DARK", vec!["not (at least 150 gold)".to_string()])));
    }
}
