//! A rest site: resting with Dream Catcher opens a card reward (cardRng,
//! a normal room's thresholds); digging with Shovel takes a relic as an
//! event does (relicRng tier, the pool's front, again while a Bottled
//! relic or Whetstone).

use super::RunState;
use crate::map::CardReward;
use crate::sts1::content::RoomKind;

/// What the player did at the rest site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RestChoice {
    /// Rest (heal).
    #[default]
    Rest,
    /// Dig with Shovel.
    Dig,
    /// Anything else (smith, lift, toke, recall).
    Other,
}

/// A rest site on `floor`: Dream Catcher's reward, or Shovel's relic.
pub fn rest(s: &mut RunState, floor: u16, choice: RestChoice) -> (Option<CardReward>, Option<&'static str>) {
    match choice {
        RestChoice::Rest if s.player.has("Dream Catcher") => (Some(s.cards.reward(RoomKind::Monster)), None),
        RestChoice::Dig => {
            let ctx = s.spawn_context(floor, false);
            let (_, relic) = s.relics.event_relic(&ctx);
            s.obtain(relic);
            (None, Some(relic))
        }
        _ => (None, None),
    }
}
