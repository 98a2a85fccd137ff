//! Expected `?` odds: the chances a player can know before walking into a
//! `?` room, without any of the seed's draws.
//!
//! In both games the odds of a `?` room depend on what the earlier `?` rooms
//! of the act became (a type that is rolled resets its chance, the others
//! ramp) and on whether the room just left held a shop (no shop right after
//! a shop). A seed-exact walk knows those outcomes, so the odds it was rolled
//! with give them away. This module follows instead the *distribution* of the
//! game's roll state along a route:
//!
//! * the act starts in one state with probability 1;
//! * a `?` room splits every state into the states after each of its
//!   outcomes, weighted by that outcome's chance; its shown odds are the
//!   average of the odds of every state, weighted by the state's probability —
//!   the exact expectation over every outcome the earlier `?` rooms can have;
//! * any other room keeps the odds and records whether it was a shop.
//!
//! A `?` that may have become a shop therefore counts for the next room's
//! no-shop rule with exactly its probability. Equal states merge, so the
//! distribution stays small (a few dozen states after a dozen `?` rooms).
//!
//! The mechanism is the same for both games; each game gives its own roll
//! rules through [`RollRules`]: Slay the Spire 1's `EventHelper` slots (spec
//! sts1.md §7, `sts1::events`) and Slay the Spire 2's `UnknownMapPointOdds`
//! (spec sts2-run.md §10, `sts2::walk`). The rules reuse the games' own
//! transition code, so the seed-exact walk and the expectation cannot drift
//! apart.

use std::collections::BTreeMap;

use crate::map::Room;
use crate::route::{Odds, Outcome};

/// What the map tells about a `?` room, besides the roll state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuestionRoom {
    /// Every room the `?` leads to is a shop (Slay the Spire 2 then keeps
    /// shops out of the roll; Slay the Spire 1 does not look).
    pub all_children_shops: bool,
    /// Its floor (Slay the Spire 1's Deadly Events gives no elite below
    /// floor 6; 0 where it does not matter).
    pub floor: u16,
}

/// One game's `?` roll, as the expectation needs it.
pub trait RollRules {
    /// Everything the next roll depends on: the odds, relic counters, and
    /// whether the room just left held a shop.
    type State: Clone + Ord;

    /// Pushes onto `out` every outcome of a roll from `state` that has a
    /// chance above 0, with that chance and the state after it. The chances
    /// add up to 1.
    fn outcomes(&self, state: &Self::State, room: QuestionRoom, out: &mut Vec<(Outcome, f64, Self::State)>);

    /// The state after entering a room that is not a `?` room.
    fn after_room(&self, state: &Self::State, room: Room) -> Self::State;
}

/// The distribution of the roll state along a route.
#[derive(Clone, Debug)]
pub struct Expected<R: RollRules> {
    rules: R,
    dist: BTreeMap<R::State, f64>,
    scratch: Vec<(Outcome, f64, R::State)>,
}

impl<R: RollRules> Expected<R> {
    /// Starts with `start` at probability 1.
    pub fn new(rules: R, start: R::State) -> Self {
        let mut e = Expected { rules, dist: BTreeMap::new(), scratch: Vec::new() };
        e.restart(start);
        e
    }

    /// Forgets the distribution and starts again from `start` (a new act).
    pub fn restart(&mut self, start: R::State) {
        self.dist.clear();
        self.dist.insert(start, 1.0);
    }

    /// Enters a `?` room: returns its expected odds and moves the
    /// distribution past it.
    pub fn question(&mut self, room: QuestionRoom) -> Odds {
        let mut odds = Odds::default();
        let mut after = BTreeMap::new();
        for (state, &p) in &self.dist {
            self.scratch.clear();
            self.rules.outcomes(state, room, &mut self.scratch);
            for (outcome, q, next) in self.scratch.drain(..) {
                let share = p * q;
                *match outcome {
                    Outcome::Monster => &mut odds.monster,
                    Outcome::Elite => &mut odds.elite,
                    Outcome::Shop => &mut odds.shop,
                    Outcome::Treasure => &mut odds.treasure,
                    Outcome::Event => &mut odds.event,
                } += share;
                *after.entry(next).or_insert(0.0) += share;
            }
        }
        self.dist = after;
        odds
    }

    /// Enters any other room.
    pub fn room(&mut self, room: Room) {
        let mut after = BTreeMap::new();
        for (state, &p) in &self.dist {
            *after.entry(self.rules.after_room(state, room)).or_insert(0.0) += p;
        }
        self.dist = after;
    }

    /// The states the distribution holds now, with their probabilities.
    pub fn states(&self) -> impl Iterator<Item = (&R::State, f64)> {
        self.dist.iter().map(|(s, &p)| (s, p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: a `?` is a shop with chance `s` unless the last room was
    /// a shop, each miss adds 0.1 to `s`, a hit resets it to 0.1.
    struct Toy;

    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
    struct ToyState {
        misses: u8,
        after_shop: bool,
    }

    impl RollRules for Toy {
        type State = ToyState;
        fn outcomes(&self, s: &ToyState, _: QuestionRoom, out: &mut Vec<(Outcome, f64, ToyState)>) {
            let shop = if s.after_shop { 0.0 } else { 0.1 * f64::from(s.misses + 1) };
            if shop > 0.0 {
                out.push((Outcome::Shop, shop, ToyState { misses: 0, after_shop: true }));
            }
            out.push((Outcome::Event, 1.0 - shop, ToyState { misses: s.misses + 1, after_shop: false }));
        }
        fn after_room(&self, s: &ToyState, room: Room) -> ToyState {
            ToyState { after_shop: room == Room::Shop, ..s.clone() }
        }
    }

    #[test]
    fn averages_over_the_earlier_outcomes() {
        let mut e = Expected::new(Toy, ToyState { misses: 0, after_shop: false });
        let first = e.question(QuestionRoom::default());
        assert!((first.shop - 0.1).abs() < 1e-12 && (first.event - 0.9).abs() < 1e-12);
        // Second `?` right after: 0.1 of the time the first was a shop (no
        // shop now), 0.9 of the time it missed (shop 0.2).
        let second = e.question(QuestionRoom::default());
        assert!((second.shop - 0.9 * 0.2).abs() < 1e-12, "{second:?}");
        assert!((second.event - (0.1 + 0.9 * 0.8)).abs() < 1e-12);
        // The probabilities still add up to 1, and equal states merged.
        let total: f64 = e.states().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-12);
        assert_eq!(e.states().count(), 3);
    }

    #[test]
    fn other_rooms_carry_the_shop_rule_and_restart_resets() {
        let mut e = Expected::new(Toy, ToyState { misses: 0, after_shop: false });
        e.room(Room::Shop);
        assert_eq!(e.question(QuestionRoom::default()).shop, 0.0);
        e.restart(ToyState { misses: 0, after_shop: false });
        assert!((e.question(QuestionRoom::default()).shop - 0.1).abs() < 1e-12);
    }
}
