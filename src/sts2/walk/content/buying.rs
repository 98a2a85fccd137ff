//! What the route buys where a stock is known: a merchant's
//! ([`RouteContent::shop`]) or the Fake Merchant's ([`RouteContent::fake_merchant`]).

use super::{Buying, RouteContent};
use crate::map::ShopShown;
use crate::sts2::content::card_kinds::COLORLESS;
use crate::sts2::content::events::fake_merchant;
use crate::sts2::content::merchant::{Shopper, Slot, Stock};
use crate::sts2::content::relic_gold::{relic_gold, RelicGold};
use crate::sts2::content::{potion_pools, relic_pools};
use crate::sts2::walk::shop::{self, Discount};

/// The draws one restock takes on the `rewards` and `shops` streams
/// ([`Shopper::restock`]): a character card 2 and 2, a colourless card 1
/// and 2, a relic 1 and 1, a potion 0 and 3, the card removal none.
const fn restock_draws(slot: Slot) -> (u32, u32) {
    match slot {
        Slot::Card(_) => (2, 2),
        Slot::Colorless(_) => (1, 2),
        Slot::Relic(_) => (1, 1),
        Slot::Potion(_) => (0, 3),
        Slot::Removal => (0, 0),
    }
}

/// The kind of slot `item` (a `purchases` item) was bought from, where the
/// stock is not known: by its id's prefix or the tables that hold it.
fn slot_of(item: &str) -> Slot {
    let item = item.trim().to_ascii_uppercase();
    let bare = item.split_once('.').map_or(item.as_str(), |(_, b)| b);
    let is = |prefix: &str| item.starts_with(prefix);
    if bare == "PURGE" || bare == "REMOVAL" {
        Slot::Removal
    } else if is("RELIC.") || relic_pools::rarity_of(&format!("RELIC.{bare}")).is_some() || bare == "THE_COURIER" {
        Slot::Relic(0)
    } else if is("POTION.") || potion_pools::name(&format!("POTION.{bare}")) != format!("POTION.{bare}") {
        Slot::Potion(0)
    } else if COLORLESS.iter().any(|c| c.id.strip_prefix("CARD.") == Some(bare)) {
        Slot::Colorless(0)
    } else {
        Slot::Card(0)
    }
}

