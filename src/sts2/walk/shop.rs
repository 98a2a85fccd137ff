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

/// What the route bought at one merchant (`purchases`, `FLOOR:ID`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bought {
    /// The gold the purchases took, `None` where a price is not known (after
    /// a Membership Card or The Courier bought here: they change the prices).
    pub spent: Option<u32>,
    /// Potions bought.
    pub potions: u32,
    /// Card removals bought (0 or 1).
    pub removals: u32,
    /// What was bought, by name, in order.
    pub names: Vec<String>,
    /// A relic bought that changes later prices (Membership Card, The Courier).
    pub price_relic: bool,
}

/// The relics whose purchase changes the prices after it (not modelled).
const PRICE_RELICS: [&str; 2] = ["RELIC.MEMBERSHIP_CARD", "RELIC.THE_COURIER"];

/// Whether `item` names the card removal (`purge`, as Slay the Spire 1's
/// `purchases` write it, or `REMOVAL`).
fn is_removal(item: &str) -> bool {
    item.eq_ignore_ascii_case("purge") || item.eq_ignore_ascii_case("removal")
}

/// Whether the stock's id `id` (`CARD.INFLAME`) is the item `item`, with or
/// without its `CARD.` / `RELIC.` / `POTION.` prefix, in any case.
fn same(id: &str, item: &str) -> bool {
    let bare = id.split_once('.').map_or(id, |(_, b)| b);
    id.eq_ignore_ascii_case(item) || bare.eq_ignore_ascii_case(item)
}

/// Buys `items` (a route's `purchases` on `floor`, in order) from `stock`:
/// each must be in it (a card, colourless card, relic or potion by its
/// `.run` id, or the card removal), else the error names the floor and the
/// stock. Each slot sells once.
pub fn buy(stock: &Stock, items: &[&str], floor: u16) -> Result<Bought, String> {
    let mut out = Bought { spent: Some(0), ..Bought::default() };
    let mut sold: Vec<&str> = Vec::new();
    for &item in items {
        let item = item.trim();
        let card = stock.cards.iter().chain(&stock.colorless).find(|c| same(c.id, item));
        let relic = stock.relics.iter().find(|r| same(r.id, item));
        let potion = stock.potions.iter().find(|p| same(p.id, item));
        let (id, name, price) = if is_removal(item) {
            out.removals += 1;
            ("removal", "card removal".to_string(), stock.removal)
        } else if let Some(c) = card {
            (c.id, self::card(c).name, c.price)
        } else if let Some(r) = relic {
            (r.id, name(r.id).to_string(), r.price)
        } else if let Some(p) = potion {
            out.potions += 1;
            (p.id, potion_pools::name(p.id).to_string(), p.price)
        } else {
            return Err(format!("floor {floor}: {item} is not in the merchant's stock ({})", listed(stock)));
        };
        if sold.contains(&id) {
            return Err(format!("floor {floor}: {item} is bought twice (the merchant sells it once)"));
        }
        sold.push(id);
        out.spent = out.spent.filter(|_| !out.price_relic).map(|s| s + price);
        out.price_relic |= PRICE_RELICS.contains(&id);
        out.names.push(name);
    }
    Ok(out)
}

/// The stock's id `item` (a `purchases` item) names (`removal` for the
/// card removal), if it is in `stock`.
pub fn stock_id(stock: &Stock, item: &str) -> Option<&'static str> {
    let item = item.trim();
    if is_removal(item) {
        return Some("removal");
    }
    let card = stock.cards.iter().chain(&stock.colorless).find(|c| same(c.id, item)).map(|c| c.id);
    let relic = || stock.relics.iter().find(|r| same(r.id, item)).map(|r| r.id);
    card.or_else(relic).or_else(|| stock.potions.iter().find(|p| same(p.id, item)).map(|p| p.id))
}

/// The stock's ids in one line, for an error.
fn listed(stock: &Stock) -> String {
    let ids: Vec<&str> = (stock.cards.iter().chain(&stock.colorless).map(|c| c.id))
        .chain(stock.relics.iter().map(|r| r.id))
        .chain(stock.potions.iter().map(|p| p.id))
        .collect();
    format!("{}, purge", ids.join(", "))
}
