//! The Fake Merchant (`EVENT.FAKE_MERCHANT`, acts 2-3, single player): a
//! merchant's screen selling six of nine fake relics.
//!
//! * **Which six** (`BeforeEventStarted`): the nine in the game's list order
//!   below, `UnstableShuffle`d on the event's own stream
//!   ([`Streams::event`], nothing drawn on it before), the first six taken.
//! * **Their prices** (`MerchantRelicEntry.CalcCost`, one per relic in that
//!   order): `MerchantCost` × the player's `shops` stream's
//!   `NextFloat(0.85, 1.15)`, rounded, as a merchant's relic; every fake
//!   relic's `MerchantCost` is 50 (42-58 gold). These are the six `shops`
//!   draws `draws.rs` found by fit.
//! * No cards, potions or card removal; throwing a Foul Potion starts a fight
//!   whose rewards are the relics still on sale and the Fake Merchant's Rug.
//!
//! Source: a decompile of the game (`FakeMerchant`, `MerchantRelicEntry`, the
//! fake relics' `MerchantCost`); checked on TQM88QFMHSQR (v0.110.1, act 2):
//! the six its `relic_choices` list are the six predicted, and the four it
//! bought cost the 182 gold it spent.

use crate::sts2::content::merchant::{price, ShopRelic, Stock};
use crate::sts2::content::relic_pools::Rarity;
use crate::sts2::run::counted::Counted;
use crate::sts2::run::streams::Streams;

/// The fake relics in the game's list order (`_inventoryRelics`).
pub const RELICS: [&str; 9] = [
    "RELIC.FAKE_ANCHOR",
    "RELIC.FAKE_BLOOD_VIAL",
    "RELIC.FAKE_HAPPY_FLOWER",
    "RELIC.FAKE_LEES_WAFFLE",
    "RELIC.FAKE_MANGO",
    "RELIC.FAKE_ORICHALCUM",
    "RELIC.FAKE_SNECKO_EYE",
    "RELIC.FAKE_STRIKE_DUMMY",
    "RELIC.FAKE_VENERABLE_TEA_SET",
];

/// How many of them are on sale.
pub const ON_SALE: usize = 6;

/// Every fake relic's `MerchantCost`.
pub const BASE_PRICE: f32 = 50.0;

/// The Fake Merchant's stock for lobby slot 0, its prices drawn on `shops`
/// (the player's `shops` stream where the event is met).
pub fn stock(streams: &Streams, shops: &mut Counted) -> Stock {
    let mut order = RELICS;
    streams.event(0, "FAKE_MERCHANT").unstable_shuffle(&mut order);
    let relics = order[..ON_SALE]
        .iter()
        .map(|&id| ShopRelic { id, rarity: Rarity::Event, price: price(shops, BASE_PRICE, 0.85, 1.15) })
        .collect();
    Stock { cards: Vec::new(), colorless: Vec::new(), relics, potions: Vec::new(), removal: None }
}