impl RouteContent {
    /// The player's merchant: the streams and bags a stock or a restock draws on.
    pub(super) fn shopper(&mut self) -> Shopper<'_> {
        Shopper {
            rewards: &mut self.rewards,
            shops: &mut self.shops_stream,
            bags: &mut self.bags,
            player: usize::from(self.slot),
            build: self.streams.seeding(),
        }
    }

    /// A relic a run file records the player obtained (`held`), out of the
    /// bags too: a relic the walk did not follow (a chest's after the chests
    /// stopped, an event's) may be the one at the back of a list a merchant's
    /// slot takes (RV1DX2R0AN, v0.107.1: the Stone Cracker of its floor-26
    /// chest, after its chests stopped at Welcome to Wongos, would otherwise
    /// fill its floor-31 merchant's second slot).
    pub fn obtained(&mut self, floor: u16, relic: &str) {
        self.held(floor, relic);
        self.bags.obtain(self.seat(), relic);
        // One that changes the gold later rooms give (Amethyst Aubergine, Lucky Fysh, …) stops it.
        if matches!(relic_gold(relic), Some(RelicGold::Later)) {
            self.gold_stop.get_or_insert((floor, "a relic the run obtained changes the gold later rooms give"));
        }
    }

    /// Makes the purchases `items` (a route's or a file's, as `mode` says)
    /// from `stock` on `floor`: the gold, potions held, removals, price
    /// relics and, at a `merchant` (not the Fake Merchant), The Courier's
    /// restocks follow; returns the price relics held on entering (the
    /// stock is shown at their prices).
    pub(super) fn purchase(
        &mut self,
        floor: u16,
        stock: &Stock,
        items: &[&str],
        mode: Buying,
        merchant: bool,
    ) -> Result<Discount, String> {
        let strict = mode == Buying::Strict;
        // Lenient (the page): what is not in the stock, or named twice, is left out, said.
        let (mut kept, mut ids): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
        for &i in items {
            let id = shop::stock_id(stock, i);
            if mode != Buying::Lenient || id.is_some_and(|id| !ids.contains(&id)) {
                kept.push(i);
                ids.extend(id);
            } else {
                self.bought
                    .push(format!("floor {floor}: {i} is not in the merchant's stock (or named twice): left out"));
            }
        }
        let items = kept.as_slice();
        let held = self.discount;
        let bought = match shop::buy(stock, items, floor, held) {
            Err(why) if !strict => {
                self.gold = None;
                self.bought.push(format!("{why}: the gold is no longer followed"));
                None
            }
            b => Some(b?),
        };
        // A file does not record the order of its purchases: a price relic among others leaves the gold open.
        let price_relic = |i: &&str| {
            shop::stock_id(stock, i).is_some_and(|id| id.ends_with("MEMBERSHIP_CARD") || id.ends_with("THE_COURIER"))
        };
        let unordered = mode == Buying::File && items.len() > 1 && items.iter().any(price_relic);
        if let Some(b) = bought.filter(|_| !items.is_empty()) {
            let b = shop::Bought { spent: b.spent.filter(|_| !unordered), ..b };
            self.gold = match (self.gold, b.spent) {
                (Some(g), Some(spent)) if g >= i64::from(spent) => Some(g - i64::from(spent)),
                (Some(g), Some(spent)) if strict && self.gold_guessed.is_none() => {
                    return Err(format!("floor {floor}: the purchases cost {spent} gold, the run has {g}"))
                }
                _ => None,
            };
            self.potions = (self.potions + b.potions).min(3);
            self.removals += b.removals;
            let spent =
                b.spent.map_or("a total not known: a card removal with a price relic held, or a file's purchases around one, in an order it does not record".into(), |g| {
                    format!("{g} gold")
                });
            self.bought.push(format!("floor {floor}: {} ({spent})", b.names.join(", ")));
            self.discount = b.discount;
            // A relic bought that changes the gold (Old Coin's 300; Maw Bank's floors).
            for id in items.iter().filter_map(|i| shop::stock_id(stock, i)).filter(|id| id.starts_with("RELIC.")) {
                self.gained(floor, id);
            }
            if merchant && !b.restocks.is_empty() {
                self.restock(floor, stock, &b.restocks, items, mode, held);
            }
        }
        Ok(held)
    }

    /// The Courier's restocks of `slots` (bought on `floor` from `stock`,
    /// `held` the price relics on entering): each draws on the streams
    /// ([`Shopper::restock`]), and what it put on sale is said. A file does
    /// not record the order of its purchases: where The Courier was bought
    /// there among others, how many restocked is not known (the cards stop);
    /// where a relic restocked among other slots, which rewards draw rolled
    /// its rarity is not known, nor so the relic it took from the bags (the
    /// chests and later stocks stop).
    fn restock(&mut self, floor: u16, stock: &Stock, slots: &[Slot], items: &[&str], mode: Buying, held: Discount) {
        let file = mode == Buying::File;
        if file && !held.courier && items.len() > 1 {
            self.restocks_unknown(floor, "The Courier was bought there among other things, in an order the file does not record: which purchases restocked is not known");
            return;
        }
        let mut restocked = stock.clone();
        let at = self.at(floor);
        let character = self.character;
        let mut s = self.shopper();
        for &slot in slots {
            s.restock(&mut restocked, slot, character, at);
        }
        let names: Vec<String> = slots.iter().filter_map(|&slot| shop::slot_name(&restocked, slot)).collect();
        if file && slots.len() > 1 && slots.iter().any(|s| matches!(s, Slot::Relic(_))) {
            self.stop_chests(floor, "shop");
            self.shops_known = false;
            self.bought.push(format!(
                "floor {floor}: The Courier restocked {} slots, a relic's among them, in an order the file does not record: which relic it took from the bags is not known, so no later chest or stock is given",
                slots.len()
            ));
        } else if !names.is_empty() {
            self.bought.push(format!("floor {floor}: The Courier restocked {}", names.join(", ")));
        }
    }

    /// The Courier's restocks where their draws are not known: the cards,
    /// chests, later stocks and gold stop on `floor`, `why` said.
    fn restocks_unknown(&mut self, floor: u16, why: &str) {
        self.cards_stop.get_or_insert((floor, "shop"));
        self.stop_chests(floor, "shop");
        self.shops_known = false;
        self.gold = None;
        self.bought.push(format!("floor {floor}: {why}"));
    }

    /// The purchases `items` at a merchant whose stock is not known (the
    /// walk lost it, or v0.107.1's): The Courier's restocks still take
    /// their draws, by the kind of item bought ([`slot_of`]), and the price
    /// relics bought are held.
    pub(super) fn blind_purchase(&mut self, floor: u16, items: &[&str], mode: Buying) {
        let bought_courier = items
            .iter()
            .any(|i| slot_of(i) == Slot::Relic(0) && i.trim().to_ascii_uppercase().ends_with("THE_COURIER"));
        if mode == Buying::File && bought_courier && !self.discount.courier && items.len() > 1 {
            self.restocks_unknown(floor, "The Courier was bought there among other things, in an order the file does not record: which purchases restocked is not known");
            return;
        }
        let (mut rewards, mut shops) = (0, 0);
        for item in items {
            let upper = item.trim().to_ascii_uppercase();
            let courier = upper.ends_with("THE_COURIER");
            if self.discount.courier || courier {
                let (r, s) = restock_draws(slot_of(item));
                (rewards, shops) = (rewards + r, shops + s);
            }
            self.discount.courier |= courier;
            self.discount.membership |= upper.ends_with("MEMBERSHIP_CARD");
        }
        if self.cards_stop.is_none() {
            self.rewards.skip(rewards);
        }
        self.shops_stream.skip(shops);
        if rewards + shops > 0 {
            self.bought.push(format!(
                "floor {floor}: The Courier's restocks took {rewards} rewards and {shops} shops draws (what they put on sale is not given: the stock is not known)"
            ));
        }
    }

    /// The Fake Merchant met on `floor` (`content::events::fake_merchant`):
    /// its six relics and their prices while the `shops` stream is known
    /// (the route's purchases there made as at a merchant); otherwise its six
    /// `shops` draws taken blind and what is bought leaves the gold unknown.
    pub fn fake_merchant(&mut self, floor: u16, items: &[&str], mode: Buying) -> Result<Option<ShopShown>, String> {
        if self.cards_stop.is_none() && self.shops_known {
            let stock = fake_merchant::stock(&self.streams, &mut self.shops_stream);
            let held = self.purchase(floor, &stock, items, mode, false)?;
            return Ok(Some(shop::shown(&stock, held)));
        }
        self.shops_stream.skip(fake_merchant::ON_SALE as u32);
        if !items.is_empty() {
            self.gold = None;
            self.bought.push(format!(
                "floor {floor}: {} (the Fake Merchant's prices are not known: the gold is no longer followed)",
                items.join(", ")
            ));
        }
        Ok(None)
    }
}
