//! Slay the Spire 1's events: which one a `?` room becomes ([`pick`]) and
//! what the option taken draws on the streams later predictions read
//! ([`draws`]: cards, potions, relics; [`fights`]: the events that start a
//! fight).
//!
//! Reference: spec sts1-events-shops.md §3-4. An option is named as `.run`
//! files write `event_choices[].player_choice` (for example `Fight`,
//! `Success`, `Bought 2 Potions`, `Memory 3`), so that a route and a run
//! file name options the same way.

pub mod draws;
pub mod fights;
pub mod options;
pub mod pick;

pub use pick::{event, Event, EventContext, EventLists, NoteForYourself, EVENTS};

use super::potions::Potion;
use super::run::fight::FightRewards;
use crate::map::CardReward;

/// The option taken at an event, as far as the draws go.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventChoice {
    /// The option, as `.run` files write `player_choice`.
    pub option: String,
    /// The event's fight was fought (Dead Adventurer: the fight its searches
    /// may start).
    pub fought: bool,
    /// The option gave a relic (Dead Adventurer's searches: whether the
    /// relic was found).
    pub relic: bool,
}

impl EventChoice {
    /// An option by name.
    pub fn named(option: &str) -> Self {
        EventChoice { option: option.to_string(), ..Default::default() }
    }
}

/// What an event drew and gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventDraws {
    /// Its fights' rewards, in order.
    pub fights: Vec<FightRewards>,
    /// Relics from the pools.
    pub relics: Vec<&'static str>,
    /// Potions.
    pub potions: Vec<Potion>,
    /// Card rewards or card offers (Sensory Stone, The Library, Match and Keep).
    pub cards: Vec<CardReward>,
}
