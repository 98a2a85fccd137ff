//! What a `?` (unknown) map point becomes, seed-exact: the game's
//! `UnknownMapPointOdds` rolled on the run's `unknown_map_point` stream.
//!
//! * **State:** four float32 odds in the fixed order Monster, Elite,
//!   Treasure, Shop, starting at their base values 0.1, −1, 0.02, 0.03 (a
//!   negative value is never rolled). They go back to the base values when
//!   an act starts ([`UnknownRolls::reset_for_act`]); the stream does not:
//!   it is one run-wide stream, `Rng(runSeed, "unknown_map_point")`.
//! * **Allowed types:** Monster, Elite, Treasure, Shop and Event, minus the
//!   blacklist — Shop, when the floor the player comes from held a shop (a
//!   shop point, or a `?` that became one) or when every child of the `?` is
//!   a shop point ([`shop_blacklisted`]) — minus what hooks remove: Juzu
//!   Bracelet removes Monster. (Golden Compass and the Lantern Key card,
//!   which replace the set by Event alone, are left out here, as are the
//!   first-run tutorial rolls of a profile without a finished run.)
//! * **Deadly Events** (a run modifier): Elite's odds and base are 0.1
//!   instead of −1, and the Treasure increase is doubled (+0.04).
//! * **Default:** Event if allowed, else the allowed type with the lowest
//!   `RoomType` value (Monster < Elite < Treasure < Shop < Event).
//! * **One roll** is exactly one `NextFloat()` draw `x` (float32 of
//!   `NextDouble`), even when only one type is allowed. Walking the four
//!   types in order, each allowed one with odds ≥ 0 adds its odds to a
//!   float32 sum; the first type with `x <= sum` is the result, otherwise
//!   the default.
//! * **Update:** the rolled type goes back to its base value; every other
//!   allowed type gains its base value (float32 addition: Elite goes −2,
//!   −3, … and is never rolled); types not allowed keep their odds. An Event
//!   result resets nothing (but the others still gain).
//!
//! The engine rolls; which `?` the route enters, and with which blacklist,
//! is up to the caller (the route walk).
//!
//! Reference: spec sts2-run.md §10 (the roll, checked against real saves),
//! §1.3 (`NextFloat`); spec sts2.md §6. The hooks are from early-access
//! game code and not checked against a v0.109+ save.

use super::graph::{Graph, NodeId, PointType};
use super::rng::Rng;
use super::seed::Seeding;

/// The name of the run stream the rolls draw from.
pub const STREAM: &str = "unknown_map_point";

/// What a `?` can become: the game's `RoomType` values that a roll gives,
/// in the enum's order (the default rule picks the lowest allowed one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RoomType {
    /// A normal fight (the act's next normal encounter).
    Monster,
    /// An elite fight (never rolled at the base odds: Elite's are negative).
    Elite,
    /// A treasure chest.
    Treasure,
    /// A merchant.
    Shop,
    /// An event (the act's next event whose conditions the run meets).
    Event,
}

impl RoomType {
    /// The four types with odds, in the order they are walked.
    pub const ROLLED: [RoomType; 4] = [RoomType::Monster, RoomType::Elite, RoomType::Treasure, RoomType::Shop];

