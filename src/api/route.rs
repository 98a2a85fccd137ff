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
        Game::Sts1 => crate::sts1::walk::walk(opts),
        Game::Sts2 => crate::sts2::walk::walk(opts),
    }
}
