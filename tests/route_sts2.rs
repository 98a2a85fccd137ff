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
