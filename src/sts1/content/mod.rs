//! What a Slay the Spire 1 seed gives besides the map: Neow's options and the
//! boss relics (issue 27; spec sts1-content.md, "Slay the Spire 1 (v2.3.x):
//! what a seed decides besides the map").
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`neow`] | §2.1, §2.2 | Neow's four options (`neow_options`), the short Neow's two |
//! | [`relics`] | §3.1-3.3 | the boss relic pool and its run-start shuffle, the Neow boss swap, the act 1 and act 2 boss chests |
//! | [`start`] | §2.1, §3.3 | the run start the options describe (character, Neow taken) and what it assumes |
//!
//! Everything here is a function of the seed (and, for relics, the
//! character and the player's earlier boss relic choices): it draws on
//! fresh streams (`Random(seed)`) of its own and shares no state with the
//! map engine. Names are the ones the game writes in `.run` files
//! (`neow_bonus`, `neow_cost`, relic ids, `character_chosen`), so that the
//! results compare with run files directly and serialise as the game's own
//! words.

pub mod neow;
pub mod relics;
pub mod start;

pub use neow::{neow_options, NeowBonus, NeowCost, NeowOption, SHORT_NEOW_OPTIONS};
pub use relics::{boss_relic_offers, neow_boss_relic, BossRelicPool};
pub use start::{run_start, RunStart};

pub use crate::options::Character;
