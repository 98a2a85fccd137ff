//! The seed-exact Slay the Spire 2 walk (`spoilers` on) against real saves:
//! every vector of `tests/golden/sts2/runs/*.json` (byte-identical copies of
//! the project's golden data) walked along its saved path on the engine's
//! maps (which `tests/sts2_golden_maps.rs` proves equal to the saved ones),
//! and checked against what the save recorded: the `?` rooms' results and
//! roll indices, the odds (followed by this file's own transcription of the
//! spec's update rule, sts2-run.md §10.2), the saved odds and stream counter,
//! the fights met (= the history's encounters = the list prefixes = the
//! saved visited counters), the bosses, and the event counter (§9).
//!
//! The saved path is `visited_map_coords` (or `visited_map_coords_act3`)
//! where the file has it, cut to the floors the history summary records (the
//! last coordinate is the room being entered at save time); acts 1-2 of
//! 1ZEPE4MX6919 have only the history: their path is found on the engine's
//! map by the history's room types (every path that fits is checked).
//!
//! And without spoilers: no outcome, encounter or event, nothing depends on
//! the `unknown_map_point` draws, and the odds equal an independent
//! enumeration of every outcome of the earlier `?` rooms.

#[path = "common/sts2_paths.rs"]
mod sts2_paths;

use serde_json::Value as Json;
use spire_map::map::{ActMap, Room};
use spire_map::options::RouteOptions;
use spire_map::route::{FloorStep, Odds, Outcome, RouteWalk};
use spire_map::sts2::run::names::name;
use spire_map::sts2::unknown::UnknownRolls;
use spire_map::sts2::walk::{walk_in, walk_with, EVENT_CANDIDATE_WARNING};
use spire_map::sts2::{self, Seeding};
use spire_map::value::Value;
use sts2_paths::{paths_by_types, room_of};

