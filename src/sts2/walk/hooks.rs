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
/// `events` name (checked against the seed's maps `set`).
pub fn map_hooks(opts: &RouteOptions, set: &MapSet) -> Result<MapHooks> {
    let mut hooks = opts.hooks.clone();
    for (floor, relic) in &opts.ancients {
        let Some(map) = set.acts.iter().find(|a| a.first_floor == *floor) else {
            let floors: Vec<String> = set.acts.iter().map(|a| a.first_floor.to_string()).collect();
            return Err(Error::option(
                "ancients",
                format!("floor {floor} starts no act: the Ancients are on floors {}", floors.join(", ")),
            ));
        };
        let id = relic.trim_start_matches("RELIC.").to_ascii_uppercase();
        if map.act == 1 {
            return Err(Error::option("ancients", "act 1's Ancient is Neow: give its option as `neow`"));
        }
        if id == GOLDEN_COMPASS && !hooks.golden_path_acts.contains(&map.act) {
            hooks.golden_path_acts.push(map.act);
        }
    }
    let act2 = set.acts.iter().find(|a| a.act == 2).map_or(u16::MAX, |a| a.first_floor);
    if hooks.spoils_map.is_none() {
        hooks.spoils_map = opts
            .events
            .iter()
            .find(|(floor, options)| *floor < act2 && options.split('+').any(|o| o.trim() == NAB_THE_MAP))
            .map(|(floor, _)| *floor);
    }
    Ok(hooks)
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
