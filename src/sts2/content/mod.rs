//! What a Slay the Spire 2 run offers beyond its map and fights: the relic
//! pools and grab bags, chests, elite relics and the shop's fixed relic
//! (docs/sts2-relics.md). Each file states its rules and sources.

pub mod chests;
pub mod relic_bag;
pub mod relic_pools;
