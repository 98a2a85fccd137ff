//! The JavaScript API `generate_map(options)`, checked against the golden
//! vectors. One set of test bodies runs twice, as serde-wasm-bindgen tests
//! itself:
//!
//! * natively (`cargo test`): options → [`Value::from_json`] →
//!   [`MapOptions::from_value`] → [`spire_map::generate_map`] → serde_json;
//! * in headless Chromium (`cargo test --target wasm32-unknown-unknown --test
//!   web_api`, run by wasm-bindgen-test-runner; `scripts/test` sets it up):
//!   `JSON.parse` → `spire_map::web::generate_map` → `JSON.stringify`, and every
//!   failure must arrive as a JavaScript `Error`.
//!
//! The golden files of `tests/golden/sts1/` are compiled in with
//! `include_str!` (`tests/common/embedded_sts1.rs`), since a browser has no
//! file system. Expected values come from the golden files, the rules of
//! spec sts1.md and the documented TypeScript types, never from the code under
//! test.
//!
//! [`Value::from_json`]: spire_map::value::Value::from_json
//! [`MapOptions::from_value`]: spire_map::options::MapOptions::from_value

use serde_json::{json, Value as Json};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// The golden vectors, compiled in: `DIR`, `SEEDS_TSV`, `MAPS`.
#[path = "common/embedded_sts1.rs"]
mod golden;

// ---------------------------------------------------------------------------
// The adapter: the only code that differs between the two targets.

/// Calls `generate_map` with options given as JSON; the result as JSON, or
/// the error's message.
#[cfg(not(target_arch = "wasm32"))]
fn generate(options: &str) -> Result<String, String> {
    use spire_map::{options::MapOptions, value::Value};
    let opts = Value::from_json(options).and_then(|v| MapOptions::from_value(&v)).map_err(|e| e.to_string())?;
    let maps = spire_map::generate_map(&opts).map_err(|e| e.to_string())?;
    Ok(serde_json::to_string(&maps).expect("a MapSet serialises"))
}

/// Calls `generate_map` with options given as JSON; the result as JSON, or
/// the error's message.
#[cfg(target_arch = "wasm32")]
fn generate(options: &str) -> Result<String, String> {
    let js_options = js_sys::JSON::parse(options).expect("the test's options are JSON");
    generate_js(js_options)
}

/// `generate_map` on any JavaScript value. The result must survive
/// `JSON.stringify` (no BigInt, no `undefined`, no Map); a failure must be a
/// JavaScript `Error` instance, not a trap or a string.
#[cfg(target_arch = "wasm32")]
fn generate_js(options: wasm_bindgen::JsValue) -> Result<String, String> {
    use wasm_bindgen::{JsCast, JsValue};
    match spire_map::web::generate_map(options) {
        Ok(v) => Ok(js_sys::JSON::stringify(&v).expect("the result is JSON-compatible").into()),
        Err(e) => {
            let thrown = JsValue::from(e);
            let error = thrown.dyn_into::<js_sys::Error>().unwrap_or_else(|v| panic!("threw {v:?}, not an Error"));
            Err(error.message().into())
        }
    }
}

// ---------------------------------------------------------------------------
// Helpers shared by both targets.

fn ok(options: &str) -> Json {
    let text = generate(options).unwrap_or_else(|e| panic!("{options}: unexpected error: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{options}: result is not JSON: {e}"))
}

fn err(options: &str) -> String {
    match generate(options) {
        Ok(result) => panic!("{options}: expected an error, got {result:.200}"),
        Err(message) => message,
    }
}

/// Every golden map file as (file name, parsed JSON).
fn golden_maps() -> Vec<(&'static str, Json)> {
    assert!(golden::MAPS.len() >= 2, "no golden maps compiled in from {}", golden::DIR);
    golden::MAPS.iter().map(|(name, text)| (*name, serde_json::from_str(text).expect(name))).collect()
}

fn golden_map(seed: &str, mode: &str) -> Json {
    let name = format!("seed_{seed}_{mode}.json");
    let (_, text) = golden::MAPS.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("no golden {name}"));
    serde_json::from_str(text).unwrap()
}

/// The API's room name for a golden node class (TypeScript type `Room`).
fn room(class: &Json) -> &'static str {
    match class.as_str().unwrap() {
        "MonsterRoom" => "monster",
        "MonsterRoomElite" => "elite",
        "EventRoom" => "event",
        "RestRoom" => "rest",
        "ShopRoom" => "shop",
        "TreasureRoom" => "treasure",
        "MonsterRoomBoss" => "boss",
        "TrueVictoryRoom" => "victory",
        other => panic!("unknown golden room class {other}"),
    }
}

