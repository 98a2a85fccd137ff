//! The map hooks a walked route holds (spec sts2.md §7): Golden Compass
//! taken at an act's Ancient (the route's `ancients`, or a run file's
//! choice) makes that act the golden path ([`crate::sts2::golden_path`]);
//! the Spoils Map taken at The Legends Were True (the route's `events`
//! naming `NAB_THE_MAP` on an act-1 floor, or a run file's) makes act 2 the
//! hourglass map ([`crate::sts2::spoils_map`]), assuming the card is still
//! in the deck when act 2 starts.

use crate::error::{Error, Result};
use crate::map::MapSet;
use crate::options::{MapHooks, RouteOptions};
use crate::sts2::seed::Seeding;

/// The relic of the route's `ancients` that replaces its act's map.
const GOLDEN_COMPASS: &str = "GOLDEN_COMPASS";

/// The option of The Legends Were True that takes the Spoils Map.
pub const NAB_THE_MAP: &str = "NAB_THE_MAP";

/// The hooks of `opts`: a run file's, and those its `ancients` and
/// `events` name (checked against the seed's maps `set`). With
/// `lenientChoices`, an `ancients` item on a floor that starts no act is
/// left out with a note in `notes` instead of refused.
pub fn map_hooks(opts: &RouteOptions, set: &MapSet, notes: &mut Vec<String>) -> Result<MapHooks> {
    let mut hooks = opts.hooks.clone();
    let players = if opts.map.multiplayer { 2 } else { 1 };
    // In floor order: a golden path moves the later acts' Ancients (their floors as the walk
    // numbers them).
    let mut given: Vec<&(u16, String)> = opts.ancients.iter().collect();
    given.sort_by_key(|(floor, _)| *floor);
    for (floor, relic) in given {
        let firsts = first_floors(set, &hooks.golden_path_acts, players);
        let Some(&(act, _)) = firsts.iter().find(|(_, first)| first == floor) else {
            let floors: Vec<String> = firsts.iter().map(|(_, first)| first.to_string()).collect();
            let why = format!("floor {floor} starts no act: the Ancients are on floors {}", floors.join(", "));
            if opts.lenient_choices {
                notes.push(format!("ancients: {why}: {floor}:{relic} left out"));
                continue;
            }
            return Err(Error::option("ancients", why));
        };
        let id = relic.trim_start_matches("RELIC.").to_ascii_uppercase();
        if act == 1 {
            return Err(Error::option("ancients", "act 1's Ancient is Neow: give its option as `neow`"));
        }
        if id == GOLDEN_COMPASS && !hooks.golden_path_acts.contains(&act) {
            hooks.golden_path_acts.push(act);
        }
    }
    let act2 = set.acts.iter().find(|a| a.act == 2).map_or(u16::MAX, |a| a.first_floor);
    if hooks.spoils_map.is_none() {
        hooks.spoils_map = opts
            .events
            .iter()
            .find(|(floor, given)| {
                *floor < act2
                    && super::events::read_choice(given).is_ok_and(|c| c.options.iter().any(|o| o == NAB_THE_MAP))
            })
            .map(|(floor, _)| *floor);
    }
    Ok(hooks)
}

/// Each act of `set` and the floor its Ancient is on once the acts of
/// `golden` are the golden path (which moves the later acts, as
/// [`crate::sts2::golden_path::apply`] does).
fn first_floors(set: &MapSet, golden: &[u8], players: u8) -> Vec<(u8, u16)> {
    let tall = crate::sts2::golden_path::rooms(players).len() as i32 + 2; // the Ancient and the boss
    let mut shift = 0;
    let mut out = Vec::with_capacity(set.acts.len());
    for a in &set.acts {
        out.push((a.act, (i32::from(a.first_floor) + shift) as u16));
        if golden.contains(&a.act) {
            shift += tall - i32::from(a.height);
        }
    }
    out
}

/// Every act of `map`'s seed (its `act` ignored) as the route's `events`
/// and `ancients` hooks leave it (`lenientChoices`: an Ancient's floor that
/// starts no act is left out), for a plan through the changed map.
pub fn hooked_maps(
    map: &crate::options::MapOptions,
    events: &[(u16, String)],
    ancients: &[(u16, String)],
) -> Result<MapSet> {
    let mut opts = RouteOptions { map: map.clone(), lenient_choices: true, ..RouteOptions::default() };
    opts.map.act = None;
    opts.events = events.to_vec();
    opts.ancients = ancients.to_vec();
    let seeding = Seeding::from(opts.map.build);
    let mut set = crate::sts2::generate_in(&opts.map, seeding)?;
    let hooks = map_hooks(&opts, &set, &mut Vec::new())?;
    apply(&hooks, &opts, seeding, &mut set, &mut Vec::new());
    Ok(set)
}

/// Applies `hooks` to the seed's maps `set` (notes in `warnings`).
pub fn apply(hooks: &MapHooks, opts: &RouteOptions, seeding: Seeding, set: &mut MapSet, warnings: &mut Vec<String>) {
    let players = if opts.map.multiplayer { 2 } else { 1 };
    if let Some(floor) = hooks.spoils_map {
        let (asc, mp) = (opts.map.ascension, opts.map.multiplayer);
        warnings.extend(crate::sts2::spoils_map::apply(&mut set.acts, seeding, &set.seed.clone(), asc, mp, floor));
    }
    for &a in &hooks.golden_path_acts {
        crate::sts2::golden_path::apply(&mut set.acts, a, players);
        if opts.hooks.golden_path_acts.is_empty() {
            warnings.push(format!("act {a}: Golden Compass (taken at its Ancient) makes its map the golden path"));
        }
    }
}
