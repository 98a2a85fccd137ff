//! `?` rooms: the chances (`EventHelper.roll`) and the seed-exact outcome.
//!
//! Reference: spec sts1.md §7. The k-th `?` room entered in a run
//! (k from 0, counted over all acts) is rolled with the k-th float of
//! `Random(seed)` — eventRng — whatever happens in between.

use crate::expected::{QuestionRoom, RollRules};
use crate::map::Room;
use crate::rng::GameRandom;
use crate::route::{Odds, Outcome};

/// The relics that change `?` rooms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Relics {
    /// Tiny Chest and its counter (`?` rooms entered since it was taken, mod 4):
    /// every 4th `?` room is a treasure.
    pub tiny_chest: Option<u8>,
    /// Juzu Bracelet: `?` rooms never become fights.
    pub juzu_bracelet: bool,
}

/// The `?` room chances of `EventHelper`, kept in `f32` as the game does.
/// Reset at the start of every act.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chances {
    elite: f32,
    monster: f32,
    shop: f32,
    treasure: f32,
    /// The Deadly Events modifier (spec custom-daily.md §A2.3): the elite
    /// slots are filled (twice), an elite resets to 0.1 and the treasure
    /// chance ramps twice per roll.
    deadly: bool,
}

impl Default for Chances {
    fn default() -> Self {
        Chances::ACT_START
    }
}

const SLOTS: usize = 100;

impl Chances {
    /// The chances at the start of each act: monster 0.1, shop 0.03, treasure 0.02.
    pub const ACT_START: Chances = Chances { elite: 0.0, monster: 0.1, shop: 0.03, treasure: 0.02, deadly: false };

    /// The chances at the start of each act of a run with Deadly Events.
    pub const ACT_START_DEADLY: Chances = Chances { deadly: true, ..Chances::ACT_START };

    /// The chances at an act's start, with or without Deadly Events.
    pub const fn act_start(deadly_events: bool) -> Chances {
        if deadly_events {
            Chances::ACT_START_DEADLY
        } else {
            Chances::ACT_START
        }
    }

    /// The floor before which Deadly Events gives no elite (`floorNum < 6`).
    pub const ELITE_FLOOR: u16 = 6;

    /// The 100 slots the roll indexes into, with the game's fill quirk: once
    /// the slots are full, every later fill still overwrites slot 99.
    #[cfg(test)]
    fn slots(&self, after_shop: bool) -> [Outcome; SLOTS] {
        self.slots_on(u16::MAX, after_shop)
    }

    /// [`Chances::slots`] for a `?` on floor `floor` (Deadly Events gives
    /// no elite below floor 6).
    fn slots_on(&self, floor: u16, after_shop: bool) -> [Outcome; SLOTS] {
        let mut slots = [Outcome::Event; SLOTS];
        let mut f = 0usize;
        let mut fill = |t: Outcome, n: usize| {
            let start = f.min(SLOTS - 1);
            let end = (f + n).min(SLOTS);
            for s in &mut slots[start..end.max(start)] {
                *s = t;
            }
            f += n;
        };
        // Without Deadly Events the elite size is 0. With it the elite block
        // is filled twice (a game bug), before the monsters.
        if self.deadly {
            let elites = if floor < Chances::ELITE_FLOOR { 0 } else { (self.elite * 100.0) as usize };
            fill(Outcome::Elite, elites);
            fill(Outcome::Elite, elites);
        }
        fill(Outcome::Monster, (self.monster * 100.0) as usize);
        fill(Outcome::Shop, if after_shop { 0 } else { (self.shop * 100.0) as usize });
        fill(Outcome::Treasure, (self.treasure * 100.0) as usize);
        slots
    }

    /// The chance of each outcome of the next roll, exactly as the slots give
    /// them (including the slot-99 quirk and the relics).
    pub fn odds(&self, after_shop: bool, relics: &Relics) -> Odds {
        self.odds_on(u16::MAX, after_shop, relics)
    }

    /// [`Chances::odds`] of a `?` on floor `floor`.
    pub fn odds_on(&self, floor: u16, after_shop: bool, relics: &Relics) -> Odds {
        let mut odds = Odds::default();
        if relics.tiny_chest == Some(3) {
            odds.treasure = 1.0;
            return odds;
        }
        for s in self.slots_on(floor, after_shop) {
            let s = if s == Outcome::Monster && relics.juzu_bracelet { Outcome::Event } else { s };
            match s {
                Outcome::Elite => odds.elite += 1.0,
                Outcome::Monster => odds.monster += 1.0,
                Outcome::Shop => odds.shop += 1.0,
                Outcome::Treasure => odds.treasure += 1.0,
                Outcome::Event => odds.event += 1.0,
            }
        }
        for p in [&mut odds.elite, &mut odds.monster, &mut odds.shop, &mut odds.treasure, &mut odds.event] {
            *p /= SLOTS as f64;
        }
        odds
    }

