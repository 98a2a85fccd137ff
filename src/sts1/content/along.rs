//! Card rewards and potions along a walked route: which reward each fight
//! of the route offers, as far as the route tells, and a sentence for every
//! point where it stops telling.
//!
//! Rules (spec sts1-content.md §4; [`CardRewards`] draws them): the run's
//! cardRng starts after Neow's option (`after_neow`: Neow's potions, the
//! colourless offers and the curse drawback draw on it); every fight floor
//! (a monster or elite room, a `?` that became a fight) and the boss of acts
//! 1 and 2 draw one reward; the act 3 boss gives none. What else draws on
//! cardRng is not modelled: a shop (its cards), an event (many draw cards),
//! and relics that change rewards — so the rewards stop at the first shop or
//! event of an act, and start again at the next act: the act change moves
//! cardRng's counter to the next multiple of 250 and the act boss's reward
//! (all rares) left `blizz` at 5, so the next act's rewards are known again
//! (`at_act_start`). Act 4's rewards are not predicted (its upgrade chance is
//! not in the spec).
//!
//! Potions (§5; [`PotionDrops`]): every fight but the act 3 boss rolls for
//! one on potionRng, after Neow's three potions if taken. Shops and events
//! may draw on potionRng too, and it is not reset between acts, so the
//! potions stop at the first shop or event of the run for good; the burning
//! elite's reward also holds the Emerald Key, which may leave no room for a
//! potion (not modelled), so they stop there too.

use super::cards::{CardRewards, RoomKind};
use super::potions::PotionDrops;
use super::{Character, NeowBonus, NeowOption};
use crate::map::{CardReward, PotionRoll};

/// The card rewards of one route walk.
#[derive(Clone, Debug)]
pub struct RouteRewards {
    seed: i64,
    character: Character,
    ascension: u8,
    /// cardRng and `blizz` while the route still tells them.
    state: Option<CardRewards>,
    /// Where the predictions stopped and why, one sentence each.
    notes: Vec<String>,
    /// Busted Crown is held (from Neow's boss swap).
    busted_crown: bool,
    /// potionRng and `blizzPotion` while the route still tells them.
    potions: Option<PotionDrops>,
    /// The relics picked from the boss chests of acts 1 and 2.
    picks: [Option<&'static str>; 2],
    /// The relics the route says the run obtains (name, floor), not yet held.
    pending: Vec<(String, u16)>,
    /// Question Card, N'loth's Gift, Prayer Wheel held.
    question_card: bool,
    nloths_gift: bool,
    prayer_wheel: bool,
}

/// The run's choices the rewards along a route follow.
#[derive(Clone, Copy, Debug, Default)]
pub struct RunChoices<'a> {
    /// Neow's option taken (`None`: one that draws nothing on the streams).
    pub neow: Option<NeowOption>,
    /// The relic Neow's boss swap gave, when taken.
    pub neow_boss_relic: Option<&'static str>,
    /// The relics picked from the boss chests of acts 1 and 2.
    pub picks: [Option<&'static str>; 2],
    /// The relics the run obtains whose rule is known (name, floor).
    pub relics: &'a [(String, u16)],
}

/// What a won fight gives, as far as the route tells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FightRewards {
    /// The card reward.
    pub cards: Option<CardReward>,
    /// Prayer Wheel's second card reward (normal fights).
    pub extra_cards: Option<CardReward>,
    /// The potion roll.
    pub potion: Option<PotionRoll>,
}

/// The potion roll of a fight as the map model writes it.
fn roll(drops: &mut PotionDrops) -> PotionRoll {
    let potion = drops.after_fight();
    PotionRoll { dropped: potion.is_some(), id: potion.map(|p| p.id), name: potion.map(|p| p.name) }
}

