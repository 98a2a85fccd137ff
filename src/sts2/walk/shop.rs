//! The merchant room of a walk: a stock (`content::merchant`) as the walk
//! shows it (`shop: {cards, colorless, relics, potions, removal}`).

use crate::map::{ShopCardShown, ShopItemShown, ShopShown};
use crate::sts2::content::merchant::{ShopCard, Slot, Stock};
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::{card_pools, names, potion_pools};

/// The price relics held: Membership Card (× 0.5) and The Courier (× 0.8),
/// `Hook.ModifyMerchantPrice`, the product truncated (spec §C). Real files:
/// AQ474LFV9Y (v0.107.1) floor 23 bought Eternal Armor (172) after the
/// Membership Card for 86; floor 30, with both, Brimstone (182), Vicious
/// (on sale, 37) and Power Potion (51) for 106 = 72 + 14 + 20.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Discount {
    /// Membership Card held.
    pub membership: bool,
    /// The Courier held.
    pub courier: bool,
}

impl Discount {
    /// Whether either relic is held.
    pub fn any(self) -> bool {
        self.membership || self.courier
    }

    /// The price shown for a stock price `price`.
    pub fn price(self, price: u32) -> u32 {
        let mut f = 1.0f64;
        if self.membership {
            f *= 0.5;
        }
        if self.courier {
            f *= 0.8;
        }
        (f64::from(price) * f) as u32
    }
}

/// A card on sale as shown (merchants' upgrade rolls never upgrade).
fn card(c: &ShopCard, d: Discount) -> ShopCardShown {
    // The colourless cards are in no character's pool: named from their ids.
    let name = names::name(c.id);
    let name = if name == c.id { card_pools::card_name(c.id) } else { name.to_string() };
    ShopCardShown { id: c.id, name, upgraded: false, on_sale: c.on_sale, price: d.price(c.price) }
}

/// The stock as shown, its prices after the price relics held (`d`; the
/// card removal's price as the stock has it: whether they change it is not
/// established).
pub fn shown(stock: &Stock, d: Discount) -> ShopShown {
    ShopShown {
        cards: stock.cards.iter().map(|c| card(c, d)).collect(),
        colorless: Some(stock.colorless.iter().map(|c| card(c, d)).collect()),
        relics: stock
            .relics
            .iter()
            .map(|r| ShopItemShown { id: r.id, name: name(r.id), price: d.price(r.price) })
            .collect(),
        potions: Some(
            stock
                .potions
                .iter()
                .map(|p| ShopItemShown { id: p.id, name: potion_pools::name(p.id), price: d.price(p.price) })
                .collect(),
        ),
        removal: stock.removal,
    }
}

/// What the route bought at one merchant (`purchases`, `FLOOR:ID`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bought {
    /// The gold the purchases took, `None` where a price is not known (a
    /// card removal while a price relic is held).
    pub spent: Option<u32>,
    /// Potions bought.
    pub potions: u32,
    /// Card removals bought (0 or 1).
    pub removals: u32,
    /// What was bought, by name, in order.
    pub names: Vec<String>,
    /// The price relics held after the purchases (a Membership Card or The
    /// Courier bought here lowers the prices of what is bought after it).
    pub discount: Discount,
    /// The slots bought while The Courier was held, in order: each
    /// restocks ([`crate::sts2::content::merchant::Shopper::restock`]).
    pub restocks: Vec<Slot>,
}

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

/// Buys `items` (a route's `purchases` on `floor`, in order) from `stock`,
/// the price relics `held` on entering (and any bought here, for what is
/// bought after it):
/// each must be in it (a card, colourless card, relic or potion by its
/// `.run` id, or the card removal), else the error names the floor and the
/// stock. Each slot sells once.
pub fn buy(stock: &Stock, items: &[&str], floor: u16, held: Discount) -> Result<Bought, String> {
    let mut out = Bought { spent: Some(0), discount: held, ..Bought::default() };
    let mut sold: Vec<&str> = Vec::new();
    for &item in items {
        let item = item.trim();
        let card = stock.cards.iter().position(|c| same(c.id, item));
        let colorless = stock.colorless.iter().position(|c| same(c.id, item));
        let relic = stock.relics.iter().position(|r| same(r.id, item));
        let potion = stock.potions.iter().position(|p| same(p.id, item));
        let (id, name, price, slot) = if let (true, Some(price)) = (is_removal(item), stock.removal) {
            out.removals += 1;
            ("removal", "card removal".to_string(), price, Slot::Removal)
        } else if let Some((c, slot)) = card
            .map(|i| (&stock.cards[i], Slot::Card(i)))
            .or_else(|| colorless.map(|i| (&stock.colorless[i], Slot::Colorless(i))))
        {
            (c.id, self::card(c, held).name, c.price, slot)
        } else if let Some(i) = relic {
            let r = &stock.relics[i];
            (r.id, name(r.id).to_string(), r.price, Slot::Relic(i))
        } else if let Some(i) = potion {
            out.potions += 1;
            let p = &stock.potions[i];
            (p.id, potion_pools::name(p.id).to_string(), p.price, Slot::Potion(i))
        } else {
            return Err(format!("floor {floor}: {item} is not in the merchant's stock ({})", listed(stock)));
        };
        if sold.contains(&id) {
            return Err(format!("floor {floor}: {item} is bought twice (the merchant sells it once)"));
        }
        sold.push(id);
        let d = out.discount;
        out.spent = match id {
            "removal" if d.any() => None,
            _ => out.spent.map(|s| s + d.price(price)),
        };
        // Checked after the purchase: The Courier bought restocks its own slot.
        if d.courier || id == "RELIC.THE_COURIER" {
            out.restocks.push(slot);
        }
        out.discount.membership |= id == "RELIC.MEMBERSHIP_CARD";
        out.discount.courier |= id == "RELIC.THE_COURIER";
        out.names.push(name);
    }
    Ok(out)
}

