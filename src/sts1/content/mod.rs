//! What a Slay the Spire 1 seed gives besides the map: Neow's options, the
//! boss relics, the relics of the other pools, the card rewards and the
//! potions (issue 27; spec sts1-content.md, "Slay the Spire 1 (v2.3.x):
//! what a seed decides besides the map").
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`neow`] | §2.1, §2.2 | Neow's four options (`neow_options`), the short Neow's two |
//! | [`relic_pools`] | §2.3, §3.1-3.2 | the common, uncommon, rare and shop relic pools, their shuffle, taking a relic (`canSpawn`), Neow's relic bonuses (`neow_relic`) |
//! | [`relic_rewards`] | §6 | the relics of elites, treasure chests and the events that take from the same pools (relicRng, treasureRng) |
//! | [`relics`] | §3.1-3.3 | the boss relic pool and its run-start shuffle, the Neow boss swap, the act 1 and act 2 boss chests |
//! | [`cards`] | §4, §2.3 | card rewards on `cardRng` (`CardRewards`), act changes, what Neow's options do to `cardRng`, Neow's card offers |
//! | [`card_pools`] | §4.1 | the class, colourless and curse pools (data) |
//! | [`potions`] | §5 | potion drops after fights on `potionRng` (`PotionDrops`), Neow's three potions, the potion list |
//! | [`along`] | §4.2, §4.3 | the card rewards along a walked route, and where they stop |
//! | [`relics_along`] | §6 | the elites' relics and the chests along a walked route, and where they stop |
//! | [`start`] | §2.1, §3.3 | the run start the options describe (character, Neow taken) and what it assumes |
//! | [`first_shop`] | events-shops §5 | the first shop's Shop-tier relic, the same whatever the route (the seed search's `shop.relic`) |
//! | [`relic_names`] | — | the names the game shows for relic ids, where they differ (the shops' relics) |
//!
//! Everything here is a function of the seed (and, for relics, the
//! character and the player's earlier choices, which the caller reports:
//! the boss relics picked, the rooms entered; for card rewards also the
//! ascension): it draws on fresh streams (`Random(seed)`) of its own and
//! shares no state with the
//! map engine. Names are the ones the game writes in `.run` files
//! (`neow_bonus`, `neow_cost`, relic ids, `character_chosen`), so that the
//! results compare with run files directly and serialise as the game's own
//! words.

pub mod along;
pub mod card_pools;
pub mod card_types;
pub mod cards;
pub mod events;
pub mod first_shop;
pub mod neow;
pub mod potions;
pub mod relic_names;
pub mod relic_pools;
pub mod relic_rewards;
pub mod relics;
pub mod relics_along;
pub mod run;
pub mod shop;
pub mod start;

pub use cards::{neow_cards, Card, CardReward, CardRewards, Rarity, RoomKind};
pub use neow::{neow_options, NeowBonus, NeowCost, NeowOption, SHORT_NEOW_OPTIONS};
pub use potions::{neow_potions, Potion, PotionDrops};
pub use relic_pools::{neow_relic, RelicPools, RelicTier, SpawnContext};
pub use relic_rewards::{Chest, ChestSize, ClosedChest, RelicStream};
pub use relics::{boss_relic_offers, neow_boss_relic, BossRelicPool};
pub use start::{run_start, run_start_set, RunStart};

pub use crate::options::Character;
