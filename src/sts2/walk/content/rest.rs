//! A rest site on the walk ([`RouteContent::rest`]): what the relics held give when the player
//! rests (Dream Catcher's card reward, Tiny Mailbox's potions).

use super::RouteContent;
use crate::map::CardReward;
use crate::sts2::content::names;
use crate::sts2::content::reward_relics::RewardRelic;
use crate::sts2::content::rewards::Fight;

/// The potions Tiny Mailbox gives at each rest: two in every real run that
/// rested with it (v0.103.3 and v0.107.1: 3VS16MMQZB, the 27 July 2026
/// daily, BWF75MUF58); a decompile reads one (real files win).
const TINY_MAILBOX_POTIONS: u32 = 2;

impl RouteContent {
    /// A rest site of act `act`, where the player rested (`heal`: `HEAL`,
    /// not another choice): Dream Catcher's card reward (returned) and Tiny
    /// Mailbox's potions, in the order gained.
    pub fn rest(&mut self, act: u8, heal: bool) -> Option<CardReward> {
        if !heal || self.cards_stop.is_some() {
            return None;
        }
        let mut cards = None;
        for (id, kind) in self.reward_relics.clone() {
            match kind {
                RewardRelic::DreamCatcher => {
                    let drawn = self.rewards.card_reward(Fight::Monster, act - 1);
                    cards = Some(CardReward::new(self.eggs(drawn)).given_by(id, names::name(id)));
                }
                RewardRelic::TinyMailbox => self.rewards.skip(2 * TINY_MAILBOX_POTIONS),
                _ => {}
            }
        }
        cards
    }
}
