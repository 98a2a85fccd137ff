//! `?` rooms: the chances (`EventHelper.roll`) and the seed-exact outcome.
//!
//! Reference: spec sts1.md §7. The k-th `?` room entered in a run
//! (k from 0, counted over all acts) is rolled with the k-th float of
//! `Random(seed)` — eventRng — whatever happens in between.

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
}

impl Default for Chances {
    fn default() -> Self {
        Chances::ACT_START
    }
}

const SLOTS: usize = 100;

impl Chances {
    /// The chances at the start of each act: monster 0.1, shop 0.03, treasure 0.02.
    pub const ACT_START: Chances = Chances { elite: 0.0, monster: 0.1, shop: 0.03, treasure: 0.02 };

    /// The 100 slots the roll indexes into, with the game's fill quirk: once
    /// the slots are full, every later fill still overwrites slot 99.
    fn slots(&self, after_shop: bool) -> [Outcome; SLOTS] {
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
        // Without Deadly Events the elite size is 0 (and the game's doubled
        // elite fill only matters with that mod).
        fill(Outcome::Monster, (self.monster * 100.0) as usize);
        fill(Outcome::Shop, if after_shop { 0 } else { (self.shop * 100.0) as usize });
        fill(Outcome::Treasure, (self.treasure * 100.0) as usize);
        slots
    }

    /// The chance of each outcome of the next roll, exactly as the slots give
    /// them (including the slot-99 quirk and the relics).
    pub fn odds(&self, after_shop: bool, relics: &Relics) -> Odds {
        let mut odds = Odds::default();
        if relics.tiny_chest == Some(3) {
            odds.treasure = 1.0;
            return odds;
        }
        for s in self.slots(after_shop) {
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
        let mut force_chest = false;
        if let Some(counter) = relics.tiny_chest.as_mut() {
            *counter += 1;
            if *counter == 4 {
                *counter = 0;
                force_chest = true;
            }
        }
        let mut choice = self.slots(after_shop)[(r * 100.0) as usize];
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
    fn update(&mut self, choice: Outcome) {
        self.elite = if choice == Outcome::Elite { 0.0 } else { self.elite + 0.1 };
        self.monster = if choice == Outcome::Monster { 0.1 } else { self.monster + 0.1 };
        self.shop = if choice == Outcome::Shop { 0.03 } else { self.shop + 0.03 };
        self.treasure = if choice == Outcome::Treasure { 0.02 } else { self.treasure + 0.02 };
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
        let c = Chances { elite: 0.0, monster: 1.0000001, shop: 0.3, treasure: 0.2 };
        let slots = c.slots(false);
        assert_eq!(slots[98], Outcome::Monster);
        assert_eq!(slots[99], Outcome::Treasure);
        let o = c.odds(false, &Relics::default());
        assert_eq!((o.monster, o.treasure, o.event), (0.99, 0.01, 0.0));
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
