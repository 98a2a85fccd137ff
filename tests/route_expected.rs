//! The odds a route shows without spoilers (`spoilers: false`): for every
//! `?` room, the exact average of its odds over every outcome the act's
//! earlier `?` rooms can have — checked against an independent enumeration
//! of those outcomes written from the spec (sts1.md §7.2), not through the
//! engine's roll code — and the same whatever floats the seed's eventRng
//! would give.

use spire_map::api::{best_route, walk_route};
use spire_map::map::Room;
use spire_map::options::{PlanOptions, RouteOptions};
use spire_map::route::{Odds, RouteWalk};
use spire_map::sts1::events::EventRng;
use spire_map::sts1::walk::walk_with;
use spire_map::value::Value;

fn route_opts(json: &str) -> RouteOptions {
    RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap()
}

/// The issue's example: seed AGCK93XT, ascension 20, act 1, the "most ?
/// rooms" route, whose seed-exact odds gave away floor 3 (a treasure) and
/// floor 5 (a fight).
const MOST_EVENTS: &str = r#""seed":"AGCK93XT","ascension":20,"route":"5,4,5,6,6,6,6,5,5,5,5,5,6,5,6""#;

/// The spec's `?` state, transcribed independently of the engine: the four
/// chances in `f32`, whether the last room was a shop, Tiny Chest's counter.
#[derive(Clone, Copy)]
struct SpecState {
    monster: f32,
    shop: f32,
    treasure: f32,
    after_shop: bool,
    tiny_chest: Option<u8>,
}

/// Spec §7.2 `roll` with the slot `slot` (0-99) drawn: the outcome's index
/// (0 monster, 1 shop, 2 treasure, 3 event) and the state after it.
fn spec_roll(s: SpecState, slot: usize, juzu: bool) -> (usize, SpecState) {
    let mut next = s;
    let mut force_chest = false;
    if let Some(c) = next.tiny_chest {
        let c = c + 1;
        force_chest = c == 4;
        next.tiny_chest = Some(if c == 4 { 0 } else { c });
    }
    let sizes = [
        (s.monster * 100.0) as usize,
        if s.after_shop { 0 } else { (s.shop * 100.0) as usize },
        (s.treasure * 100.0) as usize,
    ];
    let mut slots = [3usize; 100];
    let mut f = 0usize;
    for (kind, n) in sizes.into_iter().enumerate() {
        // fill(T, n): slots[min(99, f) : min(100, f + n)] = T; f += n
        for s in &mut slots[f.min(99)..(f + n).min(100).max(f.min(99))] {
            *s = kind;
        }
        f += n;
    }
    let mut choice = slots[slot];
    if force_chest {
        choice = 2;
    }
    if choice == 0 {
        next.monster = 0.1;
        if juzu {
            choice = 3;
        }
    } else {
        next.monster = s.monster + 0.1;
    }
    next.shop = if choice == 1 { 0.03 } else { s.shop + 0.03 };
    next.treasure = if choice == 2 { 0.02 } else { s.treasure + 0.02 };
    next.after_shop = choice == 1;
    (choice, next)
}

/// Enumerates every sequence of slots the act's `?` rooms can draw (merging
/// equal outcomes) and adds, for the k-th `?` room, probability × the chance
/// of each outcome into `sums[k]`.
fn enumerate(rooms: &[Room], s: SpecState, p: f64, juzu: bool, k: usize, sums: &mut Vec<[f64; 4]>) {
    let Some((&room, rest)) = rooms.split_first() else { return };
    if room != Room::Event {
        let next = SpecState { after_shop: room == Room::Shop, ..s };
        return enumerate(rest, next, p, juzu, k, sums);
    }
    if sums.len() <= k {
        sums.push([0.0; 4]);
    }
    // Group the 100 slots by the state they lead to.
    let mut branches: Vec<(usize, SpecState, f64)> = Vec::new();
    for slot in 0..100 {
        let (choice, next) = spec_roll(s, slot, juzu);
        sums[k][choice] += p / 100.0;
        let same = |b: &&mut (usize, SpecState, f64)| {
            b.0 == choice
                && b.1.monster.to_bits() == next.monster.to_bits()
                && b.1.shop.to_bits() == next.shop.to_bits()
                && b.1.treasure.to_bits() == next.treasure.to_bits()
        };
        match branches.iter_mut().find(same) {
            Some(b) => b.2 += 1.0 / 100.0,
            None => branches.push((choice, next, 1.0 / 100.0)),
        }
    }
    for (_, next, q) in branches {
        enumerate(rest, next, p * q, juzu, k + 1, sums);
    }
}

