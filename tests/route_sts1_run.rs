//! A Slay the Spire 1 route walked to the boss of every act with the run
//! engine (src/sts1/content/run/route.rs): every `?` that became an event
//! names it (or its branches), every shop its whole stock, every fight its
//! rewards — for the route and the choices of a real run
//! (`tests/golden/sts1-runs-full/1650870826.run`, Silent, ascension 20, a
//! shop and events in every act), checked against what the file recorded.

mod common;

use serde_json::Value;

const RUN: &str = "sts1-runs-full/1650337622.run";

/// The file's route: the first route each act's report fits (acts 1-4).
fn route(run: &Value) -> String {
    let report = spire_map::api::read_run_file(&run.to_string()).unwrap();
    let acts: Vec<String> = serde_json::to_value(report).unwrap()["acts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["routes"][0].as_array().unwrap().iter().map(|c| c.to_string()).collect::<Vec<_>>().join(","))
        .collect();
    acts.join("/")
}

fn walk(extra: &str) -> Value {
    let run = common::read_json(&common::golden_dir().join(RUN));
    let mut events: Vec<String> = Vec::new();
    for e in run["event_choices"].as_array().unwrap() {
        events.push(format!("\"{}:{}\"", e["floor"].as_f64().unwrap() as u16, e["player_choice"].as_str().unwrap()));
    }
    let mut buys: Vec<String> = Vec::new();
    let floors = run["item_purchase_floors"].as_array().unwrap();
    for (i, f) in run["items_purchased"].as_array().unwrap().iter().zip(floors) {
        buys.push(format!("\"{}:{}\"", f.as_f64().unwrap() as u16, i.as_str().unwrap()));
    }
    for f in run["items_purged_floors"].as_array().unwrap() {
        buys.push(format!("\"{}:purge\"", f.as_f64().unwrap() as u16));
    }
    let rests: Vec<String> = run["campfire_choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| format!("\"{}:{}\"", c["floor"].as_f64().unwrap() as u16, c["key"].as_str().unwrap()))
        .collect();
    let json = format!(
        r#"{{"seedValue":"{}","ascension":20,"character":"watcher","neow":"RANDOM_COLORLESS_2",
        "bossRelicPicks":["Empty Cage","HolyWater"],"route":"{}","events":[{}],"purchases":[{}],
        "rests":[{}]{extra}}}"#,
        run["seed_played"].as_str().unwrap(),
        route(&run),
        events.join(","),
        buys.join(","),
        rests.join(",")
    );
    let opts =
        spire_map::options::RouteOptions::from_value(&spire_map::value::Value::from_json(&json).unwrap()).unwrap();
    serde_json::to_value(spire_map::api::walk_route(&opts).unwrap()).unwrap()
}

