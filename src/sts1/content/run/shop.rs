//! A shop (or a `?` that became one): its stock on entering
//! ([`crate::sts1::content::shop::ShopStock`]) and what the purchases
//! change: a relic bought is held (it left its pool when the stock was
//! made; Orrery bought draws five card rewards in the shop's thresholds,
//! Cauldron five potions); a removal bought raises `purgeCost` by 25; with The Courier every
//! purchase restocks its slot, which draws again (a class card: a rarity
//! roll on cardRng, its card on an unseeded stream, its price on
//! merchantRng; a colourless card: the rarity on merchantRng, the card on
//! cardRng, the price; a relic: a tier on merchantRng, again while it gives
//! a relic a shop cannot sell, the pool's end, the price; a potion:
//! potionRng, the price) — spec sts1-events-shops.md §5.

use super::RunState;
use crate::map::CardReward;
use crate::sts1::content::cards::{colorless_pool, Rarity};
use crate::sts1::content::relic_pools::RelicTier;
use crate::sts1::content::shop::{sorted_draw, ShopContext, ShopStock};
use crate::sts1::content::RoomKind;

/// A shop on `floor`: its stock, drawn on the run's streams.
pub fn enter(s: &mut RunState, floor: u16) -> ShopStock {
    s.after_shop = true;
    let has = |r: &str| s.player.has(r);
    let spawn = s.spawn_context(floor, true);
    let ctx = ShopContext {
        ascension: s.ascension,
        purge_cost: s.purge_cost,
        courier: has("The Courier"),
        membership: has("Membership Card"),
        smiling_mask: has("Smiling Mask"),
        molten_egg: has("Molten Egg 2"),
        toxic_egg: has("Toxic Egg 2"),
        frozen_egg: has("Frozen Egg 2"),
        floor: spawn.floor,
        campfire_relics: spawn.campfire_relics,
        deck: s.player.deck,
    };
    ShopStock::generate(&mut s.cards, &mut s.merchant, s.relics.pools(), &mut s.potions, &ctx)
}

/// What a purchase was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bought<'a> {
    /// A class card.
    Card,
    /// A colourless card.
    Colorless,
    /// A relic (its id).
    Relic(&'a str),
    /// A potion.
    Potion,
    /// The card removal.
    Purge,
}

/// What The Courier put in a bought item's slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restock {
    /// Nothing (no Courier, or a removal).
    None,
    /// A class card drawn on an unseeded stream: not predictable.
    Unknown,
    /// A colourless card (`.run` id).
    Card(&'static str),
    /// A relic.
    Relic(&'static str),
    /// A potion.
    Potion(&'static str),
}

/// The player buys `item` at the shop of `floor`; with The Courier held
/// (after the purchase) the slot is restocked. Orrery's card rewards go to
/// `rewards`.
pub fn buy(s: &mut RunState, floor: u16, item: Bought<'_>, rewards: &mut Vec<CardReward>) -> Restock {
    match item {
        Bought::Purge => s.purge_cost += 25,
        Bought::Relic(id) => {
            s.obtain(id);
            match id {
                // Orrery: five card rewards, in the shop's thresholds.
                "Orrery" => {
                    for _ in 0..5 {
                        let mut r = s.cards.reward(RoomKind::Shop);
                        s.eggs(&mut r);
                        rewards.push(r);
                    }
                }
                // Cauldron: five potions.
                "Cauldron" => (0..5).for_each(|_| {
                    s.potions.random_potion();
                }),
                _ => {}
            }
        }
        _ => {}
    }
    if !s.player.has("The Courier") {
        return Restock::None;
    }
    match item {
        Bought::Card => {
            s.cards.rng().random_int(99);
            s.merchant.random_float();
            Restock::Unknown
        }
        Bought::Colorless => {
            let rare = s.merchant.random_float() < 0.3;
            let pool = colorless_pool(if rare { Rarity::Rare } else { Rarity::Uncommon });
            let card = sorted_draw(s.cards.rng(), pool, None).map_or("", |c| c.id);
            s.merchant.random_float();
            Restock::Card(card)
        }
        Bought::Relic(_) => {
            let ctx = s.spawn_context(floor, true);
            let relic = loop {
                let tier = match s.merchant.random_int(99) {
                    r if r < 48 => RelicTier::Common,
                    r if r < 82 => RelicTier::Uncommon,
                    _ => RelicTier::Rare,
                };
                let relic = s.relics.pools().take_end(tier, &ctx);
                if !matches!(relic, "Old Coin" | "Smiling Mask" | "MawBank" | "The Courier") {
                    break relic;
                }
            };
            s.merchant.random_float();
            Restock::Relic(relic)
        }
        Bought::Potion => {
            let potion = s.potions.random_potion();
            s.merchant.random_float();
            Restock::Potion(potion.id)
        }
        Bought::Purge => Restock::None,
    }
}
