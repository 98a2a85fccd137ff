//! `best_route`: the best route through one act (the map from its game's
//! engine, the route by the game-independent planner).

use super::generate_map;
use crate::error::{Error, Result};
use crate::options::PlanOptions;
use crate::plan::{self, RoutePlan};

/// The best route through one act of `opts.map` (see [`plan::best_route`]).
pub fn best_route(opts: &PlanOptions) -> Result<RoutePlan> {
    let set = generate_map(&opts.map)?;
    let map = set.acts.first().ok_or_else(|| Error::option("act", "no such act"))?;
    plan::best_route(map, opts.criterion, opts.from, opts.map.ascension)
}
