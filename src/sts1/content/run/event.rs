//! A `?` room: its roll on eventRng, which event it becomes, and what the
//! option taken draws (spec sts1-events-shops.md §2-4).
//!
//! The k-th `?` room of the run (k from 0) rolls with eventRng's k-th float
//! ([`roll`], the chances in [`crate::sts1::events::Chances`]; Tiny Chest
//! makes every 4th `?` after it was taken a chest, Juzu Bracelet turns fights
//! into events); an event is
//! then picked with a copy of eventRng at counter k + 1, which is thrown
//! away ([`which_event`], [`crate::sts1::content::events::pick`]); the
//! option's draws are [`crate::sts1::content::events::draws`].

use super::RunState;
use crate::rng::GameRandom;
use crate::route::Outcome;
use crate::sts1::content::events::draws::event_draws;
use crate::sts1::content::events::{Event, EventChoice, EventDraws};
use crate::sts1::events::Relics;

/// The `?` room's roll: what it becomes (one eventRng draw). The relics'
/// `onEnterRoom` pay first (Ssserpent Head +50 gold; Maw Bank +12 while it
/// is not broken, `maw_bank`), so the event conditions see that gold.
pub fn roll(s: &mut RunState) -> Outcome {
    if s.player.has("SsserpentHead") {
        s.player.gold += 50;
    }
    if s.player.has("MawBank") && s.player.maw_bank {
        s.player.gold += 12;
    }
    let r = GameRandom::with_counter(s.seed, s.question_rooms).random_float();
    s.question_rooms += 1;
    if s.tiny_chest.is_none() && s.player.has("Tiny Chest") {
        s.tiny_chest = Some(0);
    }
    let mut relics = Relics { tiny_chest: s.tiny_chest, juzu_bracelet: s.player.has("Juzu Bracelet") };
    let outcome = s.chances.roll(r, s.after_shop, &mut relics);
    s.tiny_chest = relics.tiny_chest;
    s.after_shop = outcome == Outcome::Shop;
    outcome
}

/// A `?` room that rolled "event" on `floor`, row `y`: the event, taken out
/// of the lists (`None` when every list is empty). Call after [`roll`].
pub fn which_event(s: &mut RunState, floor: u16, y: u8) -> Option<Event> {
    let ctx = s.event_context(floor, y);
    s.events.pick(s.seed, s.question_rooms, &ctx)
}

/// The event `id` on `floor` with the option `choice`: its draws.
pub fn take_option(s: &mut RunState, floor: u16, id: &str, choice: &EventChoice) -> EventDraws {
    event_draws(s, floor, id, choice)
}
