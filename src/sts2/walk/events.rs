//! The event room of a walk: which event each `?` that rolled Event becomes
//! (`content::events::select`), followed through every way the run's
//! unknown state can go (each way an [`EventState`] with what it assumed),
//! and shown as one event or as branches.

use super::content::RouteContent;
use crate::map::{EventBranchShown, EventShown, Sts2ActRun};
use crate::options::RouteOptions;
use crate::route::FloorStep;
use crate::sts2::content::events::select::{pull, EventState, MAX_STATES};
use crate::sts2::content::events::RunFacts;
use crate::sts2::run::names::name;

/// The options taken at the event on `floor`: a run file's record, else
/// the route's `events` (`"FLOOR:OPTION"`, several joined by `+`).
pub fn options_at(opts: &RouteOptions, floor: u16) -> Option<Vec<String>> {
    if let Some(r) = opts.recorded.iter().find(|r| r.floor == floor) {
        return Some(r.options.clone());
    }
    let (_, given) = opts.events.iter().find(|(f, _)| *f == floor)?;
    Some(given.split('+').map(|o| o.trim().to_ascii_uppercase()).filter(|o| !o.is_empty()).collect())
}

/// A `?` room on floor `floor` of act `act` that rolled Event: which event
/// (or branches), and with content, what its option draws and the reward
/// of a fight it starts (into `step`).
#[allow(clippy::too_many_arguments)]
pub fn event_room(
    step: &mut FloorStep,
    rooms: &mut EventRooms,
    content: Option<&mut RouteContent>,
    opts: &RouteOptions,
    run: &Sts2ActRun,
    act: u8,
    floor: u16,
    players: u8,
) {
    let rec = opts.recorded.iter().find(|r| r.floor == floor);
    let options = options_at(opts, floor);
    let Some(c) = content else {
        let facts = RunFacts { act_index: act - 1, total_floor: u32::from(floor - 1), players, ..RunFacts::default() };
        step.event = rooms.enter(&run.event_ids, &facts);
        return;
    };
    let mut facts = c.facts(act, floor);
    if let Some(r) = rec {
        (facts.gold, facts.hp, facts.potions) = (Some(r.gold), Some(r.hp), Some(r.potions));
    }
    step.event = rooms.enter(&run.event_ids, &facts);
    // The event taken: the file's (settling the branches), or the one shown when the route names an option.
    let taken = match (rec.and_then(|r| r.event.as_deref()), &step.event) {
        (Some(id), _) => rooms.settle(id).then(|| id.to_string()),
        (None, Some(EventShown::One { id, .. })) if options.is_some() => Some(id.to_string()),
        _ => None,
    };
    match (taken, options) {
        (Some(id), Some(options)) => {
            let o: Vec<&str> = options.iter().map(String::as_str).collect();
            if let Some((cards, potion, relic)) = c.event_taken(act, floor, &id, &o) {
                (step.card_reward, step.potion, step.relics) = (Some(cards), Some(potion), relic.map(|r| vec![r]));
            }
            rooms.after(&id, &o);
        }
        _ => c.event(floor, &step.event.as_ref().map(|e| e.ids()).unwrap_or_default()),
    }
}

/// The run's event states (one, unless an earlier room branched).
#[derive(Clone, Debug)]
pub struct EventRooms {
    states: Vec<EventState>,
    /// The event each state's last room became.
    last: Vec<&'static str>,
    /// Whether branches were dropped past [`MAX_STATES`].
    pub dropped: bool,
    /// The Lantern Key is held (kept at its event, its fight won): act 3's
    /// next event is War Historian Repy (`ModifyNextEvent`), which uses it.
    pub lantern_key: bool,
}

impl Default for EventRooms {
    fn default() -> Self {
        EventRooms { states: vec![EventState::new()], last: Vec::new(), dropped: false, lantern_key: false }
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

    /// The event `id` was taken with `options`: the Lantern Key kept, or
    /// used at War Historian Repy.
    pub fn after(&mut self, id: &str, options: &[&str]) {
        match id {
            "EVENT.THE_LANTERN_KEY" => self.lantern_key = options.contains(&"KEEP_THE_KEY"),
            "EVENT.WAR_HISTORIAN_REPY" => self.lantern_key = false,
            _ => {}
        }
    }

    /// A `?` room that rolled Event over the act's `list`, with what the
    /// walk knows of the run (`facts`).
    pub fn enter(&mut self, list: &[&'static str], facts: &RunFacts) -> Option<EventShown> {
        let mut next: Vec<EventState> = Vec::new();
        let mut last = Vec::new();
        let mut shown: Vec<(&'static str, Vec<String>)> = Vec::new();
        for s in &self.states {
            for b in pull(s, list, facts, self.lantern_key) {
                if !shown.iter().any(|(id, req)| *id == b.id && *req == b.state.requires) {
                    shown.push((b.id, b.state.requires.clone()));
                }
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
