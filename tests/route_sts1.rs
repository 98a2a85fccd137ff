//! Walking routes through StS1 runs: `?` outcomes against the golden eventRng
//! vectors, fights against the real A20 save, bosses, and route errors.

mod common;

use serde_json::Value as Json;
use spire_map::api::{best_route, walk_route, MapOptions, PlanOptions, RouteOptions};
use spire_map::route::Outcome;
use spire_map::sts1::events::{Chances, EventRng, Relics};
use spire_map::value::Value;

fn route_opts(json: &str) -> RouteOptions {
    RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap()
}

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Monster => "MONSTER",
        Outcome::Elite => "ELITE",
        Outcome::Shop => "SHOP",
        Outcome::Treasure => "TREASURE",
        Outcome::Event => "EVENT",
    }
}

#[test]
fn event_rng_floats_and_the_twelve_rolls_match_every_golden_seed() {
    for path in common::sts1_golden_files() {
        let g = common::read_json(&path);
        let seed = g["seed"].as_i64().unwrap();
        let floats: Vec<f64> =
            g["event_rng_first_floats"].as_array().unwrap().iter().map(|f| f.as_f64().unwrap()).collect();
        let rolls: Vec<&str> = g["event_rolls_if_visiting_12_question_rooms_in_a_row_act1_no_relics_no_shop_before"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        let mut rng = EventRng::new(seed, 0);
        let mut chances = Chances::ACT_START;
        for (k, (&want_f, &want_roll)) in floats.iter().zip(&rolls).enumerate() {
            let f = rng.next_float();
            assert_eq!(f as f64, want_f as f32 as f64, "{path:?}: float {k}");
            let got = chances.roll(f, false, &mut Relics::default());
            assert_eq!(outcome_name(got), want_roll, "{path:?}: roll {k}");
        }
        // Random(seed, counter) reproduces the stream after `counter` draws.
        assert_eq!(EventRng::new(seed, 5).next_float() as f64, floats[5] as f32 as f64);
    }
}

#[test]
fn question_rooms_on_a_route_roll_the_golden_sequence() {
    let mut checked = 0;
    for path in common::sts1_golden_files().into_iter().filter(|p| p.to_string_lossy().ends_with("_a0.json")) {
        let g = common::read_json(&path);
        let seed = g["seed"].as_i64().unwrap();
        let rolls = g["event_rolls_if_visiting_12_question_rooms_in_a_row_act1_no_relics_no_shop_before"].clone();
        let plan = best_route(
            &PlanOptions::from_value(
                &Value::from_json(&format!(r#"{{"seedValue":"{seed}","act":1,"criterion":"mostEvents"}}"#)).unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        let cols: Vec<String> = plan.path.iter().map(|p| p[0].to_string()).collect();
        let walk =
            walk_route(&route_opts(&format!(r#"{{"seedValue":"{seed}","route":"{}"}}"#, cols.join(",")))).unwrap();
        assert_eq!(walk.floors.len(), 15);
        let mut k = 0;
        let mut prev_shop = false;
        for f in &walk.floors {
            if f.room == spire_map::map::Room::Event {
                assert_eq!(f.question_room, Some(k), "{path:?} floor {}", f.floor);
                // The golden sequence holds while no `?` directly follows a shop.
                if prev_shop {
                    break;
                }
                assert_eq!(
                    Json::from(outcome_name(f.outcome.unwrap())),
                    rolls[k as usize],
                    "{path:?} floor {}",
                    f.floor
                );
                checked += 1;
                k += 1;
            }
            prev_shop = f.room == spire_map::map::Room::Shop || f.outcome == Some(Outcome::Shop);
        }
        assert_eq!(walk.totals.events as i32, plan.score);
    }
    assert!(checked > 100, "only {checked} ? rooms were checked");
}

#[test]
fn the_real_a20_save_fights_come_out_along_its_path() {
    let save = common::read_json(&common::golden("sts1/real_a20_save.json"));
    let run = &save["run"];
    let cols: Vec<String> =
        run["act1_path_xy"].as_array().unwrap().iter().map(|p| p[0].as_u64().unwrap().to_string()).collect();
    let walk = walk_route(&route_opts(&format!(
        r#"{{"seedValue":"{}","ascension":20,"route":"{}"}}"#,
        run["seed"].as_i64().unwrap(),
        cols.join(",")
    )))
    .unwrap();
    let fights: Vec<&str> = walk.floors.iter().map(|f| f.encounter.unwrap()).collect();
    let done: Vec<&str> = run["act1_fights_done"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
    assert_eq!(&fights[..3], done.as_slice());
    // Floor 4's fight is the head of the list the save still holds.
    assert_eq!(Json::from(fights[3]), run["act1_monster_list_remaining_at_floor4"][0]);
    assert_eq!(walk.question_rooms_after as u64, run["event_seed_count"].as_u64().unwrap());
}

#[test]
fn act_4_and_the_bosses() {
    // Seed 1 (golden): act-3 boss list at A20 gives two boss fights.
    let g = common::read_json(&common::golden("sts1/seed_1_a1.json"));
    let boss_lists = &g["encounters_assuming_all_bosses_seen_and_no_midact_refill"];
    let maps = spire_map::generate_map(
        &spire_map::options::MapOptions::from_value(&Value::from_json(r#"{"seedValue":"1","ascension":20}"#).unwrap())
            .unwrap(),
    )
    .unwrap();
    for (i, act) in maps.acts.iter().take(3).enumerate() {
        assert_eq!(Json::from(act.boss.unwrap()), boss_lists[i]["boss_list"][0]);
    }
    let act3 = &maps.acts[2];
    assert_eq!(act3.bosses.as_ref().unwrap().len(), 2);
    assert_eq!(Json::from(act3.bosses.as_ref().unwrap()[1]), boss_lists[2]["boss_list"][1]);
    assert_eq!(maps.acts[3].boss, Some("The Heart"));

    let walk = walk_route(&route_opts(r#"{"seedValue":"1","startAct":4,"route":"3,3,3,3"}"#)).unwrap();
    let rooms: Vec<&str> = walk.floors.iter().map(|f| f.room.id()).collect();
    assert_eq!(rooms, ["rest", "shop", "elite", "boss"]);
    assert_eq!(walk.floors[2].encounter, Some("Shield and Spear"));
    assert_eq!(walk.floors[0].floor, 52);
    assert_eq!(walk.bosses.len(), 1);
    assert_eq!(walk.bosses[0].encounter, "The Heart");
    assert_eq!(walk.bosses[0].floor, 55);
}

#[test]
fn after_the_ascension_20_double_boss_act_4_starts_a_floor_later() {
    // A20 with act 3's boss list shuffled: bosses on floors 50 and 51, the
    // door 52, act 4 from 53 (the Heart on 56, as A20 run files record it).
    // Below A20, or with an act-3 boss unseen (no double boss): from 52.
    for (json, first) in [
        (r#"{"seedValue":"1","ascension":20,"startAct":4,"route":"3,3,3,3"}"#, 53),
        (r#"{"seedValue":"1","ascension":19,"startAct":4,"route":"3,3,3,3"}"#, 52),
        (r#"{"seedValue":"1","ascension":20,"bossesSeen":["Awakened One"],"startAct":4,"route":"3,3,3,3"}"#, 52),
    ] {
        let walk = walk_route(&route_opts(json)).unwrap();
        let floors: Vec<u16> = walk.floors.iter().map(|f| f.floor).collect();
        assert_eq!(floors, [first, first + 1, first + 2, first + 3], "{json}");
        assert_eq!(walk.bosses[0].floor, first + 3, "{json}");
    }
    let set = spire_map::generate_map(
        &MapOptions::from_value(&Value::from_json(r#"{"seedValue":"1","ascension":20}"#).unwrap()).unwrap(),
    )
    .unwrap();
    assert_eq!((set.acts[2].first_floor, set.acts[3].first_floor), (35, 53));
}

#[test]
fn a_full_act_route_meets_its_boss_and_counts_gold() {
    let plan = best_route(
        &PlanOptions::from_value(
            &Value::from_json(r#"{"seed":"AGCK93XT","ascension":20,"act":3,"criterion":"mostElites"}"#).unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let cols: Vec<String> = plan.path.iter().map(|p| p[0].to_string()).collect();
    let walk = walk_route(&route_opts(&format!(
        r#"{{"seed":"AGCK93XT","ascension":20,"startAct":3,"questionRoomsBefore":4,"route":"{}"}}"#,
        cols.join(",")
    )))
    .unwrap();
    assert_eq!(walk.bosses.len(), 2, "A20 act 3 has two boss fights");
    // The second is a room of its own (ProceedButton.goToDoubleBoss), one floor up.
    assert_eq!(walk.bosses.iter().map(|b| b.floor).collect::<Vec<_>>(), [50, 51]);
    assert_eq!(walk.totals.bosses, 2);
    assert_eq!(walk.totals.elites as i32, plan.score);
    let t = walk.totals;
    // Ascension 20: each act boss gives 75% of 95-105 gold, i.e. 71-79.
    assert_eq!(t.gold_min, 10 * t.monsters + 25 * t.elites + 71 * 2);
    assert_eq!(t.gold_max, 20 * t.monsters + 35 * t.elites + 79 * 2);
    // The first `?` of the walk is the run's 5th.
    if let Some(q) = walk.floors.iter().find(|f| f.odds.is_some()) {
        assert_eq!(q.question_room, Some(4));
    }
    assert_eq!(walk.question_rooms_after, 4 + t.events);
}

#[test]
fn routes_that_leave_the_map_name_the_first_bad_step() {
    // AGCK93XT act 1 (golden): row 0 has nodes at columns 0, 2, 5 with edges
    // 0->1, 2->3, 5->4 into row 1.
    for (route, needle) in [
        ("1", "act 1, floor 1: there is no room in column 1"),
        ("0,3", "act 1, floor 2: no path from column 0 to column 3"),
        ("2,3/0", "act 1 of the route has 2 floors; only the last act may stop early"),
    ] {
        let e = walk_route(&route_opts(&format!(r#"{{"seed":"AGCK93XT","route":"{route}"}}"#))).unwrap_err();
        assert!(e.to_string().contains(needle), "{route}: {e}");
    }
    let plan = best_route(
        &PlanOptions::from_value(&Value::from_json(r#"{"seed":"AGCK93XT","act":1,"criterion":"mostRests"}"#).unwrap())
            .unwrap(),
    )
    .unwrap();
    let mut cols: Vec<String> = plan.path.iter().map(|p| p[0].to_string()).collect();
    cols.push("3".into());
    let e = walk_route(&route_opts(&format!(r#"{{"seed":"AGCK93XT","route":"{}"}}"#, cols.join(",")))).unwrap_err();
    assert!(e.to_string().contains("the route has 16 floors but the map ends at floor 15"), "{e}");
    let e = walk_route(&route_opts(r#"{"seed":"AGCK93XT","finalActUnlocked":false,"startAct":3,"route":"0/3"}"#))
        .unwrap_err()
        .to_string();
    assert!(e.contains("reaches act 4") && e.contains("not unlocked"), "{e}");
    let e =
        RouteOptions::from_value(&Value::from_json(r#"{"seed":"A","route":"9"}"#).unwrap()).unwrap_err().to_string();
    assert!(e.contains("`9` is not a column"), "{e}");
    let e = RouteOptions::from_value(&Value::from_json(r#"{"seed":"A"}"#).unwrap()).unwrap_err().to_string();
    assert!(e.contains("a route is required"), "{e}");
}

/// Spec sts1.md §7.2 with Deadly Events, written out literally: the 100
/// slots (elite block twice, floor gate below 6), the ramps (elite back to
/// 0.1, treasure +0.02 twice).
struct DeadlyChances {
    elite: f32,
    monster: f32,
    shop: f32,
    treasure: f32,
}

impl DeadlyChances {
    fn new() -> Self {
        DeadlyChances { elite: 0.0, monster: 0.1, shop: 0.03, treasure: 0.02 }
    }

    fn roll(&mut self, r: f32, floor: u16, after_shop: bool) -> &'static str {
        let mut slots = ["EVENT"; 100];
        let mut f = 0usize;
        let mut fill = |t: &'static str, n: usize| {
            for s in slots.iter_mut().take((f + n).min(100)).skip(f.min(99)) {
                *s = t;
            }
            f += n;
        };
        let elite = if floor < 6 { 0 } else { (self.elite * 100.0) as usize };
        fill("ELITE", elite);
        fill("ELITE", elite);
        fill("MONSTER", (self.monster * 100.0) as usize);
        fill("SHOP", if after_shop { 0 } else { (self.shop * 100.0) as usize });
        fill("TREASURE", (self.treasure * 100.0) as usize);
        let choice = slots[(r * 100.0) as usize];
        self.elite = if choice == "ELITE" { 0.1 } else { self.elite + 0.1 };
        self.monster = if choice == "MONSTER" { 0.1 } else { self.monster + 0.1 };
        self.shop = if choice == "SHOP" { 0.03 } else { self.shop + 0.03 };
        if choice == "TREASURE" {
            self.treasure = 0.02;
        } else {
            self.treasure += 0.02;
            self.treasure += 0.02;
        }
        choice
    }
}

/// Deadly Events along whole routes (the most-`?` route of every act of the
/// golden A0 seeds, run as a custom run): every `?` outcome is the literal
/// roll's on the seed's eventRng floats, elites among them from floor 6 on.
#[test]
fn deadly_events_question_rooms_along_routes() {
    let (mut elites, mut rooms) = (0, 0);
    for path in common::sts1_golden_files().into_iter().filter(|p| p.to_string_lossy().ends_with("_a0.json")) {
        let seed = common::read_json(&path)["seed"].as_i64().unwrap();
        let mut acts = Vec::new();
        for act in 1..=3 {
            let plan = best_route(
                &PlanOptions::from_value(
                    &Value::from_json(&format!(
                        r#"{{"seedValue":"{seed}","act":{act},"criterion":"mostEvents","modifiers":"DeadlyEvents"}}"#
                    ))
                    .unwrap(),
                )
                .unwrap(),
            )
            .unwrap();
            acts.push(plan.path.iter().map(|p| p[0].to_string()).collect::<Vec<_>>().join(","));
        }
        let walk = walk_route(&route_opts(&format!(
            r#"{{"seedValue":"{seed}","route":"{}","modifiers":["Deadly Events"]}}"#,
            acts.join("/")
        )))
        .unwrap();
        let mut floats = spire_map::rng::GameRandom::new(seed);
        let mut chances = DeadlyChances::new();
        let mut after_shop = false;
        let mut act = 1;
        for f in &walk.floors {
            if f.act != act {
                (act, chances, after_shop) = (f.act, DeadlyChances::new(), false);
            }
            if f.room == spire_map::map::Room::Event {
                let want = chances.roll(floats.random_float(), f.floor, after_shop);
                assert_eq!(outcome_name(f.outcome.unwrap()), want, "{path:?} floor {}", f.floor);
                rooms += 1;
                if want == "ELITE" {
                    assert!(f.floor >= 6);
                    assert!(f.encounter.is_some(), "an elite from a `?` fights the act's next elite");
                    elites += 1;
                }
            }
            after_shop = f.room == spire_map::map::Room::Shop || f.outcome == Some(Outcome::Shop);
        }
        assert!(walk.bosses.len() == 3 && walk.floors.iter().all(|f| f.act <= 3), "a custom run has no act 4");
    }
    assert!(rooms > 500 && elites > rooms / 5, "{elites} elites of {rooms} `?` rooms");
}