impl RouteRewards {
    /// The rewards of a route that starts in act `start_act`: at the start
    /// of act 1 after Neow's `neow` (`None`: an option that draws nothing
    /// on cardRng; `boss_relic`: the relic its boss swap gave), or at the
    /// start of a later act. A boss relic from Neow that opens a reward
    /// screen (Calling Bell, Tiny House) draws one reward; Busted Crown
    /// takes two cards off every reward; Pandora's Box and Astrolabe
    /// transform cards, whose draws are not modelled, so act 1's rewards are
    /// not predicted after them.
    pub fn new(seed: i64, character: Character, ascension: u8, start_act: u8, run: &RunChoices<'_>) -> Self {
        let RunChoices { neow, neow_boss_relic: boss_relic, picks, relics: held } = *run;
        let mut notes = Vec::new();
        let mut state = match (start_act, neow) {
            (1, Some(option)) => CardRewards::after_neow(seed, character, ascension, option),
            (1, None) => CardRewards::new(seed, character, ascension),
            (act, _) => CardRewards::at_act_start(seed, character, ascension, act),
        };
        state.busted_crown = boss_relic == Some("Busted Crown");
        let mut known = start_act <= 3;
        if start_act == 1 {
            match boss_relic {
                Some("Calling Bell") | Some("Tiny House") => state.discarded_reward(),
                Some(relic @ ("Pandora's Box" | "Astrolabe")) => {
                    known = false;
                    notes.push(format!(
                        "card rewards of act 1 are not predicted: Neow's {relic} transforms cards, which is not modelled"
                    ));
                }
                _ => {}
            }
        }
        // A route from a later act: the earlier chests' picks that last.
        for (i, pick) in picks.iter().enumerate().take(usize::from(start_act.saturating_sub(1))) {
            match *pick {
                Some("Busted Crown") => state.busted_crown = true,
                // Its reward was drawn at the chest, where the stream's place is
                // not known without the act's route: the rarity offset it leaves is not.
                Some("Tiny House") if i + 2 == usize::from(start_act) && known => {
                    known = false;
                    notes.push(format!(
                        "card rewards of act {start_act} are not predicted: Tiny House, picked at act {}'s chest, \
                         drew a reward on a route this walk does not include",
                        i + 1
                    ));
                }
                _ => {}
            }
        }
        let potions = (start_act == 1).then(|| {
            let mut drops = PotionDrops::new(seed, character);
            if neow.is_some_and(|o| o.bonus == NeowBonus::ThreeSmallPotions) {
                drops.neow_potions();
            }
            drops
        });
        if start_act > 1 {
            notes.push("potions are predicted only on a route from the start of act 1".to_string());
        }
        let busted_crown = state.busted_crown;
        RouteRewards {
            seed,
            character,
            ascension,
            busted_crown,
            state: known.then_some(state),
            notes,
            potions,
            picks,
            pending: held.to_vec(),
            question_card: false,
            nloths_gift: false,
            prayer_wheel: false,
        }
    }

    /// The route enters act `act` (from the previous one, whose boss it
    /// fought).
    pub fn enter_act(&mut self, act: u8) {
        // The previous act's boss chest, opened before the act changes: Tiny
        // House shows a card reward (drawn as a fight's), Busted Crown takes
        // two cards off every later reward, Sozu stops potions.
        match self.picks.get(usize::from(act).wrapping_sub(2)).copied().flatten() {
            Some("Tiny House") => {
                if let Some(s) = self.state.as_mut() {
                    s.discarded_reward();
                }
            }
            Some("Busted Crown") => {
                self.busted_crown = true;
                if let Some(s) = self.state.as_mut() {
                    s.busted_crown = true;
                }
            }
            Some("Sozu") if self.potions.take().is_some() => {
                self.notes.push(format!("potions stop in act {act}: Sozu, picked at the boss chest, keeps them away"));
            }
            _ => {}
        }
        if let Some(p) = self.potions.as_mut() {
            p.enter_act();
        }
        self.state = match self.state.take() {
            _ if act > 3 => None,
            Some(mut s) => {
                s.enter_act(act);
                Some(s)
            }
            None => {
                let mut s = CardRewards::at_act_start(self.seed, self.character, self.ascension, act);
                (s.busted_crown, s.question_card, s.nloths_gift) =
                    (self.busted_crown, self.question_card, self.nloths_gift);
                Some(s)
            }
        };
        if act == 4 {
            self.notes.push("act 4's card rewards are not predicted".to_string());
        }
    }