    /// The name the game's enum gives the type (`Monster`, `Elite`, …).
    pub const fn name(self) -> &'static str {
        match self {
            RoomType::Monster => "Monster",
            RoomType::Elite => "Elite",
            RoomType::Treasure => "Treasure",
            RoomType::Shop => "Shop",
            RoomType::Event => "Event",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of [`RoomType`]s: the types a roll may give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Allowed(u8);

impl Allowed {
    /// Every type: no blacklist, no hook.
    pub const ALL: Allowed = Allowed(0b1_1111);

    /// The set for one `?`: all types, without Shop when `blacklist_shop`
    /// (see [`shop_blacklisted`]) and without Monster when the player has
    /// Juzu Bracelet.
    pub const fn new(blacklist_shop: bool, juzu_bracelet: bool) -> Allowed {
        let mut bits = Allowed::ALL.0;
        if blacklist_shop {
            bits &= !RoomType::Shop.bit();
        }
        if juzu_bracelet {
            bits &= !RoomType::Monster.bit();
        }
        Allowed(bits)
    }

    /// Whether `t` is in the set.
    pub const fn contains(self, t: RoomType) -> bool {
        self.0 & t.bit() != 0
    }

    /// The set without `t`.
    pub const fn without(self, t: RoomType) -> Allowed {
        Allowed(self.0 & !t.bit())
    }

    /// The result when no odds are hit: Event if allowed, else the allowed
    /// type with the lowest `RoomType` value (Event if the set is empty).
    pub fn default_type(self) -> RoomType {
        if self.contains(RoomType::Event) {
            return RoomType::Event;
        }
        RoomType::ROLLED.into_iter().find(|&t| self.contains(t)).unwrap_or(RoomType::Event)
    }
}

/// The four odds, float32 as the game keeps them (saved as
/// `unknown_map_point_{monster,elite,treasure,shop}_odds_value`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UnknownOdds {
    /// Monster (base 0.1).
    pub monster: f32,
    /// Elite (base −1: never rolled).
    pub elite: f32,
    /// Treasure (base 0.02).
    pub treasure: f32,
    /// Shop (base 0.03).
    pub shop: f32,
}

impl UnknownOdds {
    /// The base values, which are also the odds at the start of every act.
    pub const BASE: UnknownOdds = UnknownOdds { monster: 0.1, elite: -1.0, treasure: 0.02, shop: 0.03 };

    /// The base values in a run with the Deadly Events modifier: Elite 0.1
    /// (`SetBaseOdds(Elite, 0.1)`, and the run starts there).
    pub const BASE_DEADLY: UnknownOdds = UnknownOdds { elite: 0.1, ..UnknownOdds::BASE };

    /// The base values with or without Deadly Events.
    pub const fn base(deadly_events: bool) -> UnknownOdds {
        if deadly_events {
            UnknownOdds::BASE_DEADLY
        } else {
            UnknownOdds::BASE
        }
    }

    /// Whether these are a Deadly Events run's odds: its Elite odds start at
    /// 0.1 and never fall below it, while without it they start at −1 and
    /// only fall (so the sign tells, and the state needs no flag).
    pub fn deadly_events(&self) -> bool {
        self.elite >= 0.0
    }

    /// The odds of `t` (`None` for Event, which has none of its own).
    pub fn get(&self, t: RoomType) -> Option<f32> {
        match t {
            RoomType::Monster => Some(self.monster),
            RoomType::Elite => Some(self.elite),
            RoomType::Treasure => Some(self.treasure),
            RoomType::Shop => Some(self.shop),
            RoomType::Event => None,
        }
    }

    fn slot(&mut self, t: RoomType) -> &mut f32 {
        match t {
            RoomType::Monster => &mut self.monster,
            RoomType::Elite => &mut self.elite,
            RoomType::Treasure => &mut self.treasure,
            // Event has no odds and is never passed here.
            RoomType::Shop | RoomType::Event => &mut self.shop,
        }
    }

    /// The outcome of the draw `x` with the types `allowed`.
    pub fn pick(&self, x: f32, allowed: Allowed) -> RoomType {
        let mut acc = 0.0f32;
        for t in RoomType::ROLLED {
            let odds = self.get(t).unwrap_or(-1.0);
            if allowed.contains(t) && odds >= 0.0 {
                acc += odds;
                if x <= acc {
                    return t;
                }
            }
        }
        allowed.default_type()
    }

    /// The odds after a roll that gave `hit` with the types `allowed`.
    pub fn after(mut self, hit: RoomType, allowed: Allowed) -> UnknownOdds {
        let deadly = self.deadly_events();
        for t in RoomType::ROLLED {
            let base = UnknownOdds::base(deadly).get(t).unwrap_or(0.0);
            // Deadly Events doubles the Treasure increase (not its base).
            let increase = if deadly && t == RoomType::Treasure { base * 2.0 } else { base };
            let odds = self.slot(t);
            if t == hit {
                *odds = base;
            } else if allowed.contains(t) {
                *odds += increase;
            }
        }
        self
    }
}

impl Default for UnknownOdds {
    fn default() -> Self {
        UnknownOdds::BASE
    }
}

/// The run's `?` rolls: the `unknown_map_point` stream and the odds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UnknownRolls {
    rng: Rng,
    odds: UnknownOdds,
    rolls: u32,
}

