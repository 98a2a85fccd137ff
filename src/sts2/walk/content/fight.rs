//! A fight on the walk ([`RouteContent::fight`]): its card reward, gold and potion roll on the
//! player's `rewards` stream, an elite's relic, and what the relics held add after it (Prayer
//! Wheel, White Star, Lava Rock, Black Star, Wongo's Mystery Ticket, the eggs' upgrades, The
//! Hunt's extra reward).

use super::{FightReward, RouteContent};
use crate::map::{Card, CardReward, PotionRoll};
use crate::sts2::content::card_kinds::card_type;
use crate::sts2::content::names;
use crate::sts2::content::reward_relics::RewardRelic;
use crate::sts2::content::rewards::Fight;

/// Marks Lava Rock's relics given (among `relics_held`).
const LAVA_ROCK_USED: &str = "Lava Rock used";

/// The combats after which Wongo's Mystery Ticket pays (`combatsToActivate`).
const TICKET_COMBATS: u8 = 5;

/// The relics it gives then (`relicCount`).
const TICKET_RELICS: usize = 3;

/// The Silent's card whose kill adds a card reward (`Walker::the_hunt`).
const THE_HUNT: &str = "CARD.THE_HUNT";

impl RouteContent {
    /// A fight's reward on total floor `floor` of act `act` (1-3), while
    /// known; `None` for the final act's bosses too (no reward). An elite's
    /// relic comes with it: its rarity rolled on the rewards stream, the
    /// relic the front of the player's list of that rarity (it leaves the
    /// shared bag too, so later chests stay known). Once the rewards stream
    /// is not known, an elite stops the chests.
    pub fn fight(&mut self, fight: Fight, act: u8, floor: u16) -> Option<FightReward> {
        if self.cards_stop.is_some() || (fight == Fight::Boss && act >= 3) {
            if fight == Fight::Elite {
                self.stop_chests(floor, "elite");
            }
            return None;
        }
        // A relic the fight's rewards give acts from the next fight on.
        self.relics_before_fight = self.reward_relics.len();
        let r = self.rewards.combat(fight, act - 1);
        self.last_fight_gold = r.gold;
        self.any_cards = true;
        self.gold = self.gold.map(|g| g + i64::from(r.gold));
        self.potions = (self.potions + u32::from(r.potion)).min(3);
        let mut cards = self.eggs(cards_of(&r));
        // Silver Crucible (Neow): the next 3 card rewards are offered upgraded (their
        // upgrade rolls still drawn: 7 real v0.107.1 runs).
        if self.crucible > 0 {
            self.crucible -= 1;
            cards.iter_mut().for_each(|c| c.upgraded = true);
        }
        // v0.107.1: an elite's relic while the bags are known, i.e. before the route's first
        // relic-pulling event, unknown merchant or chest not given (the chests' stop): the elite
        // and chest relics of the public folder's single-player runs (docs/sts2-content.md).
        let bags_known = !self.v107 || self.chests_stop.is_none();
        if fight == Fight::Elite && !bags_known {
            self.stop_chests(floor, "elite");
        }
        let relic =
            r.relic.filter(|_| bags_known).map(|rarity| self.bags.elite_relic(self.seat(), rarity, self.at(floor)));
        if let Some(id) = relic {
            self.gained(floor, id);
        }
        self.extra_relics.clear();
        // Black Star (`TryModifyRewards`): an elite's rewards get one more `RelicReward`, its
        // rarity rolled on the rewards stream after the fight's own draws (YQRSYQR3PD, v0.107.1,
        // took it at act 2's Darv: its floor-24 elite gave two relics, and its later rewards fit
        // only with the draw).
        if fight == Fight::Elite && self.black_star {
            self.extra_relic(floor, bags_known);
        }
        self.ticket_fight(floor, bags_known);
        Some((CardReward::new(cards), PotionRoll { dropped: r.potion, id: None, name: None }, relic))
    }

    /// A fight finished on `floor` while Wongo's Mystery Ticket is held
    /// ([`MysteryTicket`]): at its fifth, its three relics' rarity draws
    /// (and, while the bags are known, the relics from the front of the
    /// player's lists); a ticket the route may not hold stops the cards there.
    fn ticket_fight(&mut self, floor: u16, bags_known: bool) {
        let Some(t) = self.ticket.as_mut() else { return };
        t.combats += 1;
        if t.combats < TICKET_COMBATS {
            return;
        }
        let taken = t.taken;
        self.ticket = None;
        if !taken {
            self.cards_stop.get_or_insert((floor, "fight, where Wongo's Mystery Ticket pays out if Welcome to Wongos' MYSTERY_BOX was taken (`events` names the option)"));
            self.stop_chests(floor, "fight");
            return;
        }
        for _ in 0..TICKET_RELICS {
            self.extra_relic(floor, bags_known);
        }
    }

    /// One more `RelicReward` after a fight's own rewards: its rarity drawn
    /// on the rewards stream, the relic the front of the player's list while
    /// the bags are known (shown with the room's), else the chests stop.
    fn extra_relic(&mut self, floor: u16, bags_known: bool) {
        let rarity = self.rewards.relic_rarity();
        if bags_known {
            let id = self.bags.reward_relic(self.seat(), rarity, self.at(floor));
            self.gained(floor, id);
            self.extra_relics.push(id);
        } else {
            self.stop_chests(floor, "fight");
        }
    }

