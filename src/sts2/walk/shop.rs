//! The merchant room of a walk: a stock (`content::merchant`) as the walk
//! shows it (`shop: {cards, colorless, relics, potions, removal}`). The
//! colourless cards are `null`: their pool is not established
//! (docs/sts2-content.md), so they are not shown as fact.

use crate::map::{ShopCardShown, ShopItemShown, ShopShown};
use crate::sts2::content::merchant::Stock;
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::{names, potion_pools};

/// The stock as shown.
pub fn shown(stock: &Stock) -> ShopShown {
    ShopShown {
        cards: stock
            .cards
            .iter()
            .map(|c| ShopCardShown {
                id: c.id,
                name: names::name(c.id).to_string(),
                upgraded: false,
                on_sale: c.on_sale,
                price: c.price,
            })
            .collect(),
        colorless: None,
        relics: stock.relics.iter().map(|r| ShopItemShown { id: r.id, name: name(r.id), price: r.price }).collect(),
        potions: Some(
            stock
                .potions
                .iter()
                .map(|p| ShopItemShown { id: p.id, name: potion_pools::name(p.id), price: p.price })
                .collect(),
        ),
        removal: stock.removal,
    }
}