fn golden(rel: &str) -> Json {
    let path = format!("{}/tests/golden/sts2/{rel}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const RUNS: [&str; 4] = ["1ZEPE4MX6919", "6P96T755CNZ3", "8DVXPWUWRY", "TQM88QFMHSQR"];

fn seeding_of(run: &Json) -> Seeding {
    match run.get("seeding").and_then(Json::as_str) {
        None => Seeding::Xxh64,
        Some("v108") => Seeding::H32,
        Some(s) => panic!("unknown seeding {s:?}"),
    }
}

fn outcome_of(kind: &str) -> Outcome {
    match kind {
        "monster" => Outcome::Monster,
        "elite" => Outcome::Elite,
        "treasure" => Outcome::Treasure,
        "shop" => Outcome::Shop,
        "event" => Outcome::Event,
        other => panic!("room type {other:?}"),
    }
}

/// One act of a vector: its history entries (floor 0 = the Ancient) and the
/// candidate routes through it (columns from row 1).
struct ActCase {
    history: Vec<Json>,
    routes: Vec<Vec<u8>>,
}

fn act_cases(run: &Json) -> Vec<ActCase> {
    let seeding = seeding_of(run);
    let canonical = sts2::seed::canonicalize(run["seed"].as_str().unwrap()).unwrap();
    let run_seed = seeding.run_seed(&canonical);
    let asc = run["ascension"].as_u64().unwrap() as u8;
    let history = run["map_point_history_summary"].as_object().unwrap();
    let mut out = Vec::new();
    for act in 1..=3u8 {
        let Some(h) = history.get(&format!("act{act}")) else { break };
        let h = h.as_array().unwrap().clone();
        let key =
            if run.get("visited_map_coords_act3").is_some() { "visited_map_coords_act3" } else { "visited_map_coords" };
        let coords_act = if key == "visited_map_coords_act3" { 3 } else { 1 };
        let routes = if act == coords_act && run.get(key).is_some() {
            let coords = run[key].as_array().unwrap();
            assert!(coords.len() >= h.len());
            vec![coords[1..h.len()].iter().map(|c| c[0].as_u64().unwrap() as u8).collect()]
        } else {
            let map = sts2::generate_act_in(seeding, run_seed, act, asc, false).to_act_map();
            let types: Vec<Room> = h[1..].iter().map(|e| room_of(e[0].as_str().unwrap())).collect();
            paths_by_types(&map, &types)
        };
        assert!(!routes.is_empty(), "{}: act {act} has a path", run["seed"]);
        out.push(ActCase { history: h, routes });
    }
    out
}

fn text_route(acts: &[&Vec<u8>]) -> String {
    acts.iter().map(|a| a.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect::<Vec<_>>().join("/")
}

fn route_opts(run: &Json, route: &str, spoilers: bool) -> RouteOptions {
    let json = format!(
        r#"{{"game":"sts2","seed":"{}","ascension":{},"route":"{route}","spoilers":{spoilers}}}"#,
        run["seed"].as_str().unwrap(),
        run["ascension"]
    );
    RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap()
}

/// The spec's `?` odds (§10.1-§10.2), transcribed for this test: Monster,
/// Elite, Treasure, Shop in float32.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SpecOdds([f32; 4]);

const BASE: [f32; 4] = [0.1, -1.0, 0.02, 0.03];

impl SpecOdds {
    /// §10.2 step 7: the hit resets, every other allowed type adds its base.
    fn after(self, hit: Option<usize>, shop_allowed: bool) -> SpecOdds {
        let mut o = self.0;
        for t in 0..4 {
            if Some(t) == hit {
                o[t] = BASE[t];
            } else if t != 3 || shop_allowed {
                o[t] += BASE[t];
            }
        }
        SpecOdds(o)
    }

    /// As a route shows them: Monster, Treasure, Shop (0 if blacklisted),
    /// Elite 0, Event the rest (the sums stay below 1 here).
    fn shown(self, shop_allowed: bool) -> Odds {
        let [m, _, t, s] = self.0.map(f64::from);
        let s = if shop_allowed { s } else { 0.0 };
        Odds { monster: m, elite: 0.0, treasure: t, shop: s, event: 1.0 - m - t - s }
    }
}

fn hit_index(o: Outcome) -> Option<usize> {
    match o {
        Outcome::Monster => Some(0),
        Outcome::Elite => Some(1),
        Outcome::Treasure => Some(2),
        Outcome::Shop => Some(3),
        Outcome::Event => None,
    }
}

fn close(a: &Odds, b: &Odds, eps: f64) -> bool {
    [(a.monster, b.monster), (a.elite, b.elite), (a.treasure, b.treasure), (a.shop, b.shop), (a.event, b.event)]
        .iter()
        .all(|(x, y)| (x - y).abs() <= eps)
}

/// What the seed-exact walk of one vector checked.
#[derive(Default, Debug)]
struct Checked {
    rolls: usize,
    fights: usize,
    elites: usize,
    bosses: usize,
    counters: usize,
    events_named: usize,
}

fn check_walk(name_: &str, run: &Json, cases: &[ActCase], walk: &RouteWalk, c: &mut Checked) {
    let acts = run["acts"].as_array().unwrap();
    let mut odds = SpecOdds(BASE);
    let mut rolls = 0u32;
    let mut file_results: Vec<Outcome> = Vec::new();
    if let Some(check) = run.get("unknown_roll_check") {
        file_results = check["expected"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| outcome_of(&v.as_str().unwrap().to_lowercase()))
            .collect();
    }
    for (i, case) in cases.iter().enumerate() {
        let act = i as u8 + 1;
        let rooms = &acts[i]["rooms"];
        let list = |k: &str| -> Vec<String> {
            rooms[k].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
        };
        let (monsters, elites, events) = (list("normal_encounter_ids"), list("elite_encounter_ids"), list("event_ids"));
        let floors: Vec<&FloorStep> = walk.floors.iter().filter(|f| f.act == act).collect();
        assert_eq!(floors.len(), case.history.len(), "{name_} act {act}: one floor per history entry");
        assert_eq!((floors[0].room, [floors[0].x, floors[0].y]), (Room::Ancient, [3, 0]), "{name_} act {act}");
        odds = SpecOdds(BASE);
        let (mut fights, mut elite_fights) = (0usize, 0usize);
        let mut came_from_shop = false;
        // The game's event counter replayed from the history (the Ancient counts once).
        let mut game_events = 1usize;
        let mut game_skipped = false;
        for (f, h) in floors[1..].iter().zip(&case.history[1..]) {
            let (kind, room, model) = (h[0].as_str().unwrap(), h[1].as_str().unwrap(), h[2].as_str());
            assert_eq!(f.room, room_of(kind), "{name_} act {act} floor {}", f.floor);
            if f.room == Room::Event {
                let o = f.odds.expect("a `?` has odds");
                let all_shops = map_children_all_shops(run, act, [f.x, f.y]);
                let shop_allowed = !(came_from_shop || all_shops);
                assert_eq!(o, odds.shown(shop_allowed), "{name_} act {act} floor {}: the odds rolled with", f.floor);
                let outcome = f.outcome.expect("a spoiler walk gives the outcome");
                assert_eq!(outcome, outcome_of(room), "{name_} act {act} floor {}: the saved room", f.floor);
                if let Some(&want) = file_results.get(rolls as usize) {
                    assert_eq!(outcome, want, "{name_}: roll {rolls} of the file's check");
                }
                assert_eq!(f.question_room, Some(rolls));
                odds = odds.after(hit_index(outcome), shop_allowed);
                rolls += 1;
                c.rolls += 1;
            } else {
                assert!(f.odds.is_none() && f.outcome.is_none());
            }
            let fought = f.room == Room::Monster || f.outcome == Some(Outcome::Monster);
            let elite = f.room == Room::Elite || f.outcome == Some(Outcome::Elite);
            if fought {
                assert_eq!(
                    f.encounter,
                    Some(name(static_id(&monsters[fights]))),
                    "{name_} act {act}: fight {fights} = list entry"
                );
                assert_eq!(f.encounter, model.map(|m| name(static_id(m))), "{name_} act {act}: the saved fight");
                fights += 1;
                c.fights += 1;
            } else if elite {
                assert_eq!(
                    f.encounter,
                    Some(name(static_id(&elites[elite_fights]))),
                    "{name_} act {act}: elite {elite_fights}"
                );
                assert_eq!(f.encounter, model.map(|m| name(static_id(m))), "{name_} act {act}: the saved elite");
                elite_fights += 1;
                c.elites += 1;
            } else if f.room == Room::Boss {
                assert_eq!(f.encounter, model.map(|m| name(static_id(m))), "{name_} act {act}: the saved boss");
                assert_eq!(f.encounter, Some(name(static_id(rooms["boss_id"].as_str().unwrap()))));
                c.bosses += 1;
            } else {
                assert_eq!(f.encounter, None);
            }
            if f.outcome == Some(Outcome::Event) {
                let actual = model.expect("the saved event");
                let at = events.iter().position(|e| e == actual).expect("the event is in the act's order");
                let from = game_events % events.len();
                // Where the game has skipped nothing in the act so far, the
                // walk's candidate is the event the game chose.
                if !game_skipped && at == from {
                    let ids = f.event.as_ref().map(|e| e.ids()).unwrap_or_default();
                    assert!(ids.contains(&static_id(actual)), "{name_} act {act} floor {}: {ids:?}", f.floor);
                    c.events_named += 1;
                }
                assert!(f.event.is_some());
                let skips = (at + events.len() - from) % events.len();
                game_skipped |= skips > 0;
                game_events += skips + 1;
            } else {
                assert_eq!(f.event, None);
            }
            came_from_shop = f.room == Room::Shop || f.outcome == Some(Outcome::Shop);
        }
        // The counters of an act the history covers to its save (the
        // history of every act is complete up to the save).
        assert_eq!(
            fights as u64,
            rooms["normal_encounters_visited"].as_u64().unwrap(),
            "{name_} act {act}: normal visited"
        );
        assert_eq!(
            elite_fights as u64,
            rooms["elite_encounters_visited"].as_u64().unwrap(),
            "{name_} act {act}: elite visited"
        );
        assert_eq!(game_events as u64, rooms["events_visited"].as_u64().unwrap(), "{name_} act {act}: events visited");
        c.counters += 3;
    }
    let saved = &run["odds"];
    let want = SpecOdds(
        ["monster", "elite", "treasure", "shop"]
            .map(|k| saved[format!("unknown_map_point_{k}_odds_value")].as_f64().unwrap() as f32),
    );
    assert_eq!(odds, want, "{name_}: the saved odds");
    let counter = run
        .get("run_rng")
        .map(|r| &r["unknown_map_point"]["counter"])
        .or_else(|| run.get("run_rng_counters").map(|r| &r["unknown_map_point"]))
        .and_then(Json::as_u64)
        .unwrap();
    assert_eq!(u64::from(walk.question_rooms_after), counter, "{name_}: the stream counter");
    assert_eq!(u64::from(rolls), counter);
}

/// The id as the engine's tables hold it (`name` takes `'static` ids).
fn static_id(id: &str) -> &'static str {
    Box::leak(id.to_string().into_boxed_str())
}

fn map_children_all_shops(run: &Json, act: u8, at: [u8; 2]) -> bool {
    let seeding = seeding_of(run);
    let canonical = sts2::seed::canonicalize(run["seed"].as_str().unwrap()).unwrap();
    let asc = run["ascension"].as_u64().unwrap() as u8;
    let map = sts2::generate_act_in(seeding, seeding.run_seed(&canonical), act, asc, false).to_act_map();
    let kids: Vec<Room> =
        map.edges.iter().filter(|e| e.from == at).map(|e| map.node(e.to[0], e.to[1]).unwrap().room).collect();
    !kids.is_empty() && kids.iter().all(|&r| r == Room::Shop)
}

fn every_route(cases: &[ActCase]) -> Vec<Vec<&Vec<u8>>> {
    let mut out: Vec<Vec<&Vec<u8>>> = vec![Vec::new()];
    for case in cases {
        out = out.into_iter().flat_map(|p| case.routes.iter().map(move |r| [p.clone(), vec![r]].concat())).collect();
    }
    out
}

#[test]
fn the_exact_walk_follows_every_saved_run() {
    let mut c = Checked::default();
    let mut walks = 0;
    for name_ in RUNS {
        let run = golden(&format!("runs/{name_}.json"));
        let cases = act_cases(&run);
        for (k, route) in every_route(&cases).into_iter().enumerate() {
            let walk = walk_in(&route_opts(&run, &text_route(&route), true), seeding_of(&run)).unwrap();
            // Every path that fits the history is checked; the first is counted.
            let mut extra = Checked::default();
            check_walk(name_, &run, &cases, &walk, if k == 0 { &mut c } else { &mut extra });
            let has_event = walk.floors.iter().any(|f| f.event.is_some());
            assert_eq!(walk.assumptions.iter().any(|w| w == EVENT_CANDIDATE_WARNING), has_event);
            walks += 1;
        }
    }
    // 4 vectors: 13 + 0 + 2 + 1 `?` rolls; 11 + 3 + 2 + 1 fights and 8
    // elites (1ZEPE4MX6919 only); the bosses of 1ZEPE4MX6919 acts 1-2; three
    // counters in each of 6 acts; 3 event candidates the game took unskipped.
    let got = (c.rolls, c.fights, c.elites, c.bosses, c.counters, c.events_named);
    assert_eq!(got, (16, 17, 8, 2, 18, 3), "{c:?} over {walks} walks");
}

/// The boss nodes: the boss, and at A10 in the last act the second boss on
/// the node above it, as the route enters them; the act-3 boss of
/// 1ZEPE4MX6919 is the room its save was entering.
#[test]
fn the_boss_nodes_fight_the_bosses() {
    let run = golden("runs/1ZEPE4MX6919.json");
    let cases = act_cases(&run);
    let route = every_route(&cases).remove(0);
    let mut text = text_route(&route);
    text.push_str(",3,3");
    let walk = walk_in(&route_opts(&run, &text, true), Seeding::Xxh64).unwrap();
    let want: Vec<&'static str> = run["acts"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|a| {
            let r = &a["rooms"];
            std::iter::once(r["boss_id"].as_str()).chain([r["second_boss_id"].as_str()]).flatten()
        })
        .map(|id| name(static_id(id)))
        .collect();
    let got: Vec<&str> = walk.bosses.iter().map(|b| b.encounter).collect();
    assert_eq!(got, want, "act 1, act 2, act 3 and its second boss (QUEEN)");
    let coords = run["visited_map_coords_act3"].as_array().unwrap();
    let boss_floor = walk.floors.iter().find(|f| f.act == 3 && f.room == Room::Boss).unwrap();
    assert_eq!(
        [boss_floor.x, boss_floor.y],
        [coords[14][0].as_u64().unwrap() as u8, coords[14][1].as_u64().unwrap() as u8]
    );
    assert_eq!(walk.bosses.iter().filter(|b| b.act == 3).count(), 2);
}

