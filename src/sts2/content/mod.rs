//! What a Slay the Spire 2 run offers beyond its map and fights: the relic
//! pools and grab bags, chests, elite relics and the shop's fixed relic
//! (docs/sts2-relics.md); card rewards, gold and potion drops on a player's
//! rewards stream, and the act 2-3 Ancients' offers (docs/sts2-content.md).
//! Each file states its rules and sources.

pub mod ancients;
pub mod card_kinds;
pub mod card_odds;
pub mod card_pools;
pub mod card_pools_v107;
pub mod chests;
pub mod events;
pub mod merchant;
pub mod names;
pub mod neow_gifts;
pub mod potion_pools;
pub mod relic_bag;
pub mod relic_gold;
pub mod relic_pools;
pub mod reward_relics;
pub mod rewards;
