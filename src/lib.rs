//! # spire-map
//!
//! Seed-exact map generation for Slay the Spire 1 (and 2): for a game seed,
//! the act maps the game generates, with the burning elite, bosses, fight
//! order and `?` room outcomes.
//!
//! The engine is pure Rust with no WebAssembly dependency. Data flows one
//! way: options ([`options`]) → engine ([`sts1`], [`sts2`]) → map model ([`map`]) →
//! JSON / JavaScript (the `web` module, compiled only for `wasm32`) → canvas.
//!
//! ```
//! use spire_map::{generate_map, options::MapOptions, seed::SeedInput};
//!
//! let opts = MapOptions { seed: Some(SeedInput::Text("AGCK93XT".into())), ascension: 20, ..Default::default() };
//! let maps = generate_map(&opts).unwrap();
//! assert_eq!(maps.seed_value, "673465884448");
//! assert_eq!(maps.acts.len(), 4);
//!
//! // Slay the Spire 2 (game builds v0.109-v0.111; not yet checked against the game).
//! use spire_map::map::Game;
//! let opts = MapOptions { game: Game::Sts2, seed: Some(SeedInput::Text("abcdefghjklm".into())), ..Default::default() };
//! let maps = generate_map(&opts).unwrap();
//! assert_eq!((maps.seed.as_str(), maps.seed_value.as_str()), ("ABCDEFGHJKLM", "15220929311999793918"));
//! assert_eq!(maps.acts.len(), 3);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod error;
pub mod map;
pub mod options;
pub mod plan;
pub mod rng;
pub mod route;
pub mod runfile;
pub mod search;
pub mod seed;
pub mod sts1;
pub mod sts2;
pub mod value;

#[cfg(target_arch = "wasm32")]
pub mod web;

pub use error::{Error, Result};
pub use options::generate_map;