    /// The relics the last fight gave besides an elite's own (Black Star's,
    /// Wongo's Mystery Ticket's), while the bags are known.
    pub fn extra_relics(&mut self) -> Vec<&'static str> {
        std::mem::take(&mut self.extra_relics)
    }

    /// The last fight's reward gold and whether the rewards stream is still known.
    pub fn last_fight_gold(&self) -> Option<u32> {
        self.cards_stop.is_none().then_some(self.last_fight_gold)
    }

    /// An extra gold reward after a fight (the Gremlin Merc's loot,
    /// Royalties'): one draw on the rewards stream ([`crate::sts2::walk::rooms::Walker`]'s rule).
    pub fn extra_gold_reward(&mut self) {
        self.rewards.skip(1);
    }

    /// The Gremlin Merc's loot not returned after the fight on `floor` (a run
    /// file's gold shows it): no extra reward, and the gold stolen is not known.
    pub fn loot_lost(&mut self, floor: u16) {
        self.gold_stop.get_or_insert((floor, "the Gremlin Merc kept the gold it stole"));
    }

    /// Royalties paid after the fight on `floor` (its draw, `extra_gold_reward`):
    /// its gold, 30 or 35 upgraded, stops the gold shown (the walk does not
    /// follow the card's upgrades).
    pub fn royalties_paid(&mut self, floor: u16) {
        self.extra_gold_reward();
        self.gold_stop.get_or_insert((floor, "Royalties pays 30 gold after each fight, 35 upgraded"));
    }

    /// The rewards the relics held add after a fight's own (and its extra
    /// ones: the Gremlin Merc's loot, Royalties' gold), in the order they
    /// were gained, on total floor `floor` of act `act`: Prayer Wheel's or
    /// White Star's card reward (its source said), Lava Rock's two relics
    /// (while the bags are known); Amethyst Aubergine's gold draws nothing.
    pub fn relic_rewards(&mut self, fight: Fight, act: u8, floor: u16) -> (Option<CardReward>, Vec<&'static str>) {
        if self.cards_stop.is_some() || (fight == Fight::Boss && act >= 3) {
            return (None, Vec::new());
        }
        let (mut cards, mut relics) = (None, Vec::new());
        let held: Vec<_> = self.reward_relics.iter().take(self.relics_before_fight).copied().collect();
        for (id, kind) in held {
            let odds = match (kind, fight) {
                (RewardRelic::PrayerWheel, Fight::Monster) => Fight::Monster,
                (RewardRelic::WhiteStar, Fight::Elite) => Fight::Boss,
                (RewardRelic::LavaRock, Fight::Boss) if act == 1 && !self.lava_rock_done() => {
                    relics.extend(self.relic_reward(floor));
                    relics.extend(self.relic_reward(floor));
                    self.relics_held.push(LAVA_ROCK_USED.to_string());
                    continue;
                }
                _ => continue,
            };
            let drawn = self.rewards.card_reward(odds, act - 1);
            cards = Some(CardReward::new(self.eggs(drawn)).given_by(id, names::name(id)));
        }
        (cards, relics)
    }

    /// A relic reward added to a fight (Black Star's, Lava Rock's): its
    /// rarity rolled on the rewards stream, the relic the front of the
    /// player's list while the bags are known (else the chests stop).
    fn relic_reward(&mut self, floor: u16) -> Option<&'static str> {
        let rarity = self.rewards.relic_rarity();
        if self.v107 && self.chests_stop.is_some() {
            self.stop_chests(floor, "elite");
            return None;
        }
        let id = self.bags.elite_relic(self.seat(), rarity, self.at(floor));
        self.gained(floor, id);
        Some(id)
    }

    /// Whether a relic held when the fight began adds a card reward to
    /// `fight` (Prayer Wheel to a normal fight, White Star to an elite).
    pub fn relic_card_reward(&self, fight: Fight) -> bool {
        let held = &self.reward_relics[..self.relics_before_fight.min(self.reward_relics.len())];
        held.iter().any(|(_, k)| {
            matches!((k, fight), (RewardRelic::PrayerWheel, Fight::Monster) | (RewardRelic::WhiteStar, Fight::Elite))
        })
    }

    /// A card reward a card added to `fight`'s extra rewards (The Hunt's):
    /// the fight's odds, drawn while the rewards are known.
    pub fn extra_card_reward(&mut self, fight: Fight, act: u8) -> Option<CardReward> {
        self.cards_stop.is_none().then(|| {
            let drawn = self.rewards.card_reward(fight, act - 1);
            CardReward::new(self.eggs(drawn)).given_by(THE_HUNT, names::name(THE_HUNT))
        })
    }

    /// Whether Lava Rock has given its relics.
    fn lava_rock_done(&self) -> bool {
        self.relics_held.iter().any(|r| r == LAVA_ROCK_USED)
    }

    /// The cards of a reward, the eggs held upgrading those of their type.
    pub(super) fn eggs(&self, mut cards: Vec<Card>) -> Vec<Card> {
        // Drawn, not shown (a lobby pool not established).
        if self.cards_hidden {
            cards.clear();
        }
        for (_, kind) in &self.reward_relics {
            if let RewardRelic::Egg(t) = kind {
                cards.iter_mut().filter(|c| card_type(c.id) == *t).for_each(|c| c.upgraded = true);
            }
        }
        cards
    }
}

/// A fight reward's cards as the walk gives them (id, name, upgraded).
pub fn cards_of(r: &crate::sts2::content::rewards::CombatReward) -> Vec<Card> {
    r.cards.iter().map(|c| Card { id: c.id(), name: names::name(c.id()), upgraded: c.upgraded }).collect()
}
