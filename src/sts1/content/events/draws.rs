//! What each event's option draws on the streams a later prediction reads
//! (spec sts1-events-shops.md §4; decompiled `events/**`): cardRng,
//! potionRng, relicRng and the relic pools. Every event not listed draws
//! on none of them (only miscRng or shuffleRng, reseeded every floor, or
//! nothing), and any relic it gives is a special one outside the pools.
//!
//! | event | option | draws |
//! |---|---|---|
//! | Match and Keep! | any (on entering) | cardRng: a rare, an uncommon, a common class card, then one curse (`getCurse`); from ascension 15 two curses |
//! | The Library | `Read` | cardRng: 20 × (rarity roll + class card), a duplicate drawn again (rarity and card) |
//! | SensoryStone | `Memory 1` / `2` / `3` | 1 / 2 / 3 colourless rewards on cardRng (`getColorlessRewardCards`) |
//! | Big Fish | `Box` | a relic: relicRng tier, the pool's front, again while a Bottled relic or Whetstone |
//! | Scrap Ooze | `Success` | the same |
//! | Addict | `Obtained Relic`, `Stole Relic` | the same |
//! | The Mausoleum | `Opened` | the same |
//! | WeMeetAgain | `Gave Card`, `Paid Gold`, `Gave Potion` | the same |
//! | Wheel of Change | `Relic` | the same |
//! | Dead Adventurer | searched, relic found, no fight | the same |
//! | Lab | `Got Potions` | 3 potions (2 from ascension 15), one potionRng draw each |
//! | The Woman in Blue | `Bought N Potion(s)` | N potions, one draw each |
//! | Knowing Skull | each `POTION` pick | one potion draw each |
//!
//! The events that fight are in [`super::fights`].

use super::fights::event_fights;
use super::{EventChoice, EventDraws};
use crate::map::CardReward;
use crate::sts1::content::run::RunState;
use crate::sts1::content::Rarity;

/// The draws of event `id` on `floor` with the option `choice` taken.
pub fn event_draws(s: &mut RunState, floor: u16, id: &str, choice: &EventChoice) -> EventDraws {
    let mut out = EventDraws::default();
    if event_fights(s, floor, id, choice, &mut out) {
        return out;
    }
    let option = choice.option.as_str();
    let screenless_relic = match id {
        "Big Fish" => option == "Box",
        "Scrap Ooze" => option == "Success",
        "Addict" => option == "Obtained Relic" || option == "Stole Relic",
        "The Mausoleum" => option == "Opened",
        "WeMeetAgain" => matches!(option, "Gave Card" | "Paid Gold" | "Gave Potion"),
        "Wheel of Change" => option == "Relic",
        "Dead Adventurer" => choice.relic,
        _ => false,
    };
    if screenless_relic {
        let ctx = s.spawn_context(floor, false);
        let (_, relic) = s.relics.event_relic(&ctx);
        out.relics.push(relic);
        s.obtain(relic);
    }
    match id {
        "Match and Keep!" => out.cards.push(match_and_keep(s)),
        "The Library" if option == "Read" => out.cards.push(library(s)),
        "SensoryStone" => {
            let n = option.strip_prefix("Memory ").and_then(|n| n.trim().parse::<usize>().ok()).unwrap_or(0);
            for _ in 0..n {
                out.cards.push(s.cards.colorless_reward());
            }
        }
        "Lab" => {
            let n = if s.ascension >= 15 { 2 } else { 3 };
            out.potions.extend((0..n).map(|_| s.potions.any_potion()));
        }
        "The Woman in Blue" => {
            let n = option.split(' ').nth(1).and_then(|n| n.parse::<usize>().ok()).unwrap_or(0);
            out.potions.extend((0..n).map(|_| s.potions.any_potion()));
        }
        "Knowing Skull" if !s.player.has("Sozu") => {
            let n = option.split_whitespace().filter(|w| *w == "POTION").count();
            out.potions.extend((0..n).map(|_| s.potions.any_potion()));
        }
        _ => {}
    }
    out
}

/// Match and Keep!'s cards as the event makes them on entering: a rare, an
/// uncommon and a common class card, then a curse (two from ascension 15;
/// below it a colourless card drawn on shuffleRng comes before the curse).
fn match_and_keep(s: &mut RunState) -> CardReward {
    let mut cards =
        vec![s.cards.get_card(Rarity::Rare), s.cards.get_card(Rarity::Uncommon), s.cards.get_card(Rarity::Common)];
    cards.push(s.cards.curse());
    if s.ascension >= 15 {
        cards.push(s.cards.curse());
    }
    CardReward::new(cards)
}

/// The Library's 20 cards: each a rarity roll and a card, and while it
/// has the id of a card already shown, both again (the game goes on through
/// the shown cards with the new card, then starts over).
fn library(s: &mut RunState) -> CardReward {
    let mut shown: Vec<crate::map::Card> = Vec::with_capacity(20);
    for _ in 0..20 {
        let mut card = {
            let r = s.cards.roll_rarity();
            s.cards.get_card(r)
        };
        let mut dupe = true;
        while dupe {
            dupe = false;
            for c in &shown {
                if c.id == card.id {
                    dupe = true;
                    let r = s.cards.roll_rarity();
                    card = s.cards.get_card(r);
                }
            }
        }
        shown.push(card);
    }
    CardReward::new(shown)
}