#[test]
fn every_room_to_the_boss_names_its_event_stock_and_rewards() {
    let run = common::read_json(&common::golden_dir().join(RUN));
    let w = walk("");
    let floors = w["floors"].as_array().unwrap();
    let mut shops_per_act = [0; 4];
    let mut events_per_act = [0; 4];
    for f in floors {
        let act = f["act"].as_u64().unwrap() as usize;
        if let Some(shop) = f.get("shop") {
            shops_per_act[act - 1] += 1;
            assert_eq!(shop["cards"].as_array().unwrap().len(), 5);
            assert_eq!(shop["colorless"].as_array().unwrap().len(), 2);
            assert_eq!(shop["relics"].as_array().unwrap().len(), 3);
            assert_eq!(shop["potions"].as_array().unwrap().len(), 3);
            assert!(shop["purge"].as_i64().unwrap() > 0);
            for c in shop["cards"].as_array().unwrap() {
                assert!(
                    c["id"].is_string() && c["name"].is_string() && c["upgraded"].is_boolean() && c["price"].is_i64()
                );
            }
        }
        if let Some(e) = f.get("event") {
            events_per_act[act - 1] += 1;
            assert!(e.get("id").is_some() || e["branches"].as_array().is_some_and(|b| b.len() > 1), "{e}");
        }
        if f["room"] == "monster" || f["room"] == "elite" {
            assert!(f["cardReward"]["cards"].as_array().is_some_and(|c| !c.is_empty()), "floor {}", f["floor"]);
            assert!(f["potion"]["dropped"].is_boolean());
        }
    }
    assert!(shops_per_act.iter().all(|&n| n > 0) && events_per_act[..3].iter().all(|&n| n > 0));
    // With the file's own choices (events, purchases, rests), every event
    // is the walk's or among its branches (HP is not followed), every
    // purchase is in its shop's stock and every card reward is the file's.
    let floor = |n: u64| floors.iter().find(|f| f["floor"] == n);
    let (mut events, mut events_matched, mut branched) = (0, 0, 0);
    for e in run["event_choices"].as_array().unwrap() {
        let n = e["floor"].as_f64().unwrap() as u64;
        let Some(got) = floor(n).map(|f| &f["event"]) else { continue };
        events += 1;
        if let Some(branches) = got["branches"].as_array() {
            branched += 1;
            events_matched += usize::from(branches.iter().any(|b| b["id"] == e["event_name"]));
        } else {
            events_matched += usize::from(got["id"] == e["event_name"]);
        }
    }
    let (mut bought, mut found) = (0, 0);
    let floors_bought = run["item_purchase_floors"].as_array().unwrap();
    for (item, n) in run["items_purchased"].as_array().unwrap().iter().zip(floors_bought) {
        let Some(shop) = floor(n.as_f64().unwrap() as u64).and_then(|f| f.get("shop")) else { continue };
        bought += 1;
        let id = item.as_str().unwrap().trim_end_matches("+1");
        found += usize::from(
            ["cards", "colorless", "relics", "potions"]
                .iter()
                .any(|k| shop[*k].as_array().unwrap().iter().any(|x| x["id"] == id)),
        );
    }
    eprintln!("events {events_matched}/{events} ({branched} with branches), purchases {found}/{bought}");
    // Floor 21 is Drug Dealer in the file, Cursed Tome here: the walk's gold
    // there is lower than the file's (from floor 1 on, where the file has 34
    // gold more than 99 while a fight gives 10-20), which changes the act's
    // list (Beggar needs 75): the gold rule for that floor is not found yet.
    assert_eq!((events, events_matched, branched), (6, 5, 0));
    // With the gold the file had on entering floor 21 (76: the route's
    // `goldSpent`, 205 gained on floor 20 beside the walk's count), the
    // walk's event there is the file's.
    let w21 = walk(r#","goldSpent":["20:-205"]"#);
    let f21 = w21["floors"].as_array().unwrap().iter().find(|f| f["floor"] == 21).unwrap();
    assert_eq!((f21["gold"].as_i64(), f21["event"]["id"].as_str()), (Some(76), Some("Drug Dealer")));
    // Acts 1-3's ten purchases and act 4's three (Strawberry, Cauldron, Boot).
    assert_eq!((bought, found), (13, 13));
    // Act 4's elite (floor 55) gives the file's relic; its card reward is
    // not the file's (nor the run file replay's: tests/sts1_replay.rs, 15
    // of 18 act-4 elite rewards).
    let f55 = floor(55).unwrap();
    assert_eq!((f55["room"].as_str(), f55["relics"][0].as_str()), (Some("elite"), Some("InkBottle")));
    assert!(f55["cardReward"]["cards"].as_array().is_some_and(|c| c.len() == 3));
    // Every card reward of acts 1-3 the file records is the walk's.
    let (mut compared, mut matched) = (0, 0);
    for c in run["card_choices"].as_array().unwrap() {
        let n = c["floor"].as_f64().unwrap() as u64;
        if !(1..=49).contains(&n) {
            continue;
        }
        let mut file: Vec<&str> = c["not_picked"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        file.extend(c["picked"].as_str().filter(|p| *p != "SKIP"));
        file.sort_unstable();
        let reward = floors
            .iter()
            .find(|f| f["floor"] == n)
            .map(|f| &f["cardReward"])
            .or_else(|| w["bosses"].as_array().unwrap().iter().find(|b| b["floor"] == n).map(|b| &b["cardReward"]));
        let Some(cards) = reward.and_then(|r| r["cards"].as_array()) else { continue };
        let mut got: Vec<String> = cards
            .iter()
            .map(|c| format!("{}{}", c["id"].as_str().unwrap(), if c["upgraded"] == true { "+1" } else { "" }))
            .collect();
        got.sort();
        compared += 1;
        matched += usize::from(got == file);
    }
    assert_eq!((compared, matched), (24, 24));
    // Without spoilers none of it shows.
    let hidden = serde_json::to_string(&walk(r#","spoilers":false"#)).unwrap();
    assert!(!hidden.contains("\"shop\":{") && !hidden.contains("\"event\":{") && !hidden.contains("cardReward"));
}

/// The walk of `route` for seed `seed` with the extra route options `extra`.
fn walk_seed(seed: &str, route: &str, extra: &str) -> Value {
    let json = format!(r#"{{"seed":"{seed}","route":"{route}"{extra}}}"#);
    let opts =
        spire_map::options::RouteOptions::from_value(&spire_map::value::Value::from_json(&json).unwrap()).unwrap();
    serde_json::to_value(spire_map::api::walk_route(&opts).unwrap()).unwrap()
}

fn floor(w: &Value, n: u64) -> &Value {
    w["floors"].as_array().unwrap().iter().find(|f| f["floor"] == n).unwrap()
}

#[test]
fn the_routes_hp_and_gold_spent_settle_what_a_question_room_becomes() {
    // Seed 1, "most ? rooms" in every act: floor 36's ? is the Tomb of Lord
    // Red Mask above half HP, The Moai Head at most half.
    let route = "3,4,3,3,4,5,5,4,3,3,3,2,3,3,2/4,5,6,6,5,4,4,3,2,3,3,4,4,3,3/1,1,2,3,3,3,4,4,5,6,5,5,4,3,4";
    let open = walk_seed("1", route, "");
    let names = |w: &Value| -> Vec<String> {
        let e = &floor(w, 36)["event"];
        match e["branches"].as_array() {
            Some(b) => b
                .iter()
                .map(|b| format!("{} ({})", b["id"].as_str().unwrap(), b["requires"].as_str().unwrap()))
                .collect(),
            None => vec![e["id"].as_str().unwrap().to_string()],
        }
    };
    assert_eq!(names(&open), ["Tomb of Lord Red Mask (HP above half)", "The Moai Head (HP at most half)"]);
    assert_eq!(names(&walk_seed("1", route, r#","hp":["36:40/80"]"#)), ["The Moai Head"]);
    assert_eq!(names(&walk_seed("1", route, r#","hp":["36:41/80"]"#)), ["Tomb of Lord Red Mask"]);
    // AGCK93XT at ascension 20: 99 gold spent on floor 1 leaves 18, below
    // The Cleric's 35: floor 2's ? is another event.
    let q = "5,4,5,6,6,6,6,5,5,5,5,5,6,5,6";
    let plain = walk_seed("AGCK93XT", q, r#","ascension":20"#);
    let spent = walk_seed("AGCK93XT", q, r#","ascension":20,"goldSpent":["1:99"]"#);
    assert_eq!(floor(&plain, 1)["gold"].as_i64().unwrap() - floor(&spent, 1)["gold"].as_i64().unwrap(), 99);
    assert_eq!(
        (floor(&plain, 2)["event"]["id"].as_str(), floor(&spent, 2)["event"]["id"].as_str()),
        (Some("Big Fish"), Some("Shining Light"))
    );
    // Spending more than the walk counts leaves 0, and says so.
    let over = walk_seed("AGCK93XT", q, r#","ascension":20,"goldSpent":["1:500"]"#);
    assert_eq!(floor(&over, 1)["gold"].as_i64(), Some(0));
    assert!(over["assumptions"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| a.as_str().unwrap().starts_with("floor 1: 500 gold spent")));
}