impl UnknownRolls {
    /// The state at the start of a run whose run seed is `run_seed` (from
    /// [`Seeding::run_seed`]) in the builds of `seeding`: the stream
    /// `Rng(runSeed, "unknown_map_point")` and the base odds.
    pub fn new(run_seed: u64, seeding: Seeding) -> Self {
        UnknownRolls::new_with(run_seed, seeding, false)
    }

    /// [`UnknownRolls::new`] in a run with or without Deadly Events.
    pub fn new_with(run_seed: u64, seeding: Seeding, deadly_events: bool) -> Self {
        UnknownRolls { rng: Rng::named_in(seeding, run_seed, STREAM), odds: UnknownOdds::base(deadly_events), rolls: 0 }
    }

    /// Rolls the `?` the player enters: Shop blacklisted if `blacklist_shop`
    /// ([`shop_blacklisted`]), Monster removed if the player has Juzu
    /// Bracelet. One draw; updates the odds.
    pub fn roll(&mut self, blacklist_shop: bool, juzu_bracelet: bool) -> RoomType {
        self.roll_allowed(Allowed::new(blacklist_shop, juzu_bracelet))
    }

    /// [`UnknownRolls::roll`] with an explicit set of allowed types.
    pub fn roll_allowed(&mut self, allowed: Allowed) -> RoomType {
        let x = self.rng.next_float();
        let hit = self.odds.pick(x, allowed);
        self.odds = self.odds.after(hit, allowed);
        self.rolls += 1;
        hit
    }

    /// A new act: the odds go back to their base values; the stream goes on.
    pub fn reset_for_act(&mut self) {
        self.odds = UnknownOdds::base(self.odds.deadly_events());
    }

    /// The current odds (what a save stores).
    pub fn odds(&self) -> UnknownOdds {
        self.odds
    }

    /// How many rolls have been made, which is the stream's draw counter (a
    /// save's `unknown_map_point` `counter`).
    pub fn rolls(&self) -> u32 {
        self.rolls
    }

    /// The stream itself, as it stands after the rolls.
    pub fn stream(&self) -> &Rng {
        &self.rng
    }
}

