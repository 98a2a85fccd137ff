//! A fight's rewards (spec sts1-events-shops.md §6, sts1-content.md §4-5;
//! decompiled `AbstractRoom.update`, `addPotionToRewards`,
//! `CombatRewardScreen.setupItemReward`).
//!
//! After a won fight, in this order: the room's gold (a monster room
//! `treasureRng.random(10, 20)`, not drawn when the monsters escaped or
//! fled from a Smoke Bomb; an elite `treasureRng.random(25, 35)`; a boss
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
    /// The monsters escaped (looters, a Smoke Bomb): no gold draw, the
    /// potion drawn at chance 0; `smoked` — no card reward either.
    Escaped {
        /// Fled with a Smoke Bomb (no card reward).
        smoked: bool,
    },
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
    let escaped = matches!(end, FightEnd::Escaped { .. });
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
    if matches!(end, FightEnd::Won | FightEnd::Escaped { smoked: false }) {
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