/// Without spoilers: nothing of the seed's draws, and the same walk whatever
/// the `unknown_map_point` stream would give.
#[test]
fn without_spoilers_nothing_depends_on_the_rolls() {
    for name_ in RUNS {
        let run = golden(&format!("runs/{name_}.json"));
        let cases = act_cases(&run);
        let route = every_route(&cases).remove(0);
        let opts = route_opts(&run, &text_route(&route), false);
        let seeding = seeding_of(&run);
        let walk = walk_in(&opts, seeding).unwrap();
        for f in &walk.floors {
            assert!(f.outcome.is_none() && f.encounter.is_none() && f.event.is_none(), "{name_} floor {}", f.floor);
            assert_eq!(f.odds.is_some(), f.room == Room::Event);
        }
        for other in [1u64, 0xDEAD_BEEF, u64::MAX] {
            let changed = walk_with(&opts, seeding, |_| UnknownRolls::new(other, seeding)).unwrap();
            assert_eq!(changed, walk, "{name_}: other draws, same walk");
        }
        let spoiled = walk_in(&route_opts(&run, &text_route(&route), true), seeding).unwrap();
        assert_ne!(spoiled.floors, walk.floors);
    }
}

/// Every way the earlier `?` rooms of the act can go, enumerated with this
/// file's spec transcription: (probability, odds, came from a shop).
fn enumerate(map: &ActMap, floors: &[&FloorStep]) -> Vec<Odds> {
    let mut states: Vec<(f64, SpecOdds, bool)> = vec![(1.0, SpecOdds(BASE), false)];
    let mut shown = Vec::new();
    for f in floors {
        if f.room != Room::Event {
            states.iter_mut().for_each(|s| s.2 = f.room == Room::Shop);
            continue;
        }
        let kids: Vec<Room> = map
            .edges
            .iter()
            .filter(|e| e.from == [f.x, f.y])
            .map(|e| map.node(e.to[0], e.to[1]).unwrap().room)
            .collect();
        let all_shops = !kids.is_empty() && kids.iter().all(|&r| r == Room::Shop);
        let mut avg = Odds::default();
        let mut next = Vec::new();
        for &(p, odds, after_shop) in &states {
            let shop_allowed = !(after_shop || all_shops);
            let o = odds.shown(shop_allowed);
            avg.monster += p * o.monster;
            avg.treasure += p * o.treasure;
            avg.shop += p * o.shop;
            avg.event += p * o.event;
            for (q, hit) in [(o.monster, Some(0)), (o.treasure, Some(2)), (o.shop, Some(3)), (o.event, None)] {
                if q > 0.0 {
                    next.push((p * q, odds.after(hit, shop_allowed), hit == Some(3)));
                }
            }
        }
        states = next;
        shown.push(avg);
    }
    shown
}

