//! Walking a route through a Slay the Spire 2 run: every floor's room and,
//! for every `?` room, the chance of each outcome (reference: spec sts2.md
//! §6).
//!
//! What a `?` becomes is rolled on the run's `unknown_map_point` stream when
//! the player walks in; the seed-exact rolls are in [`super::unknown`], and
//! this walk does not use them yet. So the odds given here are the
//! true chances *before* the earlier `?` rooms are known: they average over
//! every way the earlier rolls can go (the odds ramp after each miss and
//! reset after a hit, so the average is what a player can expect), computed
//! exactly by following the distribution of the odds' states along the route.

use crate::error::{Error, Result};
use crate::expected::{Expected, QuestionRoom, RollRules};
use crate::map::{Game, Room};
use crate::options::RouteOptions;
use crate::route::{check_path, format_route, FloorStep, Odds, Outcome, RouteWalk, Totals};

/// Base odds (§6): monster 0.10, treasure 0.02, shop 0.03; elite −1 (never).
const BASE_MONSTER: f64 = 0.10;
const BASE_TREASURE: f64 = 0.02;
const BASE_SHOP: f64 = 0.03;

/// The odds' state: how many rolls each type has missed since it was last
/// rolled (each miss adds its base again), and whether the room just left
/// held a shop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RollState {
    monster: u8,
    treasure: u8,
    shop: u8,
    after_shop: bool,
}

impl RollState {
    /// The state at the start of an act (the odds reset; the Ancient before
    /// the first room is not a shop).
    pub const ACT_START: RollState = RollState { monster: 0, treasure: 0, shop: 0, after_shop: false };
}

/// The chances of one roll from `state`, with shops allowed or not and
/// monsters allowed or not (Juzu Bracelet): walk Monster, Treasure, Shop in
/// order, each taking its odds from what is left; the event gets the rest.
fn roll_odds(state: RollState, shop_allowed: bool, monster_allowed: bool) -> Odds {
    let m = if monster_allowed { BASE_MONSTER * f64::from(state.monster + 1) } else { 0.0 };
    let t = BASE_TREASURE * f64::from(state.treasure + 1);
    let s = if shop_allowed { BASE_SHOP * f64::from(state.shop + 1) } else { 0.0 };
    let (c1, c2, c3) = (m.min(1.0), (m + t).min(1.0), (m + t + s).min(1.0));
    Odds { monster: c1, elite: 0.0, treasure: c2 - c1, shop: c3 - c2, event: 1.0 - c3 }
}

/// The state after a roll with outcome `hit` (None = event): the rolled type
/// resets, every other allowed type ramps.
fn after_roll(state: RollState, hit: Option<Room>, shop_allowed: bool, monster_allowed: bool) -> RollState {
    let ramp = |k: u8, this: Room, allowed: bool| {
        if hit == Some(this) {
            0
        } else if allowed {
            k.saturating_add(1)
        } else {
            k
        }
    };
    RollState {
        monster: ramp(state.monster, Room::Monster, monster_allowed),
        treasure: ramp(state.treasure, Room::Treasure, true),
        shop: ramp(state.shop, Room::Shop, shop_allowed),
        after_shop: hit == Some(Room::Shop),
    }
}

/// Slay the Spire 2's `?` roll for [`crate::expected`]: shops are left out
/// right after a shop and when every next room is a shop; Juzu Bracelet
/// leaves out fights.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sts2Rolls {
    /// Juzu Bracelet is owned.
    pub juzu_bracelet: bool,
}

impl RollRules for Sts2Rolls {
    type State = RollState;

    fn outcomes(&self, state: &RollState, room: QuestionRoom, out: &mut Vec<(Outcome, f64, RollState)>) {
        let shop_allowed = !state.after_shop && !room.all_children_shops;
        let monster_allowed = !self.juzu_bracelet;
        let o = roll_odds(*state, shop_allowed, monster_allowed);
        for (hit, outcome, q) in [
            (Some(Room::Monster), Outcome::Monster, o.monster),
            (Some(Room::Treasure), Outcome::Treasure, o.treasure),
            (Some(Room::Shop), Outcome::Shop, o.shop),
            (None, Outcome::Event, o.event),
        ] {
            if q > 0.0 {
                out.push((outcome, q, after_roll(*state, hit, shop_allowed, monster_allowed)));
            }
        }
    }

    fn after_room(&self, state: &RollState, room: Room) -> RollState {
        RollState { after_shop: room == Room::Shop, ..*state }
    }
}

