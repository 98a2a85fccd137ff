//! A treasure room on the walk ([`RouteContent::chest`]): its gold on the rewards stream and its
//! relic from the shared bag, while known; in a lobby, the relic the player took.

use super::RouteContent;
use crate::map::{Chest, Sts2Chest};
use crate::sts2::content::relic_pools::name;

impl RouteContent {
    /// A chest opened on total floor `floor`: the relic, while known. In a
    /// lobby the chest holds one relic per player and the players choose who
    /// takes which (`TreasureRoomRelicSynchronizer`; ESJC7K39HN's floor-9
    /// chest, rolled Razor Tooth then The Courier in lobby order, went the
    /// other way round): the player takes `pick` where it is one of them (a
    /// run file's record), else the one of their slot (stated).
    pub fn chest(&mut self, floor: u16, pick: Option<&str>) -> Option<Chest> {
        // Silver Crucible empties the first chest: no gold drawn, no relic (3 of 4 real v0.107.1
        // runs say so; the fourth's rewards went another way before its chest).
        if self.crucible_chest {
            self.crucible_chest = false;
            return None;
        }
        // The chest's gold is the rewards stream's, known while the cards are.
        let gold = self.rewards.treasure();
        self.gold = self.gold.filter(|_| self.cards_stop.is_none()).map(|g| g + i64::from(gold));
        if self.chests_stop.is_some() {
            return None;
        }
        let all = self.chests.open(&mut self.bags, u32::from(floor));
        let got = match pick.and_then(|p| all.iter().find(|c| c.relic == p)) {
            Some(c) => *c,
            None => {
                if self.bags.player_count() > 1 {
                    self.chests_by_slot.push(floor);
                }
                *all.get(self.seat())?
            }
        };
        self.bags.obtain(self.seat(), got.relic);
        self.gained(floor, got.relic);
        Some(Chest::Sts2(Sts2Chest { rarity: got.rarity.key(), relic_id: got.relic, relic: name(got.relic) }))
    }
}