/// The stock's id `item` (a `purchases` item) names (`removal` for the
/// card removal), if it is in `stock`.
pub fn stock_id(stock: &Stock, item: &str) -> Option<&'static str> {
    let item = item.trim();
    if is_removal(item) {
        return stock.removal.map(|_| "removal");
    }
    let card = stock.cards.iter().chain(&stock.colorless).find(|c| same(c.id, item)).map(|c| c.id);
    let relic = || stock.relics.iter().find(|r| same(r.id, item)).map(|r| r.id);
    card.or_else(relic).or_else(|| stock.potions.iter().find(|p| same(p.id, item)).map(|p| p.id))
}

/// The name of what `slot` of `stock` holds (none for the card removal).
pub fn slot_name(stock: &Stock, slot: Slot) -> Option<String> {
    let card = |c: Option<&ShopCard>| c.map(|c| names::name(c.id).to_string());
    match slot {
        Slot::Card(i) => card(stock.cards.get(i)),
        Slot::Colorless(i) => card(stock.colorless.get(i)),
        Slot::Relic(i) => stock.relics.get(i).map(|r| name(r.id)),
        Slot::Potion(i) => stock.potions.get(i).map(|p| potion_pools::name(p.id)),
        Slot::Removal => None,
    }
}

/// The stock's ids in one line, for an error.
fn listed(stock: &Stock) -> String {
    let ids: Vec<&str> = (stock.cards.iter().chain(&stock.colorless).map(|c| c.id))
        .chain(stock.relics.iter().map(|r| r.id))
        .chain(stock.potions.iter().map(|p| p.id))
        .collect();
    let purge = if stock.removal.is_some() { ", purge" } else { "" };
    format!("{}{purge}", ids.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts2::content::merchant::{ShopPotion, ShopRelic};
    use crate::sts2::content::potion_pools::Rarity as PotionRarity;
    use crate::sts2::content::relic_pools::Rarity as RelicRarity;

    /// AQ474LFV9Y's floor 30 (v0.107.1): with Membership Card and The
    /// Courier held, Brimstone (182), Vicious (on sale, 37) and Power Potion
    /// (51) took 106 gold; buying the Membership Card halves what follows it
    /// (floor 23: Eternal Armor's 172 for 86); after The Courier, a purchase
    /// restocks its slot.
    #[test]
    fn price_relics() {
        let both = Discount { membership: true, courier: true };
        assert_eq!([182, 37, 51].map(|p| both.price(p)).iter().sum::<u32>(), 106);
        let card =
            |id, price| ShopCard { id, rarity: crate::sts2::content::card_pools::Rarity::Rare, on_sale: false, price };
        let stock = Stock {
            cards: Vec::new(),
            colorless: vec![card("CARD.ETERNAL_ARMOR", 172)],
            relics: vec![
                ShopRelic { id: "RELIC.MEMBERSHIP_CARD", rarity: RelicRarity::Shop, price: 206 },
                ShopRelic { id: "RELIC.THE_COURIER", rarity: RelicRarity::Shop, price: 200 },
            ],
            potions: vec![ShopPotion { id: "POTION.FIRE_POTION", rarity: PotionRarity::Common, price: 50 }],
            removal: Some(100),
        };
        let b = buy(&stock, &["MEMBERSHIP_CARD", "ETERNAL_ARMOR"], 23, Discount::default()).unwrap();
        assert_eq!((b.spent, b.discount.membership, b.restocks), (Some(292), true, vec![]));
        // The Courier bought restocks its own slot, then every slot bought after it.
        let c = buy(&stock, &["THE_COURIER", "FIRE_POTION", "purge"], 30, Discount::default()).unwrap();
        assert_eq!((c.spent, c.restocks), (None, vec![Slot::Relic(1), Slot::Potion(0), Slot::Removal]));
        let d = buy(&stock, &["ETERNAL_ARMOR"], 30, both).unwrap();
        assert_eq!(d.spent, Some(68));
    }
}