/// The burning elite's buff and amount for a golden buff name (spec §5 table).
fn buff(name: &Json, act: u64) -> (&'static str, u64) {
    match name.as_str().unwrap() {
        "Strength" => ("strength", act + 1),
        "MaxHP+25%" => ("maxHp", 25),
        "Metallicize" => ("metallicize", act * 2 + 2),
        "Regenerate" => ("regenerate", act * 2 + 1),
        other => panic!("unknown golden buff {other}"),
    }
}

fn nodes(golden_nodes: &Json) -> Json {
    golden_nodes
        .as_array()
        .unwrap()
        .iter()
        .map(|n| json!({"x": n["x"], "y": n["y"], "room": room(&n["class"])}))
        .collect()
}

/// What the API must return for act `k + 1` (1-3) of a golden file: nodes,
/// edges, burning elite (when `burning`), grid size (spec §3.2) and the fights
/// (golden encounter lists; the second act-3 boss only at ascension 20).
fn expected_act(g: &Json, k: usize, burning: bool, ascension: u64) -> Json {
    let ga = &g["acts"][k];
    let act = ga["act"].as_u64().unwrap();
    assert_eq!(act, k as u64 + 1);
    let edges: Json = ga["map"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| json!({"from": [e["src_x"], e["src_y"]], "to": [e["dst_x"], e["dst_y"]]}))
        .collect();
    let elite = &ga["emerald_elite"];
    let burning_elite = if burning {
        let (name, amount) = buff(&elite["buff"], act);
        json!({"x": elite["x"], "y": elite["y"], "buff": name, "amount": amount})
    } else {
        Json::Null
    };
    let fights = &g["encounters_assuming_all_bosses_seen_and_no_midact_refill"][k];
    assert_eq!(fights["act"], act, "golden encounters out of order");
    let boss_list = fights["boss_list"].as_array().unwrap();
    let bosses = if act == 3 && ascension == 20 { &boss_list[..2] } else { &boss_list[..1] };
    json!({"act": act, "width": 7, "height": 15, "nodes": nodes(&ga["map"]["nodes"]), "edges": edges,
           "burningElite": burning_elite, "boss": boss_list[0], "bosses": bosses,
           "monsters": fights["monster_list"], "elites": fights["elite_list"]})
}

/// Act 4 (spec §4): the golden nodes, three edges up column 3, no burning
/// elite, Shield and Spear three times and the Heart; from floor 52, or 53
/// after the ascension-20 double boss of act 3 (every boss seen here).
fn expected_act4(g: &Json, ascension: u64) -> Json {
    let sas = ["Shield and Spear"; 3];
    let first_floor = if ascension >= 20 { 53 } else { 52 };
    json!({"act": 4, "nodes": nodes(&g["act4"]["nodes"]), "firstFloor": first_floor, "burningElite": null,
           "edges": [{"from": [3, 0], "to": [3, 1]}, {"from": [3, 1], "to": [3, 2]}, {"from": [3, 2], "to": [3, 3]}],
           "monsters": sas, "elites": sas, "boss": "The Heart", "bosses": ["The Heart"]})
}

/// The documented TypeScript declarations of the map results (the contract
/// the page codes against, as the hand-written declarations of `src/web.rs`
/// stated it before they were generated from the Rust structs; the generated
/// `.d.ts` is checked against real results by `tests/js/types.test.mjs`).
const CONTRACT: &str = r#"
/** A drawn map node. */
export interface MapNode { x: number; y: number; room: Room; }
/** An edge between two drawn nodes, [x, y] to [x, y]. */
export interface MapEdge { from: [number, number]; to: [number, number]; }
/** The burning (Emerald Key) elite. `amount` is a percentage for maxHp. */
export interface BurningElite { x: number; y: number; buff: Buff; amount: number; }

