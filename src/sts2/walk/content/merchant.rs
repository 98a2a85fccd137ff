//! A merchant on the walk ([`RouteContent::shop`]): the third relic slot, fixed at run start, and
//! the whole stock while the streams are known; what the route buys there is `buying.rs`.

use super::{named, Buying, RouteContent};
use crate::map::{NamedRelic, ShopShown};
use crate::sts2::content::merchant::SHOPS_DRAWS;

impl RouteContent {
    /// A shop entered on total floor `floor`: its third slot's relic, and
    /// its whole stock while the streams are known; the route's purchases
    /// there (`items`) are made: each must be in the stock (else the error
    /// names the floor and the stock), its price leaves the gold, a potion
    /// bought is held, a removal raises the next one's price. The relics on
    /// sale left the bags when the stock was built, bought or not. Not
    /// `strict` (a run file's purchases): an item not in the predicted stock
    /// stops the gold instead of failing the walk.
    pub fn shop(
        &mut self,
        floor: u16,
        items: &[&str],
        mode: Buying,
    ) -> Result<(NamedRelic, Option<ShopShown>), String> {
        self.shops += 1;
        let at = self.at(floor);
        if self.cards_stop.is_none() && self.shops_known {
            let (character, ascension, removals) = (self.character, self.ascension, self.removals);
            let mut stock = self.shopper().stock(character, ascension, at, removals);
            self.stocks += 1;
            self.stocks_blind += u32::from(self.chests_stop.is_some());
            // Cards drawn but not shown cannot be a route's purchases (a file's are followed).
            if self.cards_hidden && mode != Buying::File {
                stock.cards.clear();
            }
            let held = self.purchase(floor, &stock, items, mode, true)?;
            let mut shown = crate::sts2::walk::shop::shown(&stock, held);
            if self.cards_hidden {
                shown.cards.clear();
            }
            return Ok((named(stock.relics[2].id), Some(shown)));
        }
        self.blind_purchase(floor, items, mode);
        if !items.is_empty() {
            self.gold = None;
            self.bought.push(format!(
                "floor {floor}: {} (the stock is not known: not checked, the gold is no longer followed)",
                items.join(", ")
            ));
        }
        self.stop_chests(floor, "shop");
        self.rewards.shop();
        self.shops_stream.skip(SHOPS_DRAWS);
        Ok((named(self.bags.pull_shop_relic(self.seat(), at)), None))
    }

    /// The relic of the first shop's third slot (fixed at run start).
    pub fn first_shop_relic(&self) -> Option<NamedRelic> {
        self.bags.shop_relic(self.seat()).map(named)
    }
}