/// The expected odds equal the enumeration, on 1ZEPE4MX6919's act-3 path (a
/// shop after a `?`, a `?` before only a shop) and on a long `?` route.
#[test]
fn expected_odds_equal_an_enumeration() {
    let run = golden("runs/1ZEPE4MX6919.json");
    let coords = run["visited_map_coords_act3"].as_array().unwrap();
    let act3: String = coords[1..14].iter().map(|c| c[0].to_string()).collect::<Vec<_>>().join(",");
    let seed = run_seed("1ZEPE4MX6919");
    let map3 = sts2::generate_act(seed, 3, 10, false).to_act_map();
    let json = format!(
        r#"{{"game":"sts2","seed":"1ZEPE4MX6919","ascension":10,"startAct":3,"route":"{act3}","spoilers":false}}"#
    );
    let walk = walk_in(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap(), Seeding::Xxh64).unwrap();
    let floors: Vec<&FloorStep> = walk.floors.iter().collect();
    let want = enumerate(&map3, &floors);
    let got: Vec<Odds> = floors.iter().filter_map(|f| f.odds).collect();
    assert_eq!(got.len(), 4);
    for (g, w) in got.iter().zip(&want) {
        assert!(close(g, w, 1e-12), "{g:?} vs {w:?}");
    }
    // The act starts at the base odds; the second `?` (before only a shop) has no shop share.
    assert_eq!(got[0].monster, f64::from(0.1f32));
    assert_eq!(got[1].shop, 0.0);
}

