//! The seed-exact `?` rolls (`spire_map::sts2::unknown`) against real saves:
//! every `unknown_roll_check` in `tests/golden/sts2/runs/*.json`
//! (byte-identical copies of the project's golden data). Each check lists,
//! per `?` the player entered, the blacklist the saved map and history imply
//! (`RESET` where an act starts), the rooms the game rolled and the odds
//! after the last roll; the files also keep the saved `?` odds and the saved
//! `unknown_map_point` stream (its draw counter, and in the v0.110-v0.111
//! saves its four state words).
//!
//! The blacklists are taken as the file gives them (for acts 1-2 of
//! 1ZEPE4MX6919 the file assumes them empty, its maps not being saved);
//! separately, where the act's map is known (it is the engine's, which
//! `tests/sts2_golden_maps.rs` proves equal to the saved one), the
//! blacklists are derived along the saved path with `shop_blacklisted` and
//! compared with the file's.

use serde_json::Value;
use spire_map::sts2::unknown::{shop_blacklisted, RoomType, UnknownOdds, UnknownRolls};
use spire_map::sts2::{self, graph::PointType, Seeding};

fn golden(rel: &str) -> Value {
    let path = format!("{}/tests/golden/sts2/{rel}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const RUNS: [&str; 4] = ["1ZEPE4MX6919", "6P96T755CNZ3", "8DVXPWUWRY", "TQM88QFMHSQR"];

fn seeding_of(run: &Value) -> Seeding {
    match run.get("seeding").and_then(Value::as_str) {
        None => Seeding::Xxh64,
        Some("v108") => Seeding::H32,
        Some(s) => panic!("unknown seeding {s:?}"),
    }
}

fn run_seed_of(run: &Value) -> (u64, Seeding) {
    let seeding = seeding_of(run);
    let canonical = sts2::seed::canonicalize(run["seed"].as_str().expect("seed")).expect("a valid seed");
    (seeding.run_seed(&canonical), seeding)
}

fn room_type(name: &str) -> RoomType {
    [RoomType::Monster, RoomType::Elite, RoomType::Treasure, RoomType::Shop, RoomType::Event]
        .into_iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("no room type {name:?}"))
}

fn f32_of(v: &Value) -> f32 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}")) as f32
}

/// A step's blacklist: whether it holds Shop (the only type a map implies).
fn blacklists_shop(step: &Value) -> bool {
    let list = step["blacklist"].as_array().expect("blacklist");
    for t in list {
        assert_eq!(t, "Shop", "only Shop is ever blacklisted");
    }
    !list.is_empty()
}

/// The saved odds (`odds.unknown_map_point_*_odds_value`).
fn saved_odds(run: &Value) -> UnknownOdds {
    let o = &run["odds"];
    UnknownOdds {
        monster: f32_of(&o["unknown_map_point_monster_odds_value"]),
        elite: f32_of(&o["unknown_map_point_elite_odds_value"]),
        treasure: f32_of(&o["unknown_map_point_treasure_odds_value"]),
        shop: f32_of(&o["unknown_map_point_shop_odds_value"]),
    }
}

/// The saved draw counter of the `unknown_map_point` stream.
fn saved_counter(run: &Value) -> u64 {
    run.get("run_rng")
        .map(|r| &r["unknown_map_point"]["counter"])
        .or_else(|| run.get("run_rng_counters").map(|r| &r["unknown_map_point"]))
        .and_then(Value::as_u64)
        .expect("the unknown_map_point counter")
}

/// Every roll check: results, odds after, saved odds, saved stream.
#[test]
fn rolls_match_every_unknown_roll_check() {
    let mut checked = 0;
    let mut rolls_checked = 0;
    for name in RUNS {
        let run = golden(&format!("runs/{name}.json"));
        let Some(check) = run.get("unknown_roll_check") else { continue };
        let (run_seed, seeding) = run_seed_of(&run);
        let mut rolls = UnknownRolls::new(run_seed, seeding);
        let expected: Vec<RoomType> =
            check["expected"].as_array().expect("expected").iter().map(|v| room_type(v.as_str().unwrap())).collect();
        let mut got = Vec::new();
        for step in check["steps"].as_array().expect("steps") {
            if step == "RESET" {
                rolls.reset_for_act();
            } else {
                got.push(rolls.roll(blacklists_shop(step), false));
            }
        }
        assert_eq!(got, expected, "{name}: the rolled rooms");
        let after = &check["odds_after"];
        let want = UnknownOdds {
            monster: f32_of(&after["Monster"]),
            elite: f32_of(&after["Elite"]),
            treasure: f32_of(&after["Treasure"]),
            shop: f32_of(&after["Shop"]),
        };
        assert_eq!(rolls.odds(), want, "{name}: the odds after");
        assert_eq!(rolls.odds(), saved_odds(&run), "{name}: the saved odds");
        assert_eq!(u64::from(rolls.rolls()), saved_counter(&run), "{name}: one draw per roll");
        checked += 1;
        rolls_checked += got.len();
    }
    assert_eq!((checked, rolls_checked), (3, 16), "3 checks with 13 + 2 + 1 rolls");
}

