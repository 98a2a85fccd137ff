//! What a Slay the Spire 2 run offers beyond its map: the content a seed
//! decides once the run is under way (card rewards, ...). Each file states
//! the rules it follows and where they come from; docs/sts2-content.md
//! lists them with the real files that confirm them.

pub mod card_odds;
pub mod card_pools;
pub mod rewards;
