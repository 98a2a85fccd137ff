//! `best_route`: the best route through one act (the map from its game's
//! engine, the route by the game-independent planner).

use super::generate_map;
use crate::error::{Error, Result};
use crate::options::PlanOptions;
use crate::plan::{self, RoutePlan};

/// The best route through one act of `opts.map` (see [`plan::best_route`]);
/// StS2: through the act's map as the route's `events` and `ancients` leave
/// it (the Spoils Map, Golden Compass: [`crate::sts2::walk::hooks`]).
pub fn best_route(opts: &PlanOptions) -> Result<RoutePlan> {
    #[cfg(feature = "sts2")]
    if opts.map.game == crate::map::Game::Sts2 && !(opts.events.is_empty() && opts.ancients.is_empty()) {
        let set = crate::sts2::walk::hooks::hooked_maps(&opts.map, &opts.events, &opts.ancients)?;
        let map = set.acts.iter().find(|a| Some(a.act) == opts.map.act);
        let map = map.ok_or_else(|| Error::option("act", "no such act"))?;
        return plan::best_route(map, opts.criterion, opts.from, opts.map.ascension);
    }
    let set = generate_map(&opts.map)?;
    let map = set.acts.first().ok_or_else(|| Error::option("act", "no such act"))?;
    plan::best_route(map, opts.criterion, opts.from, opts.map.ascension)
}