    /// The relics the route obtains before `floor` start to count.
    fn hold_relics_before(&mut self, floor: u16) {
        let (now, later): (Vec<_>, Vec<_>) = self.pending.drain(..).partition(|(_, f)| *f < floor);
        self.pending = later;
        for (relic, _) in now {
            match relic.as_str() {
                "Question Card" => self.question_card = true,
                "Nloth's Gift" => self.nloths_gift = true,
                "Busted Crown" => self.busted_crown = true,
                "Prayer Wheel" => self.prayer_wheel = true,
                "White Beast Statue" => {
                    if let Some(p) = self.potions.as_mut() {
                        p.white_beast_statue = true;
                    }
                }
                "Sozu" if self.potions.take().is_some() => {
                    self.notes.push(format!("potions stop at floor {floor}: Sozu keeps them away"));
                }
                _ => {}
            }
        }
        if let Some(s) = self.state.as_mut() {
            (s.busted_crown, s.question_card, s.nloths_gift) =
                (self.busted_crown, self.question_card, self.nloths_gift);
        }
    }

    /// A fight on `floor` (`elite`: an elite's reward; `burning`: the
    /// burning elite's): its card reward(s) and potion roll, where the route
    /// still tells them.
    pub fn fight(&mut self, floor: u16, elite: bool, burning: bool) -> FightRewards {
        self.hold_relics_before(floor);
        let room = if elite { RoomKind::Elite } else { RoomKind::Monster };
        let cards = self.state.as_mut().map(|s| s.reward(room));
        // Prayer Wheel: a normal fight builds a second reward right after the first.
        let extra_cards = self
            .state
            .as_mut()
            .filter(|_| self.prayer_wheel && !elite)
            .map(|s| s.reward(room).given_by("Prayer Wheel", "Prayer Wheel"));
        if burning && self.potions.take().is_some() {
            self.notes.push(format!(
                "potions stop at floor {floor}: the burning elite's reward holds the Emerald Key, which may leave no \
                 room for a potion (not modelled)"
            ));
        }
        FightRewards { cards, extra_cards, potion: self.potions.as_mut().map(roll) }
    }

    /// The boss of `act` on `floor`: acts 1 and 2 give a reward of rares and
    /// a potion roll, act 3 neither.
    pub fn boss(&mut self, floor: u16, act: u8) -> FightRewards {
        self.hold_relics_before(floor);
        if act >= 3 {
            return FightRewards::default();
        }
        let cards = self.state.as_mut().map(|s| s.reward(RoomKind::Boss));
        FightRewards { cards, extra_cards: None, potion: self.potions.as_mut().map(roll) }
    }

    /// A room on `floor` of `act` whose draws on cardRng are not modelled
    /// (`what`: "a shop", "an event"): the rewards stop until the next act.
    pub fn unknown(&mut self, floor: u16, act: u8, what: &str) {
        if self.potions.take().is_some() {
            self.notes.push(format!(
                "potions stop at floor {floor}: {what} may draw on the potion stream, which is not modelled (for the \
                 rest of the run)"
            ));
        }
        if self.state.take().is_some() {
            let until = if act < 3 { format!("until act {}", act + 1) } else { "for the rest of the run".to_string() };
            self.notes.push(format!(
                "card rewards stop at floor {floor}: {what} may draw on the card stream, which is not modelled ({until})"
            ));
        }
    }

    /// Where the predictions stopped, one sentence each.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }
}

