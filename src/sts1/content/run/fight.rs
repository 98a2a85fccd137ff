//! A fight's rewards (spec sts1-events-shops.md §6, sts1-content.md §4-5;
//! decompiled `AbstractRoom.update`, `addPotionToRewards`,
//! `CombatRewardScreen.setupItemReward`).
//!
//! After a won fight, in this order: the room's gold (a monster room
//! `treasureRng.random(10, 20)`, not drawn when every monster escaped (a
//! Smoke Bomb's flight draws it: the player escaped, not the monsters, and
//! the gold is drawn though never shown); an elite `treasureRng.random(25, 35)`; a boss
//! miscRng, which no later floor reads; an event's fight none), the elite's
//! relic(s) (relicRng tier, the pool's front; two with Black Star), the
//! potion roll on potionRng (drawn after every fight but the act 3 boss;
//! its chance is 0 in a monster room whose monsters escaped), then the card
//! reward on cardRng (none after a Smoke Bomb, none for the Colosseum's
//! first fight; a second after a normal fight with Prayer Wheel), whose
//! cards the eggs upgrade by type (no draw). The relics in the rewards are
//! obtained after the cards are made. The act 3 boss gives nothing of these.

use super::RunState;
use crate::map::CardReward;
use crate::sts1::content::potions::Potion;
use crate::sts1::content::RoomKind;

/// The kind of fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FightKind {
    /// A monster room or a `?` that became one.
    Monster,
    /// An elite.
    Elite,
    /// An act boss.
    Boss,
    /// A fight inside an event room (its relics and gold are the event's).
    Event,
}

/// How the fight ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FightEnd {
    /// Won, the rewards shown.
    #[default]
    Won,
    /// Every monster escaped (the looters): no gold draw in a monster room,
    /// the potion drawn at chance 0 (`haveMonstersEscaped`); the card
    /// reward is drawn.
    Escaped,
    /// The player fled with a Smoke Bomb: the room's gold, the elite's relic
    /// and the potion are drawn as after a win (the monsters did not escape),
    /// but the reward screen opens "smoked", without a card reward.
    Smoked,
    /// The reward screen is not opened (the Colosseum's first fight): the
    /// potion is still drawn.
    NoRewards,
}

/// What a fight gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FightRewards {
    /// The card rewards (two with Prayer Wheel after a normal fight).
    pub cards: Vec<CardReward>,
    /// The potion roll: `Some(None)` none dropped; `None` not rolled.
    pub potion: Option<Option<Potion>>,
    /// The elite's relics.
    pub relics: Vec<&'static str>,
}

/// A fight on `floor` of kind `kind` that ended `end`.
pub fn fight(s: &mut RunState, floor: u16, kind: FightKind, end: FightEnd) -> FightRewards {
    let mut out = FightRewards::default();
    if kind == FightKind::Boss && s.act >= 3 {
        return out;
    }
    let escaped = end == FightEnd::Escaped;
    match kind {
        FightKind::Monster if !escaped => s.relics.fight(),
        FightKind::Elite => {
            let ctx = s.spawn_context(floor, false);
            let black_star = s.player.has("Black Star");
            out.relics = s.relics.elite(&ctx, black_star).into_iter().map(|(_, r)| r).collect();
        }
        _ => {}
    }
    out.potion =
        Some(if escaped && kind == FightKind::Monster { s.potions.roll_at_chance(0) } else { s.potions.after_fight() });
    let room = match kind {
        FightKind::Elite => RoomKind::Elite,
        FightKind::Boss => RoomKind::Boss,
        _ => RoomKind::Monster,
    };
    if matches!(end, FightEnd::Won | FightEnd::Escaped) {
        out.cards.push(s.cards.reward(room));
        if kind == FightKind::Monster && s.player.has("Prayer Wheel") {
            out.cards.push(s.cards.reward(room));
        }
    }
    // The relics in the rewards are taken after the cards were made; an
    // egg among them upgrades the cards still on the reward screen.
    for r in out.relics.clone() {
        s.obtain(r);
    }
    for reward in &mut out.cards {
        s.eggs(reward);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1::content::Character;

    fn run() -> RunState {
        RunState::new(1_807_589_251_211_584_234, Character::Ironclad, 20, None, None, true)
    }

    /// A Smoke Bomb's flight draws the gold and the potion as a win does, but no
    /// card reward; looters that escaped draw no gold and roll the potion at
    /// chance 0, but the card reward is drawn.
    #[test]
    fn a_smoke_bomb_skips_the_cards_and_escaped_monsters_the_gold() {
        let mut won = run();
        let won_rewards = fight(&mut won, 3, FightKind::Monster, FightEnd::Won);
        assert_eq!(won_rewards.cards.len(), 1);
        assert_ne!(won.relics, run().relics, "a win draws the gold on treasureRng");

        let mut smoked = run();
        let r = fight(&mut smoked, 3, FightKind::Monster, FightEnd::Smoked);
        assert!(r.cards.is_empty(), "no card reward after a Smoke Bomb");
        assert_eq!(r.potion, won_rewards.potion, "the potion is rolled as after a win");
        assert_eq!(smoked.relics, won.relics, "the room's gold is drawn on treasureRng as after a win");
        assert_eq!(smoked.cards.counter(), run().cards.counter(), "cardRng untouched");

        let mut escaped = run();
        let r = fight(&mut escaped, 3, FightKind::Monster, FightEnd::Escaped);
        assert_eq!(r.cards, won_rewards.cards, "the card reward is drawn");
        assert_eq!(r.potion, Some(None), "chance 0: no potion");
        assert_eq!(escaped.relics, run().relics, "no gold drawn");
        assert_eq!(escaped.cards.counter(), won.cards.counter());
    }
}