/// Walks `opts.route` through the StS2 maps of `opts.map`'s seed.
pub fn walk(opts: &RouteOptions) -> Result<RouteWalk> {
    if opts.tiny_chest.is_some() {
        return Err(Error::option("tinyChest", "Tiny Chest is a Slay the Spire 1 relic"));
    }
    let end_act = usize::from(opts.start_act) + opts.route.len() - 1;
    if end_act > usize::from(super::acts::ACTS) {
        return Err(Error::Route(format!("the route reaches act {end_act}, but Slay the Spire 2 has 3 acts")));
    }
    let mut map_opts = opts.map.clone();
    map_opts.act = None;
    let set = super::generate(&map_opts)?;
    let mut warnings = set.warnings.clone();
    warnings.push(
        "Slay the Spire 2 `?` odds are the chances before the earlier `?` rooms are known: each averages over what those rooms can become".into(),
    );
    if opts.question_rooms_before > 0 {
        warnings.push(
            "`questionRoomsBefore` does not change Slay the Spire 2 odds (they reset every act) and was ignored".into(),
        );
    }
    let mut expected = Expected::new(Sts2Rolls { juzu_bracelet: opts.juzu_bracelet }, RollState::ACT_START);
    let mut floors = Vec::new();
    let mut totals = Totals::default();
    for (i, cols) in opts.route.iter().enumerate() {
        let act = opts.start_act + i as u8;
        let map = &set.acts[usize::from(act) - 1];
        let path = check_path(map, cols)?;
        if i + 1 < opts.route.len()
            && path.last().and_then(|p| map.node(p[0], p[1])).is_none_or(|n| n.room != Room::Boss)
        {
            let rows = map.nodes.iter().filter(|n| n.room != Room::Boss && n.room != Room::Ancient).map(|n| n.y).max();
            if path.last().map(|p| p[1]) != rows {
                return Err(Error::Route(format!(
                    "act {act} of the route stops at floor {}; only the last act may stop early",
                    map.first_floor + path.last().map_or(0, |p| u16::from(p[1]))
                )));
            }
        }
        // The odds reset at the start of every act.
        expected.restart(RollState::ACT_START);
        for [x, y] in path {
            let room = map.node(x, y).map_or(Room::Monster, |n| n.room);
            totals.add(room);
            let mut step = FloorStep::new(act, [x, y], map.first_floor + u16::from(y), room);
            if room == Room::Event {
                // Shops are excluded after a shop, and when every next room is a shop.
                let next: Vec<Room> = map
                    .edges
                    .iter()
                    .filter(|e| e.from == [x, y])
                    .filter_map(|e| map.node(e.to[0], e.to[1]).map(|n| n.room))
                    .collect();
                let all_children_shops = !next.is_empty() && next.iter().all(|r| *r == Room::Shop);
                step.odds = Some(expected.question(QuestionRoom { all_children_shops }));
            } else {
                expected.room(room);
            }
            floors.push(step);
        }
    }
    // Fight gold is known for Slay the Spire 1 only.
    (totals.gold_min, totals.gold_max) = (0, 0);
    Ok(RouteWalk {
        game: Game::Sts2,
        seed: set.seed,
        seed_value: set.seed_value,
        ascension: opts.map.ascension,
        route: format_route(&opts.route),
        floors,
        bosses: Vec::new(),
        totals,
        question_rooms_after: 0,
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: RollState = RollState::ACT_START;

    #[test]
    fn base_odds_follow_the_spec() {
        // §6: monster 0.10, treasure 0.02, shop 0.03, event the rest (0.85).
        let o = roll_odds(START, true, true);
        assert!((o.monster - 0.10).abs() < 1e-12 && (o.treasure - 0.02).abs() < 1e-12);
        assert!((o.shop - 0.03).abs() < 1e-12 && (o.event - 0.85).abs() < 1e-12 && o.elite == 0.0);
        // No shop right after a shop: its share goes to the event.
        let o = roll_odds(START, false, true);
        assert!(o.shop == 0.0 && (o.event - 0.88).abs() < 1e-12);
        // Juzu Bracelet: no fights.
        assert_eq!(roll_odds(START, true, false).monster, 0.0);
    }

    #[test]
    fn misses_ramp_by_the_base_and_a_hit_resets() {
        let s = after_roll(START, None, true, true);
        assert_eq!((s.monster, s.treasure, s.shop), (1, 1, 1));
        let o = roll_odds(s, true, true);
        assert!((o.monster - 0.2).abs() < 1e-12 && (o.treasure - 0.04).abs() < 1e-12 && (o.shop - 0.06).abs() < 1e-12);
        let s = after_roll(s, Some(Room::Monster), true, true);
        assert_eq!((s.monster, s.treasure, s.shop, s.after_shop), (0, 2, 2, false));
        let s = after_roll(s, Some(Room::Shop), true, true);
        assert_eq!((s.shop, s.after_shop), (0, true));
        // A type that was not allowed does not ramp.
        assert_eq!(after_roll(START, None, false, true).shop, 0);
        // Ten misses: the monster share fills everything.
        let many = RollState { monster: 10, treasure: 0, shop: 0, after_shop: false };
        let o = roll_odds(many, true, true);
        assert_eq!((o.monster, o.event), (1.0, 0.0));
    }
}