    /// `EventHelper.roll` with the float `r`: the outcome, and the chances
    /// ramped for the next `?` room. `after_shop`: the room being left is a
    /// shop (a `?` right after a shop cannot be a shop).
    pub fn roll(&mut self, r: f32, after_shop: bool, relics: &mut Relics) -> Outcome {
        self.roll_on(u16::MAX, r, after_shop, relics)
    }

    /// [`Chances::roll`] for a `?` on floor `floor` (`floorNum`, counted
    /// over the run: Deadly Events gives no elite below floor 6).
    pub fn roll_on(&mut self, floor: u16, r: f32, after_shop: bool, relics: &mut Relics) -> Outcome {
        let mut force_chest = false;
        if let Some(counter) = relics.tiny_chest.as_mut() {
            *counter += 1;
            if *counter == 4 {
                *counter = 0;
                force_chest = true;
            }
        }
        let mut choice = self.slots_on(floor, after_shop)[(r * 100.0) as usize];
        if force_chest {
            choice = Outcome::Treasure;
        }
        if choice == Outcome::Monster && relics.juzu_bracelet {
            // Juzu Bracelet turns the fight into an event but the monster
            // chance still resets.
            self.update(Outcome::Monster);
            return Outcome::Event;
        }
        self.update(choice);
        choice
    }

    /// Ramps the chances after a roll that gave `choice`: the rolled type
    /// resets, the others grow (monster +0.1, shop +0.03, treasure +0.02).
    /// With Deadly Events an elite resets the elite chance to 0.1 (not 0)
    /// and a non-treasure result adds 0.02 to the treasure chance twice.
    fn update(&mut self, choice: Outcome) {
        let elite_reset = if self.deadly { 0.1 } else { 0.0 };
        self.elite = if choice == Outcome::Elite { elite_reset } else { self.elite + 0.1 };
        self.monster = if choice == Outcome::Monster { 0.1 } else { self.monster + 0.1 };
        self.shop = if choice == Outcome::Shop { 0.03 } else { self.shop + 0.03 };
        if choice == Outcome::Treasure {
            self.treasure = 0.02;
        } else {
            self.treasure += 0.02;
            if self.deadly {
                self.treasure += 0.02;
            }
        }
    }
}

/// Everything the next StS1 `?` roll depends on: the chances, whether the
/// room just left held a shop, and the relics (Tiny Chest's counter). The
/// state [`crate::expected`] follows for the odds a player can know.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RollState {
    /// The `EventHelper` chances.
    pub chances: Chances,
    /// The room just left held a shop (a shop, or a `?` that became one).
    pub after_shop: bool,
    /// The relics, with Tiny Chest's counter.
    pub relics: Relics,
}

impl RollState {
    /// An act's first `?` room, with the relics as they are then.
    pub const fn act_start(relics: Relics) -> Self {
        RollState { chances: Chances::ACT_START, after_shop: false, relics }
    }

    /// [`RollState::act_start`] with or without Deadly Events.
    pub const fn act_start_with(relics: Relics, deadly_events: bool) -> Self {
        RollState { chances: Chances::act_start(deadly_events), after_shop: false, relics }
    }

    /// An exact, totally ordered key (the chances are `f32`: compared by bits).
    fn key(&self) -> ([u32; 5], bool, Option<u8>, bool) {
        let c = &self.chances;
        (
            [c.elite.to_bits(), c.monster.to_bits(), c.shop.to_bits(), c.treasure.to_bits(), u32::from(c.deadly)],
            self.after_shop,
            self.relics.tiny_chest,
            self.relics.juzu_bracelet,
        )
    }
}

impl Eq for RollState {}

impl PartialOrd for RollState {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for RollState {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

/// Slay the Spire 1's `?` roll for [`crate::expected`]: each of the 100
/// slots is equally likely, and each outcome's next state comes from
/// [`Chances::roll`] itself, called with a float that lands in one of the
/// outcome's slots (so the relics and the slot-99 quirk act exactly as in a
/// real roll).
#[derive(Clone, Copy, Debug, Default)]
pub struct Sts1Rolls;

impl RollRules for Sts1Rolls {
    type State = RollState;

