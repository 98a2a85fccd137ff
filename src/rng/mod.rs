//! The random number generators the two games use, reimplemented bit for bit.
//!
//! One file per generator, each with the reference vectors that pin it down
//! (and where those vectors come from):
//!
//! * [`RandomXS128`] — libGDX's xorshift128+, the generator under every Slay the
//!   Spire 1 stream (`../shared/spec/sts1.md` §2.1).
//! * [`GameRandom`] — Slay the Spire 1's counted wrapper
//!   `com.megacrit.cardcrawl.random.Random` around it (§2.2).
//! * [`JavaRandom`] — `java.util.Random`, used once per act for the boss
//!   shuffle (§2.2, §6.4).
//!
//! Slay the Spire 2's generators live beside them (see the `sts2` module).

mod game_random;
mod java_random;
mod xs128;

pub use game_random::GameRandom;
pub use java_random::JavaRandom;
pub use xs128::RandomXS128;
