//! How a route consumes an act's run-start lists (spec sts2-run.md §9).
//!
//! Each act keeps counters, all 0 when it starts:
//!
//! * a monster room (a monster point, or a `?` that became a fight) fights
//!   `normal_encounter_ids[normal_visited mod len]`, then increments;
//! * an elite room fights `elite_encounter_ids[elite_visited mod len]`, then
//!   increments;
//! * a `?` that became an event takes, from `events[events_visited mod len]`
//!   on, the first event the run has not met yet (skipping increments the
//!   counter; after `len` skips repetition is allowed), then increments once
//!   more. The game also skips events whose conditions the run does not meet
//!   (`IsAllowed`, not specified), so this is the next *candidate*.
//!
//! The Ancient's room counts as an event room for `events_visited`: the
//! vectors' saves show `events_visited = 1` in an act whose only event room
//! was its Ancient (6P96T755CNZ3), and every other saved counter matches only
//! with that step (spec §9 lists the counter, not this detail; the vectors
//! win). So the first `?` event of an act starts at `events[1]`.

use crate::map::Sts2ActRun;

/// The lists of one act and the counters a route has moved.
#[derive(Clone, Debug)]
pub struct ActLists<'a> {
    run: &'a Sts2ActRun,
    /// `normal_encounters_visited`.
    pub normal_visited: usize,
    /// `elite_encounters_visited`.
    pub elite_visited: usize,
    /// `events_visited` (1 once the Ancient is entered).
    pub events_visited: usize,
}

fn cyclic(list: &[&'static str], k: usize) -> Option<&'static str> {
    (!list.is_empty()).then(|| list[k % list.len()])
}

impl<'a> ActLists<'a> {
    /// The counters of an act whose Ancient the player has just entered.
    pub fn after_ancient(run: &'a Sts2ActRun) -> ActLists<'a> {
        ActLists { run, normal_visited: 0, elite_visited: 0, events_visited: 1 }
    }

    /// The next normal encounter's id.
    pub fn next_monster(&mut self) -> Option<&'static str> {
        let e = cyclic(&self.run.monster_ids, self.normal_visited);
        self.normal_visited += 1;
        e
    }

    /// The next elite encounter's id.
    pub fn next_elite(&mut self) -> Option<&'static str> {
        let e = cyclic(&self.run.elite_ids, self.elite_visited);
        self.elite_visited += 1;
        e
    }

    /// The next event candidate's id, skipping those in `seen` (the events
    /// met earlier in the run), which it joins.
    pub fn next_event(&mut self, seen: &mut Vec<&'static str>) -> Option<&'static str> {
        let list = &self.run.event_ids;
        if list.is_empty() {
            return None;
        }
        let skips = (0..list.len()).find(|k| !seen.contains(&list[(self.events_visited + k) % list.len()]));
        // Every event met already: after `len` skips the game allows a repeat (§9).
        let skips = skips.unwrap_or(list.len());
        let id = list[(self.events_visited + skips) % list.len()];
        self.events_visited += skips + 1;
        if !seen.contains(&id) {
            seen.push(id);
        }
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(events: &[&'static str]) -> Sts2ActRun {
        Sts2ActRun {
            id: "ACT.TEST",
            ancient: "Neow",
            ancient_id: "EVENT.NEOW",
            boss_id: "B",
            boss_ids: vec!["B"],
            monster_ids: vec!["M0", "M1"],
            elite_ids: vec!["E0"],
            events: events.to_vec(),
            event_ids: events.to_vec(),
            neow: None,
            neow_ids: None,
            neow_players: None,
            neow_player_ids: None,
        }
    }

    /// §9: the lists are taken in order and wrap; the Ancient counts as the
    /// first event room; events met earlier in the run are skipped (each
    /// skip moves the counter); with every event met, a repeat comes after
    /// a full round of skips.
    #[test]
    fn counters_follow_the_rules() {
        let r = run(&["A", "B", "C"]);
        let mut l = ActLists::after_ancient(&r);
        assert_eq!([l.next_monster(), l.next_monster(), l.next_monster()], [Some("M0"), Some("M1"), Some("M0")]);
        assert_eq!([l.next_elite(), l.next_elite()], [Some("E0"), Some("E0")]);
        let mut seen = vec!["C"];
        assert_eq!(l.next_event(&mut seen), Some("B"));
        assert_eq!(l.events_visited, 2);
        // C was met earlier: skipped (counter +1), A follows (wrapping).
        assert_eq!(l.next_event(&mut seen), Some("A"));
        assert_eq!(l.events_visited, 4);
        assert_eq!(seen, ["C", "B", "A"]);
        // Everything met: three skips, then the event at the counter again.
        assert_eq!(l.next_event(&mut seen), Some("B"));
        assert_eq!(l.events_visited, 8);
        assert_eq!(ActLists::after_ancient(&run(&[])).next_event(&mut seen), None);
    }
}
