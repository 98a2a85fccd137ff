//! The merchant room of a walk: a stock (`content::merchant`) as the walk
//! shows it (`shop: {cards, colorless, relics, potions, removal}`).

use crate::map::{ShopCardShown, ShopItemShown, ShopShown};
use crate::sts2::content::merchant::{ShopCard, Stock};
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::{card_pools, names, potion_pools};

/// A card on sale as shown (merchants' upgrade rolls never upgrade).
fn card(c: &ShopCard) -> ShopCardShown {
    // The colourless cards are in no character's pool: named from their ids.
    let name = names::name(c.id);
    let name = if name == c.id { card_pools::card_name(c.id) } else { name.to_string() };
    ShopCardShown { id: c.id, name, upgraded: false, on_sale: c.on_sale, price: c.price }
}

/// The stock as shown.
pub fn shown(stock: &Stock) -> ShopShown {
    ShopShown {
        cards: stock.cards.iter().map(card).collect(),
        colorless: Some(stock.colorless.iter().map(card).collect()),
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
