//! A merchant's stock as a walk shows it: Slay the Spire 1's priced cards,
//! relics and potions, or Slay the Spire 2's (`ShopShown`).

use super::shown::ShopShown;
use serde::Serialize;

/// StS1: a card for sale (spec sts1-events-shops.md §5;
/// `sts1::content::shop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ShopCard {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
    /// Upgraded by an egg.
    pub upgraded: bool,
    /// The price in gold.
    pub price: i32,
    /// The card's rarity (`COMMON`, `UNCOMMON`, `RARE`).
    pub rarity: &'static str,
}

/// A relic for sale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopRelic {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The name shown (the id: the relics' display names are not in the data).
    pub name: &'static str,
    /// The price in gold.
    pub price: i32,
}

/// A potion for sale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopPotion {
    /// The id `.run` files write.
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
    /// The price in gold.
    pub price: i32,
}

/// StS1: a shop's stock as the player finds it on entering.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ShopStock {
    /// The five class cards: attack, attack, skill, skill, power.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopCard[]"))]
    pub cards: Vec<ShopCard>,
    /// The colourless uncommon and rare.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopCard[]"))]
    pub colorless: Vec<ShopCard>,
    /// The three relics (the third of the shop tier).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopRelic[]"))]
    pub relics: Vec<ShopRelic>,
    /// The three potions.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ShopPotion[]"))]
    pub potions: Vec<ShopPotion>,
    /// The card removal's price.
    pub purge: i32,
    /// Which of `cards` is on sale (its index).
    pub sale: usize,
}

/// A shop's stock along a walked route, in its game's own form (serialised
/// untagged: the game's fields only). StS1's removal price is `purge`, StS2's
/// `removal`, as each game names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Shop {
    /// Slay the Spire: the class and colourless cards, relics, potions, purge, sale.
    Sts1(ShopStock),
    /// Slay the Spire 2: the merchant's cards, relics, potions and removal.
    Sts2(ShopShown),
}

impl Shop {
    /// The ids of what it sells, as `.run` files write them: the cards
    /// (colourless too where known), the relics, the potions where known.
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            Shop::Sts1(s) => s
                .cards
                .iter()
                .chain(&s.colorless)
                .map(|c| c.id)
                .chain(s.relics.iter().map(|r| r.id))
                .chain(s.potions.iter().map(|p| p.id))
                .collect(),
            Shop::Sts2(s) => s
                .cards
                .iter()
                .chain(s.colorless.iter().flatten())
                .map(|c| c.id)
                .chain(s.relics.iter().map(|r| r.id))
                .chain(s.potions.iter().flatten().map(|p| p.id))
                .collect(),
        }
    }
}
