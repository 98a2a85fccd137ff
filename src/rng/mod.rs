//! The random number generators the two games use, reimplemented bit for bit.
//!
//! One file per generator, each with the reference vectors that pin it down
//! (and where those vectors come from):
//!
//! * [`RandomXS128`] — libGDX's xorshift128+, the generator under every Slay the
//!   Spire 1 stream (spec sts1.md §2.1).
//! * [`GameRandom`] — Slay the Spire 1's counted wrapper
//!   `com.megacrit.cardcrawl.random.Random` around it (§2.2).
//! * [`JavaRandom`] — `java.util.Random`, used once per act for the boss
//!   shuffle (§2.2, §6.4).
//! * [`MegaRandom`] — xoshiro256** seeded through SplitMix64, the generator
//!   under every Slay the Spire 2 stream since the RNG overhaul
//!   (spec sts2.md §3.4). The game's `Rng` wrapper around it, with
//!   its named streams, shuffles and Gaussian draws, is `sts2::rng`.
//! * [`Jump`] — a precomputed jump of `n` [`MegaRandom`] steps (the search's
//!   skipped draws).
//! * [`DotNetRandom`] — .NET's legacy seeded `System.Random`, under Slay the
//!   Spire 2's streams before the overhaul (§3.4; older eras, not modelled yet).

mod dotnet_random;
mod game_random;
mod java_random;
mod xoshiro;
mod xoshiro_jump;
mod xs128;

pub use dotnet_random::DotNetRandom;
pub use game_random::GameRandom;
pub use java_random::JavaRandom;
pub use xoshiro::MegaRandom;
pub use xoshiro_jump::Jump;
pub use xs128::RandomXS128;