    fn outcomes(&self, state: &RollState, room: QuestionRoom, out: &mut Vec<(Outcome, f64, RollState)>) {
        let slots = state.chances.slots_on(room.floor, state.after_shop);
        // (first slot, number of slots) of each outcome the slots hold.
        let mut seen: [(usize, usize); 5] = [(0, 0); 5];
        for (i, s) in slots.iter().enumerate() {
            let e = &mut seen[*s as usize];
            if e.1 == 0 {
                e.0 = i;
            }
            e.1 += 1;
        }
        for (first, count) in seen.into_iter().filter(|e| e.1 > 0) {
            let mut next = *state;
            let r = (first as f32 + 0.5) / SLOTS as f32;
            let outcome = next.chances.roll_on(room.floor, r, state.after_shop, &mut next.relics);
            next.after_shop = outcome == Outcome::Shop;
            out.push((outcome, count as f64 / SLOTS as f64, next));
        }
    }

    fn after_room(&self, state: &RollState, room: Room) -> RollState {
        RollState { after_shop: room == Room::Shop, ..*state }
    }
}

/// The run's eventRng: hands out the k-th `?` room's float.
#[derive(Clone, Debug)]
pub struct EventRng {
    rng: GameRandom,
}

impl EventRng {
    /// eventRng of `seed`, advanced past the `?` rooms already entered.
    pub fn new(seed: i64, rooms_before: u32) -> Self {
        EventRng { rng: GameRandom::with_counter(seed, rooms_before) }
    }

    /// How many `?` rooms have been rolled in the run so far.
    pub fn rolled(&self) -> u32 {
        self.rng.counter()
    }

