//! `walk_route`: a route through the maps of a seed, by the engine of its game.

use super::require_seed;
use crate::error::Result;
use crate::map::Game;
use crate::options::RouteOptions;
use crate::route::RouteWalk;

/// Walks a route through the maps of `opts.map`'s seed.
///
/// Acts left empty at the start of the route (`//5,6`, the route `spire-map
/// run` and the page's `route=` give a save of act 3) are acts not planned:
/// the walk starts at the first planned act, as `startAct` does.
pub fn walk_route(opts: &RouteOptions) -> Result<RouteWalk> {
    require_seed(&opts.map)?;
    let unplanned = opts.route.iter().take_while(|act| act.is_empty()).count();
    if unplanned > 0 && unplanned < opts.route.len() {
        let mut later = opts.clone();
        later.route.drain(..unplanned);
        later.start_act += unplanned as u8; // at most 4 + 3: the walk refuses acts past the run's last
        return walk_route(&later);
    }
    match opts.map.game {
        #[cfg(feature = "sts1")]
        Game::Sts1 => crate::sts1::walk::walk(opts),
        #[cfg(feature = "sts2")]
        Game::Sts2 => crate::sts2::walk::walk(opts),
        #[allow(unreachable_patterns)] // with both games, every game has its arm
        game => Err(super::game_left_out(game)),
    }
}
