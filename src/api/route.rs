//! `walk_route`: a route through the maps of a seed, by the engine of its game.

use super::require_seed;
use crate::error::Result;
use crate::map::Game;
use crate::options::RouteOptions;
use crate::route::RouteWalk;

/// Walks a route through the maps of `opts.map`'s seed.
pub fn walk_route(opts: &RouteOptions) -> Result<RouteWalk> {
    require_seed(&opts.map)?;
    match opts.map.game {
        #[cfg(feature = "sts1")]
        Game::Sts1 => crate::sts1::walk::walk(opts),
        #[cfg(feature = "sts2")]
        Game::Sts2 => crate::sts2::walk::walk(opts),
        #[allow(unreachable_patterns)] // with both games, every game has its arm
        game => Err(super::game_left_out(game)),
    }
}