    /// The float for the next `?` room.
    pub fn next_float(&mut self) -> f32 {
        self.rng.random_float()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slot sizes after k consecutive ramps (no hit), from the spec's table
    /// (§7.2), which shows the `f32` truncations.
    #[test]
    fn ramped_sizes_match_the_spec_table() {
        let monster = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
        let shop = [3, 6, 9, 12, 14, 18, 21, 24, 26, 29, 33];
        let treasure = [2, 4, 6, 8, 9, 11, 13, 15, 17, 19, 21];
        let mut c = Chances::ACT_START;
        for k in 0..=10 {
            assert_eq!((c.monster * 100.0) as usize, monster[k], "monster after {k}");
            assert_eq!((c.shop * 100.0) as usize, shop[k], "shop after {k}");
            assert_eq!((c.treasure * 100.0) as usize, treasure[k], "treasure after {k}");
            // An event result ramps all three.
            c.update(Outcome::Event);
        }
    }

    #[test]
    fn a_roll_picks_its_slot_and_ramps() {
        let mut c = Chances::ACT_START;
        let mut none = Relics::default();
        // Slots: 0-9 monster, 10-12 shop, 13-14 treasure, 15-99 event.
        assert_eq!(c.roll(0.7348952, false, &mut none), Outcome::Event);
        // Now 0-19 monster, 20-25 shop, 26-29 treasure.
        assert_eq!(c.roll(0.1, false, &mut none), Outcome::Monster);
        assert_eq!((c.monster * 100.0) as usize, 10);
        // Now 0-9 monster, 10-18 shop, 19-24 treasure.
        assert_eq!(c.roll(0.105, false, &mut none), Outcome::Shop);
        // Now 0-19 monster, no shop right after a shop, 20-27 treasure.
        assert_eq!(c.roll(0.2, true, &mut none), Outcome::Treasure);
    }

    #[test]
    fn base_odds_and_no_shop_after_a_shop() {
        let c = Chances::ACT_START;
        let o = c.odds(false, &Relics::default());
        assert_eq!((o.monster, o.shop, o.treasure, o.event, o.elite), (0.1, 0.03, 0.02, 0.85, 0.0));
        let o = c.odds(true, &Relics::default());
        assert_eq!((o.monster, o.shop, o.treasure, o.event), (0.1, 0.0, 0.02, 0.88));
    }

    #[test]
    fn slot_99_is_overwritten_once_the_slots_are_full() {
        // MONSTER >= 1.0 after 9 ramps: slots 0-99 are monsters, but the shop
        // and treasure fills still write slot 99 (§7.2) — the last one wins.
        let c = Chances { elite: 0.0, monster: 1.0000001, shop: 0.3, treasure: 0.2, deadly: false };
        let slots = c.slots(false);
        assert_eq!(slots[98], Outcome::Monster);
        assert_eq!(slots[99], Outcome::Treasure);
        let o = c.odds(false, &Relics::default());
        assert_eq!((o.monster, o.treasure, o.event), (0.99, 0.01, 0.0));
    }

    #[test]
    fn the_expectations_outcomes_are_the_rolls_odds() {
        // For states along a few ramps, with and without a shop before and
        // with each relic, the outcomes `Sts1Rolls` gives add up to the odds
        // `Chances::odds` shows, and each next state is a real roll's.
        let mut out = Vec::new();
        let mut c = Chances::ACT_START;
        for k in 0..12 {
            for after_shop in [false, true] {
                for relics in [
                    Relics::default(),
                    Relics { tiny_chest: Some(3), juzu_bracelet: false },
                    Relics { tiny_chest: None, juzu_bracelet: true },
                ] {
                    let state = RollState { chances: c, after_shop, relics };
                    out.clear();
                    Sts1Rolls.outcomes(&state, QuestionRoom::default(), &mut out);
                    let mut sum = Odds::default();
                    for (o, p, next) in &out {
                        match o {
                            Outcome::Monster => sum.monster += p,
                            Outcome::Shop => sum.shop += p,
                            Outcome::Treasure => sum.treasure += p,
                            Outcome::Event => sum.event += p,
                            Outcome::Elite => sum.elite += p,
                        }
                        assert_eq!(next.after_shop, *o == Outcome::Shop);
                    }
                    let want = c.odds(after_shop, &relics);
                    for (a, b) in [
                        (sum.monster, want.monster),
                        (sum.shop, want.shop),
                        (sum.treasure, want.treasure),
                        (sum.event, want.event),
                    ] {
                        assert!(
                            (a - b).abs() < 1e-12,
                            "ramp {k}, after shop {after_shop}, {relics:?}: {sum:?} vs {want:?}"
                        );
                    }
                }
            }
            c.update(Outcome::Event);
        }
    }

    /// Spec custom-daily.md §A2.3: elite slots 0, 20, 40, … after k non-elite
    /// rolls (doubled), none below floor 6 (the ramp still counts there),
    /// 20 after an elite; treasure sizes 2, 6, 9, 13, 17, 21, 25, 29, 34.
    #[test]
    fn deadly_events_doubles_the_elite_slots_and_the_treasure_ramp() {
        let mut c = Chances::ACT_START_DEADLY;
        let treasure = [2, 6, 9, 13, 17, 21, 25, 29, 34];
        for (k, t) in treasure.into_iter().enumerate() {
            let elites = c.slots_on(6, false).iter().filter(|s| **s == Outcome::Elite).count();
            assert_eq!(elites, (2 * 10 * k).min(99), "elite slots after {k}");
            assert_eq!(c.slots_on(5, false).iter().filter(|s| **s == Outcome::Elite).count(), 0, "floor 5");
            assert_eq!((c.treasure * 100.0) as usize, t, "treasure after {k}");
            c.update(Outcome::Event);
        }
        let mut c = Chances::ACT_START_DEADLY;
        let mut none = Relics::default();
        c.update(Outcome::Event);
        assert_eq!(c.roll_on(6, 0.1, false, &mut none), Outcome::Elite);
        assert_eq!((c.elite * 100.0) as usize, 10, "an elite resets to 0.1");
        // The same float on floor 5 (gated) is a monster.
        let mut c = Chances::ACT_START_DEADLY;
        c.update(Outcome::Event);
        assert_eq!(c.roll_on(5, 0.1, false, &mut none), Outcome::Monster);
        // Without the modifier the elite chance is never used.
        let mut c = Chances::ACT_START;
        c.update(Outcome::Event);
        assert_eq!(c.roll_on(20, 0.1, false, &mut none), Outcome::Monster);
    }

    #[test]
    fn relics_change_the_outcome_and_the_odds() {
        let mut c = Chances::ACT_START;
        let mut juzu = Relics { tiny_chest: None, juzu_bracelet: true };
        assert_eq!(c.odds(false, &juzu).monster, 0.0);
        assert_eq!(c.roll(0.05, false, &mut juzu), Outcome::Event);
        // ... but the monster chance still resets.
        assert_eq!((c.monster * 100.0) as usize, 10);
        let mut chest = Relics { tiny_chest: Some(2), juzu_bracelet: false };
        let mut c = Chances::ACT_START;
        assert_eq!(c.roll(0.5, false, &mut chest), Outcome::Event);
        assert_eq!(chest.tiny_chest, Some(3));
        assert_eq!(c.odds(false, &chest).treasure, 1.0);
        assert_eq!(c.roll(0.5, false, &mut chest), Outcome::Treasure);
        assert_eq!(chest.tiny_chest, Some(0));
    }
}
