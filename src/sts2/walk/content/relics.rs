//! The relics the walk knows are held ([`RouteContent::held`], [`RouteContent::gained`]): those
//! that change prices, rewards or the gold, applied once each.

use super::RouteContent;
use crate::map::CardReward;
use crate::sts2::content::names;
use crate::sts2::content::relic_gold::{relic_gold, RelicGold};
use crate::sts2::content::reward_relics::{reward_relic, RewardRelic};

impl RouteContent {
    /// A relic held from floor `floor` on (a run file's, or one the walk
    /// gained): the price relics lower later merchants' prices, and The
    /// Courier restocks; a relic that changes rewards changes them
    /// ([`crate::sts2::content::reward_relics`]), or stops the card rewards
    /// where the walk cannot follow it.
    pub fn held(&mut self, floor: u16, relic: &str) {
        if self.relics_held.iter().any(|r| r == relic) {
            return;
        }
        self.relics_held.push(relic.to_string());
        self.discount.membership |= relic == "RELIC.MEMBERSHIP_CARD";
        self.discount.courier |= relic == "RELIC.THE_COURIER";
        let Some((id, kind)) = reward_relic(relic) else { return };
        self.reward_relics.push((id, kind));
        match kind {
            RewardRelic::Stops => {
                self.cards_stop.get_or_insert((floor, id));
            }
            // Offered once, when obtained: five card rewards, or five potions (two draws each).
            RewardRelic::Orrery if self.cards_stop.is_none() => {
                let act = self.act;
                for _ in 0..5 {
                    let drawn = self.rewards.other_source_reward(act - 1);
                    let reward = CardReward::new(self.eggs(drawn)).given_by(id, names::name(id));
                    self.relic_card_rewards.push((floor, reward));
                }
            }
            RewardRelic::Cauldron => self.rewards.skip(10),
            _ => {}
        }
    }

    /// A relic the walk gained on floor `floor` (`content::relic_gold`):
    /// one that changes the gold once changes it; one that changes the gold
    /// later rooms give stops the gold, which the walk does not model.
    pub(super) fn gained(&mut self, floor: u16, relic: &'static str) {
        self.held(floor, relic);
        match relic_gold(relic) {
            Some(RelicGold::Once(change)) => self.gold = self.gold.map(|g| change.apply(g)),
            Some(RelicGold::Later) => {
                self.gold_stop.get_or_insert((floor, relic));
            }
            None => {}
        }
    }

    /// Whether the walk knows relic `id` is held.
    pub fn holds(&self, id: &str) -> bool {
        self.relics_held.iter().any(|r| r == id)
    }

    /// The card rewards relics offered when obtained since the last call,
    /// each with the floor of the relic (Orrery's five).
    pub fn take_relic_card_rewards(&mut self) -> Vec<(u16, CardReward)> {
        std::mem::take(&mut self.relic_card_rewards)
    }
}