/// Where the save keeps the four state words of the stream, they are those
/// of `Rng(runSeed, "unknown_map_point")` after one draw per roll (6P96T755CNZ3
/// has entered no `?`: the fresh stream with base odds).
#[test]
fn the_saved_stream_is_the_rolls_stream() {
    let mut streams = 0;
    for name in RUNS {
        let run = golden(&format!("runs/{name}.json"));
        let Some(saved) = run.get("run_rng").map(|r| &r["unknown_map_point"]) else { continue };
        let (run_seed, seeding) = run_seed_of(&run);
        let mut rolls = UnknownRolls::new(run_seed, seeding);
        let counter = saved["counter"].as_u64().expect("counter");
        for _ in 0..counter {
            rolls.roll(false, false);
        }
        let want = ["s0", "s1", "s2", "s3"].map(|k| saved[k].as_u64().expect("state word"));
        assert_eq!(rolls.stream().state(), want, "{name}: the stream after {counter} draws");
        if counter == 0 {
            assert_eq!(saved_odds(&run), UnknownOdds::BASE, "{name}: no roll, base odds");
        }
        streams += 1;
    }
    assert_eq!(streams, 3);
}

/// The worked example of spec sts2-run.md §10.3: 1ZEPE4MX6919, 13 rolls over
/// three acts, the shop blacklisted for the 11th.
#[test]
fn the_spec_worked_example() {
    use RoomType::*;
    let mut rolls = UnknownRolls::new(sts2::seed::run_seed("1ZEPE4MX6919"), Seeding::Xxh64);
    let acts: [&[(bool, RoomType)]; 3] = [
        &[(false, Event), (false, Monster), (false, Event), (false, Event), (false, Shop)],
        &[(false, Event), (false, Monster), (false, Event), (false, Shop)],
        &[(false, Event), (true, Event), (false, Event), (false, Treasure)],
    ];
    for (i, act) in acts.iter().enumerate() {
        if i > 0 {
            rolls.reset_for_act();
        }
        for &(no_shop, want) in act.iter() {
            assert_eq!(rolls.roll(no_shop, false), want, "act {}", i + 1);
        }
    }
    assert_eq!(rolls.rolls(), 13);
    assert_eq!(rolls.odds(), UnknownOdds { monster: 0.5, elite: -5.0, treasure: 0.02, shop: 0.12 });
}

/// The blacklists derived along the saved path on the act's map equal the
/// file's, for the acts whose map is known: act 3 of 1ZEPE4MX6919 (its last
/// four rolls), act 1 of TQM88QFMHSQR and of the v0.108 save 8DVXPWUWRY.
#[test]
fn blacklists_follow_from_the_map_and_the_path() {
    // (run, act, the run file's key of the act's path, how many of the
    // check's rolls come before the act)
    let cases = [
        ("1ZEPE4MX6919", 3, "visited_map_coords_act3", 9),
        ("TQM88QFMHSQR", 1, "visited_map_coords", 0),
        ("8DVXPWUWRY", 1, "visited_map_coords", 0),
    ];
    for (name, act, key, before) in cases {
        let run = golden(&format!("runs/{name}.json"));
        let (run_seed, seeding) = run_seed_of(&run);
        let ascension = u8::try_from(run["ascension"].as_u64().unwrap()).unwrap();
        let map = sts2::generate_act_in(seeding, run_seed, act, ascension, false);
        let g = &map.graph;
        let check = &run["unknown_roll_check"];
        let steps: Vec<&Value> = check["steps"].as_array().unwrap().iter().filter(|s| *s != "RESET").collect();
        let results: Vec<&str> = check["expected"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let mut k = before;
        let mut came_from_shop = false;
        for c in run[key].as_array().expect("path").iter().skip(1) {
            let (col, row) = (c[0].as_u64().unwrap() as usize, c[1].as_u64().unwrap() as usize);
            if row == usize::from(g.rows()) {
                assert_eq!(col, 3, "{name}: the boss");
                break;
            }
            let id = g.at(col, row).unwrap_or_else(|| panic!("{name}: ({col}, {row}) is not on the map"));
            let ty = g.ty(id);
            let mut shop = ty == PointType::Shop;
            if ty == PointType::Unknown {
                let derived = shop_blacklisted(came_from_shop, g, id);
                assert_eq!(derived, blacklists_shop(steps[k]), "{name}: the blacklist of the `?` at ({col}, {row})");
                shop = results[k] == "Shop";
                k += 1;
            }
            came_from_shop = shop;
        }
        assert_eq!(k, steps.len(), "{name}: every `?` of the check is on the path");
    }
}