fn run_seed(seed: &str) -> u64 {
    sts2::seed::run_seed(&sts2::seed::canonicalize(seed).unwrap())
}

/// A route that starts in act 3 with `questionRoomsBefore` = the earlier
/// acts' 9 `?` rolls (1ZEPE4MX6919's history) rolls act 3 as the whole run
/// does, and says that the count is an assumption.
#[test]
fn a_later_start_takes_the_earlier_rolls_from_question_rooms_before() {
    let run = golden("runs/1ZEPE4MX6919.json");
    let cases = act_cases(&run);
    let route = every_route(&cases).remove(0);
    let full = walk_in(&route_opts(&run, &text_route(&route), true), Seeding::Xxh64).unwrap();
    let act3 = text_route(&route[2..]);
    let json = format!(
        r#"{{"game":"sts2","seed":"1ZEPE4MX6919","ascension":10,"startAct":3,"questionRoomsBefore":9,"route":"{act3}"}}"#
    );
    let late = walk_in(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap(), Seeding::Xxh64).unwrap();
    let full3: Vec<&FloorStep> = full.floors.iter().filter(|f| f.act == 3).collect();
    let late_odds: Vec<_> = late.floors.iter().map(|f| (f.odds, f.outcome, f.question_room, f.encounter)).collect();
    let full_odds: Vec<_> = full3.iter().map(|f| (f.odds, f.outcome, f.question_room, f.encounter)).collect();
    assert_eq!(late_odds, full_odds);
    assert_eq!(late.question_rooms_after, 13);
    assert!(late.warnings.iter().any(|w| w.contains("starts in act 3") && w.contains("`questionRoomsBefore` = 9")));
}

