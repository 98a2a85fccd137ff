//! The event room of a walk: which event each `?` that rolled Event becomes
//! (`content::events::select`), followed through every way the run's
//! unknown state can go (each way an [`EventState`] with what it assumed),
//! and shown as one event or as branches.

use super::content::RouteContent;
use crate::error::{Error, Result};
use crate::map::{EventBranchShown, EventShown, Sts2ActRun};
use crate::options::RouteOptions;
use crate::route::FloorStep;
use crate::sts2::content::events::select::{pull, EventState, MAX_STATES};
use crate::sts2::content::events::RunFacts;
use crate::sts2::run::names::name;

/// What a route or run file says of the event on a floor: the event met
/// (`EVENT.…`), if named, and the options taken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The event, if named.
    pub event: Option<String>,
    /// The options taken, in order (none: not named); in a lobby the first
    /// player's.
    pub options: Vec<String>,
    /// In a lobby: each other player's options, in lobby order (`A/B`).
    pub others: Vec<Vec<String>>,
}

/// Reads a route's `events` item after its floor: `EVENT`, `EVENT:OPTIONS`
/// or `OPTIONS`, where `EVENT` is an event id (`SPIRALING_WHIRLPOOL`, with
/// or without `EVENT.`) and `OPTIONS` the option ids as `.run` files write
/// them, joined by `+` (`KEEP_THE_KEY+FIGHT`); in a lobby each player's, in
/// lobby order, separated by `/` (`HUG/GOLD`). An item whose part before a
/// `:` is no event of the game's lists is refused, with why.
pub fn read_choice(text: &str) -> Result<Choice, String> {
    let up = text.trim().to_ascii_uppercase();
    let (head, tail) = match up.split_once(':') {
        Some((head, tail)) => (head.trim(), Some(tail)),
        None => (up.as_str(), None),
    };
    let id = format!("EVENT.{}", head.trim_start_matches("EVENT."));
    let (event, options) = match (name_id(&id), tail) {
        (Some(e), tail) => (Some(e.to_string()), tail.unwrap_or("")),
        (None, None) => (None, up.as_str()),
        (None, Some(_)) => {
            return Err(format!("{head} is no Slay the Spire 2 event (expected EVENT, EVENT:OPTIONS or OPTIONS)"))
        }
    };
    let list = |o: &str| o.split('+').map(|o| o.trim().to_string()).filter(|o| !o.is_empty()).collect();
    let mut players = options.split('/').map(list);
    let options = players.next().unwrap_or_default();
    Ok(Choice { event, options, others: players.collect() })
}

/// Checks every item of the route's `events` ([`read_choice`]).
pub fn check_choices(opts: &RouteOptions) -> Result<()> {
    for (floor, given) in &opts.events {
        read_choice(given).map_err(|why| Error::option("events", format!("floor {floor}: {why}")))?;
    }
    Ok(())
}

/// The choice at the event on `floor`: a run file's record, else the
/// route's `events`.
pub fn choice_at(opts: &RouteOptions, floor: u16) -> Option<Choice> {
    if let Some(r) = opts.recorded.iter().find(|r| r.floor == floor) {
        let others = r.others.iter().map(|o| o.options.clone()).collect();
        return Some(Choice { event: r.event.clone(), options: r.options.clone(), others });
    }
    // Checked before the walk (`check_choices`).
    opts.events.iter().find(|(f, _)| *f == floor).and_then(|(_, given)| read_choice(given).ok())
}

/// A `?` room on floor `floor` of act `act` that rolled Event: which event
/// (or branches), and with content, what its option draws and the reward
/// of a fight it starts (into `step`). The event a route or file names
/// settles the branches. Returns notes for the assumptions: a named event
/// the walk's defaults do not give, or none of the room's; the route's
/// choice the rewards stop for want of.
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
) -> Vec<String> {
    let rec = opts.recorded.iter().find(|r| r.floor == floor);
    let choice = choice_at(opts, floor).unwrap_or_default();
    let mut facts = match &content {
        Some(c) => c.facts(act, floor),
        None => RunFacts { act_index: act - 1, total_floor: u32::from(floor - 1), players, ..RunFacts::default() },
    };
    if let Some(r) = rec {
        (facts.gold, facts.hp, facts.potions) = (Some(r.gold), Some(r.hp), Some(r.potions));
    }
    let before = rooms.clone();
    step.event = rooms.enter(&run.event_ids, &facts);
    // The event taken: the one named (settling the branches), or the only one shown.
    let mut note = None;
    let named = choice.event.as_deref().map(|id| name_id(id).ok_or(id));
    let taken = match (named, &step.event) {
        (Some(Ok(id)), _) if rooms.settle(id).is_some() => Some(id),
        (Some(Err(id)), _) => {
            note = Some(format!("events: floor {floor} is named {id}, which is no event of the game's lists"));
            None
        }
        (Some(Ok(id)), shown) => {
            let (taken, why) = named_anyway(rooms, before, &run.event_ids, open_facts(facts, rec.is_some()), id, shown);
            note = Some(format!("events: floor {floor} is named {} ({id}), {why}", name(id)));
            taken
        }
        (None, Some(EventShown::One { id, .. })) => Some(*id),
        (None, _) => None,
    };
    // A route's named event is the room's (a run file's record is set beside the prediction).
    if let (Some(id), None) = (taken, rec) {
        step.event = Some(EventShown::One { id, name: name(id).to_string() });
    }
    let mut notes: Vec<String> = note.into_iter().collect();
    let Some(c) = content else { return notes };
    let going = c.cards_go_on();
    match taken {
        // A merchant's screen: its stock and the purchases there are the room's (`rooms.rs`).
        Some(FAKE_MERCHANT) => {}
        Some(id) if !choice.options.is_empty() => {
            let o: Vec<&str> = choice.options.iter().map(String::as_str).collect();
            if let Some((cards, potion, relic)) = c.event_taken(act, floor, id, &o, rec.map(|r| r.gold_change)) {
                let relics: Vec<&'static str> = relic.into_iter().chain(c.extra_relics()).collect();
                (step.card_reward, step.potion, step.relics) =
                    (Some(cards), Some(potion), (!relics.is_empty()).then_some(relics));
            }
            rooms.after(id, &o);
        }
        Some(id) => c.event(floor, &[id], rec.map(|r| r.gold_change)),
        None => c.event(floor, &step.event.as_ref().map(|e| e.ids()).unwrap_or_default(), None),
    }
    // The rewards stop here for want of the route's choice: which, and how to give it.
    if going && !c.cards_go_on() && rec.is_none() {
        notes.push(match taken {
            Some(id) if choice.options.is_empty() => format!(
                "events: floor {floor}'s {} draws on the rewards stream by the option taken, which the route does not \
                 name: the rewards stop there (give it in `events` as {floor}:{}:OPTION, the option ids .run files write)",
                name(id),
                id.trim_start_matches("EVENT.")
            ),
            Some(id) => format!(
                "events: floor {floor}'s {} with {}: what these options draw is not known, the rewards stop there",
                name(id),
                choice.options.join("+")
            ),
            None if matches!(step.event, Some(EventShown::Branches { .. })) => format!(
                "events: floor {floor} can be several events that draw differently: the rewards stop there (name the \
                 event met in `events` as {floor}:EVENT or {floor}:EVENT:OPTION)"
            ),
            None => format!("events: floor {floor}'s event is not known: the rewards stop there"),
        });
    }
    notes
}

