//! Walking routes through Slay the Spire 2 maps without spoilers: `?` odds
//! per spec sts2-run.md §10 (averaged over the earlier, unknown rolls; the
//! game's float32 odds, so values agree to float32 precision), shops
//! excluded after a shop, resets per act, and errors. The seed-exact walk is
//! in `route_sts2_exact.rs`.

use spire_map::api::{best_route, generate_map, walk_route, MapOptions, PlanOptions, RouteOptions};
use spire_map::map::Room;
use spire_map::value::Value;

use spire_map::route::Outcome;

fn opts(json: &str) -> RouteOptions {
    RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap()
}

/// The odds are float32 values (0.1f32 = 0.100000001…): equal to 1e-6.
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// A route through act `act` of `seed` maximising `?` rooms, as columns.
fn events_route(seed: &str, act: u8) -> String {
    let plan = best_route(
        &PlanOptions::from_value(
            &Value::from_json(&format!(r#"{{"game":"sts2","seed":"{seed}","act":{act},"criterion":"mostEvents"}}"#))
                .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    plan.path.iter().map(|p| p[0].to_string()).collect::<Vec<_>>().join(",")
}

#[test]
fn odds_start_at_the_base_ramp_on_average_and_reset_per_act() {
    for seed in ["ABCDEFGHJKLM", "000000000000", "SLAYTHESPIR2"] {
        let r1 = events_route(seed, 1);
        let r2 = events_route(seed, 2);
        let walk =
            walk_route(&opts(&format!(r#"{{"game":"sts2","seed":"{seed}","spoilers":false,"route":"{r1}/{r2}"}}"#)))
                .unwrap();
        let mut prev: Option<Room> = None;
        let mut act = 0;
        let mut seen_in_act = 0;
        for f in &walk.floors {
            if f.act != act {
                act = f.act;
                seen_in_act = 0;
            }
            if let Some(o) = f.odds {
                assert!(close(o.monster + o.shop + o.treasure + o.event + o.elite, 1.0), "{seed} floor {}", f.floor);
                assert_eq!(o.elite, 0.0, "elites never come out of StS2 ? rooms");
                assert!(f.outcome.is_none() && f.encounter.is_none());
                if seen_in_act == 0 {
                    // The first ? of each act: the base odds (§6), shop excluded right after a shop.
                    assert!(close(o.monster, 0.10) && close(o.treasure, 0.02), "{seed} floor {}: {o:?}", f.floor);
                    let shop = if prev == Some(Room::Shop) { 0.0 } else { 0.03 };
                    if o.shop != 0.0 {
                        assert!(close(o.shop, shop), "{seed} floor {}: {o:?}", f.floor);
                    }
                }
                if seen_in_act == 1 {
                    // One roll earlier: fight 0.85*... the monster chance is 0.2 unless the
                    // first roll was a fight (p = 0.1, then back to 0.1): 0.9*0.2 + 0.1*0.1.
                    assert!(close(o.monster, 0.19), "{seed} floor {}: {o:?}", f.floor);
                }
                if prev == Some(Room::Shop) {
                    assert_eq!(o.shop, 0.0, "no shop right after a shop");
                }
                seen_in_act += 1;
            }
            prev = Some(f.room);
        }
        assert!(walk.warnings.iter().any(|w| w.contains("average")));
        assert_eq!((walk.totals.gold_min, walk.totals.gold_max), (0, 0));
    }
}

#[test]
fn juzu_bracelet_removes_fights_and_sts1_options_are_refused() {
    let r = events_route("ABCDEFGHJKLM", 1);
    let walk = walk_route(&opts(&format!(
        r#"{{"game":"sts2","seed":"ABCDEFGHJKLM","juzuBracelet":true,"spoilers":false,"route":"{r}"}}"#
    )))
    .unwrap();
    assert!(walk.floors.iter().filter_map(|f| f.odds).all(|o| o.monster == 0.0));
    // Seed-exact too: no `?` becomes a fight.
    let exact =
        walk_route(&opts(&format!(r#"{{"game":"sts2","seed":"ABCDEFGHJKLM","juzuBracelet":true,"route":"{r}"}}"#)))
            .unwrap();
    assert!(exact
        .floors
        .iter()
        .filter(|f| f.room == Room::Event)
        .all(|f| f.outcome.is_some_and(|o| o != Outcome::Monster)));
    let e = walk_route(&opts(r#"{"game":"sts2","seed":"ABCDEFGHJKLM","tinyChest":1,"route":"3"}"#)).unwrap_err();
    assert!(e.to_string().contains("Tiny Chest"), "{e}");
    let e = walk_route(&opts(r#"{"game":"sts2","seed":"ABCDEFGHJKLM","startAct":3,"route":"3/3"}"#)).unwrap_err();
    assert!(e.to_string().contains("3 acts"), "{e}");
}

#[test]
fn a_route_must_enter_from_the_ancient_and_follow_edges() {
    let set = generate_map(
        &MapOptions::from_value(&Value::from_json(r#"{"game":"sts2","seed":"ABCDEFGHJKLM","act":1}"#).unwrap())
            .unwrap(),
    )
    .unwrap();
    let act = &set.acts[0];
    let row1: Vec<u8> = act.nodes.iter().filter(|n| n.y == 1).map(|n| n.x).collect();
    let missing = (0..7u8).find(|x| !row1.contains(x)).expect("row 1 has fewer than 7 rooms");
    let e = walk_route(&opts(&format!(r#"{{"game":"sts2","seed":"ABCDEFGHJKLM","route":"{missing}"}}"#))).unwrap_err();
    assert!(e.to_string().contains(&format!("floor 2: there is no room in column {missing}")), "{e}");
}

#[test]
fn a_route_with_its_first_acts_empty_starts_at_the_first_planned_act() {
    // The route `spire-map run` and the page give a save of act 3 (tests/golden/sts2/saves, the
    // save's visited_map_coords after the Ancient): acts 1 and 2 empty.
    let save = std::fs::read_to_string("tests/golden/sts2/saves/1ZEPE4MX6919_queen_entry.json").unwrap();
    let save: serde_json::Value = serde_json::from_str(&save).unwrap();
    let coords = save["visited_map_coords"].as_array().unwrap();
    let col = |c: &serde_json::Value| c["col"].as_u64().unwrap() as u8;
    let rows = |c: &serde_json::Value| c["row"].as_u64().unwrap() as u8;
    let cols: Vec<String> = coords[1..].iter().map(|c| col(c).to_string()).collect();
    let text = format!("//{}", cols.join(","));
    let walk =
        walk_route(&opts(&format!(r#"{{"game":"sts2","seed":"1ZEPE4MX6919","ascension":10,"route":"{text}"}}"#)))
            .unwrap();
    // The save's first coordinate is the Ancient's, the walk's first floor too.
    assert_eq!(walk.floors.len(), coords.len());
    for (f, c) in walk.floors.iter().zip(coords) {
        assert_eq!(f.act, 3);
        assert_eq!([f.x, f.y], [col(c), rows(c)]);
    }
    // The same as starting at act 3, and as the array form.
    let from3 = walk_route(&opts(&format!(
        r#"{{"game":"sts2","seed":"1ZEPE4MX6919","ascension":10,"startAct":3,"route":"{}"}}"#,
        cols.join(",")
    )))
    .unwrap();
    assert_eq!(format!("{walk:?}"), format!("{from3:?}"));
    let array = walk_route(&opts(&format!(
        r#"{{"game":"sts2","seed":"1ZEPE4MX6919","ascension":10,"route":[[],[],[{}]]}}"#,
        cols.join(",")
    )))
    .unwrap();
    assert_eq!(format!("{walk:?}"), format!("{array:?}"));
    // Past the run's last act, the walk says so.
    let e = walk_route(&opts(r#"{"game":"sts2","seed":"1ZEPE4MX6919","startAct":3,"route":"/1"}"#)).unwrap_err();
    assert!(e.to_string().contains("act 4"), "{e}");
}

#[test]
fn a_walk_states_the_character_the_profile_and_the_build() {
    // A walk of act 1's "most ?" route, with `extra` options for the plan and the walk.
    let json = |extra: &str| {
        let base = format!(r#""game":"sts2","seed":"ABCDEFGHJKLM"{extra}"#);
        let plan = best_route(
            &PlanOptions::from_value(
                &Value::from_json(&format!(r#"{{{base},"act":1,"criterion":"mostEvents"}}"#)).unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        let route = plan.path.iter().map(|p| p[0].to_string()).collect::<Vec<_>>().join(",");
        let walk = walk_route(&opts(&format!(r#"{{{base},"route":"{route}"}}"#))).unwrap();
        serde_json::to_value(&walk).unwrap()
    };
    let plain = json("");
    assert!(plain.get("lobby").is_none(), "a single player's walk names no lobby");
    assert_eq!(
        (&plain["character"], &plain["profile"], &plain["build"]),
        (&"CHARACTER.IRONCLAD".into(), &"mature".into(), &"v0.109-v0.111".into())
    );
    let chosen = json(r#","character":"Necrobinder","build":"v0.108""#);
    assert_eq!((&chosen["character"], &chosen["build"]), (&"CHARACTER.NECROBINDER".into(), &"v0.108".into()));
    // A Slay the Spire 1 walk states its character in `assumptions` instead.
    let sts1 = walk_route(&opts(r#"{"seed":"AGCK93XT","route":"5"}"#)).unwrap();
    assert_eq!((sts1.character, sts1.profile, sts1.build), (None, None, None));
    // Each game's names.
    for (json, needle) in [
        (
            r#"{"game":"sts2","seed":"A","route":"1","character":"watcher"}"#,
            "ironclad, silent, regent, necrobinder or defect",
        ),
        (r#"{"seed":"A","route":"1","character":"regent"}"#, "ironclad, silent, defect or watcher"),
    ] {
        let e = RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap_err().to_string();
        assert!(e.contains("character") && e.contains(needle), "{json}: {e}");
    }
}

#[test]
fn the_neow_option_taken_is_one_of_the_seeds_and_its_gift_is_given() {
    // 6P96T755CNZ3's Neow offered Golden Pearl, Scroll Boxes, Leafy Poultice (runfiles/sts2/6P96T755CNZ3.run).
    let e = walk_route(&opts(r#"{"game":"sts2","seed":"6P96T755CNZ3","neow":"NEOWS_BONES","route":"3"}"#)).unwrap_err();
    assert!(
        e.to_string()
            .contains("NEOWS_BONES is not one of the seed's Neow options (GOLDEN_PEARL, SCROLL_BOXES, LEAFY_POULTICE)"),
        "{e}"
    );
    let w =
        walk_route(&opts(r#"{"game":"sts2","seed":"6P96T755CNZ3","neow":"relic.golden_pearl","route":"3"}"#)).unwrap();
    assert!(w.assumptions[0].starts_with("card rewards: after Neow's Golden Pearl (0 draws"), "{:?}", w.assumptions);
    let gifts = w.floors[0].neow_gifts.as_ref().unwrap();
    let ids: Vec<&str> = gifts.iter().map(|g| g.relic).collect();
    assert_eq!(ids, ["RELIC.GOLDEN_PEARL", "RELIC.SCROLL_BOXES", "RELIC.LEAFY_POULTICE"]);
    // The file took Golden Pearl and gained 150 gold at Neow (tests/golden/sts2-runs/6P96T755CNZ3.json).
    let run: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}/tests/golden/sts2-runs/6P96T755CNZ3.json", env!("CARGO_MANIFEST_DIR")))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(gifts[0].gold.map(u64::from), run["map_point_history"][0][0]["gold_gained"].as_u64());
    // Without spoilers, nothing of it.
    let hidden = walk_route(&opts(r#"{"game":"sts2","seed":"6P96T755CNZ3","spoilers":false,"route":"3"}"#)).unwrap();
    assert!(hidden.floors[0].neow_gifts.is_none() && hidden.floors[0].ancient_offers.is_none());
}