/// The assumption every route's card rewards make, in one sentence.
pub const RELICS_ASSUMED: &str = "card rewards and potions assume no relic that changes them (Question Card, \
    Busted Crown, Prayer Wheel, N'loth's Gift, Prismatic Shard, the eggs, Dream Catcher, Orrery, White Beast \
    Statue, Sozu) and no Tiny House from a boss chest";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewards_stop_at_an_unknown_room_and_start_again_in_the_next_act() {
        let (seed, ch) = (673465884448, Character::Silent);
        let none = RunChoices::default();
        let mut walk = RouteRewards::new(seed, ch, 0, 1, &none);
        let first = walk.fight(1, false, false).cards.unwrap();
        assert_eq!(first, CardRewards::new(seed, ch, 0).reward(RoomKind::Monster));
        walk.unknown(5, 1, "a shop");
        assert_eq!(walk.fight(6, true, false), FightRewards::default());
        assert_eq!(walk.boss(16, 1), FightRewards::default());
        walk.enter_act(2);
        let act2 = walk.fight(18, false, false).cards.unwrap();
        assert_eq!(act2, CardRewards::at_act_start(seed, ch, 0, 2).reward(RoomKind::Monster));
        assert_eq!(walk.notes().len(), 2);
        assert!(walk.notes()[0].contains("potions stop at floor 5: a shop"));
        assert!(walk.notes()[1].contains("floor 5: a shop") && walk.notes()[1].contains("until act 2"));
        assert_eq!(walk.boss(50, 3), FightRewards::default());
        walk.enter_act(4);
        assert_eq!(walk.fight(52, true, false), FightRewards::default());
        // Neow's Busted Crown: one card per reward, in every act.
        let mut crowned =
            RouteRewards::new(seed, ch, 0, 2, &RunChoices { neow_boss_relic: Some("Busted Crown"), ..none });
        assert_eq!(crowned.fight(18, false, false).cards.unwrap().cards.len(), 1);
        let mut bell = RouteRewards::new(seed, ch, 0, 1, &RunChoices { neow_boss_relic: Some("Calling Bell"), ..none });
        let mut expected = CardRewards::new(seed, ch, 0);
        expected.discarded_reward();
        assert_eq!(bell.fight(1, false, false).cards, Some(expected.reward(RoomKind::Monster)));
        // Potions: the first fight's roll is potionRng's first draws.
        let mut drops = PotionDrops::new(seed, ch);
        let potion = drops.after_fight();
        let roll = RouteRewards::new(seed, ch, 0, 1, &none).fight(1, false, false).potion.unwrap();
        assert_eq!((roll.dropped, roll.id), (potion.is_some(), potion.map(|p| p.id)));
        let mut burning = RouteRewards::new(seed, ch, 0, 1, &none);
        assert_eq!(burning.fight(6, true, true).potion, None);
        assert!(burning.notes()[0].contains("potions stop at floor 6: the burning elite"));
        // Tiny House picked at act 1's chest: its reward moves act 2's first.
        let mut house = RouteRewards::new(seed, ch, 0, 1, &RunChoices { picks: [Some("Tiny House"), None], ..none });
        house.enter_act(2);
        // (drawn in act 1, before the act change moves the stream to 250: only
        // its rarity offset carries over).
        let mut expected = CardRewards::new(seed, ch, 0);
        expected.discarded_reward();
        expected.enter_act(2);
        assert_eq!(expected.counter(), 250);
        let shifted = expected.reward(RoomKind::Monster);
        assert_eq!(house.fight(18, false, false).cards, Some(shifted));
        // Prayer Wheel from floor 3 on: a second reward after normal fights, drawn right after the first.
        let held = [("Prayer Wheel".to_string(), 2), ("Question Card".to_string(), 4)];
        let mut wheel = RouteRewards::new(seed, ch, 0, 1, &RunChoices { relics: &held, ..none });
        let mut expected = CardRewards::new(seed, ch, 0);
        assert_eq!(wheel.fight(1, false, false).extra_cards, None);
        expected.reward(RoomKind::Monster);
        let third = wheel.fight(3, false, false);
        assert_eq!(third.cards, Some(expected.reward(RoomKind::Monster)));
        let second = expected.reward(RoomKind::Monster).given_by("Prayer Wheel", "Prayer Wheel");
        assert_eq!(third.extra_cards, Some(second));
        assert_eq!(wheel.fight(4, true, false).extra_cards, None, "not after an elite");
        assert_eq!(wheel.fight(5, false, false).cards.unwrap().cards.len(), 4, "Question Card from floor 5");
        let pandora = RouteRewards::new(seed, ch, 0, 1, &RunChoices { neow_boss_relic: Some("Pandora's Box"), ..none });
        assert!(pandora.state.is_none() && pandora.notes()[0].contains("Pandora's Box transforms cards"));
    }
}