/// The `?` odds of a walk as [monster, shop, treasure, event].
fn question_odds(walk: &RouteWalk) -> Vec<[f64; 4]> {
    walk.floors
        .iter()
        .filter_map(|f| f.odds)
        .map(|o: Odds| {
            assert_eq!(o.elite, 0.0);
            [o.monster, o.shop, o.treasure, o.event]
        })
        .collect()
}

fn check_against_enumeration(extra: &str, tiny_chest: Option<u8>, juzu: bool) {
    let walk = walk_route(&route_opts(&format!("{{{MOST_EVENTS},\"spoilers\":false{extra}}}"))).unwrap();
    let rooms: Vec<Room> = walk.floors.iter().map(|f| f.room).collect();
    let start = SpecState { monster: 0.1, shop: 0.03, treasure: 0.02, after_shop: false, tiny_chest };
    let mut want = Vec::new();
    enumerate(&rooms, start, 1.0, juzu, 0, &mut want);
    let got = question_odds(&walk);
    assert!(got.len() >= 8, "the route has {} ? rooms", got.len());
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        for i in 0..4 {
            assert!((g[i] - w[i]).abs() < 1e-12, "{extra}: ? room {k}, outcome {i}: {} vs {}", g[i], w[i]);
        }
    }
}

#[test]
fn odds_without_spoilers_are_the_expectation_over_earlier_outcomes() {
    check_against_enumeration("", None, false);
    check_against_enumeration(",\"tinyChest\":1", Some(1), false);
    check_against_enumeration(",\"juzuBracelet\":true", None, true);
}

#[test]
fn odds_without_spoilers_differ_from_the_seed_exact_ones_and_give_nothing_away() {
    let exact = walk_route(&route_opts(&format!("{{{MOST_EVENTS}}}"))).unwrap();
    let hidden = walk_route(&route_opts(&format!("{{{MOST_EVENTS},\"spoilers\":false}}"))).unwrap();
    // The issue's leak: seed-exact, floor 4 shows treasure 2% (floor 3 was a
    // treasure, so its chance reset) and floor 7 monster 10% (floor 5 was a fight).
    let floor = |w: &RouteWalk, n: u16| w.floors.iter().find(|f| f.floor == n).and_then(|f| f.odds).unwrap();
    assert_eq!(floor(&exact, 4).treasure, 0.02);
    assert_eq!(floor(&exact, 7).monster, 0.1);
    assert!(floor(&hidden, 4).treasure > 0.02 && floor(&hidden, 7).monster > 0.1);
    // Nothing that depends on the draws: no outcome, no fight.
    assert!(exact.floors.iter().any(|f| f.outcome.is_some() && f.encounter.is_some()));
    for f in &hidden.floors {
        assert_eq!((f.outcome, f.encounter), (None, None), "floor {}", f.floor);
    }
    let json = serde_json::to_string(&hidden.floors).unwrap();
    assert!(!json.contains("outcome") && !json.contains("encounter"), "{json}");
    // The act boss is shown on the map (the game draws its icon): it stays;
    // its reward (a spoiler) does not.
    let boss = |w: &RouteWalk| w.bosses.iter().map(|b| (b.act, b.floor, b.encounter)).collect::<Vec<_>>();
    assert_eq!(boss(&hidden), boss(&exact));
    assert!(hidden.bosses.iter().all(|b| b.card_reward.is_none() && b.potion.is_none()));
    assert!(exact.bosses.iter().any(|b| b.card_reward.is_some()));
    assert!(!json.contains("\"shop\":{") && !json.contains("cardReward") && !json.contains("\"event\":{"), "{json}");
    // The rooms, question-room indices and totals are the same.
    assert_eq!(exact.totals, hidden.totals);
    assert_eq!(exact.question_rooms_after, hidden.question_rooms_after);
    let idx = |w: &RouteWalk| w.floors.iter().map(|f| (f.floor, f.room, f.question_room)).collect::<Vec<_>>();
    assert_eq!(idx(&exact), idx(&hidden));
}

