//! The Slay the Spire 2 route walk's rewards (`walk_route` with spoilers)
//! against real run histories: each run's act-1 path, found on the engine's
//! map by the history's room types, walked as Ironclad at the file's
//! ascension; every card reward the walk gives equals the file's
//! `card_choices` (the ids, upgrades included; a `.run` lists the picked card
//! first, so the order is compared for the cards not picked) and its potion
//! drop the file's `potion_choices`, every chest
//! the walk gives equals the file's relic, the walk's first shop relic is
//! one the file's first shop offered; every fight before the first event
//! gets its reward, and the rewards go on through the events whose draws
//! the walk knows (every one it gives must still be the file's).
//!
//! The extracts are tests/golden/sts2-runs/*.json and
//! tests/golden/sts2-relics/*.run.relics.json (values copied from the real
//! files; provenance in their READMEs).

#[path = "common/sts2_paths.rs"]
mod sts2_paths;

use serde_json::Value as Json;
use spire_map::api::walk_route;
use spire_map::map::{Chest, Room};
use spire_map::options::RouteOptions;
use spire_map::sts2::{self, Seeding};
use spire_map::value::Value;
use sts2_paths::{paths_by_types, room_of};

fn golden(rel: &str) -> Json {
    let path = format!("{}/tests/golden/{rel}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The file's cards of a floor: (id, upgraded, picked), in the file's order.
fn file_cards(point: &Json) -> Vec<(String, bool, bool)> {
    point["card_choices"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .map(|c| {
                    let card = &c["card"];
                    let up = card.get("current_upgrade_level").and_then(Json::as_u64).unwrap_or(0) > 0;
                    (card["id"].as_str().unwrap().to_string(), up, c["was_picked"].as_bool().unwrap())
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What the walk of a run's act 1 matched: (card rewards, chests, shop relic checked).
fn check_run(seed: &str) -> (usize, usize, bool) {
    let run = golden(&format!("sts2-runs/{seed}.json"));
    assert_eq!(run["character"], "CHARACTER.IRONCLAD");
    let asc = run["ascension"].as_u64().unwrap() as u8;
    let history = run["map_point_history"][0].as_array().unwrap();
    let run_seed = Seeding::Xxh64.run_seed(seed);
    let map = sts2::generate_act_in(Seeding::Xxh64, run_seed, 1, asc, false).to_act_map();
    let types: Vec<Room> = history[1..].iter().map(|p| room_of(p["map_point_type"].as_str().unwrap())).collect();
    let routes = paths_by_types(&map, &types);
    assert!(!routes.is_empty(), "{seed}: a path fits");
    // The relic extract where there is one (6P96T755CNZ3's act 1 has no chest before its first event and no shop).
    let relics_path = format!("sts2-relics/{seed}.run.relics.json");
    let exists = std::path::Path::new(&format!("{}/tests/golden/{relics_path}", env!("CARGO_MANIFEST_DIR"))).exists();
    let relics = if exists { golden(&relics_path) } else { Json::Null };
    let relic_floors: Vec<&Json> = relics["floors"].as_array().map(|f| f.iter().collect()).unwrap_or_default();
    let mut result = None;
    for route in &routes {
        let text = route.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
        // The walk follows the file's Neow choice (its draws on the rewards stream).
        let neow_taken = history[0]["relic_choices"][0]["choice"].as_str().unwrap();
        let json = format!(
            r#"{{"game":"sts2","seed":"{seed}","ascension":{asc},"character":"ironclad","neow":"{neow_taken}","route":"{text}"}}"#
        );
        let walk = walk_route(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap()).unwrap();
        // The walk's rooms are the file's (the `?` outcomes included).
        let outcomes_fit = walk.floors[1..].iter().zip(&history[1..]).all(|(f, p)| {
            let kind = p["rooms"][0]["room_type"].as_str().unwrap();
            f.outcome.is_none_or(|o| format!("{o:?}").to_lowercase() == kind)
        });
        if !outcomes_fit {
            continue;
        }
        let (mut cards, mut chests) = (0, 0);
        let first_event =
            history.iter().position(|p| p["rooms"][0]["room_type"] == "event" && p["map_point_type"] != "ancient");
        // The Ancient's floor first: the relic the file took from Neow is in Neow's one offer.
        let neow = &walk.floors[0];
        assert_eq!((neow.room, neow.floor), (Room::Ancient, 1), "{seed}: the walk starts at Neow");
        let taken = history[0]["relic_choices"][0]["choice"].as_str().unwrap();
        let offers = neow.ancient_offers.as_ref().expect("Neow's offer with spoilers");
        assert_eq!((offers.len(), &offers[0].requires), (1, &None), "{seed}: Neow's one offer");
        assert!(offers[0].ids.contains(&taken), "{seed}: Neow offered {:?}, the file took {taken}", offers[0].ids);
        for (i, (f, p)) in walk.floors.iter().zip(history).enumerate().skip(1) {
            let floor = i + 1;
            let want = file_cards(p);
            match &f.card_reward {
                Some(r) => {
                    let got: Vec<(String, bool)> = r.cards.iter().map(|c| (c.id.to_string(), c.upgraded)).collect();
                    let mut sorted_got = got.clone();
                    let mut sorted_want: Vec<(String, bool)> = want.iter().map(|(c, u, _)| (c.clone(), *u)).collect();
                    sorted_got.sort();
                    sorted_want.sort();
                    assert_eq!(sorted_got, sorted_want, "{seed} floor {floor}: the cards offered");
                    let unpicked: Vec<(String, bool)> =
                        want.iter().filter(|w| !w.2).map(|(c, u, _)| (c.clone(), *u)).collect();
                    let order: Vec<(String, bool)> = got.into_iter().filter(|g| unpicked.contains(g)).collect();
                    assert_eq!(order, unpicked, "{seed} floor {floor}: the order of the cards not picked");
                    // The potion drop: the file lists the potion a fight's reward held.
                    let dropped = p["potion_choices"].as_array().is_some_and(|c| !c.is_empty());
                    assert_eq!(f.potion.map(|p| p.dropped), Some(dropped), "{seed} floor {floor}: the potion drop");
                    cards += 1;
                }
                None if !want.is_empty() && p["map_point_type"] != "shop" => {
                    assert!(
                        first_event.is_some_and(|e| floor > e),
                        "{seed} floor {floor}: a reward before the first event is given"
                    )
                }
                None => {}
            }
            if let Some(Chest::Sts2(c)) = &f.chest {
                // The relic extract's floor, else the history's own record of the chest.
                let rec = relic_floors.iter().find(|r| r["floor"] == floor).copied().unwrap_or(p);
                assert_eq!(rec["relic_choices"][0]["choice"], c.relic_id, "{seed} floor {floor}: the chest's relic");
                chests += 1;
            }
        }
        let shop_checked = match (&walk.shop_relic, relic_floors.iter().find(|r| r["room_type"] == "shop")) {
            (Some(s), Some(rec)) => {
                let offered: Vec<&str> =
                    rec["relic_choices"].as_array().unwrap().iter().map(|c| c["choice"].as_str().unwrap()).collect();
                assert!(offered.contains(&s.id), "{seed}: the first shop offered {offered:?}, not {}", s.id);
                true
            }
            _ => false,
        };
        let taken = spire_map::sts2::content::names::name(Box::leak(neow_taken.to_string().into_boxed_str()));
        assert!(
            walk.assumptions.iter().any(|a| a.starts_with(&format!("card rewards: after Neow's {taken} ("))),
            "{seed}: {:?}",
            walk.assumptions
        );
        result = Some((cards, chests, shop_checked));
        break;
    }
    result.unwrap_or_else(|| panic!("{seed}: no path's `?` outcomes fit the file"))
}

#[test]
fn the_walks_rewards_equal_the_real_runs() {
    assert_eq!(check_run("6P96T755CNZ3"), (5, 1, false));
    assert_eq!(check_run("TQM88QFMHSQR"), (1, 0, true));
    assert_eq!(check_run("1ZEPE4MX6919"), (3, 0, false));
}
