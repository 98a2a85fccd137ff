//! An event room on the walk ([`RouteContent::event`], [`RouteContent::event_taken`]): the draws
//! it takes on the rewards and shops streams where known (else the cards stop there), the relic and
//! the gold its option gives.

use super::{FightReward, MysteryTicket, RouteContent};
use crate::sts2::content::events::draws::{event_draws, on_entry, EventDraws};
use crate::sts2::content::events::gold::{event_gold, GoldChange};
use crate::sts2::content::relic_gold::event_relic;
use crate::sts2::content::rewards::Fight;

/// Welcome to Wongos, whose `MYSTERY_BOX` gives Wongo's Mystery Ticket.
const WONGOS: &str = "EVENT.WELCOME_TO_WONGOS";

impl RouteContent {
    /// An event on floor `floor` that is one of `ids` (several: the run's
    /// state decides): the draws they take whatever the option, when every
    /// one of them takes the same; otherwise the cards stop there.
    pub fn event(&mut self, floor: u16, ids: &[&'static str], recorded_gold: Option<i64>) {
        if ids.contains(&WONGOS) && self.ticket.is_none() {
            self.ticket = Some(MysteryTicket { combats: 0, taken: false });
        }
        let golds: Vec<Option<GoldChange>> = ids.iter().map(|id| event_gold(&self.streams, id, &[])).collect();
        let same = golds.first().copied().flatten().filter(|g| golds.iter().all(|x| *x == Some(*g)));
        self.event_gold(floor, same, recorded_gold);
        let draws: Vec<Option<EventDraws>> =
            ids.iter().map(|id| on_entry(id).or_else(|| event_draws(id, &[]))).collect();
        match draws.first().copied().flatten() {
            Some(d) if !d.fight && draws.iter().all(|x| *x == Some(d)) && self.cards_stop.is_none() => {
                self.rewards.skip(d.rewards);
                self.shops_stream.skip(d.shops);
                if d.relic_pull {
                    self.stop_chests(floor, "event");
                }
            }
            _ => {
                self.cards_stop.get_or_insert((floor, "event"));
                self.stop_chests(floor, "event");
                self.shops_known = false;
                self.gold = None;
            }
        }
    }

    /// The event `id` taken on floor `floor` of act `act` with the options
    /// `options` (a run file's or the route's): its draws where known, and
    /// the reward of the fight it starts (Dense Vegetation's rest, the
    /// Lantern Key's knight: a monster's rewards, drawn first); otherwise
    /// the cards stop there.
    pub fn event_taken(
        &mut self,
        act: u8,
        floor: u16,
        id: &str,
        options: &[&str],
        recorded_gold: Option<i64>,
    ) -> Option<FightReward> {
        let change = event_gold(&self.streams, id, options);
        if id == WONGOS && options.first() == Some(&"MYSTERY_BOX") {
            self.ticket = Some(MysteryTicket { combats: 0, taken: true });
        }
        if let Some(relic) = event_relic(&self.streams, id, options) {
            self.gained(floor, relic);
        }
        match on_entry(id).or_else(|| event_draws(id, options)) {
            Some(d) if self.cards_stop.is_none() => {
                let reward = if d.fight { self.fight(Fight::Monster, act, floor) } else { None };
                self.event_gold(floor, change, recorded_gold);
                self.rewards.skip(d.rewards);
                self.shops_stream.skip(d.shops);
                if d.relic_pull {
                    self.stop_chests(floor, "event");
                }
                reward
            }
            _ => {
                self.event_gold(floor, change, recorded_gold);
                self.cards_stop.get_or_insert((floor, "event"));
                self.stop_chests(floor, "event");
                self.shops_known = false;
                None
            }
        }
    }

    /// An event on floor `floor` changed the gold by `change` where known;
    /// otherwise by a run file's recorded amount (`recorded`), or in a way
    /// not modelled (the gold is no longer shown).
    fn event_gold(&mut self, floor: u16, change: Option<GoldChange>, recorded: Option<i64>) {
        match (change, recorded) {
            (Some(c), _) => self.gold = self.gold.map(|g| c.apply(g)),
            (None, Some(d)) => {
                self.gold = self.gold.map(|g| g + d);
                self.file_gold.push(floor);
            }
            (None, None) => {
                self.gold_guessed.get_or_insert(floor);
            }
        }
    }
}
