//! The one place the run-file reader calls the map engine: the public entry
//! points `generate_map` and `walk_route` and their option types. When those
//! move (another module, another name) only the lines below change.

pub(super) use crate::options::{MapOptions, RouteOptions};

use crate::map::MapSet;
use crate::route::RouteWalk;

/// The seed's maps (`generate_map`).
pub(super) fn maps(opts: &MapOptions) -> crate::Result<MapSet> {
    crate::options::generate_map(opts)
}

/// A route walked through the seed's run (`walk_route`): the `?` outcomes.
pub(super) fn walk(opts: &RouteOptions) -> crate::Result<RouteWalk> {
    crate::options::walk_route(opts)
}