/// Whether Shop is blacklisted for the `?` at `point` of `graph`: the floor
/// the player comes from held a shop (`came_from_shop`: a shop point, or a
/// `?` that became a shop), or `point` has at least one child and every
/// child is a shop point.
pub fn shop_blacklisted(came_from_shop: bool, graph: &Graph, point: NodeId) -> bool {
    let children = graph.children(point);
    came_from_shop || (!children.is_empty() && children.as_slice().iter().all(|&c| graph.ty(c) == PointType::Shop))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spec sts2-run.md §10.1: the base values, in float32.
    #[test]
    fn base_odds_are_the_games() {
        let b = UnknownOdds::BASE;
        assert_eq!((b.monster, b.elite, b.treasure, b.shop), (0.1f32, -1.0f32, 0.02f32, 0.03f32));
        assert_eq!(UnknownOdds::default(), b);
    }

    /// At base odds without a blacklist: Monster up to 0.1, Treasure up to
    /// 0.12, Shop up to 0.15 (float32 sums), Event above (§10.3: 10 %, 2 %,
    /// 3 %, 85 %); Elite is never hit.
    #[test]
    fn the_walk_adds_the_odds_in_order() {
        let b = UnknownOdds::BASE;
        let all = Allowed::ALL;
        assert_eq!(b.pick(0.0, all), RoomType::Monster);
        assert_eq!(b.pick(0.1, all), RoomType::Monster);
        assert_eq!(b.pick(0.100_001, all), RoomType::Treasure);
        assert_eq!(b.pick(0.1f32 + 0.02f32, all), RoomType::Treasure);
        assert_eq!(b.pick(0.13, all), RoomType::Shop);
        assert_eq!(b.pick(0.1f32 + 0.02f32 + 0.03f32, all), RoomType::Shop);
        assert_eq!(b.pick(0.16, all), RoomType::Event);
        assert_eq!(b.pick(1.0, all), RoomType::Event);
        // Without Shop, the shop slice becomes Event; without Monster, the
        // walk starts at Treasure.
        assert_eq!(b.pick(0.13, Allowed::new(true, false)), RoomType::Event);
        assert_eq!(b.pick(0.01, Allowed::new(false, true)), RoomType::Treasure);
        assert_eq!(b.pick(0.04, Allowed::new(false, true)), RoomType::Shop);
        assert_eq!(b.pick(0.06, Allowed::new(false, true)), RoomType::Event);
    }

    /// §10.2 step 7 and §10.3: after k Event results without a blacklist the
    /// odds are 0.1(k+1), 0.02(k+1), 0.03(k+1) and Elite −(k+1); a hit resets
    /// only its own type; a blacklisted type does not change.
    #[test]
    fn misses_add_the_base_and_a_hit_resets() {
        let all = Allowed::ALL;
        let b = UnknownOdds::BASE;
        let two = b.after(RoomType::Event, all);
        assert_eq!(two, UnknownOdds { monster: 0.2, elite: -2.0, treasure: 0.04, shop: 0.06 });
        let hit = two.after(RoomType::Monster, all);
        assert_eq!(hit, UnknownOdds { monster: 0.1, elite: -3.0, treasure: 0.02f32 * 3.0, shop: 0.03f32 * 3.0 });
        let no_shop = two.after(RoomType::Event, Allowed::new(true, false));
        assert_eq!(no_shop.shop, two.shop);
        assert_eq!(no_shop.monster, 0.1f32 + 0.1f32 + 0.1f32);
        let juzu = b.after(RoomType::Event, Allowed::new(false, true));
        assert_eq!((juzu.monster, juzu.treasure), (0.1, 0.04));
    }

    /// Spec custom-daily.md §B2: with Deadly Events the first `?` of an act
    /// can be an elite (10 %, right after Monster's 10 %), a miss adds 0.1
    /// to Elite and 0.04 to Treasure, an elite resets to 0.1, and a new act
    /// goes back to those values.
    #[test]
    fn deadly_events_gives_elites_from_the_first_unknown() {
        let all = Allowed::ALL;
        let d = UnknownOdds::BASE_DEADLY;
        assert_eq!(d.pick(0.15, all), RoomType::Elite);
        assert_eq!(d.pick(0.1, all), RoomType::Monster);
        assert_eq!(d.pick(0.21, all), RoomType::Treasure);
        let miss = d.after(RoomType::Event, all);
        assert_eq!(miss, UnknownOdds { monster: 0.2, elite: 0.2, treasure: 0.02 + 0.04, shop: 0.06 });
        assert_eq!(miss.after(RoomType::Elite, all).elite, 0.1);
        let mut rolls = UnknownRolls::new_with(7, Seeding::Xxh64, true);
        rolls.roll(false, false);
        rolls.reset_for_act();
        assert_eq!(rolls.odds(), UnknownOdds::BASE_DEADLY);
        assert!(!UnknownOdds::BASE.after(RoomType::Event, all).deadly_events());
    }

    #[test]
    fn the_default_is_event_else_the_lowest_allowed_type() {
        assert_eq!(Allowed::ALL.default_type(), RoomType::Event);
        let no_event = Allowed::ALL.without(RoomType::Event);
        assert_eq!(no_event.default_type(), RoomType::Monster);
        assert_eq!(no_event.without(RoomType::Monster).default_type(), RoomType::Elite);
        assert_eq!(
            Allowed::new(true, true).without(RoomType::Event).without(RoomType::Elite).default_type(),
            RoomType::Treasure
        );
    }

    /// One roll is one draw of `NextFloat` on `Rng(runSeed,
    /// "unknown_map_point")`, even when only Event is possible.
    #[test]
    fn every_roll_is_one_draw_on_the_run_stream() {
        let run = 3184056548275706427;
        let mut rolls = UnknownRolls::new(run, Seeding::Xxh64);
        let mut rng = Rng::named(run, "unknown_map_point");
        for i in 0..50 {
            let want = UnknownOdds::BASE.pick(rng.next_float(), Allowed::ALL);
            rolls.reset_for_act();
            let allowed = if i % 3 == 0 { Allowed::ALL } else { Allowed::new(true, true).without(RoomType::Treasure) };
            let got = rolls.roll_allowed(allowed);
            if allowed == Allowed::ALL {
                assert_eq!(got, want);
            }
        }
        assert_eq!(rolls.rolls(), 50);
        assert_eq!(rolls.stream(), &rng);
        let e2 = UnknownRolls::new(1542565101, Seeding::H32);
        assert_eq!(e2.stream(), &Rng::named_in(Seeding::H32, 1542565101, STREAM));
    }
}
