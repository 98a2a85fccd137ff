//! The event room of a walk: which event each `?` that rolled Event becomes
//! (`content::events::select`), followed through every way the run's
//! unknown state can go (each way an [`EventState`] with what it assumed),
//! and shown as one event or as branches.

use crate::map::{EventBranchShown, EventShown};
use crate::sts2::content::events::select::{pull, EventState, MAX_STATES};
use crate::sts2::content::events::RunFacts;
use crate::sts2::run::names::name;

/// The run's event states (one, unless an earlier room branched).
#[derive(Clone, Debug)]
pub struct EventRooms {
    states: Vec<EventState>,
    /// The event each state's last room became.
    last: Vec<&'static str>,
    /// Whether branches were dropped past [`MAX_STATES`].
    pub dropped: bool,
}

impl Default for EventRooms {
    fn default() -> Self {
        EventRooms { states: vec![EventState::new()], last: Vec::new(), dropped: false }
    }
}

impl EventRooms {
    /// A new act: its Ancient entered, each state's counter at 1.
    pub fn new_act(&mut self) {
        for s in &mut self.states {
            s.events_visited = 1;
        }
    }

    /// The last room was the event `id` (a run file says so): only the
    /// states where it was are kept, and what they assumed is settled.
    /// `false` (nothing kept) when `id` was none of them.
    pub fn settle(&mut self, id: &str) -> bool {
        let keep: Vec<usize> = (0..self.states.len()).filter(|&k| self.last.get(k) == Some(&id)).collect();
        if keep.is_empty() {
            return false;
        }
        self.states = keep.iter().map(|&k| EventState { requires: Vec::new(), ..self.states[k].clone() }).collect();
        self.last = keep.iter().map(|&k| self.last[k]).collect();
        true
    }

    /// A `?` room that rolled Event over the act's `list`, with what the
    /// walk knows of the run (`facts`).
    pub fn enter(&mut self, list: &[&'static str], facts: &RunFacts) -> Option<EventShown> {
        let mut next: Vec<EventState> = Vec::new();
        let mut last = Vec::new();
        let mut shown: Vec<(&'static str, Vec<String>)> = Vec::new();
        for s in &self.states {
            for b in pull(s, list, facts, false) {
                shown.push((b.id, b.state.requires.clone()));
                if next.len() >= MAX_STATES {
                    self.dropped = true;
                } else if !next
                    .iter()
                    .any(|n| n.events_visited == b.state.events_visited && n.visited == b.state.visited)
                {
                    next.push(b.state);
                    last.push(b.id);
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        self.states = next;
        self.last = last;
        let first = shown[0].0;
        if shown.iter().all(|(id, _)| *id == first) {
            return Some(EventShown::One { id: first, name: name(first).to_string() });
        }
        let branches = shown
            .into_iter()
            .map(|(id, requires)| EventBranchShown {
                id,
                name: name(id).to_string(),
                requires: if requires.is_empty() { "nothing more".into() } else { requires.join("; ") },
            })
            .collect();
        Some(EventShown::Branches { branches })
    }
}