/** One act's map. */
export interface ActMap {
  act: number;
  name: string;
  width: number;
  height: number;
  /** The floor number of row 0. */
  firstFloor: number;
  /** Exactly the nodes the game draws, row-major. */
  nodes: MapNode[];
  /** Edges between drawn nodes, row by row (StS1: no edges into the boss; StS2: the Ancient's and the bosses' edges included). */
  edges: MapEdge[];
  burningElite: BurningElite | null;
  /** StS1: the act boss (the icon above the map). */
  boss?: string;
  /** StS1: the boss fights in order (two in act 3 at ascension 20). */
  bosses?: string[];
  /** StS1: the normal fights in fight order (map monsters and ? rooms that become fights, in visit order). */
  monsters?: string[];
  /** StS1: the elite fights in fight order. */
  elites?: string[];
  /** StS2: room rows 1..roomRows (15/14/13, one fewer in multiplayer); the Ancient is row 0, the boss row roomRows + 1. */
  roomRows?: number;
  /** StS2: the Ancient's node [x, y] (always [3, 0]). */
  ancient?: [number, number];
  /** StS2: the boss node(s) [x, y]; two in act 3 from ascension 10. */
  bossNodes?: [number, number][];
  /** StS2: the room counts the act drew (targets). */
  targets?: RoomCounts;
  /** StS2: the rooms of those types the map has, fixed rows not counted (placement and pruning can fall short). */
  placed?: RoomCounts;
}

/** StS2: counts of the queued room types. */
export interface RoomCounts { rest: number; shop: number; elite: number; unknown: number; }

/** The result of `generate_map`. */
export interface MapSet {
  game: Game;
  /** The canonical seed string as the game displays it. */
  seed: string;
  /** The seed's number in decimal (a string: JavaScript numbers cannot hold 64 bits; StS2: the 64-bit run seed, XXH64 of the seed string). */
  seedValue: string;
  ascension: number;
  /** Things a player should know about this seed (trial keys, wrapped strings, ...). */
  warnings: string[];
  acts: ActMap[];
  /** StS2: the game builds whose map generator these maps follow. */
  gameBuild?: string;
}
"#;

/// The members of `export interface NAME { ... }` in [`CONTRACT`]: (name, optional).
fn declared_fields(interface: &str) -> Vec<(String, bool)> {
    let head = format!("export interface {interface} ");
    let start = CONTRACT.find(&head).unwrap_or_else(|| panic!("the contract declares no interface {interface}"));
    let rest = &CONTRACT[start..];
    let open = rest.find('{').unwrap();
    assert!(!rest[head.len()..open].contains("extends"), "{interface}: `extends` is not followed here");
    let close = open + rest[open..].find('}').unwrap();
    let mut body = rest[open + 1..close].to_string();
    while let Some(c) = body.find("/*") {
        let end = c + body[c..].find("*/").unwrap() + 2;
        body.replace_range(c..end, " ");
    }
    body.split([';', '\n'])
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(|m| {
            let name = m.split(':').next().unwrap().trim();
            (name.trim_end_matches('?').to_string(), name.ends_with('?'))
        })
        .collect()
}

/// `actual` has every required field of the TypeScript interface and nothing undeclared.
fn assert_declared(actual: &Json, interface: &str, ctx: &str) {
    let declared = declared_fields(interface);
    let keys: Vec<&String> = actual.as_object().unwrap_or_else(|| panic!("{ctx}: not an object")).keys().collect();
    for key in &keys {
        assert!(declared.iter().any(|(n, _)| n == *key), "{ctx}: `{key}` is not declared in interface {interface}");
    }
    for (name, optional) in &declared {
        assert!(*optional || keys.contains(&name), "{ctx}: required `{name}` of {interface} is missing");
    }
}

/// Checks that `actual` matches the declared `ActMap` (and its parts), and has
/// the values of the fields in `expected`.
fn assert_act(actual: &Json, expected: &Json, ctx: &str) {
    assert_declared(actual, "ActMap", ctx);
    for n in actual["nodes"].as_array().unwrap() {
        assert_declared(n, "MapNode", ctx);
    }
    for e in actual["edges"].as_array().unwrap() {
        assert_declared(e, "MapEdge", ctx);
    }
    if !actual["burningElite"].is_null() {
        assert_declared(&actual["burningElite"], "BurningElite", ctx);
    }
    assert!(actual["name"].as_str().is_some_and(|n| !n.is_empty()), "{ctx}: name");
    for (key, want) in expected.as_object().unwrap() {
        assert_eq!(&actual[key], want, "{ctx}: `{key}`");
    }
}

/// The declared `MapSet`, a StS1 one, with its 64-bit seed as a string.
fn assert_map_set_shape(r: &Json, ctx: &str) {
    assert_declared(r, "MapSet", ctx);
    assert_eq!(r["game"], "sts1", "{ctx}");
    assert!(r["seedValue"].is_string(), "{ctx}: seedValue must be a string (64 bits)");
    assert!(r["warnings"].as_array().unwrap().iter().all(Json::is_string), "{ctx}: warnings");
}

