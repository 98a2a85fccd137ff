//! What the route buys where a stock is known: a merchant's
//! ([`RouteContent::shop`]) or the Fake Merchant's ([`RouteContent::fake_merchant`]).

use super::{Buying, RouteContent};
use crate::map::ShopShown;
use crate::sts2::content::events::fake_merchant;
use crate::sts2::content::merchant::Stock;
use crate::sts2::content::relic_gold::{relic_gold, RelicGold};
use crate::sts2::walk::shop::{self, Discount};

impl RouteContent {
    /// A relic held from here on, wherever it came from (a predicted elite's
    /// or chest's relic, or one a run file records): Membership Card and
    /// The Courier change the merchants' prices, and with The Courier a
    /// purchase restocks (AQ474LFV9Y, v0.107.1, took The Courier at an
    /// elite on floor 28; its floor-39 stock follows floor 30's restocks).
    pub fn hold(&mut self, relic: &str) {
        self.discount.membership |= relic == "RELIC.MEMBERSHIP_CARD";
        self.discount.courier |= relic == "RELIC.THE_COURIER";
    }

    /// A relic a run file records the player obtained (`hold`), out of the
    /// bags too: a relic the walk did not follow (a chest's after the chests
    /// stopped, an event's) may be the one at the back of a list a merchant's
    /// slot takes (RV1DX2R0AN, v0.107.1: the Stone Cracker of its floor-26
    /// chest, after its chests stopped at Welcome to Wongos, would otherwise
    /// fill its floor-31 merchant's second slot).
    pub fn obtained(&mut self, floor: u16, relic: &str) {
        self.hold(relic);
        self.bags.obtain(0, relic);
        // One that changes the gold later rooms give (Amethyst Aubergine, Lucky Fysh, …) stops it.
        if matches!(relic_gold(relic), Some(RelicGold::Later)) {
            self.gold_stop.get_or_insert((floor, "a relic the run obtained changes the gold later rooms give"));
        }
    }

    /// Makes the purchases `items` (a route's or a file's, as `mode` says)
    /// from `stock` on `floor`: the gold, potions held, removals, price
    /// relics and the Courier's restocks follow; returns the price relics
    /// held on entering (the stock is shown at their prices).
    pub(super) fn purchase(
        &mut self,
        floor: u16,
        stock: &Stock,
        items: &[&str],
        mode: Buying,
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
            // The Courier's restocks draw on the streams: the later stocks are not known.
            if b.restocked {
                self.shops_known = false;
                self.bought.push(format!(
                    "floor {floor}: bought with The Courier held, whose restocks draw on the streams: no later stock given"
                ));
            }
        }
        Ok(held)
    }

    /// The Fake Merchant met on `floor` (`content::events::fake_merchant`):
    /// its six relics and their prices while the `shops` stream is known
    /// (the route's purchases there made as at a merchant); otherwise its six
    /// `shops` draws taken blind and what is bought leaves the gold unknown.
    pub fn fake_merchant(&mut self, floor: u16, items: &[&str], mode: Buying) -> Result<Option<ShopShown>, String> {
        if self.cards_stop.is_none() && self.shops_known {
            let stock = fake_merchant::stock(&self.streams, &mut self.shops_stream);
            let held = self.purchase(floor, &stock, items, mode)?;
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
