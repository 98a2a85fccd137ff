//! The entry points of the library, above the engines: each reads its typed
//! options, dispatches to the engine of the options' game and returns the
//! engine's result. The command line (`src/bin/spire-map/`) and the
//! JavaScript API (`web`) call only this module.
//!
//! | file | entry points |
//! |---|---|
//! | `map` | [`generate_map`] |
//! | `route` | [`walk_route`] |
//! | `plan` | [`best_route`] |
//! | `start` | [`run_start`]: what a StS1 run start gives (Neow, the boss chests), apart from the maps |
//! | `search` | [`search`], [`check_filter`], [`filter_names`], [`bench_acts`], [`bench_sts2_acts`] |
//! | [`runfile`] | [`read_run_file`]: a run or save file read and fitted to the seed's maps (it calls the entry points above) |
//! | `daily` | [`daily`]: the daily of a date in either game, and [`Daily::apply`] to open it |
//! | `profile` | [`read_profile`]: a Slay the Spire 2 `progress.save` read into the `profile` option's text |
//!
//! Data flows down, and no module imports one above it:
//!
//! ```text
//! bin/spire-map, web
//!   └─ api                      entry points: read options, dispatch per game
//!        └─ search              seed search (owns SearchOptions, Filter, Scan)
//!             └─ sts1, sts2     the engines, one per game
//!                  └─ options   the typed options the engines take (MapOptions, RouteOptions, PlanOptions, BossesSeen)
//!                       └─ plan, expected, route, map, seed   the map model: best routes, expected `?` odds, routes, maps, seed forms
//!                            └─ rng, value, error   RNGs, the loose value options are read from, the error type
//! ```
//!
//! (`sts2` reads the boss setting through `options`; `rng` is used only by
//! the engines.) Options are read from a [`Value`](crate::value::Value) by
//! each options struct's `from_value`; the entry points here take the typed
//! structs, so Rust callers build them directly.
//!
//! Which games the entry points dispatch to is chosen at build time by the
//! `sts1` and `sts2` features (both by default). The page's WebAssembly
//! modules carry one engine each, so that the page loads only the engine of
//! the game shown: a build without a game refuses its options with an error
//! naming the module that has it (`game_left_out`), and the left-out engine
//! is not linked in.

mod daily;
mod map;
mod plan;
mod profile;
mod route;
pub mod runfile;
mod search;
mod start;

pub use daily::{daily, Characters, Daily};
pub use map::generate_map;
pub use plan::best_route;
pub use profile::{read_profile, ProfileRead};
pub use route::walk_route;
pub use runfile::{read_run_bytes, read_run_bytes_with, read_run_file, RunReport};
pub use search::{bench_acts, bench_sts2_acts, check_filter, filter_names, search, Scanner, SearchChunk};
pub use start::run_start;

pub use crate::options::daily::DailyOptions;
pub use crate::options::{MapOptions, PlanOptions, RouteOptions, SeedOptions, TYPESCRIPT};
pub use crate::search::SearchOptions;

use crate::error::{Error, Result};
use crate::map::Game;

/// The error of an entry point given no seed.
fn require_seed(opts: &MapOptions) -> Result<()> {
    match opts.seed {
        Some(_) => Ok(()),
        None => Err(Error::option(
            "seed",
            "a seed is required: `seed` (the game's seed string) or `seedValue` (its number)",
        )),
    }
}

/// The error of an entry point asked for a game this build leaves out (see
/// the module documentation): it names the WebAssembly module that carries
/// the game's engine.
fn game_left_out(game: Game) -> Error {
    let message = match (cfg!(feature = "sts1"), cfg!(feature = "sts2"), game) {
        (false, true, Game::Sts1) => {
            "this module carries only Slay the Spire 2; load spire_map for game \"sts1\"".to_string()
        }
        (true, false, Game::Sts2) => {
            "this module carries only Slay the Spire; load spire_map_sts2 for game \"sts2\"".to_string()
        }
        _ => format!("this build carries no engine for game \"{}\"", game.id()),
    };
    Error::option("game", message)
}
