//! The `?` odds as a route shows them, and the expectation's rules for Slay
//! the Spire 2 (spec sts2-run.md §10).
//!
//! Both walks use the game's own float32 state ([`UnknownOdds`]) and its
//! rules ([`UnknownOdds::pick`]'s order, [`UnknownOdds::after`]):
//!
//! * [`shown_odds`]: the odds one roll was rolled with, as the route's
//!   [`Odds`]: Monster, Treasure and Shop are their float32 odds (0 when not
//!   allowed), Elite 0 (its odds are negative: never rolled), Event the rest.
//!   Walking the types in the game's order, a share is cut where the running
//!   sum passes 1 (after nine misses Monster alone fills the roll).
//! * [`Sts2Rolls`]: for [`crate::expected`], each state splits into the
//!   states after each outcome, weighted by those shares, so the expected
//!   odds are exactly the average of the float32 odds over every way the
//!   earlier rolls can go.

use crate::expected::{QuestionRoom, RollRules};
use crate::map::Room;
use crate::route::{Odds, Outcome};
use crate::sts2::unknown::{Allowed, RoomType, UnknownOdds};

/// The types a `?` may become: Shop blacklisted after a shop or when every
/// child is a shop, Monster removed by Juzu Bracelet.
pub fn allowed(after_shop: bool, all_children_shops: bool, juzu_bracelet: bool) -> Allowed {
    Allowed::new(after_shop || all_children_shops, juzu_bracelet)
}

/// The route outcome of a rolled room type.
pub const fn outcome_of(t: RoomType) -> Outcome {
    match t {
        RoomType::Monster => Outcome::Monster,
        RoomType::Elite => Outcome::Elite,
        RoomType::Treasure => Outcome::Treasure,
        RoomType::Shop => Outcome::Shop,
        RoomType::Event => Outcome::Event,
    }
}

/// The chance of each type for one roll from `odds` with `allowed` (see the
/// module doc), in the game's order; Event gets what is left.
pub fn shares(odds: &UnknownOdds, allowed: Allowed) -> [(RoomType, f64); 5] {
    let mut out = [(RoomType::Monster, 0.0); 5];
    let mut sum = 0.0f64;
    for (slot, t) in out.iter_mut().zip(RoomType::ROLLED) {
        let o = odds.get(t).map_or(0.0, f64::from);
        let share = if allowed.contains(t) && o >= 0.0 { o.min(1.0 - sum) } else { 0.0 };
        sum += share;
        *slot = (t, share);
    }
    // The default: Event when allowed (it always is without Golden Compass-like hooks).
    out[4] = (allowed.default_type(), 1.0 - sum);
    out
}

/// [`shares`] in the route's form.
pub fn shown_odds(odds: &UnknownOdds, allowed: Allowed) -> Odds {
    let mut o = Odds::default();
    for (t, q) in shares(odds, allowed) {
        *match t {
            RoomType::Monster => &mut o.monster,
            RoomType::Elite => &mut o.elite,
            RoomType::Treasure => &mut o.treasure,
            RoomType::Shop => &mut o.shop,
            RoomType::Event => &mut o.event,
        } += q;
    }
    o
}

/// The expectation's state: the four float32 odds (as bits, so states can be
/// ordered and merged) and whether the room just left held a shop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RollState {
    bits: [u32; 4],
    after_shop: bool,
}

impl RollState {
    /// The state at the start of an act: the base odds, no shop before.
    pub const ACT_START: RollState = RollState::new(UnknownOdds::BASE, false);

    /// A state from the game's odds.
    pub const fn new(odds: UnknownOdds, after_shop: bool) -> RollState {
        RollState {
            bits: [odds.monster.to_bits(), odds.elite.to_bits(), odds.treasure.to_bits(), odds.shop.to_bits()],
            after_shop,
        }
    }

    /// The odds of the state.
    pub fn odds(&self) -> UnknownOdds {
        let [m, e, t, s] = self.bits.map(f32::from_bits);
        UnknownOdds { monster: m, elite: e, treasure: t, shop: s }
    }

    /// Whether the room just left held a shop.
    pub fn after_shop(&self) -> bool {
        self.after_shop
    }
}

/// Slay the Spire 2's `?` roll for [`crate::expected`], with the game's
/// float32 odds and update rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sts2Rolls {
    /// Juzu Bracelet is owned.
    pub juzu_bracelet: bool,
}

impl RollRules for Sts2Rolls {
    type State = RollState;

    fn outcomes(&self, state: &RollState, room: QuestionRoom, out: &mut Vec<(Outcome, f64, RollState)>) {
        let allowed = allowed(state.after_shop, room.all_children_shops, self.juzu_bracelet);
        let odds = state.odds();
        for (t, q) in shares(&odds, allowed) {
            if q > 0.0 {
                out.push((outcome_of(t), q, RollState::new(odds.after(t, allowed), t == RoomType::Shop)));
            }
        }
    }

    fn after_room(&self, state: &RollState, room: Room) -> RollState {
        RollState { after_shop: room == Room::Shop, ..*state }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    /// §10.3: at base odds Monster 10 %, Treasure 2 %, Shop 3 %, Event 85 %;
    /// the shares are the float32 odds themselves.
    #[test]
    fn base_odds_follow_the_spec() {
        let b = UnknownOdds::BASE;
        let o = shown_odds(&b, allowed(false, false, false));
        assert_eq!(
            (o.monster, o.treasure, o.shop, o.elite),
            (f64::from(0.1f32), f64::from(0.02f32), f64::from(0.03f32), 0.0)
        );
        assert!(close(o.event, 0.85));
        // No shop right after a shop (or before only shops): its share goes to the event.
        for o in [shown_odds(&b, allowed(true, false, false)), shown_odds(&b, allowed(false, true, false))] {
            assert!(o.shop == 0.0 && close(o.event, 0.88));
        }
        // Juzu Bracelet: no fights.
        assert_eq!(shown_odds(&b, allowed(false, false, true)).monster, 0.0);
    }

    /// §10.2 step 7: misses add the base, a hit resets its own type, a
    /// blacklisted type keeps its odds; after nine misses Monster fills the roll.
    #[test]
    fn misses_ramp_by_the_base_and_a_hit_resets() {
        let mut out = Vec::new();
        Sts2Rolls::default().outcomes(&RollState::ACT_START, QuestionRoom::default(), &mut out);
        let after = |o: Outcome| out.iter().find(|(x, _, _)| *x == o).unwrap().2;
        let ev = after(Outcome::Event).odds();
        assert_eq!((ev.monster, ev.treasure, ev.shop, ev.elite), (0.2, 0.04, 0.06, -2.0));
        let m = after(Outcome::Monster);
        assert_eq!((m.odds().monster, m.odds().treasure, m.after_shop()), (0.1, 0.04, false));
        let s = after(Outcome::Shop);
        assert_eq!((s.odds().shop, s.after_shop()), (0.03, true));
        // From a state after a shop, Shop is not rolled and does not ramp.
        out.clear();
        Sts2Rolls::default().outcomes(&s, QuestionRoom::default(), &mut out);
        assert!(out.iter().all(|(o, _, n)| *o != Outcome::Shop && n.odds().shop == 0.03));
        let mut odds = UnknownOdds::BASE;
        for _ in 0..9 {
            odds = odds.after(RoomType::Event, Allowed::ALL);
        }
        let o = shown_odds(&odds, Allowed::ALL);
        assert!(close(o.monster, 1.0) && o.event.abs() < 1e-6 && o.treasure.abs() < 1e-6, "{o:?}");
    }
}
