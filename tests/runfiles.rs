//! `spire_map::api::runfile` on real run and save files (`tests/golden/runfiles/`,
//! `tests/golden/sts2/saves/`, provenance in their READMEs) and on every kind
//! of bad file.
//!
//! Expected values come from the files: the seed and ascension fields, the
//! path each file records (parsed here with serde_json, independently of the
//! reader), the resolved `?` rooms, a StS2 save's stored map. Every route the
//! reader reports is walked here on the generated maps and checked against
//! the file's path.

use serde_json::Value;
use spire_map::api::generate_map;
use spire_map::api::runfile::{read_run_bytes, read_run_file, Kind, RunReport};
use spire_map::map::{ActMap, Game, Room};
use spire_map::options::MapOptions;
use spire_map::seed::SeedInput;

fn golden(rel: &str) -> Vec<u8> {
    let path = format!("{}/tests/golden/{rel}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(rel: &str) -> Value {
    serde_json::from_slice(&golden(rel)).unwrap()
}

fn autosave_json(rel: &str) -> Value {
    use base64::Engine as _;
    let text = String::from_utf8(golden(rel)).unwrap();
    let bytes = base64::engine::general_purpose::STANDARD.decode(text.trim()).unwrap();
    let plain: Vec<u8> = bytes.iter().zip(b"key".iter().cycle()).map(|(b, k)| b ^ k).collect();
    serde_json::from_slice(&plain).unwrap()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect()
}

fn sts1_room(s: &str) -> Room {
    match s {
        "M" => Room::Monster,
        "E" => Room::Elite,
        "?" => Room::Event,
        "$" => Room::Shop,
        "R" => Room::Rest,
        "T" => Room::Treasure,
        "BOSS" | "B" => Room::Boss,
        other => panic!("symbol {other}"),
    }
}

/// The acts of a StS1 `path_taken`, split at each act's `BOSS` (acts 1-3);
/// act 4 keeps its `BOSS` (the Heart).
fn sts1_acts(path_taken: &[String]) -> Vec<Vec<Room>> {
    let mut acts = vec![Vec::new()];
    for s in path_taken {
        let room = sts1_room(s);
        if room == Room::Boss && acts.len() < 4 {
            acts.push(Vec::new());
        } else {
            acts.last_mut().unwrap().push(room);
        }
    }
    acts.retain(|a| !a.is_empty());
    acts
}

/// The rooms a route walks through `map`, each step checked against an edge.
fn walk(map: &ActMap, cols: &[u8]) -> Vec<Room> {
    let row0 = u8::from(map.nodes.iter().any(|n| n.room == Room::Ancient));
    let mut prev: Option<[u8; 2]> = None;
    cols.iter()
        .enumerate()
        .map(|(i, &x)| {
            let y = row0 + i as u8;
            if let Some(p) = prev {
                assert!(map.has_edge(p, [x, y]), "act {}: no edge {p:?} -> {:?}", map.act, [x, y]);
            } else if row0 == 1 {
                assert!(map.has_edge([3, 0], [x, y]), "act {}: not entered from the Ancient", map.act);
            }
            prev = Some([x, y]);
            map.node(x, y).unwrap().room
        })
        .collect()
}

fn maps(game: Game, seed: SeedInput, ascension: u8) -> Vec<ActMap> {
    generate_map(&MapOptions { game, seed: Some(seed), ascension, ..Default::default() }).unwrap().acts
}

/// Every act of `expected` has routes in the report, and each walks exactly
/// the file's rooms on the generated map.
fn assert_routes_walk(report: &RunReport, maps: &[ActMap], expected: &[Vec<Room>]) {
    assert_eq!(report.acts.len(), expected.len());
    for (a, rooms) in report.acts.iter().zip(expected) {
        assert!(!a.routes.is_empty(), "act {}: no route", a.act);
        let map = maps.iter().find(|m| m.act == a.act).unwrap();
        for r in &a.routes {
            assert_eq!(&walk(map, r), rooms, "act {} route {r:?}", a.act);
        }
    }
}

#[test]
fn sts1_run_files_fit_on_every_act_with_their_question_rooms() {
    for (file, seed, asc) in [
        ("runfiles/sts1/1631437060.run", -7346716603134146792, 0),
        ("runfiles/sts1/1633600038.run", -3363429452019887060, 1),
    ] {
        let v = json(file);
        let report = read_run_bytes(&golden(file)).unwrap();
        assert_eq!(report.kind, Kind::Sts1Run);
        // The fields as the file states them.
        assert_eq!(report.seed_value, v["seed_played"].as_str().unwrap(), "{file}");
        assert_eq!(report.seed_value, seed.to_string());
        assert_eq!(u64::from(report.ascension), v["ascension_level"].as_u64().unwrap());
        assert_eq!(report.ascension, asc);
        assert_eq!(report.character.as_deref(), v["character_chosen"].as_str());
        assert_eq!(report.build.as_deref(), v["build_version"].as_str());
        assert_eq!(u64::from(report.floors_reached), v["floor_reached"].as_u64().unwrap());
        // Both runs beat the Heart: four acts, each with a route that walks the file's rooms.
        let acts = sts1_acts(&strings(&v["path_taken"]));
        assert_eq!(acts.len(), 4);
        assert_routes_walk(&report, &maps(Game::Sts1, SeedInput::Value(seed), asc), &acts);
        assert!(report.fits, "{file}: {:?}", report.mismatch);
        assert_eq!(report.mismatch, None);
        assert_eq!(report.saved_map, None);
    }
}

#[test]
fn a_question_room_outcome_the_seed_does_not_give_is_the_mismatch() {
    // Floor 2 of 1631437060.run is a `?` that the file records as a fight
    // (`path_per_floor[1]` = "M"); recorded as an event instead, it no longer fits.
    let text = String::from_utf8(golden("runfiles/sts1/1631437060.run")).unwrap();
    let original = r#""path_per_floor":["M","M","#;
    assert!(text.contains(original));
    let changed = text.replacen(original, r#""path_per_floor":["M","?","#, 1);
    let report = read_run_file(&changed).unwrap();
    assert!(!report.fits);
    let m = report.mismatch.unwrap();
    assert_eq!((m.act, m.floor), (1, 2));
    assert!(m.reason.contains("? room on floor 2") && m.reason.contains("monster fight"), "{}", m.reason);
    // The routes themselves still fit.
    assert!(report.acts.iter().all(|a| !a.routes.is_empty()));
}

#[test]
fn a_path_off_the_predicted_map_names_the_act_and_floor() {
    // Act 2 of 1633600038.run opens M, $, ?: make its second room an elite.
    let text = String::from_utf8(golden("runfiles/sts1/1633600038.run")).unwrap();
    let original = r#""BOSS","M","$","?","?","$","E""#;
    assert!(text.contains(original));
    let changed = text.replacen(original, r#""BOSS","M","E","?","?","$","E""#, 1);
    let report = read_run_file(&changed).unwrap();
    assert!(!report.fits);
    let m = report.mismatch.unwrap();
    assert_eq!((m.act, m.floor), (2, 19));
    assert!(m.reason.contains("an elite on floor 19"), "{}", m.reason);
    assert!(report.acts[1].routes.is_empty() && !report.acts[0].routes.is_empty());
}

#[test]
fn sts1_autosaves_read_their_seed_and_fit_exactly_by_coordinates() {
    for file in ["runfiles/sts1/2-27-01.IRONCLAD.autosave", "runfiles/sts1/DEFECT.autosave"] {
        let v = autosave_json(file);
        let report = read_run_bytes(&golden(file)).unwrap();
        assert_eq!(report.kind, Kind::Sts1Autosave);
        assert_eq!(report.seed_value, v["seed"].as_i64().unwrap().to_string(), "{file}");
        assert_eq!(u64::from(report.ascension), v["ascension_level"].as_u64().unwrap());
        assert_eq!(report.build.as_deref(), v["metric_build_version"].as_str());
        assert_eq!(u64::from(report.floors_reached), v["floor_num"].as_u64().unwrap());
        // Act 1 in progress: exactly one route, the nodes of path_x / path_y,
        // ending in the save's room.
        let xs: Vec<u8> = v["path_x"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap() as u8).collect();
        let ys: Vec<u64> = v["path_y"].as_array().unwrap().iter().map(|y| y.as_u64().unwrap()).collect();
        assert_eq!(ys, (0..ys.len() as u64).collect::<Vec<_>>());
        assert_eq!(
            (xs.last().copied(), ys.last().copied()),
            (v["room_x"].as_u64().map(|x| x as u8), v["room_y"].as_u64())
        );
        assert_eq!(report.acts.len(), 1);
        assert_eq!(report.acts[0].routes, vec![xs.clone()], "{file}");
        let acts = sts1_acts(&strings(&v["metric_path_taken"]));
        let seed = SeedInput::Value(v["seed"].as_i64().unwrap());
        assert_routes_walk(&report, &maps(Game::Sts1, seed, report.ascension), &acts);
        assert!(report.fits, "{file}: {:?}", report.mismatch);
    }
    // The A20 save the project's golden data describes: seed, ascension and its path.
    let report = read_run_bytes(&golden("runfiles/sts1/2-27-01.IRONCLAD.autosave")).unwrap();
    assert_eq!((report.seed_value.as_str(), report.ascension), ("7888320651155556997", 20));
    assert_eq!(report.acts[0].routes, vec![vec![2, 2, 1, 1]]);
    assert_eq!(report.character.as_deref(), Some("IRONCLAD"));
}

#[test]
fn sts2_saves_fit_exactly_and_their_stored_maps_are_the_engines() {
    for (file, act) in [
        ("sts2/saves/1ZEPE4MX6919_queen_entry.json", 3),
        ("sts2/saves/6P96T755CNZ3_mawler_entry.json", 1),
        ("sts2/saves/TQM88QFMHSQR_sludge_entry.json", 1),
    ] {
        let v = json(file);
        let report = read_run_bytes(&golden(file)).unwrap();
        assert_eq!(report.kind, Kind::Sts2Save);
        assert_eq!(report.seed, v["rng"]["seed"].as_str().unwrap());
        assert_eq!(u64::from(report.ascension), v["ascension"].as_u64().unwrap());
        assert_eq!(u64::from(act) - 1, v["current_act_index"].as_u64().unwrap());
        // The route is the visited coordinates above the Ancient, and walks on the map.
        let visited: Vec<(u8, u64)> = v["visited_map_coords"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["col"].as_u64().unwrap() as u8, c["row"].as_u64().unwrap()))
            .collect();
        assert_eq!(visited[0], (3, 0), "{file}: starts at the Ancient");
        let cols: Vec<u8> = visited[1..].iter().map(|&(x, _)| x).collect();
        assert_eq!(report.acts.len(), 1);
        assert_eq!(report.acts[0].act, act);
        assert_eq!(report.acts[0].routes, vec![cols.clone()], "{file}");
        let all = maps(Game::Sts2, SeedInput::Text(report.seed.clone()), report.ascension);
        walk(all.iter().find(|m| m.act == act).unwrap(), &cols);
        let saved = report.saved_map.as_ref().unwrap();
        assert_eq!(saved.act, act);
        assert!(saved.identical, "{file}: {:?}", saved.differences);
        assert!(saved.differences.is_empty());
        assert!(report.fits && report.mismatch.is_none(), "{file}: {:?}", report.mismatch);
    }
}

#[test]
fn a_schema_18_save_is_read_with_the_32_bit_seeding_and_fits() {
    let file = "sts2/saves/8DVXPWUWRY_colony_entry.json";
    let save = json(file);
    assert_eq!(save["schema_version"], 18);
    let report = read_run_bytes(&golden(file)).unwrap();
    assert_eq!(report.seed, "8DVXPWUWRY");
    // v0.108's run seed is the 32-bit string hash, unsigned (spec sts2.md §3.3).
    assert_eq!(report.seed_value, (spire_map::sts2::hash::h32("8DVXPWUWRY") as u32).to_string());
    assert!(report.fits && report.mismatch.is_none(), "{:?}", report.mismatch);
    // A save names no build: schema 18 is read as the main branch's v0.107.1
    // (this one is v0.108's, whose maps are the same), and says so.
    assert_eq!(report.maps_build, Some("v0.107.1"));
    assert!(report.warnings.iter().any(|w| w.contains("names no build")), "{:?}", report.warnings);
    let saved = report.saved_map.as_ref().unwrap();
    assert!(saved.identical, "{:?}", saved.differences);
    // The route is the save's visited coordinates, from the first route row.
    let visited: Vec<u8> =
        save["visited_map_coords"].as_array().unwrap().iter().map(|c| c["col"].as_u64().unwrap() as u8).collect();
    assert_eq!(report.acts[0].routes, vec![visited[1..].to_vec()]);
    // Older saves than v0.107.1 and v0.108 are not modelled.
    let mut older = save.clone();
    older["schema_version"] = 17.into();
    let report = read_run_file(&older.to_string()).unwrap();
    assert!(!report.fits);
    let m = report.mismatch.unwrap();
    assert!(m.reason.contains("schema_version 17") && m.reason.contains("a different game build"), "{}", m.reason);
    assert!(report.acts.is_empty(), "nothing is compared");
}

#[test]
fn a_changed_stored_map_is_listed_node_by_node() {
    let mut v = json("sts2/saves/6P96T755CNZ3_mawler_entry.json");
    let points = v["acts"][0]["saved_map"]["points"].as_array_mut().unwrap();
    let p = points.iter_mut().find(|p| p["coord"]["col"] == 2 && p["coord"]["row"] == 4).unwrap();
    assert_eq!(p["type"], "shop");
    p["type"] = "elite".into();
    let report = read_run_file(&v.to_string()).unwrap();
    let saved = report.saved_map.unwrap();
    assert!(!saved.identical);
    assert_eq!(saved.differences, vec!["(2, 4): the save has an elite, the predicted map a shop".to_string()]);
    assert!(!report.fits);
}

#[test]
fn the_sts2_run_history_fits_and_agrees_with_the_save_of_the_same_run() {
    let file = "runfiles/sts2/6P96T755CNZ3.run";
    let v = json(file);
    let report = read_run_bytes(&golden(file)).unwrap();
    assert_eq!(report.kind, Kind::Sts2Run);
    assert_eq!(report.seed, v["seed"].as_str().unwrap());
    assert_eq!(u64::from(report.ascension), v["ascension"].as_u64().unwrap());
    assert_eq!(report.build.as_deref(), v["build_id"].as_str());
    assert_eq!(report.character.as_deref(), v["players"][0]["character"].as_str());
    let point = |t: &str| match t {
        "monster" => Room::Monster,
        "elite" => Room::Elite,
        "unknown" => Room::Event,
        "shop" => Room::Shop,
        "treasure" => Room::Treasure,
        "rest_site" => Room::Rest,
        "boss" => Room::Boss,
        other => panic!("{other}"),
    };
    let history = v["map_point_history"].as_array().unwrap();
    assert_eq!(history.len(), 1, "the run ended in act 1");
    let act1 = history[0].as_array().unwrap();
    assert_eq!(act1[0]["map_point_type"], "ancient");
    let rooms: Vec<Room> = act1[1..].iter().map(|p| point(p["map_point_type"].as_str().unwrap())).collect();
    assert_routes_walk(&report, &maps(Game::Sts2, SeedInput::Text(report.seed.clone()), report.ascension), &[rooms]);
    assert!(report.fits);
    // The save made at the Mawler fight of the same run visited the first four rooms.
    let save = read_run_bytes(&golden("sts2/saves/6P96T755CNZ3_mawler_entry.json")).unwrap();
    let prefix = &save.acts[0].routes[0];
    assert!(report.acts[0].routes.iter().all(|r| r.starts_with(prefix)), "{prefix:?} {:?}", report.acts[0].routes);
}

/// The error for `bytes`, which must not be a report.
fn error(bytes: &[u8]) -> String {
    match read_run_bytes(bytes) {
        Ok(r) => panic!("expected an error, got {r:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_files_get_an_error_naming_the_problem() {
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"".to_vec(), "empty"),
        (b"{not json".to_vec(), "not valid JSON"),
        (b"this { is not json".to_vec(), "not base64"),
        (b"[1, 2, 3]".to_vec(), "expected a JSON object"),
        (br#"{"name": "a Monster Train save", "covenant": 3}"#.to_vec(), "not a run or save file"),
        (vec![b' '; 50_000_000], "50.0 MB"),
        (vec![0xff, 0xfe, 0x00, 0x41], "binary data"),
        (b"{\"seed_played\": \"1\"\x00}".to_vec(), "binary data"),
        (format!("{}{}", "[".repeat(100), "]".repeat(100)).into_bytes(), "nests more than 64"),
        // base64 of "hello world": decodes, but not to a save.
        (b"aGVsbG8gd29ybGQ=".to_vec(), "not a Slay the Spire autosave"),
        (br#"{"seed_played": "1", "ascension_level": "twenty", "path_taken": []}"#.to_vec(), "`ascension_level`"),
        (br#"{"seed_played": true, "path_taken": []}"#.to_vec(), "`seed_played`"),
        (br#"{"seed_played": "12x", "path_taken": []}"#.to_vec(), "`seed_played`"),
        (br#"{"seed_played": "1", "path_taken": 5}"#.to_vec(), "`path_taken`"),
        (br#"{"seed_played": "1", "path_taken": ["M", "Q"]}"#.to_vec(), "`Q` is not a Slay the Spire map symbol"),
        (br#"{"seed_played": "1", "ascension_level": 99, "path_taken": []}"#.to_vec(), "99 is not an ascension level"),
        (br#"{"seed_played": "1"}"#.to_vec(), "no `path_taken` field"),
        (br#"{"rng": {"seed": "BAD SEED!"}, "acts": []}"#.to_vec(), "the file's seed cannot be used"),
        (br#"{"rng": {"seed": 12}, "acts": []}"#.to_vec(), "`rng`"),
        (br#"{"rng": {"seed": "ABCDEFGHJKLM"}, "current_act_index": 7}"#.to_vec(), "`current_act_index`"),
        (br#"{"seed": "ABCDEFGHJKLM", "map_point_history": [[{"map_point_type": "casino"}]]}"#.to_vec(), "`casino`"),
        (br#"{"seed": "ABCDEFGHJKLM", "map_point_history": {"a": 1}}"#.to_vec(), "`map_point_history`"),
    ];
    for (bytes, needle) in cases {
        let e = error(&bytes);
        let shown = String::from_utf8_lossy(&bytes[..bytes.len().min(60)]).to_string();
        assert!(e.contains(needle), "{shown:?}: {e}");
    }
    // The size limit is stated in the message.
    assert!(error(&vec![b' '; 50_000_000]).contains("at most 8 MB"));
}

#[test]
fn an_autosave_that_hides_another_kind_of_file_is_refused() {
    use base64::Engine as _;
    let run = golden("runfiles/sts1/1631437060.run");
    let hidden: Vec<u8> = run.iter().zip(b"key".iter().cycle()).map(|(b, k)| b ^ k).collect();
    let text = base64::engine::general_purpose::STANDARD.encode(hidden);
    assert!(error(text.as_bytes()).contains("not a Slay the Spire autosave"));
}

#[test]
fn daily_and_custom_modifiers_are_warnings_not_errors() {
    let text = String::from_utf8(golden("runfiles/sts1/1631437060.run")).unwrap();
    let daily = text.replacen(r#""is_daily":false"#, r#""is_daily":true,"daily_mods":["Lethality","Vintage"]"#, 1);
    let report = read_run_file(&daily).unwrap();
    assert!(report.flags.daily && report.flags.custom && !report.flags.trial);
    assert!(
        report.warnings.iter().any(|w| w.contains("daily") && w.contains("applied to the maps")),
        "{:?}",
        report.warnings
    );
    assert!(report.warnings.iter().any(|w| w.contains("Lethality")), "{:?}", report.warnings);
    // Not the date's daily (a standard run's file made a daily): the check says what the date's has.
    assert!(
        report.warnings.iter().any(|w| w.starts_with("the daily of ") && w.ends_with("not the file's")),
        "{:?}",
        report.warnings
    );
    let mut v = json("runfiles/sts2/6P96T755CNZ3.run");
    v["game_mode"] = "daily".into();
    let report = read_run_file(&v.to_string()).unwrap();
    assert!(report.flags.daily);
    assert!(report.warnings.iter().any(|w| w.contains("applied to the maps")));
    assert!(report.warnings.iter().any(|w| w.contains("does not name a date")), "{:?}", report.warnings);
}

#[test]
fn an_sts2_history_of_an_older_build_is_a_different_game_build() {
    let mut v = json("runfiles/sts2/6P96T755CNZ3.run");
    v["build_id"] = "v0.105.0".into();
    let report = read_run_file(&v.to_string()).unwrap();
    assert!(!report.fits);
    assert!(report.mismatch.unwrap().reason.contains("a different game build"));
    // A v0.108 history is matched on the v0.108 maps, which are not this
    // (v0.111) run's: it does not fit.
    v["build_id"] = "v0.108.2".into();
    let report = read_run_file(&v.to_string()).unwrap();
    assert!(report.warnings.iter().any(|w| w.contains("game build v0.108")), "{:?}", report.warnings);
    assert!(!report.fits && report.mismatch.is_some());
}

#[test]
fn the_json_has_the_issue_schema() {
    let report = read_run_bytes(&golden("sts2/saves/6P96T755CNZ3_mawler_entry.json")).unwrap();
    let v = serde_json::to_value(&report).unwrap();
    for key in [
        "game",
        "seed",
        "seedValue",
        "ascension",
        "character",
        "build",
        "flags",
        "floorsReached",
        "acts",
        "fits",
        "mismatch",
        "savedMap",
    ] {
        assert!(v.get(key).is_some(), "{key} missing: {v}");
    }
    assert_eq!(v["game"], "sts2");
    assert_eq!(v["acts"][0]["act"], 1);
    assert_eq!(v["acts"][0]["routes"][0], serde_json::json!([2, 2, 3, 4]));
    assert_eq!(v["savedMap"]["identical"], true);
    assert_eq!(v["mismatch"], Value::Null);
}

#[test]
fn a_save_without_its_stored_map_is_matched_by_coordinates_alone() {
    let mut v = json("sts2/saves/6P96T755CNZ3_mawler_entry.json");
    v["acts"][0].as_object_mut().unwrap().remove("saved_map");
    let report = read_run_file(&v.to_string()).unwrap();
    assert_eq!(report.acts[0].routes, vec![vec![2, 2, 3, 4]]);
    assert_eq!(report.saved_map, None);
    assert!(report.fits);
    // A visited column the predicted map has no room in is the mismatch, on its floor.
    v["visited_map_coords"][2]["col"] = 6.into();
    let report = read_run_file(&v.to_string()).unwrap();
    let m = report.mismatch.unwrap();
    assert_eq!((m.act, m.floor), (1, 3));
    assert!(m.reason.contains("column 6"), "{}", m.reason);
}

/// `spire-map run` with `args`: exit code, stdout, stderr.
fn cli(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_spire-map")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn the_cli_prints_the_report_as_json_and_says_the_verdict_plainly() {
    let dir = format!("{}/tests/golden", env!("CARGO_MANIFEST_DIR"));
    let file = format!("{dir}/runfiles/sts1/1633600038.run");
    let (code, out, _) = cli(&["run", &file, "--format", "json"]);
    assert_eq!(code, 0);
    let printed: Value = serde_json::from_str(&out).unwrap();
    let report = read_run_bytes(&golden("runfiles/sts1/1633600038.run")).unwrap();
    assert_eq!(printed, serde_json::to_value(&report).unwrap());
    let (code, out, _) = cli(&["run", &file]);
    assert_eq!(code, 0);
    assert!(out.contains("seed 4G7UMG8L17P0W (-3363429452019887060), ascension 1"), "{out}");
    assert!(out.ends_with(&format!("this run fits the predicted maps (route={})\n", report.route_text())), "{out}");
    // The whole-run replay's counts, as the JSON has them; no StS2 merchant count for a StS1 run.
    let x = report.replay.expect("a StS1 .run is replayed whole");
    let line = format!(
        "whole run replayed from the file's choices: ? rolls {} of {}; events {} of {}; purchases {} of {} found in the predicted stock;",
        x.rolls.matched, x.rolls.compared, x.events.matched, x.events.compared, x.purchases.matched, x.purchases.compared
    );
    assert!(out.contains(&line), "{out}");
    assert!(x.purchases.compared > 0 && x.events.compared > 0, "the file buys and meets events: {x:?}");
    assert!(!out.contains("merchants:") && !out.contains("shops: 0 of 0"), "{out}");
    // The v0.108 save fits its build's maps; with another build's map it
    // would not, and the verdict names the act and floor.
    let (code, out, _) = cli(&["run", &format!("{dir}/sts2/saves/8DVXPWUWRY_colony_entry.json")]);
    assert_eq!(code, 0);
    assert!(out.contains("this run fits the predicted maps"), "{out}");
    let mut moved = json("sts2/saves/8DVXPWUWRY_colony_entry.json");
    moved["schema_version"] = 20.into();
    let path = std::env::temp_dir().join(format!("spire-map-moved-{}.json", std::process::id()));
    std::fs::write(&path, moved.to_string()).unwrap();
    let (code, out, _) = cli(&["run", path.to_str().unwrap()]);
    std::fs::remove_file(&path).ok();
    assert_eq!(code, 0);
    assert!(out.contains("this run does not fit the predicted map from act 1 floor "), "{out}");
    // A bad file: exit code 2 and the message on stderr.
    let (code, out, err) = cli(&["run", &format!("{dir}/runfiles/README.md")]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("spire-map: cannot read the run file: "), "{err}");
    let (code, _, err) = cli(&["run", "/no/such/file.run"]);
    assert_eq!(code, 2);
    assert!(err.contains("/no/such/file.run"), "{err}");
}

/// A StS2 `.run` file's report predicts the rewards of its fights beside the
/// ones it records: 6P96T755CNZ3's eight rewards of act 1 (through its two
/// events, Self-Help Book and Whispering Hollow, which draw nothing on the
/// rewards stream) are the file's cards and potion drops.
#[test]
fn the_sts2_run_history_gets_its_rewards_predicted() {
    let file = "runfiles/sts2/6P96T755CNZ3.run";
    let v = json(file);
    let report = read_run_bytes(&golden(file)).unwrap();
    let act1 = v["map_point_history"][0].as_array().unwrap();
    let predicted = &report.acts[0].predicted;
    let mut compared = 0;
    for p in predicted {
        let point = &act1[usize::from(p.floor) - 1];
        let stats = &point["player_stats"][0];
        let Some(reward) = &p.card_reward else { continue };
        // The act boss killed the player: a predicted reward, none recorded.
        if p.recorded.is_none() {
            continue;
        }
        // The file's offer, the pick first (as `recorded` keeps it).
        let choices = stats["card_choices"].as_array().unwrap();
        let mut file_cards: Vec<&str> = choices.iter().map(|c| c["card"]["id"].as_str().unwrap()).collect();
        let recorded: Vec<&str> = p.recorded.as_ref().unwrap().iter().map(String::as_str).collect();
        assert_eq!(recorded, file_cards, "floor {}", p.floor);
        let mut predicted_cards: Vec<&str> = reward.cards.iter().map(|c| c.id).collect();
        file_cards.sort_unstable();
        predicted_cards.sort_unstable();
        assert_eq!(predicted_cards, file_cards, "floor {}", p.floor);
        assert_eq!(p.matches, Some(true));
        let dropped = stats["potion_choices"].as_array().is_some_and(|c| !c.is_empty());
        assert_eq!(p.potion.map(|x| x.dropped), Some(dropped), "floor {}", p.floor);
        compared += 1;
    }
    assert_eq!(compared, 8);
    let count = report.card_rewards.unwrap();
    assert_eq!((count.compared, count.matched, count.potions_compared, count.potions_matched), (8, 8, 8, 8));
    // The fights after the events (floors 6 and 11, which draw nothing on the rewards stream) are predicted too.
    let later = predicted.iter().find(|p| p.floor == 8).unwrap();
    assert!(later.card_reward.is_some() && later.matches == Some(true));
    assert_eq!((count.events_compared, count.events_matched), (2, 2));
    assert!(report.warnings.iter().any(|w| w.contains("through every act that fits")));
}

/// Every Ancient offer the real StS2 `.run` files record (`ancient_choice`: Neow and the act 2-3
/// Ancients, whether or not a route of the act fits) is predicted, beside it in the report; and
/// the rewards follow the file's own Neow choice (85920V7XQFSN took Neow's Bones, whose 27 draws
/// shift every later reward; the v0.108 files get none, their card pools being other; TQM88QFMHSQR
/// goes through its act 2, the Spoils Map's hourglass map).
#[test]
fn sts2_run_files_predict_every_recorded_ancient_offer() {
    for (seed, rewards) in
        [("6P96T755CNZ3", 8), ("85920V7XQFSN", 3), ("TQM88QFMHSQR", 21), ("HQPAXCBS6P", 0), ("8DVXPWUWRY", 0)]
    {
        let file = format!("runfiles/sts2/{seed}.run");
        let v = json(&file);
        // The offers the file records, from the file alone: floor and ids, in its order.
        let mut recorded = Vec::new();
        let mut floor = 0u32;
        for act in v["map_point_history"].as_array().unwrap() {
            for point in act.as_array().unwrap() {
                floor += 1;
                if let Some(choice) = point["player_stats"][0]["ancient_choice"].as_array() {
                    let ids: Vec<String> =
                        choice.iter().map(|c| format!("RELIC.{}", c["TextKey"].as_str().unwrap())).collect();
                    recorded.push((floor, ids));
                }
            }
        }
        let report = read_run_bytes(&golden(&file)).unwrap();
        let counts = report.card_rewards.unwrap();
        assert_eq!(
            (counts.offers_compared as usize, counts.offers_matched as usize),
            (recorded.len(), recorded.len()),
            "{seed}"
        );
        for (floor, ids) in &recorded {
            let p = report.acts.iter().flat_map(|a| &a.predicted).find(|p| u32::from(p.floor) == *floor).unwrap();
            assert_eq!(p.room, Room::Ancient, "{seed} floor {floor}");
            assert_eq!(p.recorded_offer.as_ref(), Some(ids), "{seed} floor {floor}");
            assert!(p.ancient_offers.as_ref().unwrap().iter().any(|o| o.ids == *ids), "{seed} floor {floor}");
        }
        assert_eq!((counts.compared, counts.matched), (rewards, rewards), "{seed}: the card rewards");
    }
}
