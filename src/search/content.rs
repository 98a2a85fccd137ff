//! Slay the Spire 1's run-start content in a filter (`neow has`, `neow has
//! … with …`, `aN.bossrelics has`, `aN.card(1) has`, `shop.relic =`):
//! read from what the seed gives at run start (`sts1::content`, spec
//! sts1-content.md §2-§4; the first shop's Shop-tier relic, spec
//! sts1-events-shops.md §5, [`crate::sts1::content::first_shop`]),
//! without generating a map — a filter of these conditions alone builds no
//! map, and they are evaluated with the fight lists, before any map.
//!
//! Assumptions (the search's documentation states them): the full Neow of a
//! seeded run; the boss chests without Neow's boss swap; act 1's first card
//! reward after a Neow option that draws nothing on the card stream; acts 2
//! and 3's first reward from the act's start (§4.3); the first shop's
//! Shop-tier relic, which no route changes.

use super::filter::{Condition, Op, Quantity};
use crate::error::{Error, Result};
use crate::options::Character;
use crate::sts1::content::first_shop::first_shop_relic;
use crate::sts1::content::relic_names::relic_name;
use crate::sts1::content::{boss_relic_offers, neow_options, CardRewards, RoomKind};

/// Whether the name `v` is the normalised `target` ([`super::vocab::normalise_name`],
/// compared without building the normalised text).
fn is(v: &str, target: &str) -> bool {
    super::name_holds(Op::Eq, v, target)
}

/// Whether the condition `q` `op` `target` holds for act `act` of `seed`
/// (for `character` at `ascension`): `op` is `=` (`has`) or `!=` (`lacks`).
pub fn holds(seed: i64, character: Character, ascension: u8, act: u8, q: &Quantity, op: Op, target: &str) -> bool {
    if *q == Quantity::ShopRelic {
        let relic = first_shop_relic(seed, character);
        return (op == Op::Eq) == (is(relic, target) || is(relic_name(relic), target));
    }
    (op == Op::Eq) == has(seed, character, ascension, act, q, target)
}

/// Whether the run-start list `q` of act `act` of `seed` holds the
/// normalised name `target` (for `character` at `ascension`).
pub fn has(seed: i64, character: Character, ascension: u8, act: u8, q: &Quantity, target: &str) -> bool {
    match q {
        Quantity::Neow => neow_options(seed).iter().any(|o| is(o.bonus.run_name(), target)),
        Quantity::NeowWith(cost) => {
            neow_options(seed).iter().any(|o| is(o.bonus.run_name(), target) && is(o.cost.run_name(), cost))
        }
        Quantity::BossRelics => boss_relic_offers(seed, character, false, None)
            .get(usize::from(act).wrapping_sub(1))
            .is_some_and(|offer| offer.iter().any(|r| is(r, target))),
        Quantity::Card(1) => {
            let mut rewards = match act {
                1 => CardRewards::new(seed, character, ascension),
                _ => CardRewards::at_act_start(seed, character, ascension, act),
            };
            rewards.reward(RoomKind::Monster).cards.iter().any(|c| is(c.id, target) || is(c.name, target))
        }
        _ => false,
    }
}

/// Whether the condition is one the StS1 search can answer from the seed.
pub fn check(c: &Condition) -> Result<()> {
    match c.quantity {
        Quantity::BossRelics if c.act > 2 => {
            Err(Error::Filter(format!("a{}.bossrelics: only acts 1 and 2 end in a boss chest with a choice", c.act)))
        }
        Quantity::Card(n) if n > 1 => Err(Error::Filter(format!(
            "a{}.card({n}): only an act's first card reward, card(1), is the seed's alone (the later ones \
             depend on the rooms the route takes)",
            c.act
        ))),
        Quantity::ShopRelic if c.act != 1 => Err(Error::Filter(format!(
            "a{}.shop.relic: the first shop's relic belongs to the run, not an act: write shop.relic without `a{}.`",
            c.act, c.act
        ))),
        Quantity::Card(_) if c.act > 3 => {
            Err(Error::Filter("a4.card(1): act 4's card rewards are not predicted".to_string()))
        }
        _ => Ok(()),
    }
}