/// The Fake Merchant's id: a `?` that becomes it shows a stock
/// (`content::events::fake_merchant`).
pub const FAKE_MERCHANT: &str = "EVENT.FAKE_MERCHANT";

/// The event `id` a route or file names, which the room entered with the
/// walk's facts (`shown`) cannot be: the room entered again from `before`
/// with `open` facts; where some state gives `id`, that state is the
/// run's (in `rooms`). The event taken, and why, in words.
fn named_anyway(
    rooms: &mut EventRooms,
    mut before: EventRooms,
    list: &[&'static str],
    open: RunFacts,
    id: &'static str,
    shown: &Option<EventShown>,
) -> (Option<&'static str>, String) {
    let shown: Vec<&str> = shown.as_ref().map(EventShown::ids).unwrap_or_default();
    let shown = shown.iter().map(|e| name(e)).collect::<Vec<_>>().join(", ");
    before.enter(list, &open);
    match before.settle(id) {
        Some(needs) => {
            *rooms = before;
            let needs = if needs.is_empty() { "nothing more".into() } else { needs.join("; ") };
            let why = format!(
                "which the walk's defaults do not give there (they give {shown}): taken, so the run met what it \
                 needs: {needs}"
            );
            (Some(id), why)
        }
        None => (
            None,
            format!("which the room cannot be whatever the run's state (it can be {shown}): the name is ignored"),
        ),
    }
}

/// `facts` with what the walk took from its defaults left unknown (gold
/// and potions too, unless a run file recorded them).
fn open_facts(facts: RunFacts, recorded: bool) -> RunFacts {
    let (gold, potions) = if recorded { (facts.gold, facts.potions) } else { (None, None) };
    RunFacts { gold, potions, basics: None, pet: None, foul_potion: None, ..facts }
}

/// The event id `id` as the game's lists hold it, if it is one of them.
fn name_id(id: &str) -> Option<&'static str> {
    use crate::sts2::run::data::{ALL_ACTS, SHARED_EVENTS};
    ALL_ACTS.iter().flat_map(|a| a.events.iter()).chain(&SHARED_EVENTS).copied().find(|&e| e == id)
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

    /// The last room was the event `id` (a run file or route says so): only
    /// the states where it was are kept, and what they assumed is settled.
    /// What the first of them assumed, or `None` (nothing kept) when `id`
    /// was none of them.
    pub fn settle(&mut self, id: &str) -> Option<Vec<String>> {
        let keep: Vec<usize> = (0..self.states.len()).filter(|&k| self.last.get(k) == Some(&id)).collect();
        let needs = self.states.get(*keep.first()?)?.requires.clone();
        self.states = keep.iter().map(|&k| EventState { requires: Vec::new(), ..self.states[k].clone() }).collect();
        self.last = keep.iter().map(|&k| self.last[k]).collect();
        Some(needs)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A lobby's options, one list per player separated by `/`.
    #[test]
    fn reads_each_players_options() {
        let c = read_choice("whispering_hollow:HUG/GOLD").unwrap();
        assert_eq!(c.event.as_deref(), Some("EVENT.WHISPERING_HOLLOW"));
        assert_eq!((c.options, c.others), (vec!["HUG".to_string()], vec![vec!["GOLD".to_string()]]));
        let c = read_choice("THE_LANTERN_KEY:KEEP_THE_KEY+FIGHT").unwrap();
        assert_eq!(c.options, ["KEEP_THE_KEY", "FIGHT"]);
        assert!(c.others.is_empty());
    }
}
