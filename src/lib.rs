//! # spire-map
//!
//! Seed-exact map generation for Slay the Spire 1 (and 2): for a game seed,
//! the act maps the game generates, with the burning elite, bosses, fight
//! order and `?` room outcomes.
//!
//! The engine is pure Rust with no WebAssembly dependency. The modules are
//! layered, each using only those below it:
//!
//! * [`api`]: the entry points (`generate_map`, `walk_route`, `best_route`,
//!   `search`, `check_filter`), which read options and dispatch per game; the
//!   only module the command line and the JavaScript API (`web`, compiled
//!   only for `wasm32`) call;
//! * [`search`]: the seed search (its filter language, scans and options);
//! * [`sts1`], [`sts2`]: the engines, one per game;
//! * [`options`]: the typed options the engines take, read by serde from a
//!   [`value::Value`] (JSON or a JavaScript object);
//! * [`plan`], [`expected`], [`route`], [`map`], [`seed`]: the
//!   game-independent model (best routes, the expected `?` odds both games'
//!   walks give without spoilers, routes and their totals, act maps, seed
//!   forms);
//! * [`rng`], [`value`], [`error`]: the games' RNGs, the loose value options
//!   are read from, the error type.
//!
//! Data flows down: entry point → engine → map model → JSON / JavaScript →
//! canvas. The module graph is drawn in [`api`]'s documentation.
//!
//! ```
//! use spire_map::{generate_map, options::MapOptions, seed::SeedInput};
//!
//! let opts = MapOptions { seed: Some(SeedInput::Text("AGCK93XT".into())), ascension: 20, ..Default::default() };
//! let maps = generate_map(&opts).unwrap();
//! assert_eq!(maps.seed_value, "673465884448");
//! assert_eq!(maps.acts.len(), 4);
//!
//! // Slay the Spire 2 (game builds v0.109-v0.111; checked against maps from the game).
//! use spire_map::map::Game;
//! let opts = MapOptions { game: Game::Sts2, seed: Some(SeedInput::Text("abcdefghjklm".into())), ..Default::default() };
//! let maps = generate_map(&opts).unwrap();
//! assert_eq!((maps.seed.as_str(), maps.seed_value.as_str()), ("ABCDEFGHJKLM", "15220929311999793918"));
//! assert_eq!(maps.acts.len(), 3);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod api;
pub mod error;
pub mod expected;
pub mod map;
pub mod options;
pub mod plan;
pub mod quote;
pub mod rng;
pub mod route;
pub mod search;
pub mod seed;
pub mod sts1;
pub mod sts2;
pub mod value;

#[cfg(target_arch = "wasm32")]
pub mod web;

pub use api::generate_map;
pub use error::{Error, Result};