fn seeds_table() -> Vec<(String, Option<String>)> {
    golden::SEEDS_TSV
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols[0].to_string(), cols[1].strip_prefix("string:").map(str::to_string))
        })
        .collect()
}

// ---------------------------------------------------------------------------
// The tests.

#[test]
fn every_golden_seed_gives_the_golden_maps() {
    let maps = golden_maps();
    // One file per seeds.tsv row and mode, none missing.
    assert_eq!(maps.len(), 2 * seeds_table().len(), "golden files vs seeds.tsv");
    for (i, (name, g)) in maps.iter().enumerate() {
        assert_eq!(g["final_act_available"], true, "{name}: these vectors include the burning elite");
        // a1 = ascension 1 or more: spread the requests over 1..=20.
        let ascension = if g["ascension"] == 0 { 0 } else { 1 + i % 20 };
        let seed = g["seed"].as_i64().unwrap();
        let r = ok(&format!(r#"{{"seedValue": "{seed}", "ascension": {ascension}}}"#));
        assert_map_set_shape(&r, name);
        assert_eq!(r["seedValue"], seed.to_string(), "{name}");
        assert_eq!(r["seed"], g["seed_string"], "{name}: seed string");
        assert_eq!(r["ascension"], ascension, "{name}");
        let acts = r["acts"].as_array().unwrap();
        assert_eq!(acts.len(), 4, "{name}: acts 1-4");
        for (k, act) in acts.iter().take(3).enumerate() {
            assert_act(act, &expected_act(g, k, true, ascension as u64), &format!("{name} act {}", k + 1));
        }
        assert_act(&acts[3], &expected_act4(g, ascension as u64), &format!("{name} act 4"));
    }
}

#[test]
fn seed_strings_give_the_maps_of_their_numbers() {
    let mut strings = 0;
    for (value, text) in seeds_table() {
        let Some(text) = text else { continue };
        let by_string = ok(&format!(r#"{{"seed": {text:?}}}"#));
        assert_eq!(by_string["seedValue"], value, "seed {text}");
        let by_value = ok(&format!(r#"{{"seedValue": "{value}"}}"#));
        assert_eq!(by_string["acts"], by_value["acts"], "seed {text}");
        // Case-insensitive (spec §1.2).
        let lower = ok(&format!(r#"{{"seed": {:?}}}"#, text.to_lowercase()));
        assert_eq!(lower["seedValue"], value, "seed {}", text.to_lowercase());
        strings += 1;
    }
    assert_eq!(strings, 10, "string seeds in seeds.tsv");
    // The display string of every golden seed reads back to the same seed.
    for (name, g) in golden_maps().iter().filter(|(n, _)| n.ends_with("_a0.json")) {
        let shown = g["seed_string"].as_str().unwrap();
        if shown.is_empty() {
            continue; // seed 0 has no display string
        }
        let r = ok(&format!(r#"{{"seed": "{shown}"}}"#));
        assert_eq!(r["seedValue"], g["seed"].as_i64().unwrap().to_string(), "{name}: {shown}");
    }
}

#[test]
fn seed_values_accept_numbers_and_unsigned_text() {
    let g = golden_map("673465884448", "a0");
    let r = ok(r#"{"seedValue": 673465884448}"#);
    assert_eq!(r["seed"], g["seed_string"]);
    assert_eq!(r["acts"][0]["nodes"], nodes(&g["acts"][0]["map"]["nodes"]));
    // 2^64 - 1 is the same 64 bits as -1 (src/seed.rs contract).
    let g = golden_map("-1", "a0");
    let r = ok(r#"{"seedValue": "18446744073709551615"}"#);
    assert_eq!(r["seedValue"], "-1");
    assert_eq!(r["acts"][0]["edges"], expected_act(&g, 0, true, 0)["edges"]);
}

#[test]
fn one_act_at_a_time() {
    let g = golden_map("2780424839485660359", "a1");
    for act in 1..=3 {
        let r = ok(&format!(r#"{{"seed": "TSXK80ZYB20Z", "ascension": 5, "act": {act}}}"#));
        let acts = r["acts"].as_array().unwrap();
        assert_eq!(acts.len(), 1, "act {act}");
        assert_act(&acts[0], &expected_act(&g, act - 1, true, 5), &format!("act {act} alone"));
    }
    let r = ok(r#"{"seed": "TSXK80ZYB20Z", "act": 4}"#);
    assert_act(&r["acts"][0], &expected_act4(&g, 0), "act 4 alone");
    // null means "not given".
    assert_eq!(ok(r#"{"seed": "TSXK80ZYB20Z", "ascension": 1, "act": null}"#)["acts"].as_array().unwrap().len(), 4);
}

#[test]
fn burning_elites_follow_the_final_act_and_the_emerald_key() {
    let g = golden_map("7888320651155556997", "a1");
    let seed = r#""seedValue": "7888320651155556997", "ascension": 20"#;
    // Final act locked: no burning elite, no act 4, and the rooms do not move
    // (the pick draws from mapRng after the rooms are assigned, spec §3.1).
    let r = ok(&format!(r#"{{{seed}, "finalActUnlocked": false}}"#));
    let acts = r["acts"].as_array().unwrap();
    assert_eq!(acts.len(), 3);
    for (k, act) in acts.iter().enumerate() {
        assert_act(act, &expected_act(&g, k, false, 20), &format!("locked, act {}", k + 1));
    }
    // Key taken in act k: acts up to k have their burning elite, later ones none (spec §5).
    for taken in 1..=3 {
        let r = ok(&format!(r#"{{{seed}, "emeraldKeyTakenInAct": {taken}}}"#));
        for k in 0..3 {
            let act = k + 1;
            assert_act(
                &r["acts"][k],
                &expected_act(&g, k, act <= taken, 20),
                &format!("key in act {taken}, act {act}"),
            );
        }
    }
    let e = err(&format!(r#"{{{seed}, "finalActUnlocked": false, "act": 4}}"#));
    assert!(e.contains("`act`") && e.contains("finalActUnlocked"), "{e}");
}

#[test]
fn wrong_options_are_refused_with_a_message_naming_them() {
    let cases: &[(&str, &[&str])] = &[
        (r#"{}"#, &["seed", "required"]),
        (r#"{"ascension": 3}"#, &["seed", "required"]),
        (r#"{"seed": "AGCK93XT", "ascension": 21}"#, &["`ascension`", "0 to 20", "21"]),
        (r#"{"seed": "AGCK93XT", "ascension": -1}"#, &["`ascension`", "0 to 20"]),
        (r#"{"seed": "AGCK93XT", "ascension": 2.5}"#, &["`ascension`", "2.5"]),
        (r#"{"seed": "AGCK93XT", "ascension": "high"}"#, &["`ascension`", "high"]),
        (r#"{"seed": "AGCK93XT", "acsension": 3}"#, &["`acsension`", "unknown option", "ascension"]),
        (r#"{"seed": "AGCK93XT", "seedValue": "673465884448"}"#, &["seedValue", "not both"]),
        (r#"{"seed": "AGC!93XT"}"#, &["seed", "`!`", "position 4"]),
        (r#"{"seed": ""}"#, &["seed", "empty"]),
        (r#"{"seed": 673465884448}"#, &["`seed`", "seedValue"]),
        (r#"{"seedValue": "12x"}"#, &["seed", "`x`"]),
        (r#"{"seedValue": "99999999999999999999"}"#, &["seed", "18446744073709551615"]),
        (r#"{"seedValue": "-9223372036854775809"}"#, &["seed", "-9223372036854775808"]),
        (r#"{"seedValue": 1.5}"#, &["`seedValue`", "BigInt"]),
        (r#"{"seedValue": 1e19}"#, &["`seedValue`", "BigInt"]),
        (r#"{"seedValue": true}"#, &["`seedValue`", "a boolean"]),
        (r#"{"seed": "AGCK93XT", "act": 0}"#, &["`act`", "1 to 4"]),
        (r#"{"seed": "AGCK93XT", "act": 5}"#, &["`act`", "1 to 4"]),
        (r#"{"seed": "AGCK93XT", "game": "sts3"}"#, &["`game`", "sts3"]),
        (r#"{"seed": "AGCK93XT", "finalActUnlocked": "yes"}"#, &["`finalActUnlocked`", "true or false"]),
        (r#"{"seed": "AGCK93XT", "emeraldKeyTakenInAct": 4}"#, &["`emeraldKeyTakenInAct`", "1 to 3"]),
        (r#"null"#, &["options", "an object"]),
        (r#"[]"#, &["options", "an object"]),
        (r#""AGCK93XT""#, &["options", "an object"]),
        (r#"{"seed": "A", "x": [[[[[[[[[[1]]]]]]]]]]}"#, &["nested"]),
    ];
    for (options, needles) in cases {
        let message = err(options);
        for needle in *needles {
            assert!(message.contains(needle), "{options}: the message {message:?} does not mention {needle:?}");
        }
    }
    let long = "A".repeat(65);
    let message = err(&format!(r#"{{"seed": "{long}"}}"#));
    assert!(message.contains("65 characters"), "{message}");
}

// ---------------------------------------------------------------------------
// JavaScript only: values JSON cannot express.

#[cfg(target_arch = "wasm32")]
mod javascript_only {
    use super::{expected_act, generate_js, golden_map, Json};
    use js_sys::{BigInt, Object, Reflect};
    use wasm_bindgen::JsValue;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn options(fields: &[(&str, JsValue)]) -> JsValue {
        let o = Object::new();
        for (k, v) in fields {
            Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
        }
        o.into()
    }

    fn big(decimal: &str) -> JsValue {
        BigInt::new(&JsValue::from_str(decimal)).unwrap().into()
    }

    #[test]
    fn bigint_seed_values_keep_all_64_bits() {
        for seed in ["7888320651155556997", "-9223372036854775808", "9223372036854775807", "-1662327278983135018"] {
            let g = golden_map(seed, "a0");
            let r: Json = serde_json::from_str(&generate_js(options(&[("seedValue", big(seed))])).unwrap()).unwrap();
            assert_eq!(r["seedValue"], seed);
            assert_eq!(r["seed"], g["seed_string"], "{seed}");
            super::assert_act(&r["acts"][2], &expected_act(&g, 2, true, 0), &format!("BigInt {seed} act 3"));
        }
        // Unsigned 64-bit BigInt: the same bits as -1.
        let r: Json =
            serde_json::from_str(&generate_js(options(&[("seedValue", big("18446744073709551615"))])).unwrap())
                .unwrap();
        assert_eq!(r["seedValue"], "-1");
    }

    #[test]
    fn wrong_javascript_values_throw_errors() {
        let cases: Vec<(JsValue, &[&str])> = vec![
            (options(&[("seedValue", big("18446744073709551616"))]), &["`seedValue`", "64 bits"]),
            (options(&[("seedValue", big("-9223372036854775809"))]), &["`seedValue`", "64 bits"]),
            (options(&[("seedValue", big("1"))]), &[]),
            // 2^63 as a Number cannot be exact.
            (options(&[("seedValue", JsValue::from_f64(9.223372036854776e18))]), &["`seedValue`", "BigInt"]),
            (options(&[("seedValue", JsValue::from_f64(f64::NAN))]), &["`seedValue`"]),
            (options(&[("seed", big("5"))]), &["`seed`"]),
            (options(&[("seed", JsValue::from_str("AGCK93XT")), ("ascension", big("3"))]), &[]),
            (
                options(&[("seed", JsValue::from_str("AGCK93XT")), ("act", JsValue::from_f64(f64::INFINITY))]),
                &["`act`"],
            ),
            (options(&[("seed", js_sys::Function::new_no_args("return 1").into())]), &["seed"]),
            (options(&[("seed", js_sys::Symbol::for_("s").into())]), &["seed"]),
            (JsValue::UNDEFINED, &["options", "an object"]),
            (JsValue::from_f64(42.0), &["options", "an object"]),
        ];
        for (value, needles) in cases {
            let shown = format!("{value:?}");
            match generate_js(value) {
                // An empty needle list marks values that must be accepted.
                Ok(r) => assert!(needles.is_empty(), "{shown}: expected an error, got {r:.100}"),
                Err(message) => {
                    assert!(!needles.is_empty(), "{shown}: unexpected error {message}");
                    for needle in needles {
                        assert!(message.contains(needle), "{shown}: {message:?} does not mention {needle:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn undefined_fields_count_as_absent() {
        let g = golden_map("42", "a0");
        let o = options(&[
            ("seedValue", JsValue::from_str("42")),
            ("act", JsValue::UNDEFINED),
            ("ascension", JsValue::UNDEFINED),
            ("seed", JsValue::NULL),
        ]);
        let r: Json = serde_json::from_str(&generate_js(o).unwrap()).unwrap();
        assert_eq!(r["ascension"], 0);
        super::assert_act(&r["acts"][0], &expected_act(&g, 0, true, 0), "seed 42 act 1");
    }
}