#[test]
fn odds_without_spoilers_do_not_depend_on_the_seeds_floats() {
    for spoilers in [false, true] {
        let opts = route_opts(&format!("{{{MOST_EVENTS},\"spoilers\":{spoilers}}}"));
        let own = walk_with(&opts, |seed| EventRng::new(seed, 0)).unwrap();
        // Same map, other floats: eventRng of other seeds, or advanced.
        let others: Vec<RouteWalk> = [(1, 0), (-77, 0), (673465884448, 5)]
            .into_iter()
            .map(|(s, skip)| walk_with(&opts, |_| EventRng::new(s, skip)).unwrap())
            .collect();
        for other in &others {
            assert_eq!(
                own.floors.iter().map(|f| (f.x, f.y)).collect::<Vec<_>>(),
                other.floors.iter().map(|f| (f.x, f.y)).collect::<Vec<_>>()
            );
        }
        if spoilers {
            // The seed-exact walk does follow the floats (or this test could not fail).
            assert!(others.iter().any(|o| question_odds(o) != question_odds(&own)));
        } else {
            for other in &others {
                assert_eq!(&own, other);
            }
        }
    }
}

#[test]
fn later_acts_start_again_and_keep_tiny_chests_count() {
    // Acts 1 and 2 of the same seed: act 2's first `?` has the act-start
    // odds whatever act 1's `?` rooms became; Tiny Chest counts every `?`.
    let plan = |act: u8| {
        best_route(
            &PlanOptions::from_value(
                &Value::from_json(&format!(
                    r#"{{"seed":"AGCK93XT","ascension":20,"act":{act},"criterion":"mostEvents"}}"#
                ))
                .unwrap(),
            )
            .unwrap(),
        )
        .unwrap()
        .path
        .iter()
        .map(|p| p[0].to_string())
        .collect::<Vec<_>>()
        .join(",")
    };
    let route = format!("{}/{}", plan(1), plan(2));
    let walk = walk_route(&route_opts(&format!(
        r#"{{"seed":"AGCK93XT","ascension":20,"route":"{route}","spoilers":false,"tinyChest":0}}"#
    )))
    .unwrap();
    let act1_events = walk.floors.iter().filter(|f| f.act == 1 && f.room == Room::Event).count();
    let first2 = walk.floors.iter().find(|f| f.act == 2 && f.room == Room::Event).unwrap();
    let o = first2.odds.unwrap();
    if act1_events % 4 == 3 {
        assert_eq!(o.treasure, 1.0);
    } else {
        let after_shop =
            walk.floors[walk.floors.iter().position(|f| std::ptr::eq(f, first2)).unwrap() - 1].room == Room::Shop;
        assert_eq!((o.monster, o.treasure), (0.1, 0.02));
        assert_eq!(o.shop, if after_shop { 0.0 } else { 0.03 });
    }
}

#[test]
fn a_wrong_spoilers_option_is_named() {
    let e = RouteOptions::from_value(&Value::from_json(r#"{"seed":"A","route":"1","spoilers":"maybe"}"#).unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("spoilers") && e.contains("true or false"), "{e}");
}