/// The JSON the page reads: `odds`, `outcome`, `questionRoom`, `encounter`,
/// `event` on the floors, `bosses` with `act`, `floor`, `encounter`; absent
/// fields are left out (TQM88QFMHSQR's saved start: Toadpoles (weak), then an
/// event; the act-1 route to its boss).
#[test]
fn the_json_contract() {
    let run = golden("runs/TQM88QFMHSQR.json");
    let walk = walk_in(&route_opts(&run, "1,1", true), Seeding::Xxh64).unwrap();
    let v = serde_json::to_value(&walk).unwrap();
    let floors = v["floors"].as_array().unwrap();
    // The act starts at its Ancient (row 0, below the route's first row), with its offers.
    assert_eq!((floors[0]["room"].as_str(), floors[0]["y"].as_u64()), (Some("ancient"), Some(0)));
    assert_eq!(floors[0]["ancientOffers"][0]["requires"], serde_json::Value::Null);
    assert_eq!(floors[0]["ancientOffers"][0]["ids"].as_array().map(Vec::len), Some(3));
    let floors = &floors[1..];
    assert_eq!(floors[0]["encounter"], "Toadpoles (weak)");
    assert!(floors[0].get("odds").is_none() && floors[0].get("event").is_none());
    let q = &floors[1];
    assert_eq!((q["outcome"].as_str(), q["questionRoom"].as_u64()), (Some("event"), Some(0)));
    // The event: `{id, name}`, or `{branches: [{id, name, requires}]}` where the walk's state does not decide.
    let e = &q["event"];
    assert!(
        e["id"].is_string() || e["branches"].as_array().is_some_and(|b| b.len() > 1 && b[0]["requires"].is_string())
    );
    assert!(q.get("encounter").is_none());
    // The shop after it: its fixed relic; not its stock, as the event before
    // may draw on the rewards stream (which event, and which option, the
    // route does not say).
    let longer = serde_json::to_value(walk_in(&route_opts(&run, "1,1,1", true), Seeding::Xxh64).unwrap()).unwrap();
    let shop = &longer["floors"].as_array().unwrap()[3];
    assert_eq!(shop["room"], "shop");
    assert!(shop["shopRelic"]["id"].is_string() && shop.get("shop").is_none());
    let keys: Vec<&str> = q["odds"].as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys.len(), 5);
    for k in ["monster", "elite", "shop", "treasure", "event"] {
        assert!(keys.contains(&k), "{keys:?}");
    }
    assert_eq!(q["odds"]["shop"], 0.0, "the only child of (1,2) is a shop");
    let hidden = serde_json::to_value(walk_in(&route_opts(&run, "1,1", false), Seeding::Xxh64).unwrap()).unwrap();
    for f in hidden["floors"].as_array().unwrap() {
        assert!(f.get("ancientOffers").is_none(), "no offers without spoilers");
        assert!(f.get("outcome").is_none() && f.get("encounter").is_none() && f.get("event").is_none());
    }
    // To the boss: the boss node's floor carries the boss, and `bosses` lists it.
    let map = sts2::generate_act(run_seed("TQM88QFMHSQR"), 1, 10, false).to_act_map();
    let criterion = spire_map::plan::Criterion::parse("mostElites").unwrap();
    let plan = spire_map::plan::best_route(&map, criterion, None, 10).unwrap();
    let cols: Vec<String> = plan.path.iter().map(|p| p[0].to_string()).collect();
    let mut route = cols.join(",");
    if !plan.path.last().is_some_and(|p| p[0] == 3 && walk_boss_row(&run, p[1])) {
        route.push_str(",3");
    }
    let to_boss = serde_json::to_value(walk_in(&route_opts(&run, &route, true), Seeding::Xxh64).unwrap()).unwrap();
    let boss = &to_boss["bosses"][0];
    assert_eq!((boss["act"].as_u64(), boss["encounter"].as_str()), (Some(1), Some("Soul Fysh")));
    let last = to_boss["floors"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["room"].as_str(), last["encounter"].as_str()), (Some("boss"), Some("Soul Fysh")));
    assert_eq!(last["floor"], boss["floor"]);
}

/// Whether row `y` of act 1 is its boss row.
fn walk_boss_row(run: &Json, y: u8) -> bool {
    let seed = run_seed(run["seed"].as_str().unwrap());
    let map = sts2::generate_act(seed, 1, 10, false).to_act_map();
    map.sts2.unwrap().boss_nodes[0][1] == y
}
